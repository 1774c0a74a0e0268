import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Admission, RateCount, RateCounts, RequestGate } from '../core/auth/authenticate.js';
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
  /** Requests per minute one credential (key or session) may make. */
  ratePerMinute: number;
  /** Requests per minute all of a workspace's credentials together may make. */
  workspaceRatePerMinute: number;
}

const refused: ErrorEnvelope = {
  ok: false,
  status: 401,
  error: { code: 'unauthorized', message: 'The API key or session token is wrong, revoked or expired.' },
};

/** Refuses a request over one of its limits (naming it) and sets the rate-limit headers. */
function applyLimits(reply: FastifyReply, rate: RateCounts, opts: AuthenticatedScopeOptions) {
  const limits: Array<[string, number, RateCount | null]> = [
    ['requests_per_minute (per key or session)', opts.ratePerMinute, rate.credential],
    ['requests_per_minute (per workspace)', opts.workspaceRatePerMinute, rate.workspace],
  ];
  let tightest: { max: number; remaining: number; resetSeconds: number } | null = null;
  for (const [name, max, count] of limits) {
    if (!count) continue;
    const resetSeconds = Math.max(1, Math.ceil(count.resetMs / 1000));
    if (count.count > max) {
      // The refusal says which allowance ran out, as the answers before it did (api.md, OpenAPI).
      reply.header('x-ratelimit-limit', max);
      reply.header('x-ratelimit-remaining', 0);
      reply.header('x-ratelimit-reset', resetSeconds);
      throw new AppError(
        'rate_limited',
        `Too many requests: the limit is ${max} a minute (limit: ${name}); retry in ${resetSeconds} s.`,
        { retryAfterSeconds: resetSeconds },
      );
    }
    const remaining = max - count.count;
    if (!tightest || remaining < tightest.remaining) tightest = { max, remaining, resetSeconds };
  }
  if (tightest) {
    reply.header('x-ratelimit-limit', tightest.max);
    reply.header('x-ratelimit-remaining', tightest.remaining);
    reply.header('x-ratelimit-reset', tightest.resetSeconds);
  }
}

/**
 * Every route registered inside this scope requires a bearer token and is rate limited per
 * credential (key or session) and per workspace. The workspace's allowance is shared by all its
 * keys and sessions, so minting a second key buys no fresh allowance; the credential's keeps one
 * runaway script from taking all of it when the operator sets it lower. Both are generous: a
 * newsroom pasting 100 claims at once must fit; the monthly quota is what bounds free use. The
 * counters are Redis fixed windows, bumped in the same script as the credentials-epoch read
 * (credential-cache.ts), so a request costs one Redis round trip before its own work; they are
 * exact across requests racing in one process or several. A Redis outage must not lock everyone
 * out: without Redis requests are not counted (the routes that need Redis answer 503 themselves).
 *
 * The hot routes (`keyCheckedByWrite`) take a cached key without that round trip: their job
 * insert refuses a revoked key (401), and any other error they would answer waits for the full
 * check first, so a revoked key never hears anything but 401. Their counts come from what this
 * process last heard plus its own increments on their way (see admitWithoutWaiting): exact in one
 * process, and across several a burst can pass a limit by what the others admitted within one
 * round trip and the few ms the increments gather (credential-cache.ts).
 */
export async function authenticatedScope(app: FastifyInstance, opts: AuthenticatedScopeOptions) {
  app.decorateRequest('provisional', false);
  // Callback-style hooks: on the hot routes both finish without waiting for anything, and an
  // async hook costs a promise and a turn of the microtask queue per request even then.
  app.addHook('onRequest', (request, reply, done) => {
    const admitted = (admission: Admission, provisional: boolean) => {
      request.principal = admission.principal;
      request.provisional = provisional;
      if (admission.rate) applyLimits(reply, admission.rate, opts);
    };
    try {
      // A bearer header, or the dashboard's session cookie (CSRF-checked for state changes).
      const header = authorizationFor(request);
      const fast = request.routeOptions.config.keyCheckedByWrite
        ? opts.gate.admitWithoutWaiting(header)
        : null;
      if (fast) {
        admitted(fast, true);
        done();
        return;
      }
      opts.gate.admit(header).then(
        (admission) => {
          try {
            admitted(admission, false);
          } catch (error) {
            done(error as Error);
            return;
          }
          done();
        },
        (error: unknown) => done(error as Error),
      );
    } catch (error) {
      done(error as Error);
    }
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.provisional || reply.statusCode < 400) {
      done(null, payload);
      return;
    }
    recheck(request, reply, payload).then(
      (checked) => done(null, checked),
      (error: unknown) => done(error as Error),
    );
  });

  /** A provisional request about to be refused: the answer is 401 if its key is no longer live. */
  async function recheck(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
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
  }
}
