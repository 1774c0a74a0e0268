import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { AppError } from '../../core/errors/app-error.js';
import type { JobRecord } from '../../core/jobs/job.js';
import type {
  ChatArrival,
  ChatArrivalOutcome,
  CreateJobOutcome,
  NewJob,
  QuotaRule,
} from '../../core/jobs/ports.js';
import { createMicroBatch } from '../../core/shared/micro-batch.js';
import { PLANS, type Plan } from '../../core/usage/quota-policy.js';
import { isConnectionError } from '../transient-errors.js';
import { WORKSPACE_OF_PLACE } from './chat-channel-store.js';

/**
 * A timestamp as milliseconds since the epoch (float8, read by parseFloat): the driver's parse of
 * a timestamptz's text was ~2 % of the API's CPU on the async hot path, for one value a job.
 */
const EPOCH_MS = (column: string) => `(extract(epoch FROM ${column}) * 1000)::float8`;

/** The key is live: not revoked, and its user still a member of the job's workspace. */
const LIVE_KEY = (key: string, workspace: string) => `
  SELECT 1 FROM api_key k JOIN "user" u ON u.id = k.user_id
  WHERE k.id = ${key} AND k.revoked_at IS NULL AND u.removed_at IS NULL AND u.workspace_id = ${workspace}`;

/**
 * Jobs of workspaces whose plan sets no limit for their kind, many per statement (one statement
 * per burst of requests, see micro-batch.ts): each row is inserted only if its workspace's plan is
 * one of the item's `plans` and its API key, if any, is live; with its `*.submitted` activity entry. The ids are made here (not by
 * the database) so that a retry after a lost connection finds a first attempt that committed.
 */
const INSERT_UNCOUNTED = `
  WITH input AS (
    SELECT * FROM jsonb_to_recordset($1::jsonb)
      AS t(id uuid, workspace_id uuid, kind text, input jsonb, created_by_id uuid, reply_to text,
           actor_email text, action text, detail jsonb, plans text, api_key_id uuid)
  ), inserted AS (
    INSERT INTO job (id, workspace_id, kind, input, created_by_id, reply_to, updated_at)
    SELECT i.id, i.workspace_id, i.kind, i.input, i.created_by_id, i.reply_to, now()
    FROM input i JOIN workspace w ON w.id = i.workspace_id
    WHERE w.plan::text = ANY (string_to_array(i.plans, ','))
      AND (i.api_key_id IS NULL OR EXISTS (${LIVE_KEY('i.api_key_id', 'i.workspace_id')}))
    ON CONFLICT (id) DO NOTHING
    RETURNING id, created_at
  ), noted AS (
    INSERT INTO activity (workspace_id, actor_id, actor_email, action, detail)
    SELECT i.workspace_id, i.created_by_id, i.actor_email, i.action, i.detail
    FROM inserted JOIN input i USING (id) WHERE i.action IS NOT NULL
  )
  SELECT id, ${EPOCH_MS('created_at')} AS created_ms FROM inserted`;

/**
 * Chat messages to check (see ChatArrival), many per statement: each claims its (platform, event
 * key), finds its place's workspace, and, when it got the claim and the workspace's plan is one of
 * `plans`, inserts its job with the `*.submitted` activity entry. One statement and one commit
 * per burst for what took two round trips one after the other (the claim and place lookup, then
 * the job). Each key appears once in `$1` (see createFromChat). The activity entry's action and
 * detail are made here from the row (`check.submitted`, {job_id, via}), not sent with every row:
 * they were a fifth of the document, written by JSON.stringify and parsed again by PostgreSQL.
 */
const INSERT_FROM_CHAT = `
  WITH input AS (
    SELECT * FROM jsonb_to_recordset($1::jsonb)
      AS t(n int, id uuid, platform text, event_key text, place text, kind text, input jsonb,
           reply_to text, plans text)
  ), claimed AS (
    INSERT INTO chat_event (platform, event_key)
    SELECT platform, event_key FROM input
    ON CONFLICT DO NOTHING
    RETURNING platform, event_key
  ), placed AS MATERIALIZED (
    SELECT i.*, c.event_key IS NOT NULL AS claimed, ${WORKSPACE_OF_PLACE} AS workspace_id
    FROM input i LEFT JOIN claimed c ON c.platform = i.platform AND c.event_key = i.event_key
  ), inserted AS (
    INSERT INTO job (id, workspace_id, kind, input, reply_to, updated_at)
    SELECT p.id, p.workspace_id, p.kind, p.input, p.reply_to, now()
    FROM placed p JOIN workspace w ON w.id = p.workspace_id
    WHERE p.claimed AND w.plan::text = ANY (string_to_array(p.plans, ','))
    ON CONFLICT (id) DO NOTHING
    RETURNING id, created_at
  ), noted AS (
    INSERT INTO activity (workspace_id, action, detail)
    SELECT p.workspace_id, p.kind || '.submitted', jsonb_build_object('job_id', p.id, 'via', p.platform)
    FROM inserted JOIN placed p USING (id)
  )
  SELECT p.claimed, p.workspace_id, ${EPOCH_MS('ins.created_at')} AS created_ms
  FROM placed p LEFT JOIN inserted ins USING (id)
  ORDER BY p.n`;

