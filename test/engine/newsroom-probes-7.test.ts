import { describe, expect, it } from 'vitest';
import { blindMisses, claimChecker, verdictExpecter } from '../support/test-app.js';
import { NEWSROOM_ENGLISH_BLIND_5 } from '../fixtures/newsroom-english-blind-5.js';

/**
 * A seventh round of English claims as newsrooms send them (session "english10"), checked through
 * POST /v1/check against the service's own figures. Written by hand; each group failed before its
 * fix (what it gave is said above it), beside a few that must stay right.
 */
const check = claimChecker('newsroom-probes-7', { premium: true });

const expectVerdicts = verdictExpecter(check);

describe('who the figure comes from, and tags', () => {
  it('"Per NBS data," and "NBS figures show" name the source, not what is measured', async () => {
    // Unproven/low: "Per" was read as a name, and "figures" as part of what the rate measures.
    await expectVerdicts([
      ['Per NBS data, unemployment hit 14.2% in the second quarter of 2023.', 'verified_false'],
      ['NBS figures show inflation eased to 24.19% in June 2024.', 'verified_false'],
      ['Per NBS data, unemployment was 4.2% in the second quarter of 2023.', 'verified_true'],
    ]);
  });

  it('a hashtag or a handle is no name the source must say, nor "per @handle" a word of the claim', async () => {
    // Unproven/low: "#MPC", "#Naira" and "#NigeriaDecides2023" were names the source lacked.
    await expectVerdicts([
      ['Atiku polled 6.98m votes in #NigeriaDecides2023 per @inecnigeria 🗳️✅', 'verified_true'],
      ['Just in: CBN raises MPR to 28.75% in May 2024 📈 #MPC #Naira https://t.co/q9Zt', 'verified_false'],
    ]);
  });

  it('"jacks up" is raised', async () => {
    // Unproven/low: "jacks" was a word of what the rate measures, and "up to" a ceiling.
    await expectVerdicts([
      ['Just in: CBN jacks MPR up to 28.75% in May 2024 📈 #MPC #Naira https://t.co/q9Zt', 'verified_false'],
      ['The CBN jacked up the MPR to 26.25% in May 2024.', 'verified_true'],
    ]);
  });
});

describe('years, dates and denials', () => {
  it('a semicolon ends the clause a year is said in', async () => {
    // False/high: 84m was read as 2023's, the year the next clause opens with.
    await expectVerdicts([["INEC's 2019 register had 84m voters; 2023's had 93.4m.", 'verified_true']]);
  });

  it('an event denied of a year it did not happen in is true', async () => {
    // False/high: the wrong year disputed the claim, its "not" unread.
    await expectVerdicts([
      ['The eNaira was not launched in 2022.', 'verified_true'],
      ['The eNaira was launched in 2022.', 'verified_false'],
      ['The eNaira was not launched on 25 October 2022.', 'verified_true'],
    ]);
  });

  it('"Oct. 25, 2022" is one date, and the source’s day in another year settles it', async () => {
    // Unproven/low: the sentence was cut at "Oct.", and "went live" was not "launched".
    await expectVerdicts([['The eNaira went live on Oct. 25, 2022.', 'verified_false']]);
  });

  it('"Feb." and "NASS" are no names the source lacks', async () => {
    // Unproven/low: "Feb" was a name, and "NASS" not read as the National Assembly.
    await expectVerdicts([['Presidential and NASS elections took place on Feb. 25, 2023.', 'verified_true']]);
  });
});

describe('questions and forwards', () => {
  it('"Did … really …?" with a figure asks whether it is true', async () => {
    // Set aside as a question: unproven/low with no claim.
    await expectVerdicts([
      ['Did Tinubu really win the 2023 presidential election with 8.8 million votes?', 'verified_true'],
      ['Has the CBN raised the MPR to 30% in May 2024?', 'verified_false'],
    ]);
    // With no figure but a year it still asks what happened.
    expect((await check('Did INEC postpone the 2023 elections?')).claims).toEqual([]);
  });

  it('a forward’s verdict is its statement naming a figure, not one naming nothing', async () => {
    // Unproven/low: "Meanwhile prices of food are going up …" and "Our country is blessed …" led.
    const first = await check(
      'Good afternoon my people. I have been following this matter for a while and I want us to reason together. Our leaders keep telling us to be patient, that things will get better, that the reforms will work. Meanwhile prices of food are going up every week in the market. Did you know that INEC registered over 100 million voters for the 2023 elections? Yet only a few came out. We must do better as citizens. Please share with others so they can know.',
    );
    expect(first).toMatchObject({ verdict: 'verified_false', confidence: 'high' });
    expect(first.claims[0].text).toBe('INEC registered over 100 million voters for the 2023 elections');
  });

  it('"… and expect us to clap" is a remark to the chat, not the claim', async () => {
    // Unproven/low: the remark's words kept the states source from answering.
    await expectVerdicts([
      [
        'FORWARDED. Read to the end!! Our country is blessed with many resources but the leaders have failed us. They told us in 2015 that things would change. Now they say Nigeria has 40 states and expect us to clap. Wake up Nigerians!!! Share to all your groups 🙏🙏',
        'verified_false',
      ],
    ]);
  });
});

