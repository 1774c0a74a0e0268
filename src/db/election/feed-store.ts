import type { FeedEntry, FeedSource, FeedStore } from '../../core/election/feed.js';
import { Prisma, type Db } from '../prisma.js';

type EntryRow = {
  id: bigint;
  kind: FeedEntry['kind'];
  workspace_id: string | null;
  source_id: string | null;
  source_title: string | null;
  source_url: string | null;
  title: string;
  url: string | null;
  summary: string;
  author: string | null;
  published_at: Date;
  election_id: number | null;
  polling_unit_id: number | null;
  job_id: string | null;
  data: Record<string, unknown>;
};

const SELECT_ENTRY = Prisma.sql`
  SELECT e.id, e.kind::text AS kind, e.workspace_id::text AS workspace_id, e.source_id::text AS source_id,
         s.title AS source_title, s.url AS source_url, e.title, e.url, e.summary, e.author, e.published_at,
         e.election_id, e.polling_unit_id, e.job_id::text AS job_id, e.data
  FROM feed_entry e LEFT JOIN feed_source s ON s.id = e.source_id`;

const toEntry = (r: EntryRow): FeedEntry => ({
  id: BigInt(r.id),
  kind: r.kind,
  workspaceId: r.workspace_id,
  source: r.source_id ? { id: r.source_id, title: r.source_title, url: r.source_url ?? '' } : null,
  title: r.title,
  url: r.url,
  summary: r.summary,
  author: r.author,
  publishedAt: r.published_at,
  electionId: r.election_id,
  pollingUnitId: r.polling_unit_id,
  jobId: r.job_id,
  data: r.data ?? {},
});

const toSource = (s: {
  id: string;
  workspaceId: string | null;
  url: string;
  title: string | null;
  createdAt: Date;
  lastPolledAt: Date | null;
  lastError: string | null;
}): FeedSource => ({ ...s });

const SERVICE_SCOPE = 'service';

export function createFeedStore(db: Db): FeedStore {
  const visible = (workspaceId: string) =>
    Prisma.sql`(e.workspace_id IS NULL OR e.workspace_id = ${workspaceId}::uuid)`;

  return {
    async page(q) {
      const rows = await db.$queryRaw<EntryRow[]>`${SELECT_ENTRY}
        WHERE ${visible(q.workspaceId)}
          ${q.electionId === undefined ? Prisma.empty : Prisma.sql`AND (e.election_id IS NULL OR e.election_id = ${q.electionId})`}
          ${q.since === undefined ? Prisma.empty : Prisma.sql`AND e.published_at > ${q.since}`}
          ${q.after === undefined ? Prisma.empty : Prisma.sql`AND (e.published_at, e.id) < (${q.after.publishedAt}, ${q.after.id})`}
        ORDER BY e.published_at DESC, e.id DESC
        LIMIT ${q.limit + 1}`;
      const entries = rows.slice(0, q.limit).map(toEntry);
      const last = entries[entries.length - 1];
      return {
        entries,
        next: rows.length > q.limit && last ? { publishedAt: last.publishedAt, id: last.id } : null,
      };
    },

    async since(workspaceId, afterId, limit) {
      const rows = await db.$queryRaw<EntryRow[]>`${SELECT_ENTRY}
        WHERE ${visible(workspaceId)} AND e.id > ${afterId} ORDER BY e.id LIMIT ${limit}`;
      return rows.map(toEntry);
    },

    async latestId() {
      const [row] = await db.$queryRaw<Array<{ id: bigint | null }>>`SELECT max(id) AS id FROM feed_entry`;
      return BigInt(row?.id ?? 0);
    },

    async insert(entries) {
      if (entries.length === 0) return [];
      const col = <V>(pick: (e: (typeof entries)[number]) => V) => entries.map(pick);
      const ids = await db.$queryRaw<Array<{ id: bigint }>>`
        INSERT INTO feed_entry (kind, workspace_id, source_id, dedupe_key, title, url, summary, author, published_at,
                                election_id, polling_unit_id, job_id, data)
        SELECT * FROM unnest(${col((e) => e.kind)}::"FeedEntryKind"[], ${col((e) => e.workspaceId)}::uuid[],
                             ${col((e) => e.sourceId)}::uuid[], ${col((e) => e.dedupeKey)}::text[],
                             ${col((e) => e.title)}::text[], ${col((e) => e.url)}::text[], ${col((e) => e.summary)}::text[],
                             ${col((e) => e.author)}::text[], ${col((e) => e.publishedAt.toISOString())}::timestamptz[],
                             ${col((e) => e.electionId)}::int[], ${col((e) => e.pollingUnitId)}::int[],
                             ${col((e) => e.jobId)}::uuid[], ${col((e) => JSON.stringify(e.data))}::jsonb[])
        ON CONFLICT (dedupe_key) DO NOTHING
        RETURNING id`;
      if (ids.length === 0) return [];
      const rows = await db.$queryRaw<
        EntryRow[]
      >`${SELECT_ENTRY} WHERE e.id = ANY(${ids.map((r) => String(r.id))}::bigint[]) ORDER BY e.id`;
      return rows.map(toEntry);
    },

    async findByDedupeKey(key) {
      const [row] = await db.$queryRaw<EntryRow[]>`${SELECT_ENTRY} WHERE e.dedupe_key = ${key}`;
      return row ? toEntry(row) : null;
    },

    async sources(workspaceId) {
      const rows = await db.feedSource.findMany({
        where: workspaceId === 'all' ? {} : { OR: [{ workspaceId: null }, { workspaceId }] },
        orderBy: { createdAt: 'asc' },
      });
      return rows.map(toSource);
    },

    async addSource(workspaceId, url) {
      const scope = workspaceId ?? SERVICE_SCOPE;
      const existing = await db.feedSource.findUnique({ where: { scope_url: { scope, url } } });
      if (existing) return { source: toSource(existing), created: false };
      const created = await db.feedSource.upsert({
        where: { scope_url: { scope, url } },
        create: { scope, workspaceId, url },
        update: {},
      });
      return { source: toSource(created), created: true };
    },

    async removeSource(workspaceId, id) {
      const removed = await db.feedSource.deleteMany({ where: { id, workspaceId } });
      return removed.count > 0;
    },

    async syncServiceSources(urls) {
      await db.$transaction([
        db.feedSource.deleteMany({ where: { scope: SERVICE_SCOPE, url: { notIn: urls } } }),
        ...urls.map((url) =>
          db.feedSource.upsert({
            where: { scope_url: { scope: SERVICE_SCOPE, url } },
            create: { scope: SERVICE_SCOPE, workspaceId: null, url },
            update: {},
          }),
        ),
      ]);
    },

    async markPolled(id, outcome) {
      await db.feedSource.updateMany({
        where: { id },
        data: {
          lastPolledAt: new Date(),
          lastError: outcome.error,
          ...(outcome.title ? { title: outcome.title } : {}),
        },
      });
    },
  };
}
