import { describe, expect, it } from 'vitest';
import { claimChecker } from '../support/test-app.js';

/**
 * Found from outside through POST /v1/check: a claim the service's sources speak to without
 * settling it went to an editor with the write-up "what NBS says does not settle it"; "34%"
 * was judged apart from "34 percent"; and "has reached 34 percent" found no source at all (the
 * verb counted as much as what is measured).
 */
const check = claimChecker('unsettled-write-ups');

const NBS_CPI = 'https://nigerianstat.gov.ng/#cpi-june-2024';

describe('an unsettled claim’s write-up quotes the nearest source', () => {
  it('gives the figure and period the source does state', async () => {
    const result = await check('Food inflation reached 40 percent in June 2024.');
    expect(result).toMatchObject({ verdict: 'unproven', confidence: 'low' });
    const [claim] = result.claims;
    expect(claim.write_up).toMatch(
      /^Unproven: NBS says “[^”]*34\.19 percent[^”]*June 2024”, which does not settle it\./,
    );
    expect(claim.sources[0]).toMatchObject({ stance: 'neutral', url: NBS_CPI });
  });

  it('in the claim’s language, the quote in its own', async () => {
    const result = await check('Food inflation for Naija don reach 40 percent for June 2024.');
    expect(result.language).toBe('pcm');
    expect(result.claims[0].write_up).toMatch(
      /NBS talk say “[^”]*34\.19 percent[^”]*”, but e no settle am\./,
    );
  });
});

describe('a figure is read the same however its level is written', () => {
  it('judges "34%" as "34 percent"', async () => {
    for (const text of ['Inflation in Nigeria is now 34 percent.', 'Inflation in Nigeria is now 34%.'])
      expect(await check(text), text).toMatchObject({
        verdict: 'verified_true',
        sources: [expect.objectContaining({ url: NBS_CPI, stance: 'supports' })],
      });
    // Another figure: the same judgement for either spelling.
    const [sign, word] = [
      await check("Nigeria's inflation is 20%."),
      await check("Nigeria's inflation is 20 percent."),
    ];
    expect(sign.sources).toEqual([expect.objectContaining({ url: NBS_CPI, stance: 'disputes' })]);
    expect([sign.verdict, sign.confidence]).toEqual([word.verdict, word.confidence]);
  });

  it('finds the figure when the claim says the level was reached, in English and in Pidgin', async () => {
    for (const text of [
      'Inflation in Nigeria has reached 34 percent.',
      'Inflation for Naija don reach 34 percent now now.',
    ])
      expect((await check(text)).sources, text).toEqual([
        expect.objectContaining({ url: NBS_CPI, stance: 'supports' }),
      ]);
  });
});
