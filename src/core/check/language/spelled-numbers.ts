import { decimalCommas } from './decimal-comma.js';
import { commaGrouped } from './digit-groups.js';

const UNIT_WORDS: Record<string, number> = Object.fromEntries(
  'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'
    .split(' ')
    .map((w, i) => [w, i + 1]),
);
const TEN_WORDS: Record<string, number> = Object.fromEntries(
  'twenty thirty forty fifty sixty seventy eighty ninety'.split(' ').map((w, i) => [w, 20 + 10 * i]),
);
const SCALE_WORDS: Record<string, number> = { hundred: 100, thousand: 1e3, million: 1e6, billion: 1e9 };
const NUMBER_WORD = `(?:${[...Object.keys(UNIT_WORDS), ...Object.keys(TEN_WORDS), ...Object.keys(SCALE_WORDS)].join('|')})`;
/**
 * Two or more number words in a row: "ninety three million", "two hundred and fifty",
 * "thirty-six", "one hundred and seventy-six thousand, eight hundred and forty-six" (a comma
 * after a scale word goes on with the same number; elsewhere it separates two).
 */
const SEPARATOR = '(?:\\s+and\\s+|(?<=thousand|million|billion),\\s*|[\\s-]+)';
const NUMBER_RUN = new RegExp(`\\b${NUMBER_WORD}(?:${SEPARATOR}${NUMBER_WORD})+\\b`, 'gi');

const DIGIT_WORDS = 'zero one two three four five six seven eight nine'.split(' ');
const DIGIT_WORD = `(?:${DIGIT_WORDS.join('|')})`;
/**
 * A decimal said in words before what it measures: "four point two percent", "ninety-three point
 * four million". Only before such a word: "at one point two of them left" is no decimal.
 */
const SPOKEN_DECIMAL = new RegExp(
  `\\b(${NUMBER_WORD}(?:${SEPARATOR}${NUMBER_WORD})*)\\s+point\\s+(${DIGIT_WORD}(?:\\s+${DIGIT_WORD})*)(?=\\s*(?:%|percent\\b|per\\s*cent\\b|million\\b|billion\\b|trillion\\b))`,
  'gi',
);

/**
 * A year said as two pairs of digits: "twenty twenty-three" (2023), "nineteen ninety-nine",
 * "twenty oh nine". Two tens in a row are no cardinal ("twenty twenty" is not forty), so such a
 * pair is a year, unless a scale or a share follows.
 */
const TEENS = 'ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen';
const ONES = 'one|two|three|four|five|six|seven|eight|nine';
const SPOKEN_YEAR = new RegExp(
  `\\b(nineteen|twenty)[\\s-]+(?:(${TEENS})|(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\\s-]+(${ONES}))?|(?:oh|o)[\\s-]+(${ONES}))\\b(?![\\s-]+(?:hundred|thousand|million|billion|percent|per\\s*cent)\\b)`,
  'gi',
);

function spokenYear(
  _m: string,
  century: string,
  teen?: string,
  tens?: string,
  unit?: string,
  oh?: string,
): string {
  const of = (word: string | undefined) =>
    word ? (UNIT_WORDS[word.toLowerCase()] ?? TEN_WORDS[word.toLowerCase()] ?? 0) : 0;
  return String(of(century) * 100 + of(teen) + of(tens) + of(unit) + of(oh));
}

/** The value of a run of number words ("seven hundred and seventy-four": 774), and its last scale. */
function valueOf(run: string): { total: number; current: number; scale: number } {
  let total = 0;
  let current = 0;
  let scale = 1;
  for (const word of run.toLowerCase().split(/\s+and\s+|,\s*|[\s-]+/)) {
    const value = UNIT_WORDS[word] ?? TEN_WORDS[word];
    if (value !== undefined) current += value;
    else if (word === 'hundred') current = (current || 1) * 100;
    else {
      scale = SCALE_WORDS[word] ?? 1;
      total += (current || 1) * scale;
      current = 0;
    }
  }
  return { total, current, scale };
}

/**
 * Numbers written in English words as digits, so they compare like any figure: "ninety three
 * million voters" is "93 million voters" (not a stray 3 million), "thirty-six states" "36 states",
 * "four point two percent" "4.2 percent". Single words ("forty states") are read by the stance
 * (stance/numbers.ts) and by englishNumbers. Pidgin messages write counts in words as often as in
 * digits; its gloss uses this too.
 */
export function spelledNumbers(text: string): string {
  return (
    decimalCommas(commaGrouped(text))
      // "by less than a million votes", "over a billion naira": after a bound, "a" is one.
      .replace(A_SCALE, '$1 1 $2')
      .replace(SPOKEN_YEAR, spokenYear)
      .replace(SPOKEN_DECIMAL, (_m, whole: string, fraction: string) => {
        const { total, current } = valueOf(whole);
        const digits = fraction
          .toLowerCase()
          .split(/\s+/)
          .map((w) => DIGIT_WORDS.indexOf(w))
          .join('');
        return `${total + current}.${digits}`;
      })
      .replace(NUMBER_RUN, (run) => {
        const { total, current, scale } = valueOf(run);
        // "ninety three million" stays a count of millions, written as precisely as it was said.
        if (current === 0 && scale >= 1e6) return `${total / scale} ${scale === 1e6 ? 'million' : 'billion'}`;
        return String(total + current);
      })
  );
}

/** "a million" after a word that bounds or gives a figure (not "a million reasons" said alone). */
const A_SCALE =
  /\b(than|over|under|about|around|nearly|almost|roughly|by|with|some|just|only|least|most)\s+a\s+(million|billion)\b/gi;

/** A single number word before what it counts: "forty states", "Twenty political parties", "fifty percent". */
const COUNTING_WORD = new RegExp(
  `\\b(${[...Object.keys(UNIT_WORDS), ...Object.keys(TEN_WORDS)].filter((w) => w !== 'one').join('|')})(?=\\s+(?!of\\b|and\\b|or\\b|to\\b)\\p{L})`,
  'giu',
);

/**
 * English numbers in words as digits: runs as spelledNumbers reads them, and a single word before
 * what it counts ("Nigeria has forty states" is a claim about 40 states, as the sources write
 * it). "One" stays a word: "one of the", "one day" are not counts.
 */
export function englishNumbers(text: string): string {
  return spelledNumbers(text).replace(COUNTING_WORD, (word) => {
    const lower = word.toLowerCase();
    return String(UNIT_WORDS[lower] ?? TEN_WORDS[lower]);
  });
}
