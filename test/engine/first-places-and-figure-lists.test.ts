import { describe, expect, it } from 'vitest';
import { figureParts } from '../../src/core/check/engine/figure-parts.js';
import { judgeSuperlative, superlativeClaim } from '../../src/core/check/stance/superlatives.js';
import { compareFigure, figures, withinBound } from '../../src/core/check/stance/numbers.js';
import { contentWords, stem } from '../../src/core/check/retrieval/text.js';
import { namesIn } from '../../src/core/check/stance/names.js';
import { createLocalLanguageDetector } from '../../src/core/check/language/local-language-detector.js';
import { claimChecker } from '../support/test-app.js';

/** Claims checked against the service's own figures, through POST /v1/check. */
const check = claimChecker('first-places');

const REPORT = 'https://www.inecnigeria.org/wp-content/uploads/2024/02/2023-GENERAL-ELECTION-REPORT-1.pdf';
const LAGOS_PASSAGE =
  'Lagos State had 7,060,195 registered voters for the 2023 general elections, the most of any state.';

const stanceOf = (claim: string, passage: string) => {
  const terms = new Set(contentWords(claim).map(stem));
  const owners = namesIn(claim);
  return judgeSuperlative(
    { ...superlativeClaim(claim, terms, owners), owners },
    passage,
    new Set(contentWords(passage).map(stem)),
  )?.stance;
};

describe('first places: "the most", "the highest number of"', () => {
  it('a passage giving the first place confirms its holder and contradicts anyone else', () => {
    expect(stanceOf('Lagos has the most registered voters', LAGOS_PASSAGE)).toBe('supports');
    expect(stanceOf('Lagos has the highest number of registered voters', LAGOS_PASSAGE)).toBe('supports');
    expect(stanceOf('Kano has the most registered voters', LAGOS_PASSAGE)).toBe('disputes');
    expect(stanceOf('Lagos has the fewest registered voters', LAGOS_PASSAGE)).toBe('disputes');
    // Another state at the other end: the first place says nothing of the last.
    expect(stanceOf('Kano has the fewest registered voters', LAGOS_PASSAGE)).toBeUndefined();
    // Not what the passage counts, or a share rather than a first place.
    expect(stanceOf('Kano has the most polling units', LAGOS_PASSAGE)).toBeUndefined();
    expect(stanceOf('Most registered voters live in Lagos', LAGOS_PASSAGE)).toBeUndefined();
  });

  it('answers first-place claims from INEC, naming the country or not', async () => {
    const lagos = await check('Lagos has the most registered voters in Nigeria.');
    expect(lagos).toMatchObject({ verdict: 'verified_true', confidence: 'high' });
    expect(lagos.sources[0]).toMatchObject({ stance: 'supports', url: `${REPORT}#lagos-registered-voters` });
    expect(await check('Lagos has the highest number of registered voters')).toMatchObject({
      verdict: 'verified_true',
    });
    const kano = await check('Kano has the most registered voters in Nigeria.');
    expect(kano.verdict).toBe('verified_false');
    expect(kano.sources[0]).toMatchObject({ stance: 'disputes', url: `${REPORT}#lagos-registered-voters` });
    expect(kano.claims[0].write_up).toContain('the most of any state');
  });
});

describe('several figures of one subject', () => {
  it('are searched part by part', () => {
    expect(figureParts('Nigeria has 36 states and 774 local government areas.')).toEqual([
      'Nigeria has 36 states',
      'Nigeria has 774 local government areas',
    ]);
    expect(figureParts('Nigeria has 40 states, 774 LGAs and 8,809 wards.')).toEqual([
      'Nigeria has 40 states',
      'Nigeria has 774 LGAs',
      'Nigeria has 8,809 wards',
    ]);
    expect(figureParts('Nigeria has 36 states.')).toEqual([]);
    expect(figureParts('In 2023, 93.4 million voters registered.')).toEqual([]);
  });

  it('are true when every figure has its source, and false when one is wrong', async () => {
    const both = await check('Nigeria has 36 states and 774 local government areas.');
    expect(both).toMatchObject({ verdict: 'verified_true', confidence: 'high' });
    const urls = both.sources.map((s: { url: string }) => s.url);
    expect(urls).toEqual(
      expect.arrayContaining([`${REPORT}#states-and-fct`, `${REPORT}#local-government-areas`]),
    );

    // Two figures right and one wrong: part right, misleading (issue 10), never true.
    const three = await check('Nigeria has 40 states, 774 LGAs and 8,809 wards.');
    expect(['verified_false', 'misleading']).toContain(three.verdict);
    expect(three.claims[0].write_up).toContain('36 states');

    // The wrong figure decides, and the write-up quotes the source that contradicts it.
    const wrongSecond = await check('Nigeria has 36 states and 800 local government areas.');
    expect(['verified_false', 'misleading']).toContain(wrongSecond.verdict);
    expect(wrongSecond.claims[0].write_up).toContain('774');
  });
});

