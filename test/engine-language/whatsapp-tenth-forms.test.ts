import { describe, expect, it } from 'vitest';
import { clauseParts } from '../../src/core/check/engine/figure-parts.js';
import { createLocalLanguageDetector } from '../../src/core/check/language/local-language-detector.js';
import { toEnglish } from '../../src/core/check/language/to-english.js';
import { withoutAttribution } from '../../src/core/check/stance/names.js';
import { judgeText } from '../../src/core/check/stance/text-stance.js';

/**
 * The general causes behind the tenth WhatsApp set's first misses (session "whatsapp10"), each on
 * sentences of its own (not the set's): the set itself is test/engine-language/whatsapp-tenth.test.ts.
 */

const DATES =
  'The 2023 presidential and National Assembly elections were held on 25 February 2023; governorship and state assembly elections were held on 18 March 2023.';
const TURNOUT =
  '25,286,616 voters were accredited for the 2023 presidential election, a turnout of about 27 percent of the 93.4 million registered voters; 24,965,218 votes were cast.';
const UNEMPLOYMENT =
  "The NBS put Nigeria's unemployment rate at 4.2 percent in the second quarter of 2023, under its revised labour force methodology.";
const RESULT =
  'INEC declared Bola Ahmed Tinubu (APC) winner of the 2023 presidential election with 8,794,726 votes. Atiku Abubakar (PDP) polled 6,984,520 votes, Peter Obi (LP) 6,101,533 and Rabiu Kwankwaso (NNPP) 1,496,687.';

describe('figures grouped by dots or spaces, and round millions', () => {
  it.each([
    ['Kwankwaso polled 1 496 687 votes in 2023.', 'en', /1,496,687 votes/],
    ["Kwankwaso ya samu kuri'u 1.496.687 a zaben 2023.", 'ha', /1,496,687 votes/],
    // A round figure is the sources' rounding ("93.4 million"), not a count to the last voter.
    ['About 87 200 000 PVCs were collected before the 2023 election.', 'en', /About 87\.2 million PVCs/],
    ['Over 120,000,000 people registered.', 'en', /Over 120 million people/],
    // A decimal and a pair of figures are left as written.
    ['The rate was 26.25 percent; 36 774 is no figure.', 'en', /26\.25 percent; 36 774 is/],
  ] as const)('%s', (text, language, english) => {
    expect(toEnglish(text, language)).toMatch(english);
  });
  it('judges a figure grouped by dots as its commas say', () => {
    expect(
      judgeText(toEnglish('Kwankwaso polled 1.496.687 votes in the 2023 election.', 'en'), RESULT).stance,
    ).toBe('supports');
  });
});

describe('English readings the tenth set needed', () => {
  it.each([
    // A voice note's closing word vouching for the claim, with or without a comma: its "not" or
    // "no" is not the claim's.
    ['Nigeria has 774 LGAs this is the truth', 'Nigeria has 774 LGAs.'],
    ['The eNaira was launched in 2021 it is no lie', 'The eNaira was launched in 2021.'],
    ['INEC registered 18 parties let us not forget this', 'INEC registered 18 parties.'],
    ['The MPR is 26.25 percent do not let anyone deceive you', 'The MPR is 26.25 percent.'],
    // An opening bid to listen typed without a comma, an oath, "Like X said, …".
    ['guys listen to this one INEC has 8,809 wards', 'INEC has 8,809 wards'],
    ['I swear the MPR rose to 26.25 percent in May 2024', 'the MPR rose to 26.25 percent in May 2024'],
    [
      'Like the NBS said, inflation was 34.19 percent in June 2024.',
      'inflation was 34.19 percent in June 2024.',
    ],
  ])('%s → %s', (said, statement) => {
    expect(withoutAttribution(said)).toBe(statement);
  });

  it('reads "exceeded" a figure as "went above" it', () => {
    const exceeded = judgeText(
      "Nigeria's unemployment rate exceeded 10 percent in the second quarter of 2023.",
      UNEMPLOYMENT,
    );
    expect([exceeded.stance, exceeded.settles]).toEqual(['disputes', true]);
    expect(
      judgeText(
        "Nigeria's unemployment rate surpassed 3 percent in the second quarter of 2023.",
        UNEMPLOYMENT,
      ).stance,
    ).toBe('supports');
  });

  it('reads "were about 25 million people" as a count of what the subject names', () => {
    expect(
      judgeText('Those accredited for the 2023 presidential election were about 25 million people.', TURNOUT)
        .stance,
    ).toBe('supports');
  });

  it('settles an event dated to another month', () => {
    const month = judgeText('The presidential election was held in January 2023.', DATES);
    expect([month.stance, month.settles]).toEqual(['disputes', true]);
  });

  it.each([
    // Before a figure, "and" opens a clause when nothing before it counts.
    [
      'The eNaira was launched in October 2021, and 18 parties took part in the 2023 election.',
      ['The eNaira was launched in October 2021', '18 parties took part in the 2023 election'],
    ],
    // A pronoun taking up the subject after a comma, or with "also" in a voice note.
    ['Nigeria has 36 states, it has 774 LGAs', ['Nigeria has 36 states', 'it has 774 LGAs']],
    [
      'INEC has 8,809 wards it also has 176,846 polling units',
      ['INEC has 8,809 wards', 'it also has 176,846 polling units'],
    ],
    // One subject's list stays whole.
    ['Nigeria has 36 states and 774 LGAs', []],
  ])('parts of: %s', (statement, parts) => {
    expect(clauseParts(statement)).toEqual(parts);
  });
});

