import { LRUCache } from 'lru-cache';
import { searchableText } from './text.js';

/**
 * Static word vectors (GloVe), rows in corpus-frequency order (row 0 is the commonest word),
 * unit length, quantised to int8: component = data[row * dimensions + d] / scale.
 */
export interface WordVectors {
  readonly dimensions: number;
  readonly scale: number;
  readonly data: Int8Array;
  /** Row of a lower-cased word, undefined when the vocabulary lacks it. */
  rowOf(word: string): number | undefined;
}

/**
 * Smooth inverse frequency (Arora et al. 2017): a word's weight is a / (a + p(word)). With
 * Zipf's p(rank) ∝ 1 / rank this is rank / (rank + SIF_RANK): the thousand commonest words
 * count little, rare ones fully. SIF_RANK was chosen by cross-validation on CLEF 2020 train.
 */
const SIF_RANK = 1000;

const STOP = new Set(
  (
    'a an and are as at be been but by can could did do does for from had has have he her his how i if in into is it ' +
    'its me my no not of on or our so than that the their them then there these they this those to too was we were ' +
    'what when where which who will with would you your rt amp via just s t'
  ).split(' '),
);

/**
 * A text's distinct known words: their vector rows, and each one's SIF weight summed over the
 * times it is said. Typed arrays: thousands of prepared texts are kept (PREPARED_TEXTS).
 */
interface Tokens {
  rows: Int32Array;
  weights: Float64Array;
}

/** Words split at anything but letters and digits: "Trump's" gives "trump" (and "s", a stop word). */
function tokens(vectors: WordVectors, text: string): Tokens {
  const words =
    searchableText(text)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  // A repeated word is one token carrying the weight of each time it is said: the same means
  // and shares, but comparing costs the distinct words, not the length of the text.
  const byRow = new Map<number, number>();
  for (const word of words) {
    if (STOP.has(word)) continue;
    const row = vectors.rowOf(word);
    if (row === undefined) continue;
    const weight = (row + 1) / (row + 1 + SIF_RANK);
    const seen = byRow.get(row);
    byRow.set(row, seen === undefined ? weight : seen + weight);
  }
  return { rows: Int32Array.from(byRow.keys()), weights: Float64Array.from(byRow.values()) };
}

/** SIF-weighted mean of the tokens' vectors (unnormalised; cosine divides it out). */
function meanOf(vectors: WordVectors, list: Tokens): Float32Array {
  const { dimensions: n, data } = vectors;
  const mean = new Float32Array(n);
  for (let t = 0; t < list.rows.length; t++) {
    const row = list.rows[t]!;
    const weight = list.weights[t]!;
    for (let d = 0; d < n; d++) mean[d]! += weight * data[row * n + d]!;
  }
  return mean;
}

function cosine(a: Float32Array, b: Float32Array): number {
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let d = 0; d < a.length; d++) {
    ab += a[d]! * b[d]!;
    aa += a[d]! * a[d]!;
    bb += b[d]! * b[d]!;
  }
  return aa > 0 && bb > 0 ? ab / Math.sqrt(aa * bb) : 0;
}

/**
 * Dot product of two rows of int8 components: a sum of integers far below 2^53, so exact in any
 * order (four at a time is faster and gives the same number).
 */
function dotOf(data: Int8Array, p: number, q: number, n: number): number {
  let a = 0;
  let b = 0;
  let c = 0;
  let e = 0;
  let d = 0;
  for (; d + 3 < n; d += 4) {
    a += data[p + d]! * data[q + d]!;
    b += data[p + d + 1]! * data[q + d + 1]!;
    c += data[p + d + 2]! * data[q + d + 2]!;
    e += data[p + d + 3]! * data[q + d + 3]!;
  }
  for (; d < n; d++) a += data[p + d]! * data[q + d]!;
  return a + b + c + e;
}

/**
 * Cosines of one word (a vector row) with each word of a claim: a claim is compared with fifty
 * candidates or more, which repeat many of their words ("president", "trump"), so each distinct
 * word is compared with the claim once. Rows, not words: two spellings of one row are one word.
 */
type ClaimCosines = (row: number) => Float32Array;

