import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WriteUpRequest } from '../../src/core/check/pipeline/ports.js';
import { createLocalWriteUpWriter } from '../../src/core/check/writeup/local-writer.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { runWriteUpSet } from '../support/write-up-desk.js';
import { WRITE_UP_LANGUAGE_SET, writeUpLanguageFaults } from '../fixtures/write-up-languages.js';

/**
 * Issue 10 point 5: a write-up in Pidgin, Hausa, Yoruba or Igbo states the decisive figure in
 * the claim's language (publisher, what it counts, the figure, when), then the source's English
 * quote where it fits. Each test of the writer failed before (the write-up was the verdict and
 * the English quote only).
 *
 * The blind set (test/fixtures/write-up-languages.ts) through the product path: each claim
 * checked with POST /v1/check against the built-in official figures, under the workspace's
 * style guide where the probe names one. First reading, before any change: 0 of 32; after: 30
 * of 32 (the two left are verdicts the engine reads as unproven). The floor is one under.
 */
const FLOOR = 29;

const writer = createLocalWriteUpWriter();
const INEC = 'Independent National Electoral Commission (INEC)';
const NBS = 'National Bureau of Statistics (NBS)';
const REGISTER =
  "INEC's final register of voters for the 2023 general elections had 93,469,008 registered voters (93.4 million)";
const CPI =
  'The National Bureau of Statistics reported headline inflation of 34.19 percent year on year in June 2024';
const JOBS =
  "The NBS put Nigeria's unemployment rate at 4.2 percent in the second quarter of 2023, under its revised labour force methodology";
const RESULT =
  'Atiku Abubakar (PDP) polled 6,984,520 votes, Peter Obi (LP) 6,101,533 and Rabiu Kwankwaso (NNPP) 1,496,687';

function request(over: Partial<WriteUpRequest> & { quote?: string; publisher?: string }): WriteUpRequest {
  const { quote = REGISTER, publisher = INEC, ...rest } = over;
  return {
    claim: 'Registered voters were 93.4 million in 2023.',
    verdict: 'verified_true',
    confidence: 'high',
    sources: [],
    decisive: { publisher, stance: 'supports', quote, url: 'https://example.org/decisive' },
    language: 'ha',
    styleGuide: '',
    ...rest,
  };
}

/** The write-up with its quotations emptied: what a reader without English reads. */
const outsideQuotes = (text: string) => text.replace(/“[^”]*”/g, '“”');

