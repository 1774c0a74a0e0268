import { Queue, UnrecoverableError, Worker, type Job, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { AppError } from '../core/errors/app-error.js';
import { PermanentJobError } from '../core/jobs/job.js';
import { createMicroBatch, type MicroBatch } from '../core/shared/micro-batch.js';
import type { JobLane, JobRegistry } from './registry.js';

export const QUEUE_NAME = 'work';
/** BullMQ queue of each lane (see JobDefinition.lane). */
const queueNames: Record<JobLane, string> = {
  work: QUEUE_NAME,
  deliveries: 'deliveries',
  dispatch: 'dispatch',
};
/**
 * How long an add waits for others to share its pipeline to Redis (see createQueueProducer). The
 * dispatch lane's adds are bursts gathered already (job-bursts.ts): they go at the end of the turn.
 */
const GATHER_MS: Record<JobLane, number> = { work: 10, deliveries: 10, dispatch: 0 };
const QUEUED_STATES = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);
/** The states of an entry not yet done, in the order an entry moves through them. */
const PENDING_STATES = ['delayed', 'prioritized', 'waiting', 'active'] as const;

export interface QueueRuntimeOptions {
  prefix: string;
  registry: JobRegistry;
  log: Logger;
}

/**
 * The producer side of BullMQ: adds named jobs after validating their payload. Add fails fast
 * (the producer connection has no offline queue), which the API turns into a 503.
 */
export function createQueueProducer(connection: Redis, opts: QueueRuntimeOptions) {
  // Built on first use: constructing it issues Redis commands, which the fail-fast producer
  // connection refuses until it is connected (the composition root waits for that first).
  const created = new Map<JobLane, Queue>();
  const queue = (lane: JobLane = 'work') => {
    let made = created.get(lane);
    if (!made) {
      made = new Queue(queueNames[lane], { connection, prefix: opts.prefix, skipWaitingForReady: true });
      made.on('error', (error) => opts.log.warn({ err: error }, 'job queue error'));
      created.set(lane, made);
    }
    return made;
  };

  // Adds go to Redis as one pipeline of BullMQ's add scripts: one write and one reply to read
  // instead of one per job. Each pipeline also has a fixed cost in this process (ioredis copies
  // every one of BullMQ's ~60 scripts onto each new pipeline object; measured ~300 µs a batch,
  // then ~30 µs a job), so adds gather for GATHER_MS rather than one turn of the event loop: no
  // answer waits for them (the job row is the outbox, see JobService.submit), and at a few
  // thousand requests a second a batch grows from ~25 jobs to ~100. (One batch per lane: each
  // lane is its own BullMQ queue.) The API's checks, links and chat jobs do not come this way one
  // by one: a burst of them is one `dispatch-burst` entry (job-bursts.ts), which a worker expands.
  const batches = new Map<JobLane, MicroBatch<{ name: string; data: unknown; opts: JobsOptions }, true>>();
  const batchOf = (lane: JobLane) => {
    let batch = batches.get(lane);
    if (!batch) {
      batch = createMicroBatch(
        async (jobs) => {
          // One job alone goes as one script call: a pipeline's fixed cost (above) buys nothing.
          if (jobs.length === 1) await queue(lane).add(jobs[0]!.name, jobs[0]!.data, jobs[0]!.opts);
          else await queue(lane).addBulk(jobs);
          return jobs.map(() => true as const);
        },
        { maxBatch: 500, maxInFlight: 4, gatherMs: GATHER_MS[lane] },
      );
      batches.set(lane, batch);
    }
    return batch;
  };

  /**
   * Adds one job. `acceptedAt` (ms) stands for when the job was accepted, if earlier than now (a
   * burst expanded by a worker): BullMQ's timestamp, from which the worker measures its wait.
   */
  async function add(
    name: string,
    payload: unknown,
    jobId?: string,
    options: { delayMs?: number; acceptedAt?: number } = {},
  ) {
    const definition = opts.registry.get(name);
    if (!definition) throw new Error(`Unknown job ${name}`);
    const data = definition.payload.parse(payload);
    try {
      await batchOf(definition.lane ?? 'work').submit({
        name,
        data,
        opts: {
          ...(jobId ? { jobId } : {}),
          ...(options.delayMs ? { delay: Math.round(options.delayMs) } : {}),
          ...(options.acceptedAt ? { timestamp: options.acceptedAt } : {}),
          attempts: definition.attempts ?? 5,
          backoff: { type: 'exponential', delay: definition.backoffMs ?? 1000 },
          removeOnComplete: true,
          removeOnFail: { count: 1000 },
        },
      });
    } catch (error) {
      throw new AppError('unavailable', 'The job queue is unavailable; try again shortly.', { cause: error });
    }
  }

  return {
    add,
    async isQueued(jobId: string, lane: JobLane = 'work') {
      return QUEUED_STATES.has(await queue(lane).getJobState(jobId));
    },
    /** How many entries of a lane are still to run or running (waiting, delayed, active...). */
    async pendingCount(lane: JobLane): Promise<number> {
      const counts = await queue(lane).getJobCounts(...PENDING_STATES);
      return Object.values(counts).reduce((sum, n) => sum + n, 0);
    },
    /**
     * The payloads of a lane's entries still to run or running. The states are read in the order
     * an entry moves through them (delayed, waiting, active), so one moving meanwhile is still seen.
     */
    async pendingPayloads(lane: JobLane): Promise<unknown[]> {
      const payloads: unknown[] = [];
      for (const state of PENDING_STATES)
        for (const job of await queue(lane).getJobs(state)) if (job) payloads.push(job.data);
      return payloads;
    },
    /** Re-adds a job whose queue entry is gone or finished (BullMQ ignores a duplicate id). */
    async requeue(name: string, payload: unknown, jobId: string) {
      const existing = await queue().getJob(jobId);
      if (existing && !QUEUED_STATES.has(await existing.getState())) await existing.remove();
      await add(name, payload, jobId);
    },
    /** Whether the connection is up, so an add can be expected to go through now. */
    available: () => connection.status === 'ready',
    /** Waits for the adds handed over (a shutdown must not drop the ones still in a batch). */
    close: async () => {
      await Promise.all([...batches.values()].map((batch) => batch.idle()));
      await Promise.all([...created.values()].map((q) => q.close()));
    },
    /** The queue of a lane (`work` by default: the jobs the sweeper checks with isQueued). */
    queue,
  };
}

