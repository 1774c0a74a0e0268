import type {
  DiagnoseMigrationHistoryOutput,
  MigrationList,
} from '@prisma/schema-engine-wasm/schema_engine_bg';
import { appliedMigrationNames, databaseExists, describeTarget } from './database.js';
import { readMigrations, readSchemaFiles } from './project-files.js';
import { withEngine } from './sessions.js';
import { NO_FILTERS, type SchemaEngine } from './wasm-engine.js';

interface Report {
  pending: string[];
  /** Each line is one reason the database and the migrations folder do not match. */
  drift: string[];
}

function listLine(label: string, names: string[]): string {
  return names.length === 0 ? `${label}: none` : `${label} (${names.length}):\n  ${names.join('\n  ')}`;
}

/** Translates the engine's diagnosis of `_prisma_migrations` against the folder. */
function historyReport(diagnosis: DiagnoseMigrationHistoryOutput): Report {
  const { history, editedMigrationNames: edited, failedMigrationNames: failed } = diagnosis;
  const drift: string[] = [];
  if (failed.length) {
    drift.push(
      listLine(
        'failed migrations (fix the SQL, then delete its _prisma_migrations row; in development: db:reset -- --force)',
        failed,
      ),
    );
  }
  if (edited.length) drift.push(listLine('migrations edited after they were applied', edited));
  if (history && history.diagnostic !== 'databaseIsBehind' && history.unpersistedMigrationNames.length) {
    drift.push(
      listLine('applied migrations missing from prisma/migrations', history.unpersistedMigrationNames),
    );
  }
  const pending =
    history && history.diagnostic !== 'migrationsDirectoryIsBehind' ? history.unappliedMigrationNames : [];
  return { pending, drift };
}

/**
 * Compares the live schema with what the applied migrations produce (replayed on a shadow
 * database), which catches hand-made changes that `_prisma_migrations` knows nothing about.
 */
async function schemaDrift(
  engine: SchemaEngine,
  migrations: MigrationList,
  pending: string[],
): Promise<string[]> {
  const applied = migrations.migrationDirectories.filter((directory) => !pending.includes(directory.path));
  const result = await engine.diff({
    from: { tag: 'migrations', ...migrations, migrationDirectories: applied },
    // With a driver adapter, "schemaDatasource" means the adapter's (main) database; the engine
    // still wants the schema files (for the provider) and panics without them.
    to: { tag: 'schemaDatasource', files: readSchemaFiles(), configDir: process.cwd() },
    script: false,
    exitCode: true,
    filters: NO_FILTERS,
  });
  return result.exitCode === 0
    ? []
    : [`database schema differs from the applied migrations:${result.stdout?.trimEnd() ?? ''}`];
}

/** Prints applied and pending migrations; returns 1 when anything is pending or has drifted. */
export async function status(url: string): Promise<number> {
  const migrations = readMigrations();
  console.log(`database: ${describeTarget(url)}`);
  if (!(await databaseExists(url))) {
    const all = migrations.migrationDirectories.map((directory) => directory.path);
    console.log('database does not exist yet (npm run db:deploy creates it)');
    console.log(listLine('pending', all));
    return all.length ? 1 : 0;
  }
  const report = await withEngine(url, async (engine) => {
    const history = historyReport(
      await engine.diagnoseMigrationHistory({
        migrationsList: migrations,
        optInToShadowDatabase: false,
        filters: NO_FILTERS,
      }),
    );
    // A schema comparison means little while the history itself disagrees with the folder.
    if (history.drift.length === 0)
      history.drift.push(...(await schemaDrift(engine, migrations, history.pending)));
    return history;
  });
  console.log(listLine('applied', await appliedMigrationNames(url)));
  console.log(listLine('pending', report.pending));
  for (const line of report.drift) console.log(`drift: ${line}`);
  if (report.pending.length === 0 && report.drift.length === 0) console.log('database is up to date');
  return report.pending.length || report.drift.length ? 1 : 0;
}
