import { describe, expect, it } from 'vitest';
import { claimChecker, verdictExpecter } from '../support/test-app.js';

/**
 * Tip-line messages written by hand and sent through POST /v1/check before their fixes: places
 * in a result said without the contest's name, a state's result against the national one,
 * a movement in another period, openers that address the group, and what an official body
 * announced about the future. Each group failed before its fix, beside cases that must stay.
 */
const check = claimChecker('newsroom-probes-lead', { premium: true });
const expectVerdicts = verdictExpecter(check);

describe('places in a result', () => {
  it('"Atiku came second" is read from the counts even when the contest is not named', async () => {
    // The first two were unproven: "came" and "second" are words no source of counts writes.
    await expectVerdicts([
      ['Atiku came second with 6.9 million votes.', 'verified_true'],
      ['Atiku came second in 2023.', 'verified_true'],
      ['Obi came second in 2023.', 'verified_false'],
      ['Tinubu came first in 2023.', 'verified_true'],
      ['Atiku came second in the 2023 presidential election with 6.9 million votes.', 'verified_true'],
    ]);
  });

  it("a state's result is not the national one: unproven, not misleading", async () => {
    // "Obi won Lagos in 2023 presidential election" was misleading against the national winner.
    for (const text of [
      'Obi won Lagos in 2023 presidential election.',
      'Obi won in Lagos in the 2023 presidential election.',
      'Peter Obi won Lagos in the 2023 presidential election',
    ])
      expect(await check(text), text).toMatchObject({ verdict: 'unproven' });
    // Stays: the national contest is settled by the national result.
    await expectVerdicts([['Obi won the 2023 presidential election.', 'verified_false']]);
  });
});

describe('periods', () => {
  it('a movement in another year or quarter is another period, not a dispute', async () => {
    // Both were false or misleading against growth in the fourth quarter of 2023.
    for (const text of [
      "Nigeria's economy grew in 2024.",
      "Nigeria's economy grew in the second quarter of 2024.",
    ])
      expect(await check(text), text).toMatchObject({ verdict: 'unproven' });
    // Stays: a one-off event in another year is misdated.
    await expectVerdicts([['The eNaira was launched in 2020.', 'verified_false', 'any']]);
  });
});

describe('around the claim', () => {
  it('openers that address the group are not part of the claim', async () => {
    await expectVerdicts([
      ['Make una hear o, dem say Nigeria get 50 states now', 'verified_false'],
      ['Dear Nigerians, Nigeria has 40 states.', 'verified_false'],
      ['Fellow Nigerians, INEC registered 93.4 million voters for the 2023 elections.', 'verified_true'],
    ]);
  });

  it('what an official body announced about the future is a claim for the editors; a forecast is not', async () => {
    // Set aside as a prediction before: the rumours a tip line most needs checked.
    for (const text of [
      'INEC has announced that the 2027 presidential election will now hold in November 2026.',
      'INEC said the election will hold on 20 February 2027.',
    ]) {
      const result = await check(text);
      expect(result.claims, text).toHaveLength(1);
      expect(result, text).toMatchObject({ verdict: 'unproven', confidence: 'low' });
    }
    expect((await check('Tinubu will win the 2027 election.')).set_aside).toEqual([
      expect.objectContaining({ reason: 'prediction' }),
    ]);
  });
});

describe('what some evidence is said to show', () => {
  it('"Studies show …", "A fact-check shows that …", "According to reports, …" claim what follows', async () => {
    // Each was unproven with no source: the frame was read as part of the claim.
    await expectVerdicts([
      ['Studies show Nigeria has 40 states.', 'verified_false'],
      ['Reports show that Nigeria has 40 states.', 'verified_false'],
      ['Fact check shows Nigeria has 40 states.', 'verified_false'],
      ['According to a fact check, Nigeria has 40 states.', 'verified_false'],
      [
        'A fact-check shows that INEC registered 93.4 million voters for the 2023 elections.',
        'verified_true',
      ],
      ['Data from INEC shows 93.4 million registered voters in 2023.', 'verified_true'],
    ]);
  });
});

describe('registered to vote', () => {
  it('people "registered to vote" are registered voters', async () => {
    // The first two were unproven: "vote" is not "voter" to full text or to the stance judge.
    await expectVerdicts([
      ['Over 100 million Nigerians registered to vote in 2023.', 'verified_false'],
      ['INEC says over 100 million Nigerians registered to vote in 2023.', 'verified_false'],
      ['93.4 million Nigerians registered to vote in 2023.', 'verified_true'],
      ['About 93 million people registered to vote in 2023.', 'verified_true'],
    ]);
  });
});
