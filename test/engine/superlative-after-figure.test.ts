import { describe, expect, it } from 'vitest';
import { claimChecker } from '../support/test-app.js';
import { figureParts } from '../../src/core/check/engine/figure-parts.js';

/**
 * A superlative said of a figure after it ("…, the highest ever", "…, the highest in Nigeria's
 * history"): the source for the figure says nothing of "ever" or "history". Before, those rare
 * words left it too little of the claim to be found, and "Inflation hit 40% in June 2024, the
 * highest ever" came out unproven with no source, though NBS gives 34.19 percent for that month.
 * And a right figure with an unconfirmed superlative was true with high confidence.
 */
const check = claimChecker('superlative-after-figure', { premium: true });

describe('a superlative said after a figure', () => {
  it('the figure is searched and judged on its own', () => {
    expect(figureParts('Inflation hit 40% in June 2024, the highest ever.')).toEqual([
      'Inflation hit 40% in June 2024',
    ]);
    expect(figureParts('Unemployment hit 33% in 2023 — the highest in the world')).toEqual([
      'Unemployment hit 33% in 2023',
    ]);
    expect(figureParts('Lagos has the highest number of voters, 7 million.')).toEqual([]);
  });

  it('a wrong figure is false whatever superlative follows it', async () => {
    for (const text of [
      'Inflation hit 40% in June 2024, the highest ever.',
      "Inflation hit 40% in June 2024, the highest in Nigeria's history.",
      'Unemployment in Nigeria hit 33% in 2023, the highest in the world.',
    ]) {
      const result = await check(text);
      expect(result.claims[0], text).toMatchObject({ verdict: 'verified_false', confidence: 'high' });
      expect(result.claims[0].write_up, text).toMatch(/34\.19|4\.2/);
    }
  });

  it('a right figure with a superlative no source gives goes to an editor', async () => {
    const result = await check("Inflation hit 34.19% in June 2024, the highest in Nigeria's history.");
    expect(result.claims[0]).toMatchObject({ verdict: 'verified_true', confidence: 'low' });
    expect(result.claims[0].review).toMatchObject({ status: 'pending' });
    // A source giving the first place confirms it as before.
    const lagos = await check('Lagos had 7 million registered voters in 2023, the highest in Nigeria.');
    expect(lagos.claims[0]).toMatchObject({ verdict: 'verified_true', confidence: 'high' });
  });
});
