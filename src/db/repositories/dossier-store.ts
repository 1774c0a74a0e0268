import type { DossierStore } from '../../core/dossier/ports.js';
import { fromJobRow, type JobRow } from './job-store.js';
import { pgPoolOf, type Db } from '../prisma.js';

const like = (terms: string[]) => terms.map((t) => `%${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);

export function createDossierStore(db: Db): DossierStore {
  const pool = pgPoolOf(db);
  return {
    async jobsMentioning(workspaceId, terms, limit) {
      const { rows } = await pool.query<JobRow>(
        `SELECT * FROM job WHERE workspace_id = $1 AND state = 'done' AND kind IN ('check', 'link', 'media')
           AND result::text ILIKE ANY($2::text[]) ORDER BY created_at DESC LIMIT $3`,
        [workspaceId, like(terms), limit],
      );
      return rows.map(fromJobRow);
    },

    async corpus(workspaceId, query, limit) {
      const { rows } = await pool.query<{ publisher: string; url: string; title: string; text: string }>(
        `SELECT publisher, url, title, left(text, 20000) AS text
           FROM document, websearch_to_tsquery('english', $2) q
          WHERE (workspace_id = $1 OR workspace_id IS NULL) AND search @@ q
          ORDER BY ts_rank(search, q) DESC LIMIT $3`,
        [workspaceId, query, limit],
      );
      return rows;
    },

    async party(name) {
      const { rows } = await pool.query<{ acronym: string; name: string }>(
        `SELECT acronym, name FROM election_party WHERE upper(acronym) = upper($1) OR lower(name) = lower($1) LIMIT 1`,
        [name.trim()],
      );
      return rows[0] ?? null;
    },

    async feed(workspaceId, terms, limit) {
      const { rows } = await pool.query<{
        title: string;
        url: string | null;
        summary: string;
        published_at: Date;
        source: string | null;
      }>(
        `SELECT e.title, e.url, e.summary, e.published_at, coalesce(s.title, s.url, 'Gaskiya feed') AS source
           FROM feed_entry e LEFT JOIN feed_source s ON s.id = e.source_id
          WHERE (e.workspace_id = $1 OR e.workspace_id IS NULL) AND e.kind = 'news'
            AND (e.title ILIKE ANY($2::text[]) OR e.summary ILIKE ANY($2::text[]))
          ORDER BY e.published_at DESC LIMIT $3`,
        [workspaceId, like(terms), limit],
      );
      return rows.map((r) => ({
        title: r.title,
        url: r.url,
        summary: r.summary,
        publishedAt: r.published_at,
        source: r.source ?? 'Gaskiya feed',
      }));
    },
  };
}
