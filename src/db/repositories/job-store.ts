import { randomUUID } from 'node:crypto';
import { AppError } from '../../core/errors/app-error.js';
import type { JobError, JobKind, JobRecord } from '../../core/jobs/job.js';
import type { CreateJobOutcome, JobStore, NewJob } from '../../core/jobs/ports.js';
import { monthlyLimit, type MonthCounts, type Plan } from '../../core/usage/quota-policy.js';
import type { Job } from '../generated/client.js';
import type pg from 'pg';
import { isUuid, pgPoolOf, type Db, type Prisma } from '../prisma.js';
import { isConnectionError } from '../transient-errors.js';

export function toJobRecord(row: Job): JobRecord {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    kind: row.kind as JobKind,
    state: row.state,
    input: row.input as Record<string, unknown>,
    result: (row.result as Record<string, unknown> | null) ?? null,
    error: (row.error as JobError | null) ?? null,
    attempts: row.attempts,
    createdById: row.createdById,
    replyTo: row.replyTo,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/**
 * The job and its `*.submitted` activity entry in one statement: one round trip, and never one
 * without the other. The id is made here (not by the database) so that a retry after a lost
 * connection can tell whether the first attempt committed (ON CONFLICT finds it).
 */
const INSERT_JOB = `
  WITH inserted AS (
    INSERT INTO job (id, workspace_id, kind, input, created_by_id, reply_to, updated_at)
    SELECT $1::uuid, $2::uuid, $3::text, $4::jsonb, $5::uuid, $6::text, now()
    WHERE EXISTS (SELECT 1 FROM workspace WHERE id = $2 AND plan::text = ANY($10::text[]))
    ON CONFLICT (id) DO NOTHING
    RETURNING *
  ), noted AS (
    INSERT INTO activity (workspace_id, actor_id, actor_email, action, detail)
    SELECT workspace_id, created_by_id, $7, $8, $9 FROM inserted WHERE $8::text IS NOT NULL
  )
  SELECT * FROM inserted`;

/** Plans with no monthly limit: their jobs need no counting, hence no lock. */
const UNLIMITED_PLANS = (['free', 'premium'] as Plan[]).filter((plan) => monthlyLimit(plan) === null);

/** Finishing a job also writes its outbox row (see outbox.prisma), in the same statement. */
const FINISH_JOB = `
  WITH finished AS (
    UPDATE job SET state = $2::"JobState", result = $3, error = $4, finished_at = now(), updated_at = now(),
      counted = counted AND NOT $5::boolean
    WHERE id = $1 AND state = 'running'
    RETURNING *
  ), noted AS (
    INSERT INTO job_outbox (job_id, available_at)
    SELECT id, now() + make_interval(secs => $6) FROM finished WHERE $7::boolean
    ON CONFLICT (job_id) DO NOTHING
  )
  SELECT * FROM finished`;

/** How long the finishing process has to run the listeners itself before a sweeper may. */
const OUTBOX_GRACE_SECONDS = 10;
/** How long a sweeper that took an outbox row holds it before another may retry it. */
const OUTBOX_LEASE_SECONDS = 60;

/** A job row as node-postgres returns it (snake_case columns, jsonb parsed). */
export interface JobRow {
  id: string;
  workspace_id: string;
  kind: string;
  state: JobRecord['state'];
  input: Record<string, unknown>;
  result: Record<string, unknown> | null;
  error: JobError | null;
  attempts: number;
  created_by_id: string | null;
  reply_to: string | null;
  created_at: Date;
  updated_at: Date;
}

export const fromJobRow = (row: JobRow): JobRecord => ({
  id: row.id,
  workspaceId: row.workspace_id,
  kind: row.kind as JobKind,
  state: row.state,
  input: row.input,
  result: row.result,
  error: row.error,
  attempts: row.attempts,
  createdById: row.created_by_id,
  replyTo: row.reply_to,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** Counted uses since `since`, in total and per kind (inside the locked transaction, or not). */
export async function countUses(
  client: pg.Pool | pg.PoolClient,
  workspaceId: string,
  since: Date,
): Promise<MonthCounts> {
  const { rows } = await client.query<{ kind: JobKind; n: number }>(
    'SELECT kind, count(*)::int AS n FROM job WHERE workspace_id = $1 AND counted AND created_at >= $2 GROUP BY kind',
    [workspaceId, since],
  );
  return {
    total: rows.reduce((sum, row) => sum + row.n, 0),
    byTool: Object.fromEntries(rows.map((row) => [row.kind, row.n])),
  };
}

export function createJobStore(db: Db): JobStore {
  const pool = pgPoolOf(db);

  async function existing(client: pg.Pool | pg.PoolClient, id: string) {
    const { rows } = await client.query<JobRow>('SELECT * FROM job WHERE id = $1', [id]);
    return rows[0] ? { created: true as const, job: fromJobRow(rows[0]) } : null;
  }

  async function createOnce(
    job: NewJob,
    values: unknown[],
    monthStart: Date,
    decide: Parameters<JobStore['createCounted']>[2],
    retry: boolean,
  ): Promise<CreateJobOutcome> {
    const id = values[0] as string;
    // The fast path, one statement: the insert happens only if the workspace's plan has no
    // monthly limit (nothing to count, no lock). Otherwise nothing is written and the counted
    // path below decides.
    const uncounted = UNLIMITED_PLANS.filter((plan) => decide(plan, { total: 0, byTool: {} }).allowed);
    if (uncounted.length > 0) {
      const { rows } = await pool.query<JobRow>(INSERT_JOB, [...values, uncounted]);
      if (rows[0]) return { created: true as const, job: fromJobRow(rows[0]) };
      const already = retry ? await existing(pool, id) : null;
      if (already) return already;
    }
    const client = await pool.connect();
    let releaseWith: Error | undefined;
    try {
      await client.query('BEGIN');
      // The row lock serialises quota decisions per workspace: 200 concurrent requests against
      // 100 remaining uses admit exactly 100, and other workspaces are not slowed down. The
      // count runs after the lock is held, so it sees every use committed before.
      const locked = await client.query<{ plan: Plan }>(
        'SELECT plan FROM workspace WHERE id = $1 FOR UPDATE',
        [job.workspaceId],
      );
      const plan = locked.rows[0]?.plan;
      if (!plan) {
        await client.query('ROLLBACK');
        return { created: false as const, message: 'The workspace no longer exists.' };
      }
      // A retry whose first attempt committed before the connection died: that job is the answer.
      const already = retry ? await existing(client, id) : null;
      if (already) {
        await client.query('ROLLBACK');
        return already;
      }
      const counts =
        monthlyLimit(plan) === null
          ? { total: 0, byTool: {} }
          : await countUses(client, job.workspaceId, monthStart);
      const decision = decide(plan, counts);
      if (!decision.allowed) {
        await client.query('ROLLBACK');
        return { created: false as const, message: decision.message };
      }
      const { rows } = await client.query<JobRow>(INSERT_JOB, [...values, [plan]]);
      await client.query('COMMIT');
      return { created: true as const, job: fromJobRow(rows[0]!) };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      // A client whose connection died must not go back to the pool.
      if (isConnectionError(error)) releaseWith = error as Error;
      throw error;
    } finally {
      client.release(releaseWith);
    }
  }

  async function finish(
    jobId: string,
    state: 'done' | 'failed',
    result: Record<string, unknown> | null,
    error: JobError | null,
    opts: { uncount?: boolean } = {},
  ) {
    // A job refused before it started (the queue was down) announces nothing: the caller was told.
    const announce = !opts.uncount;
    const { rows } = await pool.query<JobRow>(FINISH_JOB, [
      jobId,
      state,
      result,
      error,
      Boolean(opts.uncount),
      OUTBOX_GRACE_SECONDS,
      announce,
    ]);
    return rows[0] ? fromJobRow(rows[0]) : null;
  }

  return {
    // Every accepted request runs this, so it speaks SQL on the pool directly (see pgPoolOf).
    async createCounted(job, monthStart, decide) {
      const id = randomUUID();
      const values = [
        id,
        job.workspaceId,
        job.kind,
        job.input,
        job.createdById,
        job.replyTo ?? null,
        job.submission?.actorEmail ?? null,
        job.submission?.action ?? null,
        { job_id: id, ...job.submission?.detail },
      ];
      // A connection that dies under us (database restart, terminated backends) is retried with
      // the same id: the insert is idempotent, so a first attempt that did commit is found, not
      // doubled. Only a failure past the retries reaches the client, as a 503.
      for (let attempt = 1; ; attempt++) {
        try {
          return await createOnce(job, values, monthStart, decide, attempt > 1);
        } catch (error) {
          if (!isConnectionError(error)) throw error;
          if (attempt >= 3)
            throw new AppError('unavailable', 'The database is unavailable; try again shortly.', {
              cause: error,
            });
        }
      }
    },

    async find(workspaceId, jobId) {
      if (!isUuid(jobId)) return null;
      const row = await db.job.findFirst({ where: { id: jobId, workspaceId } });
      return row ? toJobRecord(row) : null;
    },

    async findById(jobId) {
      if (!isUuid(jobId)) return null;
      const row = await db.job.findUnique({ where: { id: jobId } });
      return row ? toJobRecord(row) : null;
    },

    async beginAttempt(jobId) {
      const rows = await db.job.updateManyAndReturn({
        where: { id: jobId, state: 'running' },
        data: { attempts: { increment: 1 } },
      });
      return rows[0] ? toJobRecord(rows[0]) : null;
    },

    async complete(jobId, result) {
      return finish(jobId, 'done', result, null);
    },

    async fail(jobId, error, opts = {}) {
      return finish(jobId, 'failed', null, { ...error }, opts);
    },

    async takeDueNotices(limit) {
      // A lease, not a delete: a sweeper that dies mid-way leaves the rows for the next one.
      const { rows } = await pool.query<{ job_id: string }>(
        `UPDATE job_outbox SET available_at = now() + make_interval(secs => $2), attempts = attempts + 1
         WHERE job_id IN (
           SELECT job_id FROM job_outbox WHERE available_at <= now()
           ORDER BY available_at LIMIT $1 FOR UPDATE SKIP LOCKED)
         RETURNING job_id`,
        [limit, OUTBOX_LEASE_SECONDS],
      );
      return rows.map((row) => row.job_id);
    },

    async clearNotice(jobId) {
      await pool.query('DELETE FROM job_outbox WHERE job_id = $1', [jobId]);
    },

    async replaceResult(jobId, result) {
      await db.job.update({ where: { id: jobId }, data: { result: result as Prisma.InputJsonObject } });
    },

    async findStale(before, limit) {
      const rows = await db.job.findMany({
        where: { state: 'running', updatedAt: { lt: before } },
        orderBy: { updatedAt: 'asc' },
        take: limit,
        select: { id: true, kind: true },
      });
      return rows.map((row) => ({ id: row.id, kind: row.kind as JobKind }));
    },

    async touch(jobIds) {
      if (jobIds.length === 0) return;
      await db.job.updateMany({
        where: { id: { in: jobIds }, state: 'running' },
        data: { updatedAt: new Date() },
      });
    },
  };
}
