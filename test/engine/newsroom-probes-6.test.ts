import { describe, expect, it } from 'vitest';
import { claimChecker, verdictExpecter } from '../support/test-app.js';
import { NEWSROOM_ENGLISH_BLIND_4 } from '../fixtures/newsroom-english-blind-4.js';

/**
 * A sixth round of English claims as newsrooms send them (session "english9"), checked through
 * POST /v1/check against the service's own figures. Written by hand; each group failed before its
 * fix (what it gave is said above it), beside a few that must stay right.
 */
const check = claimChecker('newsroom-probes-6', { premium: true });

const expectVerdicts = verdictExpecter(check);

describe('write-ups say what the evidence says', () => {
  it('a share worked out from two counts is stated, not only the two counts', async () => {
    // The write-up quoted 6,984,520 and 24,965,218 and left the reader to divide.
    const atiku = await check('Atiku got 28% of the votes cast in the 2023 presidential election.');
    expect(atiku.claims[0].write_up).toContain('That is 6,984,520 of 24,965,218: 28.0 percent.');
    const pvcs = await check(
      'More than 90 percent of registered voters collected their PVCs before the 2023 elections.',
    );
    expect(pvcs.claims[0].write_up).toContain('That is 87,209,007 of 93,469,008: 93.3 percent.');
  });
});
