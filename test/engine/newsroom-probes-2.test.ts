import { describe, expect, it } from 'vitest';
import { figures } from '../../src/core/check/stance/numbers.js';
import { claimChecker, verdictExpecter } from '../support/test-app.js';

/**
 * A second round of claims as newsrooms receive them, checked through POST /v1/check against the
 * service's own figures. Written by hand; each group failed before its fix, beside a few that
 * must stay right.
 */
const check = claimChecker('newsroom-probes-2', { premium: true });

const expectVerdicts = verdictExpecter(check);

describe('a quote-tweet’s denial', () => {
  it('"This is false: …" denies what it quotes, as "It is false that …" does', async () => {
    // Both were judged as if "This is false:" were not there.
    await expectVerdicts([
      ['This is false: Nigeria has 774 local government areas.', 'verified_false'],
      ['This is false: INEC registered 120 million voters for the 2023 elections.', 'verified_true'],
      ["That's a lie - Nigeria has 40 states.", 'verified_true'],
      // Stays right: said plainly, the same statement is judged as itself.
      ['Nigeria has 774 local government areas.', 'verified_true'],
    ]);
  });
});

describe('a negative question', () => {
  it('"Didn\'t the CBN launch the eNaira in 2021?" states what it asks about a figure or a date', async () => {
    // Each was set aside as a question.
    const enaira = await check("Didn't the CBN launch the eNaira in 2021?");
    expect(enaira).toMatchObject({ verdict: 'verified_true', confidence: 'high' });
    expect(enaira.claims[0].text).toBe('the CBN launch the eNaira in 2021');
    await expectVerdicts([
      ["Wasn't the 2023 presidential election held on 25 February?", 'verified_true'],
      ["Didn't INEC register 120 million voters for 2023?", 'verified_false'],
    ]);
    // Stays a question: nothing dated or counted, or asked of a person.
    for (const text of ["Isn't the economy getting worse?", "Didn't you say Nigeria has 40 states?"])
      expect((await check(text)).claims, text).toEqual([]);
  });
});

describe('a dated opening, a possessive subject, a word of the same measure', () => {
  it('"As at June 2024, …" dates the claim; "As" names no one', async () => {
    // Both were unproven: "As" was read as a name the source never says.
    await expectVerdicts([
      ["As at June 2024, Nigeria's inflation rate stood at 34.19 percent.", 'verified_true'],
      ['As at June 2024, headline inflation was 24 percent.', 'verified_false'],
    ]);
  });

  it('"Lagos\'s registered voters were 10 million": Lagos owns the figure, voters are counted', async () => {
    // Unproven: "Lagos's registered voters" was read as counting "Lagos".
    expect(figures("Lagos's registered voters were 10 million in 2023.")[0]).toMatchObject({
      value: 10_000_000,
      head: 'voter',
      owner: ['lagos'],
    });
    await expectVerdicts([
      ["Lagos's registered voters were 10 million in 2023.", 'verified_false'],
      // Stays right.
      ["Lagos's registered voters numbered 7,060,195 in 2023.", 'verified_true'],
    ]);
  });

  it('"the unemployed were 4.2 percent" is the unemployment rate', async () => {
    // Unproven: "unemployed" and "unemployment" were two words.
    await expectVerdicts([
      ['The unemployed in Nigeria were 4.2 percent in the second quarter of 2023.', 'verified_true'],
      ['The unemployed in Nigeria were 40 percent in the second quarter of 2023.', 'verified_false'],
    ]);
  });
});

describe('shares said in words', () => {
  it('"two in three", "a third of", "half of" against the source’s percent', async () => {
    expect(figures('Nearly 2 in 3 Nigerians are poor.')).toEqual([
      expect.objectContaining({ value: 200 / 3, isPercent: true, bound: 'about' }),
    ]);
    // A year is not a share's whole, nor a figure of several digits its part.
    expect(figures('Tinubu won 8,794,726 in 2023.').map((f) => f.value)).toEqual([8_794_726, 2023]);
    // "Nearly two in three" was misleading (two counts, of 3 Nigerians); "a third" and "Half"
    // unproven ("multidimensionally" not the source's "multidimensional", "Half" read as a name).
    await expectVerdicts([
      ['Nearly two in three Nigerians are multidimensionally poor.', 'verified_true'],
      ['About a third of Nigerians are multidimensionally poor, the NBS says.', 'verified_false', 'any'],
      ['Half of registered voters voted in the 2023 presidential election.', 'verified_false', 'any'],
      // Stays right.
      [
        'Only 27 percent of registered voters turned out for the 2023 presidential election.',
        'verified_true',
      ],
    ]);
  });
});

describe('a party’s place', () => {
  it('is its candidate’s, the source writing the party by its initials', async () => {
    // The APC and NNPP were not read as holding a place.
    await expectVerdicts([
      ['The APC came first in the 2023 presidential election.', 'verified_true'],
      ['The NNPP came second in the 2023 presidential election.', 'verified_false'],
      // Unproven, no source found: the official result writes the party "LP", never "Labour Party".
      ['The Labour Party came third in the 2023 presidential election.', 'verified_true'],
      ['The Labour Party came second in the 2023 presidential election.', 'verified_false'],
      // Stays right.
      ['Peter Obi came third in the 2023 presidential election.', 'verified_true'],
    ]);
    // Was misleading: Obi's count ("Peter Obi (LP) 6,101,533") was not read as the Labour Party's.
    const counted = await check(
      'The Labour Party came third in the 2023 presidential election with 6.1 million votes.',
    );
    expect(counted.verdict).toMatch(/^(?:verified|mostly)_true$/);
  });
});

describe('stays right: forms the first reading already got right', () => {
  it('titles, hashtag tails, naira written three ways, names the sources never tie', async () => {
    await expectVerdicts([
      ["Nigeria's Headline Inflation Hits 34.19 Percent In June 2024", 'verified_true'],
      [
        'Inflation hit 40% in June 2024 😱 #Inflation #Naira #Economy #Nigeria #CBN #NBS #SaveNigeria',
        'verified_false',
      ],
      ['The CBN unveiled a new N1,000 note in November 2022.', 'verified_true'],
      ['The CBN redesigned the one thousand naira note in 2022.', 'verified_true'],
      ['The APC won the 2023 presidential election.', 'verified_true'],
      // "Asiwaju", "the President": the sources never say who they are.
      ['Asiwaju won the 2023 presidential election.', 'unproven', 'any'],
      ['The President won the 2023 election with 8.8 million votes.', 'unproven', 'any'],
    ]);
    for (const text of [
      'Let us pray for peaceful elections in 2027.',
      'Join us live at 8pm for our election analysis show.',
    ])
      expect((await check(text)).claims, text).toEqual([]);
  });
});
