import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { createDatabase, dropDatabase, throwawayDatabaseName, withDatabase } from './database.js';

const TEXT_OID = 25;
/** `"char"` (18) and `name` (19): catalog column types the engine reads and adapter-pg cannot map. */
const CATALOG_TEXT_OIDS = new Set([18, 19]);

type QueryResults = pg.QueryResult | pg.QueryResult[] | undefined;

function reportCatalogTypesAsText(results: QueryResults): QueryResults {
  for (const result of Array.isArray(results) ? results : [results]) {
    for (const field of result?.fields ?? []) {
      if (CATALOG_TEXT_OIDS.has(field.dataTypeID)) field.dataTypeID = TEXT_OID;
    }
  }
  return results;
}

/**
 * A pg client whose results describe catalog-only column types as text. Used for migrations only:
 * the app's own client never reads these types and should keep adapter-pg's behaviour untouched.
 */
class CatalogTextClient extends pg.Client {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- keeps every one of pg's overloads
  override query(...args: any[]): any {
    const callbackAt = args.findIndex((arg) => typeof arg === 'function');
    if (callbackAt >= 0) {
      // pg.Pool#query drives the client with a callback.
      const callback = args[callbackAt] as (error: Error | undefined, results: QueryResults) => void;
      args[callbackAt] = (error: Error | undefined, results: QueryResults) =>
        callback(error, reportCatalogTypesAsText(results));
      return Reflect.apply(super.query, this, args);
    }
    const returned: unknown = Reflect.apply(super.query, this, args);
    return returned instanceof Promise ? returned.then(reportCatalogTypesAsText) : returned;
  }
}

type PgAdapter = Awaited<ReturnType<PrismaPg['connect']>>;

async function connectAdapter(url: string): Promise<PgAdapter> {
  const pool = new pg.Pool({ connectionString: url, Client: CatalogTextClient });
  const adapter = await new PrismaPg(pool, { disposeExternalPool: true }).connect();
  // adapter-pg splits scripts on ";", which breaks any statement with a ";" inside a string or a
  // function body. Send each migration whole, in one simple query, as Prisma's native engine does.
  adapter.executeScript = async (script) => {
    await pool.query(script);
  };
  return adapter;
}

/**
 * Driver adapter factory for the schema engine. The shadow database is our own:
 * PrismaPg#connectToShadowDb ignores the database name when given a connection string (so it would
 * migrate the main database), and it drops the shadow database before closing the pool using it.
 */
export class MigrationAdapterFactory implements SqlMigrationAwareDriverAdapterFactory {
  readonly provider = 'postgres' as const;
  readonly adapterName = '@prisma/adapter-pg';
  private readonly shadowNames = new Set<string>();
  private readonly mainAdapters = new Set<PgAdapter>();

  constructor(private readonly url: string) {}

  async connect(): Promise<SqlDriverAdapter> {
    const adapter = await connectAdapter(this.url);
    this.mainAdapters.add(adapter);
    const closePool = adapter.dispose.bind(adapter);
    adapter.dispose = async () => {
      if (this.mainAdapters.delete(adapter)) await closePool();
    };
    return adapter;
  }

  async connectToShadowDb(): Promise<SqlDriverAdapter> {
    const name = throwawayDatabaseName();
    await createDatabase(this.url, name);
    this.shadowNames.add(name);
    const adapter = await connectAdapter(withDatabase(this.url, name));
    const closePool = adapter.dispose.bind(adapter);
    adapter.dispose = async () => {
      await closePool();
      await this.dropShadow(name);
    };
    return adapter;
  }

  /**
   * Call after SchemaEngine#free, which closes nothing. applyMigrations takes Prisma's advisory lock
   * on a pooled connection and never releases it: until that connection closes (pg's 10 s idle
   * timeout), any other engine's applyMigrations waits. Also drops shadow databases the engine did
   * not dispose of (e.g. after a migration failed on one).
   */
  async close(): Promise<void> {
    for (const adapter of [...this.mainAdapters]) await adapter.dispose();
    for (const name of [...this.shadowNames]) await this.dropShadow(name);
  }

  private async dropShadow(name: string): Promise<void> {
    if (!this.shadowNames.delete(name)) return;
    await dropDatabase(this.url, name);
  }
}
