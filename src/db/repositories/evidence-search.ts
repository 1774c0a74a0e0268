import type { EvidenceSearch } from '../../core/check/evidence-search.js';
import type { Db } from '../prisma.js';

/** Words of a claim OR-ed into a tsquery: a claim rarely shares every word with its evidence. */
function orQuery(text: string): string {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [];
  return [...new Set(words)].slice(0, 32).join(' | ');
}

export function createEvidenceSearch(db: Db): EvidenceSearch {
  return {
    async search(workspaceId, claim, limit) {
      const query = orQuery(claim);
      if (!query) return [];
      const rows = await db.$queryRaw<
        Array<{ id: string; publisher: string; url: string; title: string; excerpt: string; rank: number }>
      >`
        SELECT id, publisher, url, title, left(text, 280) AS excerpt,
               ts_rank(to_tsvector('english', title || ' ' || text), to_tsquery('english', ${query})) AS rank
        FROM document
        WHERE (workspace_id = ${workspaceId}::uuid OR workspace_id IS NULL)
          AND to_tsvector('english', title || ' ' || text) @@ to_tsquery('english', ${query})
        ORDER BY rank DESC
        LIMIT ${limit}`;
      return rows.map((r) => ({
        documentId: r.id,
        publisher: r.publisher,
        url: r.url,
        title: r.title,
        excerpt: r.excerpt,
        score: Number(r.rank),
      }));
    },
  };
}
