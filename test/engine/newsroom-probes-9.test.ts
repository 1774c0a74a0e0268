import { describe, expect, it } from 'vitest';
import { blindMisses, claimChecker, verdictExpecter } from '../support/test-app.js';
import { NEWSROOM_ENGLISH_BLIND_6 } from '../fixtures/newsroom-english-blind-6.js';
import { NEWSROOM_ENGLISH_BLIND_7 } from '../fixtures/newsroom-english-blind-7.js';
import { formReason } from '../../src/core/check/extraction/set-aside-rules.js';

/**
 * A ninth round of English claims as newsrooms send them (session "en7"), checked through
 * POST /v1/check against the service's own figures. Written by hand; each group failed before its
 * fix (what it gave is said above it), beside a few that must stay right.
 */
const check = claimChecker('newsroom-probes-9', { premium: true, timeout: 60_000 });

const expectVerdicts = verdictExpecter(check);

describe('misspelt words', () => {
  it('names and words misspelt are judged as the sources spell them', async () => {
    // Unproven/low: "Atikku", "Tinubbu", "Inflaton", "regstered" matched nothing (mended
    // since by language/spelling.ts, which landed beside these fixes; this checks the write-up too).
    await expectVerdicts([
      ['Atikku polled 6.98 million votes in the 2023 presidencial election.', 'verified_true'],
      ['Tinubbu got 8.79 million votes in the 2023 presidential election.', 'verified_true'],
      ['Inflaton was 24.19% in june 2024', 'verified_false'],
      [
        'Lagos State had the highest number of regstered voters in 2023 with over 7 million.',
        'verified_true',
      ],
    ]);
    // "sates" is an English word (to sate): the mender leaves real words alone, so this one stays
    // unsettled rather than being guessed into "states".
    expect((await check('Nigeria has 37 sates and the FCT.')).verdict).not.toBe('verified_true');
    // The write-up quotes the misspelt person's own figure.
    const atiku = await check('Atikku polled 6.98 million votes in the 2023 presidencial election.');
    expect(atiku.claims[0].write_up).toMatch(/6,984,520/);
  });
});

describe('changes and gaps', () => {
  it("a change between the source's two levels the other way round is false", async () => {
    // True/high: both levels were the source's, whichever way the change ran.
    await expectVerdicts([
      ['The number of polling units dropped from 176,846 to 119,974 in 2021.', 'verified_false'],
      ['The number of polling units rose from 119,974 to 176,846 in 2021.', 'verified_true'],
    ]);
  });

  it('"reduced by" is a fall', async () => {
    // Misleading/low: "reduced by" was no verb of change.
    await expectVerdicts([
      ["Nigeria's voter register reduced by 9 million from 2019 to 2023.", 'verified_false'],
    ]);
  });

  it('"the gap between A and B" and "A\'s margin over B" are the difference of their counts', async () => {
    // False/high: the 2 million was compared with Tinubu's own count.
    await expectVerdicts([
      ["The gap between Tinubu's and Atiku's votes in 2023 was less than 2 million.", 'verified_true'],
      [
        'The difference between Atiku and Obi in the 2023 presidential election was about 5 million votes.',
        'verified_false',
      ],
      ["Tinubu's margin over Atiku in 2023 was about 1.8 million votes.", 'verified_true'],
    ]);
    // The write-up quotes both counts, not the winner's alone.
    const gap = await check("The gap between Tinubu's and Atiku's votes in 2023 was less than 2 million.");
    expect(gap.claims[0].write_up).toMatch(/8,794,726.*6,984,520/);
  });
});

describe('headlines and levels', () => {
  it('a rate the body acts on is measured ("CBN keeps MPR at …"), "eases to" is a level', async () => {
    // False/low: the MPR was read as a second body, "Eases" as what was measured.
    await expectVerdicts([
      ['CBN Keeps MPR At 18.75% In May 2024', 'verified_false'],
      ['Inflation Eases To 33% In June 2024 — NBS', 'verified_false'],
    ]);
  });

  it("a count in the present against a source's present count dated by how it came about", async () => {
    // False/low: the source's 2021 (when polling units were added) made it another period.
    await expectVerdicts([['INEC has only 150,000 polling units nationwide.', 'verified_false']]);
  });
});

describe('ranges, quotes and openers', () => {
  it('"4-5 percent", "90–95m" are ranges', async () => {
    // False/high: "4-5 percent" was 4 and 5 percent, the 4 against the NBS's 4.2.
    await expectVerdicts([
      ['Unemployment in Q2 2023 was 4-5 percent, NBS data shows.', 'verified_true'],
      ['Unemployment stood at 10–12% in the second quarter of 2023.', 'verified_false'],
      ['INEC registered 90–95m voters for the 2023 elections.', 'verified_true'],
    ]);
  });

  it('a speaker\'s quoted "I" is the speaker', async () => {
    // Unproven/low: "I scored close to 7 million votes" was nobody's count.
    await expectVerdicts([
      [
        'Atiku told reporters in Yola: "I scored close to 7 million votes in the 2023 presidential election."',
        'verified_true',
      ],
      [
        'Obi told supporters in Enugu: "I polled 10 million votes in the 2023 presidential election."',
        'verified_false',
      ],
    ]);
  });

  it('"Please note that …" and a thread\'s "Thread 🧵 1/5:" are not part of the claim', async () => {
    // Unproven/low: their words matched no source.
    await expectVerdicts([
      [
        '*URGENT* Please note that INEC has only 150,000 polling units nationwide. Share to all groups 🙏',
        'verified_false',
      ],
      [
        'Thread 🧵 1/5: INEC registered 93.4 million voters for the 2023 elections, per @inecnigeria',
        'verified_true',
      ],
      ['Kindly note that Nigeria has 774 local government areas (2/5)', 'verified_true'],
    ]);
  });
});

describe('demands', () => {
  it('what someone must or should do is an opinion, unless a rule is reported or a figure given', async () => {
    // A claim, unproven/low: "INEC must do better in 2027."
    expect(formReason('INEC must do better in 2027.')).toBe('opinion');
    expect(formReason('The CBN should cut interest rates now.')).toBe('opinion');
    expect(formReason('INEC says voters must collect their PVCs before the election.')).toBeNull();
    expect(formReason('They must have rigged the 2023 election.')).toBeNull();
    const result = await check('INEC must do better in 2027. We deserve credible elections.');
    expect(result.claims).toHaveLength(0);
  });
});

describe('the blind batches', () => {
  it('judges the fifty of newsroom-english-blind-7.ts as expected but for a few', async () => {
    const missed = await blindMisses(check, NEWSROOM_ENGLISH_BLIND_7);
    // 46 of 50 right when written (en7): the floor is two below.
    expect(missed.length, missed.join('\n')).toBeLessThanOrEqual(6);
  }, 120_000);

  it('keeps the sixth batch right', async () => {
    const missed = await blindMisses(check, NEWSROOM_ENGLISH_BLIND_6);
    expect(missed.length, missed.join('\n')).toBeLessThanOrEqual(5);
  }, 60_000);
});
