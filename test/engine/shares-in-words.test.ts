import { describe, it } from 'vitest';
import { claimChecker, verdictExpecter } from '../support/test-app.js';

/**
 * "One in ten registered voters collected their PVCs" is a share of the register, as "10 percent
 * of registered voters …" is, said loosely (a tenth of itself either way, numbers.ts). It was
 * unproven/low: the share was read, but not what it is a share of (blind batch 6's last miss of
 * this kind, newsroom-english-blind-6.ts).
 */
const check = claimChecker('shares-in-words', { premium: true });
const expectVerdicts = verdictExpecter(check);

describe('"N in M" is a share of the whole it names', () => {
  it('settled by the two counts, either way', async () => {
    await expectVerdicts([
      ['Only one in ten registered voters collected their PVCs before the 2023 elections.', 'verified_false'],
      ['Nine in ten registered voters collected their PVCs before the 2023 elections.', 'verified_true'],
      [
        'More than 90 percent of registered voters collected their PVCs before the 2023 elections.',
        'verified_true',
      ],
    ]);
  });
});
