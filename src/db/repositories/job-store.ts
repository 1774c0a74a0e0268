import type { JobError, JobKind, JobRecord } from '../../core/jobs/job.js';
import type { JobStore } from '../../core/jobs/ports.js';
import type { MonthCounts } from '../../core/usage/quota-policy.js';
import type { Job } from '../generated/client.js';
import type pg from 'pg';
import { isUuid, pgPoolOf, type Db, type Prisma } from '../prisma.js';
import { createJobIntake } from './job-intake.js';

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
  const intake = createJobIntake(pool, async (id) => {
    const { rows } = await pool.query<JobRow>('SELECT * FROM job WHERE id = $1', [id]);
    return rows[0] ? fromJobRow(rows[0]) : null;
  });

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
    createCounted: (job, monthStart, quota) => intake.create(job, monthStart, quota),
    createFromChat: (arrival) => intake.createFromChat(arrival),

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
      // On the pool directly: every check's first statement after its insert (see pgPoolOf).
      // updated_at as Prisma's @updatedAt would write it: the sweeper reads a job as lost by it.
      const { rows } = await pool.query<JobRow>({
        name: 'gaskiya-begin-attempt',
        text: `UPDATE job SET attempts = attempts + 1, updated_at = now() WHERE id = $1 AND state = 'running' RETURNING *`,
        values: [jobId],
      });
      return rows[0] ? fromJobRow(rows[0]) : null;
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
