import { createHash } from 'node:crypto';
import type { DocumentInput, PublisherKind, PublisherRecord, SourceStore } from '../../core/sources/ports.js';
import { isUniqueViolation, isUuid, Prisma, type Db } from '../prisma.js';

/** Writes from this size on merge the full-text index at once (see upsertDocuments). */
const BULK = 100;

/** The client itself, or the transaction of a capped import. */
type Client = Db | Prisma.TransactionClient;

const hostOf = (url: string) => new URL(url).hostname.toLowerCase().replace(/^www\./, '');

const toRecord = (row: {
  id: string;
  workspaceId: string | null;
  name: string;
  domain: string;
  kind: string;
  trust: number;
}): PublisherRecord => ({
  id: row.id,
  workspaceId: row.workspaceId,
  name: row.name,
  domain: row.domain,
  kind: row.kind as PublisherKind,
  trust: row.trust,
});

function hashOf(doc: DocumentInput, publisherId: string): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        doc.title,
        doc.text,
        doc.publishedAt?.toISOString() ?? null,
        doc.claimText,
        doc.rating,
        doc.claimReview,
        publisherId,
      ]),
    )
    .digest('hex');
}

/** A publisher among `publishers` for the document, by its URL's domain, else by its name. */
export function matchPublisher(
  publishers: PublisherRecord[],
  doc: DocumentInput,
): PublisherRecord | undefined {
  const host = hostOf(doc.url);
  const name = doc.publisher.toLowerCase();
  return (
    publishers.find((p) => host === p.domain || host.endsWith(`.${p.domain}`)) ??
    publishers.find((p) => p.name.toLowerCase() === name || p.domain === name)
  );
}

const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** "INEC", "inec", "Independent National Electoral Commission" all name "… (INEC)". */
export function resembles(p: PublisherRecord, name: string): boolean {
  const given = squash(name);
  if (!given) return false;
  const acronym = /\(([^)]+)\)\s*$/.exec(p.name)?.[1];
  const full = p.name.replace(/\([^)]*\)\s*$/, '');
  return [p.name, full, acronym ?? '', p.domain.split('.')[0] ?? ''].some((n) => squash(n) === given);
}

/**
 * The publisher record a workspace's document is stored under: always one of the workspace's
 * own. A document is evidence on its uploader's word, so a name or domain that belongs to a
 * service-wide publisher ("INEC", inec.gov.ng) borrows neither its identity nor its trust: it
 * gets a record of its own, marked as the workspace's upload, that carries no weight in a verdict
 * until the owner lists the domain as a trusted source (POST /v1/sources).
 */
function newWorkspacePublisher(serviceWide: PublisherRecord[], doc: DocumentInput) {
  const impersonates =
    matchPublisher(serviceWide, doc) ?? serviceWide.find((p) => resembles(p, doc.publisher));
  return {
    name: impersonates ? `${doc.publisher} (unverified upload)` : doc.publisher,
    domain: hostOf(doc.url),
    kind: (doc.claimReview ? 'fact_checker' : 'other') as PublisherKind,
    trust: impersonates ? 0 : 0.5,
  };
}

