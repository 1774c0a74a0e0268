import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { Authenticate } from '../core/auth/authenticate.js';
import { AppError } from '../core/errors/app-error.js';
import { authorizationFor } from './session-cookie.js';

export interface AuthenticatedScopeOptions {
  authenticate: Authenticate;
  redis: Redis;
  ratePerMinute: number;
  rateLimitPrefix: string;
}

/**
 * Every route registered inside this scope requires a bearer token and is rate limited per
 * credential (key or session). The limit is per minute and generous: a newsroom pasting 100
 * claims at once must fit; the monthly quota is what bounds free use.
 */
export async function authenticatedScope(app: FastifyInstance, opts: AuthenticatedScopeOptions) {
  app.addHook('onRequest', async (request) => {
    // A bearer header, or the dashboard's session cookie (CSRF-checked for state changes).
    request.principal = await opts.authenticate(authorizationFor(request));
  });
  await app.register(rateLimit, {
    max: opts.ratePerMinute,
    timeWindow: 60_000,
    redis: opts.redis,
    nameSpace: `${opts.rateLimitPrefix}:ratelimit:`,
    // A Redis outage must not lock everyone out; the routes that need Redis answer 503 themselves.
    skipOnError: true,
    keyGenerator: (request) => request.principal?.credentialId ?? request.ip,
    errorResponseBuilder: (_request, context) =>
      new AppError('rate_limited', `Too many requests for this key; retry in ${context.after}.`, {
        retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
      }),
  });
}
