import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { quantise, writeCompact } from '../../adapters/word-vectors/build.js';
import { installedWordVectors, readWordVectors } from '../../adapters/word-vectors/load.js';
import type { Candidate, CorpusStats, Lexemes } from '../../src/core/check/retrieval/ports.js';
import { FEATURES, rerank } from '../../src/core/check/retrieval/rerank.js';
import { meaningOf, type WordVectors } from '../../src/core/check/retrieval/word-vectors.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A vocabulary in the npm package's own layout (frequency order, extra trailing values). */
function winkLike(vectors: Record<string, number[]>) {
  return {
    dimensions: 3,
    words: Object.keys(vectors),
    vectors: Object.fromEntries(Object.entries(vectors).map(([w, v]) => [w, [...v, 9, 9]])),
  };
}

function compact(vectors: Record<string, number[]>, limit = 100): WordVectors {
  const dir = mkdtempSync(join(tmpdir(), 'gaskiya-vectors-'));
  dirs.push(dir);
  writeCompact(dir, quantise(winkLike(vectors), limit), { format: 1, source: 'test', sourceVersion: '0' });
  const read = readWordVectors(dir);
  if (!read) throw new Error('compact vectors did not read back');
  return read;
}

const at = (v: WordVectors, word: string) => {
  const row = v.rowOf(word)!;
  return [...v.data.subarray(row * v.dimensions, (row + 1) * v.dimensions)].map((x) => x / v.scale);
};
const cos = (v: WordVectors, a: string, b: string) =>
  at(v, a).reduce((sum, x, d) => sum + x * at(v, b)[d]!, 0);

const lexemes = (terms: string[]): Lexemes => ({
  counts: new Map(terms.map((t) => [t, 1])),
  bigrams: new Set(),
});
const candidate = (id: string, claim: string, terms: string[]): Candidate => ({
  id,
  url: `https://example.org/${id}`,
  title: claim,
  text: claim,
  publisher: 'Example',
  publisherKind: 'fact_checker',
  trust: 0.9,
  claimText: claim,
  rating: 'False',
  ftsRank: 0,
  trigram: 0,
  lexemes: lexemes(terms),
  claimTerms: terms,
  titleTerms: terms,
});

describe('word vectors: compact files', () => {
  it('keeps the most frequent words in order, unit length, int8, and skips words without a vector', () => {
    const source = winkLike({ the: [1, 0, 0], mother: [3, 4, 0], mum: [3, 4, 0.5], airport: [0, 0, 2] });
    delete (source.vectors as Record<string, unknown>).the;
    const built = quantise(source, 2);
    expect(built.words).toEqual(['mother', 'mum']);
    expect(built.data).toBeInstanceOf(Int8Array);
    expect(built.data).toHaveLength(2 * 3);
    expect(Math.max(...built.data.map(Math.abs))).toBe(127);
  });

  it('reads back what it wrote, with cosines preserved', () => {
    const v = compact({ mother: [3, 4, 0], mum: [3, 4, 0.5], airport: [0, 0, 2] });
    expect(v.rowOf('mum')).toBe(1);
    expect(v.rowOf('unknown')).toBeUndefined();
    expect(cos(v, 'mother', 'mother')).toBeCloseTo(1, 2);
    expect(cos(v, 'mother', 'mum')).toBeGreaterThan(0.98);
    expect(cos(v, 'mother', 'airport')).toBeCloseTo(0, 2);
  });

  it('is absent, not broken, when the files were never built', () => {
    expect(readWordVectors(join(tmpdir(), 'gaskiya-no-such-vectors'))).toBeNull();
  });
});

describe('claim matching in meaning', () => {
  const v = compact({
    photo: [1, 0, 0],
    photograph: [0.95, 0.05, 0],
    mum: [0, 1, 0.1],
    mother: [0, 1, 0],
    golf: [0, 0, 1],
    course: [0.1, 0, 1],
  });

  it('credits a paraphrase ("mum" for "mother") that shares no word', () => {
    const claim = meaningOf(v, 'Photo of mum');
    const [cosSame, , backSame, forwardSame] = claim.compare('A photograph shows mother', 'A photograph');
    const [cosOther, , backOther, forwardOther] = claim.compare(
      'A photograph shows golf course',
      'A photograph',
    );
    expect(cosSame).toBeGreaterThan(cosOther);
    expect(backSame).toBeGreaterThan(backOther);
    expect(forwardSame).toBeGreaterThan(0.9);
    expect(forwardOther).toBeLessThan(0.6);
  });

  it('reranks by meaning when words tie, and ranks lexically (meaning features 0) without vectors', () => {
    const stats: CorpusStats = { total: 1000, avgLength: 3, df: new Map([['photograph', 50]]) };
    const query = lexemes(['photo']);
    const pool = [
      candidate('golf', 'A photograph shows the golf course', ['photograph', 'golf', 'cours']),
      candidate('mother', 'A photograph shows the mother', ['photograph', 'mother']),
    ];
    const meaning = meaningOf(v, 'Photo of mum');
    expect(rerank(query, pool, stats, undefined, meaning)[0]!.candidate.id).toBe('mother');
    const lexical = rerank(query, pool, stats);
    const at = FEATURES.indexOf('meaningClaim');
    expect(lexical.every((r) => r.features.slice(at).every((x) => x === 0))).toBe(true);
  });

  it('compares the same way whether a text was prepared before or has long been forgotten', () => {
    const compareOnce = () => meaningOf(v, 'Photo of mum').compare('A photograph shows mother', 'A photo');
    const first = compareOnce();
    expect(compareOnce()).toEqual(first);
    // More texts than the preparation cache keeps: the first ones are prepared again, the same.
    for (let i = 0; i < 9000; i++) meaningOf(v, `mother ${i}`).compare(`golf course ${i}`, 'photo');
    expect(compareOnce()).toEqual(first);
    // Each set of vectors prepares its own: the same text in other vectors means otherwise.
    const flipped = compact({ photo: [0, 0, 1], photograph: [0, 1, 0], mum: [1, 0, 0], mother: [0, 1, 0] });
    expect(meaningOf(flipped, 'Photo of mum').compare('A photograph shows mother', 'A photo')).not.toEqual(
      first,
    );
  });
});

describe('the installed GloVe vectors', () => {
  const glove = installedWordVectors();

  it('are built at install (npm run build:vectors) and load', () => {
    expect(glove, 'run npm run build:vectors').not.toBeNull();
    expect(glove!.dimensions).toBe(100);
    expect(glove!.rowOf('the')).toBe(0);
  });

  it('put paraphrases close: mum/mother, sued/lawsuit, jab/vaccine', () => {
    const g = glove!;
    expect(cos(g, 'mum', 'mother')).toBeGreaterThan(cos(g, 'mum', 'airport') + 0.3);
    expect(cos(g, 'sued', 'lawsuit')).toBeGreaterThan(cos(g, 'sued', 'banana') + 0.3);
    expect(cos(g, 'vaccine', 'vaccination')).toBeGreaterThan(0.6);
  });

  it('match a reworded claim to its fact-check over a look-alike', () => {
    const claim = meaningOf(glove!, "This photo of Donald Trump's mum");
    const [, , , mother] = claim.compare(
      "A photograph shows Donald Trump's mother, Mary Anne MacLeod Trump.",
      'x',
    );
    const [, , , golf] = claim.compare("A photograph shows Donald Trump's golf course in Scotland.", 'x');
    expect(mother).toBeGreaterThan(golf);
  });
});