/** Everything else: one call of the function of migration counted_job_intake (lock, count, insert). */
const CREATE_COUNTED = `SELECT * FROM gaskiya_create_counted_job($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`;

/**
 * How the intake statements share out a burst. Up to 200 rows a statement, 4 at a time at most
 * (the pool has 10 connections; the rest serve everything else). While one is out, the next waits
 * for 16 items (or for a statement to return): most of a statement's price here is fixed, its
 * commit above all (a one-row insert with its commit used ~340 µs of the backend's CPU, against
 * ~50 µs a row more; the WAL flush is the bulk). Sent as soon as a slot was free, bursts went out
 * ~16 requests a commit under bench:api's load, and PostgreSQL's CPU per Slack message was ~115-140
 * µs; waiting for 16 made it ~24 a commit and ~93-105 µs (check: 99 -> 78-85 µs). A lone request
 * still goes at once (nothing out), and none waits longer than the statement before it.
 */
const INTAKE_BATCHES = { maxBatch: 200, maxInFlight: 4, minBatchWhileBusy: 16 };

interface Candidate {
  id: string;
  job: NewJob;
  detail: Record<string, unknown>;
  /** Plans on which this job needs no counting. */
  plans: Plan[];
}

interface CountedRow {
  out_outcome: 'created' | 'existing' | 'refused' | 'missing' | 'credential';
  out_plan: Plan | null;
  out_total: number;
  out_tool_uses: number;
  out_created_at: Date | null;
  out_updated_at: Date | null;
}

const recordOf = (id: string, job: NewJob, createdAt: Date, updatedAt: Date): JobRecord => ({
  id,
  workspaceId: job.workspaceId,
  kind: job.kind,
  state: 'running',
  input: job.input,
  result: null,
  error: null,
  attempts: 0,
  createdById: job.createdById,
  replyTo: job.replyTo ?? null,
  createdAt,
  updatedAt,
});

/**
 * The write every accepted request makes, on the pool directly (a Prisma query costs several
 * times the CPU; see pgPoolOf): a job without counting goes out in a shared multi-row insert, a
 * counted one in one round trip to the locking function; `findExisting` answers a retry whose
 * first attempt had committed.
 */
