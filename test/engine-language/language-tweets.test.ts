import { describe, expect, it } from 'vitest';
import { createLocalLanguageDetector } from '../../src/core/check/language/local-language-detector.js';

const detector = createLocalLanguageDetector();

/** Tweets written for this test the way they reach a newsroom: handles, links, emoji, code-mixing. */
const TWEETS: Array<[string, string]> = [
  ['ha', '@user Wallahi gaskiya ne, hukumar zabe ta ce jihohi 36 ne kawai 🙏 https://t.co/abc123'],
  ['ha', 'Yan bindiga sun kai hari a kauyen Zamfara jiya da dare, mutane 12 sun mutu #Tsaro'],
  ['ha', 'Hauhawar farashin kaya ta kai kashi 34 cikin dari, rayuwa ta yi tsada sosai 😭'],
  ['yo', '@user Ẹ jọ̀ọ́, ṣé òótọ́ ni pé ìjọba ti gbé owó epo sókè? 😳'],
  ['yo', 'Àwọn agbébọn jí akẹ́kọ̀ọ́ mẹ́wàá gbé ní ìpínlẹ̀ Ògùn lánàá #Ààbò'],
  ['yo', 'Omo Naijiria ti o ju milionu mewa lo ti gba kaadi idibo won, INEC lo so be 👏🏾'],
  ['ig', '@user Biko nwanne, ọ bụ eziokwu na INEC debanyere aha ndị ntuli aka nde 93?'],
  ['ig', 'Ndị agha gburu ndị omekome atọ n’Anambra ụnyaahụ, chukwu gozie anyị 🙏🏾'],
  ['ig', 'Ọnụ ahịa mmanụ ụgbọala arịgoro ọzọ, ndị Naịjirịa na-ata ahụhụ kwa ụbọchị'],
  ['pcm', 'Nigeria get 40 states.'],
  ['pcm', '@user Abeg who talk say Nigeria get 40 states? Na lie o 😂 https://t.co/xyz'],
  ['pcm', 'Dem don increase fuel price again, wetin we go do for dis country sef 😩'],
  ['en', 'Nigeria has 36 states and the Federal Capital Territory. https://t.co/q1 #FactCheck'],
  ['en', 'Nigerians get 40 percent off flights this weekend, the airline said.'],
  // Short, unaccented, code-mixed tweets that word lists miss and the n-gram vote reads; and
  // conversational English, which n-grams alone would read as Pidgin.
  ['ha', '@user Ai sun riga sun lalace wallahi 😂'],
  ['ha', 'Allah ya kyauta malam 🤲'],
  ['ha', 'To ku ina ruwan ku da maganar nan? 😤'],
  ['ig', 'Biko kedu ihe na-eme n’obodo a? 😩'],
  ['yo', 'Mo ti sọ fún yín tẹ́lẹ̀, ìjọba yìí kò dáa'],
  ['en', 'You know, I want to tell you, we will run a truthful campaign.'],
  ['en', 'I know how to make that happen.'],
];

describe('language ID on tweets', () => {
  it.each(TWEETS)('%s: %s', (expected, text) => {
    expect(detector.detect(text).language).toBe(expected);
  });
});
