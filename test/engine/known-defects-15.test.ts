import { describe, expect, it } from 'vitest';
import { createSpellingMender } from '../../src/core/check/language/spelling.js';
import { claimChecker, verdictExpecter } from '../support/test-app.js';

/**
 * Known defects of the English engine left by earlier sessions (session 15, "enfix15"), checked
 * through POST /v1/check against the service's own figures. Each group failed before its fix
 * (what it gave is said above it), beside a few that must stay right.
 */
const check = claimChecker('known-defects-15', { premium: true });

const expectVerdicts = verdictExpecter(check);

describe('misspelt names and words', () => {
  it('a name or word one slip from the one the sources say is read as that one', async () => {
    // Unproven/low: "Tinubbu", "regstered", "Atikku", "Kwankwanso", "presidental" matched nothing.
    await expectVerdicts([
      ['Tinubbu got 8.79 million votes in the 2023 presidential election.', 'verified_true'],
      ['INEC regstered 93.4 million voters for the 2023 elections.', 'verified_true'],
      ['Atikku polled 6.98 million votes in the 2023 presidential election.', 'verified_true'],
      ['Kwankwanso got 1.49 million votes in the 2023 presidential election.', 'verified_true'],
      ['Tinubu won the 2023 presidental election.', 'verified_true'],
      ['Atikku got 9 million votes in the 2023 presidential election.', 'verified_false'],
    ]);
  });

  it('the write-up quotes the sources and says nothing of the spelling', async () => {
    const result = await check('Tinubbu got 8.79 million votes in the 2023 presidential election.');
    expect(result.claims[0].text).toBe('Tinubbu got 8.79 million votes in the 2023 presidential election.');
    expect(result.claims[0].write_up).not.toMatch(/spell|Tinubbu|meant/i);
  });

  it('mends only an unknown word of five letters or more, to the one nearest word the sources say', () => {
    const english = new Map(['registers', 'rigged', 'states', 'voted', 'wards'].map((w, i) => [w, i * 10]));
    const mender = createSpellingMender(
      ['Tinubu', 'Atiku', 'registered', 'register', 'states', 'wards', 'governorship', 'voter', 'votes'],
      (w) => english.get(w),
    );
    expect(mender.mend('Tinubbu and ATIKKU won the govenorship; INEC regstered them.')).toBe(
      'Tinubu and ATIKU won the governorship; INEC registered them.',
    );
    // Common English words, short words, an inflection and a word two near words fit are kept.
    expect(mender.mend('The registers rigged states; Obii voted; votez.')).toBe(
      'The registers rigged states; Obii voted; votez.',
    );
    // A word two slips from a word of fewer than nine letters is too far to guess.
    expect(mender.mend('Tinnubbu')).toBe('Tinnubbu');
  });

  it('leaves a pasted run of thousands of letters as written, at once', () => {
    const mender = createSpellingMender(['Tinubu', 'registered', 'governorship']);
    const run = 'registeredd'.repeat(500);
    const started = performance.now();
    expect(mender.mend(`INEC ${run} voters`)).toBe(`INEC ${run} voters`);
    // Its deletion forms alone would take seconds (they grow with the square of its length).
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('changes between two years', () => {
  it('"reduced by", "decreased by", "went down by" and "declined by" are falls, said of the counts', async () => {
    // False/low or unproven/low: "reduced by" was no verb of change, and "Registered", opening the
    // sentence, was taken for a name the sources must give the count of.
    await expectVerdicts([
      ['Registered voters reduced by 5 million between 2019 and 2023.', 'verified_false'],
      ['Registered voters decreased by 5 million between 2019 and 2023.', 'verified_false'],
      ['Registered voters went down by 5 million between 2019 and 2023.', 'verified_false'],
      ['Registered voters declined by 5 million between 2019 and 2023.', 'verified_false'],
      ['Registered voters increased by 9 million between 2019 and 2023.', 'verified_true'],
      ['Registered voters jumped by about 9.5 million between 2019 and 2023.', 'verified_true'],
    ]);
    const result = await check('Registered voters reduced by 5 million between 2019 and 2023.');
    expect(result.claims[0].write_up).toMatch(/9,464,924 more/);
  });
});

describe('evidence said to show the claim', () => {
  it('a state\'s data or figures are about the state; a body\'s, "Official" or "Latest" ones only say where it comes from', async () => {
    // False/high: "Lagos data shows" was taken for a publisher, and the national register judged it.
    await expectVerdicts([
      ['Lagos data shows 7 million registered voters in 2023.', 'verified_true'],
      ['According to Lagos figures, 9 million voters registered in 2023.', 'verified_false'],
      // Unproven/low: "Latest" was taken for the owner, and "NBS figures" were then no evidence.
      ['Latest NBS figures show headline inflation was 20 percent in June 2024.', 'verified_false'],
      // Stay right.
      [
        'Official figures show that INEC registered 93.4 million voters for the 2023 elections.',
        'verified_true',
      ],
      ['Latest data shows Tinubu got 8.79 million votes in 2023.', 'verified_true'],
      ['NBS data shows headline inflation was 34.19 percent in June 2024.', 'verified_true'],
    ]);
  });
});

describe('a verdict on something, with no figure, is an opinion', () => {
  it('"should be scrapped", "was a disgrace", "the worst ever" are set aside; a figure beside them is still checked', async () => {
    // Unproven/low, taken as claims.
    for (const text of [
      'INEC should be scrapped, the 2023 election was a disgrace.',
      'The 2023 election was the worst ever in Nigeria.',
      'Tinubu is the best president Nigeria has ever had.',
    ]) {
      const result = await check(text);
      expect(result.claims, text).toEqual([]);
      expect(
        result.set_aside.map((s: { reason: string }) => s.reason),
        text,
      ).toContain('opinion');
    }
    await expectVerdicts([
      // Unproven/low: "It is a shame that" was searched with the figure.
      ['It is a shame that only 27% of voters turned out in 2023.', 'verified_true'],
      [
        'INEC announced that the 2023 presidential election should hold on 25 February 2023.',
        'verified_true',
      ],
    ]);
  });
});

describe('counts said another way', () => {
  it('"the number of wards … reached ten thousand" is the count of wards', async () => {
    // Unproven/low: "number" and "reached" kept the wards' source below a middling match.
    await expectVerdicts([
      ['The number of wards in Nigeria reached ten thousand.', 'verified_false'],
      ['The number of wards in Nigeria is 8,809.', 'verified_true'],
      ['There are roughly 9,000 wards in Nigeria.', 'verified_true'],
    ]);
  });

  it('a change in one year is weighed against the source\'s count and what it was "up from"', async () => {
    // Unproven/low: 176,846 polling units "up from 119,974" in 2021 is a rise of 47 percent.
    await expectVerdicts([
      ['Polling units rose by over 40 percent in 2021.', 'verified_true'],
      ['Polling units rose by over 60 percent in 2021.', 'verified_false'],
      ['The number of polling units fell by 40 percent in 2021.', 'verified_false'],
      ['Polling units rose by about 57,000 in 2021.', 'verified_true'],
    ]);
  });

  it('two figures of different things are compared', async () => {
    // Stays right: Lagos's 7,060,195 registered voters against Obi's 6,101,533 votes.
    await expectVerdicts([['Lagos had more registered voters in 2023 than Obi got votes.', 'verified_true']]);
  });
});
