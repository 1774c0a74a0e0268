import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * Producers (the API) fail fast when Redis is down so requests answer 503 instead of hanging;
 * workers wait and retry forever (BullMQ requires maxRetriesPerRequest: null for them).
 */
export function createRedis(
  url: string,
  role: 'producer' | 'worker',
  log: Logger,
  opts: { name?: string; autoPipelining?: boolean } = {},
): Redis {
  const redis = new Redis(url, {
    lazyConnect: false,
    connectionName: `gaskiya-${opts.name ?? role}`,
    // Commands issued in one turn of the event loop leave in one write (simple commands only:
    // BullMQ's connections keep it off, its maintainers advise against it).
    enableAutoPipelining: opts.autoPipelining ?? false,
    ...(role === 'producer'
      ? { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 }
      : { maxRetriesPerRequest: null }),
  });
  // Reconnection is automatic; log each failure once per state change instead of crashing.
  let lastError = '';
  redis.on('error', (error: Error) => {
    if (error.message !== lastError) log.warn({ err: error, role }, 'redis connection error');
    lastError = error.message;
  });
  redis.on('ready', () => (lastError = ''));
  return redis;
}

/** Resolves once the client is connected (producers refuse commands before that). */
export async function untilReady(redis: Redis, timeoutMs = 10_000): Promise<void> {
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Redis did not become ready in time')), timeoutMs);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
