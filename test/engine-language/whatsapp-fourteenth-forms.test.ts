import { describe, expect, it } from 'vitest';
import { toEnglish } from '../../src/core/check/language/to-english.js';
import { judgeText } from '../../src/core/check/stance/text-stance.js';

/**
 * The general causes behind the fourteenth WhatsApp set's first misses (session "wa14"), each on
 * sentences of its own (not the set's): the set itself is
 * test/engine-language/whatsapp-fourteenth.test.ts.
 */

const ENAIRA = "The CBN launched the eNaira, Nigeria's central bank digital currency, on 25 October 2021.";

describe('Yoruba number words of the fourteenth set', () => {
  it.each([
    // A round number less another, said as two words with "ó dín" (short of) between them.
    ['Ẹgbẹ̀rin ó dín mẹ́rìndínlọ́gbọ̀n ìjọba ìbílẹ̀ ló wà.', /^774 local government areas/],
    ['Ìbò ọgọ́rùn-ún ó dín méjì ni wọ́n kà.', /^98 votes/],
    // A base's counting form with m-, its long vowel written two or three times.
    ['Olùdìbò mílíọ̀nù mẹ́ẹ̀ẹ́dógún ló wà ní Kano.', /^15 million voters/],
    ['Awon oludibo ko to milionu meedogbon.', /fewer than 25 million\.$/],
    // "ẹgbẹ̀rún lọ́nà N" (a thousand, N ways): N thousand.
    ['Owó oṣù tó kéré jù lọ jẹ́ ẹgbẹ̀rún lọ́nà ọgọ́rin náírà.', /\b80000 naira\.$/],
  ] as const)('%s', (text, english) => {
    expect(toEnglish(text, 'yo')).toMatch(english);
  });
});

describe('Yoruba forms of the fourteenth set', () => {
  it.each([
    // An ordinal month however long or short its vowels are written.
    ['Wọ́n ṣe ìdìbò náà ní oṣù Kẹ̀wá ọdún 2022.', /\bin October 2022\.$/],
    ['Won se idibo naa ni osu kesan odun 2019.', /\bin September 2019\.$/],
    // A rank taken, made or come to: "gbé/ṣe/wá ní ipò" + any ordinal.
    ['Peter Obi gbé ipò kẹrin nínú ìdìbò ààrẹ.', /^Peter Obi came fourth in presidential election/],
    ['Tinubu lo se ipo kiini.', /^Tinubu came first\.$/],
    // The speaker after a quote ("bẹ́ẹ̀ ni X sọ", so said X) goes before it, as reported speech.
    [
      '"Ìpínlẹ̀ ogójì ló wà ní Nàìjíríà," bẹ́ẹ̀ ni olùkọ́ kan sọ.',
      /^teacher one said that 40 states are in Nigeria\.$/,
    ],
    // A figure put first for focus goes back after the verb of whoever has it.
    ['Mílíọ̀nù méje ni ìbò tí Atiku gbà.', /^Atiku took 7 million votes\.$/],
    // "kò wáyé" (not + took place): "did not hold", which the judge reads as denied.
    ['Ìdìbò ààrẹ kò wáyé ní oṣù Kẹta ọdún 2023.', /^presidential election did not hold in March 2023\.$/],
    // "ìbò tí wọ́n dì" (the votes they cast).
    ['Àwọn ìbò tí wọ́n dì kò tó mílíọ̀nù ogún.', /^votes cast is fewer than 20 million\.$/],
    // A headline's word in capitals with tone marks is a word, not an acronym.
    ['ÌDÌBÒ ÀÀRẸ: Tinubu ló borí.', /^presidential election: Tinubu won\.$/],
  ] as const)('%s', (text, english) => {
    expect(toEnglish(text, 'yo')).toMatch(english);
  });
});

describe('Hausa and Igbo forms of the fourteenth set', () => {
  it.each([
    // "ba su da aikin yi" (have no work to do): unemployed, not a denied figure.
    [
      'ha',
      'Kashi talatin cikin dari na matasa ba su da aikin yi.',
      /^30 percent of youths are unemployed\.$/,
    ],
    // "Na ji …" (I heard …), with no "cewa" straight after it.
    ['ha', "Na ji a labarai cewa INEC ta yi rajistar mutane miliyan casa'in.", /^I heard /],
    // "ndị otu ndọrọ ndọrọ ọchịchị" (political parties), not "members" and "politics".
    ['ig', 'Ndị otu ndọrọ ndọrọ ọchịchị iri abụọ sonyere.', /^20 political parties took part\.$/],
    // "otu" (one, also a group) before a scale word counts: 105, not "one" and 105.
    ['ig', 'Ndi senator di otu nari na ise.', /^senator are 105\.$/],
    // What a scale counts between the scale and its count: "nde mmadụ iri asatọ" (million people
    // eighty) is 80 million people.
    ['ig', 'INEC debanyere nde mmadụ iri asatọ na anọ aha na 2019.', /^INEC registered 84 million people/],
    ['ig', 'Ha tinyere ijeri naira iri abụọ maka ụlọ akwụkwọ.', /\b20 billion naira\b/],
  ] as const)('%s: %s', (language, text, english) => {
    expect(toEnglish(text, language)).toMatch(english);
  });
});

describe('a day in another year for a dated event', () => {
  it('is that event misdated, not another period', () => {
    expect(judgeText('The eNaira was launched by the CBN on 5 May 2020.', ENAIRA)).toMatchObject({
      stance: 'disputes',
      settles: true,
    });
    expect(judgeText('The CBN did not launch the eNaira on 5 May 2020.', ENAIRA)).toMatchObject({
      stance: 'supports',
      settles: true,
    });
  });

  it('leaves a figure of another year another period', () => {
    expect(
      judgeText(
        'Inflation was 20 percent in June 2023.',
        'The NBS reported headline inflation of 34.19 percent in June 2024.',
      ).stance,
    ).toBe('neutral');
  });
});
