import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { databaseUrl } from './test-database.js';
import { TEST_SERVER_URL } from './test-env.js';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabaseUrl: string;
  }
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: databaseUrl('postgres', TEST_SERVER_URL) });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Builds a fresh template database for this run by applying the committed migrations, so every
 * run starts from exactly what `npm run db:deploy` produces. Test apps clone it; it is dropped
 * when the run ends.
 */
export default async function setup(project: TestProject) {
  const name = `gaskiya_tpl_${randomUUID().replaceAll('-', '').slice(0, 10)}`;
  const url = databaseUrl(name, TEST_SERVER_URL);
  execFileSync('npx', ['tsx', 'scripts/db/migrate.ts', 'deploy'], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  project.provide('templateDatabaseUrl', url);
  return async () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
