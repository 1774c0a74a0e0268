import { MigrationAdapterFactory } from './adapter.js';
import { createDatabase, dropDatabase, throwawayDatabaseName, withDatabase } from './database.js';
import { readSchemaFiles } from './project-files.js';
import { openEngine, type SchemaEngine } from './wasm-engine.js';

/** Runs `use` with an engine whose main database is `url`, then frees it and its connections. */
export async function withEngine<T>(url: string, use: (engine: SchemaEngine) => Promise<T>): Promise<T> {
  const factory = new MigrationAdapterFactory(url);
  const engine = await openEngine(readSchemaFiles(), factory);
  try {
    return await use(engine);
  } finally {
    engine.free();
    await factory.close();
  }
}

/**
 * For commands that only compare the migrations with the schema (create, check). The engine
 * connects to a main database on start even then, so give it an empty throwaway one: these
 * commands must neither need nor touch the real database (CI has none, a dev's may have drifted).
 */
export async function withDetachedEngine<T>(
  url: string,
  use: (engine: SchemaEngine) => Promise<T>,
): Promise<T> {
  const name = throwawayDatabaseName();
  await createDatabase(url, name);
  try {
    return await withEngine(withDatabase(url, name), use);
  } finally {
    await dropDatabase(url, name);
  }
}
