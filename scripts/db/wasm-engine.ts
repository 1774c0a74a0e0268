import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  bindMigrationAwareSqlAdapterFactory,
  isDriverAdapterError,
  type ErrorRegistry,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import * as bindings from '@prisma/schema-engine-wasm/schema_engine_bg';
import type {
  SchemaContainer,
  SchemaEngine,
  SchemaFilter,
} from '@prisma/schema-engine-wasm/schema_engine_bg';

export type { SchemaEngine };

/** No externally managed tables or enums: the migrations own the whole schema. */
export const NO_FILTERS: SchemaFilter = { externalTables: [], externalEnums: [] };

// The project's tsconfig has no "dom" lib, so describe the two WebAssembly calls used here.
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (
    module: object,
    imports: Record<string, object>,
  ) => { exports: { __wbindgen_start(): void } };
}
const { WebAssembly: wasmApi } = globalThis as unknown as { WebAssembly: WasmApi };

let instantiated = false;
let lastPanic: string | undefined;
/**
 * Where the bound adapters keep the database errors the engine only refers to by id. Ids restart
 * at 0 per registry, but a run opens a single engine, so they do not collide in practice.
 */
const errorRegistries: ErrorRegistry[] = [];

/** The glue reports a Rust panic here just before the Wasm traps; keep it to explain the failure. */
function installPanicRegistry(): void {
  const registry = { set_message: (message: string) => void (lastPanic = message) };
  Object.assign(globalThis, { PRISMA_WASM_PANIC_REGISTRY: registry });
}

/**
 * The package root imports the .wasm file as an ES module, which Node 20 cannot do, so the module
 * is instantiated by hand with the generated JS glue as its imports (as Prisma 6.19's CLI did).
 */
async function instantiateOnce(): Promise<void> {
  if (instantiated) return;
  installPanicRegistry();
  const gluePath = fileURLToPath(import.meta.resolve('@prisma/schema-engine-wasm/schema_engine_bg'));
  const bytes = await readFile(gluePath.replace(/\.js$/, '.wasm'));
  const instance = new wasmApi.Instance(new wasmApi.Module(bytes), { './schema_engine_bg.js': bindings });
  bindings.__wbg_set_wasm(instance.exports);
  instance.exports.__wbindgen_start();
  instantiated = true;
}

/** Engine log lines are JSON tracing events; only worth seeing when debugging the engine itself. */
function logEngineEvent(line: unknown): void {
  if (process.env.MIGRATE_DEBUG) console.error('[schema-engine]', line);
}

/** Starts a schema engine that reaches PostgreSQL through the given driver adapter factory. */
export async function openEngine(
  schemaFiles: SchemaContainer[],
  factory: SqlMigrationAwareDriverAdapterFactory,
): Promise<SchemaEngine> {
  await instantiateOnce();
  const bound = bindMigrationAwareSqlAdapterFactory(factory);
  errorRegistries.push(bound.errorRegistry);
  return bindings.SchemaEngine.new(
    { datamodels: schemaFiles.map((file): [string, string] => [file.path, file.content]) },
    logEngineEvent,
    bound,
  );
}

function describeDatabaseError(error: unknown): string {
  if (isDriverAdapterError(error)) return error.cause.originalMessage ?? JSON.stringify(error.cause);
  if (!(error instanceof Error)) return String(error);
  const { code } = error as { code?: unknown };
  return typeof code === 'string' ? `${error.message} (SQLSTATE ${code})` : error.message;
}

/** The engine reports a failed query as "External error id#N"; put the database's message there. */
function withDatabaseErrors(message: string): string {
  return message.replace(/External error id#(\d+)/g, (reference, id: string) => {
    for (const registry of errorRegistries) {
      const record = registry.consumeError(Number(id));
      if (record) return describeDatabaseError(record.error);
    }
    return reference;
  });
}

/** One line for the user: a panic's message, or the error with the database's own words in it. */
export function describeError(error: unknown): string {
  if (lastPanic) return `schema engine panicked: ${lastPanic}`;
  return withDatabaseErrors(error instanceof Error ? error.message : String(error));
}
