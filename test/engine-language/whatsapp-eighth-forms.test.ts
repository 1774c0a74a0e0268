import { describe, expect, it } from 'vitest';
import { runOnClauses } from '../../src/core/check/extraction/run-on.js';
import { createLocalLanguageDetector } from '../../src/core/check/language/local-language-detector.js';
import { pidginToEnglish } from '../../src/core/check/language/pidgin-to-english.js';
import { englishNumbers } from '../../src/core/check/language/spelled-numbers.js';
import { toEnglish } from '../../src/core/check/language/to-english.js';
import { judgeText } from '../../src/core/check/stance/text-stance.js';

/**
 * The general causes behind the eighth WhatsApp set's first misses (session "multiling8"), each
 * on sentences of its own (not the set's): the set itself is test/engine-language/whatsapp-eighth.test.ts.
 */

const POVERTY =
  'The NBS Multidimensional Poverty Index 2022 found 133 million Nigerians, 63 percent of the population, multidimensionally poor.';
const UNEMPLOYMENT =
  "The NBS put Nigeria's unemployment rate at 4.2 percent in the second quarter of 2023, under its revised labour force methodology.";
const GDP =
  "Nigeria's real GDP grew by 3.46 percent year on year in the fourth quarter of 2023, according to the NBS.";
const INFLATION =
  'The National Bureau of Statistics reported headline inflation of 34.19 percent year on year in June 2024.';
const LAGOS =
  'Lagos State had 7,060,195 registered voters for the 2023 general elections, the most of any state.';
const POLLING_UNITS =
  'Nigeria has 176,846 polling units, after INEC converted voting points into 56,872 new polling units in 2021 (up from 119,974).';
const RESULT =
  'INEC declared Bola Ahmed Tinubu (APC) winner of the 2023 presidential election with 8,794,726 votes. Atiku Abubakar (PDP) polled 6,984,520 votes, Peter Obi (LP) 6,101,533 and Rabiu Kwankwaso (NNPP) 1,496,687.';
const ENAIRA = "The CBN launched the eNaira, Nigeria's central bank digital currency, on 25 October 2021.";

describe('English readings the eighth set needed', () => {
  it.each([
    // A share said as a fraction of a count the source gives in percent, "poor" for "poverty".
    ['More than half of Nigerians were poor in 2022.', POVERTY, 'supports'],
    ['Less than half of Nigerians were poor in 2022.', POVERTY, 'disputes'],
    // "half the …" is a share too.
    ['More than half the population was poor in 2022.', POVERTY, 'supports'],
    // A ceiling said with a negation: "did not exceed", "not up to".
    ['Unemployment did not exceed 5 percent in the second quarter of 2023.', UNEMPLOYMENT, 'supports'],
    ['Unemployment did not exceed 4 percent in the second quarter of 2023.', UNEMPLOYMENT, 'disputes'],
    ['Registered voters in Lagos were not up to 8 million in 2023.', LAGOS, 'supports'],
    ['Registered voters in Lagos were not up to 6 million in 2023.', LAGOS, 'disputes'],
    // "passed", "crossed" a figure: beyond it.
    ['Inflation passed 30 percent in June 2024.', INFLATION, 'supports'],
    ['Inflation crossed 40 percent in June 2024.', INFLATION, 'disputes'],
    // A bound on a rate known by its clause, the source's period said after its figure.
    ['GDP growth in the fourth quarter of 2023 was below 4 percent.', GDP, 'supports'],
    // A state before what is counted is whose it is, not the counted noun ("Lagos registered voters").
    ['Lagos registered voters were more than 6 million in 2023.', LAGOS, 'supports'],
    // A place between the verb and its bound: the subject is still what is counted.
    ['The polling units are in Nigeria fewer than 150,000.', POLLING_UNITS, 'disputes'],
    // Parties compared by their candidates' counts; a party written out against its initials.
    ['The LP got more votes than the NNPP in the 2023 presidential election.', RESULT, 'supports'],
    ['The NNPP got more votes than the APC in the 2023 presidential election.', RESULT, 'disputes'],
    [
      'Peter Obi of Labour Party got more votes than Kwankwaso in the 2023 presidential election.',
      RESULT,
      'supports',
    ],
    // "in the year 2021" is "in 2021".
    ['The CBN launched the eNaira in the year 2021.', ENAIRA, 'supports'],
  ])('%s → %s', (claim, source, stance) => {
    expect(judgeText(claim, source).stance).toBe(stance);
  });

  it('reads a year said as two pairs ("twenty twenty-three"), not as a sum', () => {
    expect(englishNumbers('The election was in twenty twenty-three.')).toBe('The election was in 2023.');
    expect(englishNumbers('The constitution of nineteen ninety-nine')).toBe('The constitution of 1999');
    expect(englishNumbers('twenty oh nine')).toBe('2009');
    // A count stays a count.
    expect(englishNumbers('twenty-five million voters')).toBe('25 million voters');
    expect(englishNumbers('thirty six states')).toBe('36 states');
  });
});

