import { execFileSync } from 'node:child_process';
import { TEST_DATABASE_URL } from './test-env.js';

/** Applies the migrations to the test database once before any test file runs. */
export default function setup() {
  execFileSync('npx', ['tsx', 'scripts/db/migrate.ts', 'deploy'], {
    env: { ...process.env, DATABASE_URL: TEST_DATABASE_URL },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
