import type { Plan, MonthCounts, QuotaDecision, QuotaLimits } from '../usage/quota-policy.js';
import type { JobError, JobKind, JobRecord } from './job.js';

export interface NewJob {
  workspaceId: string;
  kind: JobKind;
  input: Record<string, unknown>;
  createdById: string | null;
  replyTo?: string | null;
  /**
   * The API key the request came with: the write creates the job only if that key is still live
   * (not revoked, its user still a member), so a revocation holds even for a key a process had
   * cached without asking Redis.
   */
  apiKeyId?: string | null;
  /** The activity entry written with the job (same statement): who submitted it, and how. */
  submission?: { action: string; actorEmail: string | null; detail: Record<string, unknown> };
}

export type CreateJobOutcome =
  | { created: true; job: JobRecord }
  | { created: false; refusal: 'quota' | 'credential' | 'workspace'; message: string };

/** The quota a new job must fit, as the policy states it (see quota-policy.ts). */
export interface QuotaRule {
  /** This job's limits on each plan; a plan with none needs no counting and no lock. */
  limits(plan: Plan): QuotaLimits;
  /** The decision (and the refusal's wording) for this month's counted uses. */
  decide(plan: Plan, counts: MonthCounts): QuotaDecision;
}

/**
 * A chat message to check, before anyone knows its workspace: claimed (platform, event key, once
 * ever), its place resolved to the linked workspace, and the job written if that workspace's
 * plan needs no counting, all in one statement (a burst's messages share it).
 */
export interface ChatArrival {
  platform: string;
  eventKey: string;
  /** The chat place (Slack team, Telegram chat, WhatsApp number) whose link names the workspace. */
  place: string;
  kind: JobKind;
  input: Record<string, unknown>;
  replyTo: string;
  /** Plans on which this job needs no counting (others are left to createCounted). */
  uncountedPlans: string[];
}

export type ChatArrivalOutcome =
  /** Another delivery of this message got there first. */
  | { claimed: false }
  /** Claimed; `job` is null when no workspace is linked (`workspaceId` null) or its plan counts. */
  | { claimed: true; workspaceId: string | null; job: JobRecord | null };

export interface JobStore {
  /** See ChatArrival. */
  createFromChat(arrival: ChatArrival): Promise<ChatArrivalOutcome>;
  /**
   * Creates the job only if the quota admits it, deciding under a lock on the workspace so that
   * concurrent requests are counted exactly (uses counted since `monthStart`).
   */
  createCounted(job: NewJob, monthStart: Date, quota: QuotaRule): Promise<CreateJobOutcome>;
  find(workspaceId: string, jobId: string): Promise<JobRecord | null>;
  findById(jobId: string): Promise<JobRecord | null>;
  /** Counts a processing attempt; returns the job when it is still running. */
  beginAttempt(jobId: string): Promise<JobRecord | null>;
  /** Stores the result if the job is still running (a late duplicate run changes nothing). */
  complete(jobId: string, result: Record<string, unknown>): Promise<JobRecord | null>;
  fail(jobId: string, error: JobError, opts?: { uncount?: boolean }): Promise<JobRecord | null>;
  /** Replaces the result of a finished job (an editor's decision changes one claim). */
  replaceResult(jobId: string, result: Record<string, unknown>): Promise<void>;
  /**
   * Finished jobs whose `job.finished` listeners have not run to the end (the outbox), past their
   * grace time; taking them leases them for a while so two sweepers do not run the same one.
   */
  takeDueNotices(limit: number): Promise<string[]>;
  /** The listeners of this finished job have all run: forget it. */
  clearNotice(jobId: string): Promise<void>;
  /** Running jobs not touched since `before`: candidates for re-queueing. */
  findStale(before: Date, limit: number): Promise<Array<{ id: string; kind: JobKind }>>;
  touch(jobIds: string[]): Promise<void>;
}

/** Carries job ids to workers. Postgres holds the job; the queue only says "run this one". */
export interface JobQueue {
  /** Whether the queue is reachable now (checked before a job is accepted, so an outage is a 503). */
  available(): boolean;
  /**
   * Hands a job over; settles once it is in the queue (jobs handed over together may travel as one
   * entry). Throws AppError('unavailable') when the queue cannot take it right now.
   */
  enqueue(job: { id: string; kind: JobKind }): Promise<void>;
  /**
   * Which of these jobs the queue still holds, to run or running (on their own or in an entry
   * carrying several). While it cannot tell (too many such entries not yet opened) it says held:
   * the next sweep asks again. A job wrongly said lost is only queued twice, which is harmless.
   */
  heldAmong(jobIds: string[]): Promise<Set<string>>;
  /** Queues a job again whose queue entry was lost or already finished. */
  requeue(job: { id: string; kind: JobKind }): Promise<void>;
}
