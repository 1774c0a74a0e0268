import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Verdict } from '../../src/core/check/check-result.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let key: string;

// The first check loads the engine's corpus statistics and word vectors: minutes on a loaded machine.
const SLOW = 240_000;

beforeAll(async () => {
  t = await createTestApp();
  key = (await t.newWorkspace('fresh-claims')).key;
}, SLOW);
afterAll(() => t.close());

async function check(text: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/check',
    headers: bearer(key),
    payload: { text },
  });
  expect(res.statusCode).toBe(200);
  return res.json().result as {
    language: string;
    verdict: Verdict;
    claims: Array<{ text: string; verdict: Verdict; write_up: string }>;
    set_aside: Array<{ text: string; reason: string }>;
  };
}

/**
 * A second set of claims, written for this test in other words than test/fixtures/multilingual-claims.ts:
 * negation, month names without "month of", number words (Hausa and Igbo scales, Yoruba counting
 * in twenties and by subtraction, "miliyan", "nde", "mílíọ̀nù"), other figures and other names.
 * Each has its English twin, which must get the same verdict from the built-in English figures.
 */
const FRESH: Array<{ language: string; text: string; english: string; verdict: Verdict }> = [
  // Hausa
  {
    language: 'ha',
    text: 'Najeriya ba ta da jihohi 36.',
    english: 'Nigeria does not have 36 states.',
    verdict: 'verified_false',
  },
  {
    language: 'ha',
    text: 'Najeriya tana da kananan hukumomi dari bakwai da saba’in da hudu.',
    english: 'Nigeria has 774 local government areas.',
    verdict: 'verified_true',
  },
  {
    language: 'ha',
    text: 'An gudanar da zaben gwamnoni ranar 18 ga Maris, 2023.',
    english: 'The governorship elections were held on 18 March 2023.',
    verdict: 'verified_true',
  },
  {
    language: 'ha',
    text: 'Atiku Abubakar ya samu kuri’u miliyan 6.98 a zaben shugaban kasa na 2023.',
    english: 'Atiku Abubakar got 6.98 million votes in the 2023 presidential election.',
    verdict: 'verified_true',
  },
  {
    language: 'ha',
    text: 'Jihar Legas tana da masu zabe miliyan bakwai a zaben 2023.',
    english: 'Lagos State had 7 million voters in the 2023 election.',
    verdict: 'verified_true',
  },
  {
    language: 'ha',
    text: 'Babban Bankin Najeriya ya kaddamar da eNaira ranar 25 ga Oktoba, 2021.',
    english: 'The Central Bank of Nigeria launched the eNaira on 25 October 2021.',
    verdict: 'verified_true',
  },
  {
    language: 'ha',
    text: 'Rashin aikin yi a Najeriya ya kai kashi 33 cikin dari a shekarar 2023.',
    english: 'Unemployment in Nigeria was 33 percent in 2023.',
    verdict: 'verified_false',
  },
  {
    language: 'ha',
    text: 'Peter Obi ya samu kuri’u miliyan tara a zaben shugaban kasa na 2023.',
    english: 'Peter Obi got 9 million votes in the 2023 presidential election.',
    verdict: 'verified_false',
  },
  // Yoruba
  {
    language: 'yo',
    text: 'Nàìjíríà kò ní ìpínlẹ̀ mẹ́rìndínlógójì.',
    english: 'Nigeria does not have 36 states.',
    verdict: 'verified_false',
  },
  {
    language: 'yo',
    text: 'Ìjọba ìbílẹ̀ ẹ̀ẹ́dẹ́gbẹ̀rin ó lé mẹ́rìnléláàádọ́rin ni Nàìjíríà ní.',
    english: 'Nigeria has 774 local governments.',
    verdict: 'verified_true',
  },
  {
    language: 'yo',
    text: 'INEC forúkọ àwọn olùdìbò mílíọ̀nù mẹ́rìnlélọ́gọ́rin sílẹ̀ fún ìdìbò ọdún 2019.',
    english: 'INEC registered 84 million voters for the 2019 election.',
    verdict: 'verified_true',
  },
  {
    language: 'yo',
    text: 'Ìdìbò gómìnà wáyé ní ọjọ́ 18 oṣù Ẹrẹ̀nà ọdún 2023.',
    english: 'The governorship election took place on 18 March 2023.',
    verdict: 'verified_true',
  },
  {
    language: 'yo',
    text: 'Peter Obi ní ìbò mílíọ̀nù mẹ́sàn-án nínú ìdìbò ààrẹ ọdún 2023.',
    english: 'Peter Obi had 9 million votes in the 2023 presidential election.',
    verdict: 'verified_false',
  },
  {
    language: 'yo',
    text: 'Nàìjíríà ní ibùdó ìdìbò 176,846.',
    english: 'Nigeria has 176,846 polling units.',
    verdict: 'verified_true',
  },
  {
    language: 'yo',
    text: 'Àìníṣẹ́ ní Nàìjíríà jẹ́ ìdá mẹ́tàlélọ́gbọ̀n nínú ọgọ́rùn-ún ní ọdún 2023.',
    english: 'Unemployment in Nigeria was 33 percent in 2023.',
    verdict: 'verified_false',
  },
  // Igbo
  {
    language: 'ig',
    text: 'Naịjirịa enweghị steeti iri atọ na isii.',
    english: 'Nigeria does not have 36 states.',
    verdict: 'verified_false',
  },
  {
    language: 'ig',
    text: 'Atiku Abubakar nwetara vootu nde iri na ntuli aka onye isi ala 2023.',
    english: 'Atiku Abubakar got 10 million votes in the 2023 presidential election.',
    verdict: 'verified_false',
  },
  {
    language: 'ig',
    text: 'INEC debanyere aha ndị ntuli aka nde iri asatọ na anọ maka ntuli aka 2019.',
    english: 'INEC registered 84 million voters for the 2019 election.',
    verdict: 'verified_true',
  },
  {
    language: 'ig',
    text: 'E mere ntuli aka gọvanọ na 18 Maachị 2023.',
    english: 'The governorship election was held on 18 March 2023.',
    verdict: 'verified_true',
  },
  {
    language: 'ig',
    text: 'Ọnụ ọgụgụ ndị enweghị ọrụ na Naịjirịa ruru pasentị iri atọ na atọ n’afọ 2023.',
    english: 'The unemployment rate in Nigeria reached 33 percent in 2023.',
    verdict: 'verified_false',
  },
  {
    language: 'ha',
    text: 'Hukumar INEC ta ce masu zabe miliyan casa’in da uku ne suka yi rajista don zaben 2023.',
    english: 'INEC said 93 million voters registered for the 2023 election.',
    verdict: 'verified_true',
  },
  {
    language: 'ig',
    text: 'Naịjirịa nwere ebe ntuli aka 176,846.',
    english: 'Nigeria has 176,846 polling units.',
    verdict: 'verified_true',
  },
  {
    language: 'ig',
    text: 'Peter Obi nwetara vootu nde 6.1 na ntuli aka onye isi ala 2023.',
    english: 'Peter Obi got 6.1 million votes in the 2023 presidential election.',
    verdict: 'verified_true',
  },
  // Pidgin
  {
    language: 'pcm',
    text: 'Nigeria no get 36 states o.',
    english: 'Nigeria does not have 36 states.',
    verdict: 'verified_false',
  },
  {
    language: 'pcm',
    text: 'Na 18 March 2023 dem do governorship election.',
    english: 'The governorship election was on 18 March 2023.',
    verdict: 'verified_true',
  },
  {
    language: 'pcm',
    text: 'Obi collect 6.1 million votes for di 2023 presidential election.',
    english: 'Obi got 6.1 million votes in the 2023 presidential election.',
    verdict: 'verified_true',
  },
  {
    language: 'pcm',
    text: 'Headline inflation na 50 percent for June 2024, na wetin NBS talk.',
    english: 'Headline inflation was 50 percent in June 2024.',
    verdict: 'verified_false',
  },
];

