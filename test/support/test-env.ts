import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { parseEnv, type Env } from '../../src/config/env.js';

/** The PostgreSQL server the tests use (any database on it; the name is replaced). */
export const TEST_SERVER_URL =
  process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

/** The migrated template database of this test run (built by the global setup). */
export const templateDatabaseUrl = (): string => inject('templateDatabaseUrl');
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * A configuration for one test app: the shared test database, and a queue prefix of its own so
 * parallel test files never see each other's jobs.
 */
export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: templateDatabaseUrl(),
    REDIS_URL: TEST_REDIS_URL,
    QUEUE_PREFIX: `test-${randomUUID().slice(0, 8)}`,
    JOB_LOCK_SECONDS: '2',
    JOB_SWEEP_INTERVAL_SECONDS: '3600',
    WORKER_CONCURRENCY: '4',
    // Tests import the slice they need themselves; a test of the first-start import turns it on.
    ELECTION_IMPORT_AT_START: 'false',
    // Each engine thread loads the whole engine (word vectors included): seconds per test app.
    // Tests run the engine in-process; test/security/event-loop.test.ts covers the thread pool.
    CHECK_THREADS: process.env.TEST_CHECK_THREADS ?? '0',
    ...overrides,
  });
}

/** A fresh organisation domain, so every test owns its workspace. */
export const uniqueDomain = (label = 'newsroom') => `${label}-${randomUUID().slice(0, 8)}.ng`;
