import type { Verdict } from '../../core/check/check-result.js';
import type { FactCheck, FactCheckStore, Publishing } from '../../core/grouping/fact-check-service.js';
import { isUuid, Prisma, TX_OPTIONS, type Db } from '../prisma.js';
import { factCheckUrl, publishingSlug } from './group-decision-sql.js';

type Row = {
  id: string;
  text: string;
  verdict: string;
  write_up: string;
  decided_by_name: string | null;
  decided_at: Date;
  created_at: Date;
  askers: number;
  decisions: number;
};

export function createFactCheckStore(db: Db, opts: { publicUrl?: string | undefined }): FactCheckStore {
  async function publishing(workspaceId: string): Promise<Publishing> {
    const [workspace, row] = await Promise.all([
      db.workspace.findUniqueOrThrow({ where: { id: workspaceId }, select: { name: true, domain: true } }),
      db.workspacePublishing.findUnique({ where: { workspaceId } }),
    ]);
    return {
      public: row?.public ?? false,
      siteUrl: row?.siteUrl ?? null,
      slug: row?.slug ?? publishingSlug(workspace.domain),
      newsroom: workspace.name,
    };
  }

  async function rows(workspaceId: string, where: Prisma.Sql, limit: number): Promise<FactCheck[]> {
    const p = await publishing(workspaceId);
    const found = await db.$queryRaw<Row[]>`
      SELECT g.id, g.text, g.verdict, g.write_up, g.decided_by_name, g.decided_at, g.created_at,
             (SELECT count(*)::int FROM claim_ask a WHERE a.group_id = g.id AND NOT a.suggested) AS askers,
             (SELECT count(*)::int FROM group_decision d WHERE d.group_id = g.id) AS decisions
      FROM claim_group g
      WHERE g.workspace_id = ${workspaceId}::uuid AND g.status = 'decided' AND ${where}
      ORDER BY g.decided_at DESC, g.id DESC
      LIMIT ${limit}`;
    return found.map((r) => ({
      id: r.id,
      text: r.text,
      verdict: r.verdict as Verdict,
      writeUp: r.write_up,
      decidedBy: r.decided_by_name ?? '',
      decidedAt: r.decided_at,
      firstAskedAt: r.created_at,
      askers: r.askers,
      corrections: Math.max(0, r.decisions - 1),
      url: factCheckUrl({ publicUrl: opts.publicUrl, slug: p.slug, siteUrl: p.siteUrl, id: r.id }),
    }));
  }

  return {
    list(workspaceId, o) {
      const conditions = [Prisma.sql`TRUE`];
      if (o.q)
        conditions.push(Prisma.sql`to_tsvector('english', g.text) @@ plainto_tsquery('english', ${o.q})`);
      if (o.after)
        conditions.push(Prisma.sql`(g.decided_at, g.id) < (${o.after.at}::timestamptz, ${o.after.id}::uuid)`);
      return rows(workspaceId, Prisma.join(conditions, ' AND '), o.limit);
    },
    async find(workspaceId, id) {
      if (!isUuid(id)) return null;
      return (await rows(workspaceId, Prisma.sql`g.id = ${id}::uuid`, 1))[0] ?? null;
    },
    publishing,
    async setPublishing(workspaceId, value) {
      const workspace = await db.workspace.findUniqueOrThrow({ where: { id: workspaceId } });
      await db.$transaction(async (tx) => {
        await tx.workspacePublishing.upsert({
          where: { workspaceId },
          create: {
            workspaceId,
            public: value.public,
            siteUrl: value.siteUrl,
            slug: publishingSlug(workspace.domain),
          },
          update: { public: value.public, siteUrl: value.siteUrl },
        });
        // Published fact-checks are evidence for the other publishing newsrooms (candidate-source.ts).
        await tx.document.updateMany({
          where: { workspaceId, groupId: { not: null } },
          data: { shared: value.public },
        });
      }, TX_OPTIONS);
      return publishing(workspaceId);
    },
    async publicBySlug(slug) {
      const row = await db.workspacePublishing.findUnique({ where: { slug } });
      if (!row?.public) return null;
      return { workspaceId: row.workspaceId, publishing: await publishing(row.workspaceId) };
    },
  };
}
