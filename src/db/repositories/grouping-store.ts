import { randomUUID } from 'node:crypto';
import type { Verdict } from '../../core/check/check-result.js';
import type pg from 'pg';
import type { GroupChoice } from '../../core/grouping/choose-group.js';
import type {
  Assigned,
  CandidateWording,
  ClaimGroup,
  GroupingStore,
  NewAsk,
} from '../../core/grouping/ports.js';
import { applyDecisionToResult } from '../../core/review/apply-decision.js';
import { inPgTransaction } from '../pg-transaction.js';
import { isUuid, pgPoolOf, TX_OPTIONS, type Db } from '../prisma.js';

/** Candidate wordings the matcher compares a new claim with (best full-text rank first). */
const CANDIDATES = 200;

/** A claim_group row as node-postgres returns it. */
interface GroupRow {
  id: string;
  workspace_id: string;
  text: string;
  status: string;
  verdict: string | null;
  write_up: string;
  decided_by_name: string | null;
  decided_at: Date | null;
  review_item_id: string | null;
  created_at: Date;
  /** The newsroom's published fact-check of the group, joined in. */
  fact_check_url: string | null;
}

const toGroup = (row: GroupRow): ClaimGroup => ({
  id: row.id,
  workspaceId: row.workspace_id,
  text: row.text,
  status: row.status === 'decided' ? 'decided' : 'open',
  verdict: (row.verdict as Verdict | null) ?? null,
  writeUp: row.write_up,
  decidedBy: row.decided_by_name,
  decidedAt: row.decided_at,
  reviewItemId: row.review_item_id,
  createdAt: row.created_at,
});

/** A claim grouped before (a retried job): its ask and group. */
const GROUPED_BEFORE = `
  SELECT a.id AS ask_id, a.similarity, a.suggested, g.*, d.url AS fact_check_url
  FROM claim_ask a JOIN claim_group g ON g.id = a.group_id LEFT JOIN document d ON d.group_id = g.id
  WHERE a.job_id = $1 AND a.claim_id = $2`;

/**
 * The newest asks a claim's candidates are drawn from, among those that share a word with it: a
 * bound on the search however long the workspace's history (a workspace of 120,000 asks took
 * ~100 ms a claim without it). Rumours come back while they are fresh; an older one that an
 * editor decided is still found through its group's own wording.
 */
const RECENT_ASKS = 1000;

/**
 * The workspace's wordings that share a word with the claim ($2: its words OR'd, read by the
 * English configuration as the texts' full-text vectors were): the wordings of its newest such
 * asks and the wording of every such decided group, one per distinct wording of a group, best
 * full-text rank first, with their group's state. Suggestions are not members yet. Wordings are
 * made distinct before they are ranked or joined: a rumour sent two hundred times is ranked
 * once. The query is a parameter, so the planner can weigh the GIN indexes against the scan of
 * the newest asks.
 */
const CANDIDATE_WORDINGS = `
  SELECT c.group_id, c.text, c.english_text, c.language, g.status, g.verdict, g.review_item_id
  FROM (
    SELECT DISTINCT ON (w.group_id, w.english_text) w.*
    FROM (
      (SELECT a.group_id, a.text, a.english_text, a.language, a.search
       FROM claim_ask a
       WHERE a.workspace_id = $1 AND NOT a.suggested AND a.search @@ to_tsquery('english', $2)
       ORDER BY a.created_at DESC
       LIMIT ${RECENT_ASKS})
      UNION ALL
      (SELECT d.id, d.text, d.english_text, d.language, d.search
       FROM claim_group d
       WHERE d.workspace_id = $1 AND d.status = 'decided' AND d.search @@ to_tsquery('english', $2))
    ) w
    ORDER BY w.group_id, w.english_text) c
  JOIN claim_group g ON g.id = c.group_id
  ORDER BY ts_rank(c.search, to_tsquery('english', $2)) DESC
  LIMIT ${CANDIDATES}`;

/**
 * The claim's words as a to_tsquery OR query: letters and digits only (the query syntax's own
 * characters cannot reach it), each word once. Empty when the claim has no word.
 */
export function anyWordQuery(english: string): string {
  const words = new Set(
    english
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  );
  return [...words].join(' | ');
}

/** The review item of a low-confidence claim, made (or found, on a retry) when `$8` is true. */
const REVIEW_ITEM = `
  INSERT INTO review_item (id, workspace_id, job_id, claim_id, claim_text, engine_verdict, confidence)
  SELECT $1::uuid, $2::uuid, $3::uuid, $4::text, $5::text, $6::text, $7::text WHERE $8::boolean
  ON CONFLICT (job_id, claim_id) DO UPDATE SET claim_id = review_item.claim_id
  RETURNING id`;

/** The ask row ($1-$15), its full text written with it. */
const ASK = `
  INSERT INTO claim_ask (id, group_id, workspace_id, job_id, claim_id, text, english_text, language,
                         platform, reply_to, similarity, suggested, verdict, answered_at, answered_by,
                         search, created_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15,
          to_tsvector('english', $7), $16)`;

