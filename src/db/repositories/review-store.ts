import type { Verdict } from '../../core/check/check-result.js';
import type { ReviewItem, ReviewStore } from '../../core/review/ports.js';
import type { ReviewItem as Row } from '../generated/client.js';
import { isUuid, Prisma, TX_OPTIONS, type Db } from '../prisma.js';

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

type ClaimJson = { id?: unknown; verdict?: unknown; review?: unknown };

/** The job result with one claim decided (and the top-level verdict when it is the top claim). */
function patchResult(result: Record<string, unknown>, item: Row): Record<string, unknown> {
  const claims = Array.isArray(result.claims) ? (result.claims as ClaimJson[]) : [];
  const review = {
    status: 'decided',
    verdict: item.verdict,
    decided_by: item.decidedByName,
    decided_at: item.decidedAt?.toISOString(),
  };
  const patched = claims.map((c) => (c.id === item.claimId ? { ...c, verdict: item.verdict, review } : c));
  const top = patched[0]?.id === item.claimId ? { verdict: item.verdict } : {};
  return { ...result, ...top, claims: patched };
}

export function createReviewStore(db: Db): ReviewStore {
  return {
    async addPending(items) {
      await db.reviewItem.createMany({ data: items, skipDuplicates: true });
    },

    async listPending(workspaceId) {
      const rows = await db.reviewItem.findMany({
        where: { workspaceId, status: 'pending' },
        orderBy: [{ createdAt: 'asc' }, { claimId: 'asc' }],
        take: 500,
      });
      return rows.map(toItem);
    },

    async pendingForJob(jobId) {
      if (!isUuid(jobId)) return [];
      const rows = await db.reviewItem.findMany({ where: { jobId, status: 'pending' }, orderBy: { claimId: 'asc' } });
      return rows.map(toItem);
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
          const existing = await tx.reviewItem.findFirst({ where: { id: d.itemId, workspaceId: d.workspaceId } });
          return existing ? { outcome: 'already_decided' as const, item: toItem(existing) } : { outcome: 'not_found' as const };
        }
        // Lock the job row: two claims of one job decided at once must not lose each other's edit.
        const jobs = await tx.$queryRaw<Array<{ result: Record<string, unknown> | null; reply_to: string | null }>>`
          SELECT result, reply_to FROM job WHERE id = ${item.jobId}::uuid FOR UPDATE`;
        const job = jobs[0];
        if (job?.result) {
          await tx.job.update({
            where: { id: item.jobId },
            data: { result: patchResult(job.result, item) as Prisma.InputJsonObject },
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
