import { describe, expect, it } from 'vitest';
import { blindMisses, claimChecker, verdictExpecter } from '../support/test-app.js';
import { NEWSROOM_ENGLISH_BLIND_10 } from '../fixtures/newsroom-english-blind-10.js';

/**
 * A twelfth round of English claims as newsrooms send them (session "en10"), checked through
 * POST /v1/check against the service's own figures: the three misses found last session, then
 * the classes the tenth blind batch found. Written by hand, not taken from the blind batch; each
 * group failed before its fix (what it gave is said above it).
 */
const check = claimChecker('newsroom-probes-12', { premium: true, timeout: 60_000 });

const expectVerdicts = verdictExpecter(check);

describe('the misses found last session', () => {
  it('are settled against the built-in INEC figures', async () => {
    // Unproven/low each: voters counted where INEC counts cards, "took part" where INEC says
    // "fielded candidates" (no source found; restatements.ts, landed beside this, writes it
    // "contested", which was false/low: "contest" was not what the source's parties did), and
    // "came out to vote" naming no count INEC gives.
    await expectVerdicts([
      ['Only 6 million voters collected their PVCs', 'verified_false'],
      ['Thirty parties took part in the 2023 presidential election', 'verified_false'],
      ['More than half of registered voters came out to vote in 2023', 'verified_false'],
    ]);
  });
});

describe('who and what is counted', () => {
  it('voters who collected their cards are the cards collected', async () => {
    // Unproven/low: the figure counted voters, the source cards.
    await expectVerdicts([
      ['About 87 million registered voters collected their PVCs before the 2023 elections.', 'verified_true'],
      ['Just 10 million Nigerians picked up their voter cards before the 2023 polls.', 'verified_false'],
    ]);
  });

  it('a count of no year a tenth of the only count a source gives is settled', async () => {
    // Misleading/low: another period might have had it, though no count moves tenfold.
    await expectVerdicts([
      ['Fewer than 8 million PVCs were collected.', 'verified_false'],
      ['Only 5 million people collected their PVCs, INEC says.', 'verified_false'],
    ]);
  });

  it('parties that took part in, participated in or contested an election fielded candidates in it', async () => {
    // Unproven/low: no source was found, or false with low confidence ("contested" against
    // "fielded candidates in": numbers.ts now reads the two as one).
    await expectVerdicts([
      ['25 political parties participated in the 2023 general elections.', 'verified_false'],
      ['Eighteen parties contested the 2023 presidential election.', 'verified_true'],
    ]);
  });
});

describe('turnout', () => {
  it('registered voters who came out, turned out, showed up or voted are those accredited', async () => {
    // Unproven/low: what the part did named no count the sources give.
    await expectVerdicts([
      ['Fewer than a third of registered voters voted in the 2023 presidential election.', 'verified_true'],
      [
        'Over half of registered voters showed up to vote in the 2023 presidential election.',
        'verified_false',
      ],
    ]);
  });

  it('the whole said with its count is the whole', async () => {
    // False/low: "the 93.4 million registered voters" was no whole the share was read of.
    await expectVerdicts([
      ['Less than a third of the 93.4 million registered voters turned out in 2023.', 'verified_true'],
    ]);
  });

  it('the whole rounded is not a part of it', async () => {
    // True/high: "turnout" took the turnout passage's "93.4 million registered voters" for its
    // count, a share of 99.9 percent of the 93,469,008.
    await expectVerdicts([
      [
        'Turnout in the 2023 presidential election was more than half of registered voters.',
        'verified_false',
      ],
    ]);
  });
});

describe('places, changes and counts said another way', () => {
  it('"ranked" gives a place as "came" does', async () => {
    // Unproven/low: "ranked second" was no place the engine read.
    await expectVerdicts([
      ['Atiku was ranked third in the 2023 presidential election.', 'verified_false'],
      ['Tinubu ranked first in the 2023 presidential election.', 'verified_true'],
    ]);
  });

  it('doubled, tripled and halved are changes by a multiple', async () => {
    // Misleading/low: "doubled" was no change the engine read.
    await expectVerdicts([
      ['The number of registered voters doubled between 2019 and 2023.', 'verified_false'],
      ['The voter register halved between 2019 and 2023.', 'verified_false'],
    ]);
  });

  it('"is made up of" and "consists of" are what the country has', async () => {
    // Unproven/low: the constitution's 1999 dated the source's count, and the claim had no "has".
    await expectVerdicts([
      ['Nigeria is made up of 36 states and 774 local government areas.', 'verified_true'],
      ['NIGERIA CONSISTS OF 40 STATES', 'verified_false'],
    ]);
  });

  it('an economy that "expanded" in "the last quarter" grew in the fourth', async () => {
    // Unproven/low: "expanded" and "last quarter" were not the NBS's words; and false/low for the
    // 5 percent: "the economy" was another measure than the NBS's "real GDP".
    await expectVerdicts([
      ['GDP expanded by 3.46% in the final quarter of 2023.', 'verified_true'],
      ['The economy expanded 5 percent in the last quarter of 2023.', 'verified_false'],
    ]);
  });
});

describe('what is set aside', () => {
  it('a forecast said as one, figure or not', async () => {
    // A claim, unproven/low: a prediction with a figure was left to the models.
    for (const text of [
      'Inflation will fall to 15 percent by June 2026, economists predict.',
      'Experts forecast that the naira will trade at N2,000 to the dollar by 2026.',
    ])
      expect((await check(text)).claims, text).toHaveLength(0);
  });

  it('what the country needs, dated or not', async () => {
    // A claim, unproven/low: "needs a" was no demand, and "before 2027" said more.
    for (const text of ['Nigeria needs a new electoral act before 2027.', 'INEC needs a credible register.'])
      expect((await check(text)).claims, text).toHaveLength(0);
  });

  it('a need with a figure, or a forecast reported without a future, is still a claim', async () => {
    for (const text of [
      'Nigeria needs 2 million more teachers, according to UBEC.',
      'The CBN projected inflation of 21.4 percent for 2024.',
    ])
      expect((await check(text)).claims, text).toHaveLength(1);
  });
});

describe('the blind batch', () => {
  it('judges the fifty of newsroom-english-blind-10.ts as expected but for a few', async () => {
    expect(NEWSROOM_ENGLISH_BLIND_10).toHaveLength(50);
    const missed = await blindMisses(check, NEWSROOM_ENGLISH_BLIND_10);
    // 50 of 50 right after the fixes of en10 (43 at first reading): the floor is two below.
    expect(missed.length, missed.join('\n')).toBeLessThanOrEqual(2);
  }, 120_000);
});
