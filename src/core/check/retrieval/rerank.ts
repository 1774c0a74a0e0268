import type { Candidate, CorpusStats, Lexemes } from './ports.js';
import type { MeaningOfClaim } from './word-vectors.js';
import shipped from './weights/claim-matching.json' with { type: 'json' };

/** BM25 parameters (Robertson & Zaragoza's usual values; a sweep on CLEF 2020 train found no better). */
const BM25 = { k1: 1.2, b: 0.75 } as const;

export interface Ranked {
  candidate: Candidate;
  /** Ranking score (comparable within one query only). */
  score: number;
  /** How well the document matches the claim, 0..1, comparable across queries: the thresholds use it. */
  match: number;
  /** The reranker's inputs (see FEATURES), kept for training and inspection. */
  features: number[];
}

export const idfOf = (stats: CorpusStats, term: string) => {
  const df = Math.min(stats.df.get(term) ?? 0, stats.total);
  return Math.log(1 + (stats.total - df + 0.5) / (df + 0.5));
};

/** Share of `from`'s IDF mass whose terms occur in `into` (each term's IDF times its weight). */
function coverage(
  from: Iterable<string>,
  into: { has(term: string): boolean },
  stats: CorpusStats,
  weights?: Map<string, number>,
): number {
  let all = 0;
  let hit = 0;
  for (const term of new Set(from)) {
    const idf = idfOf(stats, term) * (weights?.get(term) ?? 1);
    all += idf;
    if (into.has(term)) hit += idf;
  }
  return all > 0 ? hit / all : 0;
}

/**
 * What every candidate of one query reads of the query, worked out once per query rather than
 * once per candidate (a search reranks up to 82): each lexeme's IDF and its weighted IDF, in the
 * query's order (sums are added in the same order, so every figure is the same to the last bit),
 * their total, and the most distinctive lexeme.
 */
interface QueryTerms {
  terms: string[];
  idf: number[];
  /** IDF times the lexeme's query weight. */
  weighted: number[];
  weightedAll: number;
  /** The lexeme of highest IDF that the corpus has ('' when none). */
  top: string;
}

function queryTerms(query: Lexemes, stats: CorpusStats): QueryTerms {
  const terms = [...query.counts.keys()];
  const idf = terms.map((term) => idfOf(stats, term));
  const weighted = terms.map((term, i) => idf[i]! * (query.weights?.get(term) ?? 1));
  let weightedAll = 0;
  for (const w of weighted) weightedAll += w;
  let top = '';
  let topIdf = -1;
  terms.forEach((term, i) => {
    const value = (stats.df.get(term) ?? 0) > 0 ? idf[i]! : -1;
    if (value > topIdf) [top, topIdf] = [term, value];
  });
  return { terms, idf, weighted, weightedAll, top };
}

/** coverage(query's lexemes, into, stats, query.weights), from the query's terms worked out once. */
function queryCoverage(q: QueryTerms, into: { has(term: string): boolean }): number {
  let hit = 0;
  for (let i = 0; i < q.terms.length; i++) if (into.has(q.terms[i]!)) hit += q.weighted[i]!;
  return q.weightedAll > 0 ? hit / q.weightedAll : 0;
}

/** Sum of a document's lexeme counts (its length for BM25), kept with its lexemes once read. */
const lengths = new WeakMap<Map<string, number>, number>();
function lengthOf(doc: Map<string, number>): number {
  let length = lengths.get(doc);
  if (length === undefined) {
    length = 0;
    for (const n of doc.values()) length += n;
    lengths.set(doc, length);
  }
  return length;
}

function bm25(
  query: Lexemes,
  doc: Map<string, number>,
  stats: CorpusStats,
  q = queryTerms(query, stats),
): number {
  const length = lengthOf(doc);
  let score = 0;
  for (let i = 0; i < q.terms.length; i++) {
    const f = doc.get(q.terms[i]!) ?? 0;
    if (f)
      score +=
        (q.weighted[i]! * f * (BM25.k1 + 1)) /
        (f + BM25.k1 * (1 - BM25.b + (BM25.b * length) / Math.max(1, stats.avgLength)));
  }
  return score;
}

function bigramShare(query: Lexemes, doc: Lexemes): number {
  if (query.bigrams.size === 0) return 0;
  let hit = 0;
  for (const pair of query.bigrams) if (doc.bigrams.has(pair)) hit += 1;
  return Math.min(1, hit / Math.min(query.bigrams.size, Math.max(1, doc.bigrams.size)));
}

/** Share of `query`'s IDF mass found in `terms` (a field of the document). */
function fieldCoverage(q: QueryTerms, terms: string[]): number {
  return terms.length ? queryCoverage(q, new Set(terms)) : 0;
}

/** How many of the query's rare lexemes (IDF above 5: fewer than ~1% of documents) the document has. */
function rareHits(q: QueryTerms, doc: Map<string, number>): number {
  let hits = 0;
  for (let i = 0; i < q.terms.length; i++) if (doc.has(q.terms[i]!) && q.idf[i]! > 5) hits += 1;
  return hits;
}

