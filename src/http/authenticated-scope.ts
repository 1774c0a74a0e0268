import type { FastifyInstance } from 'fastify';
import { AppError } from '../core/errors/app-error.js';
import type { Admit } from '../core/auth/authenticate.js';
import { authorizationFor } from './session-cookie.js';

export interface AuthenticatedScopeOptions {
  /** Authenticates a request and counts it against its credential's per-minute limit. */
  admit: Admit;
  ratePerMinute: number;
}

/**
 * Every route registered inside this scope requires a bearer token and is rate limited per
 * credential (key or session). The limit is per minute and generous: a newsroom pasting 100
 * claims at once must fit; the monthly quota is what bounds free use. Counting shares the round
 * trip of the credential check (credential-cache.ts); a Redis outage must not lock everyone out,
 * so without Redis requests are not counted (the routes that need Redis answer 503 themselves).
 * The headers are @fastify/rate-limit's, which this replaced.
 */
export async function authenticatedScope(app: FastifyInstance, opts: AuthenticatedScopeOptions) {
  const max = opts.ratePerMinute;
  app.addHook('onRequest', async (request, reply) => {
    // A bearer header, or the dashboard's session cookie (CSRF-checked for state changes).
    const { principal, rate } = await opts.admit(authorizationFor(request));
    request.principal = principal;
    if (!rate) return;
    const resetSeconds = Math.max(1, Math.ceil(rate.resetMs / 1000));
    reply.header('x-ratelimit-limit', max);
    reply.header('x-ratelimit-remaining', Math.max(0, max - rate.count));
    reply.header('x-ratelimit-reset', resetSeconds);
    if (rate.count > max) {
      throw new AppError(
        'rate_limited',
        `Too many requests for this key (at most ${max} a minute); retry in ${resetSeconds} s.`,
        { retryAfterSeconds: resetSeconds },
      );
    }
  });
}
