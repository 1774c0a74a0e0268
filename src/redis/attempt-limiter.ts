import type { Redis } from 'ioredis';
import type { AttemptLimiter } from '../core/auth/ports.js';
import { AppError } from '../core/errors/app-error.js';

/** Fixed-window counter: INCR, and set the window's expiry on the first hit (atomic in Lua). */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('TTL', KEYS[1])
return {count, ttl}`;

export function createRedisAttemptLimiter(redis: Redis, prefix: string): AttemptLimiter {
  return {
    async hit(key, limit, windowSeconds) {
      let count: number;
      let ttl: number;
      try {
        [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, `${prefix}:limit:${key}`, windowSeconds)) as [
          number,
          number,
        ];
      } catch (error) {
        throw new AppError('unavailable', 'Sign-in is briefly unavailable; try again shortly.', {
          cause: error,
        });
      }
      return count > limit ? Math.max(1, ttl) : 0;
    },
  };
}
