import { randomUUID } from 'node:crypto';
import type { Verdict } from '../../core/check/check-result.js';
import { claimReviewOf, newsroomWriteUp, RATING_NAMES } from '../../core/grouping/fact-check.js';
import type { Prisma } from '../prisma.js';

type Tx = Prisma.TransactionClient;

/** The path segment of a workspace's public feed: its e-mail domain, dots as dashes. */
export const publishingSlug = (domain: string) => domain.replace(/[^a-z0-9-]+/gi, '-').toLowerCase();

/**
 * Where a newsroom's fact-check lives: on its own site when it gave one, else as an entry of its
 * public feed on this deployment.
 */
export function factCheckUrl(o: {
  publicUrl: string | undefined;
  slug: string;
  siteUrl: string | null;
  id: string;
}) {
  if (o.siteUrl) return `${o.siteUrl.replace(/#.*$/, '')}#claim-${o.id}`;
  const base = (o.publicUrl ?? 'http://localhost').replace(/\/$/, '');
  return `${base}/public/${o.slug}/claim-reviews.json#${o.id}`;
}

/**
 * Records an editor's decision on the group a review item stands for (if it stands for one):
 * the next decision in the group's sequence (a later one is a correction), the group's verdict
 * and write-up, and the newsroom's fact-check as a document of its corpus, so that later checks
 * of the workspace (and of other publishing newsrooms, when it publishes) cite it. Runs in the
 * decision's transaction, with the group row locked.
 */
export async function recordGroupDecision(
  tx: Tx,
  d: {
    itemId: string;
    workspaceId: string;
    verdict: Verdict;
    note: string | null;
    editor: { id: string | null; name: string };
    at: Date;
  },
  publicUrl: string | undefined,
): Promise<{ groupId: string; seq: number } | null> {
  // Serialised with the workspace's grouping (grouping-store.ts): a tip grouped before this
  // decision is among its askers, one grouped after it sees the group decided.
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`claim-group:${d.workspaceId}`}, 0))`;
  const locked = await tx.$queryRaw<Array<{ id: string; text: string; created_at: Date }>>`
    SELECT id, text, created_at FROM claim_group WHERE review_item_id = ${d.itemId}::uuid FOR UPDATE`;
  const group = locked[0];
  if (!group) return null;
  const last = await tx.groupDecision.findFirst({ where: { groupId: group.id }, orderBy: { seq: 'desc' } });
  const seq = (last?.seq ?? 0) + 1;
  const workspace = await tx.workspace.findUniqueOrThrow({ where: { id: d.workspaceId } });
  const writeUp = newsroomWriteUp({
    verdict: d.verdict,
    note: d.note,
    newsroom: workspace.name,
    decidedAt: d.at,
  });
  await tx.groupDecision.create({
    data: {
      groupId: group.id,
      workspaceId: d.workspaceId,
      seq,
      verdict: d.verdict,
      note: d.note,
      decidedById: d.editor.id,
      decidedByName: d.editor.name,
      decidedAt: d.at,
    },
  });
  await tx.claimGroup.update({
    where: { id: group.id },
    data: { status: 'decided', verdict: d.verdict, writeUp, decidedByName: d.editor.name, decidedAt: d.at },
  });

  const publishing = await tx.workspacePublishing.findUnique({ where: { workspaceId: d.workspaceId } });
  const slug = publishing?.slug ?? publishingSlug(workspace.domain);
  const url = factCheckUrl({ publicUrl, slug, siteUrl: publishing?.siteUrl ?? null, id: group.id });
  const publisher = await tx.publisher.upsert({
    where: { workspaceId_domain: { workspaceId: d.workspaceId, domain: workspace.domain } },
    create: {
      workspaceId: d.workspaceId,
      name: workspace.name,
      domain: workspace.domain,
      kind: 'fact_checker',
      trust: 0.9,
    },
    update: {},
  });
  const claimReview = claimReviewOf({
    id: group.id,
    text: group.text,
    verdict: d.verdict,
    writeUp,
    decidedAt: d.at,
    firstAskedAt: group.created_at,
    url,
    newsroom: { name: workspace.name, url: publishing?.siteUrl ?? null },
  });
  await tx.$executeRaw`
    INSERT INTO document (id, workspace_id, publisher_id, url, title, text, publisher, published_at, claim_review,
                          claim_text, rating, group_id, shared, updated_at)
    VALUES (${randomUUID()}::uuid, ${d.workspaceId}::uuid, ${publisher.id}::uuid, ${url}, ${group.text}, ${writeUp},
            ${publisher.name}, ${d.at}, ${JSON.stringify(claimReview)}::jsonb, ${group.text}, ${RATING_NAMES[d.verdict]},
            ${group.id}::uuid, ${publishing?.public ?? false}, now())
    ON CONFLICT (group_id) DO UPDATE SET text = excluded.text, rating = excluded.rating, url = excluded.url,
      claim_review = excluded.claim_review, published_at = excluded.published_at, shared = excluded.shared,
      updated_at = now()`;
  return { groupId: group.id, seq };
}
