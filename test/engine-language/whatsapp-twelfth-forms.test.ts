import { describe, expect, it } from 'vitest';
import { toEnglish } from '../../src/core/check/language/to-english.js';
import { withoutAttribution } from '../../src/core/check/stance/names.js';
import { judgeText } from '../../src/core/check/stance/text-stance.js';

/**
 * The general causes behind the twelfth WhatsApp set's first misses (session "whatsapp12"), each
 * on sentences of its own (not the set's): the set itself is
 * test/engine-language/whatsapp-twelfth.test.ts.
 */

const RESULT =
  'INEC declared Bola Ahmed Tinubu (APC) winner of the 2023 presidential election with 8,794,726 votes. Atiku Abubakar (PDP) polled 6,984,520 votes, Peter Obi (LP) 6,101,533 and Rabiu Kwankwaso (NNPP) 1,496,687.';
const LAGOS =
  'Lagos State had 7,060,195 registered voters for the 2023 general elections, the most of any state.';
const POLLING_UNITS =
  'Nigeria has 176,846 polling units, after INEC converted voting points into 56,872 new polling units in 2021 (up from 119,974).';
const GDP =
  "Nigeria's real GDP grew by 3.46 percent year on year in the fourth quarter of 2023, according to the NBS.";
const PARTIES =
  '18 political parties were registered by INEC and fielded candidates in the 2023 general elections.';
const LGAS =
  'Nigeria has 774 local government areas (LGAs), listed in the First Schedule of the 1999 Constitution.';
const ACCREDITED =
  '25,286,616 voters were accredited for the 2023 presidential election, a turnout of about 27 percent of the 93.4 million registered voters; 24,965,218 votes were cast.';

describe('every glossed language: a figure with an English scale word', () => {
  it.each([
    // Written in digits and rounded before the gloss ("7,000,000" is "7 million"), or
    // code-switched: the scale word moves before the noun with its figure.
    ['Ìpínlẹ̀ Kano ní olùdìbò 6,000,000.', 'yo', /6 million voters/],
    ["Atiku ya samu kuri'u 7 million a zaben 2023.", 'ha', /7 million votes/],
    ['Obi nwetara vootu 6 million na ntuli aka 2023.', 'ig', /6 million votes/],
  ] as const)('%s', (text, language, english) => {
    expect(toEnglish(text, language)).toMatch(english);
  });
});

describe('Yoruba forms of the twelfth set', () => {
  it.each([
    // "tó ju … lọ" around a figure with commas or a point: "more than", before what is counted.
    ['Èkó ní ibùdó ìdìbò tó ju 13,000 lọ.', /more than 13,000 polling units/],
    ['Tinubu ní ìbò tó ju 8.7 mílíọ̀nù lọ.', /more than 8\.7 million votes/],
    // After a verb of change, "ní" before a share is "by".
    ['Ọrọ̀ ajé dàgbà sí i ní ìdá 5 ní ọdún 2022.', /grew by 5 percent/],
    ['owo ele ga soke ni ida 2', /rose by 2 percent/],
    // "Ìṣirò NBS fi hàn pé" (NBS's figures show that): the owner before the noun.
    ['Ìṣirò NBS fi hàn pé owó èlé ga sókè.', /^NBS figures showed that/],
    // "… jù lọ" closing what is counted: "the most" of it.
    ['Kano ló ní ìjọba ìbílẹ̀ tó pọ̀ jù lọ.', /Kano has the most local government/],
    ['Rivers kọ́ ló ní àwọn olùdìbò tó forúkọ sílẹ̀ jù lọ.', /Rivers does not have the most registered voters/],
  ] as const)('%s', (text, english) => {
    expect(toEnglish(text, 'yo')).toMatch(english);
  });

  it('does not read "ní" before a year after "grew" as "by"', () => {
    expect(toEnglish('Ọrọ̀ ajé dàgbà ní ọdún 2023.', 'yo')).not.toMatch(/\bby\b/);
  });

  it('judges a false growth rate said with "dàgbà sí i ní" and "Ìṣirò NBS fi hàn pé"', () => {
    const english = toEnglish(
      'Ìṣirò NBS fi hàn pé ọrọ̀ ajé Nàìjíríà dàgbà sí i ní ìdá méje ní ìdámẹ́rin kẹrin ọdún 2023.',
      'yo',
    );
    // Who says it comes off as it does for a check (the engine judges the statement).
    expect(judgeText(withoutAttribution(english), GDP).stance).toBe('disputes');
  });
});