describe('Pidgin opening with an exclamation', () => {
  it('"Omo, Nigeria get 40 states o!" is Pidgin, and false', async () => {
    const detector = createLocalLanguageDetector();
    expect((await detector.detect('Omo, Nigeria get 40 states o!')).language).toBe('pcm');
    expect((await detector.detect('Ọmọ mi ti dé')).language).toBe('yo');
    const result = await check('Omo, Nigeria get 40 states o!');
    expect(result).toMatchObject({ language: 'pcm', verdict: 'verified_false' });
  });
});

describe('English claims about Nigerian figures, as an outside tester writes them', () => {
  it('names from Hausa, Yoruba or Igbo do not make an English sentence theirs', async () => {
    const detector = createLocalLanguageDetector();
    for (const text of [
      'Atiku Abubakar got 6.9 million votes in 2023',
      'Peter Obi and Atiku Abubakar lost to Tinubu in 2023',
      'Obi won Lagos in 2023',
      'Inflation in Nigeria hit 40 percent in June 2024',
    ])
      expect((await detector.detect(text)).language, text).toBe('en');
    expect((await detector.detect("Atiku ya samu kuri'u miliyan 6.9")).language).toBe('ha');
    expect((await detector.detect('Obi ló borí ìdìbò ní Èkó')).language).toBe('yo');
    const atiku = await check('Atiku Abubakar got 6.9 million votes in 2023');
    expect(atiku).toMatchObject({ language: 'en', verdict: 'verified_true' });
    expect(atiku.claims[0].write_up).toMatch(/^True: INEC says/);
  });

  it('"Q4 2023" names a quarter, not a figure; a precise count is the same count whoever the clause names', async () => {
    expect(await check("Nigeria's GDP grew by 3.46% in Q4 2023")).toMatchObject({
      verdict: 'verified_true',
      confidence: 'high',
    });
    expect(await check('INEC has 176,846 polling units')).toMatchObject({ verdict: 'verified_true' });
  });

  it('the declared winner settles who won, with high confidence; a state result is another contest', async () => {
    expect(await check('Peter Obi won the 2023 presidential election')).toMatchObject({
      verdict: 'verified_false',
      confidence: 'high',
    });
    expect(await check('Tinubu won the 2023 presidential election')).toMatchObject({
      verdict: 'verified_true',
      confidence: 'high',
    });
    // Obi did carry Lagos: the national result must not call that false.
    const lagos = await check('Peter Obi won Lagos in the 2023 presidential election');
    expect(lagos.verdict).not.toBe('verified_false');
    expect(lagos.verdict).not.toBe('misleading');
  });
});

describe('bounds and years', () => {
  it('"over", "less than" and "about" bound a figure', async () => {
    const [over] = figures('Over 60% of Nigerians are poor');
    const [under] = figures('less than 50 million registered voters');
    const [near] = figures('about 7 million registered voters');
    const [share] = figures('63 percent of the population');
    const [count] = figures('93,469,008 registered voters');
    const [lagos] = figures('7,060,195 registered voters');
    expect(over!.bound).toBe('above');
    expect(withinBound(over!, share!)).toBe(true);
    expect(under!.bound).toBe('below');
    expect(withinBound(under!, count!)).toBe(false);
    expect(withinBound(near!, lagos!)).toBe(true);
    expect(withinBound(near!, count!)).toBe(false);
    // A bounded figure is never "the same precise count": "less than 176,846" is not 176,846.
    const units = figures('Nigeria has 176,846 polling units.');
    expect(compareFigure(figures('INEC has less than 176,846 polling units')[0]!, units, ['inec'])).toBe(
      'conflicts',
    );
    expect(compareFigure(figures('INEC has 176,846 polling units')[0]!, units, ['inec'])).toBe('agrees');

    expect(await check('Over 60% of Nigerians are poor')).toMatchObject({ verdict: 'verified_true' });
    expect(await check('Nigeria has less than 50 million registered voters')).toMatchObject({
      verdict: 'verified_false',
    });
    expect(await check('Nigeria has more than 200,000 polling units')).toMatchObject({
      verdict: 'verified_false',
    });
  });

  it('the same event in another year is false', async () => {
    expect(await check('The eNaira was launched in 2020')).toMatchObject({ verdict: 'verified_false' });
    expect(await check('The CBN launched the eNaira in October 2021')).toMatchObject({
      verdict: 'verified_true',
    });
  });
});
