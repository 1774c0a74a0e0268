import { loadEnv, type Env } from '../config/env.js';

/**
 * What every operator command shares: `--help` (or `-h`) prints the usage on stdout and exits 0;
 * a failure is one sentence on stderr and a non-zero exit, never a stack trace.
 */
export function handleHelp(usage: string, argv = process.argv.slice(2)): void {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${usage.trimEnd()}\n`);
    process.exit(0);
  }
}

export function fail(sentence: string, code = 1): never {
  process.stderr.write(`${sentence}\n`);
  process.exit(code);
}

/** The environment, or one line per bad setting and exit 1. */
export function cliEnv(): Env {
  try {
    return loadEnv();
  } catch (error) {
    return fail((error as Error).message.replace(/^Invalid configuration:\n\s*/, 'Invalid configuration: '));
  }
}
