import { randomUUID } from 'node:crypto';
import type { Verdict } from '../../core/check/check-result.js';
import type { ClaimGroup, GroupingStore } from '../../core/grouping/ports.js';
import { applyDecisionToResult } from '../../core/review/apply-decision.js';
import type { ClaimGroup as GroupRow } from '../generated/client.js';
import { isUuid, TX_OPTIONS, type Db } from '../prisma.js';

/** Candidate wordings the matcher compares a new claim with (best full-text rank first). */
const CANDIDATES = 200;

export const toGroup = (row: GroupRow): ClaimGroup => ({
  id: row.id,
  workspaceId: row.workspaceId,
  text: row.text,
  status: row.status === 'decided' ? 'decided' : 'open',
  verdict: (row.verdict as Verdict | null) ?? null,
  writeUp: row.writeUp,
  decidedBy: row.decidedByName,
  decidedAt: row.decidedAt,
  reviewItemId: row.reviewItemId,
  createdAt: row.createdAt,
});

export function createGroupingStore(db: Db): GroupingStore {
  return {
    async assign(ask, choose) {
      return db.$transaction(async (tx) => {
        // One grouping at a time per workspace: the second of two paraphrases sees the first.
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`claim-group:${ask.workspaceId}`}, 0))`;
        const existing = await tx.claimAsk.findUnique({
          where: { jobId_claimId: { jobId: ask.jobId, claimId: ask.claimId } },
        });
        if (existing) {
          const group = await tx.claimGroup.findUniqueOrThrow({ where: { id: existing.groupId } });
          return {
            group: toGroup(group),
            factCheckUrl:
              (await tx.document.findUnique({ where: { groupId: group.id }, select: { url: true } }))?.url ??
              null,
            askId: existing.id,
            similarity: existing.similarity,
            strength: existing.suggested ? ('middling' as const) : ('strong' as const),
            suggested: existing.suggested,
          };
        }
        const rows = await tx.$queryRaw<
          Array<{ group_id: string; text: string; language: string; status: string }>
        >`
          WITH q AS (
            SELECT array_to_string(array(
              SELECT quote_literal(l) FROM unnest(tsvector_to_array(to_tsvector('english', ${ask.englishText}))) l
            ), ' | ') AS s)
          SELECT * FROM (
            SELECT DISTINCT ON (a.group_id, a.english_text) a.group_id, a.text, a.language, g.status,
                   ts_rank(a.search, q.s::tsquery) AS rank
            FROM q, claim_ask a JOIN claim_group g ON g.id = a.group_id
            WHERE q.s <> '' AND a.workspace_id = ${ask.workspaceId}::uuid AND NOT a.suggested
              AND a.search @@ q.s::tsquery
            ORDER BY a.group_id, a.english_text) c
          ORDER BY rank DESC
          LIMIT ${CANDIDATES}`;
        const choice = choose(
          rows.map((r) => ({
            groupId: r.group_id,
            text: r.text,
            language: r.language,
            decided: r.status === 'decided',
          })),
        );
        let group: GroupRow;
        if (choice.groupId) {
          group = await tx.claimGroup.findUniqueOrThrow({ where: { id: choice.groupId } });
        } else {
          group = await tx.claimGroup.create({
            data: {
              workspaceId: ask.workspaceId,
              text: ask.text,
              englishText: ask.englishText,
              language: ask.language,
            },
          });
        }
        const askId = randomUUID();
        const suggested = choice.groupId !== null && choice.strength === 'middling';
        // A sure repeat of a decided claim is answered at once with the newsroom's verdict.
        const fromNewsroom = group.status === 'decided' && choice.strength === 'strong' && group.verdict;
        const answeredAt = fromNewsroom ? new Date() : ask.answeredAt;
        const verdict = fromNewsroom ? (group.verdict ?? ask.verdict) : ask.verdict;
        const similarity = choice.groupId ? choice.similarity : 1;
        await tx.$executeRaw`
          INSERT INTO claim_ask (id, group_id, workspace_id, job_id, claim_id, text, english_text, language,
                                 platform, reply_to, similarity, suggested, verdict, answered_at, answered_by, search, created_at)
          VALUES (${askId}::uuid, ${group.id}::uuid, ${ask.workspaceId}::uuid, ${ask.jobId}::uuid, ${ask.claimId},
                  ${ask.text}, ${ask.englishText}, ${ask.language}, ${ask.platform}, ${ask.replyTo}, ${similarity},
                  ${suggested}, ${verdict}, ${answeredAt}, ${answeredAt ? 'automatic' : null},
                  to_tsvector('english', ${ask.englishText}), ${ask.askedAt})`;
        // A low-confidence claim asks an editor: one review item per open group.
        if (ask.confidence === 'low' && group.status === 'open' && !group.reviewItemId && !suggested) {
          const item = await tx.reviewItem.upsert({
            where: { jobId_claimId: { jobId: ask.jobId, claimId: ask.claimId } },
            create: {
              workspaceId: ask.workspaceId,
              jobId: ask.jobId,
              claimId: ask.claimId,
              claimText: ask.text,
              engineVerdict: ask.engineVerdict,
              confidence: ask.confidence,
            },
            update: {},
          });
          group = await tx.claimGroup.update({ where: { id: group.id }, data: { reviewItemId: item.id } });
        }
        const document = fromNewsroom
          ? await tx.document.findUnique({ where: { groupId: group.id }, select: { url: true } })
          : null;
        return {
          group: toGroup(group),
          factCheckUrl: document?.url ?? null,
          askId,
          similarity,
          strength: choice.groupId ? choice.strength : ('new' as const),
          suggested,
        };
      }, TX_OPTIONS);
    },

    async askers(groupId, askedBefore, afterAskId, limit) {
      const rows = await db.claimAsk.findMany({
        where: {
          groupId,
          suggested: false,
          createdAt: { lte: askedBefore },
          // Not those answered with this very decision at once (they came in while it was made).
          OR: [{ answeredAt: null }, { answeredAt: { lt: askedBefore } }],
          ...(afterAskId ? { id: { gt: afterAskId } } : {}),
        },
        orderBy: { id: 'asc' },
        take: limit,
        select: { id: true, jobId: true, claimId: true, text: true, replyTo: true },
      });
      return rows.map((r) => ({
        askId: r.id,
        jobId: r.jobId,
        claimId: r.claimId,
        text: r.text,
        replyTo: r.replyTo,
      }));
    },

    async decision(groupId, seq) {
      const row = await db.groupDecision.findUnique({ where: { groupId_seq: { groupId, seq } } });
      return row
        ? {
            groupId: row.groupId,
            workspaceId: row.workspaceId,
            seq: row.seq,
            verdict: row.verdict as Verdict,
            note: row.note,
            decidedBy: row.decidedByName,
            decidedAt: row.decidedAt,
          }
        : null;
    },

    async applyToAskers(d, askers) {
      if (askers.length === 0) return;
      await db.$transaction(async (tx) => {
        const jobs = await tx.$queryRaw<
          Array<{ id: string; kind: string; result: Record<string, unknown> | null }>
        >`
          SELECT id, kind, result FROM job WHERE id = ANY(${askers.map((a) => a.jobId)}::uuid[])
          ORDER BY id FOR UPDATE`;
        const byJob = new Map(jobs.map((j) => [j.id, j]));
        for (const asker of askers) {
          const job = byJob.get(asker.jobId);
          if (!job?.result) continue;
          job.result = applyDecisionToResult(job.kind, job.result, {
            claimId: asker.claimId,
            verdict: d.verdict,
            decidedBy: d.decidedBy,
            decidedAt: d.decidedAt,
          });
        }
        // One statement for the page: a row-by-row update would cost a round trip per asker.
        const changed = [...byJob.values()].filter((j) => j.result);
        await tx.$executeRaw`
          UPDATE job SET result = v.result, updated_at = now()
          FROM unnest(${changed.map((j) => j.id)}::uuid[], ${changed.map((j) => JSON.stringify(j.result))}::jsonb[]) AS v(id, result)
          WHERE job.id = v.id`;
        await tx.claimAsk.updateMany({
          where: { id: { in: askers.map((a) => a.askId) } },
          data: { verdict: d.verdict },
        });
        await tx.claimAsk.updateMany({
          where: { id: { in: askers.map((a) => a.askId) }, answeredAt: null },
          data: { answeredAt: d.decidedAt, answeredBy: 'editor' },
        });
      }, TX_OPTIONS);
    },

    async markAnswered(groupId, seq, at) {
      await db.groupDecision.updateMany({ where: { groupId, seq }, data: { answeredAt: at } });
    },

    async unanswered(before, limit) {
      const rows = await db.groupDecision.findMany({
        where: { answeredAt: null, decidedAt: { lt: before } },
        select: { groupId: true, seq: true },
        take: limit,
      });
      return rows;
    },

    async resolveSuggestion(workspaceId, itemId, askId, action) {
      if (!isUuid(itemId) || !isUuid(askId)) return 'not_found';
      return db.$transaction(async (tx) => {
        const group = await tx.claimGroup.findFirst({ where: { reviewItemId: itemId, workspaceId } });
        const ask = group
          ? await tx.claimAsk.findFirst({ where: { id: askId, groupId: group.id, suggested: true } })
          : null;
        if (!group || !ask) return 'not_found' as const;
        if (action === 'confirm') {
          await tx.claimAsk.update({ where: { id: ask.id }, data: { suggested: false } });
          return 'done' as const;
        }
        const own = await tx.claimGroup.create({
          data: { workspaceId, text: ask.text, englishText: ask.englishText, language: ask.language },
        });
        await tx.claimAsk.update({
          where: { id: ask.id },
          data: { suggested: false, groupId: own.id, similarity: 1 },
        });
        if (!ask.answeredAt) {
          // Still waiting for an editor: its own group gets its own review item.
          const item = await tx.reviewItem.upsert({
            where: { jobId_claimId: { jobId: ask.jobId, claimId: ask.claimId } },
            create: {
              workspaceId,
              jobId: ask.jobId,
              claimId: ask.claimId,
              claimText: ask.text,
              engineVerdict: ask.verdict,
              confidence: 'low',
            },
            update: {},
          });
          await tx.claimGroup.update({ where: { id: own.id }, data: { reviewItemId: item.id } });
        }
        return 'done' as const;
      }, TX_OPTIONS);
    },
  };
}
