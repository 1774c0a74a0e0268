import type { Logger } from 'pino';
import type { LogLevel } from '@slack/logger';

/** SDK loggers (Slack's) go to pino at their level, never to the console. */
export function sdkLogger(log: Logger) {
  let level = 'warn' as LogLevel;
  return {
    debug: (...msg: unknown[]) => log.debug({ sdk: msg }),
    info: (...msg: unknown[]) => log.debug({ sdk: msg }),
    warn: (...msg: unknown[]) => log.warn({ sdk: msg }, 'chat sdk warning'),
    error: (...msg: unknown[]) => log.error({ sdk: msg }, 'chat sdk error'),
    setLevel: (next: LogLevel) => void (level = next),
    getLevel: () => level,
    setName: () => undefined,
  };
}

/** A header's single value (Node gives arrays for repeated headers). */
export const headerOf = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};
