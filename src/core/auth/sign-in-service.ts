import type { Clock } from '../shared/clock.js';
import { hmacSha256, newSixDigitCode, newToken, safeEqual, sha256 } from '../shared/secrets.js';
import { AppError } from '../errors/app-error.js';
import type { ActivityLog } from '../activity/activity-log.js';
import { parseWorkEmail, type EmailPolicy } from './email-address.js';
import type { AttemptLimiter, Mailer, MembershipStore, SignInStore, SignedInUser } from './ports.js';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
/** Code requests allowed per address and per client IP in one window. */
export const CODE_REQUESTS_PER_ADDRESS = 5;
export const CODE_REQUESTS_PER_IP = 30;
export const CODE_REQUEST_WINDOW_SECONDS = 15 * 60;

export interface SignInResult {
  token: string;
  user: SignedInUser;
}

export interface SignInServiceDeps {
  store: SignInStore;
  members: MembershipStore;
  mailer: Mailer;
  limiter: AttemptLimiter;
  activity: ActivityLog;
  clock: Clock;
  sessionTtlHours: number;
  /** Secret for the keyed hash of codes at rest (SIGN_IN_CODE_SECRET). */
  codeSecret: string;
  emailPolicy?: EmailPolicy;
}

export function createSignInService(deps: SignInServiceDeps) {
  const { store, members, mailer, limiter, activity, clock } = deps;
  /**
   * Keyed with the server's secret: a million possible codes are tried in a second against a
   * plain hash, but not without the secret, which lives in the environment and not the database.
   * Bound to the address so a hash from one row is useless for another.
   */
  const hashCode = (email: string, code: string) => hmacSha256(deps.codeSecret, `${email}:${code}`);

  async function throttle(key: string, limit: number, what: string) {
    const wait = await limiter.hit(key, limit, CODE_REQUEST_WINDOW_SECONDS);
    if (wait > 0) {
      throw new AppError('rate_limited', `Too many sign-in codes requested ${what}. Try again later.`, {
        retryAfterSeconds: wait,
      });
    }
  }

  return {
    /** Mails a fresh 6-digit code. Consumer domains are refused before anything is stored. */
    async requestCode(rawEmail: string, clientIp: string): Promise<void> {
      const { address } = parseWorkEmail(rawEmail, deps.emailPolicy);
      await throttle(`signin:ip:${clientIp}`, CODE_REQUESTS_PER_IP, 'from this network');
      await throttle(`signin:email:${address}`, CODE_REQUESTS_PER_ADDRESS, 'for this address');
      const code = newSixDigitCode();
      await store.saveCode({
        email: address,
        codeHash: hashCode(address, code),
        expiresAt: new Date(clock.now().getTime() + CODE_TTL_MS),
      });
      await mailer.sendSignInCode(address, code);
    },

    /** Exchanges a code for a session token; the first user of a domain becomes its owner. */
    async verifyCode(rawEmail: string, code: string): Promise<SignInResult> {
      const { address, domain } = parseWorkEmail(rawEmail, deps.emailPolicy);
      const now = clock.now();
      const rejected = new AppError('unauthorized', 'The code is wrong, expired or already used.');
      // Every try, right or wrong, spends one of the code's five before it is compared.
      const live = await store.claimAttempt(address, now, MAX_CODE_ATTEMPTS);
      if (!live || !safeEqual(live.codeHash, hashCode(address, code))) throw rejected;
      if (!(await store.consumeCode(live.id, now, MAX_CODE_ATTEMPTS))) throw rejected;

      const user = await members.signInUser(address, domain);
      if (!user) {
        throw new AppError(
          'forbidden',
          'You were removed from this workspace. Ask its owner to add you again.',
        );
      }
      const token = newToken('gss_');
      await store.createSession({
        userId: user.userId,
        tokenHash: sha256(token),
        expiresAt: new Date(now.getTime() + deps.sessionTtlHours * 3_600_000),
      });
      await activity.record({
        workspaceId: user.workspace.id,
        actor: { id: user.userId, email: user.email },
        action: user.createdWorkspace ? 'workspace.created' : 'user.signed_in',
        detail: { role: user.role },
      });
      return { token, user };
    },

    /** Sign out: the session token answers 401 from then on. */
    async signOut(token: string): Promise<void> {
      if (token.startsWith('gss_')) await store.revokeSession(sha256(token), clock.now());
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;
