import type { Verdict } from '../../core/check/check-result.js';
import { applyDecisionToResult, type DecisionOnClaim } from '../../core/review/apply-decision.js';
import { TRANSCRIPT_ITEM } from '../../core/media/media-kinds.js';
import type { ReviewItem, ReviewStore } from '../../core/review/ports.js';
import type { ReviewItem as Row } from '../generated/client.js';
import type { Prisma } from '../prisma.js';
import { isUuid, TX_OPTIONS, type Db } from '../prisma.js';

const toItem = (row: Row): ReviewItem => ({
  id: row.id,
  workspaceId: row.workspaceId,
  jobId: row.jobId,
  claimId: row.claimId,
  claimText: row.claimText,
  engineVerdict: row.engineVerdict,
  confidence: row.confidence,
  status: row.status,
  verdict: (row.verdict as Verdict | null) ?? null,
  note: row.note,
  decidedBy: row.decidedByName,
  decidedAt: row.decidedAt,
  createdAt: row.createdAt,
});

const decisionOf = (item: Row): DecisionOnClaim => ({
  claimId: item.claimId,
  verdict: item.verdict as Verdict,
  decidedBy: item.decidedByName,
  decidedAt: item.decidedAt,
});

/** Items that ask for a transcript carry their media (api.md "Media"); others carry none. */
async function withMedia(db: Db, rows: Row[]): Promise<ReviewItem[]> {
  const items = rows.map(toItem);
  const jobIds = rows.filter((r) => r.claimId === TRANSCRIPT_ITEM).map((r) => r.jobId);
  if (jobIds.length === 0) return items;
  const files = await db.mediaFile.findMany({
    where: { jobId: { in: jobIds } },
    select: { id: true, jobId: true, kind: true, mediaType: true, durationS: true, caption: true },
  });
  const byJob = new Map(files.map((f) => [f.jobId, f]));
  return items.map((item) => {
    const file = item.claimId === TRANSCRIPT_ITEM ? byJob.get(item.jobId) : undefined;
    return file
      ? {
          ...item,
          media: {
            id: file.id,
            kind: file.kind,
            mediaType: file.mediaType,
            durationS: file.durationS,
            caption: file.caption,
          },
        }
      : item;
  });
}

export function createReviewStore(db: Db): ReviewStore {
  return {
    async reapplyDecisions(jobId) {
      if (!isUuid(jobId)) return 0;
      return db.$transaction(async (tx) => {
        const decided = await tx.reviewItem.findMany({
          where: { jobId, status: 'decided' },
          orderBy: { decidedAt: 'asc' },
        });
        if (decided.length === 0) return 0;
        const jobs = await tx.$queryRaw<Array<{ kind: string; result: Record<string, unknown> | null }>>`
          SELECT kind, result FROM job WHERE id = ${jobId}::uuid FOR UPDATE`;
        const job = jobs[0];
        if (!job?.result) return 0;
        const result = decided.reduce(
          (acc, item) => applyDecisionToResult(job.kind, acc, decisionOf(item)),
          job.result,
        );
        await tx.job.update({ where: { id: jobId }, data: { result: result as Prisma.InputJsonObject } });
        return decided.length;
      }, TX_OPTIONS);
    },

    async addPending(items) {
      await db.reviewItem.createMany({ data: items, skipDuplicates: true });
    },

    async listPending(workspaceId) {
      const rows = await db.reviewItem.findMany({
        where: { workspaceId, status: 'pending' },
        orderBy: [{ createdAt: 'asc' }, { claimId: 'asc' }],
        take: 500,
      });
      return withMedia(db, rows);
    },

    async pendingForJob(jobId) {
      if (!isUuid(jobId)) return [];
      const rows = await db.reviewItem.findMany({
        where: { jobId, status: 'pending' },
        orderBy: { claimId: 'asc' },
      });
      return withMedia(db, rows);
    },

    async decide(d) {
      if (!isUuid(d.itemId)) return { outcome: 'not_found' };
      return db.$transaction(async (tx) => {
        const decided = await tx.reviewItem.updateManyAndReturn({
          where: { id: d.itemId, workspaceId: d.workspaceId, status: 'pending' },
          data: {
            status: 'decided',
            verdict: d.verdict,
            note: d.note,
            decidedById: d.editor.id,
            decidedByName: d.editor.name,
            decidedAt: d.at,
          },
        });
        const item = decided[0];
        if (!item) {
          const existing = await tx.reviewItem.findFirst({
            where: { id: d.itemId, workspaceId: d.workspaceId },
          });
          return existing
            ? { outcome: 'already_decided' as const, item: toItem(existing) }
            : { outcome: 'not_found' as const };
        }
        // Lock the job row: two claims of one job decided at once must not lose each other's edit.
        const jobs = await tx.$queryRaw<
          Array<{ kind: string; result: Record<string, unknown> | null; reply_to: string | null }>
        >`
          SELECT kind, result, reply_to FROM job WHERE id = ${item.jobId}::uuid FOR UPDATE`;
        const job = jobs[0];
        if (job?.result) {
          await tx.job.update({
            where: { id: item.jobId },
            data: {
              result: applyDecisionToResult(job.kind, job.result, decisionOf(item)) as Prisma.InputJsonObject,
            },
          });
        }
        const actor = d.editor.id
          ? await tx.user.findFirst({ where: { id: d.editor.id }, select: { id: true, email: true } })
          : null;
        await tx.activity.create({
          data: {
            workspaceId: d.workspaceId,
            actorId: actor?.id ?? null,
            actorEmail: actor?.email ?? null,
            action: 'review.decided',
            detail: {
              item_id: item.id,
              job_id: item.jobId,
              claim_id: item.claimId,
              verdict: d.verdict,
              engine_verdict: item.engineVerdict,
              editor: d.editor.name,
              decided_at: d.at.toISOString(),
              ...(d.note ? { note: d.note } : {}),
            },
          },
        });
        return { outcome: 'decided' as const, item: toItem(item), replyTo: job?.reply_to ?? null };
      }, TX_OPTIONS);
    },
  };
}
