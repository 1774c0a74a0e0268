import type { DocumentStore, KeyFigure, NewKeyFigure } from '../../core/documents/ports.js';
import type { FigureUnit } from '../../core/documents/ports.js';
import { isUuid, pgPoolOf, TX_OPTIONS, type Db } from '../prisma.js';

/** Every column but the bytes: listings and lookups never drag the file along. */
const META = {
  id: true,
  workspaceId: true,
  jobId: true,
  mediaType: true,
  title: true,
  publisher: true,
  url: true,
  publishedAt: true,
  pages: true,
  figuresCount: true,
  createdAt: true,
} as const;

/** A figure row joined with its document, as node-postgres returns it. */
interface FigureRow {
  id: string;
  value: number;
  unit: string;
  written: string;
  what: string;
  where: string;
  when: string;
  quote: string;
  page: number;
  document_id: string;
  title: string;
  publisher: string;
  url: string | null;
}

const toFigure = (row: FigureRow): KeyFigure => ({
  id: row.id,
  value: row.value,
  unit: row.unit as FigureUnit,
  written: row.written,
  what: row.what,
  where: row.where,
  when: row.when,
  quote: row.quote,
  page: row.page,
  document: { id: row.document_id, title: row.title, publisher: row.publisher, url: row.url },
});

const FIGURE_COLUMNS = `f.id, f.value, f.unit, f.written, f.what, f."where", f."when", f.quote, f.page,
  f.document_id, d.title, d.publisher, d.url`;

/** Matches ranked per search: enough to hold every figure of a topic in a few documents. */
const RANKED = 500;

/**
 * Best first: the ranking reads the stored vector (what weighs most). Words are ANDed (websearch
 * syntax: quotes and `-` work); when that finds nothing, any of the words will do. Ranking visits
 * every match it ranks, so at most RANKED matches (in the index's order) are ranked: a search
 * whose words match more figures than that is answered from the first RANKED (narrow the words).
 * That bound keeps p95 under 20 ms at 100,000 figures (bench:documents).
 */
const SEARCH_FIGURES = `
  WITH q AS (SELECT CASE WHEN $4 THEN replace(plainto_tsquery('english', $2)::text, '&', '|')::tsquery
                         ELSE websearch_to_tsquery('english', $2) END AS query),
  matches AS (
    SELECT f.id, ts_rank(f.search, q.query) AS rank, f.position
    FROM q, key_figure f WHERE f.workspace_id = $1 AND f.search @@ q.query
    LIMIT ${RANKED}),
  best AS MATERIALIZED (SELECT id, rank, position FROM matches ORDER BY rank DESC, position LIMIT $3)
  SELECT ${FIGURE_COLUMNS}
  FROM best m JOIN key_figure f ON f.id = m.id JOIN document_file d ON d.id = f.document_id
  ORDER BY m.rank DESC, m.position`;

export function createDocumentStore(db: Db): DocumentStore {
  const pool = pgPoolOf(db);
  return {
    async create(input) {
      const row = await db.documentFile.create({
        data: {
          workspaceId: input.workspaceId,
          mediaType: input.mediaType,
          sizeBytes: input.bytes.byteLength,
          bytes: Buffer.from(input.bytes),
          title: input.title,
          publisher: input.publisher,
          url: input.url,
          publishedAt: input.publishedAt,
        },
        select: META,
      });
      return row;
    },

    async attachJob(documentId, jobId) {
      await db.documentFile.update({ where: { id: documentId }, data: { jobId } });
    },

    async remove(documentId) {
      await db.documentFile.deleteMany({ where: { id: documentId } });
    },

    async bytes(documentId) {
      const row = await db.documentFile.findUnique({ where: { id: documentId }, select: { bytes: true } });
      return row?.bytes ? new Uint8Array(row.bytes) : null;
    },

    async byJob(jobId) {
      const row = await db.documentFile.findUnique({ where: { jobId }, select: META });
      return row;
    },

    async saveReading(documentId, reading) {
      const workspace = await db.documentFile.findUniqueOrThrow({
        where: { id: documentId },
        select: { workspaceId: true },
      });
      await db.$transaction(async (tx) => {
        await tx.keyFigure.deleteMany({ where: { documentId } });
        // Title first: the figures' search vectors read it (key_figure_search_update).
        await tx.documentFile.update({
          where: { id: documentId },
          data: {
            pages: reading.pages,
            title: reading.title,
            figuresCount: reading.figures.length,
            bytes: null,
          },
        });
        const rows = reading.figures.map((f: NewKeyFigure, position) => ({
          ...f,
          workspaceId: workspace.workspaceId,
          documentId,
          position,
        }));
        for (let i = 0; i < rows.length; i += 1000)
          await tx.keyFigure.createMany({ data: rows.slice(i, i + 1000) });
      }, TX_OPTIONS);
    },

    async find(workspaceId, documentId) {
      if (!isUuid(documentId)) return null;
      const row = await db.documentFile.findFirst({ where: { id: documentId, workspaceId }, select: META });
      return row;
    },

    async list(workspaceId, opts) {
      const rows = await db.documentFile.findMany({
        where: {
          workspaceId,
          ...(opts.before
            ? {
                OR: [
                  { createdAt: { lt: opts.before.createdAt } },
                  { createdAt: opts.before.createdAt, id: { lt: opts.before.id } },
                ],
              }
            : {}),
        },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: opts.limit,
        select: META,
      });
      return rows;
    },

    async figuresOf(documentId) {
      const { rows } = await pool.query<FigureRow>(
        `SELECT ${FIGURE_COLUMNS} FROM key_figure f JOIN document_file d ON d.id = f.document_id
         WHERE f.document_id = $1 ORDER BY f.position`,
        [documentId],
      );
      return rows.map(toFigure);
    },

    async searchFigures(workspaceId, query, limit) {
      const strict = await pool.query<FigureRow>(SEARCH_FIGURES, [workspaceId, query, limit, false]);
      if (strict.rows.length > 0) return strict.rows.map(toFigure);
      const loose = await pool.query<FigureRow>(SEARCH_FIGURES, [workspaceId, query, limit, true]);
      return loose.rows.map(toFigure);
    },
  };
}
