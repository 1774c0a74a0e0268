import { describe, expect, it } from 'vitest';
import { figures, measuresTheSame } from '../../src/core/check/stance/numbers.js';
import { maskNoise, tidy } from '../../src/core/check/extraction/message-cleanup.js';
import { claimChecker, verdictExpecter } from '../support/test-app.js';

/**
 * Claims that move a figure ("fell to", "reached", "got") or deny a win, checked against the
 * service's own figures through POST /v1/check: found from outside, each was `unproven`,
 * `misleading` or low before.
 */
const check = claimChecker('figure-levels');

const expectVerdicts = verdictExpecter(check);

const REPORT = 'https://www.inecnigeria.org/wp-content/uploads/2024/02/2023-GENERAL-ELECTION-REPORT-1.pdf';
const NBS_CPI =
  'The National Bureau of Statistics reported headline inflation of 34.19 percent year on year in June 2024.';

describe('a figure moved to its level is the level', () => {
  it('reads "fell to", "reached", "got" as giving the figure itself, "fell by" as a change', () => {
    const [fell] = figures("Nigeria's inflation rate fell to 20 percent in June 2024.");
    const [was] = figures("Nigeria's inflation rate was 20 percent in June 2024.");
    expect(fell!.context).toEqual(was!.context);
    const [by] = figures('Inflation fell by 2 percent in June 2024.');
    expect(by!.context).toContain('fell');
    const source = figures(NBS_CPI).filter((f) => !f.isYear);
    expect(measuresTheSame(fell!, source)).toBe(true);
    // The source says nothing of food: another measure.
    expect(measuresTheSame(figures('Food inflation reached 40 percent in June 2024.')[0]!, source)).toBe(
      false,
    );
  });

  it('a moved figure against the same measure for the same period is false outright', async () => {
    for (const text of [
      "Nigeria's inflation rate fell to 20 percent in June 2024.",
      'Headline inflation dropped to 15% in June 2024, says NBS.',
      'Unemployment rose to 10 percent in the second quarter of 2023.',
    ]) {
      const result = await check(text);
      expect(result, text).toMatchObject({ verdict: 'verified_false', confidence: 'high' });
      expect(result.claims[0].write_up, text).toMatch(/^False: NBS says “.*(34\.19|4\.2) percent/);
    }
  });

  it('a figure the source does not measure, or another period, is not settled', async () => {
    // The built-in figure is headline inflation: food inflation is another measure.
    const food = await check('Food inflation reached 40 percent in June 2024.');
    expect(food.verdict === 'unproven' || food.confidence === 'low').toBe(true);
    // No May figure is held: June's says nothing of May.
    expect(await check('Inflation fell to 20 percent in May 2024.')).toMatchObject({ verdict: 'unproven' });
  });

  it("a candidate's count, however it is said, against the count the source gives him", async () => {
    const kwankwaso = await check('Kwankwaso got 5 million votes in the 2023 presidential election.');
    expect(kwankwaso).toMatchObject({ verdict: 'verified_false', confidence: 'high' });
    // The write-up quotes the sentence giving his count, not the winner's.
    expect(kwankwaso.claims[0].write_up).toContain('Kwankwaso (NNPP) 1,496,687');
    await expectVerdicts([
      ['Rabiu Kwankwaso got 1.5 million votes in the 2023 presidential election.', 'verified_true'],
    ]);
  });
});

describe('a denied figure', () => {
  it('"Nigeria does not have 40 states" is true outright when the source counts the same', async () => {
    await expectVerdicts([
      ['Nigeria does not have 40 states.', 'verified_true'],
      ['Na lie! Nigeria no get 40 states, na 36 states we get.', 'verified_true'],
    ]);
  });
});

describe('a denied win', () => {
  it('"X did not win" is settled by who was declared winner', async () => {
    const tinubu = await check('Tinubu did not win the 2023 election.');
    expect(tinubu).toMatchObject({ verdict: 'verified_false', confidence: 'high' });
    expect(tinubu.sources[0]).toMatchObject({ stance: 'disputes', url: `${REPORT}#presidential-result` });
    const obi = await check('Peter Obi did not win the 2023 presidential election.');
    expect(obi).toMatchObject({ verdict: 'verified_true', confidence: 'high' });
    expect(obi.claims[0].write_up).toContain('INEC declared Bola Ahmed Tinubu (APC) winner');
  });
});

