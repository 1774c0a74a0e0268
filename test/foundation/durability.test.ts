import { spawn } from 'node:child_process';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function submitChecks(app: TestApp, key: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await app.app.inject({
      method: 'POST',
      url: '/v1/check',
      headers: bearer(key),
      payload: { text: `Claim ${i}: Lagos State has 20 local government areas and 245 wards.`, async: true },
    });
    expect(res.statusCode).toBe(202);
    ids.push(res.json().job_id);
  }
  return ids;
}

async function untilAllDone(app: TestApp, workspaceId: string, timeoutMs = 45_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const states = await app.container.db.job.groupBy({ by: ['state'], where: { workspaceId }, _count: { _all: true } });
    const byState = Object.fromEntries(states.map((s) => [s.state, s._count._all]));
    if (!byState.running || Date.now() > deadline) return byState;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('durable jobs', () => {
  it('a worker killed mid-job: its jobs are picked up by another worker and every job ends done', async () => {
    t = await createTestApp({ env: { JOB_LOCK_SECONDS: '2', WORKER_CONCURRENCY: '2' } });
    const ws = await t.newWorkspace();
    await t.container.db.workspace.update({ where: { id: ws.workspaceId }, data: { plan: 'premium' } });
    await submitChecks(t, ws.key, 120);

    const { env } = t.container;
    const child = spawn('npx', ['tsx', 'src/main/worker.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: env.DATABASE_URL,
        REDIS_URL: env.REDIS_URL,
        QUEUE_PREFIX: env.QUEUE_PREFIX,
        JOB_LOCK_SECONDS: '2',
        WORKER_CONCURRENCY: '2',
        LOG_LEVEL: 'silent',
      },
      stdio: 'ignore',
      detached: true,
    });
    const queue = t.container.producer.queue();
    // Kill it (SIGKILL: no chance to hand anything back) while it holds jobs.
    const deadline = Date.now() + 30_000;
    while ((await queue.getActiveCount()) === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    const activeAtKill = await queue.getActiveCount();
    process.kill(-child.pid!, 'SIGKILL');
    expect(activeAtKill).toBeGreaterThan(0);
    expect(await t.container.db.job.count({ where: { workspaceId: ws.workspaceId, state: 'running' } })).toBeGreaterThan(0);

    await t.startWorker();
    const states = await untilAllDone(t, ws.workspaceId);
    expect(states).toEqual({ done: 120 });
  }, 90_000);

  it('Redis flushed mid-queue: the jobs are found in PostgreSQL, re-queued and every job ends done', async () => {
    // Redis database 11 is used by this test alone, so flushing it touches nothing else.
    t = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:6379/11', WORKER_CONCURRENCY: '1' } });
    const ws = await t.newWorkspace();
    const worker = await t.startWorker();
    await submitChecks(t, ws.key, 40);

    const admin = new Redis('redis://127.0.0.1:6379/11');
    await admin.flushdb();
    await admin.quit();
    expect(await t.container.db.job.count({ where: { workspaceId: ws.workspaceId, state: 'running' } })).toBeGreaterThan(0);

    await worker.sweep();
    const states = await untilAllDone(t, ws.workspaceId);
    expect(states).toEqual({ done: 40 });
  }, 90_000);
});
