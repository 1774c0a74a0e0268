import { describe, expect, it } from 'vitest';
import { claimChecker } from '../support/test-app.js';
import { resultsListIn } from '../../src/core/check/stance/results-lists.js';
import { createLocalLanguageDetector } from '../../src/core/check/language/local-language-detector.js';

/**
 * A results list, what it counts said once ("Tinubu polled 8.79m votes, Atiku 6.98m and Obi
 * 6.1m"): each count is its name's, and one wrong beside right ones is misleading (the house rule
 * for two figures, one right and one wrong). Before, the whole sentence was read against the source
 * giving Atiku's and Obi's counts, Tinubu's 8.79m against theirs, and three right counts came
 * out misleading; "Tinubu 8.79m, Atiku 6.98m, Obi 6.1m" was read as Yoruba.
 */
const check = claimChecker('results-lists', { premium: true });

describe('a results list', () => {
  it('is read as each name with its count', () => {
    const list = resultsListIn('Tinubu polled 8.79m votes, Atiku 6.98m and Obi 6.1m.');
    expect(list?.counted).toBe('votes');
    expect(list?.counts.map((c) => [c.name, c.figure.value])).toEqual([
      ['Tinubu', 8_790_000],
      ['Atiku', 6_980_000],
      ['Obi', 6_100_000],
    ]);
    // A bound before a count stays a bound: "over 8m" is not a count of 8 million.
    expect(resultsListIn('Tinubu polled over 8m votes and Atiku 6.98m.')?.counts[0]?.figure.bound).toBe(
      'above',
    );
    expect(resultsListIn('Nigeria has 36 states and 774 local government areas.')).toBeNull();
    expect(resultsListIn('Tinubu polled 8.79m votes.')).toBeNull();
  });

  it('is true when every count is right, misleading when one is wrong, false when all are', async () => {
    const right = await check('Tinubu polled 8.79m votes, Atiku 6.98m and Obi 6.1m.');
    expect(right.claims[0]).toMatchObject({ verdict: 'verified_true', confidence: 'high' });
    for (const count of ['8,794,726', '6,984,520', '6,101,533'])
      expect(right.claims[0].write_up).toContain(count);
    const one = await check(
      'Tinubu polled 8.79m votes, Atiku 7.5m and Obi 6.1m in the 2023 presidential election.',
    );
    expect(one.claims[0].verdict).toBe('misleading');
    expect(one.claims[0].write_up).toContain('6,984,520');
    const all = await check('Tinubu polled 9.5m votes, Atiku 7.5m and Obi 8.1m.');
    expect(all.claims[0]).toMatchObject({ verdict: 'verified_false', confidence: 'high' });
  });

  it('names and figures alone are read as English', () => {
    const detector = createLocalLanguageDetector();
    expect(detector.detect('Tinubu 8.79m, Atiku 6.98m, Obi 6.1m.').language).toBe('en');
  });
});