describe('a win said in the passive', () => {
  it('"was won by X" names X as the winner', async () => {
    await expectVerdicts([
      ['The 2023 presidential election was won by Bola Tinubu of the APC.', 'verified_true'],
      ['The 2023 presidential election was won by Peter Obi.', 'verified_false'],
    ]);
  });
});

describe('places in a result', () => {
  it('the rank of the count the source gives the candidate settles "came second"', async () => {
    for (const [text, verdict] of [
      ['Atiku Abubakar came second in the 2023 presidential election.', 'verified_true'],
      ['Peter Obi came third in the 2023 election.', 'verified_true'],
      ['Peter Obi came second in the 2023 presidential election.', 'verified_false'],
      ['Kwankwaso finished fourth in the 2023 presidential election', 'verified_true'],
      ['Obi did not come second in the 2023 presidential election.', 'verified_true'],
    ] as const) {
      const result = await check(text);
      expect(result, text).toMatchObject({ verdict, confidence: 'high' });
      expect(result.claims[0].write_up, text).toContain('Atiku Abubakar (PDP) polled 6,984,520 votes');
    }
    // Another contest (Lagos's count) is not the national one.
    await expectVerdicts([
      ['Obi came second in Lagos in the 2023 presidential election.', 'unproven', 'any'],
    ]);
  });
});

describe('comparisons of two counts', () => {
  it('the counts the source gives both settle "X got more votes than Y"', async () => {
    await expectVerdicts([
      ["APC's Tinubu got more votes than Atiku in 2023.", 'verified_true'],
      ['Atiku got more votes than Tinubu in the 2023 presidential election.', 'verified_false'],
      ['Obi got fewer votes than Atiku in the 2023 presidential election.', 'verified_true'],
    ]);
  });

  it('each side is the count of the one it names, not the first count of the sentence', async () => {
    // Both were true/high: the comparison across documents took Atiku's count, listed first in
    // the sentence that also gives Obi's and Kwankwaso's, for Kwankwaso.
    await expectVerdicts([
      ['Kwankwaso got more votes than Obi in the 2023 presidential election.', 'verified_false'],
      ["Kwankwaso's votes were more than Obi's in the 2023 presidential election.", 'verified_false'],
      ['Obi got more votes than Kwankwaso in the 2023 presidential election.', 'verified_true'],
    ]);
  });
});

describe('hearsay and openers', () => {
  it('"I heard that", "They say", Pidgin "I hear say": what follows is checked', async () => {
    await expectVerdicts([
      ['I hear say INEC register 120 million voters for 2023.', 'verified_false'],
      ['I heard that INEC registered 120 million voters.', 'verified_false'],
      ['They say Nigeria has 38 states', 'verified_false'],
    ]);
  });

  it('"Omo, na true say …?", "Guys, is it true that …?" ask for the statement to be checked', async () => {
    const omo = await check('Omo, na true say Nigeria get 38 states?');
    expect(omo).toMatchObject({ verdict: 'verified_false', language: 'pcm' });
    expect(omo.claims[0].text).toBe('Nigeria get 38 states');
    await expectVerdicts([['Guys, is it true that Nigeria has 38 states?', 'verified_false']]);
  });
});

describe('comparisons against a first place', () => {
  it('the first place held by one of the two settles "X has more Y than Z"', async () => {
    const lagos = await check('Lagos has more registered voters than Kano.');
    expect(lagos).toMatchObject({ verdict: 'verified_true', confidence: 'high' });
    expect(lagos.sources[0]).toMatchObject({ stance: 'supports', url: `${REPORT}#lagos-registered-voters` });
    await expectVerdicts([
      ['Kano has more registered voters than Lagos.', 'verified_false'],
      ['Kano has fewer registered voters than Lagos.', 'verified_true'],
      // Neither holds the first place of what the source counts: it says nothing of them.
      ['Kano has more registered voters than Kaduna.', 'unproven', 'any'],
    ]);
  });
});

