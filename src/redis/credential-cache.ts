import { createHash, randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Authenticate } from '../core/auth/authenticate.js';
import type { Principal } from '../core/auth/principal.js';

export interface CredentialCacheOptions {
  /** Redis key prefix (the deployment's QUEUE_PREFIX). */
  prefix: string;
  /** Entries kept at most per process (oldest dropped first). */
  maxEntries?: number;
  /** An entry is re-read from PostgreSQL at least this often (it also refreshes "last used"). */
  ttlMs?: number;
}

/**
 * A per-process cache of API-key principals in front of the PostgreSQL lookup, safe across API
 * processes: every entry is tagged with the credentials epoch, a random value in Redis that any
 * process replaces (`invalidate`) after revoking a key, removing a member or changing a role.
 * Each request reads the epoch (one small Redis GET, cheaper than the database join) and uses the
 * entry only if the epoch is unchanged, so a key revoked on one process is refused by every process
 * from the next request on. The epoch is read before the database, so a revoke that lands during a
 * lookup changes it and the entry is never served. Without Redis nothing is cached or served from
 * the cache. Sessions (dashboard traffic, with expiry) are not cached.
 */
export function createCredentialCache(redis: Redis, opts: CredentialCacheOptions) {
  const epochKey = `${opts.prefix}:credentials-epoch`;
  const maxEntries = opts.maxEntries ?? 10_000;
  const ttlMs = opts.ttlMs ?? 60_000;
  const entries = new Map<string, { principal: Principal; epoch: string; expires: number }>();

  async function currentEpoch(): Promise<string | undefined> {
    try {
      return (await redis.get(epochKey)) ?? '';
    } catch {
      return undefined;
    }
  }

  return {
    wrap(authenticate: Authenticate): Authenticate {
      return async (header) => {
        const token = /^Bearer\s+(gsk_\S+)\s*$/i.exec(header ?? '')?.[1];
        if (!token) return authenticate(header);
        const epoch = await currentEpoch();
        if (epoch === undefined) return authenticate(header);
        const id = createHash('sha256').update(token).digest('base64url');
        const hit = entries.get(id);
        if (hit && hit.epoch === epoch && hit.expires > Date.now()) return hit.principal;
        entries.delete(id);
        const principal = await authenticate(header);
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(id, { principal, epoch, expires: Date.now() + ttlMs });
        return principal;
      };
    },
    /** After a change that can refuse a credential: every process's entries stop being used. */
    async invalidate(): Promise<void> {
      entries.clear();
      await redis.set(epochKey, randomUUID());
    },
  };
}

export type CredentialCache = ReturnType<typeof createCredentialCache>;