describe('Hausa, Yoruba, Igbo and Pidgin forms of the tenth set', () => {
  it.each([
    // A voice note's bid to listen, after its address or alone; its closing "do not let anyone
    // confuse you"; ", kuma" opening a clause; an English counted noun before its figure.
    ['ha', "Jama'a ku saurara, INEC tana da mazabu 8809 a fadin kasa.", /^INEC has 8809 wards/],
    ['ha', 'Ku ji wannan: CBN ta kara kudin ruwa zuwa kashi 26.25 a watan Mayu 2024.', /^CBN raised/],
    ['ha', "INEC ta yi wa jam'iyyu 18 rajista kada wani ya ruɗe ku", /do not let anyone confuse you$/],
    ['ha', 'An yi zaben shugaban kasa a watan Fabrairu, kuma Tinubu ne ya ci.', /February, and Tinubu/],
    ['ha', 'Akwai ward 8809 a Najeriya.', /8809 wards/],
    // "nǹkan bí" (about), "kò tayọ" (did not exceed), "ó sì ní" (and it has), "ká má gbàgbé …".
    ['yo', 'Àwọn ìbò tí wọ́n kà jẹ́ nǹkan bí mílíọ̀nù mẹ́rìnlélógún.', /is about 24 million/],
    ['yo', 'Owó ele CBN kò tayọ ìdá ọgbọ̀n nínú ọgọ́rùn-ún ní 2024.', /did not exceed 30 percent/],
    ['yo', 'Nàìjíríà ní ìpínlẹ̀ mẹ́rìndínlógójì, ó sì ní ìjọba ìbílẹ̀ 774.', /36 states, and it also has 774/],
    ['yo', 'naijiria ni ipinle 36 o si ni ijoba ibile 774', /36 states and it has 774/],
    ['yo', 'INEC forúkọ ẹgbẹ́ òṣèlú méjìdínlógún sílẹ̀ ká má gbàgbé eléyìí', /let us not forget this$/],
    ['yo', 'Ward 8809 ló wà ní Nàìjíríà.', /^8809 wards/],
    // A pronoun before a verb wearing -kwa- (also) opens a second statement: "and it also has".
    ['ig', 'INEC nwere wọọdụ 8809, o nwekwara ebe ntuli aka 176846.', /and it also has 176846 polling units/],
    ['ig', 'Naịjirịa nwere ward 8809.', /has 8809 wards/],
    // A voice note's "make una hear this one o"; focus "na" before a year; a closing "no be lie".
    [
      'pcm',
      'Guys make una hear this one o INEC register 18 parties for 2023.',
      /^INEC registered 18 parties/,
    ],
    ['pcm', 'Na 2021 CBN launch eNaira, no be lie.', /^in 2021, CBN launched eNaira, it is no lie\.$/],
  ] as const)('%s: %s', (language, text, english) => {
    expect(toEnglish(text, language)).toMatch(english);
  });

  const detector = createLocalLanguageDetector();
  it.each([
    // A word in small letters with Igbo's dotted letters is Igbo, however many English words.
    ['ig', 'Registered voters na Nigeria bụ 93 million na 2023.'],
    ['ig', 'GDP growth rate bụ 3.46 percent na fourth quarter nke 2023.'],
    // A name with them in an English sentence stays English.
    ['en', 'The Ọba of Benin visited Abuja on Monday.'],
  ])('hears %s in: %s', (language, text) => {
    expect(detector.detect(text).language).toBe(language);
  });
});