/** Names of the features, in order; the shipped weights are keyed by them. */
export const FEATURES = [
  'bm25Share',
  'forward',
  'backClaim',
  'backTitle',
  'trigram',
  'bigrams',
  'claimCover',
  'titleCover',
  'rareHits',
  'bm25Rank',
  'yearMatch',
  'yearConflict',
  'topIdfHit',
  'meaningClaim',
  'meaningTitle',
  'meaningBack',
  'meaningForward',
] as const;

/** Without word vectors the meaning features are 0 and ranking is lexical. */
const NO_MEANING = [0, 0, 0, 0] as const;

const YEAR = /^(1[89]|20)\d\d$/;
const FIGURE = /^\d[\d.,]*$/;

/** How much a claim's figure counts in `match`, against 1 for a word, when the document has figures. */
const FIGURE_WEIGHT = 0.3;

/**
 * Words that, beside a figure, say how it was reached or got rather than what is measured, as
 * PostgreSQL's english configuration stems them: verbs that move a figure to its level ("has
 * reached 34 percent", "rose to", "stood at") and verbs of getting a count ("received",
 * "polled", "secured"). Unsaid, they count as the figure does: "Inflation in Nigeria has reached
 * 34 percent" is NBS's inflation figure as much as "Inflation in Nigeria is now 34 percent",
 * though NBS never writes "reached". (Scale words are not among them: "million" unsaid is what
 * keeps a candidate's count from matching "25 million Nigerians voted" as well as the turnout.)
 */
const FIGURE_WORDS = new Set(
  (
    'reach rose risen rise fell fallen fall hit climb drop dip stood stand jump soar surg increas decreas declin hover peak plung current today touch cross ' +
    'receiv poll secur score garner obtain got get gain'
  ).split(' '),
);

/**
 * A share or count said in words, and the words that round it, as PostgreSQL's english
 * configuration stems them ("nearly two-thirds of", "two in three", "roughly half"): they are the
 * figure, which a source writes in digits ("63 percent"), so unsaid they count as a figure does.
 */
const SHARE_WORDS =
  /^(?:one|two|three|four|five|six|seven|eight|nine|ten|half|third|quarter|fifth|near|almost|rough|approxim|(?:one|two|three)-(?:third|quarter|fifth))$/;

/**
 * A place in a result ("Atiku came second", "finished third"), as PostgreSQL's english
 * configuration stems it: a source gives the counts and the place follows from their order, so
 * a source of counts never writes it. Unsaid, a place's words count as a figure does, when the
 * claim gives a place (a verb of placing and an ordinal both).
 */
const PLACE_VERBS = new Set(['came', 'finish', 'place', 'end', 'emerg']);
const PLACES = new Set(['first', 'second', 'third', 'fourth', 'fifth', 'runner', 'distant']);
const givesPlace = (own: string[]) => own.some((t) => PLACE_VERBS.has(t)) && own.some((t) => PLACES.has(t));

/**
 * The share of the claim a document says, for `match`: each of its `own` lexemes, by IDF
 * times its query weight, said when the document has it or one of its `alternatives` (the
 * demonym or parts the query added are other spellings, not more to say). A claim's figures
 * count FIGURE_WEIGHT when the document has figures: a figure is rare, so at full weight a
 * document giving another figure for the same thing ("36 states" for a claim of "40 states"),
 * the very evidence that disputes it, would fall below the thresholds; the stance judge
 * compares the figures.
 */
function matchCoverage(query: Lexemes, own: string[], doc: Map<string, number>, stats: CorpusStats): number {
  const docHasFigures = hasFigures(doc);
  const weighsFigures = docHasFigures && own.some((term) => FIGURE.test(term) && !YEAR.test(term));
  const placed = docHasFigures && givesPlace(own);
  let all = 0;
  let hit = 0;
  for (const term of own) {
    // Who posted the claim and when is not what it claims.
    if (query.bylineOnly?.has(term)) continue;
    const said =
      doc.has(term) || (query.alternatives?.get(term) ?? []).some((set) => set.every((t) => doc.has(t)));
    // A word of how the figure was got counts lightly only when the source does not write it;
    // said, it counts as any word.
    const light =
      (docHasFigures && FIGURE.test(term)) ||
      (weighsFigures && !said && FIGURE_WORDS.has(term)) ||
      (docHasFigures && !said && SHARE_WORDS.test(term)) ||
      (placed && !said && (PLACE_VERBS.has(term) || PLACES.has(term)));
    const figure = light ? FIGURE_WEIGHT : 1;
    const idf = idfOf(stats, term) * (query.weights?.get(term) ?? 1) * figure;
    all += idf;
    if (said) hit += idf;
  }
  return all > 0 ? hit / all : 0;
}

/** Whether a document has any figure among its lexemes (no copy of them made). */
function hasFigures(doc: Map<string, number>): boolean {
  for (const term of doc.keys()) if (FIGURE.test(term)) return true;
  return false;
}