describe('fresh claims in Hausa, Yoruba, Igbo and Pidgin are judged like their English twins', () => {
  it(
    'gives each claim its language and the verdict its English twin gets',
    async () => {
      const wrong: string[] = [];
      for (const c of FRESH) {
        const twin = await check(c.english);
        const result = await check(c.text);
        if (twin.verdict !== c.verdict) wrong.push(`English twin ${twin.verdict}: ${c.english}`);
        if (result.language !== c.language || result.verdict !== c.verdict)
          wrong.push(`${c.language} → ${result.language} ${result.verdict}: ${c.text}`);
      }
      expect(wrong).toEqual([]);
    },
    SLOW * 2,
  );

  it(
    'sets aside greetings, questions and opinions in each language',
    async () => {
      const notClaims = [
        'Ina kwana, yaya aiki?',
        'Me yasa gwamnati ba ta biya albashi ba?',
        'Ina son shinkafa fiye da komai.',
        'Ẹ kú ìrọ̀lẹ́ o, ṣé dáadáa ni?',
        'Kí ló dé tí ìjọba kò fi san owó oṣù?',
        'Mo fẹ́ràn ìrẹsì jollof ju gbogbo nǹkan lọ.',
        'Ndewo, kedu ka ị mere?',
        'Gịnị mere gọọmentị anaghị akwụ ụgwọ ọnwa?',
        'Echere m na ndị ọchịchị a adịghị mma.',
        'How far, hope say you dey alright?',
        'Wetin make fuel price go up again?',
        'I just love jollof rice pass everything.',
      ];
      const taken: string[] = [];
      for (const text of notClaims) {
        const result = await check(text);
        if (result.claims.length > 0) taken.push(text);
      }
      expect(taken).toEqual([]);
    },
    SLOW,
  );

  it(
    'writes the verdict in the claim’s language, quoting the deciding figure and its publisher',
    async () => {
      const cases: Array<[string, RegExp]> = [
        [
          'Peter Obi ya samu kuri’u miliyan tara a zaben shugaban kasa na 2023.',
          /^Karya ne: INEC ta ce ƙuri'un Peter Obi.* sun kai 6,101,533\. A cewar INEC, “.*Peter Obi \(LP\) 6,101,533/,
        ],
        [
          'Ìdìbò gómìnà wáyé ní ọjọ́ 18 oṣù Ẹrẹ̀nà ọdún 2023.',
          /^Òótọ́ ni: gẹ́gẹ́ bí INEC ṣe sọ, “.*18 March 2023/,
        ],
        [
          'Naịjirịa nwere ebe ntuli aka 176,846.',
          /^Ọ bụ eziokwu: INEC kwuru na ọnụ ọgụgụ ebe ntuli aka na Naịjirịa bụ 176,846\. Dịka INEC si kwuo, “Nigeria has 176,846 polling units/,
        ],
        [
          'Headline inflation na 50 percent for June 2024, na wetin NBS talk.',
          /^No be true: NBS talk say inflation for June 2024 na 34\.19%\. NBS talk say “.*34\.19 percent/,
        ],
      ];
      const wrong: string[] = [];
      for (const [text, expected] of cases) {
        const writeUp = (await check(text)).claims[0]?.write_up ?? '(no claim)';
        if (!expected.test(writeUp)) wrong.push(`${text} → ${writeUp}`);
      }
      expect(wrong).toEqual([]);
    },
    SLOW,
  );
});
