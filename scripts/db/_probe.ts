import { openEngine, NO_FILTERS } from './wasm-engine.js';
import { MigrationAdapterFactory } from './adapter.js';
import { readMigrations, readSchemaFiles } from './project-files.js';
const url = 'postgresql://postgres@127.0.0.1:5432/gaskiya_tmp2';
const engine = await openEngine(readSchemaFiles(), new MigrationAdapterFactory(url));
await engine.applyMigrations({ migrationsList: readMigrations(), filters: NO_FILTERS });
console.log('holding');
await new Promise((r) => setTimeout(r, 16000));
process.exit(0);
