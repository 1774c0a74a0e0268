import { hash, randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type {
  Admission,
  Admit,
  Authenticate,
  RateCount,
  RateCounts,
  RateLimits,
} from '../core/auth/authenticate.js';
import type { Principal } from '../core/auth/principal.js';
import { createMicroBatch } from '../core/shared/micro-batch.js';

export interface CredentialCacheOptions {
  /** Redis key prefix (the deployment's QUEUE_PREFIX). */
  prefix: string;
  /** Entries kept at most per process (oldest dropped first). */
  maxEntries?: number;
  /** An entry is re-read from PostgreSQL at least this often (it also refreshes "last used"). */
  ttlMs?: number;
}

/**
 * The epoch read and, when the caller is known, its rate counters bumped (fixed windows): the
 * credential's, then, unless that one is over its limit, the workspace's. One script, so one
 * round trip per request for all of it.
 * KEYS[1] epoch, KEYS[2] credential counter, KEYS[3] workspace counter (both absent: only the
 * epoch); ARGV[1] window in ms, ARGV[2] the credential's limit.
 */
const EPOCH_AND_COUNT = `
  local epoch = redis.call('GET', KEYS[1]) or ''
  if #KEYS < 3 then return {epoch} end
  local window = tonumber(ARGV[1])
  local function bump(key)
    local count = redis.call('INCR', key)
    local ttl = window
    if count == 1 then
      redis.call('PEXPIRE', key, window)
    else
      ttl = redis.call('PTTL', key)
      if ttl < 0 then
        ttl = window
        redis.call('PEXPIRE', key, window)
      end
    end
    return {count, ttl}
  end
  local credential = bump(KEYS[2])
  if credential[1] > tonumber(ARGV[2]) then return {epoch, credential[1], credential[2]} end
  local workspace = bump(KEYS[3])
  return {epoch, credential[1], credential[2], workspace[1], workspace[2]}`;

/**
 * The counters of a burst of requests of one credential, bumped by their number at once (see
 * countWithoutWaiting). KEYS[1] credential counter, KEYS[2] workspace counter; ARGV[1] window in
 * ms, ARGV[2] and ARGV[3] the increments of each (the workspace's may be 0: not bumped).
 */
const COUNT_BY = `
  local window = tonumber(ARGV[1])
  local function bump(key, by)
    local count = redis.call('INCRBY', key, by)
    local ttl = redis.call('PTTL', key)
    if ttl < 0 then
      ttl = window
      redis.call('PEXPIRE', key, window)
    end
    return {count, ttl}
  end
  local credential = bump(KEYS[1], tonumber(ARGV[2]))
  if tonumber(ARGV[3]) == 0 then return credential end
  local workspace = bump(KEYS[2], tonumber(ARGV[3]))
  return {credential[1], credential[2], workspace[1], workspace[2]}`;

/**
 * How long the increments of requests admitted without waiting gather before they are sent.
 * Across API processes a burst can pass a per-minute limit by what the others admitted within
 * this and one round trip; one process counts exactly.
 */
const INCREMENTS_GATHER_MS = 5;

type GateRedis = Redis & {
  gaskiyaEpochAndCount(
    ...args: Array<string | number>
  ): Promise<[string, number?, number?, number?, number?]>;
  gaskiyaCountBy(...args: Array<string | number>): Promise<[number, number, number?, number?]>;
};

/**
 * A per-process cache of API-key principals in front of the PostgreSQL lookup, safe across API
 * processes: every entry is tagged with the credentials epoch, a random value in Redis that any
 * process replaces (`invalidate`) after revoking a key, removing a member or changing a role.
 * Each request reads the epoch and uses the entry only if the epoch is unchanged, so a key revoked
 * on one process is refused by every process from the next request on. The epoch is read before
 * the database, so a revoke that lands during a lookup changes it and the entry is never served.
 * Without Redis nothing is cached or served from the cache. Sessions (dashboard traffic, with
 * expiry) are not cached.
 *
 * `admit` also counts the request against its credential's per-minute limit, in the same script
 * as the epoch read when the key is cached (the usual case), so an API request costs one Redis
 * round trip before its own work.
 */
export function createCredentialCache(redis: Redis, opts: CredentialCacheOptions) {
  const epochKey = `${opts.prefix}:credentials-epoch`;
  const rateKey = (scope: 'credential' | 'workspace', id: string) =>
    `${opts.prefix}:ratelimit:${scope}:${id}`;
  const maxEntries = opts.maxEntries ?? 10_000;
  const ttlMs = opts.ttlMs ?? 60_000;
  const entries = new Map<string, { principal: Principal; epoch: string; expires: number }>();
  const gate = redis as GateRedis;
  if (!gate.gaskiyaEpochAndCount) redis.defineCommand('gaskiyaEpochAndCount', { lua: EPOCH_AND_COUNT });
  if (!gate.gaskiyaCountBy) redis.defineCommand('gaskiyaCountBy', { lua: COUNT_BY });

  async function currentEpoch(): Promise<string | undefined> {
    try {
      return (await redis.get(epochKey)) ?? '';
    } catch {
      return undefined;
    }
  }

  async function epochAndCount(principal: Principal, limits: RateLimits) {
    try {
      const [epoch, count, resetMs, wsCount, wsResetMs] = await gate.gaskiyaEpochAndCount(
        3,
        epochKey,
        rateKey('credential', principal.credentialId),
        rateKey('workspace', principal.workspaceId),
        limits.windowMs,
        limits.perCredential,
      );
      const rate: RateCounts = {
        credential: { count: count!, resetMs: resetMs! },
        workspace: wsCount === undefined ? null : { count: wsCount, resetMs: wsResetMs! },
      };
      return { epoch, rate };
    } catch {
      return undefined;
    }
  }

  async function count(principal: Principal, limits: RateLimits): Promise<RateCounts | null> {
    const rate = (await epochAndCount(principal, limits))?.rate ?? null;
    if (rate) noteCounts(principal, rate);
    return rate;
  }

  /**
   * What this process last heard of each counter (credential or workspace), and how many of its
   * own increments are still on their way: the count a request would get, without waiting.
   */
  const counts = new Map<string, { count: number; resetAt: number; inFlight: number }>();
  function viewOf(key: string, windowMs: number) {
    let view = counts.get(key);
    if (!view) {
      if (counts.size >= maxEntries) counts.delete(counts.keys().next().value!);
      view = { count: 0, resetAt: Date.now() + windowMs, inFlight: 0 };
      counts.set(key, view);
    }
    return view;
  }
  function note(key: string, rate: RateCount) {
    const view = viewOf(key, rate.resetMs);
    view.count = rate.count;
    view.resetAt = Date.now() + rate.resetMs;
  }
  function noteCounts(principal: Principal, rate: RateCounts) {
    note(`c:${principal.credentialId}`, rate.credential);
    if (rate.workspace) note(`w:${principal.workspaceId}`, rate.workspace);
  }
  function estimate(key: string, windowMs: number): { view: ReturnType<typeof viewOf>; rate: RateCount } {
    const view = viewOf(key, windowMs);
    const now = Date.now();
    // A window that ended resets the view; the increments on their way belong to the new one.
    const seen = view.resetAt > now ? view.count : 0;
    const resetMs = view.resetAt > now ? view.resetAt - now : windowMs;
    return { view, rate: { count: seen + view.inFlight + 1, resetMs } };
  }
  /**
   * The increments of the requests admitted without waiting, gathered for INCREMENTS_GATHER_MS
   * (micro-batch.ts): one script per credential with the burst's count, instead of one per
   * request, which was the largest share of the gate's CPU. Replies come back in order on the
   * connection, so the latest one carries every increment this process made before it.
   */
  interface Increment {
    principal: Principal;
    workspace: boolean;
    windowMs: number;
  }
  const increments = createMicroBatch<Increment, RateCounts | null>(
    async (items) => {
      const bursts = new Map<string, { first: Increment; credential: number; workspace: number }>();
      for (const item of items) {
        const key = `${item.principal.credentialId}\u0000${item.principal.workspaceId}`;
        const burst = bursts.get(key) ?? { first: item, credential: 0, workspace: 0 };
        burst.credential++;
        if (item.workspace) burst.workspace++;
        bursts.set(key, burst);
      }
      const counted = new Map<string, RateCounts | null>();
      await Promise.all(
        [...bursts].map(async ([key, burst]) => {
          const { principal, windowMs } = burst.first;
          try {
            const [count, resetMs, wsCount, wsResetMs] = await gate.gaskiyaCountBy(
              2,
              rateKey('credential', principal.credentialId),
              rateKey('workspace', principal.workspaceId),
              windowMs,
              burst.credential,
              burst.workspace,
            );
            counted.set(key, {
              credential: { count, resetMs },
              workspace: wsCount === undefined ? null : { count: wsCount, resetMs: wsResetMs! },
            });
          } catch {
            counted.set(key, null);
          }
        }),
      );
      return items.map(
        (item) => counted.get(`${item.principal.credentialId}\u0000${item.principal.workspaceId}`) ?? null,
      );
    },
    // No answer waits for these (countWithoutWaiting answers from the local view), so a burst
    // gathers for a few ms: one script per credential every 5 ms, instead of every turn of the
    // event loop (a few requests each under load).
    { maxBatch: 1000, maxInFlight: 8, gatherMs: INCREMENTS_GATHER_MS },
  );

  function countWithoutWaiting(principal: Principal, limits: RateLimits): RateCounts {
    const credential = estimate(`c:${principal.credentialId}`, limits.windowMs);
    const overOwn = credential.rate.count > limits.perCredential;
    const workspace = overOwn ? null : estimate(`w:${principal.workspaceId}`, limits.windowMs);
    credential.view.inFlight++;
    if (workspace) workspace.view.inFlight++;
    void increments
      .submit({ principal, workspace: workspace !== null, windowMs: limits.windowMs })
      .then((rate) => {
        credential.view.inFlight--;
        if (workspace) workspace.view.inFlight--;
        if (rate) noteCounts(principal, rate);
      });
    return { credential: credential.rate, workspace: workspace?.rate ?? null };
  }

  const keyToken = (header: string | undefined) => /^Bearer\s+(gsk_\S+)\s*$/i.exec(header ?? '')?.[1];
  // One-shot hash: the same digest as createHash().update().digest() without a Hash object per
  // request (measured ~2.7 against ~7-9 µs a key on this machine under load).
  const idOf = (token: string) => hash('sha256', token, 'base64url');

  /** The principal behind a key, through the cache, given the epoch just read. */
  async function lookUp(header: string | undefined, id: string, epoch: string, authenticate: Authenticate) {
    entries.delete(id);
    const principal = await authenticate(header);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(id, { principal, epoch, expires: Date.now() + ttlMs });
    return principal;
  }

  return {
    wrap(authenticate: Authenticate): Authenticate {
      return async (header) => {
        const token = keyToken(header);
        if (!token) return authenticate(header);
        const epoch = await currentEpoch();
        if (epoch === undefined) return authenticate(header);
        const id = idOf(token);
        const hit = entries.get(id);
        if (hit && hit.epoch === epoch && hit.expires > Date.now()) return hit.principal;
        return lookUp(header, id, epoch, authenticate);
      };
    },

    /** Authenticates (through the cache) and counts the request in its credential's window. */
    admitting(authenticate: Authenticate, limits: RateLimits): Admit {
      return async (header) => {
        const token = keyToken(header);
        if (!token) {
          const principal = await authenticate(header);
          return { principal, rate: await count(principal, limits) };
        }
        const id = idOf(token);
        const hit = entries.get(id);
        if (hit && hit.expires > Date.now()) {
          const read = await epochAndCount(hit.principal, limits);
          if (read === undefined) return { principal: await authenticate(header), rate: null };
          noteCounts(hit.principal, read.rate);
          if (read.epoch === hit.epoch) return { principal: hit.principal, rate: read.rate };
          // Credentials changed somewhere: read this key again (it may be the one revoked).
          const principal = await lookUp(header, id, read.epoch, authenticate);
          const same =
            principal.credentialId === hit.principal.credentialId &&
            principal.workspaceId === hit.principal.workspaceId;
          return { principal, rate: same ? read.rate : await count(principal, limits) };
        }
        const epoch = await currentEpoch();
        if (epoch === undefined) return { principal: await authenticate(header), rate: null };
        const principal = await lookUp(header, id, epoch, authenticate);
        return { principal, rate: await count(principal, limits) };
      };
    },

    /**
     * For routes whose write refuses a key that is no longer live (the job insert checks it): the
     * cached principal at once, without reading the epoch, and the request's count from what this
     * process last heard plus its own increments on their way (the increment itself is sent
     * without waiting). Across several API processes a burst can thus pass the per-minute limit
     * by what the others admitted within one round trip; one process counts exactly. Null when
     * the key is not cached (the caller admits it the full way).
     */
    admitWithoutWaiting(header: string | undefined, limits: RateLimits): Admission | null {
      const token = keyToken(header);
      if (!token) return null;
      const hit = entries.get(idOf(token));
      if (!hit || hit.expires <= Date.now()) return null;
      return { principal: hit.principal, rate: countWithoutWaiting(hit.principal, limits) };
    },

    /** A key the write refused: this process stops serving it from the cache. */
    forget(header: string | undefined): void {
      const token = keyToken(header);
      if (token) entries.delete(idOf(token));
    },

    /** After a change that can refuse a credential: every process's entries stop being used. */
    async invalidate(): Promise<void> {
      entries.clear();
      await redis.set(epochKey, randomUUID());
    },
  };
}

export type CredentialCache = ReturnType<typeof createCredentialCache>;
