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
    const states = await app.container.db.job.groupBy({
      by: ['state'],
      where: { workspaceId },
      _count: { _all: true },
    });
    const byState = Object.fromEntries(states.map((s) => [s.state, s._count._all]));
    if (!byState.running || Date.now() > deadline) return byState;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function startProcess(entry: string, env: Record<string, string>) {
  // node itself (not npx) so that signals reach the service process directly.
  return spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: 'ignore',
    detached: true,
  });
}

describe('durable jobs', () => {
  it('SIGTERM: the all-in-one process finishes in-flight work or hands it back, exits 0, loses nothing', async () => {
    t = await createTestApp({ env: { JOB_LOCK_SECONDS: '2' } });
    const ws = await t.newWorkspace();
    await t.container.db.workspace.update({ where: { id: ws.workspaceId }, data: { plan: 'premium' } });
    const { env } = t.container;
    const port = String(20_000 + Math.floor(Math.random() * 20_000));
    const child = startProcess('src/main/all-in-one.ts', {
      DATABASE_URL: env.DATABASE_URL,
      REDIS_URL: env.REDIS_URL,
      QUEUE_PREFIX: env.QUEUE_PREFIX,
      PORT: port,
      HOST: '127.0.0.1',
      WORKER_CONCURRENCY: '2',
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const base = `http://127.0.0.1:${port}`;
    for (
      let i = 0;
      i < 600 &&
      !(await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      ));
      i++
    ) {
      await new Promise((r) => setTimeout(r, 200));
    }
    const submitted = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        fetch(`${base}/v1/check`, {
          method: 'POST',
          headers: { ...bearer(ws.key), 'content-type': 'application/json' },
          body: JSON.stringify({ text: `Kano State has ${i} polling units.`, async: true }),
        }).then((r) => r.status),
      ),
    );
    expect(submitted.every((s) => s === 202)).toBe(true);
    process.kill(child.pid!, 'SIGTERM');
    expect(await exited).toBe(0);

    // Whatever it did not finish is still queued for the next worker (on its own or in a burst).
    const running = await t.container.db.job.findMany({
      where: { workspaceId: ws.workspaceId, state: 'running' },
    });
    const held = await t.container.jobQueue.heldAmong(running.map((job) => job.id));
    expect(running.filter((job) => !held.has(job.id))).toEqual([]);
    await t.startWorker();
    expect(await untilAllDone(t, ws.workspaceId)).toEqual({ done: 60 });
  }, 180_000);

  it('a worker killed mid-job: its jobs are picked up by another worker and every job ends done', async () => {
    t = await createTestApp({ env: { JOB_LOCK_SECONDS: '2', WORKER_CONCURRENCY: '2' } });
    const ws = await t.newWorkspace();
    await t.container.db.workspace.update({ where: { id: ws.workspaceId }, data: { plan: 'premium' } });
    await submitChecks(t, ws.key, 120);

    const { env } = t.container;
    const child = startProcess('src/main/worker.ts', {
      DATABASE_URL: env.DATABASE_URL,
      REDIS_URL: env.REDIS_URL,
      QUEUE_PREFIX: env.QUEUE_PREFIX,
      JOB_LOCK_SECONDS: '2',
      WORKER_CONCURRENCY: '2',
    });
    const queue = t.container.producer.queue();
    // Kill it (SIGKILL: no chance to hand anything back) while it holds jobs.
    const deadline = Date.now() + 90_000; // a cold tsx start is slow on a busy machine
    while ((await queue.getActiveCount()) === 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 10));
    const activeAtKill = await queue.getActiveCount();
    process.kill(-child.pid!, 'SIGKILL');
    expect(activeAtKill).toBeGreaterThan(0);
    expect(
      await t.container.db.job.count({ where: { workspaceId: ws.workspaceId, state: 'running' } }),
    ).toBeGreaterThan(0);

    await t.startWorker();
    const states = await untilAllDone(t, ws.workspaceId);
    expect(states).toEqual({ done: 120 });
  }, 180_000);

  it('Redis flushed mid-queue: the jobs are found in PostgreSQL, re-queued and every job ends done', async () => {
    // Redis database 11 is used by this test alone, so flushing it touches nothing else.
    t = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:6379/11', WORKER_CONCURRENCY: '1' } });
    const ws = await t.newWorkspace();
    const worker = await t.startWorker();
    await submitChecks(t, ws.key, 40);

    const admin = new Redis('redis://127.0.0.1:6379/11');
    await admin.flushdb();
    await admin.quit();
    expect(
      await t.container.db.job.count({ where: { workspaceId: ws.workspaceId, state: 'running' } }),
    ).toBeGreaterThan(0);

    await worker.sweep();
    const states = await untilAllDone(t, ws.workspaceId);
    expect(states).toEqual({ done: 40 });
  }, 180_000);
});
