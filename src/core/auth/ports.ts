import type { Principal, Role } from './principal.js';

export interface StoredCode {
  id: string;
  codeHash: string;
  attempts: number;
}

/** Persistence for sign-in codes and sessions. */
export interface SignInStore {
  saveCode(code: { email: string; codeHash: string; expiresAt: Date }): Promise<{ id: string }>;
  /**
   * Counts one try against the newest unexpired, unused code of this address, in one conditional
   * update that never takes attempts past `maxAttempts`; null when no code has a try left. Only a
   * counted try may be compared, so however many requests race, at most `maxAttempts` are.
   */
  claimAttempt(email: string, now: Date, maxAttempts: number): Promise<StoredCode | null>;
  /** Marks the code used; false when another request used or killed it first. */
  consumeCode(codeId: string, now: Date, maxAttempts: number): Promise<boolean>;
  createSession(session: { userId: string; tokenHash: string; expiresAt: Date }): Promise<{ id: string }>;
  /** Ends a session (sign out); a token already ended or unknown changes nothing. */
  revokeSession(tokenHash: string, now: Date): Promise<void>;
}

export interface SignedInUser {
  userId: string;
  email: string;
  name: string;
  role: Role;
  workspace: { id: string; name: string; domain: string; plan: 'free' | 'premium' };
  /** True when this sign-in created the workspace (its first user became owner). */
  createdWorkspace: boolean;
}

/** Users and workspaces as sign-in sees them. */
export interface MembershipStore {
  /**
   * Finds the user, or creates them: as owner of a new workspace when the domain has none
   * (exactly one concurrent first user wins), otherwise as a member. Returns null when the
   * user was removed from their workspace.
   */
  signInUser(email: string, domain: string): Promise<SignedInUser | null>;
}

/** Resolves a bearer token's hash to the principal it stands for. */
export interface CredentialStore {
  findByApiKeyHash(hash: string): Promise<Principal | null>;
  findBySessionHash(hash: string, now: Date): Promise<Principal | null>;
}

export interface Mailer {
  sendSignInCode(to: string, code: string): Promise<void>;
}

/** Fixed-window counters (Redis): returns the seconds to wait, or 0 when the hit is allowed. */
export interface AttemptLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<number>;
}
