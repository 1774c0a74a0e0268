import { describe, expect, it } from 'vitest';
import { createLocalLanguageDetector } from '../../src/core/check/language/local-language-detector.js';

const detector = createLocalLanguageDetector();

/** Sentences written for these tests, the way claims reach a Nigerian newsroom. */
const SAMPLES: Array<[string, string]> = [
  [
    'en',
    'The Independent National Electoral Commission registered 93.4 million voters for the 2023 elections.',
  ],
  ['en', 'Inflation rose to 33 percent in March, the highest figure in nearly three decades.'],
  // Names, an acronym, a figure and one English verb: was read as Hausa.
  ['en', 'Nigeria has 774 LGAs.'],
  ['pcm', 'Nigeria get 774 LGAs.'],
  ['pcm', 'INEC don register 93 million voters for dis election, na wetin dem talk for news.'],
  ['pcm', 'Dem say fuel price go up again, abeg wetin dey happen for dis country?'],
  ['pcm', 'E be like say government no wan pay the teachers dem salary again.'],
  ['ha', 'Gwamnatin tarayya ta ce za a fara rajistar masu zabe a watan gobe.'],
  ['ha', 'Hukumar zabe ta ce mutane miliyan casa’in da uku ne suka yi rajista.'],
  ['ig', 'Ndị ọchịchị kwuru na a ga-amalite ịdebanye aha ndị ntuli aka n’ọnwa na-abịa.'],
  ['ig', 'Onye isi ala kwuru na ego mmanụ ụgbọala ga-arị elu n’izu a.'],
  ['yo', 'Ìjọba àpapọ̀ ti kéde pé ìforúkọsílẹ̀ àwọn olùdìbò yóò bẹ̀rẹ̀ ní oṣù tó ń bọ̀.'],
  ['yo', 'Awon omo Naijiria ti o ju milionu mẹwa lo ti gba kaadi idibo won.'],
];

describe('local language detector', () => {
  it.each(SAMPLES)('detects %s: %s', (expected, text) => {
    const { language, confidence } = detector.detect(text);
    expect(language).toBe(expected);
    expect(confidence).toBeGreaterThan(0);
    expect(confidence).toBeLessThanOrEqual(1);
  });

  it.each([
    'Le gouvernement a annoncé hier que le taux de chômage a baissé de deux points.',
    'El gobierno aprobó ayer una nueva ley sobre la educación pública en todo el país.',
    'Die Regierung hat gestern ein neues Gesetz über die Bildung beschlossen.',
  ])('reports other languages as other: %s', (text) => {
    expect(detector.detect(text).language).toBe('other');
  });

  it('has nothing to say about text without words', () => {
    expect(detector.detect('12345 !!! 🙏🙏')).toEqual({ language: 'other', confidence: 0 });
  });
});
