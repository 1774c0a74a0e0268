import path from 'node:path';
import { defineConfig } from 'prisma/config';

// `prisma generate` insists on finding a schema-engine binary even though it never runs it, and
// the real one cannot be downloaded here. Point it at a stub that says which script to use instead
// (scripts/db/migrate.ts drives Prisma's Wasm schema engine, no download needed).
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.resolve('scripts/db/schema-engine-stub.sh');

export default defineConfig({
  schema: 'prisma/schema',
  migrations: { path: 'prisma/migrations' },
  // Read DATABASE_URL directly: prisma's env() throws when it is unset, which breaks `npm ci`.
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/gaskiya' },
});
