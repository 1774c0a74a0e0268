import { describe, expect, it } from 'vitest';
import { installedWordVectors } from '../../adapters/word-vectors/load.js';
import {
  claimSimilarity,
  GROUPING,
  prepareClaim,
  prepareReading,
  strengthOf,
} from '../../src/core/grouping/claim-similarity.js';

const vectors = installedWordVectors();
const strength = (a: string, b: string, language = 'en') =>
  strengthOf(claimSimilarity(prepareClaim(a, 'en', vectors), prepareClaim(b, language, vectors)), GROUPING);

describe('whether two tips make the same claim', () => {
  it('has word vectors to read meaning with (built at npm install)', () => {
    expect(vectors).not.toBeNull();
  });

  it('joins rewordings, in English and Pidgin', () => {
    expect(strength('Nigeria has 40 states.', 'There are 40 states in Nigeria.')).toBe('strong');
    expect(strength('Nigeria has 40 states.', 'Nigeria get 40 states o', 'pcm')).toBe('strong');
    expect(
      strength(
        'INEC created four new states, so Nigeria now has 40 states.',
        'Nigeria now has 40 states after INEC created four new states.',
      ),
    ).toBe('strong');
  });

  it('never joins tips whose figures disagree, whatever noun follows the figure', () => {
    expect(strength('Nigeria has 40 states.', 'Nigeria has 37 states.')).toBe('none');
    expect(
      strength(
        'Gunmen abduct 200 pupils from school in Kaduna',
        'Gunmen abduct 20 students from school in Kaduna',
      ),
    ).toBe('none');
    expect(
      strength('Petrol now sells for N1,000 per litre in Abuja', 'A litre of fuel is now N700 in Abuja'),
    ).toBe('none');
    expect(strength('Tinubu won the 2023 election.', 'Tinubu won the 2019 election.')).toBe('none');
  });

  it('reads a stored wording as its claim reads, each candidate keeping its own words', () => {
    const asked = prepareClaim('Najeriya tana da jihohi 40', 'ha', vectors);
    const first = prepareReading('Najeriya tana da jihohi 40', asked.english, vectors);
    const again = prepareReading('Nigeria get 40 states', asked.english, vectors);
    expect(first.text).toBe('Najeriya tana da jihohi 40');
    expect(again.text).toBe('Nigeria get 40 states');
    expect(again.english).toBe(asked.english);
    expect(again.figures).toEqual(asked.figures);
    expect([...again.words]).toEqual([...asked.words]);
    const claim = prepareClaim('Nigeria has 40 states.', 'en', vectors);
    expect(claimSimilarity(claim, again)).toBeCloseTo(claimSimilarity(claim, asked), 10);
  });
});
