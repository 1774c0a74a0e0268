import type { Verdict } from '../../core/check/check-result.js';
import { applyDecisionToResult, type DecisionOnClaim } from '../../core/review/apply-decision.js';
import { TRANSCRIPT_ITEM } from '../../core/media/media-kinds.js';
import type { Decision, ReviewItem, ReviewStore } from '../../core/review/ports.js';
import { recordGroupDecision } from './group-decision-sql.js';
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

/** Sample wordings an item shows. */
const SAMPLES = 5;

/** Each item's claim group: how many asked, where, when, in which words (api.md "Grouped tips"). */
async function withGroups(db: Db, items: ReviewItem[]): Promise<ReviewItem[]> {
  if (items.length === 0) return items;
  const rows = await db.$queryRaw<
    Array<{
      id: string;
      item_id: string;
      askers: number;
      platforms: string[];
      first: Date;
      last: Date;
      samples: string[];
    }>
  >`
    SELECT g.id, g.review_item_id AS item_id,
           count(*) FILTER (WHERE NOT a.suggested)::int AS askers,
           array_agg(DISTINCT a.platform) FILTER (WHERE NOT a.suggested) AS platforms,
           min(a.created_at) AS first, max(a.created_at) AS last,
           (array_agg(DISTINCT a.text) FILTER (WHERE NOT a.suggested))[1:${SAMPLES}] AS samples
    FROM claim_group g JOIN claim_ask a ON a.group_id = g.id
    WHERE g.review_item_id = ANY(${items.map((i) => i.id)}::uuid[])
    GROUP BY g.id`;
  const suggestions = await db.claimAsk.findMany({
    where: { groupId: { in: rows.map((r) => r.id) }, suggested: true },
    orderBy: { createdAt: 'asc' },
    take: 200,
  });
  const byItem = new Map(rows.map((r) => [r.item_id, r]));
  return items.map((item) => {
    const g = byItem.get(item.id);
    if (!g) return { ...item, group: null };
    return {
      ...item,
      group: {
        id: g.id,
        askers: g.askers,
        platforms: g.platforms ?? [],
        firstAskedAt: g.first,
        lastAskedAt: g.last,
        sampleTexts: g.samples ?? [],
        suggestions: suggestions
          .filter((a) => a.groupId === g.id)
          .map((a) => ({
            id: a.id,
            text: a.text,
            platform: a.platform,
            askedAt: a.createdAt,
            similarity: a.similarity,
          })),
      },
    };
  });
}

/** Items that ask for a transcript carry their media (api.md "Media"); others carry none. */
async function withMedia(db: Db, rows: Row[]): Promise<ReviewItem[]> {
  const items = await withGroups(db, rows.map(toItem));
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

/**
 * A new decision on a decided item: the item takes it, its group records it as the next decision
 * (every asker hears it as a correction), and the activity log says so.
 */
/** The activity row of an editor's decision or correction: who, when, what, on which claim. */
async function logDecision(
  tx: Prisma.TransactionClient,
  d: Decision,
  item: Row,
  action: 'review.decided' | 'review.corrected',
  extra: Record<string, unknown>,
) {
  const actor = d.editor.id
    ? await tx.user.findFirst({ where: { id: d.editor.id }, select: { id: true, email: true } })
    : null;
  await tx.activity.create({
    data: {
      workspaceId: d.workspaceId,
      actorId: actor?.id ?? null,
      actorEmail: actor?.email ?? null,
      action,
      detail: {
        item_id: item.id,
        job_id: item.jobId,
        claim_id: item.claimId,
        verdict: d.verdict,
        ...extra,
        editor: d.editor.name,
        decided_at: d.at.toISOString(),
        ...(d.note ? { note: d.note } : {}),
      } as Prisma.InputJsonObject,
    },
  });
}

async function correct(tx: Prisma.TransactionClient, d: Decision, publicUrl: string | undefined) {
  const item = await tx.reviewItem.update({
    where: { id: d.itemId },
    data: {
      verdict: d.verdict,
      note: d.note,
      decidedById: d.editor.id,
      decidedByName: d.editor.name,
      decidedAt: d.at,
    },
  });
  const group = await recordGroupDecision(tx, d, publicUrl);
  await logDecision(
    tx,
    d,
    item,
    'review.corrected',
    group ? { group_id: group.groupId, decision: group.seq } : {},
  );
  {
    // The item's own job takes the correction now; the group's fan-out does every other asker's.
    const jobs = await tx.$queryRaw<Array<{ kind: string; result: Record<string, unknown> | null }>>`
      SELECT kind, result FROM job WHERE id = ${item.jobId}::uuid FOR UPDATE`;
    const job = jobs[0];
    if (job?.result)
      await tx.job.update({
        where: { id: item.jobId },
        data: {
          result: applyDecisionToResult(job.kind, job.result, decisionOf(item)) as Prisma.InputJsonObject,
        },
      });
  }
  return { outcome: 'corrected' as const, item: toItem(item), group };
}

export function createReviewStore(db: Db, opts: { publicUrl?: string | undefined } = {}): ReviewStore {
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
      const outcome = await decideInTransaction(d);
      if (outcome.outcome === 'not_found') return outcome;
      const [item] = await withGroups(db, [outcome.item]);
      return { ...outcome, item: item ?? outcome.item };
    },
  };

  function decideInTransaction(d: Decision) {
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
        if (!existing) return { outcome: 'not_found' as const };
        if (!d.correction) return { outcome: 'already_decided' as const, item: toItem(existing) };
        return correct(tx, d, opts.publicUrl);
      }
      const group = await recordGroupDecision(tx, d, opts.publicUrl);
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
      await logDecision(tx, d, item, 'review.decided', { engine_verdict: item.engineVerdict });
      return { outcome: 'decided' as const, item: toItem(item), replyTo: job?.reply_to ?? null, group };
    }, TX_OPTIONS);
  }
}
