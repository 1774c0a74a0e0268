import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGET_NOTE } from '../../src/core/check/pipeline/time-budget.js';
import { adversarialText } from '../../bench/support/adversarial-text.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CHECK_THREADS: '2', CHECK_BUDGET_MS: '3000' } });
});
afterAll(() => t.close());

describe('no check starves the event loop', () => {
  it('/healthz p99 stays under 100 ms while four adversarial 20,000-character checks run', async () => {
    const attacker = await t.newWorkspace('attacker');
    // Warm the engine threads (they load the engine once).
    const warm = await t.app.inject({
      method: 'POST',
      url: '/v1/check',
      headers: bearer(attacker.key),
      payload: { text: 'Nigeria has 36 states.' },
    });
    expect(warm.statusCode).toBe(200);

    let done = false;
    const attacks = Promise.all(
      Array.from({ length: 4 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/v1/check',
          headers: bearer(attacker.key),
          payload: { text: adversarialText() },
        }),
      ),
    ).finally(() => {
      done = true;
    });
    const latencies: number[] = [];
    while (!done) {
      const started = performance.now();
      const res = await t.app.inject({ method: 'GET', url: '/healthz' });
      latencies.push(performance.now() - started);
      expect(res.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const answers = await attacks;
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json().state).toBe('done');
    }
    expect(latencies.length).toBeGreaterThan(20);
    expect(percentile(latencies, 99)).toBeLessThan(100);
  }, 120_000);

  it('a check past its budget answers with what it has and says so in notes', async () => {
    const slow = await createTestApp({ env: { CHECK_THREADS: '1', CHECK_BUDGET_MS: '100' } });
    try {
      const ws = await slow.newWorkspace('budget');
      const res = await slow.app.inject({
        method: 'POST',
        url: '/v1/check',
        headers: bearer(ws.key),
        payload: { text: adversarialText() },
      });
      expect(res.statusCode).toBe(200);
      const result = res.json().result;
      expect(result.notes).toContain(BUDGET_NOTE);
      for (const claim of result.claims) expect(claim.confidence).not.toBe('high');
    } finally {
      await slow.close();
    }
  }, 120_000);
});
