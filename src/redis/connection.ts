import { Redis } from 'ioredis';

/**
 * Producers (the API) fail fast when Redis is down so requests answer 503 instead of hanging;
 * workers wait and retry forever (BullMQ requires maxRetriesPerRequest: null for them).
 */
export function createRedis(url: string, role: 'producer' | 'worker'): Redis {
  return new Redis(url, {
    lazyConnect: false,
    connectionName: `gaskiya-${role}`,
    ...(role === 'producer'
      ? { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 }
      : { maxRetriesPerRequest: null }),
  });
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
