import { describe, expect, it } from 'vitest';
import { createLocalLanguageDetector } from '../../src/core/check/language/local-language-detector.js';
import { toEnglish } from '../../src/core/check/language/to-english.js';
import { withoutAttribution } from '../../src/core/check/stance/names.js';
import { judgeText } from '../../src/core/check/stance/text-stance.js';

/**
 * The general causes behind the thirteenth WhatsApp set's first misses (session "wa13"), each on
 * sentences of its own (not the set's): the set itself is
 * test/engine-language/whatsapp-thirteenth.test.ts.
 */

const RESULT =
  'INEC declared Bola Ahmed Tinubu (APC) winner of the 2023 presidential election with 8,794,726 votes. Atiku Abubakar (PDP) polled 6,984,520 votes, Peter Obi (LP) 6,101,533 and Rabiu Kwankwaso (NNPP) 1,496,687.';
const STATES =
  'Nigeria has 36 states and the Federal Capital Territory (FCT), Abuja, as set out in section 3 of the 1999 Constitution.';
const LAGOS =
  'Lagos State had 7,060,195 registered voters for the 2023 general elections, the most of any state.';

describe('Pidgin forms of the thirteenth set', () => {
  it.each([
    // A bidding to listen closed by its colon or comma, without "this one" after it.
    ['Abeg make una hear: Obi come third for 2023 election.', /^Obi came third in the 2023 election\.$/],
    ['Una listen, INEC register 93 million voters.', /^INEC registered 93 million voters\.$/],
    // Who passed it on, closing the message: no word of the claim.
    ['Atiku come second for 2023 election, my padi tell me.', /^Atiku came second in the 2023 election\.$/],
    // A place named with "position".
    ['Kwankwaso carry fourth position for the 2023 presidential election.', /^Kwankwaso came fourth in the/],
    ['Tinubu take first position.', /^Tinubu came first\.$/],
    // Focus on a figure with "take" after the doer: the doer, the verb, "with" the figure.
    ['Na 9 million votes Tinubu take win for 2023 election.', /^Tinubu won with 9 million votes in the 2023/],
  ] as const)('%s', (text, english) => {
    expect(toEnglish(text, 'pcm')).toMatch(english);
  });

  it('leaves "una hear say" a question of its hearers', () => {
    expect(toEnglish('Una hear say Nigeria get 40 states?', 'pcm')).toMatch(
      /^did you hear that Nigeria has 40/,
    );
  });

  it('hears Pidgin in a bare "get" after a state named with "State"', () => {
    expect(createLocalLanguageDetector().detect('Kogi State get 21 LGAs.').language).toBe('pcm');
    expect(createLocalLanguageDetector().detect('Lagos State has 20 LGAs.').language).toBe('en');
  });
});

describe('Yoruba forms of the thirteenth set', () => {
  it.each([
    // "Àwọn tó … pọ̀ ju (àwọn) ti 2019 lọ": those who … , more than those of 2019.
    ['Àwọn tó dìbò ní 2023 pọ̀ ju àwọn ti 2019 lọ.', /^those that voted in 2023 is more than those of 2019/],
    ['Awon to gba kaadi idibo po ju ti Kano lo.', /^those that .* is more than those of Kano/],
    // "X ni ìpínlẹ̀ tó …" (X is the state that …), with or without tone marks.
    [
      'Kano ni ipinle to ni ijoba ibile to po ju lo.',
      /^Kano is the state that has the most local government/,
    ],
    ['Rivers ni ìpínlẹ̀ tó ní olùdìbò tó pọ̀ jù lọ.', /^Rivers is the state that has the most voters/],
  ] as const)('%s', (text, english) => {
    expect(toEnglish(text, 'yo')).toMatch(english);
  });

  it('keeps "ni" after Nigeria "has" (a country has states)', () => {
    expect(toEnglish('Naijiria ni ipinle to po.', 'yo')).not.toMatch(/is the state/);
  });

  it('judges "Kano ni ipinle to ni oludibo to po ju lo" against the state that has the most', () => {
    expect(
      judgeText(toEnglish('Kano ni ipinle to ni oludibo to po ju lo ni 2023.', 'yo'), LAGOS).stance,
    ).toBe('disputes');
  });
});

describe('Igbo forms of the thirteenth set', () => {
  it.each([
    // Months written as heard.
    ['Ntuli aka gọvanọ mere na ụbọchị iri na asatọ nke ọnwa Machị 2023.', /18 March 2023/],
    ['CBN weputara ego ọhụrụ na Dizemba 2022.', /December 2022/],
    // After a verb of saying other than "kwuru", "na" opens what was said.
    ['INEC kpọsara na ntuli aka ga-eme.', /^INEC announced that /],
    // Focus on a name with a resumptive "ọ": the name goes back in its place.
    ['Ọ bụ Atiku ka ha kwuru na ọ meriri ntuli aka 2019.', /^they said that Atiku won the 2019 election/],
  ] as const)('%s', (text, english) => {
    expect(toEnglish(text, 'ig')).toMatch(english);
  });

  it('judges a focused winner announced by INEC against the result', () => {
    const english = toEnglish(
      'Ọ bụ Peter Obi ka INEC kpọsara na ọ meriri ntuli aka onye isi ala 2023.',
      'ig',
    );
    expect(judgeText(withoutAttribution(english), RESULT).stance).toBe('disputes');
  });
});

describe('Hausa forms of the thirteenth set', () => {
  it.each([
    // "ba su kai na X ba" (do not reach X's): fewer than those of X.
    ["Kuri'un Obi ba su kai na Tinubu ba.", /fewer than those of Tinubu/],
    // "ba su wuce N ba" (do not exceed N), the figure in words: at most N.
    ['Jihohin Najeriya ba su wuce talatin ba.', /at most 30\b/],
    // "da suka" after what it says of: the relative "that", not "and".
    ["Jam'iyyu da suka shiga zaben 2019 sun kai 91.", /^parties that took part in the 2019 election/],
  ] as const)('%s', (text, english) => {
    expect(toEnglish(text, 'ha')).toMatch(english);
  });

  it('judges "ba su wuce talatin ba" against the 36 states', () => {
    expect(judgeText(toEnglish('Jihohin Najeriya ba su wuce talatin ba.', 'ha'), STATES).stance).toBe(
      'disputes',
    );
  });

  it('judges "ba su kai na Kano ba" against the state with the most', () => {
    expect(
      judgeText(toEnglish('Masu rajistar zabe a Legas ba su kai na Kano ba a 2023.', 'ha'), LAGOS).stance,
    ).toBe('disputes');
  });
});
