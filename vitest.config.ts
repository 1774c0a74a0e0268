import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: files run in parallel against one real PostgreSQL and Redis; each test isolates
    // itself with its own workspace (random domain) and its own BullMQ queue prefix.
    fileParallelism: true,
    maxWorkers: 2,
    pool: 'forks',
  },
});
