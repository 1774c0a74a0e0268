import { describe, expect, it } from 'vitest';
import { claimChecker } from '../support/test-app.js';

/**
 * Two blind messages that read right when their sets landed and wrong after later fixes of the
 * same session, found by `npm run bench:quality`: a misdated event whose denominations matched
 * was read as a claim part right (misleading, not false), and a Pidgin "e no reach" after "na im"
 * was glossed "it did not reach", a count no one owned.
 */
const check = claimChecker('regressions-19', { premium: true });

describe('session 19 regressions', () => {
  it('an event given another day is false, its other figures naming the event', async () => {
    for (const text of [
      'Babban Bankin Najeriya ya fitar da sabbin takardun Naira 200, 500 da 1000 a ranar 15 ga watan Disamba, 2022.',
      'The CBN released new N200, N500 and N1000 notes on 15 December 2022.',
    ]) {
      const result = await check(text);
      expect(result.claims[0], text).toMatchObject({ verdict: 'verified_false', confidence: 'high' });
    }
    // Two counts, one wrong, stay misleading.
    const counts = await check('Tinubu polled 8.79 million votes and Obi 7.1 million in 2023.');
    expect(counts.claims[0].verdict).toBe('misleading');
  });

  it('Pidgin "e no reach" after "na im" is his count', async () => {
    const result = await check(
      'Kwankwaso na im come fourth for 2023 presidential election, e no reach 2 million votes.',
    );
    expect(result.claims[0]).toMatchObject({ verdict: 'verified_true', confidence: 'high' });
  });
});
