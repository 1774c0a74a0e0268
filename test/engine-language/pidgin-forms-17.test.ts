import { describe, expect, it } from 'vitest';
import { createLocalLanguageDetector } from '../../src/core/check/language/local-language-detector.js';
import { toEnglish } from '../../src/core/check/language/to-english.js';
import { claimChecker } from '../support/test-app.js';

/**
 * The general causes behind the Pidgin blind set's first misses, and the forms found beside them
 * (session "pcm17"), each on sentences of its own (not the set's): the set itself is
 * test/engine-language/pidgin-blind.test.ts. English twins check that no rule fires on English.
 */

const detect = (text: string) => createLocalLanguageDetector().detect(text).language;

describe('Pidgin forms of the blind set, glossed', () => {
  it.each([
    // "no be lie" closed by a chat's particle still vouches for the claim; it denies nothing.
    ['Nigeria get 36 states, no be lie o.', /^Nigeria has 36 states, it is no lie\.$/],
    ['INEC get 8,809 wards, no be lie sha', /^INEC has 8,809 wards, it is no lie$/],
    // A place in a result without "position", and the pronoun "e" before it.
    ['Obi carry third for the 2023 presidential election.', /^Obi came third in the 2023 presidential/],
    ['Atiku poll 7 million votes, e carry second.', /^Atiku polled 7 million votes, it came second\.$/],
    // Comparing two years' counts: "plenty pass" (were more than) and "the ones wey" (those that).
    [
      'Pipo wey collect PVC for 2023 plenty pass the ones wey collect for 2019.',
      /^those that collected PVCs in 2023 were more than those that collected in 2019\.$/,
    ],
    // "e get" before a count opening a clause: there are; "dem get": they have.
    ['E get 40 states for Nigeria o', /^there are 40 states in Nigeria$/],
    ['Dem get 774 LGA for Nigeria', /^they have 774 LGAs in Nigeria$/],
    // "bin" before a verb is its past; "bin get" had; otherwise "was".
    ['CBN bin launch eNaira for 2019', /^CBN launched eNaira in 2019$/],
    ['Nigeria bin get 40 states', /^Nigeria had 40 states$/],
    ['Dem bin talk say Obi win', /^they said that Obi won$/],
    ['Inflation bin high for 2024', /^Inflation was high in 2024$/],
    // "guber", a date with its month first, "election for 2023 happen".
    ['Guber election for 2023 happen for March 18', /^governorship election in 2023 was held on March 18$/],
    // Focus "na" after "say": a year, a date, a name.
    ['I hear say na 2019 CBN launch eNaira', /^I heard that in 2019, CBN launched eNaira$/],
    [
      'Dem talk say na 18 March 2023 dem do the governorship election',
      /^they said that on 18 March 2023, they held the governorship election$/,
    ],
    ['Dem talk say na Atiku win', /^they said that Atiku won$/],
    // "field" and "poll" are reported in the past like "win".
    [
      'Na 20 parties field candidates for 2023 election',
      /^20 parties fielded candidates in the 2023 election$/,
    ],
  ] as const)('%s', (text, english) => {
    expect(toEnglish(text, 'pcm')).toMatch(english);
  });

  it('leaves "e get" after a comma the subject said again, not "there are"', () => {
    expect(toEnglish('Na Obi win Lagos, e get 582,454 votes.', 'pcm')).not.toMatch(/there are/);
    expect(toEnglish('Abeg, e get 36 states for Nigeria.', 'pcm')).toMatch(/there are 36 states in Nigeria/);
  });

  it('keeps people counted after a figure ("93 million people wey register")', () => {
    expect(toEnglish('Na 93 million people wey register for 2023', 'pcm')).toMatch(/^93 million people that/);
  });

  it('leaves a future or a wish to hold an election as it is', () => {
    expect(toEnglish('Dem go do election for 2027', 'pcm')).not.toMatch(/held/);
  });
});

describe('Pidgin forms of the blind set, heard as Pidgin (and English as English)', () => {
  it.each([
    // A bare "poll" after a name before a figure; "e" before a bare verb; "carry" a place.
    ['Peter Obi poll six million votes.', 'pcm'],
    ['Peter Obi polled six million votes.', 'en'],
    ['Obi carry third position for the election.', 'pcm'],
    ['Kwankwaso take fourth for 2023 election', 'pcm'],
    ['Nigerians take first place in the race', 'en'],
    ['The players take first position in the league table.', 'en'],
    // A body named "X of Y" with a bare "get" before a count.
    ['Senate of Nigeria get 109 members', 'pcm'],
    ['The Senate of Nigeria has 109 members.', 'en'],
    // "election for 2023 happen" (was held).
    ['Guber election for 2023 happen for March 18', 'pcm'],
    ['The election for 2023 happened in February.', 'en'],
  ] as const)('%s: %s', (text, language) => {
    expect(detect(text)).toBe(language);
  });
});

describe('Pidgin forms of the blind set, judged through POST /v1/check', () => {
  const check = claimChecker('pidgin-forms-17', { premium: true, timeout: 300_000 });
  it.each([
    ['Nigeria get 36 states, no be lie o.', 'verified_true'],
    ['Obi poll six million votes for 2023 presidential election, e carry third.', 'verified_true'],
    ['Kwankwaso take fourth for the 2023 presidential election', 'verified_true'],
    ['Pipo wey register for 2019 plenty pass the ones wey register for 2023.', 'verified_false'],
    ['E get 40 states for Nigeria o', 'verified_false'],
    ['Guber election for 2023 happen for March 18', 'verified_true'],
    // A Pidgin claim's misspelt English words are mended as an English claim's are.
    ['Na 18 politcal parties field candidates for 2023 election', 'verified_true'],
  ] as const)(
    '%s: %s',
    async (text, verdict) => {
      expect(await check(text)).toMatchObject({ language: 'pcm', verdict, confidence: 'high' });
    },
    300_000,
  );
});
