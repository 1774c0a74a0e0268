import { describe, expect, it } from 'vitest';
import { claimChecker } from '../support/test-app.js';

/**
 * A change between two years is settled by the two years' counts (differences.ts), which the
 * sources give apart; no source states the difference, so the write-up works it out and says it,
 * in the claim's language. Before, it quoted the two registers and left the reader to subtract.
 */
const check = claimChecker('write-up-changes', { premium: true });

describe('write-ups state a change between two years, and a gap in points', () => {
  it('in English, for a true and a false change', async () => {
    const added = await check('Nigeria added over 9 million voters to its register between 2019 and 2023.');
    expect(added.claims[0]).toMatchObject({ verdict: 'verified_true', confidence: 'high' });
    expect(added.claims[0].write_up).toContain(
      'From 2019 to 2023 that is 9,464,924 more: a rise of 11.3 percent.',
    );
    const bigger = await check('The 2023 voter register was bigger than the 2019 one by about 20 million.');
    expect(bigger.claims[0].verdict).toBe('verified_false');
    expect(bigger.claims[0].write_up).toContain('From 2019 to 2023 that is 9,464,924 more');
  });

  it('in Hausa and Pidgin, the frame in the claim’s language', async () => {
    const hausa = await check('Rijistar masu zabe ta karu da miliyan 9 tsakanin 2019 da 2023.');
    expect(hausa.claims[0].verdict).toBe('verified_true');
    expect(hausa.claims[0].write_up).toContain(
      'Daga 2019 zuwa 2023 an samu karin 9,464,924: kashi 11.3 cikin ɗari.',
    );
    const pidgin = await check('Nigeria don add over 9 million voters to di register between 2019 and 2023.');
    expect(pidgin.claims[0].verdict).toBe('verified_true');
    expect(pidgin.claims[0].write_up).toContain('From 2019 reach 2023, e add 9,464,924: 11.3 percent more.');
  });

  it('a gap in percentage points quotes the three counts and states the two shares and the gap', async () => {
    // It quoted Tinubu's count alone: the reader could not see why "more than 20 points" is false.
    const gap = await check(
      'Obi trailed Tinubu by more than 20 percentage points in the 2023 presidential election.',
    );
    expect(gap.claims[0]).toMatchObject({ verdict: 'verified_false', confidence: 'high' });
    const writeUp = gap.claims[0].write_up as string;
    for (const count of ['8,794,726', '6,101,533', '24,965,218']) expect(writeUp).toContain(count);
    expect(writeUp).toContain(
      'That is 35.2 and 24.4 percent of the votes cast: 10.8 percentage points apart.',
    );
    const close = await check(
      "Tinubu's share of the votes cast was about 7 percentage points higher than Atiku's in 2023.",
    );
    expect(close.claims[0].verdict).toBe('verified_true');
    expect(close.claims[0].write_up).toContain(
      '35.2 and 28.0 percent of the votes cast: 7.2 percentage points apart.',
    );
  });

  it('a share is still stated as before, with no change sentence', async () => {
    const share = await check('Atiku got 28% of the votes cast in the 2023 presidential election.');
    expect(share.claims[0].write_up).toContain('That is 6,984,520 of 24,965,218: 28.0 percent.');
    expect(share.claims[0].write_up).not.toMatch(/From \d{4} to/);
  });
});