export type QueueProducer = ReturnType<typeof createQueueProducer>;

/** Told how long each job waited and ran (the metrics); the worker runs the same without it. */
export interface JobObserver {
  jobStarted(kind: string, waitSeconds: number): void;
  jobAttempt(kind: string, outcome: 'done' | 'retried' | 'failed', runSeconds: number): void;
}

export interface WorkerOptions extends QueueRuntimeOptions {
  observer?: JobObserver;
  /** The lane this worker takes jobs from (default `work`). */
  lane?: JobLane;
  concurrency: number;
  /** How long a worker may go silent before its job counts as stalled and is handed to another. */
  lockDurationMs: number;
}

/** The consumer side: re-parses each payload and runs its handler. */
export function createQueueWorker(connection: Redis, opts: WorkerOptions) {
  const process = async (job: Job) => {
    const definition = opts.registry.get(job.name);
    if (!definition) throw new UnrecoverableError(`No handler for job ${job.name}`);
    const parsed = definition.payload.safeParse(job.data);
    if (!parsed.success)
      throw new UnrecoverableError(`Invalid payload for ${job.name}: ${parsed.error.message}`);
    const log = opts.log.child({ queueJob: job.name, queueJobId: job.id });
    const kind = definition.metricsKind?.(parsed.data) ?? job.name;
    const started = Date.now();
    // Waiting is measured once, from when the job became due (a delayed job is not late before).
    if (job.attemptsMade === 0)
      opts.observer?.jobStarted(kind, (started - job.timestamp - (job.opts.delay ?? 0)) / 1000);
    const ran = () => (Date.now() - started) / 1000;
    const maxAttempts = job.opts.attempts ?? 1;
    try {
      await definition.handle(parsed.data, { attempt: job.attemptsMade + 1, maxAttempts, log });
      opts.observer?.jobAttempt(kind, 'done', ran());
    } catch (error) {
      const last =
        error instanceof PermanentJobError ||
        error instanceof UnrecoverableError ||
        job.attemptsMade + 1 >= maxAttempts;
      opts.observer?.jobAttempt(kind, last ? 'failed' : 'retried', ran());
      if (error instanceof PermanentJobError) throw new UnrecoverableError(`${error.code}: ${error.message}`);
      log.warn({ err: error, attempt: job.attemptsMade + 1 }, 'job attempt failed');
      throw error;
    }
  };

  const worker = new Worker(queueNames[opts.lane ?? 'work'], process, {
    connection,
    prefix: opts.prefix,
    concurrency: opts.concurrency,
    lockDuration: opts.lockDurationMs,
    // A dead worker's jobs are free once its lock expires (renewed every lock/2 while alive);
    // checking for them every 2/5 of the lock hands them over within 1.4 locks of the death.
    stalledInterval: Math.max(500, Math.floor(opts.lockDurationMs * 0.4)),
    maxStalledCount: 2,
    autorun: false,
  });
  worker.on('error', (error) => opts.log.error({ err: error }, 'worker error'));
  return worker;
}
