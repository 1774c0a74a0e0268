import { describe, expect, it } from 'vitest';
import { toEnglish } from '../../src/core/check/language/to-english.js';
import { HAUSA } from '../../src/core/check/language/gloss/hausa.js';
import { HAUSA_NEWS } from '../../src/core/check/language/gloss/hausa-news.js';
import { IGBO_NEWS } from '../../src/core/check/language/gloss/igbo-news.js';
import { YORUBA_NEWS } from '../../src/core/check/language/gloss/yoruba-news.js';
import { lexiconLines } from '../../src/core/check/language/gloss/lexicon-lines.js';

/**
 * The news lexicons (hausa-news.ts, yoruba-news.ts, igbo-news.ts) carry the general vocabulary of
 * news reporting beneath the older lists. Each sentence here is hand-written and turns on words
 * only the news lexicon has: removing or mis-wiring it loses the English words listed.
 */
describe('the news lexicons read everyday news sentences into English words', () => {
  it.each([
    [
      'ha',
      "'Yan bindiga sun sace dalibai 20 a wata makaranta a jihar Zamfara.",
      ['gunmen', 'kidnapped', '20 students'],
    ],
    ['ha', "Kotun ta dage shari'ar zuwa watan gobe.", ['court', 'adjourned the case', 'next month']],
    [
      'ha',
      'Gwamnan ya yi kira ga manoma su yi amfani da takin zamani.',
      ['governor', 'called on', 'farmers', 'fertiliser'],
    ],
    ['ha', 'Hukumar lafiya ta ce cutar kwalara ta bulla a jihar Borno.', ['cholera', 'broke out', 'Borno']],
    [
      'ha',
      'An gurfanar da tsohon gwamnan a gaban babbar kotun tarayya.',
      ['arraigned', 'former', 'Federal High Court'],
    ],
    [
      'ha',
      'Farashin litar man fetur ya haura naira 600 a gidajen mai.',
      ['price', 'litre', 'exceeded', 'filling stations'],
    ],
    [
      'ha',
      'Mazauna yankunan karkara suna cikin mawuyacin hali.',
      ['residents', 'rural areas', 'difficult situation'],
    ],
    ['ha', 'Gwamnan ya ayyana dokar ta baci a jihar.', ['governor', 'declared a state of emergency']],
    ['yo', 'Àwọn agbẹjọ́rò ní ilé ẹjọ́ sún ẹjọ́ síwájú.', ['lawyers', 'court', 'adjourned the case']],
    ['yo', 'Ìjọba rọ àwọn àgbẹ̀ láti lo ajílẹ̀.', ['government', 'urged', 'farmer', 'fertiliser']],
    ['yo', 'Àwọn ajínigbé béèrè owó ìtúsílẹ̀.', ['kidnappers', 'asked', 'ransom']],
    ['yo', 'Àrùn náà ti tàn kálẹ̀ sí ìpínlẹ̀ Èkó.', ['disease', 'spread', 'Lagos State']],
    [
      'yo',
      'Ìjọba dojú kọ ìjákulẹ̀ lẹ́yìn ìdìbò àtúndì.',
      ['government', 'faced', 'disappointment', 'rerun election'],
    ],
    ['ig', 'Ndị uwe ojii nwụchiri ndị a na-enyo enyo atọ.', ['police', 'arrested', 'suspects']],
    ['ig', 'Ụlọikpe mkpegharị kagburu mkpebi ahụ.', ['Court of Appeal', 'cancelled', 'decision']],
    ['ig', 'Ndị ọrụ ugbo chọrọ fatilaịza.', ['farmers', 'fertiliser']],
    ['ig', 'Gọvanọ letara ụlọ ọgwụ ahụ ụnyaahụ.', ['governor', 'visited', 'hospital', 'yesterday']],
    // hausa-usage.ts (session "xling3"): reporting frames and idioms.
    ['ha', 'Ya kuma ce gwamnati za ta dauki mataki.', ['he also said', 'government']],
    ['ha', 'Kungiyar Boko Haram ta dauki alhakin kai harin.', ['claimed responsibility', 'attack']],
    ['ha', 'Ana sa ran za a fitar da sakamakon a watan gobe.', ['expected', 'next month']],
    // 'ya'ya (children) is not yaya (how).
    ['ha', "Matar ta haifi 'ya'ya uku.", ['3 children']],
    // ‘yan with a left quote for its apostrophe; a Yoruba under-dot written as a line below.
    ['ha', '‘Yan sanda sun kama ‘yan bindiga.', ['police arrested gunmen']],
    ['yo', 'Ìjo\u0329ba àpapo\u0329 ti s\u0329e ìpinnu.', ['federal government']],
    // n'Enugu: the elided "na" (in) before a name leaves the name as English writes it.
    ['ig', "Ha nọ n'Enugu na N'Owerri.", ['in Enugu', 'in Owerri']],
  ] as const)('%s: %s', (language, sentence, words) => {
    const english = toEnglish(sentence, language);
    for (const word of words) expect(english).toContain(word);
  });

  it('keeps no phrase that folds onto a grammar pattern', () => {
    // kó lọ (moved) folds onto kọ́ ló (it is not … that): only kó lọ sí (moved to) is listed.
    expect(toEnglish('Ẹgbẹ́ APC kọ́ ló borí ìdìbò ààrẹ ọdún 2023.', 'yo')).not.toContain('moved');
    expect(toEnglish('Wọ́n kó lọ sí Ìbàdàn.', 'yo')).toContain('moved to');
  });

  it('gives way to the older lists where they have the same word', () => {
    // "doka" is law in hausa-general.ts; a news entry must never take it over.
    const news = lexiconLines(HAUSA_NEWS);
    expect(Object.keys(news).length).toBeGreaterThan(500);
    expect(HAUSA.words['doka']).toBe('law');
    expect(HAUSA.words['takin zamani']).toBe('fertiliser');
    expect(Object.keys(lexiconLines(YORUBA_NEWS)).length).toBeGreaterThan(300);
    expect(Object.keys(lexiconLines(IGBO_NEWS)).length).toBeGreaterThan(150);
  });
});
