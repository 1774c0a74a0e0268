import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseName, dropDatabase, withDatabase } from '../../scripts/db/database.js';
import { TEST_SERVER_URL } from '../support/test-env.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the migration CLI the way the npm scripts do, without npx's start-up cost. */
function migrate(args: string[], databaseUrl: string): Promise<Outcome> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/db/migrate.ts', ...args],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

function migrationFolders(): string[] {
  return readdirSync(new URL('../../prisma/migrations/', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Migrations recorded as successfully applied in the database at `url`. */
async function recordedMigrations(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ migration_name: string }>(
      `SELECT migration_name FROM _prisma_migrations
       WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
    );
    return rows.map((row) => row.migration_name);
  } finally {
    await client.end();
  }
}

describe('database migrations', () => {
  it('match the schema files', { timeout: 20_000 }, async () => {
    const outcome = await migrate(['check'], TEST_SERVER_URL);

    expect(outcome.code, outcome.stderr).toBe(0);
    expect(outcome.stdout).toContain('schema and migrations agree');
  });

  describe('deploy', () => {
    const url = withDatabase(TEST_SERVER_URL, `gaskiya_migrate_${randomUUID().slice(0, 8)}`);
    afterAll(() => dropDatabase(url, databaseName(url)));

    it(
      'creates a missing database and applies each migration once, even run twice at once',
      // Two tsx processes start and drive the Wasm schema engine: seconds on a busy 2-core machine.
      { timeout: 90_000 },
      async () => {
        const outcomes = await Promise.all([migrate(['deploy'], url), migrate(['deploy'], url)]);

        for (const outcome of outcomes) expect(outcome.code, outcome.stderr).toBe(0);
        expect(await recordedMigrations(url)).toEqual(migrationFolders());
        expect((await migrate(['status'], url)).code).toBe(0);
      },
    );
  });
});
