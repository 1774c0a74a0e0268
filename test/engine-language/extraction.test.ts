import { describe, expect, it } from 'vitest';
import { createLocalClaimExtractor } from '../../src/core/check/extraction/local-claim-extractor.js';

const extractor = createLocalClaimExtractor();

const TEXT = `Good morning everyone!
Peter Obi visited Kano on Monday. He said INEC registered 93.4 million voters for the 2023 election.
I think the president is the worst leader we have ever had.   Is inflation really at 30 percent?
Tinubu will win the 2027 election. Nigeria has 36 states and 774 local government areas.
Inflation rose to 33.2% in March, according to the NBS.`;

describe('local claim extractor', () => {
  it('sets aside greetings, opinions, questions and predictions with their reason and offsets', async () => {
    const { setAside } = await extractor.extract(TEXT, 'en');
    expect(setAside.map((s) => [s.reason, s.text])).toEqual([
      ['greeting', 'Good morning everyone!'],
      ['opinion', 'I think the president is the worst leader we have ever had.'],
      ['question', 'Is inflation really at 30 percent?'],
      ['prediction', 'Tinubu will win the 2027 election.'],
    ]);
    for (const s of setAside) expect(TEXT.slice(s.start, s.end)).toBe(s.text);
  });

  it('returns claims with exact offsets, most check-worthy first', async () => {
    const { claims } = await extractor.extract(TEXT, 'en');
    const texts = claims.map((c) => c.text);
    expect(texts).toContain('Inflation rose to 33.2% in March, according to the NBS.');
    expect(texts).toContain('Nigeria has 36 states and 774 local government areas.');
    for (const c of claims) {
      expect(TEXT.slice(c.start, c.end)).toBe(c.text);
      expect(c.checkworthiness).toBeGreaterThanOrEqual(0);
      expect(c.checkworthiness).toBeLessThanOrEqual(1);
    }
    const scores = claims.map((c) => c.checkworthiness);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // A statistic outranks a travel note.
    const stat = claims.findIndex((c) => c.text.startsWith('Inflation rose'));
    const visit = claims.findIndex((c) => c.text.startsWith('Peter Obi visited'));
    expect(visit === -1 || stat < visit).toBe(true);
  });

  it('resolves a leading "He" only when the sentence before names one person', async () => {
    const { claims } = await extractor.extract(TEXT, 'en');
    const said = claims.find((c) => c.text.startsWith('He said'))!;
    expect(said.normalized).toBe('Peter Obi said INEC registered 93.4 million voters for the 2023 election.');

    const ambiguous = 'Peter Obi met Atiku Abubakar in Abuja. He said 40 percent of voters were turned away.';
    const out = await extractor.extract(ambiguous, 'en');
    expect(out.claims.find((c) => c.text.startsWith('He said'))?.normalized).toBeUndefined();
  });

  it('keeps offsets right across line breaks, repeated sentences and non-English text', async () => {
    const text =
      '  Naira fell to 1,500 per dollar on Monday.\r\nNaira fell to 1,500 per dollar on Monday.\nBawo ni?';
    const out = await extractor.extract(text, 'pcm');
    expect(out.claims).toHaveLength(2);
    expect(out.claims.map((c) => c.start).sort((a, b) => a - b)).toEqual([2, 45]);
    for (const c of [...out.claims, ...out.setAside]) expect(text.slice(c.start, c.end)).toBe(c.text);
    // "Bawo ni?" (Yoruba: how are you?) is a greeting before it is a question.
    expect(out.setAside).toEqual([{ text: 'Bawo ni?', start: 87, end: 95, reason: 'greeting' }]);
  });

  it('sets aside Pidgin and Hausa predictions and questions too', async () => {
    const text =
      'Tinubu go win the election. Shey INEC go announce the result today? Gwamnati zai kara farashin mai.';
    const out = await extractor.extract(text, 'pcm');
    expect(out.setAside.map((s) => s.reason)).toEqual(['prediction', 'question', 'prediction']);
  });

  it('checks a figure stated inside a forecast or an opinion frame, but not a dated forecast or a bare view', async () => {
    const taken = [
      'I believe there are 1.4 million children in Lagos who are out of school.',
      'The top 5 percent will continue to pay 60 percent of the tax, as they do today.',
      'I think INEC registered 93.4 million voters for the 2023 elections.',
    ];
    for (const text of taken) {
      const out = await extractor.extract(text, 'en');
      expect(
        out.claims.map((c) => c.text),
        text,
      ).toEqual([text]);
    }
    const setAside = [
      ['prediction', 'Tinubu will win the 2027 election.'],
      ['prediction', 'INEC will announce the results on 25 February.'],
      ['opinion', 'I think the governor is doing a great job.'],
    ];
    for (const [reason, text] of setAside) {
      const out = await extractor.extract(text!, 'en');
      expect(out.claims, text).toEqual([]);
      expect(
        out.setAside.map((s) => s.reason),
        text,
      ).toEqual([reason]);
    }
  });

  it('checks the statement a tipster asks about ("Is it true that …?") in each language, with its own offsets', async () => {
    const cases: Array<[string, 'en' | 'pcm' | 'ha' | 'yo' | 'ig', string]> = [
      ['Is it true that Nigeria has 40 states?', 'en', 'Nigeria has 40 states'],
      [
        'Please, is it really true that INEC registered 100 million voters?',
        'en',
        'INEC registered 100 million voters',
      ],
      [
        'Abeg na true say INEC don cancel the election for Lagos?',
        'pcm',
        'INEC don cancel the election for Lagos',
      ],
      ['Ẹ jọ̀ọ́, ṣé òtítọ́ ni pé ìjọba ti fòfin de okada ní Èkó?', 'yo', 'ìjọba ti fòfin de okada ní Èkó'],
      ['Na true say Nigeria get 40 states?', 'pcm', 'Nigeria get 40 states'],
      ['Shin da gaske ne cewa Najeriya tana da jihohi 40?', 'ha', 'Najeriya tana da jihohi 40'],
      ['Ṣé òótọ́ ni pé Nàìjíríà ní ìpínlẹ̀ ogójì?', 'yo', 'Nàìjíríà ní ìpínlẹ̀ ogójì'],
      ['Ọ bụ eziokwu na Naịjirịa nwere steeti iri anọ?', 'ig', 'Naịjirịa nwere steeti iri anọ'],
    ];
    for (const [text, language, statement] of cases) {
      const out = await extractor.extract(text, language);
      expect(
        out.claims.map((c) => c.text),
        text,
      ).toEqual([statement]);
      const [claim] = out.claims;
      expect(text.slice(claim!.start, claim!.end)).toBe(statement);
    }
    // A question that asks for something, rather than whether a statement is true, stays set aside.
    const who = await extractor.extract('Who won the 2023 presidential election?', 'en');
    expect(who.setAside.map((s) => s.reason)).toEqual(['question']);
  });

  it('returns nothing for empty text', async () => {
    expect(await extractor.extract('   \n ', 'en')).toEqual({ claims: [], setAside: [] });
  });
});
