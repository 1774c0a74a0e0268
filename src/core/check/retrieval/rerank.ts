import type { Candidate } from './ports.js';
import { terms } from './text.js';

/** BM25 parameters (Robertson & Zaragoza's usual values). */
const K1 = 1.2;
const B = 0.75;

export interface Ranked {
  candidate: Candidate;
  /** Ranking score (comparable within one query only). */
  score: number;
  /** How well the document matches the claim, 0..1, comparable across queries: the thresholds use it. */
  match: number;
}

export interface CorpusStats {
  total: number;
  df: Map<string, number>;
}

const idfOf = (stats: CorpusStats, term: string) => {
  const df = Math.min(stats.df.get(term) ?? 0, stats.total);
  return Math.log(1 + (stats.total - df + 0.5) / (df + 0.5));
};

/** Share of `from`'s IDF mass whose terms occur in `into`. */
function coverage(from: string[], into: Set<string>, stats: CorpusStats): number {
  let all = 0;
  let hit = 0;
  for (const term of new Set(from)) {
    const idf = idfOf(stats, term);
    all += idf;
    if (into.has(term)) hit += idf;
  }
  return all > 0 ? hit / all : 0;
}

const docText = (c: Candidate) => `${c.claimText ?? ''} ${c.title} ${c.text.slice(0, 1500)}`;

/**
 * Reranks lexical candidates by BM25 over the candidates' text (with corpus-wide document
 * frequencies) blended with IDF-weighted term coverage in both directions and trigram
 * similarity. Coverage is what makes `match` an absolute figure: the share of what is distinctive
 * in the claim that the document also says (and, for a fact-check, the reverse).
 */
export function rerank(claim: string, candidates: Candidate[], stats: CorpusStats): Ranked[] {
  const query = [...new Set(terms(claim))];
  if (query.length === 0) return [];
  const docs = candidates.map((c) => terms(docText(c)));
  const avgdl = docs.reduce((n, d) => n + d.length, 0) / Math.max(1, docs.length);
  const bm25 = docs.map((doc) => {
    const tf = new Map<string, number>();
    for (const t of doc) tf.set(t, (tf.get(t) ?? 0) + 1);
    let score = 0;
    for (const t of query) {
      const f = tf.get(t) ?? 0;
      if (f) score += (idfOf(stats, t) * f * (K1 + 1)) / (f + K1 * (1 - B + (B * doc.length) / Math.max(1, avgdl)));
    }
    return score;
  });
  const best = Math.max(...bm25, 1e-9);
  const ranked = candidates.map((candidate, i) => {
    const docTerms = new Set(docs[i]);
    const forward = coverage(query, docTerms, stats);
    let match = forward;
    if (candidate.claimText) {
      // A repeated claim says (nearly) the same thing both ways; a long post may say more.
      const reviewed = terms(candidate.claimText);
      const backward = coverage(reviewed, new Set(query), stats);
      match = 0.5 * forward + 0.3 * backward + 0.2 * candidate.trigram;
    }
    const score = 0.45 * ((bm25[i] ?? 0) / best) + 0.45 * match + 0.1 * candidate.trigram;
    return { candidate, score, match: Math.min(1, match) };
  });
  return ranked.sort((a, b) => b.score - a.score);
}
