import { LRUCache } from 'lru-cache';
import {
  lexemesFrom,
  type Candidate,
  type CandidateSource,
  type CorpusStats,
  type Lexemes,
} from '../../core/check/retrieval/ports.js';
import { Prisma, type Db } from '../prisma.js';

/** Corpus statistics change only on import; half a minute of staleness does not move a ranking. */
const STATS_TTL_MS = 30_000;
/** Trigram search is the fallback for claims full text barely finds (misspellings, rewording). */
const TRIGRAM_WHEN_FEWER_THAN = 5;
const TRIGRAM_TEXT_CHARS = 200;
/** The rarest lexemes (given first) that each add their own best documents to the pool. */
const RARE_LEXEMES = 4;
const PER_RARE_LEXEME = 8;

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
  terms: Record<string, number[]> | null;
  claim_terms: string[] | null;
  title_terms: string[] | null;
};

/**
 * The documents a workspace's checks see: its own, the service-wide ones, and, when it publishes
 * its own fact-checks, those other publishing newsrooms share (`document.shared`, kept in step with
 * their publishing setting): cited under the publishing newsroom's name, as a fact-checker.
 */
const visibleTo = (
  workspaceId: string,
) => Prisma.sql`(d.workspace_id = ${workspaceId}::uuid OR d.workspace_id IS NULL
  OR (d.shared AND EXISTS (SELECT 1 FROM workspace_publishing wp WHERE wp.workspace_id = ${workspaceId}::uuid AND wp.public)))`;
/** The same rule as a format() string for ts_stat, the workspace id given twice as %L. */
const VISIBLE_SQL =
  '(d.workspace_id = %L::uuid OR d.workspace_id IS NULL OR (d.shared AND EXISTS (SELECT 1 FROM workspace_publishing wp WHERE wp.workspace_id = %L::uuid AND wp.public)))';

/** Texts whose lexemes are kept parsed (a few hundred bytes each). */
const PARSED_TEXTS = 2000;

