import type { Logger } from 'pino';
import { loadEnv, type Env } from '../config/env.js';
import { createLogger } from '../log/logger.js';

/** Parses the environment and builds the logger; prints a readable message on bad config. */
export function bootstrap(): { env: Env; log: Logger } {
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
  return { env, log: createLogger(env.LOG_LEVEL) };
}

/**
 * Runs `stop` once on SIGTERM/SIGINT (in-flight requests and jobs finish first), then exits.
 * A second signal exits at once.
 */
export function onShutdown(log: Logger, stop: () => Promise<void>) {
  let stopping = false;
  const handler = (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    log.info({ signal }, 'shutting down: finishing in-flight requests and jobs');
    stop().then(
      () => {
        log.info('stopped cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', handler);
  process.on('SIGINT', handler);
}
