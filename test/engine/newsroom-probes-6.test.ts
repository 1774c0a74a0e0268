import { describe, expect, it } from 'vitest';
import { blindMisses, claimChecker, verdictExpecter } from '../support/test-app.js';
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

describe('places, multiples and margins in a result', () => {
  it('"came last among the top four" is the fourth place', async () => {
    // Unproven/low: "last" was not read, and the result was not cited at a low match.
    await expectVerdicts([
      [
        'Kwankwaso came last among the top four candidates in the 2023 presidential election.',
        'verified_true',
      ],
      ['Atiku came last of the four main candidates in the 2023 presidential poll.', 'verified_false'],
    ]);
  });

  it('a place given with a count is the place, and the count is the holder’s', async () => {
    // Unproven/low: the figure, read with the place's words, was compared with nothing.
    await expectVerdicts([
      ['Obi placed third in the 2023 presidential election with over 6 million votes.', 'verified_true'],
      ['Obi came second in the 2023 presidential election with over 6 million votes.', 'verified_false'],
      ['Obi came third in the 2023 presidential election with 8 million votes.', 'verified_false'],
    ]);
  });

  it('"four times as many votes as" is the ratio of the two counts', async () => {
    // False/high ("four" taken for a count) and unproven/low.
    await expectVerdicts([
      ['Obi got four times as many votes as Kwankwaso in the 2023 presidential election.', 'verified_true'],
      ['Tinubu got twice as many votes as Atiku in 2023.', 'verified_false'],
    ]);
  });

  it('"by less than a million votes" is a margin of under 1 million', async () => {
    // Unproven/low: "a million" was no figure.
    await expectVerdicts([
      ['Atiku beat Obi by less than a million votes in the 2023 presidential election.', 'verified_true'],
      ['Atiku beat Obi by over a million votes in the 2023 presidential election.', 'verified_false'],
    ]);
  });
});

describe('shares worked out from two counts', () => {
  it('"of the total votes cast" is of the votes cast', async () => {
    // Unproven/low.
    await expectVerdicts([
      ['Obi won 30 percent of the total votes cast in the 2023 presidential election.', 'verified_false'],
    ]);
  });

  it('a share that did not do something is what is left of the share that did', async () => {
    // Unproven/low: "did not collect" was not read, nor "before the 2023 polls" left as a date.
    await expectVerdicts([
      [
        'Over 15 percent of registered voters did not collect their PVCs before the 2023 polls.',
        'verified_false',
      ],
      [
        'About 7 percent of registered voters did not collect their PVCs before the 2023 polls.',
        'verified_true',
      ],
    ]);
  });

  it('"… of Nigeria’s registered voters were in Lagos" is Lagos’s count of the national one', async () => {
    // Unproven/low.
    await expectVerdicts([
      ["Only about 8% of Nigeria's registered voters in 2023 were in Lagos.", 'verified_true'],
      ['About 20 percent of registered voters in 2023 were in Lagos.', 'verified_false'],
    ]);
  });
});

describe('words around the claim', () => {
  it('a hedge or a time word opening the sentence is no name the source must say', async () => {
    // Unproven/low: "Apparently" and "Before" were read as whose the figure is.
    await expectVerdicts([
      [
        'Apparently over 130 million Nigerians are multidimensionally poor, according to NBS.',
        'verified_true',
      ],
    ]);
  });

  it('"before 2021" is the level the source gives as where the change started', async () => {
    // False/high once "Before" was no name: 120,000 was set against today's 176,846.
    await expectVerdicts([
      ['Before 2021 Nigeria had about 120,000 polling units.', 'verified_true'],
      ['Before 2021 Nigeria had about 150,000 polling units.', 'verified_false'],
    ]);
  });

  it('"Please help verify this forwarded message:" asks; "Q4\'23" is the fourth quarter of 2023', async () => {
    // Unproven/low and mostly true/low.
    await expectVerdicts([
      [
        "Please help verify this forwarded message: 'INEC registered only 18 parties for the 2023 elections'",
        'verified_true',
      ],
      ["NBS: Nigeria's GDP grew 3.46% y/y in Q4'23 👏", 'verified_true'],
    ]);
  });

  it('"I think …, if I\'m not mistaken" is checked for what it states', async () => {
    // Set aside, then unproven/low: the closing hedge hid the claim and its "not" turned it.
    await expectVerdicts([["I think Nigeria has around 774 LGAs, if I'm not mistaken.", 'verified_true']]);
  });
});

describe('the blind batch (test/fixtures/newsroom-english-blind-4.ts)', () => {
  it('judges the fifty as expected but for a few', async () => {
    const missed = await blindMisses(check, NEWSROOM_ENGLISH_BLIND_4);
    // 44 of 50 right when written (english9): the floor is two below.
    expect(missed.length, missed.join('\n')).toBeLessThanOrEqual(8);
  }, 60_000);
});
