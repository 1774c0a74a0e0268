import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DISPATCH_BURST, dispatchBurstDefinition } from '../../src/jobs/job-bursts.js';
import { createQueueProducer, createQueueWorker } from '../../src/jobs/queue-runtime.js';
import { createRegistry, type JobLane } from '../../src/jobs/registry.js';
import { RUN_JOB, runJobDefinition } from '../../src/jobs/run-job.js';
import { createLogger } from '../../src/log/logger.js';
import { createRedis, untilReady } from '../../src/redis/connection.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';

/**
 * The async hot path hands accepted jobs to the queue in bursts: one `dispatch-burst` entry per
 * burst, which a worker opens into one `run-job` entry per job. What the queue promised before
 * must still hold: every job runs once, a failed opening is retried without doubling, the
 * sweeper sees jobs in a burst as queued and queues again those whose burst never arrived.
 */
let t: TestApp;
const log = createLogger('silent');
const closers: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
  await t.container.producer.queue('dispatch').obliterate({ force: true });
  await t.container.producer.queue('work').obliterate({ force: true });
  // Each test starts with no running job (the sweeper looks at all of them).
  await t.container.db.job.updateMany({ where: { state: 'running' }, data: { state: 'failed' } });
});
afterAll(async () => t.close());

const until = async (what: () => Promise<boolean>, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await what())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};

interface Burst {
  acceptedAt: number;
  jobs: Array<{ jobId: string; kind: string }>;
}
const pendingBursts = async () => (await t.container.producer.pendingPayloads('dispatch')) as Burst[];
const idsIn = (bursts: Burst[]) => bursts.flatMap((burst) => burst.jobs.map((job) => job.jobId));

async function acceptChecks(count: number): Promise<string[]> {
  const ws = await t.newWorkspace();
  await t.container.db.workspace.update({ where: { id: ws.workspaceId }, data: { plan: 'premium' } });
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/check',
        headers: bearer(ws.key),
        payload: { text: `Claim ${i}: Kano State has 44 local government areas.`, async: true },
      }),
    ),
  );
  expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 202));
  return answers.map((res) => res.json().job_id as string);
}

/** A worker of one lane, as worker processes run one per lane; bursts (`dispatch`) by default. */
function startWorkerOf(lane: JobLane = 'dispatch', registry = t.container.registry) {
  const connection = createRedis(t.container.env.REDIS_URL, 'worker', log);
  const worker = createQueueWorker(connection, {
    prefix: t.container.env.QUEUE_PREFIX,
    registry,
    log,
    lane,
    concurrency: 4,
    lockDurationMs: 5000,
  });
  closers.push(async () => {
    await worker.close();
    connection.disconnect();
  });
  void worker.run();
  return worker;
}

