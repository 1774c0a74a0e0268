import { describe, expect, it } from 'vitest';
import { blindMisses, claimChecker, verdictExpecter } from '../support/test-app.js';
import { NEWSROOM_ENGLISH_BLIND_6 } from '../fixtures/newsroom-english-blind-6.js';

/**
 * An eighth round of English claims as newsrooms send them (session "english11"), checked through
 * POST /v1/check against the service's own figures. Written by hand; each group failed before its
 * fix (what it gave is said above it), beside a few that must stay right.
 */
const check = claimChecker('newsroom-probes-8', { premium: true });

const expectVerdicts = verdictExpecter(check);

describe('rounding words and bounds', () => {
  it('"a little over", "north of", "upwards of" are over a figure; "just shy of", "south of" under it', async () => {
    // Unproven/low: "little", "North" and "shy" were read as words of what was counted.
    await expectVerdicts([
      ['A little over 6 million Nigerians voted for Peter Obi in 2023.', 'verified_true'],
      ['North of 100 million Nigerians were registered to vote in 2023.', 'verified_false'],
      ['Kwankwaso fell just shy of 1.5 million votes in the 2023 presidential election.', 'verified_true'],
      ['Upwards of 8 million votes went to Tinubu in the 2023 presidential election.', 'verified_true'],
      ['Atiku polled a little under 6 million votes in the 2023 presidential election.', 'verified_false'],
    ]);
  });

  it('a scale word misspelt ("milion") is still the scale', async () => {
    // Unproven/low: "93.4 milion" was 93.4, not 93.4 million.
    await expectVerdicts([['INEC registered 93.4 milion voters for the 2023 elections.', 'verified_true']]);
  });
});

describe('comparisons, changes and wins', () => {
  it('"did not get as many votes as" is fewer than', async () => {
    // False/low for both: the "not" and "as many … as" were not read as a comparison.
    await expectVerdicts([
      ['Obi did not get as many votes as Atiku in the 2023 presidential election.', 'verified_true'],
      ['Tinubu did not get as many votes as Obi in the 2023 presidential election.', 'verified_false'],
      ["Kwankwaso didn't poll as many votes as Obi in 2023.", 'verified_true'],
    ]);
  });

  it('a change "since 2019" runs to the latest count the sources give', async () => {
    // Unproven/low: a change was read only between two years both said.
    await expectVerdicts([
      ['The voter register has grown by over 9 million since 2019.', 'verified_true'],
      ["Nigeria's voter register has grown by 20 million since 2019.", 'verified_false'],
    ]);
    const result = await check('The voter register has grown by over 9 million since 2019.');
    expect(JSON.stringify(result)).not.toMatch(/Infinity/);
  });

  it('"won 12 states" counts parts carried, not a claim to have won the contest', async () => {
    // False/high: "Obi won" was read as Obi winning the election, which Tinubu won.
    await expectVerdicts([
      ['Obi won 12 states in the 2023 presidential election.', 'unproven', 'any'],
      ['Atiku won 12 of the 36 states in 2023.', 'unproven', 'any'],
      ['Obi won the 2023 presidential election.', 'verified_false'],
    ]);
    for (const text of [
      'Obi won 12 states in the 2023 presidential election.',
      'Atiku won 12 of the 36 states in 2023.',
    ])
      expect((await check(text)).confidence, text).not.toBe('high');
  });
});

describe('prices', () => {
  it('"prices rose 34% in a year to June 2024" is headline inflation year on year', async () => {
    // Unproven/low: "prices rose" was not the NBS's inflation.
    await expectVerdicts([
      ['Prices rose 34% in a year to June 2024, NBS says.', 'verified_true'],
      ['Consumer prices climbed 24 percent year on year in June 2024.', 'verified_false'],
    ]);
  });
});

describe('the blind batch (test/fixtures/newsroom-english-blind-6.ts)', () => {
  it('judges the forty as expected but for a few', async () => {
    const missed = await blindMisses(check, NEWSROOM_ENGLISH_BLIND_6);
    // 35 of 40 right when written (english11): the floor is two below.
    expect(missed.length, missed.join('\n')).toBeLessThanOrEqual(7);
  }, 60_000);
});
