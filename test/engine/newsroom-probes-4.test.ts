import { describe, expect, it } from 'vitest';
import { blindMisses, claimChecker, verdictExpecter } from '../support/test-app.js';
import { NEWSROOM_ENGLISH_BLIND_2 } from '../fixtures/newsroom-english-blind-2.js';

/**
 * A fourth round of English claims as newsrooms send them (session "english7"), checked through
 * POST /v1/check against the service's own figures. Written by hand; each group failed before its
 * fix (what it gave is said above it), beside a few that must stay right.
 */
const check = claimChecker('newsroom-probes-4', { premium: true });

const expectVerdicts = verdictExpecter(check);

describe('figures bounded and ranged', () => {
  it('"between 90 and 95 million" is one figure, not a part "95 million voters" of its own', async () => {
    // False/high: the range was cut at its "and", and "95 million voters" set against the
    // accredited voters.
    await expectVerdicts([
      ['The 2023 register of voters had between 90 and 95 million voters.', 'verified_true'],
      // Stays right.
      ['Inflation in June 2024 was between 25 and 30 percent.', 'verified_false'],
    ]);
  });

  it('"fewer than", "nearly", "less than a third" bound the figure; no source repeats them', async () => {
    // False/low (the bound word lowered the match below a strong one), unproven (not found).
    await expectVerdicts([
      ['Nigeria has fewer than 700 local government areas.', 'verified_false'],
      [
        'Less than a third of registered voters turned out in the 2023 presidential election.',
        'verified_true',
      ],
      // Stays right.
      ['Tinubu polled nearly 9 million votes in the 2023 presidential election.', 'verified_true'],
    ]);
  });

  it('local government areas are not registration areas, though both count areas', async () => {
    // The registration areas' 8,809 supported "more than 900 local government areas".
    const lgas = await check('Nigeria has more than 900 local government areas.');
    expect(lgas).toMatchObject({ verdict: 'verified_false', confidence: 'high' });
    expect(lgas.claims[0].sources.filter((s: { stance: string }) => s.stance === 'supports')).toEqual([]);
  });
});

describe('whose figure it is', () => {
  it('said in the passive or of whom the votes went to: "polled by Peter Obi", "voted for Obi"', async () => {
    // False/high (compared with Atiku's count, the first in the source), unproven.
    await expectVerdicts([
      ['6.1 million votes were polled by Peter Obi in the 2023 presidential election.', 'verified_true'],
      ['Almost 7 million people voted for Obi in 2023.', 'verified_false'],
    ]);
  });

  it('"25 million of 93 million registered voters were accredited": a part and its whole', async () => {
    // False/high: 25 million was set against the register, 93 million against the accredited.
    await expectVerdicts([
      [
        "Only 25 million of Nigeria's 93 million registered voters were accredited for the 2023 presidential poll.",
        'verified_true',
      ],
      [
        'Only 10 million of the 93.4 million registered voters were accredited for the 2023 presidential election.',
        'verified_false',
      ],
    ]);
  });

  it('a count of votes cast is not the register, whatever its clause took from the figure beside it', async () => {
    // Unproven/low: the turnout source's "24,965,218 votes were cast" (after "… 93.4 million
    // registered voters;") disputed the 93.4 million; then the two registers, each confirming one
    // figure, were not a strong enough match.
    await expectVerdicts([
      ['The voter register grew from 84 million in 2019 to 93.4 million in 2023.', 'verified_true'],
      // Stays right.
      ['Voters cast 40 million votes in the 2023 presidential election.', 'verified_false'],
      ['Over 30 million votes were cast in the 2023 presidential election.', 'verified_false'],
    ]);
  });
});

