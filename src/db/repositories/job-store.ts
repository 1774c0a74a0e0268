import type { JobError, JobKind, JobRecord } from '../../core/jobs/job.js';
import type { JobStore } from '../../core/jobs/ports.js';
import { monthlyLimit, type MonthCounts, type Plan } from '../../core/usage/quota-policy.js';
import type { Job } from '../generated/client.js';
import { isUuid, TX_OPTIONS, type Db, type Prisma } from '../prisma.js';

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

type Tx = Prisma.TransactionClient;

/** Counted uses this month, in total and per kind. Runs inside the locked transaction. */
export async function countUsesSince(tx: Tx | Db, workspaceId: string, since: Date): Promise<MonthCounts> {
  const rows = await tx.job.groupBy({
    by: ['kind'],
    where: { workspaceId, counted: true, createdAt: { gte: since } },
    _count: { _all: true },
  });
  const byTool: MonthCounts['byTool'] = {};
  let total = 0;
  for (const row of rows) {
    byTool[row.kind as JobKind] = row._count._all;
    total += row._count._all;
  }
  return { total, byTool };
}

export function createJobStore(db: Db): JobStore {
  return {
    async createCounted(job, monthStart, decide) {
      const data = {
        workspaceId: job.workspaceId,
        kind: job.kind,
        input: job.input as Prisma.InputJsonObject,
        createdById: job.createdById,
        replyTo: job.replyTo ?? null,
      };
      const current = await db.workspace.findUnique({ where: { id: job.workspaceId }, select: { plan: true } });
      if (!current) return { created: false as const, message: 'The workspace no longer exists.' };
      // A plan with no monthly limit needs no counting, hence no lock: the fast path.
      if (monthlyLimit(current.plan) === null && decide(current.plan, { total: 0, byTool: {} }).allowed) {
        return { created: true as const, job: toJobRecord(await db.job.create({ data })) };
      }
      return db.$transaction(async (tx) => {
        // The row lock serialises quota decisions per workspace: 200 concurrent requests against
        // 100 remaining uses admit exactly 100, and other workspaces are not slowed down.
        const locked = await tx.$queryRaw<Array<{ plan: Plan }>>`
          SELECT plan FROM workspace WHERE id = ${job.workspaceId}::uuid FOR UPDATE`;
        const plan = locked[0]?.plan;
        if (!plan) return { created: false as const, message: 'The workspace no longer exists.' };
        const counts =
          monthlyLimit(plan) === null ? { total: 0, byTool: {} } : await countUsesSince(tx, job.workspaceId, monthStart);
        const decision = decide(plan, counts);
        if (!decision.allowed) return { created: false as const, message: decision.message };
        return { created: true as const, job: toJobRecord(await tx.job.create({ data })) };
      }, TX_OPTIONS);
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
      await db.job.updateMany({ where: { id: { in: jobIds }, state: 'running' }, data: { updatedAt: new Date() } });
    },
  };
}
