import { z } from 'zod';
import type { JobService } from '../core/jobs/job-service.js';
import { defineJob } from './registry.js';

export const RUN_JOB = 'run-job';
// `kind` only labels metrics (jobs queued before it existed lack it); the record stays the truth.
const runJobPayload = z.object({ jobId: z.uuid(), kind: z.string().max(40).optional() });

/**
 * The queued form of every check and link job: just the id of its PostgreSQL record. Accepted jobs
 * reach the queue in bursts (job-bursts.ts), each opened by a worker into one entry per job.
 */
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
