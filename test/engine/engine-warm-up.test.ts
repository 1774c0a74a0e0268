import pino from 'pino';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { CheckEngine } from '../../src/core/check/check-engine.js';
import type { CheckResult } from '../../src/core/check/check-result.js';
import { checkWithinBudget, searchWithinBudget } from '../../src/core/check/pipeline/time-budget.js';
import { warmUp } from '../../src/core/check/pipeline/warm-up.js';
import { createCheckThreadPool } from '../../src/engine-pool/check-thread-pool.js';
import { createTestDatabase } from '../support/test-database.js';
import { templateDatabaseUrl, testEnv } from '../support/test-env.js';

const empty = (notes: string[] = []): CheckResult => ({
  verdict: 'unproven',
  confidence: 'low',
  sources_cited: 0,
  sources: [],
  claims: [],
  set_aside: [],
  language: 'en',
  notes,
});

/** A logger whose lines are kept, parsed. */
function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
}

describe('the first check after a start', () => {
  it('does not spend its time budget waiting for the service-wide sources to load', async () => {
    // The sources take longer to load than the whole budget (a busy host's first check).
    let loaded = false;
    const ready = async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      loaded = true;
    };
    const search = searchWithinBudget({
      search: async () => [{ url: 'https://inec.example/register' }] as never,
    });
    const engine: CheckEngine = {
      async check() {
        const found = await search.search('w', 'INEC registered voters', 5);
        return empty(found.length ? ['searched'] : ['budget spent before searching']);
      },
    };
    const result = await checkWithinBudget(engine, 100, ready).check({
      workspaceId: 'w',
      jobId: 'j',
      text: 'x',
    });
    expect(loaded).toBe(true);
    expect(result.notes).toEqual(['searched']);
  });

  it('warm-up runs a check in each of the five languages and reports failures without throwing', async () => {
    const seen: string[] = [];
    const errors: unknown[] = [];
    const engine: CheckEngine = {
      async check(request) {
        seen.push(request.text);
        if (seen.length === 2) throw new Error('database restarting');
        return empty();
      },
    };
    const ms = await warmUp(engine, (error) => errors.push(error));
    expect(seen).toHaveLength(5);
    expect(errors).toHaveLength(1);
    expect(ms).toBeGreaterThanOrEqual(0);
  });

  it('engine threads start and warm up when the process asks, before any check', async () => {
    const database = await createTestDatabase(templateDatabaseUrl());
    const { log, lines } = capturedLog();
    const pool = createCheckThreadPool({
      env: testEnv({ DATABASE_URL: database.url, CHECK_THREADS: '2' }),
      log,
      threads: 2,
    });
    try {
      await pool.warm();
      const ready = lines.filter((line) => line.msg === 'engine thread ready');
      expect(ready).toHaveLength(2);
      // Each thread ran the warm-up checks through its engine before saying ready.
      for (const line of ready) expect(line.warmUpMs).toBeGreaterThan(0);
      // Warm threads answer at once, well inside the budget.
      const started = performance.now();
      const result = await pool.check({
        workspaceId: '00000000-0000-0000-0000-000000000000',
        jobId: 'first',
        text: 'Nigeria has 40 states.',
      });
      expect(result.claims).toHaveLength(1);
      expect(performance.now() - started).toBeLessThan(5_000);
    } finally {
      await pool.close();
      await database.drop();
    }
  }, 120_000);
});