/** The query's own lexemes: without the demonyms and parts its `alternatives` added. */
function ownLexemes(query: Lexemes): string[] {
  const added = new Set<string>();
  for (const sets of query.alternatives?.values() ?? [])
    for (const set of sets) set.forEach((t) => added.add(t));
  return [...query.counts.keys()].filter((term) => !added.has(term) || query.alternatives?.has(term));
}

/**
 * [names a year the claim names, names only other years]: a fact-check dated to another year is
 * usually about another event (CLEF tweets carry their date in the byline).
 */
function years(query: Lexemes, doc: Map<string, number>): [number, number] {
  let other = false;
  for (const term of doc.keys()) {
    if (!YEAR.test(term)) continue;
    if (query.counts.has(term)) return [1, 0];
    other = true;
  }
  return [0, other ? 1 : 0];
}

/**
 * Features of one candidate; the reranker's score is a linear model over them. Coverage of the
 * claim counts each lexeme's IDF times its query weight (`Lexemes.weights`).
 */
export function features(
  query: Lexemes,
  c: Candidate,
  bm25Share: number,
  stats: CorpusStats,
  bm25Rank = 0,
  meaning: MeaningOfClaim | null = null,
  q: QueryTerms = queryTerms(query, stats),
): number[] {
  const forward = queryCoverage(q, c.lexemes.counts);
  const backClaim = c.claimTerms.length ? coverage(c.claimTerms, query.counts, stats) : forward;
  const backTitle = c.titleTerms.length ? coverage(c.titleTerms, query.counts, stats) : forward;
  return [
    bm25Share,
    forward,
    backClaim,
    backTitle,
    c.trigram,
    bigramShare(query, c.lexemes),
    c.claimTerms.length ? fieldCoverage(q, c.claimTerms) : forward,
    fieldCoverage(q, c.titleTerms),
    Math.log1p(rareHits(q, c.lexemes.counts)),
    1 / (1 + bm25Rank),
    ...years(query, c.lexemes.counts),
    // Whether the document has the claim's most distinctive lexeme.
    c.lexemes.counts.has(q.top) ? 1 : 0,
    ...(meaning ? meaning.compare(c.claimText, c.title) : NO_MEANING),
  ];
}

/**
 * Weights of the linear reranker over `features`, written by scripts/train/claim-matching.ts
 * (listwise softmax regression on the CLEF 2020 CheckThat! task 2 train split).
 */
export const WEIGHTS: number[] = FEATURES.map(
  (name) => (shipped.weights as Record<string, number>)[name] ?? 0,
);

/**
 * Reranks lexical candidates: BM25 with corpus-wide document frequencies, IDF-weighted term
 * coverage both ways (claim in document; reviewed claim and title in claim), trigram
 * similarity, shared word pairs, and, given `meaning` (word vectors), similarity in meaning, so
 * a paraphrase ("mum" for "mother", "sued" for "lawsuit") still counts.
 *
 * `match` is an absolute 0..1 figure for the thresholds: the share of what is distinctive in
 * the claim that the document also says (for a fact-check, blended with the reverse and the
 * trigram similarity). It stays lexical on purpose: cosines of unrelated words are not zero, so
 * meaning reorders candidates but never makes a weak match look decisive.
 */
export function rerank(
  query: Lexemes,
  candidates: Candidate[],
  stats: CorpusStats,
  weights = WEIGHTS,
  meaning: MeaningOfClaim | null = null,
): Ranked[] {
  if (query.counts.size === 0) return [];
  const q = queryTerms(query, stats);
  const scores = candidates.map((c) => bm25(query, c.lexemes.counts, stats, q));
  const best = Math.max(...scores, 1e-9);
  // Equal BM25 scores share a rank (the first of them): a rank must not depend on the order
  // PostgreSQL returned the rows in.
  const sorted = [...scores].sort((a, b) => b - a);
  const rankOf = new Map(scores.map((s, i) => [i, sorted.indexOf(s)]));
  const own = ownLexemes(query);
  return candidates
    .map((candidate, i) => {
      const x = features(query, candidate, (scores[i] ?? 0) / best, stats, rankOf.get(i) ?? 0, meaning, q);
      const [, , backClaim = 0] = x;
      const forward = matchCoverage(query, own, candidate.lexemes.counts, stats);
      const match = candidate.claimText ? 0.6 * forward + 0.2 * backClaim + 0.2 * candidate.trigram : forward;
      const score = x.reduce((sum, v, k) => sum + v * (weights[k] ?? 0), 0);
      return { candidate, score, match: Math.min(1, match), features: x };
    })
    .sort((a, b) => b.score - a.score || byUrl(a, b));
}

/**
 * Equal scores (the same claim reviewed twice, word for word) are ordered by address, so a
 * ranking never depends on the order PostgreSQL returns rows in (a document deleted and
 * imported again moves to the end of the table).
 */
const byUrl = (a: Ranked, b: Ranked) =>
  a.candidate.url < b.candidate.url ? -1 : a.candidate.url > b.candidate.url ? 1 : 0;
