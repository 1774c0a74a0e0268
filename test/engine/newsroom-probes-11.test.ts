import { describe, expect, it } from 'vitest';
import { blindMisses, claimChecker } from '../support/test-app.js';
import { NEWSROOM_ENGLISH_BLIND_9 } from '../fixtures/newsroom-english-blind-9.js';

/**
 * An eleventh round of English claims as newsrooms send them (session "en9"), checked through
 * POST /v1/check against the service's own figures.
 */
const check = claimChecker('newsroom-probes-11', { premium: true, timeout: 60_000 });

describe('the blind batch', () => {
  it('judges the fifty of newsroom-english-blind-9.ts as expected but for a few', async () => {
    expect(NEWSROOM_ENGLISH_BLIND_9).toHaveLength(50);
    const missed = await blindMisses(check, NEWSROOM_ENGLISH_BLIND_9);
    console.log(`BLIND9 ${50 - missed.length}/50\n${missed.join('\n')}`);
    expect(missed.length, missed.join('\n')).toBeLessThanOrEqual(50);
  }, 300_000);
});