describe('the decisive figure in the claim’s language', () => {
  it('says who counted what, when and how many, then keeps the English quote', async () => {
    expect(await writer.write(request({}))).toBe(
      `Gaskiya ne: INEC ta ce adadin masu rajistar zaɓe a 2023 ya kai 93,469,008. A cewar INEC, “${REGISTER}”.`,
    );
    expect(await writer.write(request({ language: 'yo', verdict: 'verified_false' }))).toBe(
      `Irọ́ ni: INEC sọ pé iye àwọn olùdìbò tí wọ́n forúkọ sílẹ̀ ní ọdún 2023 jẹ́ 93,469,008. Gẹ́gẹ́ bí INEC ṣe sọ, “${REGISTER}”.`,
    );
    expect(await writer.write(request({ language: 'ig' }))).toMatch(
      /^Ọ bụ eziokwu: INEC kwuru na ọnụ ọgụgụ ndị debanyere aha ntuli aka n'afọ 2023 bụ 93,469,008\. Dịka INEC si kwuo, “/,
    );
    expect(await writer.write(request({ language: 'pcm' }))).toMatch(
      /^Na true: INEC talk say di number of people wey register to vote for 2023 na 93,469,008\. INEC talk say “/,
    );
  });

  it('names a rate in each language, with its month or quarter', async () => {
    const cpi = { quote: CPI, publisher: NBS, claim: 'Inflation was 34.19 percent in June 2024.' };
    expect(await writer.write(request({ ...cpi, language: 'yo' }))).toMatch(
      /^Òótọ́ ni: NBS sọ pé ọ̀wọ́ngógó ọjà ní oṣù Kẹfà ọdún 2024 jẹ́ ìdá 34\.19 nínú ọgọ́rùn-ún\./,
    );
    expect(await writer.write(request({ ...cpi, language: 'ha' }))).toMatch(
      /^Gaskiya ne: NBS ta ce hauhawar farashin kaya a watan Yuni 2024 ta kai kashi 34\.19 cikin ɗari\./,
    );
    expect(await writer.write(request({ ...cpi, language: 'ig' }))).toMatch(
      /^Ọ bụ eziokwu: NBS kwuru na mmụba ọnụ ahịa n'ọnwa nke isii n'afọ 2024 bụ pasentị 34\.19\./,
    );
    const jobs = {
      quote: JOBS,
      publisher: NBS,
      claim: 'Unemployment was 40 percent in 2023.',
      verdict: 'verified_false',
    };
    expect(await writer.write(request({ ...jobs, language: 'ha' }))).toMatch(
      /^Karya ne: NBS ta ce rashin aikin yi a Najeriya a zango na biyu na 2023 ya kai kashi 4\.2 cikin ɗari\./,
    );
    expect(await writer.write(request({ ...jobs, language: 'pcm' }))).toMatch(
      /^No be true: NBS talk say unemployment rate for Naija for di second quarter of 2023 na 4\.2%\./,
    );
  });

  it('gives the votes of the candidate the claim names, and the election from the source’s title', async () => {
    const votes = {
      quote: RESULT,
      claim: 'Peter Obi got 6.1 million votes in the 2023 presidential election.',
      sources: [
        {
          publisher: INEC,
          stance: 'supports' as const,
          title: 'Result of the 2023 presidential election',
          url: 'https://example.org/decisive',
          excerpt: RESULT,
        },
      ],
    };
    expect(outsideQuotes(await writer.write(request({ ...votes, language: 'ig' })))).toContain(
      'INEC kwuru na ọnụ ọgụgụ votu Peter Obi nwetara na ntuli aka 2023 bụ 6,101,533.',
    );
    expect(outsideQuotes(await writer.write(request({ ...votes, language: 'ha' })))).toContain(
      "INEC ta ce ƙuri'un Peter Obi a zaɓen 2023 sun kai 6,101,533.",
    );
    expect(outsideQuotes(await writer.write(request({ ...votes, language: 'yo' })))).toContain(
      'INEC sọ pé Peter Obi ní ìbò 6,101,533 nínú ìdìbò ọdún 2023.',
    );
  });

  it('gives both candidates’ votes when the claim compares two', async () => {
    const claim = 'Obi got more votes than Atiku in the 2023 presidential election.';
    const base = { quote: RESULT, claim, verdict: 'verified_false' };
    expect(outsideQuotes(await writer.write(request({ ...base, language: 'ha' })))).toContain(
      "INEC ta ce ƙuri'un Atiku Abubakar sun kai 6,984,520, na Peter Obi kuma sun kai 6,101,533.",
    );
    expect(outsideQuotes(await writer.write(request({ ...base, language: 'yo' })))).toContain(
      'INEC sọ pé Atiku Abubakar ní ìbò 6,984,520, Peter Obi sì ní ìbò 6,101,533.',
    );
    expect(outsideQuotes(await writer.write(request({ ...base, language: 'ig' })))).toContain(
      'INEC kwuru na ọnụ ọgụgụ votu Atiku Abubakar nwetara bụ 6,984,520, nke Peter Obi bụ 6,101,533.',
    );
    expect(outsideQuotes(await writer.write(request({ ...base, language: 'pcm' })))).toContain(
      'INEC talk say Atiku Abubakar get 6,984,520 votes, and Peter Obi get 6,101,533.',
    );
  });

  it('gives both years’ figures when the quote gives a count for each', async () => {
    const quote =
      "INEC's register for the 2019 general elections had 84,004,084 registered voters … the 2023 general elections had 93,469,008 registered voters";
    const claim = 'Registered voters rose from 84 million in 2019 to 93.4 million in 2023.';
    expect(await writer.write(request({ quote, claim, language: 'yo' }))).toMatch(
      /^Òótọ́ ni: INEC sọ pé iye àwọn olùdìbò tí wọ́n forúkọ sílẹ̀ ní ọdún 2019 jẹ́ 84,004,084, ní ọdún 2023 ó jẹ́ 93,469,008\./,
    );
    expect(await writer.write(request({ quote, claim, language: 'ha' }))).toMatch(
      /^Gaskiya ne: INEC ta ce adadin masu rajistar zaɓe a 2019 ya kai 84,004,084, a 2023 kuma ya kai 93,469,008\./,
    );
  });

  it('keeps the sentence in the language under a word limit, the quote going first', async () => {
    const guide = "30 words maximum, and end every write-up with 'Premium Check'.";
    const text = await writer.write(
      request({
        quote:
          'Nigeria has 176,846 polling units, after INEC converted voting points into 56,872 new polling units in 2021 (up from 119,974)',
        claim: 'Nigeria has 200,000 polling units.',
        verdict: 'verified_false',
        styleGuide: guide,
        language: 'ig',
      }),
    );
    expect(text).toMatch(/^Ọ bụ ụgha: INEC kwuru na ọnụ ọgụgụ ebe ntuli aka na Naịjirịa bụ 176,846\./);
    expect(text.endsWith('\nPremium Check')).toBe(true);
    expect(text.split(/\s+/).length).toBeLessThanOrEqual(30);
  });

  it('falls back to the verdict and the quote where the words are not known or would be wrong', async () => {
    // A date, not a count: no words for it.
    const notes = 'The CBN unveiled redesigned N200, N500 and N1,000 naira notes on 23 November 2022';
    expect(
      await writer.write(
        request({
          quote: notes,
          publisher: 'Central Bank of Nigeria (CBN)',
          claim: 'New naira notes came out in November 2022.',
        }),
      ),
    ).toBe(`Gaskiya ne: a cewar CBN, “${notes}”.`);
    // One state's register is not the country's: no sentence that could read as Nigeria's.
    const lagos =
      'Lagos State had 7,060,195 registered voters for the 2023 general elections, the most of any state';
    expect(
      await writer.write(request({ quote: lagos, claim: 'Lagos had 7 million registered voters.' })),
    ).toMatch(/^Gaskiya ne: a cewar INEC, “Lagos State/);
    // Igbo has no sure word here for wards.
    const wards = "INEC's electoral map has 8,809 registration areas, also called wards";
    expect(
      await writer.write(request({ quote: wards, claim: 'Nigeria has 8,809 wards.', language: 'ig' })),
    ).toBe(`Ọ bụ eziokwu: dịka INEC si kwuo, “${wards}”.`);
    // A word the guide bans in the sentence: the quote says it instead.
    expect(
      await writer.write(
        request({
          quote: 'Nigeria has 36 states and the Federal Capital Territory (FCT), Abuja',
          claim: 'Naija get 36 states.',
          language: 'pcm',
          styleGuide: "Never use the word 'Naija'.",
        }),
      ),
    ).toBe('Na true: INEC talk say “Nigeria has 36 states and the Federal Capital Territory (FCT), Abuja”.');
  });

  it('leaves English write-ups as they were', async () => {
    expect(await writer.write(request({ language: 'en' }))).toBe(`True: INEC says “${REGISTER}”.`);
  });
});

let t: TestApp;
let key = '';
let session = '';

beforeAll(async () => {
  t = await createTestApp();
  const workspace = await t.newWorkspace('write-up-languages');
  [key, session] = [workspace.key, workspace.session];
  await t.container.db.workspace.update({ where: { id: workspace.workspaceId }, data: { plan: 'premium' } });
}, 180_000);
afterAll(() => t.close());

describe('the blind write-up language set', () => {
  it('states the decisive evidence in the claim’s language', async () => {
    const { right, total, report } = await runWriteUpSet(
      { t, key, session },
      WRITE_UP_LANGUAGE_SET,
      writeUpLanguageFaults,
    );
    console.log(
      `write-up language set: ${total} of ${WRITE_UP_LANGUAGE_SET.length} ${JSON.stringify(right)}\n${report.join('\n')}`,
    );
    expect(total).toBeGreaterThanOrEqual(FLOOR);
  }, 900_000);
});
