import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  // The shipped defaults: 5 s locks, renewed every 2.5 s, stalled jobs looked for every 2 s.
  t = await createTestApp({ env: { JOB_LOCK_SECONDS: '5', WORKER_CONCURRENCY: '2' } });
});
// The worker this test starts, killed here too should the test fail before it does (no orphan).
let spawned: ChildProcess | undefined;
afterAll(async () => {
  if (spawned?.exitCode === null && spawned.signalCode === null) process.kill(-spawned.pid!, 'SIGKILL');
  await t.close();
});

const until = async (what: () => Promise<boolean>, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await what())) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
};

describe('recovery from a dead worker', () => {
  it('jobs held by a SIGKILLed worker run again on another worker within 10 s; each finishes once', async () => {
    const ws = await t.newWorkspace();
    await t.container.db.workspace.update({ where: { id: ws.workspaceId }, data: { plan: 'premium' } });
    const submitted = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/check',
        headers: bearer(ws.key),
        payload: {
          text: `Claim ${i}: Lagos State has 20 local government areas and 245 wards.`,
          async: true,
        },
      });
      expect(res.statusCode).toBe(202);
      submitted.add(res.json().job_id);
    }
    const { env } = t.container;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main/worker.ts'], {
      env: {
        ...process.env,
        LOG_LEVEL: 'silent',
        DATABASE_URL: env.DATABASE_URL,
        REDIS_URL: env.REDIS_URL,
        QUEUE_PREFIX: env.QUEUE_PREFIX,
        JOB_LOCK_SECONDS: '5',
        WORKER_CONCURRENCY: '2',
      },
      stdio: 'ignore',
      detached: true,
    });
    spawned = child;
    const queue = t.container.producer.queue();
    // Wait until the worker holds jobs it has begun (attempt counted in PostgreSQL).
    let held: string[] = [];
    const holding = await until(async () => {
      // Our checks only: the worker also queues jobs of its own at start (the stats warm-up).
      const active = (await queue.getActive()).map((job) => job.id!).filter((id) => submitted.has(id));
      const begun = await t.container.db.job.findMany({
        where: { id: { in: active }, state: 'running', attempts: { gte: 1 } },
        select: { id: true },
      });
      held = begun.map((job) => job.id);
      return held.length > 0;
    }, 60_000);
    expect(holding).toBe(true);
    process.kill(-child.pid!, 'SIGKILL');
    const killedAt = Date.now();
    const stillRunning = await t.container.db.job.findMany({
      where: { id: { in: held }, state: 'running' },
      select: { id: true, attempts: true },
    });
    expect(stillRunning.length).toBeGreaterThan(0);

    await t.startWorker();
    // "Running again": another worker began a new attempt (or already finished it).
    const resumed = await until(async () => {
      const rows = await t.container.db.job.findMany({
        where: { id: { in: stillRunning.map((j) => j.id) } },
        select: { id: true, attempts: true, state: true },
      });
      const before = new Map(stillRunning.map((j) => [j.id, j.attempts]));
      return rows.every((row) => row.attempts > before.get(row.id)!);
    }, 20_000);
    const seconds = (Date.now() - killedAt) / 1000;
    expect(resumed).toBe(true);
    expect(seconds).toBeLessThan(10);

    expect(
      await until(
        async () =>
          (await t.container.db.job.count({ where: { workspaceId: ws.workspaceId, state: 'running' } })) ===
          0,
        60_000,
      ),
    ).toBe(true);
    expect(await t.container.db.job.count({ where: { workspaceId: ws.workspaceId, state: 'done' } })).toBe(
      30,
    );
    // Finished once each: one outbox announcement per job, all of them run (nothing left over).
    // The outbox is drained just after a job's final write, so wait for it rather than read once.
    expect(await until(async () => (await t.container.db.jobOutbox.count()) === 0, 30_000)).toBe(true);
  }, 180_000);
});