describe('an event said whole, in its year', () => {
  it('is confirmed outright; a word the source does not say keeps it for an editor', async () => {
    await expectVerdicts([['The naira was redesigned in 2022 by the CBN.', 'verified_true']]);
    const banned = await check('The naira was banned in 2022 by the CBN.');
    expect(banned.verdict === 'verified_true' && banned.confidence === 'high').toBe(false);
  });
});

describe('Naija', () => {
  it('is Nigeria, in Pidgin and in English', async () => {
    expect(await check('Inflation for Naija don reach 50 percent for June 2024.')).toMatchObject({
      verdict: 'verified_false',
      confidence: 'high',
      language: 'pcm',
    });
    await expectVerdicts([['Naija has 37 states', 'verified_false']]);
  });
});

describe('which way a figure moved', () => {
  it('the other way in the same period is false; not moving the other way is true', async () => {
    const shrank = await check("Nigeria's economy shrank in the fourth quarter of 2023.");
    expect(shrank.verdict).toBe('verified_false');
    expect(shrank.sources[0]).toMatchObject({ stance: 'disputes' });
    await expectVerdicts([
      ["Nigeria's GDP did not shrink in the fourth quarter of 2023.", 'verified_true', 'any'],
    ]);
  });
});

describe('which way a rate was moved', () => {
  it('"cut" against "raised" in the same month is false outright', async () => {
    await expectVerdicts([
      ['The CBN cut the MPR to 26.25% in May 2024.', 'verified_false'],
      ['The CBN raised the MPR to 26.25% in May 2024.', 'verified_true'],
    ]);
  });
});

describe('a count from one figure to another', () => {
  it('both precise figures said by the source confirm it', async () => {
    await expectVerdicts([
      ['The number of polling units in Nigeria increased from 119,974 to 176,846.', 'verified_true'],
    ]);
  });
});

describe('a count someone got', () => {
  it('"Tinubu polled 8,794,726 votes …" is a claim, though both models rate it low', async () => {
    await expectVerdicts([
      ['Tinubu polled 8,794,726 votes to win the 2023 presidential election.', 'verified_true'],
    ]);
  });
});

describe('who voted', () => {
  it('"N million Nigerians voted" counts the votes cast', async () => {
    await expectVerdicts([
      ['About 25 million Nigerians voted in the 2023 presidential election.', 'verified_true'],
      ['Only 10 million Nigerians voted in the 2023 presidential election.', 'verified_false', 'any'],
    ]);
  });
});

describe('a body named by its acronym', () => {
  it('makes a plain report of its act a claim', async () => {
    const result = await check('The CBN redesigned the naira notes.');
    expect(result.claims.map((c: { text: string }) => c.text)).toEqual([
      'The CBN redesigned the naira notes.',
    ]);
    expect(result.verdict).not.toBe('unproven');
  });
});

describe('prayers and calls to the reader', () => {
  it('a prayer is set aside; "My friend, …" is not part of the claim', async () => {
    for (const text of ['May God have mercy on our country.', 'God bless Nigeria']) {
      const result = await check(text);
      expect(result.claims, text).toEqual([]);
      expect(result.set_aside[0], text).toMatchObject({ reason: 'greeting' });
    }
    const friend = await check('My friend, Nigeria now has 40 states.');
    expect(friend.claims[0].text).toBe('Nigeria now has 40 states.');
    expect(friend).toMatchObject({ verdict: 'verified_false', confidence: 'high' });
  });
});

describe('a forward mark before a colon', () => {
  it('is not part of the claim', async () => {
    expect(tidy(maskNoise('Forwarded many times: The FG approved a new minimum wage.'))).toBe(
      'The FG approved a new minimum wage.',
    );
    const result = await check('Fwd: Nigeria has 40 states');
    expect(result.claims[0].text).toBe('Nigeria has 40 states');
    expect(result).toMatchObject({ verdict: 'verified_false', confidence: 'high' });
  });
});
