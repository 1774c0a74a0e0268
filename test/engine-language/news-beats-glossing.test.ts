import { describe, expect, it } from 'vitest';
import { toEnglish } from '../../src/core/check/language/to-english.js';

/**
 * Session "lexicon8" filled gaps in the Hausa and Igbo news lexicons found by glossing
 * hand-written news sentences (courts, security, disasters, economy, sport, time): phrases the
 * word lists read word by word (masu gabatar da kara is "prosecutors", not "presented raised") and
 * verbs a stem misread (Igbo ga-akwụ is "will pay", not kwu "said"; ga-ewu "will build", not ewu
 * "goat"). Each sentence is written for this test; without the new entries it loses the English
 * words listed, so its English report would not be found.
 */
describe('the news lexicons read each beat in the English a report would use', () => {
  it.each([
    [
      'ha',
      'An gurfanar da wanda ake tuhuma a gaban kotu, inda masu gabatar da kara suka ce ya karkatar da kudade.',
      ['the defendant', 'prosecutors', 'diversion of funds'],
    ],
    ['ha', "Sojojin sama sun kai hare-hare ta sama a sansanin 'yan tsagera.", ['air strikes', 'militants']],
    [
      'ha',
      'Gwamnan ya kafa dokar ta-baci bayan da matasa suka tare babbar hanya suna kona tayoyi.',
      ['state of emergency', 'blocked the highway', 'burned tyres'],
    ],
    [
      'ha',
      'Jirgin saman ya yi saukar gaggawa a filin jirgin saman Kano.',
      ['emergency landing', 'at the airport'],
    ],
    [
      'ha',
      'Gwamnati ta yi alkawarin biyan diyya ga manoma bayan mamakon ruwan sama.',
      ['compensation', 'heavy rainfall'],
    ],
    ['ha', 'Tattaunawar ta ci tura, in ji masu sharhi.', ['failed', 'analysts']],
    ['ha', "Cutar ta yi sanadin mutuwar mutane 40 a rubu'in farko na shekarar.", ['caused', 'first quarter']],
    ['ha', 'Barcelona ta tashi kunnen doki da Chelsea.', ['drew']],
    ['ha', 'Gwamnan ya sanya hannu kan dokar hana kiwo a fili.', ['anti-open grazing law']],
    [
      'ha',
      'Kotun ta ci tarar kamfanin naira miliyan biyar saboda almubazzaranci da kudade.',
      ['fined', 'misappropriation of funds'],
    ],
    ['ig', 'Gọọmentị ga-akwụ ndị ọrụ ụgwọ ọnwa ha n’ọnwa na-abịa.', ['will pay', 'salaries', 'next month']],
    ['ig', 'Gọvanọ kwuru na steeti ahụ ga-ewu ụlọ akwụkwọ ọhụrụ.', ['will build', 'school']],
    [
      'ig',
      'Ụgbọala abụọ kụkọrịtara n’okporo ụzọ awara awara ụnyahụ.',
      ['collided', 'expressway', 'yesterday'],
    ],
    ['ig', 'Onye isi ala kpọrọ oku ka ndị mmadụ na-ebi n’udo.', ['called on', 'living in peace']],
  ] as const)('%s: %s', (language, sentence, words) => {
    const english = toEnglish(sentence, language);
    for (const word of words) expect(english).toContain(word);
  });

  it('keeps the older sense where the letters say so', () => {
    // kpọrọ oku (called) and kpọrọ ọkụ (set fire) fold to one key: the dots tell them apart.
    expect(toEnglish('Ha kpọrọ ọkụ n’ahịa.', 'ig')).toContain('burned');
    expect(toEnglish('Gọvanọ ahụ ga-ewu ụlọ ọgwụ.', 'ig')).not.toContain('goat');
  });
});