describe('accepted jobs reach the queue in bursts', () => {
  it('a burst of requests is one queue entry, opened into one entry per job (timed from acceptance), each job run once', async () => {
    const ids = await acceptChecks(40);
    await until(async () => idsIn(await pendingBursts()).length === ids.length);
    const bursts = await pendingBursts();
    // One add for the burst, not one per job: a slow turn splits it (4-5 entries for 40 jobs seen
    // on a loaded 2-core machine), never near one per job.
    expect(bursts.length).toBeLessThanOrEqual(ids.length / 4);
    expect(new Set(idsIn(bursts))).toEqual(new Set(ids));
    expect(await t.container.producer.queue('work').count()).toBe(0);
    // The sweeper counts them as queued.
    expect(await t.container.jobQueue.heldAmong(ids)).toEqual(new Set(ids));

    startWorkerOf('dispatch');
    const work = t.container.producer.queue('work');
    await until(async () => (await work.getWaitingCount()) === ids.length);
    const entries = await work.getWaiting(0, -1);
    expect(new Set(entries.map((entry) => entry.id))).toEqual(new Set(ids));
    expect(new Set(entries.map((entry) => entry.name))).toEqual(new Set([RUN_JOB]));
    // Each entry carries its burst's time of acceptance: the wait metric counts the burst's wait.
    const acceptedAt = new Map(
      bursts.flatMap((burst) => burst.jobs.map((job) => [job.jobId, burst.acceptedAt] as const)),
    );
    for (const entry of entries) expect(entry.timestamp).toBe(acceptedAt.get(entry.id!));
    await until(async () => (await t.container.producer.pendingCount('dispatch')) === 0);

    startWorkerOf('work');
    await until(
      async () => (await t.container.db.job.count({ where: { id: { in: ids }, state: 'running' } })) === 0,
      60_000,
    );
    const jobs = await t.container.db.job.findMany({ where: { id: { in: ids } } });
    expect(jobs.map((job) => [job.state, job.attempts])).toEqual(ids.map(() => ['done', 1]));
  }, 120_000);

  it('a burst whose opening fails is retried by BullMQ; jobs it had added already are not added twice', async () => {
    const ids = await acceptChecks(10);
    await until(async () => idsIn(await pendingBursts()).length === ids.length);
    // As if a first opening had added one job before failing.
    await t.container.producer.add(RUN_JOB, { jobId: ids[0], kind: 'check' }, ids[0]);

    // The opener's producer on a connection that is down: opening fails (a real refused add).
    const connection = createRedis(t.container.env.REDIS_URL, 'producer', log);
    await untilReady(connection);
    connection.disconnect();
    const registry = createRegistry([
      runJobDefinition(() => t.container.services.jobs),
      dispatchBurstDefinition(() => producer),
    ]);
    const producer = createQueueProducer(connection, {
      prefix: t.container.env.QUEUE_PREFIX,
      registry,
      log,
    });
    const opener = startWorkerOf('dispatch', registry);
    let failures = 0;
    opener.on('failed', () => failures++);
    await until(async () => failures > 0);
    // Back up: BullMQ's retry opens the burst.
    await connection.connect();
    closers.push(async () => connection.disconnect());
    const work = t.container.producer.queue('work');
    await until(async () => (await t.container.producer.pendingCount('dispatch')) === 0);
    const entries = await work.getWaiting(0, -1);
    expect(entries.map((entry) => entry.id).sort()).toEqual([...ids].sort());
  }, 60_000);

  it('the sweeper leaves jobs in a burst alone and queues again those whose burst never reached Redis', async () => {
    const ids = await acceptChecks(5);
    await until(async () => idsIn(await pendingBursts()).length === ids.length);
    const jobs = t.container.services.jobs;
    // Every running job counts as stale (cut-off now), as in the sweep after Redis came back.
    expect(await jobs.recoverLostJobs(0)).toBe(0);
    expect(await t.container.producer.queue('work').count()).toBe(0);

    // The burst is lost (the API process died before its add, or Redis lost it): the job rows are
    // the outbox, and the sweeper queues each job on its own.
    await t.container.producer.queue('dispatch').obliterate({ force: true });
    expect(await jobs.recoverLostJobs(0)).toBe(ids.length);
    const entries = await t.container.producer.queue('work').getWaiting(0, -1);
    expect(entries.map((entry) => entry.id).sort()).toEqual([...ids].sort());
  }, 60_000);

  it('with more bursts waiting than it reads, the sweeper counts every job as queued until they are opened', async () => {
    const producer = t.container.producer;
    const crowd = Array.from({ length: 1001 }, () =>
      producer.add(DISPATCH_BURST, {
        acceptedAt: Date.now(),
        jobs: [{ jobId: randomUUID(), kind: 'check' }],
      }),
    );
    await Promise.all(crowd);
    const unknown = randomUUID();
    expect(await t.container.jobQueue.heldAmong([unknown])).toEqual(new Set([unknown]));
    await producer.queue('dispatch').obliterate({ force: true });
    expect(await t.container.jobQueue.heldAmong([unknown])).toEqual(new Set());
  }, 60_000);
});
