import { describe, expect, it } from 'vitest';
import { splitCompounds } from '../../src/core/check/retrieval/compounds.js';
import { searchableText, sentencesOf } from '../../src/core/check/retrieval/text.js';
import { ratingOf } from '../../src/core/sources/claim-review.js';

describe('retrieval text handling', () => {
  it('keeps names from handles and hashtags and drops links', () => {
    expect(searchableText('Wow @JoeBiden #MakeAmericaGreat https://t.co/x1 pic.twitter.com/abc — done')).toBe(
      'Wow Joe Biden Make America Great — done',
    );
  });

  it('splits run-together words into words the corpus knows', () => {
    const stats = {
      total: 100,
      avgLength: 10,
      df: new Map([
        ['corn', 3],
        ['flake', 2],
        ['cornflak', 0],
      ]),
    };
    const out = splitCompounds({ counts: new Map([['cornflak', 1]]), bigrams: new Set() }, stats);
    expect([...out.counts.keys()]).toEqual(['cornflak', 'corn', 'flake']);
    expect(out.bigrams.has('corn flake')).toBe(true);
  });

  it('does not split sentences inside figures', () => {
    expect(sentencesOf('Voters: 93.4 million. Up from N1,000.50 in 2019! Next.')).toEqual([
      'Voters: 93.4 million.',
      'Up from N1,000.50 in 2019!',
      'Next.',
    ]);
  });

  it('reads a ClaimReview rating by name, or from its numeric scale', () => {
    expect(ratingOf({ reviewRating: { alternateName: 'Pants on Fire' } })).toBe('Pants on Fire');
    expect(ratingOf({ reviewRating: { ratingValue: 1, bestRating: 5, worstRating: 1 } })).toBe('False');
    expect(ratingOf({ reviewRating: [{ ratingValue: '5', bestRating: '5', worstRating: '1' }] })).toBe(
      'True',
    );
    expect(ratingOf({})).toBeNull();
  });
});
