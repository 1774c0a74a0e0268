import type { Principal } from '../auth/principal.js';
import { AppError, notFound, unauthorized } from '../errors/app-error.js';
import type { ActivityLog } from '../activity/activity-log.js';
import type { EventBus } from '../shared/events.js';
import { startOfUtcMonth, type Clock } from '../shared/clock.js';
import { decideQuota, PLANS, quotaLimits } from '../usage/quota-policy.js';
import { JobWaitingError, PermanentJobError, type JobKind, type JobRecord } from './job.js';
import type { ChatArrival, ChatArrivalOutcome, JobQueue, JobStore, NewJob } from './ports.js';

/** Does the work of one job kind and returns its result. Must be safe to run twice. */
export type JobProcessor = (job: JobRecord) => Promise<Record<string, unknown>>;

/** Who asked: a caller over the API, or a chat place resolved to its workspace. */
export interface JobOrigin {
  workspaceId: string;
  actor: { id: string; email: string } | null;
  replyTo?: string | null;
  /** The API key the caller used: the job is written only while it is live. */
  apiKeyId?: string | null;
}

/** Attempts a job run in the caller's process gets (synchronous checks, dossiers, scripts). */
const SYNC_ATTEMPTS = 3;

export const originOf = (p: Principal): JobOrigin => ({
  workspaceId: p.workspaceId,
  actor: { id: p.userId, email: p.email },
  apiKeyId: p.via === 'api_key' ? p.credentialId : null,
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
  /** An accepted job's id did not reach the queue; the sweeper will queue it. */
  onEnqueueFailed?: (jobId: string, error: unknown) => void;
  /** A finished job's listeners failed; the outbox keeps it for the sweeper. */
  onAnnounceFailed?: (jobId: string, error: unknown) => void;
}) {
  const { store, queue, events, clock } = deps;

  /**
   * Creates the job record, with its `*.submitted` activity entry, if the month's quota admits
   * it; throws 402 otherwise.
   */
  async function createCounted(origin: JobOrigin, kind: JobKind, input: Record<string, unknown>) {
    const job: NewJob = {
      workspaceId: origin.workspaceId,
      kind,
      input,
      createdById: origin.actor?.id ?? null,
      replyTo: origin.replyTo ?? null,
      apiKeyId: origin.apiKeyId ?? null,
      submission: {
        action: `${kind}.submitted`,
        actorEmail: origin.actor?.email ?? null,
        detail: origin.replyTo ? { via: origin.replyTo.split(':')[0] } : {},
      },
    };
    const outcome = await store.createCounted(job, startOfUtcMonth(clock.now()), {
      limits: (plan) => quotaLimits(plan, kind),
      decide: (plan, counts) => decideQuota(plan, counts, kind),
    });
    if (outcome.created) return outcome.job;
    if (outcome.refusal === 'credential') throw unauthorized(outcome.message);
    throw new AppError('quota_exceeded', outcome.message);
  }

  function processorFor(kind: JobKind): JobProcessor {
    const processor = deps.processors[kind];
    if (!processor) throw new PermanentJobError('unsupported_kind', `No processor handles ${kind} jobs.`);
    return processor;
  }

  /**
   * Runs the `job.finished` listeners (chat replies, editors' requests) for a job whose finishing
   * statement also wrote its outbox row. Only when all of them ran is the row cleared; otherwise
   * a sweeper runs them again later (`redeliverFinished`), so a crash or a failing listener
   * loses nothing and, listeners being idempotent, sends nothing twice.
   */
  async function announce(job: JobRecord) {
    try {
      await events.publishOrThrow('job.finished', { job });
      await store.clearNotice(job.id);
    } catch (error) {
      deps.onAnnounceFailed?.(job.id, error);
    }
  }

  async function finish(job: JobRecord | null) {
    if (job) await announce(job);
    return job;
  }

  /**
   * One attempt at a job. Idempotent: a job already done or failed is left alone (null). Returns
   * the record it finished, whose listeners the caller runs (`announce`): its outbox row is
   * written with it. Transient errors are rethrown for a retry until the last attempt.
   */
  async function attempt(jobId: string, info: AttemptInfo): Promise<JobRecord | null> {
    const job = await store.beginAttempt(jobId);
    if (!job) return null;
    let result: Record<string, unknown>;
    try {
      result = await processorFor(job.kind)(job);
    } catch (error) {
      if (error instanceof PermanentJobError)
        return store.fail(jobId, { code: error.code, message: error.message }, { uncount: error.uncounted });
      if (error instanceof JobWaitingError) return null;
      if (info.attempt >= info.maxAttempts)
        return store.fail(jobId, {
          code: 'internal_error',
          message: 'The job failed after several attempts.',
        });
      throw error;
    }
    return store.complete(jobId, result);
  }

  /** Attempts a job in this process until it ends or SYNC_ATTEMPTS transient faults in a row. */
  async function attemptHere(jobId: string): Promise<JobRecord | null> {
    for (let n = 1; ; n++) {
      try {
        return await attempt(jobId, { attempt: n, maxAttempts: SYNC_ATTEMPTS });
      } catch (error) {
        if (n >= SYNC_ATTEMPTS) throw error;
      }
    }
  }

  return {
    /**
     * Accepts a job for the workers. The answer does not wait for the queue: the committed job
     * record is the outbox. Its id is handed to the queue right after (one queue entry for a burst
     * of jobs, opened by a worker); if that fails, or the process dies first, the workers' sweeper
     * finds the job running and held by no queue entry and queues it (within
     * JOB_STALE_AFTER_SECONDS, at once after Redis comes back). With the queue already unreachable
     * nothing is written and the caller hears 503 at once.
     */
    async submit(origin: JobOrigin, kind: JobKind, input: Record<string, unknown>): Promise<JobRecord> {
      if (!queue.available())
        throw new AppError('unavailable', 'The job queue is unavailable; try again shortly.');
      const job = await createCounted(origin, kind, input);
      queue.enqueue({ id: job.id, kind }).catch((error: unknown) => deps.onEnqueueFailed?.(job.id, error));
      return job;
    },

    /**
     * A chat message's job in one step (see ChatArrival): claimed, its workspace found, and its
     * job accepted as submit() does when the plan needs no counting. Otherwise (no workspace, or
     * a counted plan) the claim is held and the caller goes on with the workspace found.
     */
    async submitFromChat(arrival: Omit<ChatArrival, 'uncountedPlans'>): Promise<ChatArrivalOutcome> {
      if (!queue.available())
        throw new AppError('unavailable', 'The job queue is unavailable; try again shortly.');
      const uncountedPlans = PLANS.filter((plan) => {
        const limits = quotaLimits(plan, arrival.kind);
        return limits.monthly === null && limits.tool === null;
      });
      const outcome = await store.createFromChat({ ...arrival, uncountedPlans });
      const job = outcome.claimed ? outcome.job : null;
      if (job)
        queue
          .enqueue({ id: job.id, kind: job.kind })
          .catch((error: unknown) => deps.onEnqueueFailed?.(job.id, error));
      return outcome;
    },

    /**
     * Runs a job in the caller's process and waits for it (synchronous checks). The record is
     * the same as for queued jobs, so the sweeper recovers it if this process dies mid-run.
     */
    async runNow(origin: JobOrigin, kind: JobKind, input: Record<string, unknown>): Promise<JobRecord> {
      const job = await createCounted(origin, kind, input);
      // A fault that may pass (a database connection terminated mid-check) is retried here, at
      // once, as the queue would retry it: the caller is waiting, and the job is ours to finish.
      // Its listeners (webhooks, review reconciliation) run after the answer, from the outbox
      // row written with the result, as they do for a worker's job.
      const finished = await attemptHere(job.id);
      if (finished) {
        void announce(finished);
        return finished;
      }
      // Not finished by this call (another attempt finished it, or it waits): as it stands.
      const current = await store.findById(job.id);
      if (!current) throw notFound('Job');
      return current;
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
    async process(jobId: string, info: AttemptInfo): Promise<void> {
      await finish(await attempt(jobId, info));
    },

    /** Runs the listeners of finished jobs left in the outbox (the finishing process died or a listener failed). */
    async redeliverFinished(batch = 100): Promise<number> {
      let announced = 0;
      for (const jobId of await store.takeDueNotices(batch)) {
        const job = await store.findById(jobId);
        if (!job) {
          await store.clearNotice(jobId);
          continue;
        }
        await announce(job);
        announced++;
      }
      return announced;
    },

    /**
     * Finds running jobs that no queue holds any more (Redis restarted empty, an API process
     * died during a synchronous check or before handing its burst over) and queues them again.
     */
    async recoverLostJobs(staleAfterMs: number, batch = 500): Promise<number> {
      // Each round touches what it saw, so the next round (same cut-off) sees the following ones;
      // a recovery after a Redis reset (cut-off now) thus walks every running job once.
      const before = new Date(clock.now().getTime() - staleAfterMs);
      let requeued = 0;
      for (let round = 0; round < 100; round++) {
        const stale = await store.findStale(before, batch);
        const held = await queue.heldAmong(stale.map((job) => job.id));
        const lost = stale.filter((job) => !held.has(job.id));
        // Together: the queue sends adds made together in one batch.
        await Promise.all(lost.map((job) => queue.requeue(job)));
        requeued += lost.length;
        await store.touch(stale.map((job) => job.id));
        if (stale.length < batch) break;
      }
      return requeued;
    },
  };
}

export type JobService = ReturnType<typeof createJobService>;
