import { describe, expect, it } from 'vitest';
import { blindMisses, claimChecker, verdictExpecter } from '../support/test-app.js';
import { NEWSROOM_ENGLISH_BLIND_8 } from '../fixtures/newsroom-english-blind-8.js';

/**
 * A tenth round of English claims as newsrooms send them (session "en8"), checked through
 * POST /v1/check against the service's own figures. Written by hand, not taken from the blind
 * batch; each group failed before its fix (what it gave is said above it).
 */
const check = claimChecker('newsroom-probes-10', { premium: true, timeout: 60_000 });

const expectVerdicts = verdictExpecter(check);

describe('how newsrooms write figures', () => {
  it('"per cent" in two words is percent', async () => {
    // Unproven/low, and false/low: the claim shared a word fewer with its source, too few beside
    // a clause naming who said it.
    await expectVerdicts([
      [
        "Turnout in the 2023 presidential election was about 27 per cent, INEC's final report shows.",
        'verified_true',
      ],
      [
        'The CBN raised the benchmark rate to 22.75 per cent in May 2024, the governor told reporters.',
        'verified_false',
      ],
    ]);
  });

  it('"close to" a figure is nearly it', async () => {
    // Unproven/low: "close to" bounded nothing, and its words matched nothing.
    await expectVerdicts([
      ['Close to 94 million voters were registered for the 2023 elections.', 'verified_true'],
      ['Close to 30 million votes were cast in the 2023 presidential election.', 'verified_false'],
    ]);
  });

  it('a Title Case headline in the present gets its count as a sentence does', async () => {
    // Unproven/low: "Scores", "Secures" were no verbs of getting a count, and the headline's
    // capitalised words ("Secures", "Million") were names the source's count had to be said of.
    await expectVerdicts([
      ['Atiku Scores 9 Million Votes In 2023 Presidential Poll', 'verified_false'],
      ['Kwankwaso Secures 1.5 Million Votes In 2023 Presidential Poll', 'verified_true'],
    ]);
  });
});

describe('what comes before the claim', () => {
  it("a poster's framing before a colon or a dash is not the claim", async () => {
    // True/low and unproven/low: "For the record", "Fun fact" were read as words of the claim.
    await expectVerdicts([
      ['For the record: Nigeria has 774 local government areas.', 'verified_true'],
      ['Fun fact - INEC has 10,000 wards.', 'verified_false'],
    ]);
  });

  it("a news agency's dateline and a lede's scene are not the claim", async () => {
    // Unproven/low: "ABUJA, March 1 (Reuters) -", "Addressing journalists in Abuja on Tuesday,"
    // were read as part of the claim, whose words then matched too little.
    await expectVerdicts([
      [
        'ABUJA, March 1 (Reuters) - Nigeria has 176,846 polling units, the electoral commission said.',
        'verified_true',
      ],
      ['LAGOS — The NBS says headline inflation rose to 40 percent in June 2024.', 'verified_false'],
      [
        'Addressing journalists in Abuja on Tuesday, the CBN governor said the MPR was raised to 26.25 percent in May 2024.',
        'verified_true',
      ],
    ]);
  });
});

describe('places, gaps and sums', () => {
  it('a place at one end beside a right figure is still read', async () => {
    // True/high: the right figure confirmed it whatever place the claim gave.
    await expectVerdicts([
      [
        'Lagos, the state with the third highest number of registered voters in 2023, had 7.06 million.',
        'verified_false',
      ],
      ['Lagos had the fewest registered voters in 2023, with 7,060,195.', 'verified_false'],
      ['Lagos, the state with the most registered voters in 2023, had about 7 million.', 'verified_true'],
    ]);
  });

  it('a place said as "a distant third" or "a close second" is a place', async () => {
    // Unproven/low: the place was not read after "a distant".
    await expectVerdicts([
      ['Obi finished a distant third in the 2023 presidential election.', 'verified_true'],
      ['Kwankwaso came a close second in the 2023 presidential election.', 'verified_false'],
    ]);
  });

  it('"N votes separated A and B" is the gap between them', async () => {
    // False/high: the gap was compared with Tinubu's own count.
    await expectVerdicts([
      [
        'Just 1.8 million votes separated Tinubu from Atiku in the 2023 presidential election.',
        'verified_true',
      ],
      ['Over 4 million votes separated Tinubu and Obi in 2023.', 'verified_false'],
    ]);
  });

  it('"N more X in one year than in another" is the change between the years', async () => {
    // True/high: "more than 10 million" was read as a bound on 2023's register.
    await expectVerdicts([
      ['About 9.5 million more voters were registered in 2023 than in 2019.', 'verified_true'],
      ['More than 12 million more Nigerians registered to vote in 2023 than in 2019.', 'verified_false'],
    ]);
  });

  it('two counted together on the first side of a comparison are summed', async () => {
    // Unproven/low: only the side after "than" was summed; "alone" was a word to find.
    await expectVerdicts([
      ['Atiku and Obi together got more votes than Tinubu alone in 2023.', 'verified_true'],
      ['Obi and Kwankwaso combined polled more votes than Tinubu in 2023.', 'verified_false'],
    ]);
  });
});

describe('dates', () => {
  it('"went to the polls to elect …" and "voted on …" date the election', async () => {
    // Unproven/low: the source says the election "was held", and none of the claim's words.
    await expectVerdicts([
      ['Voters went to the polls to elect governors on 18 March 2023.', 'verified_true'],
      ['Nigerians went to the polls to elect a president on 4 March 2023.', 'verified_false'],
    ]);
  });
});

describe('the blind batch', () => {
  it('judges the fifty of newsroom-english-blind-8.ts as expected but for a few', async () => {
    const missed = await blindMisses(check, NEWSROOM_ENGLISH_BLIND_8);
    // 48 of 50 right after the fixes of en8 (34 at first reading): the floor is two below.
    expect(missed.length, missed.join('\n')).toBeLessThanOrEqual(4);
  }, 120_000);
});
