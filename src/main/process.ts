import type { Logger } from 'pino';
import { enabledIntegrations, loadEnv, type Env } from '../config/env.js';
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
  const log = createLogger(env.LOG_LEVEL);
  const { platforms, providers } = enabledIntegrations(env);
  log.info(
    { platforms, providers, mail: env.SMTP_URL ? 'smtp' : 'log (development)' },
    `chat platforms on: ${platforms.join(', ') || 'none'}; remote engine providers on: ${providers.join(', ') || 'none (local engine only)'}`,
  );
  return { env, log };
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
