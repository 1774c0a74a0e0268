import { describe, expect, it } from 'vitest';
import { languageFormReason } from '../../src/core/check/extraction/set-aside-languages.js';
import { toEnglish } from '../../src/core/check/language/to-english.js';
import { withoutAsides } from '../../src/core/check/stance/names.js';
import { standardForms } from '../../src/core/check/stance/standard-forms.js';
import { judgeText } from '../../src/core/check/stance/text-stance.js';
import { claimChecker } from '../support/test-app.js';

/**
 * The general causes behind the fifteenth WhatsApp set's misses (session "wa15"), each on
 * sentences of its own (not the set's): the set itself is test/engine/whatsapp-fifteenth.test.ts.
 */

describe('parties that took part in an election contested it', () => {
  it.each([
    // "took part in" shares no word with the sources' "fielded candidates in": said as "contested".
    [
      '18 parties took part in the 2023 presidential election',
      '18 political parties contested the 2023 presidential election',
    ],
    [
      'Only 20 parties that participated in the 2023 general elections',
      'Only 20 political parties that contested the 2023 general elections',
    ],
    [
      'it is said 18 political parties ran in the 2023 elections',
      'it is said 18 political parties contested the 2023 elections',
    ],
    // Not parties, or not an election: left as said.
    ['Party members took part in the rally.', 'Party members took part in the rally.'],
    ['18 parties were held in Lagos.', '18 parties were held in Lagos.'],
  ] as const)('%s', (said, restated) => {
    expect(standardForms(said)).toBe(restated);
  });
});

const RESULT =
  'INEC declared Bola Ahmed Tinubu (APC) winner of the 2023 presidential election with 8,794,726 votes. Atiku Abubakar (PDP) polled 6,984,520 votes, Peter Obi (LP) 6,101,533 and Rabiu Kwankwaso (NNPP) 1,496,687.';

describe('English forms the fifteenth set needed (its twins missed too)', () => {
  it.each([
    // A figure denied and another given in its place is a claim of the other.
    ['The local governments are not 700, they are 800 now.', 'The local governments are 800 now, not 700.'],
    [
      'Registered voters were not 93 million; it was over 100 million.',
      'Registered voters were over 100 million, not 93 million.',
    ],
    // People registered are registered voters, as the sources count them.
    [
      'INEC registered about 84 million people to vote in 2019.',
      'INEC registered about 84 million voters in 2019.',
    ],
    [
      'Over a third of the people who registered for the 2023 election did not vote.',
      'under two thirds of registered voters in 2023 voted.',
    ],
    // Notes by their denominations, as the sources write them; a year before them is not one.
    [
      'The CBN redesigned the 200, 500 and 1,000 naira notes.',
      'The CBN redesigned the N200, N500 and N1,000 naira notes.',
    ],
    ['In 2022, 500 naira notes were scarce.', 'In 2022, 500 naira notes were scarce.'],
  ] as const)('%s', (said, restated) => {
    expect(standardForms(said)).toBe(restated);
  });

  it('reads a place claimed for a candidate named with his party written out', () => {
    expect(judgeText('Atiku Abubakar of the Peoples Democratic Party came second.', RESULT)).toMatchObject({
      stance: 'supports',
    });
    expect(judgeText('Peter Obi of Labour Party came fourth in the 2023 election.', RESULT)).toMatchObject({
      stance: 'disputes',
    });
  });

  it('takes "not a small margin" closing a claim for the aside it is', () => {
    expect(withoutAsides('Atiku polled more votes than Obi, not a small margin.')).toBe(
      'Atiku polled more votes than Obi.',
    );
    expect(withoutAsides('Tinubu won Lagos, which is no small victory!')).toBe('Tinubu won Lagos.');
  });
});