describe('changes, ranks and shares worked out from two counts', () => {
  it('a year’s count bigger than another’s by a figure is the change between them', async () => {
    // Unproven/low (and false/low for the batch-4 leftover).
    await expectVerdicts([
      ["The 2023 register was about 9.5 million bigger than 2019's.", 'verified_true'],
      ['The 2023 voter register was bigger than the 2019 one by about 20 million.', 'verified_false'],
    ]);
  });

  it('a change given as a percentage is of the earlier count', async () => {
    // Unproven/low.
    await expectVerdicts([
      ['The voter register grew by about 11 percent between 2019 and 2023.', 'verified_true'],
      ['The voter register grew by 20 percent between 2019 and 2023.', 'verified_false'],
    ]);
  });

  it('"ranked 1st … by number of registered voters" is the most registered voters', async () => {
    // Unproven/low, nothing cited.
    await expectVerdicts([
      [
        'Lagos ranked 1st among the 36 states and the FCT by number of registered voters in 2023.',
        'verified_true',
      ],
      ['Lagos ranked second by number of registered voters in 2023.', 'verified_false'],
    ]);
  });

  it('"a quarter of the votes cast went to" and "half of … did not" are shares of two counts', async () => {
    // Unproven/low: a fraction in words was no share of two counts, and "went to" no one's count.
    await expectVerdicts([
      [
        'About a quarter of the votes cast in the 2023 presidential election went to Peter Obi.',
        'verified_true',
      ],
      ['Half of the registered voters in 2023 did not collect their PVCs.', 'verified_false'],
      ['About 7 percent of registered voters in 2023 did not collect their PVCs.', 'verified_true'],
    ]);
  });
});

describe('gaps between shares, in percentage points', () => {
  it('"… percentage points higher than …’s" and "trailed … by … percentage points" are two shares apart', async () => {
    // Unproven/low: the points were no figure any source gives.
    await expectVerdicts([
      [
        "Tinubu's share of the votes cast was about 7 percentage points higher than Atiku's in 2023.",
        'verified_true',
      ],
      [
        'Obi trailed Tinubu by more than 20 percentage points in the 2023 presidential election.',
        'verified_false',
      ],
      ['Tinubu beat Obi by about 11 percentage points in the 2023 presidential election.', 'verified_true'],
    ]);
  });
});

describe('lists of figures', () => {
  it('a shouted "AND" parts the figures, and "780 LGAs" counts, names no one', async () => {
    // Misleading/low: the shout was one part, judged on the LGAs alone, with "LGAs" a missing name.
    await expectVerdicts([
      ['BREAKING!!! NIGERIA NOW HAS 38 STATES AND 780 LGAs. SHARE BEFORE THEY DELETE IT', 'verified_false'],
    ]);
  });

  it('a list of figures with no subject, "PUs" among them, is checked figure by figure', async () => {
    // Mostly true/low: the list was not parted, and "PUs" was not polling units.
    await expectVerdicts([
      [
        'Wow!! 8,809 wards, 774 LGAs and 176,846 PUs 🗳️ #NigeriaDecides2023 via @inecnigeria',
        'verified_true',
      ],
    ]);
  });
});

describe('the blind batch (test/fixtures/newsroom-english-blind-5.ts)', () => {
  it('judges the fifty as expected but for a few', async () => {
    const missed = await blindMisses(check, NEWSROOM_ENGLISH_BLIND_5);
    // 45 of 50 right when written (english10): the floor is two below.
    expect(missed.length, missed.join('\n')).toBeLessThanOrEqual(7);
  }, 60_000);
});
