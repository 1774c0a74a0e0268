import { describe, expect, it } from 'vitest';
import { createLocalClaimExtractor } from '../../src/core/check/extraction/local-claim-extractor.js';
import type { LanguageCode } from '../../src/core/check/pipeline/ports.js';

const extractor = createLocalClaimExtractor();

/**
 * A message per language: a greeting, a question (one that asks why, not whether a statement is
 * true: extraction.test.ts has those), an opinion, then two checkable statements.
 */
const MESSAGES: Array<[LanguageCode, string, string[], Array<[string, string]>]> = [
  [
    'ha',
    'Sannu da zuwa! Me yasa INEC ta kara kudin fom? Ina ganin gwamnati ba ta da tausayi. ' +
      'Najeriya tana da jihohi 40. Hukumar INEC ta yi wa masu zabe miliyan 93.4 rajista don zaben 2023.',
    ['Najeriya tana da jihohi 40.', 'Hukumar INEC ta yi wa masu zabe miliyan 93.4 rajista don zaben 2023.'],
    [
      ['greeting', 'Sannu da zuwa!'],
      ['question', 'Me yasa INEC ta kara kudin fom?'],
      ['opinion', 'Ina ganin gwamnati ba ta da tausayi.'],
    ],
  ],
  [
    'yo',
    'Ẹ kú àárọ̀ o. Kí ló dé tí owó epo fi lọ sókè? Mo rò pé ìjọba yìí kò ṣe dáadáa. ' +
      'Nàìjíríà ní ìpínlẹ̀ mẹ́rìndínlógójì. Ẹgbẹ́ òṣèlú méjìdínlógún ló kópa nínú ìdìbò ọdún 2023.',
    ['Nàìjíríà ní ìpínlẹ̀ mẹ́rìndínlógójì.', 'Ẹgbẹ́ òṣèlú méjìdínlógún ló kópa nínú ìdìbò ọdún 2023.'],
    [
      ['greeting', 'Ẹ kú àárọ̀ o.'],
      ['question', 'Kí ló dé tí owó epo fi lọ sókè?'],
      ['opinion', 'Mo rò pé ìjọba yìí kò ṣe dáadáa.'],
    ],
  ],
  [
    'ig',
    'Ndewo nu! Gịnị mere ọnụ ahịa ji ji rịgoro? Echere m na gọọmentị a adịghị mma. ' +
      'Naịjirịa nwere steeti iri anọ. INEC debanyere aha ndị ntuli aka nde 93.4 maka ntuli aka 2023.',
    ['Naịjirịa nwere steeti iri anọ.', 'INEC debanyere aha ndị ntuli aka nde 93.4 maka ntuli aka 2023.'],
    [
      ['greeting', 'Ndewo nu!'],
      ['question', 'Gịnị mere ọnụ ahịa ji ji rịgoro?'],
      ['opinion', 'Echere m na gọọmentị a adịghị mma.'],
    ],
  ],
  [
    'pcm',
    'How far my people! Wetin dey happen for INEC office? I think say dis government no dey try at all. ' +
      'Nigeria get 40 states. INEC don register 93.4 million voters for 2023 election.',
    ['Nigeria get 40 states.', 'INEC don register 93.4 million voters for 2023 election.'],
    [
      ['greeting', 'How far my people!'],
      ['question', 'Wetin dey happen for INEC office?'],
      ['opinion', 'I think say dis government no dey try at all.'],
    ],
  ],
];

describe('extraction in Hausa, Yoruba, Igbo and Pidgin', () => {
  it.each(MESSAGES)(
    '%s: statements are claims; greetings, questions, opinions set aside',
    async (language, text, claims, setAside) => {
      const out = await extractor.extract(text, language);
      expect(out.claims.map((c) => c.text).sort()).toEqual([...claims].sort());
      expect(out.setAside.map((s) => [s.reason, s.text])).toEqual(setAside);
      for (const c of out.claims) expect(text.slice(c.start, c.end)).toBe(c.text);
    },
  );

  it('sets aside predictions in each language', async () => {
    for (const [language, text] of [
      ['ha', 'Tinubu zai lashe zaben 2027 a jihohi 30.'],
      ['yo', 'Tinubu yóò borí nínú ìdìbò ọdún 2027 ní ìpínlẹ̀ 30.'],
      ['pcm', 'Tinubu go win di 2027 election for 30 states.'],
    ] as const) {
      const out = await extractor.extract(text, language);
      expect(out.claims, `${language}: ${text}`).toEqual([]);
      expect(out.setAside[0]?.reason).toBe('prediction');
    }
  });
});
