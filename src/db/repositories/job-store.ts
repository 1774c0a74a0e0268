import type { JobError, JobKind, JobRecord } from '../../core/jobs/job.js';
import type { JobStore } from '../../core/jobs/ports.js';
import { monthlyLimit, type MonthCounts, type Plan } from '../../core/usage/quota-policy.js';
import type { Job } from '../generated/client.js';
import type pg from 'pg';
import { isUuid, pgPoolOf, type Db, type Prisma } from '../prisma.js';

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

const INSERT_JOB = `
  INSERT INTO job (id, workspace_id, kind, input, created_by_id, reply_to, updated_at)
  VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, now())
  RETURNING *`;

/** A job row as node-postgres returns it (snake_case columns, jsonb parsed). */
interface JobRow {
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

const fromJobRow = (row: JobRow): JobRecord => ({
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
  return {
    // Every accepted request runs this, so it speaks SQL on the pool directly (see pgPoolOf).
    async createCounted(job, monthStart, decide) {
      const values = [job.workspaceId, job.kind, job.input, job.createdById, job.replyTo ?? null];
      const plans = await pool.query<{ plan: Plan }>('SELECT plan FROM workspace WHERE id = $1', [
        job.workspaceId,
      ]);
      const current = plans.rows[0]?.plan;
      if (!current) return { created: false as const, message: 'The workspace no longer exists.' };
      // A plan with no monthly limit needs no counting, hence no lock: the fast path.
      if (monthlyLimit(current) === null && decide(current, { total: 0, byTool: {} }).allowed) {
        const { rows } = await pool.query<JobRow>(INSERT_JOB, values);
        return { created: true as const, job: fromJobRow(rows[0]!) };
      }
      const client = await pool.connect();
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
        const counts =
          monthlyLimit(plan) === null
            ? { total: 0, byTool: {} }
            : await countUses(client, job.workspaceId, monthStart);
        const decision = decide(plan, counts);
        if (!decision.allowed) {
          await client.query('ROLLBACK');
          return { created: false as const, message: decision.message };
        }
        const { rows } = await client.query<JobRow>(INSERT_JOB, values);
        await client.query('COMMIT');
        return { created: true as const, job: fromJobRow(rows[0]!) };
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
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
      const rows = await db.job.updateManyAndReturn({
        where: { id: jobId, state: 'running' },
        data: { state: 'done', result: result as Prisma.InputJsonObject, finishedAt: new Date() },
      });
      return rows[0] ? toJobRecord(rows[0]) : null;
    },

    async fail(jobId, error, opts = {}) {
      const rows = await db.job.updateManyAndReturn({
        where: { id: jobId, state: 'running' },
        data: {
          state: 'failed',
          error: { ...error },
          finishedAt: new Date(),
          ...(opts.uncount ? { counted: false } : {}),
        },
      });
      return rows[0] ? toJobRecord(rows[0]) : null;
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
