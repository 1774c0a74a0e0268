import { LRUCache } from 'lru-cache';
import { toEnglish } from '../check/language/to-english.js';
import type { LanguageCode } from '../check/pipeline/ports.js';
import { contentWords, searchableText, stem } from '../check/retrieval/text.js';
import { meaningOf, type MeaningOfClaim, type WordVectors } from '../check/retrieval/word-vectors.js';
import { figures, sameFigure, type Figure } from '../check/stance/numbers.js';

/**
 * Whether two tips make the same claim, with the engine's own claim-matching parts: the local
 * gloss into English (Pidgin, Hausa, Yoruba, Igbo), the reranker's GloVe meaning features (cosine
 * and soft coverage both ways, so "sacked"/"fired" and reordered sentences still match), weighted
 * word overlap, and the stance judge's figures: two tips whose figures conflict ("40 states" and
 * "37 states") are different claims whatever their words share.
 */
export interface PreparedClaim {
  text: string;
  english: string;
  /** Stemmed content words with their weight (rare words count more, as in the reranker's SIF). */
  words: Map<string, number>;
  figures: Figure[];
  meaning: MeaningOfClaim | null;
}

const SIF_RANK = 1000;
const LANGUAGES = new Set<LanguageCode>(['en', 'pcm', 'ha', 'ig', 'yo', 'other']);

/** A claim read once for comparing with many: in English, its words, figures and meaning. */
export function prepareClaim(text: string, language: string, vectors: WordVectors | null): PreparedClaim {
  const code = (LANGUAGES.has(language as LanguageCode) ? language : 'other') as LanguageCode;
  const english = searchableText(toEnglish(text, code));
  // Not from the cache of readings: the claim compared with many keeps, in its meaning, the
  // cosines of their words, which a cached reading would hold long after.
  return { text, english, ...read(english, vectors) };
}

type Reading = Omit<PreparedClaim, 'text' | 'english'>;

/**
 * Candidates' readings made lately, per set of vectors (and one without): a workspace's wordings
 * come back as candidates check after check, and reading one's figures costs ~150 µs on the
 * API's event loop (a dozen candidates a claim). Bounded, least recently used dropped first
 * (~2 KB each). A candidate is only ever compared with, so its reading does not grow.
 */
const READINGS = 10_000;
const readingsBy = new WeakMap<WordVectors, LRUCache<string, Reading>>();
const readingsWithoutVectors = new LRUCache<string, Reading>({ max: READINGS });

function readingsFor(vectors: WordVectors | null): LRUCache<string, Reading> {
  if (!vectors) return readingsWithoutVectors;
  let cache = readingsBy.get(vectors);
  if (!cache) readingsBy.set(vectors, (cache = new LRUCache({ max: READINGS })));
  return cache;
}

/**
 * A claim already read in English (`english` as prepareClaim makes it, e.g. stored with a
 * grouped wording): its words, figures and meaning, without glossing it again.
 */
export function prepareReading(text: string, english: string, vectors: WordVectors | null): PreparedClaim {
  const cache = readingsFor(vectors);
  let reading = cache.get(english);
  if (!reading) cache.set(english, (reading = read(english, vectors)));
  return { text, english, ...reading };
}

function read(english: string, vectors: WordVectors | null): Reading {
  const words = new Map<string, number>();
  for (const word of contentWords(english)) {
    const row = vectors?.rowOf(word);
    // A word the vectors lack is a name or a figure: as distinctive as the rarest words.
    const weight = row === undefined ? 1 : (row + 1) / (row + 1 + SIF_RANK);
    const key = stem(word);
    words.set(key, Math.max(words.get(key) ?? 0, weight));
  }
  return {
    words,
    figures: figures(english),
    meaning: vectors ? meaningOf(vectors, english) : null,
  };
}