export function createJobIntake(pool: pg.Pool, findExisting: (id: string) => Promise<JobRecord | null>) {
  const insertUncounted = createMicroBatch<Candidate, JobRecord | null>(async (items) => {
    // The rows as one JSON document: node-postgres writes an array parameter element by
    // element, quoting each JSON value again, which cost more than the statement itself.
    const batch = items.map((c) => ({
      id: c.id,
      workspace_id: c.job.workspaceId,
      kind: c.job.kind,
      input: c.job.input,
      created_by_id: c.job.createdById,
      reply_to: c.job.replyTo ?? null,
      actor_email: c.job.submission?.actorEmail ?? null,
      action: c.job.submission?.action ?? null,
      detail: c.detail,
      plans: c.plans.join(','),
      api_key_id: c.job.apiKeyId ?? null,
    }));
    // Named: each pool connection plans the statement once, not once per burst.
    // updated_at is written as now() like created_at (same transaction time): one timestamp to
    // read back per job, not two.
    const { rows } = await pool.query<{ id: string; created_ms: number }>({
      name: 'gaskiya-insert-uncounted-jobs',
      text: INSERT_UNCOUNTED,
      values: [JSON.stringify(batch)],
    });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return items.map((c) => {
      const row = byId.get(c.id);
      if (!row) return null;
      const createdAt = new Date(row.created_ms);
      return recordOf(c.id, c.job, createdAt, createdAt);
    });
  }, INTAKE_BATCHES);

  interface Arrival {
    id: string;
    arrival: ChatArrival;
  }
  const insertFromChat = createMicroBatch<
    Arrival,
    { claimed: boolean; workspaceId: string | null; createdAt: Date | null }
  >(async (items) => {
    const { rows } = await pool.query<{
      claimed: boolean;
      workspace_id: string | null;
      created_ms: number | null;
    }>({
      name: 'gaskiya-insert-jobs-from-chat',
      text: INSERT_FROM_CHAT,
      values: [
        JSON.stringify(
          items.map(({ id, arrival }, n) => ({
            n,
            id,
            platform: arrival.platform,
            event_key: arrival.eventKey,
            place: arrival.place,
            kind: arrival.kind,
            input: arrival.input,
            reply_to: arrival.replyTo,
            plans: arrival.uncountedPlans.join(','),
          })),
        ),
      ],
    });
    return items.map((_, n) => {
      const row = rows[n]!;
      return {
        claimed: row.claimed,
        workspaceId: row.workspace_id,
        createdAt: row.created_ms === null ? null : new Date(row.created_ms),
      };
    });
  }, INTAKE_BATCHES);

  /** A chat job's record as inserted (no creator: it came from a chat, not a member). */
  const chatRecord = (id: string, arrival: ChatArrival, workspaceId: string, createdAt: Date) =>
    recordOf(
      id,
      {
        workspaceId,
        kind: arrival.kind,
        input: arrival.input,
        createdById: null,
        replyTo: arrival.replyTo,
      },
      createdAt,
      createdAt,
    );

  async function createCountedOnce(
    candidate: Candidate,
    monthStart: Date,
    quota: QuotaRule,
  ): Promise<CreateJobOutcome> {
    const { id, job } = candidate;
    if (candidate.plans.length > 0) {
      const created = await insertUncounted.submit(candidate);
      if (created) return { created: true, job: created };
    }
    const limits = Object.fromEntries(PLANS.map((plan) => [plan, quota.limits(plan)]));
    const { rows } = await pool.query<CountedRow>(CREATE_COUNTED, [
      id,
      job.workspaceId,
      job.kind,
      job.input,
      job.createdById,
      job.replyTo ?? null,
      job.submission?.actorEmail ?? null,
      job.submission?.action ?? null,
      candidate.detail,
      monthStart,
      limits,
      job.apiKeyId ?? null,
    ]);
    const row = rows[0]!;
    switch (row.out_outcome) {
      case 'created':
        return { created: true, job: recordOf(id, job, row.out_created_at!, row.out_updated_at!) };
      case 'existing': {
        const existing = await findExisting(id);
        if (existing) return { created: true, job: existing };
        throw new Error(`job ${id} was reported as existing but cannot be read`);
      }
      case 'missing':
        return { created: false, refusal: 'workspace', message: 'The workspace no longer exists.' };
      case 'credential':
        return {
          created: false,
          refusal: 'credential',
          message: 'The API key or session token is wrong, revoked or expired.',
        };
      case 'refused': {
        const counts = { total: row.out_total, byTool: { [job.kind]: row.out_tool_uses } };
        const decision = quota.decide(row.out_plan!, counts);
        // The SQL compared the same limits; a policy that disagrees is a bug, not an admission.
        return {
          created: false,
          refusal: 'quota',
          message: decision.allowed ? 'The monthly quota is used up.' : decision.message,
        };
      }
    }
  }

  /** One key once per burst: a second delivery of a message in the same burst lost the claim. */
  const inFlightKeys = new Set<string>();

  return {
    async createFromChat(arrival: ChatArrival): Promise<ChatArrivalOutcome> {
      const key = `${arrival.platform}\u0000${arrival.eventKey}`;
      if (inFlightKeys.has(key)) return { claimed: false };
      inFlightKeys.add(key);
      const id = randomUUID();
      try {
        // Retried with the same id after a lost connection, as create() below: a first attempt
        // that committed holds the claim, and its job is found by its id.
        for (let attempt = 1; ; attempt++) {
          try {
            const row = await insertFromChat.submit({ id, arrival });
            if (row.claimed) {
              const job =
                row.workspaceId && row.createdAt
                  ? chatRecord(id, arrival, row.workspaceId, row.createdAt)
                  : null;
              return { claimed: true, workspaceId: row.workspaceId, job };
            }
            if (attempt === 1) return { claimed: false };
            const existing = await findExisting(id);
            return existing
              ? { claimed: true, workspaceId: existing.workspaceId, job: existing }
              : { claimed: false };
          } catch (error) {
            if (!isConnectionError(error)) throw error;
            if (attempt >= 3)
              throw new AppError('unavailable', 'The database is unavailable; try again shortly.', {
                cause: error,
              });
          }
        }
      } finally {
        inFlightKeys.delete(key);
      }
    },

    async create(job: NewJob, monthStart: Date, quota: QuotaRule): Promise<CreateJobOutcome> {
      const id = randomUUID();
      const candidate: Candidate = {
        id,
        job,
        detail: { job_id: id, ...job.submission?.detail },
        plans: PLANS.filter((plan) => {
          const limits = quota.limits(plan);
          return limits.monthly === null && limits.tool === null;
        }),
      };
      // A connection that dies under us (database restart, terminated backends) is retried with
      // the same id: both writes are idempotent, so a first attempt that did commit is found, not
      // doubled. Only a failure past the retries reaches the client, as a 503.
      for (let attempt = 1; ; attempt++) {
        try {
          return await createCountedOnce(candidate, monthStart, quota);
        } catch (error) {
          if (!isConnectionError(error)) throw error;
          if (attempt >= 3)
            throw new AppError('unavailable', 'The database is unavailable; try again shortly.', {
              cause: error,
            });
        }
      }
    },
  };
}

export type JobIntake = ReturnType<typeof createJobIntake>;