/** A new group with its first ask and, for a low-confidence claim, its review item: one statement. */
const NEW_GROUP = `
  WITH item AS (${REVIEW_ITEM}),
  grp AS (
    INSERT INTO claim_group (id, workspace_id, text, english_text, language, review_item_id)
    VALUES ($9, $2, $5, $10, $11, (SELECT id FROM item))
    RETURNING *
  ), ask AS (${ASK.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + 11}`)})
  SELECT grp.*, NULL::text AS fact_check_url FROM grp`;

/**
 * An ask joining group $2; a review item for the group when it needs one ($24). Returns the
 * group as it now stands, with its published fact-check's link.
 */
const JOIN_GROUP = `
  WITH ask AS (${ASK}),
  item AS (${REVIEW_ITEM.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + 16}`)}),
  updated AS (
    UPDATE claim_group SET review_item_id = item.id FROM item WHERE claim_group.id = $2
    RETURNING claim_group.*)
  SELECT g.*, d.url AS fact_check_url
  FROM (SELECT * FROM updated
        UNION ALL SELECT * FROM claim_group WHERE id = $2 AND NOT EXISTS (SELECT 1 FROM updated)) g
  LEFT JOIN document d ON d.group_id = g.id`;

export function createGroupingStore(db: Db): GroupingStore {
  const pool = pgPoolOf(db);

  /** One claim into its group, inside the workspace's grouping lock. */
  async function assignOne(
    client: pg.PoolClient,
    ask: NewAsk,
    choose: (candidates: CandidateWording[]) => GroupChoice,
  ): Promise<Assigned> {
    const { rows: before } = await client.query<
      GroupRow & { ask_id: string; similarity: number; suggested: boolean }
    >(GROUPED_BEFORE, [ask.jobId, ask.claimId]);
    if (before[0]) {
      const row = before[0];
      return {
        group: toGroup(row),
        factCheckUrl: row.fact_check_url,
        askId: row.ask_id,
        similarity: row.similarity,
        strength: row.suggested ? 'middling' : 'strong',
        suggested: row.suggested,
      };
    }
    const words = anyWordQuery(ask.englishText);
    type Row = {
      group_id: string;
      text: string;
      english_text: string;
      language: string;
      status: string;
      verdict: string | null;
      review_item_id: string | null;
    };
    const { rows } = words
      ? await client.query<Row>(CANDIDATE_WORDINGS, [ask.workspaceId, words])
      : { rows: [] as Row[] };
    const choice = choose(
      rows.map((r) => ({
        groupId: r.group_id,
        text: r.text,
        englishText: r.english_text,
        language: r.language,
        decided: r.status === 'decided',
      })),
    );
    const askId = randomUUID();
    const itemFor = (wanted: boolean) => [
      randomUUID(),
      ask.workspaceId,
      ask.jobId,
      ask.claimId,
      ask.text,
      ask.engineVerdict,
      ask.confidence,
      wanted,
    ];
    const askRow = (
      groupId: string,
      similarity: number,
      suggested: boolean,
      verdict: string,
      answeredAt: Date | null,
    ) => [
      askId,
      groupId,
      ask.workspaceId,
      ask.jobId,
      ask.claimId,
      ask.text,
      ask.englishText,
      ask.language,
      ask.platform,
      ask.replyTo,
      similarity,
      suggested,
      verdict,
      answeredAt,
      answeredAt ? 'automatic' : null,
      ask.askedAt,
    ];

    if (!choice.groupId) {
      // A low-confidence claim asks an editor: one review item per open group.
      const groupId = randomUUID();
      const { rows: made } = await client.query<GroupRow>(NEW_GROUP, [
        ...itemFor(ask.confidence === 'low'),
        groupId,
        ask.englishText,
        ask.language,
        ...askRow(groupId, 1, false, ask.verdict, ask.answeredAt),
      ]);
      return {
        group: toGroup(made[0]!),
        factCheckUrl: null,
        askId,
        similarity: 1,
        strength: 'new',
        suggested: false,
      };
    }

    // The chosen group's state as the candidate search read it, under the lock.
    const group = rows.find((r) => r.group_id === choice.groupId)!;
    const suggested = choice.strength === 'middling';
    // A sure repeat of a decided claim is answered at once with the newsroom's verdict.
    const fromNewsroom = group.status === 'decided' && choice.strength === 'strong' && group.verdict !== null;
    const answeredAt = fromNewsroom ? new Date() : ask.answeredAt;
    const verdict = fromNewsroom ? (group.verdict ?? ask.verdict) : ask.verdict;
    const needsItem =
      ask.confidence === 'low' && group.status === 'open' && !group.review_item_id && !suggested;
    const { rows: joined } = await client.query<GroupRow>(JOIN_GROUP, [
      ...askRow(group.group_id, choice.similarity, suggested, verdict, answeredAt),
      ...itemFor(needsItem),
    ]);
    const now = joined[0]!;
    return {
      group: toGroup(now),
      factCheckUrl: fromNewsroom ? now.fact_check_url : null,
      askId,
      similarity: choice.similarity,
      strength: choice.strength,
      suggested,
    };
  }

  return {
    async assignAll(claims) {
      if (claims.length === 0) return [];
      // node-postgres, not a Prisma interactive transaction: a sync check waits for this one.
      // One grouping at a time per workspace: the second of two paraphrases sees the first.
      return inPgTransaction(
        pool,
        async (client) => {
          const assigned: Assigned[] = [];
          for (const { ask, choose } of claims) assigned.push(await assignOne(client, ask, choose));
          return assigned;
        },
        { advisoryLock: `claim-group:${claims[0]!.ask.workspaceId}` },
      );
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