function claimCosines(vectors: WordVectors, claim: Tokens): ClaimCosines {
  const { dimensions: n, data, scale } = vectors;
  const unit = 1 / (scale * scale);
  const known = new Map<number, Float32Array>();
  return (row) => {
    let cosines = known.get(row);
    if (cosines) return cosines;
    cosines = new Float32Array(claim.rows.length);
    for (let j = 0; j < claim.rows.length; j++) {
      const other = claim.rows[j]!;
      cosines[j] = other === row ? 1 : dotOf(data, row * n, other * n, n) * unit;
    }
    known.set(row, cosines);
    return cosines;
  };
}

/** The SIF-weighted share of `tokens` said, each by its `best` cosine with the other side. */
function share(tokens: Tokens, best: Float32Array): number {
  let all = 0;
  let hit = 0;
  for (let i = 0; i < tokens.rows.length; i++) {
    all += tokens.weights[i]!;
    hit += tokens.weights[i]! * best[i]!;
  }
  return hit / all;
}

/**
 * Soft coverage both ways: the SIF-weighted share of `a`'s words that the claim says, or says in
 * other words ("mum" for "mother": each word counts its best cosine with any word of the other
 * side), and the same of the claim in `a`. One matrix of cosines serves both directions.
 */
function softCoverage(a: Tokens, claim: Tokens, cosinesOf: ClaimCosines): [number, number] {
  const m = claim.rows.length;
  if (!a.rows.length || !m) return [0, 0];
  const bestOfA = new Float32Array(a.rows.length);
  const bestOfClaim = new Float32Array(m);
  for (let i = 0; i < a.rows.length; i++) {
    const cosines = cosinesOf(a.rows[i]!);
    let bestHere = 0;
    for (let j = 0; j < m; j++) {
      const similarity = cosines[j]!;
      if (similarity > bestHere) bestHere = similarity;
      if (similarity > bestOfClaim[j]!) bestOfClaim[j] = similarity;
    }
    bestOfA[i] = bestHere;
  }
  return [share(a, bestOfA), share(claim, bestOfClaim)];
}

/** A text's tokens and their mean, as every comparison reads them. */
interface Prepared {
  tokens: Tokens;
  mean: Float32Array;
}

/**
 * Texts prepared lately, per set of vectors: the same fact-checks come back for the claim, its
 * bare statement and the whole message, and popular ones check after check. Bounded, the least
 * recently used dropped first. A fact-check is two texts (its reviewed claim and its title): the
 * bound holds a corpus of about 12,000 of them (under 1 KB each, some 20 MB); at 8,000 texts a
 * 10,000-document corpus was prepared again and again, a fifth of a search's time.
 */
const PREPARED_TEXTS = 25_000;
const preparedBy = new WeakMap<WordVectors, LRUCache<string, Prepared>>();

function prepared(vectors: WordVectors, text: string): Prepared {
  let cache = preparedBy.get(vectors);
  if (!cache) preparedBy.set(vectors, (cache = new LRUCache({ max: PREPARED_TEXTS })));
  let made = cache.get(text);
  if (!made) {
    const list = tokens(vectors, text);
    made = { tokens: list, mean: meanOf(vectors, list) };
    cache.set(text, made);
  }
  return made;
}
/** A claim prepared once for comparing, in meaning, with every candidate. */
export interface MeaningOfClaim {
  /**
   * [cosine with the reviewed claim (or title), cosine with the title, share of the reviewed
   * claim the claim says in any words, share of the claim the reviewed claim says].
   */
  compare(reviewedClaim: string | null, title: string): [number, number, number, number];
}

export function meaningOf(vectors: WordVectors, claim: string): MeaningOfClaim {
  const { tokens: words, mean } = prepared(vectors, claim);
  const cosinesOf = claimCosines(vectors, words);
  return {
    compare(reviewedClaim, title) {
      const reviewed = prepared(vectors, reviewedClaim ?? title);
      const titled = reviewedClaim === null ? reviewed : prepared(vectors, title);
      const [reviewedSaid, claimSaid] = softCoverage(reviewed.tokens, words, cosinesOf);
      return [cosine(mean, reviewed.mean), cosine(mean, titled.mean), reviewedSaid, claimSaid];
    },
  };
}
