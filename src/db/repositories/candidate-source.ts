import type { Candidate, CandidateSource } from '../../core/check/retrieval/ports.js';
import type { Db } from '../prisma.js';

/** Document frequencies change only on import; a minute of staleness does not move a ranking. */
const DF_TTL_MS = 60_000;
const DF_CACHE_MAX = 50_000;

type Row = {
  id: string;
  url: string;
  title: string;
  text: string;
  publisher: string;
  kind: Candidate['publisherKind'] | null;
  trust: number | null;
  claim_text: string | null;
  rating: string | null;
  fts_rank: number;
  trigram: number;
};

/**
 * The lexical floor. Full text: the claim's content words OR-ed (websearch syntax, so no input
 * can break the query) against the stored, trigger-maintained `search` vector, ranked by
 * ts_rank_cd; trigram: similarity of the claim with the reviewed claim (or title), which catches
 * reworded repeats full text misses. Both indexes are GIN (see the engine migration).
 */
export function createCandidateSource(db: Db): CandidateSource {
  const cache = new Map<string, { value: number; at: number }>();

  return {
    async candidates(workspaceId, claim, words, limit) {
      const query = words.join(' or ');
      const trigramText = claim.slice(0, 500);
      const rows = await db.$queryRaw<Row[]>`
        WITH q AS (SELECT websearch_to_tsquery('english', ${query}) AS query),
        fts AS (
          SELECT d.id, ts_rank_cd(d.search, q.query, 1) AS fts_rank
          FROM document d, q
          WHERE (d.workspace_id = ${workspaceId}::uuid OR d.workspace_id IS NULL) AND d.search @@ q.query
          ORDER BY fts_rank DESC LIMIT ${limit}),
        tri AS (
          SELECT d.id, 0::float4 AS fts_rank
          FROM document d
          WHERE (d.workspace_id = ${workspaceId}::uuid OR d.workspace_id IS NULL)
            AND coalesce(d.claim_text, d.title) % ${trigramText}
          ORDER BY similarity(coalesce(d.claim_text, d.title), ${trigramText}) DESC LIMIT 20),
        pool AS (SELECT id, max(fts_rank) AS fts_rank FROM (SELECT * FROM fts UNION ALL SELECT * FROM tri) u GROUP BY id)
        SELECT d.id, d.url, d.title, left(d.text, 4000) AS text, d.publisher, p.kind::text AS kind, p.trust,
               d.claim_text, d.rating, pool.fts_rank,
               similarity(coalesce(d.claim_text, d.title), ${trigramText}) AS trigram
        FROM pool JOIN document d ON d.id = pool.id LEFT JOIN publisher p ON p.id = d.publisher_id`;
      return rows.map((r) => ({
        id: r.id,
        url: r.url,
        title: r.title,
        text: r.text,
        publisher: r.publisher,
        publisherKind: r.kind ?? 'other',
        trust: r.trust ?? 0.5,
        claimText: r.claim_text,
        rating: r.rating,
        ftsRank: Number(r.fts_rank),
        trigram: Number(r.trigram),
      }));
    },

    async documentFrequencies(workspaceId, words) {
      const now = Date.now();
      const fresh = (key: string) => {
        const hit = cache.get(key);
        return hit && now - hit.at < DF_TTL_MS ? hit.value : undefined;
      };
      const totalKey = `${workspaceId}\u0000`;
      const missing = words.filter((w) => fresh(`${workspaceId}\u0000${w}`) === undefined);
      const needTotal = fresh(totalKey) === undefined;
      if (missing.length || needTotal) {
        if (cache.size > DF_CACHE_MAX) cache.clear();
        const rows = await db.$queryRaw<Array<{ word: string; df: number }>>`
          SELECT w.word, (SELECT count(*) FROM document d
                          WHERE (d.workspace_id = ${workspaceId}::uuid OR d.workspace_id IS NULL)
                            AND (w.word = '' OR d.search @@ plainto_tsquery('english', w.word)))::int AS df
          FROM unnest(${[...missing, ...(needTotal ? [''] : [])]}::text[]) AS w(word)`;
        for (const row of rows) cache.set(`${workspaceId}\u0000${row.word}`, { value: row.df, at: now });
      }
      const df = new Map(words.map((w) => [w, fresh(`${workspaceId}\u0000${w}`) ?? 0]));
      return { total: fresh(totalKey) ?? 0, df };
    },
  };
}