describe('Pidgin forms of the eighth set', () => {
  it.each([
    ['Lasgidi get the most registered voters for 2023.', 'Lagos has the most registered voters in 2023.'],
    ['Pass half of Lagos voters collect PVC.', 'more than half of Lagos voters collected PVC.'],
    [
      'Lagos voters reach 7 million, e pass any other state.',
      'Lagos voters reached 7 million, more than any other state.',
    ],
    ['APC carry more votes pass LP for 2023.', 'APC got more votes than LP in 2023.'],
  ])('%s → %s', (pidgin, english) => {
    expect(pidginToEnglish(pidgin)).toBe(english);
  });

  const detector = createLocalLanguageDetector();
  it.each([
    ['pcm', 'Unemployment rate reach 5 percent for 2023.'],
    ['pcm', 'Petrol price reach 900 naira for July 2024.'],
    ['pcm', 'Registered voters for 2019 election reach 84 million.'],
    ['pcm', 'APC carry more votes pass PDP for Lagos.'],
    ['en', 'Petrol prices could reach 900 naira by July 2024.'],
    ['en', 'Registered voters for the 2019 election reached 84 million.'],
  ])('%s: %s', async (language, text) => {
    expect((await detector.detect(text)).language).toBe(language);
  });
});

describe('Hausa, Yoruba and Igbo forms of the eighth set', () => {
  it.each([
    // "X ya fi Y yawan N" (X exceeds Y in number of N): X has more N than Y.
    [
      'ha',
      "Atiku na PDP ya fi Kwankwaso na NNPP yawan kuri'u a zaben 2023.",
      'Atiku of PDP has votes more than Kwankwaso of NNPP in the 2023 election.',
    ],
    // "ó lé ní" (it exceeds), "ìdajì" (half of), Igbo "ọkara" (half of).
    ['yo', 'Ó lé ní ìdajì àwọn olùdìbò tó gba PVC.', 'more than half of the voters that'],
    ['yo', 'Ìpínlẹ̀ Kano ní olùdìbò tó lé ní mílíọ̀nù márùn-ún.', 'has more than 5 million voters.'],
    ['ig', 'Ihe karịrị ọkara ndị Naịjirịa nwere ekwentị.', 'more than half of Nigerians'],
  ])('%s: %s', (language, text, english) => {
    expect(toEnglish(text, language as 'ha' | 'yo' | 'ig')).toContain(english);
  });
});

describe('a cleft after a dated figure is not a run-on clause', () => {
  const parts = (text: string, language: 'ha' | 'yo' | 'ig') =>
    runOnClauses({ text, start: 0, end: text.length }, (part) => toEnglish(part, language)).map(
      (s) => s.text,
    );
  it('keeps "… ọdún 2023 ni wọ́n ṣe …" (it was in 2023 that they held …) whole', () => {
    const text = 'Ọjọ́ kẹta oṣù Kẹta ọdún 2023 ni wọ́n kéde èsì ìdìbò ààrẹ.';
    expect(parts(text, 'yo')).toEqual([text]);
  });
  it('still cuts a lament that runs on after the year', () => {
    const text = 'hauhawar farashin kaya ta kai kashi 40 a watan yuni 2024 don haka kowa ya shirya';
    expect(parts(text, 'ha')).toHaveLength(2);
  });
});
