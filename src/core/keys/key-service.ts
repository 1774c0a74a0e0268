import type { Principal } from '../auth/principal.js';
import { AppError, notFound } from '../errors/app-error.js';
import type { ActivityLog } from '../activity/activity-log.js';
import type { Clock } from '../shared/clock.js';
import { newToken, sha256 } from '../shared/secrets.js';
import type { KeyStore } from './ports.js';

/** Characters of the key kept for display (`gsk_` + 8), enough to tell keys apart. */
const DISPLAY_PREFIX_LENGTH = 12;

export function createKeyService(deps: {
  store: KeyStore;
  activity: ActivityLog;
  clock: Clock;
  /** Live (unrevoked) keys a workspace may hold (MAX_LIVE_KEYS_PER_WORKSPACE). */
  maxLiveKeys: number;
}) {
  const { store, activity } = deps;
  return {
    /** Creates a key; its value is returned here and never again (only its hash is stored). */
    async create(principal: Principal, label: string) {
      const key = newToken('gsk_');
      const record = await store.create(
        {
          workspaceId: principal.workspaceId,
          userId: principal.userId,
          label,
          prefix: key.slice(0, DISPLAY_PREFIX_LENGTH),
          keyHash: sha256(key),
        },
        deps.maxLiveKeys,
      );
      if (record === 'limit_reached') {
        throw new AppError(
          'rate_limited',
          `This workspace already has ${deps.maxLiveKeys} live API keys (limit: live_keys). Revoke one first.`,
          { retryAfterSeconds: 60 },
        );
      }
      await activity.record({
        workspaceId: principal.workspaceId,
        actor: { id: principal.userId, email: principal.email },
        action: 'key.created',
        detail: { key_id: record.id, label, prefix: record.prefix },
      });
      return { record, key };
    },

    list(principal: Principal) {
      return store.list(principal.workspaceId);
    },

    async revoke(principal: Principal, keyId: string) {
      // A member revokes only their own keys; the owner any key of the workspace. Someone else's
      // key is a 404 to a member, like any resource that is not theirs.
      const ownerOnly = principal.role === 'owner' ? null : principal.userId;
      const revoked = await store.revoke(principal.workspaceId, keyId, deps.clock.now(), ownerOnly);
      if (!revoked) throw notFound('API key');
      await activity.record({
        workspaceId: principal.workspaceId,
        actor: { id: principal.userId, email: principal.email },
        action: 'key.revoked',
        detail: { key_id: revoked.id, label: revoked.label, prefix: revoked.prefix },
      });
    },
  };
}

export type KeyService = ReturnType<typeof createKeyService>;
