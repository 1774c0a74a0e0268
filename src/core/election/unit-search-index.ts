import { parseCodeQuery } from './register.js';

/** What the index needs of a polling unit. */
export interface IndexedUnit {
  id: number;
  code: string;
  name: string;
  wardId: number;
  lgaId: number;
  stateId: number;
}

export interface UnitSearchHit {
  unit: IndexedUnit;
  /** 0..1: 1 is an exact code or every query word found as written. */
  score: number;
  matchedBy: 'code' | 'name';
}

export interface UnitSearchOptions {
  stateId?: number | undefined;
  lgaId?: number | undefined;
  limit: number;
}

export interface UnitSearchIndex {
  size: number;
  search(query: string, opts: UnitSearchOptions): UnitSearchHit[];
}

const MIN_WORD_SIMILARITY = 0.34;
const MAX_WORDS_PER_TOKEN = 40;

export const tokenize = (text: string) =>
  text
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);

/** Trigrams of a word, padded like pg_trgm ("  w", " wo", ..., "rd "), so short words match. */
function trigrams(word: string): string[] {
  const padded = `  ${word.toLowerCase()} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return [...out];
}

/**
 * An in-memory search over the polling-unit register (176k names; about 50 MB of heap beside
 * the unit records it keeps), built from the database and rebuilt when an import changes it.
 * PostgreSQL's trigram index (also created, for ad-hoc SQL) answers rare words fast but took
 * 0.8 s on common ones ("primary school" is in tens of thousands of names); here a query is a
 * few postings walks: each query word is matched to the register's vocabulary by trigram
 * similarity and by prefix (misspellings and partial words), then units are ranked by the share
 * of query words they contain, weighted by how rare each word is.
 */
export function buildUnitSearchIndex(input: IndexedUnit[]): UnitSearchIndex {
  const units = [...input].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const n = units.length;
  const stateIds = Int32Array.from(units, (u) => u.stateId);
  const lgaIds = Int32Array.from(units, (u) => u.lgaId);
  const codes = units.map((u) => u.code);
  const tokenCounts = new Uint16Array(n);

  const vocab = new Map<string, number>();
  const words: string[] = [];
  const postingLists: number[][] = [];
  units.forEach((unit, index) => {
    const tokens = tokenize(unit.name);
    tokenCounts[index] = tokens.length;
    for (const token of tokens) {
      let wordId = vocab.get(token);
      if (wordId === undefined) {
        wordId = words.length;
        vocab.set(token, wordId);
        words.push(token);
        postingLists.push([]);
      }
      const list = postingLists[wordId]!;
      if (list[list.length - 1] !== index) list.push(index);
    }
  });
  const postings = postingLists.map((list) => Int32Array.from(list));
  const idf = Float64Array.from(postings, (list) => Math.log(1 + n / list.length));

  const trigramIndex = new Map<string, number[]>();
  const trigramCounts = new Uint16Array(words.length);
  words.forEach((word, wordId) => {
    const grams = trigrams(word);
    trigramCounts[wordId] = grams.length;
    for (const gram of grams) {
      const list = trigramIndex.get(gram);
      if (list) list.push(wordId);
      else trigramIndex.set(gram, [wordId]);
    }
  });
  const sortedWords = words.map((_, i) => i).sort((a, b) => (words[a]! < words[b]! ? -1 : 1));

  // Scratch space reused by every query (one query runs at a time: search is synchronous).
  const shared = new Uint16Array(words.length);
  const tokenScore = new Float32Array(n);
  const total = new Float32Array(n);
  const coverage = new Uint8Array(n);

  /** Vocabulary words close to a query word: exact, same trigrams, or starting with it. */
  function matchWord(token: string): Array<{ wordId: number; similarity: number }> {
    const found = new Map<number, number>();
    const exact = vocab.get(token);
    if (exact !== undefined) found.set(exact, 1);
    // A very common word found as written ("SCHOOL") gains nothing from its variants but time.
    if (exact !== undefined && postings[exact]!.length > n / 50) return [{ wordId: exact, similarity: 1 }];
    const grams = trigrams(token);
    const touched: number[] = [];
    for (const gram of grams) {
      for (const wordId of trigramIndex.get(gram) ?? []) {
        if (shared[wordId] === 0) touched.push(wordId);
        shared[wordId]!++;
      }
    }
    for (const wordId of touched) {
      const common = shared[wordId]!;
      shared[wordId] = 0;
      const similarity = common / (grams.length + trigramCounts[wordId]! - common);
      if (similarity >= MIN_WORD_SIMILARITY && !found.has(wordId)) found.set(wordId, similarity);
    }
    if (token.length >= 3) {
      let lo = 0;
      let hi = sortedWords.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (words[sortedWords[mid]!]! < token) lo = mid + 1;
        else hi = mid;
      }
      for (let i = lo; i < sortedWords.length && i < lo + 200; i++) {
        const word = words[sortedWords[i]!]!;
        if (!word.startsWith(token)) break;
        const similarity = 0.6 + (0.35 * token.length) / word.length;
        if ((found.get(sortedWords[i]!) ?? 0) < similarity) found.set(sortedWords[i]!, similarity);
      }
    }
    // A word found as written needs only its close variants (QUARTERS: QUATERS, QUARTERS.).
    const floor = exact === undefined ? 0 : 0.5;
    return [...found]
      .filter(([, similarity]) => similarity >= floor)
      .map(([wordId, similarity]) => ({ wordId, similarity }))
      .sort((a, b) => b.similarity - a.similarity)
      .slice(0, exact === undefined ? MAX_WORDS_PER_TOKEN : 10);
  }

  const passes = (index: number, opts: UnitSearchOptions) =>
    (opts.stateId === undefined || stateIds[index] === opts.stateId) &&
    (opts.lgaId === undefined || lgaIds[index] === opts.lgaId);

  function searchCode(query: string, opts: UnitSearchOptions): UnitSearchHit[] | null {
    const parsed = parseCodeQuery(query);
    if (!parsed) return null;
    const prefix = parsed.full ?? [...parsed.segments, parsed.partial].filter(Boolean).join('-');
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (codes[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    const hits: UnitSearchHit[] = [];
    for (let i = lo; i < n && codes[i]!.startsWith(prefix) && hits.length < opts.limit; i++) {
      if (!passes(i, opts)) continue;
      hits.push({ unit: units[i]!, score: codes[i] === prefix ? 1 : 0.9, matchedBy: 'code' });
    }
    return hits;
  }

  function searchName(query: string, opts: UnitSearchOptions): UnitSearchHit[] {
    const tokens = [...new Set(tokenize(query))];
    const touched: number[] = [];
    let weightSum = 0;
    // Rarest word first: once it has found plenty of candidates, a common word ("SCHOOL", 28k
    // units) only re-scores them instead of adding thousands that lack the rarer word.
    const matched = tokens
      .map((token) => {
        const matches = matchWord(token);
        // A word the register never uses (nor anything like it) still counts against every unit.
        return { matches, weight: matches.length ? idf[matches[0]!.wordId]! : Math.log(1 + n) };
      })
      .sort((a, b) => b.weight - a.weight);
    const filtered = opts.stateId !== undefined || opts.lgaId !== undefined;
    for (const { matches, weight } of matched) {
      weightSum += weight;
      const onlyCandidates = !filtered && touched.length >= opts.limit * 5;
      const tokenTouched: number[] = [];
      for (const { wordId, similarity } of matches) {
        for (const index of postings[wordId]!) {
          if (onlyCandidates && total[index] === 0) continue;
          if (tokenScore[index] === 0) tokenTouched.push(index);
          if (similarity > tokenScore[index]!) tokenScore[index] = similarity;
        }
      }
      for (const index of tokenTouched) {
        if (total[index] === 0) touched.push(index);
        total[index]! += weight * tokenScore[index]!;
        // How many query words the unit contains (in some form): a unit with every word, even
        // misspelt, beats one with a single exact word.
        coverage[index]!++;
        tokenScore[index] = 0;
      }
    }
    // Keep the best `limit` in a small sorted list: cheaper than sorting 100k touched units.
    // Final score: weighted share of the query words, scaled by the share of words present.
    const best: number[] = [];
    const better = (a: number, b: number) =>
      total[a] !== total[b]
        ? total[a]! > total[b]!
        : tokenCounts[a] !== tokenCounts[b]
          ? tokenCounts[a]! < tokenCounts[b]!
          : a < b;
    for (const index of touched) {
      total[index] = (total[index]! / weightSum) * (0.5 + (0.5 * coverage[index]!) / tokens.length);
      if (passes(index, opts) && (best.length < opts.limit || better(index, best[best.length - 1]!))) {
        let at = best.length;
        while (at > 0 && better(index, best[at - 1]!)) at--;
        best.splice(at, 0, index);
        if (best.length > opts.limit) best.pop();
      }
    }
    const hits = best.map((index) => ({
      unit: units[index]!,
      score: Math.round(total[index]! * 1000) / 1000,
      matchedBy: 'name' as const,
    }));
    for (const index of touched) {
      total[index] = 0;
      coverage[index] = 0;
    }
    // Units sharing only a weak fragment of one word are noise, not answers.
    return hits.filter((hit) => hit.score >= 0.3);
  }

  return {
    size: n,
    search(query, opts) {
      return searchCode(query, opts) ?? searchName(query, opts);
    },
  };
}