describe('places', () => {
  it('"the runner-up" is second', async () => {
    // Misleading/low.
    await expectVerdicts([
      ['Peter Obi was the runner-up in the 2023 presidential election.', 'verified_false'],
      ['Atiku Abubakar was the runner-up in the 2023 presidential election.', 'verified_true'],
    ]);
  });

  it('"the second largest": not the first place the source gives, and the nth of the counts it ranks', async () => {
    // Unproven: read as no superlative ("second" among what was counted), not found.
    await expectVerdicts([
      ['Lagos had the second largest number of registered voters in 2023.', 'verified_false'],
      ['Atiku had the second highest number of votes in the 2023 presidential election.', 'verified_true'],
      [
        'Peter Obi got the second highest number of votes in the 2023 presidential election.',
        'verified_false',
      ],
      // Stays right.
      ['Lagos has the most registered voters.', 'verified_true'],
    ]);
    // Another state's first place says nothing of who is second.
    expect((await check('Kano had the second largest number of registered voters in 2023.')).verdict).toBe(
      'unproven',
    );
  });
});

describe('the words newsrooms use for the sources’ measures', () => {
  it('the CBN’s "interest rate" is its Monetary Policy Rate; voter cards "picked up" are collected', async () => {
    // Unproven/low (the MPR passage did not measure an "interest rate"), false/low.
    await expectVerdicts([
      ['The CBN raised interest rates to 30 percent in May 2024.', 'verified_false'],
      ['The Central Bank raised its benchmark interest rate to 26.25% in May 2024.', 'verified_true'],
      [
        'Only 60 million voter cards were picked up before the 2023 general elections, INEC admitted.',
        'verified_false',
      ],
    ]);
  });

  it('a register’s "names" are its registered voters', async () => {
    // Unproven/low: "names" counted something no source counts.
    await expectVerdicts([
      [
        'Good evening sir. Please confirm: INEC says the 2023 voter register had about 93 million names. Thanks, Musa (Kaduna desk)',
        'verified_true',
      ],
      ['The voter register for 2023 had 100 million names on it.', 'verified_false'],
    ]);
  });
});

describe('a tip-line request heading the claim', () => {
  it('"Please confirm:", "Please read:" (after a greeting and an emoji) are not part of the claim', async () => {
    // Unproven/low: the request was searched and judged as words of the claim.
    const forwarded = await check(
      'Good morning family 🌞 Please read: the CBN has raised interest rate to 30% as of May 2024. Pls share with your loved ones. God bless Nigeria 🇳🇬',
    );
    expect(forwarded).toMatchObject({ verdict: 'verified_false', confidence: 'high' });
    expect(forwarded.claims[0].text).toMatch(/^the CBN has raised interest rate to 30% as of May 2024\.?$/);
    const confirm = await check(
      'Please confirm: INEC registered 93.4 million voters for the 2023 elections.',
    );
    expect(confirm).toMatchObject({ verdict: 'verified_true', confidence: 'high' });
    expect(confirm.claims[0].text).toMatch(
      /^INEC registered 93\.4 million voters for the 2023 elections\.?$/,
    );
    // A heading that names the subject stays with the claim.
    expect((await check('Lagos: 7 million voters registered for the 2023 elections.')).claims[0].text).toBe(
      'Lagos: 7 million voters registered for the 2023 elections.',
    );
  });
});

describe('a view of a figure', () => {
  it('"I believe a 26.25% MPR is too high" judges the figure; it claims nothing of it', async () => {
    // Taken as a claim, unproven.
    expect((await check('I believe a 26.25% MPR is too high for businesses to survive.')).claims).toEqual([]);
    expect((await check('I think 18 political parties are too many for one ballot.')).claims).toEqual([]);
    // Stays a claim: the frame states a figure.
    await expectVerdicts([
      ['I believe INEC registered 93.4 million voters for the 2023 elections.', 'verified_true'],
    ]);
  });
});

describe('the second blind batch of fifty', () => {
  it('stays at 46 of 50 right or better', async () => {
    const missed = await blindMisses(check, NEWSROOM_ENGLISH_BLIND_2);
    expect(missed.length, missed.join('\n')).toBeLessThanOrEqual(4);
  }, 60_000);
});
