import { z } from 'zod';
import type { JobQueue } from '../core/jobs/ports.js';
import type { JobService } from '../core/jobs/job-service.js';
import { defineJob } from './registry.js';
import type { QueueProducer } from './queue-runtime.js';

export const RUN_JOB = 'run-job';
// `kind` only labels metrics (jobs queued before it existed lack it); the record stays the truth.
const runJobPayload = z.object({ jobId: z.uuid(), kind: z.string().max(40).optional() });

/** The queued form of every check and link job: just the id of its PostgreSQL record. */
export function runJobDefinition(jobs: () => JobService) {
  return defineJob({
    name: RUN_JOB,
    payload: runJobPayload,
    attempts: 5,
    backoffMs: 1000,
    metricsKind: (payload) => payload.kind ?? RUN_JOB,
    handle: (payload, ctx) => jobs().process(payload.jobId, ctx),
  });
}

/** Core's JobQueue port on top of the BullMQ producer. The BullMQ job id is the record's id. */
export function createJobQueue(producer: QueueProducer): JobQueue {
  return {
    available: () => producer.available(),
    enqueue: (job) => producer.add(RUN_JOB, { jobId: job.id, kind: job.kind }, job.id),
    isQueued: (jobId) => producer.isQueued(jobId),
    requeue: (job) => producer.requeue(RUN_JOB, { jobId: job.id, kind: job.kind }, job.id),
  };
}