export function createSourceStore(db: Db): SourceStore {
  const visible = (workspaceId: string | null) => ({ OR: [{ workspaceId }, { workspaceId: null }] });

  async function upsertPublisher(workspaceId: string | null, p: Omit<PublisherRecord, 'id' | 'workspaceId'>) {
    const existing = await db.publisher.findFirst({ where: { workspaceId, domain: p.domain } });
    if (existing) {
      if (existing.name === p.name && existing.kind === p.kind && existing.trust === p.trust)
        return toRecord(existing);
      return toRecord(await db.publisher.update({ where: { id: existing.id }, data: p }));
    }
    try {
      return toRecord(await db.publisher.create({ data: { ...p, workspaceId } }));
    } catch (error) {
      // A concurrent import created it first: use theirs.
      if (!isUniqueViolation(error)) throw error;
      return toRecord(await db.publisher.findFirstOrThrow({ where: { workspaceId, domain: p.domain } }));
    }
  }

  /**
   * Creates a publisher first met in a document; an existing record (a concurrent import) is kept.
   * ON CONFLICT DO NOTHING rather than catching the unique violation: it also runs inside a
   * transaction, which a violation would abort.
   */
  async function findOrCreatePublisher(
    client: Client,
    workspaceId: string | null,
    p: Omit<PublisherRecord, 'id' | 'workspaceId'>,
  ) {
    const where = { workspaceId, domain: p.domain };
    const existing = await client.publisher.findFirst({ where });
    if (existing) return toRecord(existing);
    await client.publisher.createMany({ data: [{ ...p, workspaceId }], skipDuplicates: true });
    return toRecord(await client.publisher.findFirstOrThrow({ where }));
  }

  async function upsertDocuments(client: Client, workspaceId: string | null, docs: DocumentInput[]) {
    const counts = { created: 0, updated: 0, unchanged: 0 };
    if (docs.length === 0) return counts;
    const all = (await client.publisher.findMany({ where: visible(workspaceId) })).map(toRecord);
    // A workspace's documents match only its own publishers; service-wide documents only
    // service-wide ones.
    const publishers = all.filter((p) => p.workspaceId === workspaceId);
    const serviceWide = all.filter((p) => p.workspaceId === null);
    const resolved: Array<{ doc: DocumentInput; publisher: PublisherRecord }> = [];
    for (const doc of docs) {
      let publisher = matchPublisher(publishers, doc);
      if (!publisher) {
        publisher = await findOrCreatePublisher(
          client,
          workspaceId,
          workspaceId === null
            ? { name: doc.publisher, domain: hostOf(doc.url), kind: 'other', trust: 0.5 }
            : newWorkspacePublisher(serviceWide, doc),
        );
        publishers.push(publisher);
      }
      resolved.push({ doc, publisher });
    }
    const existing = new Map(
      (
        await client.document.findMany({
          where: { workspaceId, url: { in: docs.map((d) => d.url) } },
          select: { id: true, url: true, contentHash: true },
        })
      ).map((row) => [row.url, row]),
    );
    const fields = (doc: DocumentInput, publisher: PublisherRecord) => ({
      publisherId: publisher.id,
      title: doc.title,
      text: doc.text,
      publisher: publisher.name,
      publishedAt: doc.publishedAt,
      claimText: doc.claimText,
      rating: doc.rating,
      claimReview: (doc.claimReview ?? Prisma.DbNull) as Prisma.InputJsonValue,
      contentHash: hashOf(doc, publisher.id),
    });
    const fresh = resolved.filter(({ doc }) => !existing.has(doc.url));
    if (fresh.length) {
      const { count } = await client.document.createMany({
        data: fresh.map(({ doc, publisher }) => ({ workspaceId, url: doc.url, ...fields(doc, publisher) })),
        skipDuplicates: true,
      });
      counts.created += count;
      counts.unchanged += fresh.length - count;
    }
    const updates = resolved.flatMap(({ doc, publisher }) => {
      const row = existing.get(doc.url);
      if (!row) return [];
      const data = fields(doc, publisher);
      if (row.contentHash === data.contentHash) {
        counts.unchanged += 1;
        return [];
      }
      return [{ id: row.id, data }];
    });
    if (updates.length) {
      // Inside a capped import the caller's transaction already holds them together.
      if (client === db) {
        await db.$transaction(updates.map(({ id, data }) => db.document.update({ where: { id }, data })));
      } else {
        for (const { id, data } of updates) await client.document.update({ where: { id }, data });
      }
    }
    counts.updated += updates.length;
    // A bulk import leaves new entries in the GIN indexes' pending lists, which every search
    // would then scan linearly (30 ms instead of 1 ms on 10,000 documents): merge them now.
    if (counts.created + counts.updated >= BULK) {
      await client.$queryRaw`SELECT gin_clean_pending_list('document_search_idx'::regclass), gin_clean_pending_list('document_match_trgm_idx'::regclass)`;
    }
    return counts;
  }

  return {
    upsertPublisher,

    async listPublishers(workspaceId) {
      const rows = await db.publisher.findMany({
        where: visible(workspaceId),
        orderBy: [{ trust: 'desc' }, { name: 'asc' }],
      });
      return rows.map(toRecord);
    },

    async createPublisher(workspaceId, p) {
      try {
        return toRecord(await db.publisher.create({ data: { ...p, workspaceId } }));
      } catch (error) {
        if (isUniqueViolation(error)) return 'conflict';
        throw error;
      }
    },

    async deletePublisher(workspaceId, id) {
      if (!isUuid(id)) return false;
      const { count } = await db.publisher.deleteMany({ where: { id, workspaceId } });
      return count > 0;
    },

    upsertDocuments: (workspaceId, docs) => upsertDocuments(db, workspaceId, docs),

    async deleteServiceDocuments(urls) {
      if (urls.length === 0) return 0;
      const { count } = await db.document.deleteMany({ where: { workspaceId: null, url: { in: urls } } });
      return count;
    },

    async importCapped(workspaceId, caps, day, write) {
      try {
        return await db.$transaction(
          async (tx) => {
            // Capped imports of one workspace run one after another, so the totals read below
            // include every write that raced this one: the caps stay exact under concurrency.
            await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`document-import:${workspaceId}`}, 0))`;
            const counts = await write((docs) => upsertDocuments(tx, workspaceId, docs));
            const written = counts.created + counts.updated;
            const [today] = await tx.$queryRaw<Array<{ documents: number }>>`
              INSERT INTO document_import_day (workspace_id, day, documents)
              VALUES (${workspaceId}::uuid, ${day.toISOString().slice(0, 10)}::date, ${written})
              ON CONFLICT (workspace_id, day)
              DO UPDATE SET documents = document_import_day.documents + EXCLUDED.documents
              RETURNING documents`;
            if (written > 0 && today!.documents > caps.maxPerDay) {
              throw new CapReached({
                limit: 'documents_per_day',
                max: caps.maxPerDay,
                total: today!.documents,
              });
            }
            if (counts.created > 0) {
              const stored = await tx.document.count({ where: { workspaceId } });
              if (stored > caps.maxStored) {
                throw new CapReached({ limit: 'documents_stored', max: caps.maxStored, total: stored });
              }
            }
            return { ok: true as const, counts };
          },
          { maxWait: 60_000, timeout: 120_000 },
        );
      } catch (error) {
        // Thrown to undo the writes; the caller gets the cap as a value.
        if (error instanceof CapReached) return { ok: false as const, ...error.reached };
        throw error;
      }
    },
  };
}

/** Rolls an import's transaction back when it went over a cap. */
class CapReached extends Error {
  constructor(
    readonly reached: { limit: 'documents_per_day' | 'documents_stored'; max: number; total: number },
  ) {
    super(reached.limit);
  }
}
