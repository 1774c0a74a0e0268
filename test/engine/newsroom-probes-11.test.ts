import { describe, expect, it } from 'vitest';
import { blindMisses, claimChecker, verdictExpecter } from '../support/test-app.js';
import { NEWSROOM_ENGLISH_BLIND_9 } from '../fixtures/newsroom-english-blind-9.js';

/**
 * An eleventh round of English claims as newsrooms send them (session "en9"), checked through
 * POST /v1/check against the service's own figures. Written by hand, not taken from the blind
 * batch; each group failed before its fix (what it gave is said above it).
 */
const check = claimChecker('newsroom-probes-11', { premium: true, timeout: 60_000 });

const expectVerdicts = verdictExpecter(check);

describe('who said it', () => {
  it('"according to" anyone, in lower case or with a scene, is where the claim comes from', async () => {
    // Unproven/low: "the central bank governor", "a statement by the commission on Monday" were
    // read as words of the claim, and no source shared enough of them.
    await expectVerdicts([
      [
        'According to the central bank governor, the MPR was raised to 26.25 percent in May 2024.',
        'verified_true',
      ],
      [
        'According to a statement by the commission on Monday, Nigeria has 176,846 polling units.',
        'verified_true',
      ],
      [
        'Headline inflation hit 40 percent in June 2024, according to data released by the bureau.',
        'verified_false',
      ],
    ]);
  });

  it('a description between commas after a name is not what its figure counts', async () => {
    // False/low: "the LP flagbearer" was part of what the count was said of.
    await expectVerdicts([
      [
        'Peter Obi, the LP flagbearer, got 7.5 million votes in the 2023 presidential election.',
        'verified_false',
      ],
      [
        'Obi, the Labour Party candidate, scored 6.1 million votes in the 2023 presidential election.',
        'verified_true',
      ],
    ]);
  });
});

describe('dates and periods', () => {
  it('a month without a day against the dated event is read even when the other figures agree', async () => {
    // True/high: the notes' denominations agreed, and the month was never compared.
    await expectVerdicts([
      ['The CBN unveiled the redesigned N200, N500 and N1,000 notes in October 2022.', 'verified_false'],
      ['The redesigned N200, N500 and N1,000 notes were unveiled in November 2022.', 'verified_true'],
    ]);
  });

  it('a day of the week before a date is the date', async () => {
    // Unproven/low: "Saturday" was a name the source had to say.
    await expectVerdicts([
      ['The CBN unveiled the redesigned naira notes on Wednesday, November 23, 2022.', 'verified_true'],
      ['The eNaira was launched by the CBN on Tuesday, 26 October 2021.', 'verified_false'],
    ]);
  });

  it('a day one off in October to December is another day', async () => {
    // True/high: 26 October (1026) was within the counts' tolerance of 25 October (1025).
    await expectVerdicts([
      ['The eNaira was launched on 26 October 2021.', 'verified_false'],
      ['The redesigned naira notes were unveiled on 24 November 2022.', 'verified_false'],
    ]);
  });

  it('"voted for a president on …" dates the election', async () => {
    // Unproven/low: the source says the election "was held".
    await expectVerdicts([
      ['Nigerians voted for their next president on 25 February 2023.', 'verified_true'],
      ['Nigerians voted for a new president on Saturday, 18 March 2023.', 'verified_false'],
    ]);
  });
});

