import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { AppError } from '../core/errors/app-error.js';

/**
 * Takes a lease when both sets have room: drop expired leases, compare each set's size with its
 * cap, add to both. One script, so concurrent opens (from any number of API processes) cannot both
 * take the last place. Returns 0 (taken), 1 (credential full) or 2 (workspace full).
 */
const ACQUIRE = `
local now = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then return 1 end
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[5]) then return 2 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
redis.call('ZADD', KEYS[2], ARGV[2], ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[6])
redis.call('PEXPIRE', KEYS[2], ARGV[6])
return 0`;

/** Pushes a live lease's expiry forward (XX: a lease already dropped is not brought back). */
const RENEW = `
redis.call('ZADD', KEYS[1], 'XX', ARGV[1], ARGV[2])
redis.call('ZADD', KEYS[2], 'XX', ARGV[1], ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
redis.call('PEXPIRE', KEYS[2], ARGV[3])
return 0`;

export interface StreamLease {
  /** Keeps the lease alive; call more often than the lease lasts (the stream's heartbeat does). */
  renew(): Promise<void>;
  release(): Promise<void>;
}

export interface StreamLeases {
  /** A place for one more live stream, or 429 `rate_limited` naming the cap that is full. */
  acquire(who: { workspaceId: string; credentialId: string }): Promise<StreamLease>;
}

/**
 * Caps live event streams per credential and per workspace, shared by every API process. Each
 * open stream holds a lease in two Redis sorted sets (scored by expiry); a process that dies
 * without closing its streams leaves leases that lapse after `leaseMs`, so places come back.
 */
export function createStreamLeases(
  redis: Redis,
  opts: { prefix: string; perCredential: number; perWorkspace: number; leaseMs?: number },
): StreamLeases {
  const leaseMs = opts.leaseMs ?? 60_000;
  const keysOf = (who: { workspaceId: string; credentialId: string }) => [
    `${opts.prefix}:streams:credential:${who.credentialId}`,
    `${opts.prefix}:streams:workspace:${who.workspaceId}`,
  ];
  return {
    async acquire(who) {
      const keys = keysOf(who);
      const id = randomUUID();
      let outcome: number;
      try {
        const now = Date.now();
        outcome = Number(
          await redis.eval(
            ACQUIRE,
            2,
            ...keys,
            now,
            now + leaseMs,
            id,
            opts.perCredential,
            opts.perWorkspace,
            leaseMs * 2,
          ),
        );
      } catch (error) {
        throw new AppError('unavailable', 'Live streams are briefly unavailable; try again shortly.', {
          cause: error,
        });
      }
      if (outcome !== 0) {
        const [limit, max] =
          outcome === 1
            ? ['live_streams (per key or session)', opts.perCredential]
            : ['live_streams (per workspace)', opts.perWorkspace];
        throw new AppError(
          'rate_limited',
          `Too many live event streams: ${max} may be open at once (limit: ${limit}). Close one first.`,
          { retryAfterSeconds: 30 },
        );
      }
      return {
        async renew() {
          await redis.eval(RENEW, 2, ...keys, Date.now() + leaseMs, id, leaseMs * 2).catch(() => undefined);
        },
        async release() {
          await Promise.all(keys.map((key) => redis.zrem(key, id))).catch(() => undefined);
        },
      };
    },
  };
}
