import { describe, expect, it } from 'vitest';
import type { Candidate, CorpusStats, Lexemes } from '../../src/core/check/retrieval/ports.js';
import { FEATURES, rerank, WEIGHTS } from '../../src/core/check/retrieval/rerank.js';
import { bylineOf } from '../../src/core/check/retrieval/text.js';

const lexemes = (terms: string[]): Lexemes => ({
  counts: new Map(terms.map((t) => [t, 1])),
  bigrams: new Set(),
});

const candidate = (id: string, terms: string[]): Candidate => ({
  id,
  url: `https://example.org/${id}`,
  title: terms.join(' '),
  text: terms.join(' '),
  publisher: 'Example',
  publisherKind: 'fact_checker',
  trust: 0.9,
  claimText: terms.join(' '),
  rating: 'False',
  ftsRank: 0,
  trigram: 0,
  lexemes: lexemes(terms),
  claimTerms: terms,
  titleTerms: terms,
});

describe('claim matching: bylines and query weights', () => {
  it('splits the byline of an embedded tweet from what it says', () => {
    const tweet = 'Koalas are now extinct. https://t.co/x — Jane Doe (@janedoe) November 23, 2019';
    expect(bylineOf(tweet)).toEqual({
      body: 'Koalas are now extinct. https://t.co/x',
      byline: ' — Jane Doe (@janedoe) November 23, 2019',
    });
    expect(bylineOf('A dash — in the middle (@x) is not a byline')).toEqual({
      body: 'A dash — in the middle (@x) is not a byline',
      byline: '',
    });
  });

  it('ships one learned weight per feature', () => {
    expect(WEIGHTS).toHaveLength(FEATURES.length);
    expect(WEIGHTS.every((w) => Number.isFinite(w))).toBe(true);
  });

  it('lets a lexeme weighed down (a byline name) decide less than what the post says', () => {
    const stats: CorpusStats = {
      total: 1000,
      avgLength: 3,
      df: new Map([
        ['koala', 3],
        ['extinct', 3],
        ['doe', 3],
      ]),
    };
    const about = candidate('about', ['koala', 'extinct', 'fire']);
    const byAuthor = candidate('author', ['doe', 'extinct', 'rally']);
    const query = lexemes(['koala', 'doe', 'extinct']);
    // Unweighted, "koala" and "doe" are equally rare: a tie broken by nothing else.
    const weighted = { ...query, weights: new Map([['doe', 0.5]]) };
    const ranked = rerank(weighted, [byAuthor, about], stats);
    expect(ranked.map((r) => r.candidate.id)).toEqual(['about', 'author']);
    expect(ranked[0]!.match).toBeGreaterThan(ranked[1]!.match);
  });
});
