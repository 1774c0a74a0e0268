/**
 * Prisma migrations without Prisma's native schema engine, which cannot be downloaded here: this
 * drives the same engine compiled to Wasm (@prisma/schema-engine-wasm) through @prisma/adapter-pg.
 * The results are standard: prisma/migrations/<timestamp>_<name>/migration.sql, migration_lock.toml
 * and the _prisma_migrations table, so `prisma migrate deploy` elsewhere agrees with them.
 * See /work/shared/notes/prisma-offline.md for why and for the engine's quirks.
 */
import path from 'node:path';
import { databaseName, describeTarget, ensureDatabase, withMigrateLock } from './database.js';
import {
  ensureLockfile,
  MIGRATIONS_DIR,
  readMigrations,
  readSchemaFiles,
  writeMigration,
} from './project-files.js';
import { withDetachedEngine, withEngine } from './sessions.js';
import { status } from './status.js';
import { describeError, NO_FILTERS, type SchemaEngine } from './wasm-engine.js';

const USAGE = 'usage: tsx scripts/db/migrate.ts deploy | status | create <name> | reset --force | check';
const DATABASE_URL = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/gaskiya';

async function applyPending(engine: SchemaEngine): Promise<string[]> {
  const { appliedMigrationNames } = await engine.applyMigrations({
    migrationsList: readMigrations(),
    filters: NO_FILTERS,
  });
  return appliedMigrationNames;
}

function printApplied(names: string[]): void {
  if (names.length === 0) console.log('no pending migrations');
  for (const name of names) console.log(`applied ${name}`);
}

async function deploy(): Promise<number> {
  if (await ensureDatabase(DATABASE_URL)) console.log(`created database ${databaseName(DATABASE_URL)}`);
  const applied = await withMigrateLock(DATABASE_URL, () => withEngine(DATABASE_URL, applyPending));
  printApplied(applied);
  return 0;
}

/** Prisma's CLI slugifies names (the engine does not): "Add bio-field" becomes add_bio_field. */
function migrationSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 200);
}

async function create([rawName = '']: string[]): Promise<number> {
  const name = migrationSlug(rawName);
  if (!name) {
    console.error('usage: npm run db:create -- <name>   (letters, digits, _)');
    return 2;
  }
  if (ensureLockfile())
    console.log(`wrote ${path.relative(process.cwd(), MIGRATIONS_DIR)}/migration_lock.toml`);
  const migrationsList = readMigrations();
  const created = await withDetachedEngine(DATABASE_URL, async (engine) => {
    // The `migrate dev` sequence. createMigration fails ("shadow DB must be provided through an
    // external factory") unless devDiagnostic ran just before it on an up-to-date main database,
    // so first bring the throwaway main database up to date.
    await engine.applyMigrations({ migrationsList, filters: NO_FILTERS });
    await engine.devDiagnostic({ migrationsList, filters: NO_FILTERS });
    return engine.createMigration({
      draft: false,
      migrationName: name,
      migrationsList,
      schema: { files: readSchemaFiles() },
      filters: NO_FILTERS,
    });
  });
  if (!created.migrationScript) {
    console.log('no changes');
    return 0;
  }
  const file = writeMigration(created.generatedMigrationName, created.migrationScript);
  console.log(`wrote ${path.relative(process.cwd(), file)} (apply it with npm run db:deploy)`);
  if (created.migrationScript.includes('Warnings:')) console.log('review the data-loss warnings at its top');
  return 0;
}

async function reset([flag]: string[]): Promise<number> {
  if (flag !== '--force') {
    console.error(
      `reset drops every table and all data in ${describeTarget(DATABASE_URL)}; rerun with --force`,
    );
    return 2;
  }
  await ensureDatabase(DATABASE_URL);
  const applied = await withMigrateLock(DATABASE_URL, () =>
    withEngine(DATABASE_URL, async (engine) => {
      await engine.reset({ filter: NO_FILTERS });
      console.log(`reset ${describeTarget(DATABASE_URL)}`);
      return applyPending(engine);
    }),
  );
  printApplied(applied);
  return 0;
}

/** CI guard: replays the migrations on a shadow database and diffs the result with the schema. */
async function check(): Promise<number> {
  const diff = await withDetachedEngine(DATABASE_URL, (engine) =>
    engine.diff({
      from: { tag: 'migrations', ...readMigrations() },
      to: { tag: 'schemaDatamodel', files: readSchemaFiles() },
      script: false,
      exitCode: true,
      filters: NO_FILTERS,
    }),
  );
  if (diff.exitCode === 0) {
    console.log('schema and migrations agree');
    return 0;
  }
  console.error('schema and migrations disagree: prisma/schema has changes no migration creates.');
  console.error(`What a new migration would do:${diff.stdout?.trimEnd() ?? ''}`);
  console.error('Create one with: npm run db:create -- <name>');
  return 1;
}

const COMMANDS = new Map<string, (args: string[]) => Promise<number>>([
  ['deploy', deploy],
  ['status', () => status(DATABASE_URL)],
  ['create', create],
  ['reset', reset],
  ['check', check],
]);

async function main([command = '', ...args]: string[]): Promise<number> {
  // `npm run db:deploy -- --help` and friends: the usage on stdout, nothing run.
  if (command === '--help' || command === '-h' || args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const run = COMMANDS.get(command);
  if (!run) {
    console.error(USAGE);
    return 2;
  }
  return run(args);
}

function fail(error: unknown): never {
  console.error(`migrate ${process.argv[2]} failed: ${describeError(error)}`);
  process.exit(1);
}

// A panic in the engine traps inside a callback the Wasm glue runs, outside any awaited promise.
process.on('uncaughtException', fail);
// Exit explicitly: the Wasm engine may keep handles alive (it kept a pg pool open ~10 s before
// MigrationAdapterFactory#close), and a CLI must not linger after printing its result.
main(process.argv.slice(2)).then((code) => process.exit(code), fail);
