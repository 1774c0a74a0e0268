import { describe, expect, it } from 'vitest';
import { blindMisses, blindWriteUpMisses, claimChecker, verdictExpecter } from '../support/test-app.js';
import { NEWSROOM_ENGLISH_BLIND_11 } from '../fixtures/newsroom-english-blind-11.js';

/**
 * A thirteenth round of English claims as newsrooms send them (session "en11"), checked through
 * POST /v1/check against the service's own figures: the classes the eleventh blind batch found
 * (test/fixtures/newsroom-english-blind-11.ts), written by hand, not taken from the batch; each
 * group failed before its fix (what it gave is said above it).
 */
const check = claimChecker('newsroom-probes-13', { premium: true, timeout: 60_000 });

const expectVerdicts = verdictExpecter(check);

/** Every claim's write-up of `text`, joined. */
const writeUps = async (text: string): Promise<string> =>
  ((await check(text)).claims as Array<{ write_up: string }>).map((c) => c.write_up).join(' | ');

describe('margins, places and two counts', () => {
  it('"N more votes than" is the margin between the two, not the first one’s count', async () => {
    // False/high for the true one: "1.8 million" was read as Tinubu's count.
    await expectVerdicts([
      ['Obi polled about 880,000 fewer votes than Atiku in 2023.', 'verified_true'],
      ['Tinubu got 3 million more votes than Atiku in the 2023 presidential election.', 'verified_false'],
    ]);
  });

  it('the write-up of a margin states the margin the two counts make', async () => {
    // The two counts were quoted, never their difference.
    expect(await writeUps('Atiku polled about 900,000 more votes than Obi in 2023.')).toContain(
      'That is 6,984,520 and 6,101,533 votes: 882,987 apart.',
    );
    expect(await writeUps('Only 1.5m votes separated Tinubu and Atiku in 2023.')).toContain(
      '1,810,206 apart',
    );
  });

  it('the write-up of a place quotes the holder’s count and the one at that place', async () => {
    // Only the sentence matching the claim's words best: the winner's, without Obi's count.
    const first = await writeUps('Peter Obi came first in the 2023 presidential election.');
    for (const count of ['8,794,726', '6,101,533']) expect(first).toContain(count);
  });

  it('two people’s counts with one wrong is part right, and quotes both counts', async () => {
    // False/high, quoting only the first count's sentence: the source that gave the wrong count
    // confirmed the right one too, and only another source's confirmation shaded it.
    const text = 'Atiku polled 6.98 million votes and Kwankwaso 2.5 million in 2023.';
    expect(await check(text)).toMatchObject({ verdict: 'misleading' });
    expect((await check(text)).confidence).not.toBe('high');
    expect(await writeUps(text)).toContain('1,496,687');
  });
});

describe('bounds said with a negation', () => {
  it('"never reached", "did not cross", "failed to hit" a figure is under it', async () => {
    // False/low: the "never" denied a count the claim never gave.
    await expectVerdicts([
      ['Obi never crossed 7 million votes in the 2023 presidential election.', 'verified_true'],
      ['Kwankwaso did not reach 1 million votes in the 2023 presidential election.', 'verified_false'],
    ]);
  });

  it('"no fewer than", "not less than" are "at least"', async () => {
    // True/low: "fewer than" bounded the wrong way and "no" turned it round.
    await expectVerdicts([
      ['No fewer than 80 million PVCs were collected.', 'verified_true'],
      ['Not less than 95 million voters were registered for the 2023 elections.', 'verified_false'],
    ]);
  });
});

describe('the words a claim names its subject with', () => {
  it('a presidential or governorship "race" is the election', async () => {
    // Unproven/low: "race" shares no word with the sources.
    await expectVerdicts([
      ['Atiku came second in the 2023 presidential race.', 'verified_true'],
      ['Tinubu Won 2023 Presidential Race With 9.5 Million Votes', 'verified_false'],
    ]);
  });

  it('people "on the register" are its registered voters', async () => {
    // Unproven/low: the count was of people on something, not of registered voters.
    await expectVerdicts([
      ['Around 93.5 million people are on the 2023 voter register.', 'verified_true'],
      ['More than 100 million Nigerians were on the 2023 register.', 'verified_false'],
    ]);
  });

  it('"elected a president on" a day is the election held that day', async () => {
    // Unproven/low: "elected" was no vote the engine dated.
    await expectVerdicts([
      ['Voters elected a new president on 25 February 2023.', 'verified_true'],
      ['Nigerians elected their governors on 25 February 2023.', 'verified_false'],
    ]);
  });

  it('a sender’s feeling before the claim ("Unfortunately,") is no part of it', async () => {
    // Unproven/low: the claim kept the word and was not found in its source.
    await expectVerdicts([
      ['Unfortunately, inflation hit 34.19 percent in June 2024.', 'verified_true'],
      [
        'Shockingly, only 15 million voters were accredited for the 2023 presidential election.',
        'verified_false',
      ],
    ]);
  });
});

describe('what is set aside', () => {
  it('a judging word with no figure ("was appalling", "has been commendable")', async () => {
    // A claim, unproven/low: only a name called ("a disgrace") was a verdict on something.
    for (const text of [
      'The conduct of the 2023 elections was appalling.',
      "INEC's performance has been commendable.",
    ])
      expect((await check(text)).claims, text).toHaveLength(0);
    expect((await check('Turnout of 27 percent in 2023 was disappointing.')).claims).toHaveLength(1);
  });

  it('a demand dated by a season or an event ("before Christmas", "before the next election")', async () => {
    // A claim, unproven/low: "before" read as more said after the demand.
    for (const text of [
      'The CBN should raise interest rates before Christmas.',
      'INEC must fix the BVAS before the next election.',
    ])
      expect((await check(text)).claims, text).toHaveLength(0);
  });
});

describe('the blind batch', () => {
  it('judges the fifty of newsroom-english-blind-11.ts as expected but for a few', async () => {
    expect(NEWSROOM_ENGLISH_BLIND_11).toHaveLength(50);
    const missed = await blindMisses(
      check,
      NEWSROOM_ENGLISH_BLIND_11.map(([text, expected]) => [text, expected]),
    );
    const writeUpsMissed = await blindWriteUpMisses(check, NEWSROOM_ENGLISH_BLIND_11);
    // 49 of 50 right after the fixes of en11 (39 at first reading): the floor is two below; one
    // write-up of the 44 without its figure (8 at first reading).
    expect(missed.length, missed.join('\n')).toBeLessThanOrEqual(3);
    expect(writeUpsMissed.length, writeUpsMissed.join('\n')).toBeLessThanOrEqual(2);
  }, 300_000);
});
