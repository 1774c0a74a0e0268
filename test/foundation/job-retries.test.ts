import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Worker } from 'bullmq';
import { createJobService, type JobProcessor, type JobService } from '../../src/core/jobs/job-service.js';
import { PermanentJobError } from '../../src/core/jobs/job.js';
import { systemClock } from '../../src/core/shared/clock.js';
import { createEventBus } from '../../src/core/shared/events.js';
import { createActivityStore } from '../../src/db/repositories/activity-store.js';
import { createJobStore } from '../../src/db/repositories/job-store.js';
import { createQueueProducer, createQueueWorker } from '../../src/jobs/queue-runtime.js';
import { createRegistry } from '../../src/jobs/registry.js';
import { createJobQueue, dispatchBurstDefinition } from '../../src/jobs/job-bursts.js';
import { runJobDefinition } from '../../src/jobs/run-job.js';
import { createLogger } from '../../src/log/logger.js';
import { createRedis } from '../../src/redis/connection.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * The job machinery with the real store and the real queue, and processors that fail on purpose:
 * transient faults are retried with backoff, permanent ones fail at once, a finished job is never
 * run again.
 */
let t: TestApp;
let jobs: JobService;
let worker: Worker;
let dispatcher: Worker;
let producer: ReturnType<typeof createQueueProducer>;
const calls = new Map<string, number>();
const finished: string[] = [];

const flaky: JobProcessor = async (job) => {
  const n = (calls.get(job.id) ?? 0) + 1;
  calls.set(job.id, n);
  const mode = (job.input as { mode: string }).mode;
  if (mode === 'transient' && n < 3) throw new Error('database hiccup');
  if (mode === 'permanent') throw new PermanentJobError('no_captions', 'The video has no captions.');
  if (mode === 'always') throw new Error('still broken');
  return { ok: true, attempt: n };
};

beforeAll(async () => {
  t = await createTestApp();
  const log = createLogger('silent');
  const { db, env } = t.container;
  const events = createEventBus(() => undefined);
  events.subscribe('job.finished', ({ job }) => void finished.push(job.id));
  const registry = createRegistry([
    { ...runJobDefinition(() => jobs), backoffMs: 50, attempts: 4 },
    dispatchBurstDefinition(() => producer),
  ]);
  producer = createQueueProducer(t.container.redis, { prefix: `${env.QUEUE_PREFIX}-retry`, registry, log });
  jobs = createJobService({
    store: createJobStore(db),
    queue: createJobQueue(producer),
    processors: { check: flaky, link: flaky },
    events,
    activity: createActivityStore(db),
    clock: systemClock,
  });
  worker = createQueueWorker(createRedis(env.REDIS_URL, 'worker', log), {
    prefix: `${env.QUEUE_PREFIX}-retry`,
    registry,
    log,
    concurrency: 4,
    lockDurationMs: 5000,
  });
  void worker.run();
  // Accepted jobs reach the queue in bursts, which these workers open.
  dispatcher = createQueueWorker(createRedis(env.REDIS_URL, 'worker', log), {
    prefix: `${env.QUEUE_PREFIX}-retry`,
    registry,
    log,
    lane: 'dispatch',
    concurrency: 1,
    lockDurationMs: 5000,
  });
  void dispatcher.run();
});
afterAll(async () => {
  await Promise.all([worker.close(), dispatcher.close()]);
  await producer.close();
  await t.close();
});

async function submit(mode: string) {
  const ws = await t.container.db.workspace.create({
    data: { name: mode, domain: `${mode}-${Date.now()}.ng`, plan: 'premium' },
  });
  return jobs.submit({ workspaceId: ws.id, actor: null }, 'check', { mode });
}

async function settled(jobId: string) {
  for (let i = 0; i < 200; i++) {
    const job = await t.container.db.job.findUniqueOrThrow({ where: { id: jobId } });
    if (job.state !== 'running') return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('job did not settle');
}

describe('job retries', () => {
  it('retries a transient fault with backoff until it succeeds', async () => {
    const job = await submit('transient');
    const done = await settled(job.id);
    expect(done).toMatchObject({ state: 'done', attempts: 3, result: { ok: true, attempt: 3 } });
    expect(finished).toContain(job.id);
  });

  it('fails at once, with its code, when retrying cannot help', async () => {
    const job = await submit('permanent');
    const failed = await settled(job.id);
    expect(failed).toMatchObject({ state: 'failed', attempts: 1, error: { code: 'no_captions' } });
  });

  it('gives up after the last attempt with a recorded error', async () => {
    const job = await submit('always');
    const failed = await settled(job.id);
    expect(failed).toMatchObject({ state: 'failed', attempts: 4, error: { code: 'internal_error' } });
    expect(calls.get(job.id)).toBe(4);
  });

  it("a job run in the caller's process (a sync check) retries a passing fault at once, then gives up with a record", async () => {
    const ws = await t.container.db.workspace.create({
      data: { name: 'sync', domain: `sync-${Date.now()}.ng`, plan: 'premium' },
    });
    const origin = { workspaceId: ws.id, actor: null };
    const done = await jobs.runNow(origin, 'check', { mode: 'transient' });
    expect(done).toMatchObject({ state: 'done', attempts: 3, result: { ok: true, attempt: 3 } });
    const failed = await jobs.runNow(origin, 'check', { mode: 'always' });
    expect(failed).toMatchObject({ state: 'failed', attempts: 3, error: { code: 'internal_error' } });
    expect(calls.get(failed.id)).toBe(3);
  });

  it('is idempotent: running a finished job again does nothing', async () => {
    const job = await submit('ok');
    await settled(job.id);
    await jobs.process(job.id, { attempt: 1, maxAttempts: 1 });
    await producer.requeue('run-job', { jobId: job.id }, job.id);
    await new Promise((r) => setTimeout(r, 300));
    expect(calls.get(job.id)).toBe(1);
    expect((await t.container.db.job.findUniqueOrThrow({ where: { id: job.id } })).attempts).toBe(1);
  });
});
