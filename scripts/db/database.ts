import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * Held while migrations are applied or the database is reset, so `npm start` and the tests can
 * both run `deploy` at once. Deliberately not Prisma's own key (72707369): the engine takes that one
 * itself inside applyMigrations, on one of its pooled connections, and would wait forever on ours.
 */
const MIGRATE_LOCK_KEY = 4_242_001;

/** Database owned by the server rather than the project, used to create and drop databases. */
const MAINTENANCE_DATABASE = 'postgres';

const DUPLICATE_DATABASE = '42P04';
const UNIQUE_VIOLATION = '23505';

export function databaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!name) throw new Error(`DATABASE_URL names no database: ${url}`);
  return name;
}

/** The same server, user and options, another database. */
export function withDatabase(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${encodeURIComponent(name)}`;
  return target.toString();
}

/** Name for a database that lives only for one command (shadow or scratch); easy to spot if left over. */
export function throwawayDatabaseName(): string {
  return `prisma_shadow_${randomUUID().replaceAll('-', '')}`;
}

/** Where a URL points, without credentials, for messages. */
export function describeTarget(url: string): string {
  const { hostname, port } = new URL(url);
  return `${databaseName(url)} on ${hostname}:${port || 5432}`;
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Runs `use` connected to the server's maintenance database (the target may not exist yet). */
function withServer<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  return withClient(withDatabase(url, MAINTENANCE_DATABASE), use);
}

export async function databaseExists(url: string): Promise<boolean> {
  const name = databaseName(url);
  const { rowCount } = await withServer(url, (client) =>
    client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]),
  );
  return rowCount === 1;
}

function isCode(error: unknown, ...codes: string[]): boolean {
  return (
    typeof error === 'object' && error !== null && codes.includes((error as { code?: string }).code ?? '')
  );
}

/** Creates the database if missing; returns whether it did. Another process winning the race is fine. */
export async function ensureDatabase(url: string): Promise<boolean> {
  if (await databaseExists(url)) return false;
  try {
    await withServer(url, (client) => client.query(`CREATE DATABASE ${quoteIdent(databaseName(url))}`));
    return true;
  } catch (error) {
    // Two concurrent CREATE DATABASE: the loser sees either error, depending on timing.
    if (isCode(error, DUPLICATE_DATABASE, UNIQUE_VIOLATION)) return false;
    throw error;
  }
}

export async function createDatabase(url: string, name: string): Promise<void> {
  await withServer(url, (client) => client.query(`CREATE DATABASE ${quoteIdent(name)}`));
}

/** FORCE ends leftover sessions (e.g. a pool the engine never closed) instead of failing. */
export async function dropDatabase(url: string, name: string): Promise<void> {
  await withServer(url, (client) => client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`));
}

/**
 * Runs `work` while holding the migration lock on the target database, waiting for any other
 * holder first. Ending the session releases the lock, even when `work` failed.
 */
export async function withMigrateLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  return withClient(url, async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATE_LOCK_KEY]);
    return work();
  });
}

/** Names of migrations recorded as applied (finished, not rolled back), oldest first. */
export async function appliedMigrationNames(url: string): Promise<string[]> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ exists: boolean }>(
      "SELECT to_regclass('_prisma_migrations') IS NOT NULL AS exists",
    );
    if (!rows[0]?.exists) return [];
    const applied = await client.query<{ migration_name: string }>(
      `SELECT migration_name FROM _prisma_migrations
       WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
    );
    return applied.rows.map((row) => row.migration_name);
  });
}