/** Share of `a`'s word weight that `b` says. */
function covered(a: Map<string, number>, b: Map<string, number>): number {
  let all = 0;
  let hit = 0;
  for (const [word, weight] of a) {
    all += weight;
    if (b.has(word)) hit += weight;
  }
  return all > 0 ? hit / all : 0;
}

/**
 * A figure of `a` that `b` contradicts: `b` counts the same thing (a word after the figure in
 * common, or neither says what it counts) and none of its figures for it is the same. Unlike the
 * stance judge, every comparable figure counts: "four new states … 40 states" and "40 states after
 * four new states" say the same figures in another order. When each tip carries a single count,
 * the two also compare when what surrounds them meets ("gunmen abduct 200 pupils" and "gunmen
 * abduct 20 students", "N1,000 per litre" and "a litre of fuel is now N700"): a rumour with one
 * figure is about that figure, whatever noun the next wording puts after it.
 */
function contradicted(f: Figure, b: Figure[], single: boolean): boolean {
  const about = (x: Figure) => [...x.what, ...x.context];
  const comparable = b.filter(
    (t) =>
      t.isDate === f.isDate &&
      t.isPercent === f.isPercent &&
      ((f.what.length === 0 ? t.what.length === 0 : t.what.some((w) => f.what.includes(w))) ||
        (single && about(t).some((w) => about(f).includes(w)))),
  );
  return comparable.length > 0 && !comparable.some((t) => sameFigure(f, t));
}

/**
 * True when a figure of one is contradicted by the other ("40 states" and "37 states"), or when
 * both name years and share none: "2023 election" and "2019 election" are different events.
 */
export function figuresConflict(a: PreparedClaim, b: PreparedClaim): boolean {
  const counts = (c: PreparedClaim) => c.figures.filter((f) => !f.isYear);
  const years = (c: PreparedClaim) => new Set(c.figures.filter((f) => f.isYear).map((f) => f.value));
  const [ya, yb] = [years(a), years(b)];
  if (ya.size && yb.size && ![...ya].some((y) => yb.has(y))) return true;
  const [fa, fb] = [counts(a), counts(b)];
  const single = fa.length === 1 && fb.length === 1;
  return fa.some((f) => contradicted(f, fb, single)) || fb.some((f) => contradicted(f, fa, single));
}

/** The features the score is built from, exported for the bench that tunes the weights. */
export function similarityFeatures(a: PreparedClaim, b: PreparedClaim): number[] {
  const lexical = Math.min(covered(a.words, b.words), covered(b.words, a.words));
  const [cosine = 0, , back = 0, forward = 0] = a.meaning ? a.meaning.compare(b.english, b.english) : [];
  return [lexical, cosine, Math.min(back, forward)];
}

/**
 * Weights of the features, and the two thresholds, tuned on the train half of
 * data/grouping/paraphrases.tsv (bench/quality/grouping.ts). Without word vectors only the
 * lexical part speaks, so it is read on its own scale.
 */
export const GROUPING = {
  weights: [0.15, 0.85, 0],
  /** At or above: the same claim, joins the group. */
  strong: 0.73,
  /** At or above (below strong): maybe the same claim, joins as a suggestion for an editor. */
  middling: 0.63,
} as const;

/** 0..1: how surely two tips make the same claim; 0 when their figures disagree. */
export function claimSimilarity(
  a: PreparedClaim,
  b: PreparedClaim,
  weights: readonly number[] = GROUPING.weights,
): number {
  if (figuresConflict(a, b)) return 0;
  const x = similarityFeatures(a, b);
  if (!a.meaning) return x[0] ?? 0;
  return x.reduce((sum, v, k) => sum + v * (weights[k] ?? 0), 0);
}

export type MatchStrength = 'strong' | 'middling' | 'none';

export function strengthOf(
  similarity: number,
  t: { strong: number; middling: number } = GROUPING,
): MatchStrength {
  return similarity >= t.strong ? 'strong' : similarity >= t.middling ? 'middling' : 'none';
}
