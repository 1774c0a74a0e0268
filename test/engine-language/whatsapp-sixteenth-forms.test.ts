import { describe, expect, it } from 'vitest';
import { createLocalLanguageDetector } from '../../src/core/check/language/local-language-detector.js';
import { pidginToEnglish } from '../../src/core/check/language/pidgin-to-english.js';
import { toEnglish } from '../../src/core/check/language/to-english.js';
import { standardForms } from '../../src/core/check/stance/standard-forms.js';
import { claimChecker } from '../support/test-app.js';

/**
 * The general causes behind the sixteenth WhatsApp set's misses (session "wa16"), each on
 * sentences of its own (not the set's): the set itself is test/engine/whatsapp-sixteenth.test.ts.
 */

describe('a date written with slashes or dashes stays one date in a gloss', () => {
  it.each([
    // Read as numbers and signs it was "18 / 3 / 2023", which no date rule reads.
    ['ha', 'An yi zaben gwamnoni ranar 18/3/2023.', '18/3/2023'],
    ['ig', 'E mere ntuli aka onye isi ala na 25/2/2023.', '25/2/2023'],
    ['ha', 'INEC ta dage zabe zuwa 04-03-2023.', '04-03-2023'],
  ] as const)('%s: %s', (language, said, date) => {
    expect(toEnglish(said, language)).toContain(date);
  });
});

describe('Hausa: a margin of votes (tazara) is who beat whom by how much', () => {
  it.each([
    [
      "Buhari ya ba Atiku tazarar kuri'u miliyan uku a 2019.",
      'Buhari beat Atiku by margin of 3 million votes in 2019',
    ],
    [
      "Tinubu ya lashe zaben da tazarar kuri'u sama da miliyan 1.5.",
      'won the election by margin of more than 1.5 million votes',
    ],
  ])('%s', (said, english) => {
    expect(toEnglish(said, 'ha')).toContain(english);
  });

  it('leaves a distance a distance', () => {
    expect(toEnglish('Gidan yana da tazarar kilomita 5 daga Kano.', 'ha')).not.toContain('margin');
  });
});

describe('an English plural typed inside a Hausa, Yoruba or Igbo sentence takes its count first', () => {
  it.each([
    ['ha', 'Najeriya tana da registration areas 8,809.', '8,809 registration areas'],
    ['yo', 'Naijiria ni states 37 bayi.', '37 states'],
    ['ig', 'Naịjirịa nwere local governments 774.', '774 local governments'],
  ] as const)('%s: %s', (language, said, english) => {
    expect(toEnglish(said, language)).toContain(english);
  });
});

describe('Yoruba "ó kéré tán" before a figure is "at least"', () => {
  it.each([
    ['Ó kéré tán, mílíọ̀nù 80 ènìyàn ló forúkọ sílẹ̀.', 'at least, 80 million people'],
    ['O kere tan ipinle 30 lo wa.', 'at least 30 states'],
  ])('%s', (said, english) => {
    expect(toEnglish(said, 'yo')).toContain(english);
  });
});

describe('Pidgin', () => {
  it.each([
    // "e no" before a bare verb of an event is "it did not", not "it is not".
    ['Obi come third, e no win pass 12 states.', 'it did not win'],
    ['E no reach 10 percent that year.', 'it did not reach 10 percent'],
    // A message in capitals: its grammar words and bare verbs read as in small letters.
    ['NO BE TRUE SAY NIGERIA GET 40 STATES', 'is not true that'],
    ['DEM DON RAISE PETROL PRICE AGAIN', 'they have raised'],
  ])('%s', (said, english) => {
    expect(pidginToEnglish(said)).toContain(english);
  });

  it('is told by a bare "get" or verb before a figure with a word of nearness', async () => {
    const detector = createLocalLanguageDetector();
    for (const text of [
      'Obi get close to 6 million votes for that election.',
      'Kwankwaso poll around 1.5 million votes for 2023.',
    ])
      expect((await detector.detect(text)).language, text).toBe('pcm');
  });
});

describe('English: a claim denied and put right, and a name after a closing "not"', () => {
  it.each([
    ['It is not true that Nigeria has 40 states, it is 36.', 'Nigeria has 36 states, not 40.'],
    [
      "It's false that INEC registered 80 million voters in 2023; it was 93.4m.",
      'INEC registered 93.4 million voters in 2023, not 80 million.',
    ],
    [
      'It is not true that in 2023 Atiku polled 9 million votes, it was about 7 million.',
      'In 2023 Atiku polled about 7 million votes, not 9 million.',
    ],
    [
      'Peter Obi won the 2023 presidential election, not Tinubu.',
      'Peter Obi won the 2023 presidential election.',
    ],
    // Not a name, or not closing the sentence: left as said.
    ['It is not true that Tinubu won, it was rigged.', 'It is not true that Tinubu won, it was rigged.'],
    ['INEC, not the Police, registered the voters.', 'INEC, not the Police, registered the voters.'],
  ])('%s', (said, restated) => {
    expect(standardForms(said)).toBe(restated);
  });
});

describe('through POST /v1/check', () => {
  const check = claimChecker('whatsapp-sixteenth-forms', { premium: true, timeout: 300_000 });

  it('judges the forms of the sixteenth set on messages of their own', async () => {
    for (const [text, language, verdict] of [
      ["Tinubu ya ba Peter Obi tazarar ƙuri'u sama da miliyan 2.5 a zaben 2023.", 'ha', 'verified_true'],
      ['An yi zaben shugaban kasa ranar 11/3/2023.', 'ha', 'verified_false'],
      [
        'It is not true that INEC registered 80 million voters for 2023, it was 93.4 million.',
        'en',
        'verified_true',
      ],
      ['Obi came first in the 2023 presidential election, not Tinubu.', 'en', 'verified_false'],
      ['Tinubu came first in the 2023 presidential election, not Atiku.', 'en', 'verified_true'],
      ['NO BE TRUE SAY NIGERIA GET 40 STATES, NA 36!!', 'pcm', 'verified_true'],
    ] as const)
      expect(await check(text), text).toMatchObject({ language, verdict });
  }, 300_000);
});
