import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';

const run = promisify(execFile);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const asyncCheck = (key: string, text = 'Nigeria has 774 local government areas.') =>
  t.app.inject({ method: 'POST', url: '/v1/check', headers: bearer(key), payload: { text, async: true } });

/** Uses earlier this month, written as job rows exactly as accepted requests leave them. */
async function spendUses(workspaceId: string, kind: 'check' | 'link', count: number) {
  await t.container.db.job.createMany({
    data: Array.from({ length: count }, () => ({
      workspaceId,
      kind,
      input: { text: 'earlier use' },
      state: 'done' as const,
    })),
  });
}

async function plan(domain: string, to: string) {
  return run('npx', ['tsx', 'src/main/plan-cli.ts', domain, to], {
    env: { ...process.env, DATABASE_URL: t.container.env.DATABASE_URL, LOG_LEVEL: 'silent' },
  });
}

describe('free plan limits', () => {
  it('admits the 100th use and answers the 101st with 402 and the upgrade note', async () => {
    const ws = await t.newWorkspace();
    await spendUses(ws.workspaceId, 'check', 99);
    expect((await asyncCheck(ws.key)).statusCode).toBe(202);
    const refused = await asyncCheck(ws.key);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ ok: false, status: 402, error: { code: 'quota_exceeded' } });
    expect(refused.json().error.message).toMatch(/upgrade/i);
    const usage = await t.app.inject({ method: 'GET', url: '/v1/usage', headers: bearer(ws.key) });
    expect(usage.json()).toMatchObject({ plan: 'free', used: 100, limit: 100 });
  });

  it('200 concurrent requests against 100 remaining uses admit exactly 100 (none rate limited)', async () => {
    const ws = await t.newWorkspace();
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => asyncCheck(ws.key, `Claim number ${i} is true.`)),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 202)).toHaveLength(100);
    expect(statuses.filter((s) => s === 402)).toHaveLength(100);
    expect(await t.container.db.job.count({ where: { workspaceId: ws.workspaceId } })).toBe(100);
  });

  it('a refused request is not counted', async () => {
    const ws = await t.newWorkspace();
    await spendUses(ws.workspaceId, 'check', 100);
    for (let i = 0; i < 3; i++) expect((await asyncCheck(ws.key)).statusCode).toBe(402);
    const usage = await t.app.inject({ method: 'GET', url: '/v1/usage', headers: bearer(ws.key) });
    expect(usage.json().used).toBe(100);
  });

  it('counts this calendar month only', async () => {
    const ws = await t.newWorkspace();
    const lastMonth = new Date();
    lastMonth.setUTCDate(0);
    await t.container.db.job.createMany({
      data: Array.from({ length: 100 }, () => ({
        workspaceId: ws.workspaceId,
        kind: 'check',
        input: {},
        state: 'done' as const,
        createdAt: lastMonth,
      })),
    });
    expect((await asyncCheck(ws.key)).statusCode).toBe(202);
  });

  it('gives other tools 5 trial uses a month inside the 100', async () => {
    const ws = await t.newWorkspace();
    await spendUses(ws.workspaceId, 'link', 5);
    const usage = await t.app.inject({ method: 'GET', url: '/v1/usage', headers: bearer(ws.key) });
    expect(usage.json().tools).toEqual(
      expect.arrayContaining([
        { tool: 'link', used: 5, limit: 5 },
        { tool: 'check', used: 0, limit: 100 },
      ]),
    );
    expect(usage.json().used).toBe(5);
  });
});

describe('plans switched by the operator', () => {
  it('npm run plan makes a workspace premium (no limits) and back', async () => {
    const ws = await t.newWorkspace();
    await spendUses(ws.workspaceId, 'check', 100);
    expect((await asyncCheck(ws.key)).statusCode).toBe(402);

    const up = await plan(ws.domain, 'premium');
    expect(up.stdout.trim()).toBe(`${ws.domain}: plan changed from free to premium.`);
    expect((await asyncCheck(ws.key)).statusCode).toBe(202);
    const usage = await t.app.inject({ method: 'GET', url: '/v1/usage', headers: bearer(ws.key) });
    expect(usage.json()).toMatchObject({ plan: 'premium', limit: null });

    const down = await plan(ws.domain, 'free');
    expect(down.stdout).toContain('from premium to free');
    expect((await asyncCheck(ws.key)).statusCode).toBe(402);
  }, 120_000);

  it('exits non-zero for an unknown domain or bad arguments', async () => {
    await expect(plan('no-such-newsroom.example', 'premium')).rejects.toMatchObject({ code: 1 });
    await expect(plan('x.example', 'gold')).rejects.toMatchObject({ code: 2 });
  }, 120_000);
});

describe('per-key rate limit', () => {
  it('answers 429 with Retry-After past the per-minute limit', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const ws = await limited.newWorkspace();
      const statuses: number[] = [];
      let last;
      for (let i = 0; i < 4; i++) {
        last = await limited.app.inject({ method: 'GET', url: '/v1/usage', headers: bearer(ws.key) });
        statuses.push(last.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
      expect(last!.json()).toMatchObject({ ok: false, status: 429, error: { code: 'rate_limited' } });
    } finally {
      await limited.close();
    }
  });
});

describe('per-key rate limit on the hot routes (cached key, no credentials round trip)', () => {
  it('counts exactly in one process: a parallel burst past the limit is cut at the limit', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '5' } });
    try {
      const ws = await limited.newWorkspace();
      await limited.container.db.workspace.update({
        where: { id: ws.workspaceId },
        data: { plan: 'premium' },
      });
      // The first request caches the key (and counts 1); the burst then takes the fast way.
      expect(
        (await limited.app.inject({ method: 'GET', url: '/v1/usage', headers: bearer(ws.key) })).statusCode,
      ).toBe(200);
      const burst = await Promise.all(
        Array.from({ length: 9 }, (_, i) =>
          limited.app.inject({
            method: 'POST',
            url: '/v1/check',
            headers: bearer(ws.key),
            payload: { text: `Claim ${i} is true.`, async: true },
          }),
        ),
      );
      const statuses = burst.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([202, 202, 202, 202, 429, 429, 429, 429, 429]);
      const refused = burst.find((r) => r.statusCode === 429)!;
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers['x-ratelimit-limit']).toBe('5');
      expect(refused.headers['x-ratelimit-remaining']).toBe('0');
      expect(await limited.container.db.job.count({ where: { workspaceId: ws.workspaceId } })).toBe(4);
    } finally {
      await limited.close();
    }
  });
});
