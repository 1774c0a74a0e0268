import { z } from 'zod';
import type { JobKind } from '../core/jobs/job.js';
import type { JobQueue } from '../core/jobs/ports.js';
import { createMicroBatch } from '../core/shared/micro-batch.js';
import type { QueueProducer } from './queue-runtime.js';
import { defineJob } from './registry.js';
import { RUN_JOB } from './run-job.js';

export const DISPATCH_BURST = 'dispatch-burst';
/** How long an accepted job waits for others to share its burst (no answer waits for it). */
const GATHER_MS = 10;
/** Most jobs one burst entry carries. */
const MAX_BURST = 500;
/**
 * Bursts not yet opened beyond which the sweeper does not read them all to tell which jobs they
 * hold (their workers are behind or down): it counts every job as held until they catch up.
 */
const MAX_BURSTS_READ = 1000;

const burstPayload = z.object({
  /** When the burst was handed over (ms): each job's queue timestamp, so its wait is measured from it. */
  acceptedAt: z.number().int().positive(),
  jobs: z
    .array(z.object({ jobId: z.uuid(), kind: z.string().max(40) }))
    .min(1)
    .max(MAX_BURST),
});

/**
 * A burst of accepted jobs as one queue entry, opened by a worker into one `run-job` entry each,
 * with the job's id as BullMQ's id (a job added twice is one entry; a job done already does
 * nothing when run again, see JobService.process). One add per job was the largest part of the
 * API's CPU on the async hot path that is not the HTTP stack (issue 13, `bench:profile`: ~13 %
 * under BullMQ and its ioredis pipelines, and ~10 Redis calls per request); a burst of 10-50
 * requests now pays one add, and workers, whose CPU no answer waits on, pay the rest. If opening
 * fails (Redis gone mid-way), BullMQ retries the whole entry: the jobs it had added already are
 * not added twice.
 */
export function dispatchBurstDefinition(producer: () => QueueProducer) {
  return defineJob({
    name: DISPATCH_BURST,
    lane: 'dispatch',
    payload: burstPayload,
    attempts: 10,
    backoffMs: 500,
    handle: async ({ acceptedAt, jobs }) => {
      await Promise.all(
        jobs.map((job) =>
          producer().add(RUN_JOB, { jobId: job.jobId, kind: job.kind }, job.jobId, { acceptedAt }),
        ),
      );
    },
  });
}

/**
 * Core's JobQueue port on top of the BullMQ producer: accepted jobs gather for GATHER_MS into one
 * `dispatch-burst` entry (see dispatchBurstDefinition); the sweeper's re-queue goes straight to a
 * `run-job` entry. The BullMQ job id of a `run-job` entry is the record's id.
 */
export function createJobQueue(producer: QueueProducer): JobQueue & { idle(): Promise<void> } {
  const bursts = createMicroBatch<{ id: string; kind: JobKind }, true>(
    async (jobs) => {
      await producer.add(DISPATCH_BURST, {
        acceptedAt: Date.now(),
        jobs: jobs.map((job) => ({ jobId: job.id, kind: job.kind })),
      });
      return jobs.map(() => true as const);
    },
    { maxBatch: MAX_BURST, maxInFlight: 4, gatherMs: GATHER_MS },
  );

  /** The jobs in bursts not yet opened (or being opened); null when too many to read. */
  async function inBursts(): Promise<Set<string> | null> {
    if ((await producer.pendingCount('dispatch')) > MAX_BURSTS_READ) return null;
    const ids = new Set<string>();
    for (const data of await producer.pendingPayloads('dispatch')) {
      const burst = burstPayload.safeParse(data);
      if (burst.success) for (const job of burst.data.jobs) ids.add(job.jobId);
    }
    return ids;
  }

  return {
    available: () => producer.available(),
    enqueue: async (job) => {
      await bursts.submit(job);
    },
    async heldAmong(jobIds) {
      if (jobIds.length === 0) return new Set();
      // Bursts first: one opened meanwhile has put its jobs in the work queue before we look there.
      const bursting = await inBursts();
      if (!bursting) return new Set(jobIds);
      const rest = jobIds.filter((id) => !bursting.has(id));
      const queued = await Promise.all(rest.map((id) => producer.isQueued(id)));
      return new Set([...jobIds.filter((id) => bursting.has(id)), ...rest.filter((_, i) => queued[i])]);
    },
    requeue: (job) => producer.requeue(RUN_JOB, { jobId: job.id, kind: job.kind }, job.id),
    /** Waits for the bursts handed over (a shutdown must not drop the ones still gathering). */
    idle: () => bursts.idle(),
  };
}