describe('Hausa, Yoruba and Pidgin forms of the fifteenth set', () => {
  it.each([
    // "ya/ta fitar da" (brought out): released, not "issued and".
    ['ha', 'Gwamnati ta fitar da sabon tsari a 2023.', /^government released new .*2023\.$/i],
    // The notes by their denominations, however the list is written after "takardun naira".
    ['ha', 'CBN ta sauya takardun Naira 200, 500 da 1,000 a 2022.', /\bN200, N500 and N1,000 naira notes\b/],
    // "yi wa X rajistar zabe" (registered X to vote): registered X.
    [
      'ha',
      'INEC ta yi wa mutane miliyan tamanin da hudu rajistar zabe a 2019.',
      /^INEC registered 84 million people in 2019\.$/,
    ],
    // A headline's opening word in capitals before a colon, that the lexicon knows, is a word.
    ['ha', 'LABARI: Tinubu ya ci zabe.', /^news: Tinubu won/],
    ['ha', 'INEC: Tinubu ya ci zabe.', /^INEC: Tinubu won/],
    // "tí ìṣẹ́ ń bá" (whom poverty afflicts), tone marks or none: who are poor.
    ['yo', 'Àwọn ọmọ Nàìjíríà tí ìṣẹ́ ń bá pọ̀ ní Kano.', /^Nigerians who are poor\b/],
    ['yo', 'Awon omo Naijiria ti ise n ba po.', /^Nigerians who are poor\b/],
    // "…, e pass N" (it passes N) after a figure's measure: more than N, as English appends it.
    ['pcm', 'Kano get plenty registered voters for 2023, e pass 5 million.', /, more than 5 million\.$/],
  ] as const)('%s: %s', (language, text, english) => {
    expect(toEnglish(text, language)).toMatch(english);
  });

  it('sets aside a Yoruba opinion framed as "my thought is that"', () => {
    expect(languageFormReason('Èrò mi ni pé ìjọba yìí kò ṣe dáadáa.', 'yo')).toBe('opinion');
    expect(languageFormReason('Ero temi ni pe Atiku lo ye ko wole.', 'yo')).toBe('opinion');
  });
});

describe('through POST /v1/check', () => {
  const check = claimChecker('whatsapp-fifteenth-forms', { premium: true, timeout: 300_000 });

  it('judges how many parties took part in an election, in each language', async () => {
    for (const [text, language, verdict] of [
      // Hausa "an ce" (it is said), focus "ne", "suka shiga" (took part).
      ["An ce jam'iyyu 18 ne suka shiga zaben shugaban kasa na 2023.", 'ha', 'verified_true'],
      ["Jam'iyyu 25 ne suka shiga zaben 2023.", 'ha', 'verified_false'],
      ['20 parties took part in the 2023 presidential election.', 'en', 'verified_false'],
      ['Dem talk say 18 parties take part for 2023 presidential election.', 'pcm', 'verified_true'],
    ] as const)
      expect(await check(text), text).toMatchObject({ language, verdict });
  }, 300_000);

  it('judges the other forms of the fifteenth set on messages of their own', async () => {
    for (const [text, language, verdict] of [
      // A figure denied and the right one given in its place (Igbo "adịghị …, ha dị …").
      [
        'Ọchịchị ime obodo dị na Naịjirịa adịghị narị asatọ, ha dị narị asaa na iri asaa na anọ.',
        'ig',
        'verified_true',
      ],
      // A headline word, and a party written out for its candidate's place.
      [
        "LABARI: Atiku na jam'iyyar PDP ne ya zo na biyu a zaben shugaban kasa na 2023.",
        'ha',
        'verified_true',
      ],
      // "no be small margin" closing the claim does not deny it.
      ['Atiku get more votes pass Obi for 2023 election, no be small margin.', 'pcm', 'verified_true'],
      // "the people wey register": registered voters, of whom over nine in ten collected PVCs.
      ['Half of the people wey register for 2023 no collect their PVC.', 'pcm', 'verified_false'],
      ['INEC ta yi wa mutane miliyan tamanin da hudu rajistar zabe a 2019.', 'ha', 'verified_true'],
    ] as const)
      expect(await check(text), text).toMatchObject({ language, verdict });
  }, 300_000);
});