/** Lexemes are quoted into a tsquery: keep those that need no escaping. */
const SAFE_LEXEME = /^[^'\\\s]+$/;

/**
 * The lexical floor. Full text: the claim's most distinctive lexemes OR-ed against the stored,
 * trigger-maintained `search` vector (GIN), ranked by ts_rank; trigram similarity (GIN,
 * pg_trgm) of the claim with the reviewed claim or title, as a fallback and as a feature.
 * Each candidate comes with its lexeme counts so the reranker needs no second query.
 */
export function createCandidateSource(db: Db): CandidateSource {
  const statsCache = new Map<string, { at: number; value: Promise<CorpusStats> }>();

  async function loadStats(workspaceId: string): Promise<CorpusStats> {
    const rows = await db.$queryRaw<Array<{ word: string; ndoc: number; nentry: number }>>`
      SELECT word, ndoc, nentry FROM ts_stat(format(
        'SELECT search FROM document d WHERE ' || ${VISIBLE_SQL}::text, ${workspaceId}::text, ${workspaceId}::text))`;
    const [count] = await db.$queryRaw<Array<{ n: number }>>`
      SELECT count(*)::int AS n FROM document d WHERE ${visibleTo(workspaceId)}`;
    const total = count?.n ?? 0;
    let entries = 0;
    const df = new Map<string, number>();
    for (const row of rows) {
      df.set(row.word, Number(row.ndoc));
      entries += Number(row.nentry);
    }
    return { total, avgLength: total ? entries / total : 0, df };
  }

  /**
   * Texts waiting to be parsed, with what each waits on. The searches of one claim (the claim,
   * its bare statement, its figure parts, the post without its byline) ask for their texts in
   * the same turn of the event loop: parsed together, in one round trip instead of one each.
   */
  let waiting: Array<{ text: string; resolve(l: Lexemes): void; reject(e: unknown): void }> = [];

  async function parseWaiting() {
    const batch = waiting;
    waiting = [];
    try {
      const rows = await db.$queryRaw<Array<{ i: number; lexeme: string; positions: number[] | null }>>`
        SELECT t.i::int AS i, u.lexeme, u.positions::int[] AS positions
        FROM unnest(${batch.map((b) => b.text)}::text[]) WITH ORDINALITY AS t(text, i),
             LATERAL unnest(to_tsvector('english', t.text)) WITH ORDINALITY AS u(lexeme, positions, weights, j)
        ORDER BY t.i, u.j`;
      // Each text's lexemes in the order to_tsvector gives them, as when parsed alone.
      const byText = batch.map(() => [] as Array<[string, number[]]>);
      for (const r of rows) {
        if (SAFE_LEXEME.test(r.lexeme)) byText[r.i - 1]!.push([r.lexeme, r.positions ?? []]);
      }
      batch.forEach((b, k) => b.resolve(lexemesFrom(Object.fromEntries(byText[k]!))));
    } catch (error) {
      for (const b of batch) b.reject(error);
    }
  }

  function parse(text: string): Promise<Lexemes> {
    return new Promise((resolve, reject) => {
      // setImmediate runs once the current turn's promise jobs are done: every search started
      // in this turn has asked by then.
      if (waiting.length === 0) setImmediate(() => void parseWaiting());
      waiting.push({ text, resolve, reject });
    });
  }
  // A text's lexemes never change (the configuration is fixed), and one check asks for the same
  // ones several times (the claim, its bare statement, the whole message): parsed once each,
  // the most recent kept. Callers copy before they add to them (compounds.ts).
  const parsed = new LRUCache<string, Promise<Lexemes>>({ max: PARSED_TEXTS });

  return {
    lexemes(text) {
      let value = parsed.get(text);
      if (!value) {
        value = parse(text);
        value.catch(() => parsed.delete(text));
        parsed.set(text, value);
      }
      return value;
    },

    stats(workspaceId) {
      const hit = statsCache.get(workspaceId);
      if (hit && Date.now() - hit.at < STATS_TTL_MS) return hit.value;
      const value = loadStats(workspaceId);
      value.catch(() => statsCache.delete(workspaceId));
      if (statsCache.size > 1000) statsCache.clear();
      statsCache.set(workspaceId, { at: Date.now(), value });
      return value;
    },

    async candidates(workspaceId, claim, lexemes, limit) {
      const probe = claim.slice(0, TRIGRAM_TEXT_CHARS);
      const safe = lexemes.filter((l) => SAFE_LEXEME.test(l));
      // ts_rank knows no IDF: a document sharing only the claim's rarest word (a name) can rank
      // below many sharing common ones. So besides the OR over all lexemes, the few rarest each
      // bring their own best documents.
      const rare = safe.slice(0, RARE_LEXEMES);
      const fts = safe.length
        ? Prisma.sql`
            WITH q AS (SELECT array_to_string(array(SELECT quote_literal(l) FROM unnest(${safe}::text[]) l), ' | ')::tsquery AS query)
            (SELECT d.id, ts_rank(d.search, q.query, 1) AS fts_rank
             FROM document d, q
             WHERE ${visibleTo(workspaceId)} AND d.search @@ q.query
             ORDER BY fts_rank DESC, d.id LIMIT ${limit})
            UNION ALL
            SELECT x.id, 0::float4 AS fts_rank FROM unnest(${rare}::text[]) AS r(l), LATERAL (
              SELECT d.id FROM document d
              WHERE ${visibleTo(workspaceId)} AND d.search @@ quote_literal(r.l)::tsquery
              ORDER BY ts_rank(d.search, quote_literal(r.l)::tsquery, 1) DESC, d.id LIMIT ${PER_RARE_LEXEME}) x`
        : Prisma.sql`SELECT NULL::uuid AS id, 0::float4 AS fts_rank WHERE false`;
      // One round trip: the full-text pool (each document at its best rank), the trigram
      // fallback when that pool is small (a one-time filter: not run otherwise), and the rows.
      const rows = await db.$queryRaw<Row[]>`
        WITH fts AS (${fts}),
        pool AS (SELECT id, max(fts_rank) AS fts_rank FROM fts GROUP BY id),
        tri AS (
          SELECT d.id FROM document d
          WHERE (SELECT count(*) FROM pool) < ${TRIGRAM_WHEN_FEWER_THAN}
            AND ${visibleTo(workspaceId)} AND coalesce(d.claim_text, d.title) % ${probe}
          ORDER BY similarity(coalesce(d.claim_text, d.title), ${probe}) DESC LIMIT 20),
        found AS (
          SELECT id, fts_rank FROM pool
          UNION ALL
          SELECT id, 0::float4 FROM tri WHERE id NOT IN (SELECT id FROM pool))
        SELECT d.id, d.url, d.title, left(d.text, 4000) AS text, d.publisher, p.kind::text AS kind, p.trust,
               d.claim_text, d.rating, found.fts_rank,
               similarity(coalesce(d.claim_text, d.title), ${probe}) AS trigram,
               (SELECT json_object_agg(lexeme, coalesce(positions::int[], '{}')) FROM unnest(d.search)) AS terms,
               d.claim_terms, d.title_terms
        FROM found JOIN document d ON d.id = found.id LEFT JOIN publisher p ON p.id = d.publisher_id`;
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
        lexemes: lexemesFrom(r.terms ?? {}),
        claimTerms: r.claim_terms ?? [],
        titleTerms: r.title_terms ?? [],
      }));
    },
  };
}
