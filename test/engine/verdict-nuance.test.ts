import { describe, expect, it } from 'vitest';
import { claimChecker } from '../support/test-app.js';
import { VERDICT_NUANCE } from '../fixtures/verdict-nuance.js';
import { figures } from '../../src/core/check/stance/numbers.js';
import { nearness } from '../../src/core/check/stance/nearness.js';

/**
 * Verdict nuance as fact-checkers rate figures (issue 10): a count close to the source's is mostly
 * true, the right figure of another period misleading, a claim part right misleading; each said
 * in the write-up with both figures or years. Each group failed before the change (all or
 * nothing: true/high or false/high).
 */
const check = claimChecker('verdict-nuance', { premium: true, timeout: 60_000 });

/** The first figure of a sentence that is not a year. */
const figureOf = (said: string) => figures(said).find((f) => !f.isYear)!;

describe('how near a claimed count is', () => {
  const source = (said: string) => figureOf(said);
  const tinubu = source('INEC declared Tinubu winner with 8,794,726 votes.');
  const units = source('Nigeria has 176,846 polling units.');

  it('the figure as rounded is right; beyond rounding but within 5 % close; further off far', () => {
    expect(nearness(figureOf('Tinubu polled 8.8 million votes.'), tinubu)).toBe('rounded');
    expect(nearness(figureOf('Tinubu polled 9 million votes.'), tinubu)).toBe('close');
    expect(nearness(figureOf('Tinubu polled 10 million votes.'), tinubu)).toBe('far');
    expect(nearness(figureOf('Nigeria has 177,000 polling units.'), units)).toBe('rounded');
    expect(nearness(figureOf('Nigeria has 180,000 polling units.'), units)).toBe('close');
  });

  it('a hedged count is read at its own last digit; a bound on the wrong side is far', () => {
    expect(nearness(figureOf('Tinubu polled about 9 million votes.'), tinubu)).toBe('rounded');
    expect(nearness(figureOf('Nigeria has about 180,000 polling units.'), units)).toBe('rounded');
    expect(nearness(figureOf('Tinubu polled about 8.5 million votes.'), tinubu)).toBe('close');
    expect(nearness(figureOf('Tinubu polled over 9 million votes.'), tinubu)).toBe('far');
    expect(nearness(figureOf('Tinubu polled over 8 million votes.'), tinubu)).toBe('rounded');
  });

  it('rates and small counts are exact', () => {
    expect(nearness(figureOf('Nigeria has 37 states.'), source('Nigeria has 36 states.'))).toBe('far');
    expect(nearness(figureOf('Inflation was 35 percent.'), source('inflation of 34.19 percent'))).toBe('far');
    expect(nearness(figureOf('Inflation was 34 percent.'), source('inflation of 34.19 percent'))).toBe(
      'rounded',
    );
  });
});

describe('verdicts between true and false', () => {
  it('a count a little off is mostly true, with medium confidence', async () => {
    for (const text of [
      'Tinubu polled 9 million votes in the 2023 presidential election.',
      'INEC registered 95 million voters for the 2023 elections.',
      'Nigeria has 180,000 polling units.',
    ])
      expect(await check(text), text).toMatchObject({ verdict: 'mostly_true', confidence: 'medium' });
  });

  it('the right figure of another period is misleading, not false', async () => {
    for (const text of [
      "Nigeria's GDP grew by 3.46 percent in 2024.",
      'INEC registered 84 million voters for the 2023 elections.',
    ])
      expect(await check(text), text).toMatchObject({ verdict: 'misleading', confidence: 'medium' });
  });

  it('a claim of two figures, one right and one wrong, is misleading', async () => {
    expect(await check('Nigeria has 36 states and 800 local government areas.')).toMatchObject({
      verdict: 'misleading',
      confidence: 'medium',
    });
  });

  it('rounding, far-off figures and another subject keep their verdicts', async () => {
    for (const [text, verdict] of [
      ['Tinubu polled 8.8 million votes in the 2023 presidential election.', 'verified_true'],
      ['Over 93 million Nigerians registered to vote in the 2023 elections.', 'verified_true'],
      ['Over 9 million votes went to Tinubu in the 2023 presidential election.', 'verified_false'],
      ['INEC registered 100 million voters for the 2023 elections.', 'verified_false'],
      ['Atiku Abubakar polled 8,794,726 votes in the 2023 presidential election.', 'verified_false'],
    ])
      expect(await check(text!), text).toMatchObject({ verdict, confidence: 'high' });
  });
});

describe('write-ups say why', () => {
  it('a close count: both figures and how far apart', async () => {
    const result = await check('Tinubu polled 9 million votes in the 2023 presidential election.');
    expect(result.claims[0].write_up).toMatch(
      /9,000,000 is 2\.3 percent more than 8,794,726: close, but beyond rounding/,
    );
    const under = await check('INEC registered 90 million voters for the 2023 elections.');
    expect(under.claims[0].write_up).toMatch(/90,000,000 is 3\.7 percent less than 93,469,008/);
  });

  it("another period: the figure, the source's year and the claim's", async () => {
    const growth = await check("Nigeria's GDP grew by 3.46 percent in 2024.");
    expect(growth.claims[0].write_up).toMatch(/3\.46 percent is the figure for 2023, not 2024/);
    const register = await check('INEC registered 84 million voters for the 2023 elections.');
    expect(register.claims[0].write_up).toMatch(/84,004,084 is the figure for 2019, not 2023/);
  });

  it('a claim part right: what contradicts it and what confirms the rest', async () => {
    const result = await check('Nigeria has 36 states and 800 local government areas.');
    expect(result.claims[0].write_up).toMatch(/774/);
    expect(result.claims[0].write_up).toMatch(/Part of it is right: .*36 states/);
  });

  it('in Pidgin too', async () => {
    const result = await check('Tinubu get 9 million votes for 2023 presidential election abeg.');
    expect(result.claims[0].verdict).toBe('mostly_true');
    expect(result.claims[0].write_up).toMatch(/pass 8,794,726 by 2\.3 percent/);
  });
});

describe('blind set (test/fixtures/verdict-nuance.ts)', () => {
  it('reads as an editor would', async () => {
    const missed: string[] = [];
    for (const [text, expected] of VERDICT_NUANCE) {
      const r = await check(text);
      const high = r.confidence === 'high';
      const firm = expected === 'verified_true' || expected === 'verified_false';
      if (r.verdict !== expected || high !== firm) missed.push(`${text} → ${r.verdict}/${r.confidence}`);
    }
    expect(missed).toEqual([]);
  }, 300_000);
});
