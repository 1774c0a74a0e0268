import type { FastifyInstance } from 'fastify';
import type { RequestGate } from '../core/auth/authenticate.js';
import { AppError } from '../core/errors/app-error.js';
import type { ErrorEnvelope } from './error-envelope.js';
import { authorizationFor } from './session-cookie.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's write refuses an API key that is no longer live (the job insert checks it), so
     * a cached key is let in without the credentials round trip (see RequestGate).
     */
    keyCheckedByWrite?: boolean;
  }
  interface FastifyRequest {
    /** Let in on a cached key that only the route's write has checked so far. */
    provisional: boolean;
  }
}

export interface AuthenticatedScopeOptions {
  gate: RequestGate;
  ratePerMinute: number;
}

const refused: ErrorEnvelope = {
  ok: false,
  status: 401,
  error: { code: 'unauthorized', message: 'The API key or session token is wrong, revoked or expired.' },
};

/**
 * Every route registered inside this scope requires a bearer token and is rate limited per
 * credential (key or session). The limit is per minute and generous: a newsroom pasting 100
 * claims at once must fit; the monthly quota is what bounds free use. Counting shares the round
 * trip of the credential check (credential-cache.ts); a Redis outage must not lock everyone out,
 * so without Redis requests are not counted (the routes that need Redis answer 503 themselves).
 * The headers are @fastify/rate-limit's, which this replaced.
 *
 * The hot routes (`keyCheckedByWrite`) take a cached key without that round trip: their job
 * insert refuses a revoked key (401), and any other error they would answer waits for the full
 * check first, so a revoked key never hears anything but 401.
 */
export async function authenticatedScope(app: FastifyInstance, opts: AuthenticatedScopeOptions) {
  const max = opts.ratePerMinute;
  app.decorateRequest('provisional', false);
  app.addHook('onRequest', async (request, reply) => {
    // A bearer header, or the dashboard's session cookie (CSRF-checked for state changes).
    const header = authorizationFor(request);
    const fast = request.routeOptions.config.keyCheckedByWrite ? opts.gate.admitWithoutWaiting(header) : null;
    const { principal, rate } = fast ?? (await opts.gate.admit(header));
    request.principal = principal;
    request.provisional = fast !== null;
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
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.provisional || reply.statusCode < 400) return payload;
    const header = authorizationFor(request);
    if (reply.statusCode !== 401) {
      try {
        await opts.gate.authenticate(header);
        return payload;
      } catch (error) {
        // Revoked meanwhile: the answer is 401, whatever the route said. (A check that could not
        // run, Redis or the database down, leaves the route's own answer, an error already.)
        if (!(error instanceof AppError && error.code === 'unauthorized')) return payload;
      }
    }
    opts.gate.forget(header);
    reply.code(401).removeHeader('retry-after').type('application/json; charset=utf-8');
    return JSON.stringify(refused);
  });
}
