import type { Clock } from '../shared/clock.js';
import { sha256 } from '../shared/secrets.js';
import { unauthorized } from '../errors/app-error.js';
import type { Principal } from './principal.js';
import type { CredentialStore } from './ports.js';

/**
 * Turns an `Authorization` header into a principal. Keys (`gsk_`) and sessions (`gss_`) are
 * looked up by SHA-256 only; anything missing, malformed, unknown or revoked is the same 401.
 */
export function createAuthenticator(deps: { credentials: CredentialStore; clock: Clock }) {
  return async function authenticate(header: string | undefined): Promise<Principal> {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
    const token = match?.[1];
    if (!token) throw unauthorized();
    if (token.startsWith('gsk_')) {
      const principal = await deps.credentials.findByApiKeyHash(sha256(token));
      if (principal) return principal;
    } else if (token.startsWith('gss_')) {
      const principal = await deps.credentials.findBySessionHash(sha256(token), deps.clock.now());
      if (principal) return principal;
    }
    throw unauthorized('The API key or session token is wrong, revoked or expired.');
  };
}

export type Authenticate = ReturnType<typeof createAuthenticator>;

/** Requests counted in the current window, and when that window ends. */
export interface RateCount {
  count: number;
  resetMs: number;
}

/**
 * A request's counts: its credential's, and its workspace's (all keys and sessions together;
 * null when the credential's own limit already refused it, so it did not count there).
 */
export interface RateCounts {
  credential: RateCount;
  workspace: RateCount | null;
}

/** The per-minute limits of /v1 requests. */
export interface RateLimits {
  windowMs: number;
  perCredential: number;
  perWorkspace: number;
}

/** A caller let in: who it is, and its request counts (null when the counter could not be asked). */
export interface Admission {
  principal: Principal;
  rate: RateCounts | null;
}

/** Authenticates a request and counts it against its credential's rate limit. */
export type Admit = (header: string | undefined) => Promise<Admission>;

/**
 * How /v1 lets requests in. `admit` is the full way (credentials epoch or database, and the rate
 * count). Routes whose write itself refuses a key that is no longer live may use
 * `admitWithoutWaiting` (a cached key at once, null otherwise); before such a route answers
 * anything but its write's success, `authenticate` checks the key the full way, and a key the
 * write refused is `forget`-ten.
 */
export interface RequestGate {
  admit: Admit;
  admitWithoutWaiting(header: string | undefined): Admission | null;
  authenticate: Authenticate;
  forget(header: string | undefined): void;
}
