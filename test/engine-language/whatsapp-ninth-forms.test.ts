import { describe, expect, it } from 'vitest';
import { languageFormReason } from '../../src/core/check/extraction/set-aside-languages.js';
import { maskNoise, tidy } from '../../src/core/check/extraction/message-cleanup.js';
import { createLocalLanguageDetector } from '../../src/core/check/language/local-language-detector.js';
import { pidginToEnglish } from '../../src/core/check/language/pidgin-to-english.js';
import { toEnglish } from '../../src/core/check/language/to-english.js';
import { comparisonIn } from '../../src/core/check/stance/comparisons.js';
import { figures } from '../../src/core/check/stance/numbers.js';
import { judgeText } from '../../src/core/check/stance/text-stance.js';

/**
 * The general causes behind the ninth WhatsApp set's first misses (session "multiling9"), each on
 * sentences of its own (not the set's): the set itself is test/engine-language/whatsapp-ninth.test.ts.
 */

const TURNOUT =
  '25,286,616 voters were accredited for the 2023 presidential election, a turnout of about 27 percent of the 93.4 million registered voters; 24,965,218 votes were cast.';

describe('English readings the ninth set needed', () => {
  it.each([
    // "one third of" is a share, not a count of one beside it ("a third of" already was): a stray
    // 1 finds other passages' figures to conflict with.
    ['Less than one third of registered voters turned out in 2023.', [100 / 3]],
    ['One quarter of Nigerians were poor in 2022.', [25]],
    ['Two thirds of voters stayed home.', [200 / 3]],
  ])('reads the share in: %s', (claim, values) => {
    expect(
      figures(claim)
        .filter((f) => !f.isYear)
        .map((f) => f.value),
    ).toEqual(values);
  });
  it('judges a bound said as "one third of"', () => {
    expect(
      judgeText(
        'Less than one third of registered voters turned out in the 2023 presidential election.',
        TURNOUT,
      ).stance,
    ).toBe('supports');
  });

  it('reads "exceeded those of …" as a comparison of two periods, without who said it', () => {
    const side = (c: ReturnType<typeof comparisonIn>, i: 0 | 1) => [c?.sides[i].words, c?.sides[i].year];
    const exceeded = comparisonIn('PVCs collected in 2019 exceeded those of 2023.');
    expect(exceeded?.more).toBe(true);
    expect(side(exceeded, 1)).toEqual(side(exceeded, 0).map((x, i) => (i === 1 ? 2023 : x)));
    const said = comparisonIn('Registered voters in 2023 were fewer than those of 2019, a reporter said.');
    expect(said?.more).toBe(false);
    expect(said?.sides[1].words).toEqual(said?.sides[0].words);
    expect(said?.sides[1].year).toBe(2019);
  });

  it('drops a forward mark written bold or bracketed before the message', () => {
    const clean = (text: string) => tidy(maskNoise(text));
    expect(clean('*Forwarded as received* INEC registered 18 parties.')).toBe('INEC registered 18 parties.');
    expect(clean('_Forwarded many times_ INEC registered 18 parties.')).toBe('INEC registered 18 parties.');
    expect(clean('[Fwd] INEC registered 18 parties.')).toBe('INEC registered 18 parties.');
    // A word "forwarded" inside a sentence is the sentence's.
    expect(clean('The bill was forwarded to the Senate.')).toBe('The bill was forwarded to the Senate.');
  });
});

describe('Pidgin forms of the ninth set', () => {
  it.each([
    // "pass" before a figure in words, as before one in digits.
    ['Inflation pass thirty percent for June 2024.', 'Inflation were more than thirty percent in June 2024.'],
    ['Obi votes no pass thirty percent for 2023.', 'Obi votes are at most thirty percent in 2023.'],
    // "last year wey be 2023" is the year said: in 2023.
    ['Last year wey be 2023, INEC register 18 parties.', 'in 2023, INEC registered 18 parties.'],
  ])('%s → %s', (pidgin, english) => {
    expect(pidginToEnglish(pidgin)).toBe(english);
  });

  const detector = createLocalLanguageDetector();
  it.each([
    ['pcm', 'Atiku votes no pass 7 million for the election.'],
    ['pcm', 'APC win the election with pass 8 million votes.'],
    // English keeps "pass" as its verb.
    ['en', 'The bill will pass 2 readings before it becomes law.'],
  ])('hears %s in: %s', (language, text) => {
    expect(detector.detect(text).language).toBe(language);
  });
});

describe('Hausa, Yoruba and Igbo forms of the ninth set', () => {
  it.each([
    // A fraction said as parts over a whole ("kashi biyu bisa uku", two parts over three).
    ['ha', "Kashi biyu bisa uku na 'yan Najeriya talakawa ne.", /two thirds of Nigerians/],
    ['ha', 'Fiye da kashi ɗaya bisa huɗu na masu zabe sun fito.', /more than one quarter of/],
    // "sun fi na X yawa" (outnumber those of X); "inji" closing a sentence is "said".
    ['ha', "Jami'an tsaro a Kano sun fi na Kaduna yawa, inji gwamna.", /exceeded those of Kaduna, said/],
    // "ìbò X pọ̀ ju ti Y lọ": X's votes more than Y's; "Wọ́n sọ pé": they said that.
    ['yo', 'Wọ́n sọ pé ìbò Obi pọ̀ ju ti Kwankwaso lọ.', /^they said that Obi votes \S+ more than Kwankwaso/],
    // "ọnụ ọgụgụ ndị pụtara ịtụ vootu": the turnout.
    [
      'ig',
      "Ọnụ ọgụgụ ndị pụtara ịtụ vootu n'Enugu karịrị pasent iri ise.",
      /^turnout in Enugu exceeded 50 percent/,
    ],
  ] as const)('%s: %s', (language, text, english) => {
    expect(toEnglish(text, language)).toMatch(english);
  });

  it.each([
    ['yo', 'Ìjọba yìí ti sú mi gan-an.'],
    ['yo', 'Ko si eni to dara ninu awon oloselu yii.'],
  ] as const)('sets aside a feeling (%s): %s', (language, text) => {
    expect(languageFormReason(text, language)).toBe('opinion');
  });
});
