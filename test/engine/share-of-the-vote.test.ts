import { describe, expect, it } from 'vitest';
import { claimChecker } from '../support/test-app.js';
import { shareIn } from '../../src/core/check/stance/shares.js';

/**
 * A candidate's share "of the votes" or "of the vote" is of the votes cast: before, only "of the
 * votes cast" was read as a share, and "Tinubu won with 37% of the votes" came out unproven
 * though INEC gives both his count and the votes cast (35.2 percent).
 */
const check = claimChecker('share-of-the-vote', { premium: true });

describe("a candidate's share of the vote", () => {
  it('is read as a share of the votes cast', () => {
    expect(shareIn('Tinubu won with 37% of the votes.')?.whole.words).toEqual(
      shareIn('Tinubu won with 37% of the votes cast.')?.whole.words,
    );
    expect(shareIn('Tinubu won the 2023 presidential election with 35% of the vote')).not.toBeNull();
  });

  it('is judged by the two counts INEC gives', async () => {
    const wrong = await check('Tinubu won with 37% of the votes.');
    expect(wrong.claims[0]).toMatchObject({ verdict: 'verified_false', confidence: 'high' });
    expect(wrong.claims[0].write_up).toContain('That is 8,794,726 of 24,965,218: 35.2 percent.');
    const right = await check('Tinubu won the 2023 presidential election with 35% of the vote.');
    expect(right.claims[0]).toMatchObject({ verdict: 'verified_true', confidence: 'high' });
  });
});