describe('Hausa and Igbo forms of the twelfth set', () => {
  it.each([
    // "shiga takara(r)" (entered the race): contested.
    ["Jam'iyyu 25 ne suka shiga takarar zaben 2019.", 'ha', /25 parties contested the 2019 election/],
    ['Peter Obi ya shiga takarar shugaban kasa.', 'ha', /contested the presidential election/],
    // "ọnụ ọgụgụ" is the number (count) of what follows, not a rate.
    ['Ọnụ ọgụgụ steeti dị na Naịjirịa bụ iri atọ na isii.', 'ig', /^number of states/],
  ] as const)('%s', (text, language, english) => {
    expect(toEnglish(text, language)).toMatch(english);
  });

  it('judges "the number of LGAs … is 780" in Igbo against the count', () => {
    const english = toEnglish('Ọnụ ọgụgụ LGA dị na Naịjirịa bụ narị asaa na iri asatọ.', 'ig');
    expect(judgeText(english, LGAS).stance).toBe('disputes');
  });

  it('judges "parties contested" in Hausa against the parties that fielded candidates', () => {
    expect(judgeText(toEnglish("Jam'iyyu 18 sun shiga takara a zaben 2023.", 'ha'), PARTIES).stance).toBe(
      'supports',
    );
  });
});

describe('Pidgin forms of the twelfth set', () => {
  it.each([
    // "N million plus" (N million and more) is more than N million; "plus" between figures adds.
    ['Atiku carry 6.9 million plus votes for 2023 election.', /more than 6\.9 million votes/],
    ['CBN bring out N200 plus N500 notes.', /N200 plus N500/],
    // "pass N small" (just over N): "small" only says by how little.
    ['PVC wey people collect pass 87 million small.', /more than 87 million\.?$/],
    // A year straight before "pass": "were more than", and no "the" before the year.
    ['Kano registered voters for 2023 pass five million.', /in 2023 were more than 5 million/],
    // "…, na im be the highest" and "for the whole country".
    ['Kano get plenty LGAs, na im be the highest for the whole country.', /, the highest in the country/],
  ] as const)('%s', (text, english) => {
    expect(toEnglish(text, 'pcm')).toMatch(english);
  });

  it('judges "pass N small" and "N plus" against the count', () => {
    expect(
      judgeText(
        toEnglish('Accredited voters for 2023 presidential election pass 25 million small.', 'pcm'),
        ACCREDITED,
      ).stance,
    ).toBe('supports');
    expect(
      judgeText(toEnglish('Tinubu carry 8 million plus votes for 2023 presidential election.', 'pcm'), RESULT)
        .stance,
    ).toBe('supports');
  });
});

describe('English forms of the twelfth set', () => {
  it.each([
    // A closing marvel ("which is no small feat", Pidgin "no be small thing") does not negate.
    [
      'Tinubu got more than 8 million votes in the 2023 presidential election, which is no small feat.',
      'supports',
    ],
    ['Tinubu got more than 8 million votes in the 2023 presidential election, no small thing.', 'supports'],
  ] as const)('%s', (text, stance) => {
    expect(judgeText(text, RESULT).stance).toBe(stance);
  });

  it.each([
    // A name offered in place of a denied one: the denial is judged, the offered name is no owner.
    ['It is not Lagos that has the most registered voters in 2023, it is Kano.', 'disputes'],
    ['It is not Kano that has the most registered voters in 2023, it is Lagos.', 'supports'],
    ['Kano did not have the most registered voters in 2023, Lagos did.', 'supports'],
  ] as const)('%s', (text, stance) => {
    expect(judgeText(text, LAGOS).stance).toBe(stance);
  });

  it('still judges a plain count against the polling units', () => {
    expect(judgeText('Nigeria has more than 170,000 polling units.', POLLING_UNITS).stance).toBe('supports');
  });
});
