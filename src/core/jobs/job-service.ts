import type { Principal } from '../auth/principal.js';
import { AppError, notFound } from '../errors/app-error.js';
import type { ActivityLog } from '../activity/activity-log.js';
import type { EventBus } from '../shared/events.js';
import { startOfUtcMonth, type Clock } from '../shared/clock.js';
import { decideQuota } from '../usage/quota-policy.js';
import { JobWaitingError, PermanentJobError, type JobKind, type JobRecord } from './job.js';
import type { JobQueue, JobStore, NewJob } from './ports.js';

/** Does the work of one job kind and returns its result. Must be safe to run twice. */
export type JobProcessor = (job: JobRecord) => Promise<Record<string, unknown>>;

/** Who asked: a caller over the API, or a chat place resolved to its workspace. */
export interface JobOrigin {
  workspaceId: string;
  actor: { id: string; email: string } | null;
  replyTo?: string | null;
}

export const originOf = (p: Principal): JobOrigin => ({
  workspaceId: p.workspaceId,
  actor: { id: p.userId, email: p.email },
});

export interface AttemptInfo {
  attempt: number;
  maxAttempts: number;
}

export function createJobService(deps: {
  store: JobStore;
  queue: JobQueue;
  processors: Partial<Record<JobKind, JobProcessor>>;
  events: EventBus;
  activity: ActivityLog;
  clock: Clock;
}) {
  const { store, queue, events, clock } = deps;

  /** Creates the job record if the month's quota admits it; throws 402 otherwise. */
  async function createCounted(origin: JobOrigin, kind: JobKind, input: Record<string, unknown>) {
    const job: NewJob = {
      workspaceId: origin.workspaceId,
      kind,
      input,
      createdById: origin.actor?.id ?? null,
      replyTo: origin.replyTo ?? null,
    };
    const outcome = await store.createCounted(job, startOfUtcMonth(clock.now()), (plan, counts) =>
      decideQuota(plan, counts, kind),
    );
    if (!outcome.created) throw new AppError('quota_exceeded', outcome.message);
    return outcome.job;
  }

  function recordSubmission(origin: JobOrigin, job: JobRecord) {
    return deps.activity.record({
      workspaceId: origin.workspaceId,
      actor: origin.actor,
      action: `${job.kind}.submitted`,
      detail: { job_id: job.id, ...(origin.replyTo ? { via: origin.replyTo.split(':')[0] } : {}) },
    });
  }

  function processorFor(kind: JobKind): JobProcessor {
    const processor = deps.processors[kind];
    if (!processor) throw new PermanentJobError('unsupported_kind', `No processor handles ${kind} jobs.`);
    return processor;
  }

  async function finish(job: JobRecord | null) {
    if (job) await events.publish('job.finished', { job });
    return job;
  }

  async function failPermanently(jobId: string, code: string, message: string, uncount = false) {
    return finish(await store.fail(jobId, { code, message }, { uncount }));
  }

  return {
    /** Accepts a job for the workers. A job refused or never queued is not counted. */
    async submit(origin: JobOrigin, kind: JobKind, input: Record<string, unknown>): Promise<JobRecord> {
      const job = await createCounted(origin, kind, input);
      try {
        await Promise.all([queue.enqueue({ id: job.id, kind }), recordSubmission(origin, job)]);
      } catch (error) {
        await store.fail(
          job.id,
          { code: 'unavailable', message: 'The job queue was unavailable.' },
          { uncount: true },
        );
        throw error instanceof AppError
          ? error
          : new AppError('unavailable', 'The job queue is unavailable; try again shortly.', { cause: error });
      }
      return job;
    },

    /**
     * Runs a job in the caller's process and waits for it (synchronous checks). The record is
     * the same as for queued jobs, so the sweeper recovers it if this process dies mid-run.
     */
    async runNow(origin: JobOrigin, kind: JobKind, input: Record<string, unknown>): Promise<JobRecord> {
      const job = await createCounted(origin, kind, input);
      await recordSubmission(origin, job);
      await this.process(job.id, { attempt: 1, maxAttempts: 1 });
      const finished = await store.findById(job.id);
      if (!finished) throw notFound('Job');
      return finished;
    },

    async get(principal: Principal, jobId: string): Promise<JobRecord> {
      const job = await store.find(principal.workspaceId, jobId);
      if (!job) throw notFound('Job');
      return job;
    },

    /**
     * The worker's entry point. Idempotent: a job already done or failed is left alone.
     * Transient errors are rethrown for the queue to retry until the last attempt.
     */
    async process(jobId: string, attempt: AttemptInfo): Promise<void> {
      const job = await store.beginAttempt(jobId);
      if (!job) return;
      let result: Record<string, unknown>;
      try {
        result = await processorFor(job.kind)(job);
      } catch (error) {
        if (error instanceof PermanentJobError) {
          await failPermanently(jobId, error.code, error.message, error.uncounted);
          return;
        }
        if (error instanceof JobWaitingError) return;
        if (attempt.attempt >= attempt.maxAttempts) {
          await failPermanently(jobId, 'internal_error', 'The job failed after several attempts.');
          return;
        }
        throw error;
      }
      await finish(await store.complete(jobId, result));
    },

    /**
     * Finds running jobs that no queue holds any more (Redis restarted empty, an API process
     * died during a synchronous check) and queues them again.
     */
    async recoverLostJobs(staleAfterMs: number, batch = 500): Promise<number> {
      const stale = await store.findStale(new Date(clock.now().getTime() - staleAfterMs), batch);
      const requeued: string[] = [];
      for (const job of stale) {
        if (!(await queue.isQueued(job.id))) {
          await queue.requeue(job);
          requeued.push(job.id);
        }
      }
      await store.touch(stale.map((job) => job.id));
      return requeued.length;
    },
  };
}

export type JobService = ReturnType<typeof createJobService>;