describe('how figures are said', () => {
  it('"jobless rate" is the unemployment rate', async () => {
    // Unproven/low: the rate of "jobless" was another measure than the NBS's unemployment rate.
    await expectVerdicts([
      ['The jobless rate was 4.2 percent in the second quarter of 2023.', 'verified_true'],
      ["Nigeria's jobless rate hit 33 percent in Q2 2023.", 'verified_false'],
    ]);
  });

  it('"number" as a verb gives a count, and "across the country" says where every source is', async () => {
    // Unproven/low: no source was found for "wards number 9,000" or "… across the country".
    await expectVerdicts([
      ["Nigeria's wards number 10,000, INEC says.", 'verified_false'],
      ['INEC has 8,809 wards across the country.', 'verified_true'],
    ]);
  });

  it('"ahead of the elections" is when, not what is counted', async () => {
    // False/low: "ahead" was a word of what the PVCs counted, which the source never says.
    await expectVerdicts([
      ['Fewer than 80 million PVCs were collected ahead of the 2023 general elections.', 'verified_false'],
    ]);
  });

  it('a rate named by its acronym alone is what is measured', async () => {
    // False/low: "MPR" was read as a body acting, leaving nothing measured.
    await expectVerdicts([['The MPR was held at 18.75 percent in May 2024.', 'verified_false']]);
  });

  it('"never polled more than" is a ceiling', async () => {
    // Mostly true/low: "never" denied the figure rather than bounding it.
    await expectVerdicts([
      ['Atiku never polled more than 7 million votes in the 2023 presidential election.', 'verified_true'],
      ['Tinubu never got more than 8 million votes in the 2023 presidential election.', 'verified_false'],
    ]);
  });

  it('"N Nigerians voted for X" is the count X polled', async () => {
    // Unproven/low: the voters counted were no one's votes.
    await expectVerdicts([
      ['Nearly 8.8 million Nigerians voted for Tinubu in the 2023 presidential election.', 'verified_true'],
      ['Only 500,000 people voted for Kwankwaso in 2023.', 'verified_false'],
    ]);
  });

  it('"won N votes" is a count, not a claim to have won', async () => {
    // False/high: Atiku was read as claimed winner of the election.
    await expectVerdicts([
      ['Atiku won 6.98 million votes in the 2023 presidential election.', 'verified_true'],
    ]);
  });
});

describe('fractions and two statements', () => {
  it("a fraction of another candidate's count is a ratio of the two", async () => {
    // Unproven/low: "a quarter of Tinubu's" was no comparison the engine read.
    await expectVerdicts([
      ["Obi's votes were about a quarter of Tinubu's in the 2023 presidential election.", 'verified_false'],
      [
        "Kwankwaso polled roughly a fifth of Atiku's votes in the 2023 presidential election.",
        'verified_true',
      ],
    ]);
  });

  it('a change by a fraction is that percentage of the earlier level', async () => {
    // Misleading/low: "a third" was no figure of the change.
    await expectVerdicts([['The voter register grew by a third between 2019 and 2023.', 'verified_false']]);
  });

  it('a second statement ending on its figure counts what the first does', async () => {
    // Mostly true/low: "3 million" counted nothing, and the first statement's right figure decided.
    await expectVerdicts([
      ['Obi won 6.1 million votes while Kwankwaso got 3 million in 2023.', 'verified_false'],
    ]);
  });

  it("a statement whose figure a source contradicts outweighs another's confirmed figure", async () => {
    // Mostly true/low: the first statement's right count decided. With no year said the
    // contradiction is not settled: one figure right and one wrong is misleading (nuance.ts).
    await expectVerdicts([
      ['Obi won 6.1 million votes while Kwankwaso managed only 500k', 'misleading', 'any'],
    ]);
  });

  it('"X, whereas Y" keeps "and the FCT" with the first statement', async () => {
    // Unproven/low: "the FCT" was no statement of its own, so neither statement was read alone
    // and no source for the second was found. Now one figure right and one wrong: misleading, as
    // "36 states and 900 local governments" is (verdict/nuance.ts).
    await expectVerdicts([
      ['Nigeria has 36 states and the FCT, whereas it has 900 local government areas.', 'misleading', 'any'],
    ]);
  });
});

describe('what is set aside', () => {
  it('"could have done better" is a verdict on someone, not a fact', async () => {
    // A claim, unproven/low.
    for (const text of [
      'Honestly, INEC could have done much better with the results portal.',
      'Honestly, the CBN could have handled things better.',
    ])
      expect((await check(text)).claims, text).toHaveLength(0);
  });
});

describe('the blind batch', () => {
  it('judges the fifty of newsroom-english-blind-9.ts as expected but for a few', async () => {
    expect(NEWSROOM_ENGLISH_BLIND_9).toHaveLength(50);
    const missed = await blindMisses(check, NEWSROOM_ENGLISH_BLIND_9);
    // 46 of 50 right after the fixes of en9 (32 at first reading): the floor is two below.
    expect(missed.length, missed.join('\n')).toBeLessThanOrEqual(6);
  }, 120_000);
});
