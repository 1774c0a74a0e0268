import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { Authenticate } from '../core/auth/authenticate.js';
import { AppError } from '../core/errors/app-error.js';
import { authorizationFor } from './session-cookie.js';

export interface AuthenticatedScopeOptions {
  authenticate: Authenticate;
  redis: Redis;
  /** Requests per minute one credential (key or session) may make. */
  ratePerMinute: number;
  /** Requests per minute all of a workspace's credentials together may make. */
  workspaceRatePerMinute: number;
  rateLimitPrefix: string;
}

const WINDOW_MS = 60_000;

/**
 * Every route registered inside this scope requires a bearer token and is rate limited per
 * credential (key or session) and per workspace. The workspace's allowance is shared by all its
 * keys and sessions, so minting a second key buys no fresh allowance; the credential's keeps one
 * runaway script from taking all of it when the operator sets it lower. Both are generous: a
 * newsroom pasting 100 claims at once must fit; the monthly quota is what bounds free use.
 * The counters are Redis fixed windows (one atomic INCR each), so they are exact across requests
 * racing in one process or several.
 */
export async function authenticatedScope(app: FastifyInstance, opts: AuthenticatedScopeOptions) {
  // `global: false`: the hook below applies both limits itself, in order, naming the one hit.
  await app.register(rateLimit, {
    global: false,
    timeWindow: WINDOW_MS,
    redis: opts.redis,
    nameSpace: `${opts.rateLimitPrefix}:ratelimit:`,
    // A Redis outage must not lock everyone out; the routes that need Redis answer 503 themselves.
    skipOnError: true,
  });
  const limits = [
    {
      name: 'requests_per_minute (per key or session)',
      max: opts.ratePerMinute,
      hit: app.createRateLimit({
        max: opts.ratePerMinute,
        keyGenerator: (request: FastifyRequest) => `credential:${request.principal!.credentialId}`,
      }),
    },
    {
      name: 'requests_per_minute (per workspace)',
      max: opts.workspaceRatePerMinute,
      hit: app.createRateLimit({
        max: opts.workspaceRatePerMinute,
        keyGenerator: (request: FastifyRequest) => `workspace:${request.principal!.workspaceId}`,
      }),
    },
  ];

  app.addHook('onRequest', async (request, reply) => {
    // A bearer header, or the dashboard's session cookie (CSRF-checked for state changes).
    request.principal = await opts.authenticate(authorizationFor(request));
    let remaining = Infinity;
    let resetSeconds = 0;
    for (const limit of limits) {
      const result = await limit.hit(request);
      if (result.isAllowed || result.ttl === 0) continue; // skipped on a Redis error
      if (result.isExceeded) {
        throw new AppError(
          'rate_limited',
          `Too many requests: the limit is ${limit.max} a minute (limit: ${limit.name}); retry in ${result.ttlInSeconds} s.`,
          { retryAfterSeconds: Math.max(1, result.ttlInSeconds) },
        );
      }
      if (result.remaining < remaining) {
        remaining = result.remaining;
        resetSeconds = result.ttlInSeconds;
        reply.header('x-ratelimit-limit', limit.max);
      }
    }
    if (remaining !== Infinity) {
      reply.header('x-ratelimit-remaining', remaining);
      reply.header('x-ratelimit-reset', resetSeconds);
    }
  });
}
