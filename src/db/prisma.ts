import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/client.js';

export type Db = PrismaClient;
export { Prisma } from './generated/client.js';

/** The Rust-free Prisma client over node-postgres. One per process, built by the composition root. */
export function createPrismaClient(databaseUrl: string, poolSize = 10): Db {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl, max: poolSize }) });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in URLs are user input: anything that is not a UUID simply matches nothing. */
export const isUuid = (value: string) => UUID.test(value);

/** Interactive transactions wait for the workspace lock under bursts; allow for that. */
export const TX_OPTIONS = { maxWait: 15_000, timeout: 15_000 } as const;

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === 'P2002';
}
