import { ENGLISH_WORDS } from '../language/text-features.js';
import { figureFor, sideOf, type ComparisonSide, type Found } from './comparisons.js';
import { figures, withinBound, type Figure } from './numbers.js';
import { standardForms } from './standard-forms.js';

/**
 * A change between two years the sources count apart: "Nigeria added over 9 million voters to its
 * register between 2019 and 2023" is the 2023 register less the 2019 one (93,469,008 less
 * 84,004,084: 9,464,924). Each year's count is looked up as a side of a comparison is
 * (comparisons.ts); their difference settles the claim, its way included ("lost" is a fall), and
 * so does a comparative of the two years with a figure ("about 9.5 million bigger than 2019's"),
 * and a change given as a percentage of the earlier count ("grew by about 11 percent").
 */

const UP =
  /\b(?:added|adds|gained|gains|(?:grew|grown|increased|rose|risen|jumped|climbed|surged|expanded|went\s+up|gone\s+up)\s+by)\b/i;
const DOWN =
  /\b(?:lost|loses|shed|(?:fell|fallen|dropped|decreased|declined|reduced|shrank|shrunk|dipped|slumped|plunged|contracted|went\s+down|gone\s+down|came\s+down|come\s+down)\s+by)\b/i;
/**
 * A change said without its size ("Registered voters fell between 2019 and 2023"), or with the
 * two levels it went between ("… rose from 84 million to 93 million"): its way alone, the verb
 * not followed by "by".
 */
const UP_ONLY =
  /\b(?:grew|grown|increased|rose|risen|jumped|climbed|surged|expanded|went\s+up|gone\s+up|go(?:es)?\s+up)\b(?!\s+by\b)/i;
const DOWN_ONLY =
  /\b(?:fell|fallen|dropped|decreased|declined|reduced|shrank|shrunk|dipped|slumped|plunged|contracted|went\s+down|gone\s+down|came\s+down|go(?:es)?\s+down|come(?:s)?\s+down)\b(?!\s+by\b)/i;
/** "from 84 million to 93 million", each level with its year or not ("from 84 million in 2019 to …"). */
const LEVEL =
  '(?:about\\s+|around\\s+|over\\s+|nearly\\s+)?[N₦$]?\\d[\\d,.]*(?:\\s*(?:thousand|million|billion))?';
const FROM_TO = new RegExp(
  `\\bfrom\\s+(${LEVEL})(?:\\s+in\\s+((?:19|20)\\d{2}))?\\s+to\\s+(${LEVEL})(?:\\s+in\\s+((?:19|20)\\d{2}))?`,
  'i',
);
/** The years looked through for the two levels of a change that names none. */
const FIRST_YEAR = 1990;
const LAST_YEAR = 2035;
const PERIOD =
  /\b(?:since\s+((?:19|20)\d{2})|between\s+((?:19|20)\d{2})\s+and\s+((?:19|20)\d{2})|from\s+((?:19|20)\d{2})\s+to\s+((?:19|20)\d{2}))\b/i;

/**
 * The later year of a change said "since 2019": not given, it is the latest year after the
 * earlier one whose count the passages hold (differenceCounts).
 */
const SINCE_NOW = Number.POSITIVE_INFINITY;
/** How many years after a "since" year are looked through for the latest count. */
const SINCE_YEARS = 15;

const MEASURE = /^(?:number|total|figure|count|level|size)$/;
/** Words that say which voters, capitalised when they open the claim: "Registered voters fell …" names no one. */
const WHICH_VOTERS = /^(?:registered|accredited|eligible)$/;

export interface DifferenceClaim {
  /** How much it changed; none when the claim gives only its way or its two levels. */
  change?: Figure;
  /** The two levels it changed between ("from 84 million to 93 million"), the earlier first. */
  levels?: [Figure, Figure];
  /** Whether the count is said to have grown. */
  up: boolean;
  /** The count in the earlier year and in the later. */
  sides: [ComparisonSide, ComparisonSide];
}

/**
 * A year's count said bigger or smaller than another year's by a figure: "The 2023 register was
 * about 9.5 million bigger than 2019's", "… bigger than the 2019 one by about 20 million",
 * "… 11 percent larger than in 2019". The first year is the subject's, the second the other side's.
 */
const COMPARED_YEARS =
  /\b((?:19|20)\d{2})\b(.*?)\b(bigger|larger|higher|greater|more|smaller|lower|fewer|less)\s+than\s+(?:in\s+|that\s+of\s+|the\s+)?((?:19|20)\d{2})(?:['’]s|\s+(?:one|figure|level|count))?(?!\d)/i;
const BIGGER = /^(?:bigger|larger|higher|greater|more)$/i;

/** The period and way of a change a claim gives, from its verb or from its comparative. */
function changeOf(
  text: string,
): { period: string; from?: number; to?: number; up: boolean; way: string } | null {
  const period = PERIOD.exec(text);
  const way = UP.exec(text) ?? DOWN.exec(text) ?? UP_ONLY.exec(text) ?? DOWN_ONLY.exec(text);
  if (period && way) {
    // "grown by over 9 million since 2019": to the latest count the sources give (SINCE_NOW).
    if (period[1])
      return { period: period[0], from: Number(period[1]), to: SINCE_NOW, up: upward(way[0]), way: way[0] };
    const [from, to] = [period[2] ?? period[4], period[3] ?? period[5]].map(Number) as [number, number];
    return { period: period[0], from, to, up: upward(way[0]), way: way[0] };
  }
  // "Registered voters don reduce by 5 million", no year said: the latest change the sources
  // count (levelCounts).
  if (way && /\bby$/i.test(way[0]) && !/\b(?:19|20)\d{2}\b/.test(text))
    return { period: '', up: upward(way[0]), way: way[0] };
  const compared = COMPARED_YEARS.exec(text);
  if (!compared) return null;
  const [subject, other] = [Number(compared[1]), Number(compared[4])];
  if (subject === other) return null;
  // The later year's count less the earlier's: up when the later is the bigger.
  const up = subject > other === BIGGER.test(compared[3]!);
  const [from, to] = subject < other ? [subject, other] : [other, subject];
  // The years are read out with the rest below; what stands between them is what is counted, and
  // the figure ("… register was about 9.5 million bigger than 2019's").
  return { period: '', from, to, up, way: `${compared[3]} than` };
}

const upward = (way: string) => UP.test(way) || UP_ONLY.test(way);

/**
 * A change from one level to another ("Registered voters dropped from 93 million to 84 million",
 * "… rose from 84 million in 2019 to 93 million in 2023"): the counts of the years it names, or
 * else of the latest two years the passages count (levelCounts), are its two levels.
 */
function levelsIn(text: string): DifferenceClaim | null {
  const m = FROM_TO.exec(text);
  const way = UP_ONLY.exec(text) ?? DOWN_ONLY.exec(text);
  if (!m || !way || way.index > m.index) return null;
  const [before, after] = [m[1]!, m[3]!].map((level) => figures(level).find((f) => !f.isYear && !f.isDate));
  if (!before || !after || before.isPercent !== after.isPercent) return null;
  const [from, to] = [m[2], m[4]].map((y) => (y ? Number(y) : undefined));
  if (from !== undefined && to !== undefined && from >= to) return null;
  const counted = text
    .replace(m[0], ' ')
    .replace(way[0], ' ')
    .replace(/\b(?:19|20)\d{2}\b|\b(?:has|have|had|was|were)\b/g, ' ');
  const bare = sideOf(counted);
  const side = {
    ...bare,
    words: bare.words.filter((w) => !MEASURE.test(w)),
    names: bare.names.filter((n) => !WHICH_VOTERS.test(n)),
    year: undefined,
  };
  if (side.words.length === 0 || figures(counted).some((f) => !f.isYear && !f.isDate)) return null;
  return {
    up: upward(way[0]),
    levels: [
      { ...before, earlier: false, bound: before.bound === 'about' ? 'about' : undefined },
      { ...after, bound: after.bound === 'about' ? 'about' : undefined },
    ],
    sides: [
      { ...side, year: from },
      { ...side, year: to },
    ],
  };
}

/** The change a claim gives between two years, or null. */
export function differenceIn(claim: string): DifferenceClaim | null {
  const text = standardForms(claim).replace(/[.!?]+\s*$/, '');
  const levels = levelsIn(text);
  if (levels) return levels;
  const change = changeOf(text);
  if (!change) return null;
  const { from, to } = change;
  // (Read without the period: "between 2019 and 2023" would read as a range of one figure.)
  const rest = (change.period ? text.replace(change.period, ' ') : text).replace(
    /\b(?:19|20)\d{2}(?:['’]s\b|\s+one\b)?/g,
    ' ',
  );
  // A count, or a share of the earlier count ("grew by about 11 percent between 2019 and 2023").
  const changes = figures(rest).filter((f) => !f.isYear && !f.isDate);
  // Its way alone ("fell between 2019 and 2023") gives no figure; "by" does.
  const byFigure = UP.test(change.way) || DOWN.test(change.way) || !change.period;
  if (changes.length !== (byFigure ? 1 : 0)) return null;
  if (from !== undefined && to !== undefined && from >= to) return null;
  // What is counted: the claim less its verb of change, its figure and its period.
  const counted = rest
    .replace(change.way, ' ')
    .replace(
      /\b(?:bigger|larger|higher|greater|more|smaller|lower|fewer|less)\s+than\b|\b(?:by|one|percent|per\s*cent)\b|%/gi,
      ' ',
    )
    .replace(
      /\b(?:over|more than|about|nearly|almost|some|around|at least|under|less than|fewer than)\s+/gi,
      ' ',
    )
    .replace(/[N₦$]?\d[\d,.]*(?:\s*(?:thousand|million|billion))?/gi, ' ');
  const bare = sideOf(counted);
  // The first word is capitalised for the sentence: a common English word there ("Registered
  // voters increased by 20 million …") names nothing the counts must be about.
  const opener = /^[^\p{L}]*(\p{Lu}\p{Ll}+)/u.exec(counted)?.[1]?.toLowerCase();
  const names = bare.names.filter((name) => !(name === opener && ENGLISH_WORDS.has(name)));
  // "The number of registered voters increased by …": "number" says nothing of what is counted.
  const side = {
    ...bare,
    words: bare.words.filter((w) => !MEASURE.test(w)),
    names: names.filter((n) => !WHICH_VOTERS.test(n)),
  };
  if (side.words.length === 0) return null;
  return {
    ...(changes[0] ? { change: changes[0] } : {}),
    up: change.up,
    sides: [
      { ...side, year: from },
      { ...side, year: to },
    ],
  };
}

/** The two years' counts a change is made of, found in the passages, or null. */
export function differenceCounts(
  claim: string,
  passages: string[],
): { difference: DifferenceClaim; before: Found; after: Found } | null {
  const difference = differenceIn(claim);
  if (!difference) return null;
  if (difference.sides[0].year === undefined) return levelCounts(difference, passages);
  const before = figureFor(difference.sides[0], passages);
  const later = laterCount(difference.sides[1], difference.sides[0].year, passages);
  const after = later?.found;
  if (!before || !after || before.figure.isPercent || after.figure.isPercent) return null;
  if (before.passage === after.passage) return null;
  // The year the later count was found in stands for "since 2019"'s open end, for the write-up.
  const sides: DifferenceClaim['sides'] = [difference.sides[0], { ...difference.sides[1], year: later.year }];
  return { difference: { ...difference, sides }, before, after };
}

/**
 * For a change said without its years, the latest year's count the passages give of what is
 * counted and the one before it (in another passage): the change the claim describes is the
 * latest they saw.
 */
function levelCounts(
  difference: DifferenceClaim,
  passages: string[],
): { difference: DifferenceClaim; before: Found; after: Found } | null {
  const counted: Array<{ year: number; found: Found }> = [];
  for (let year = FIRST_YEAR; year <= LAST_YEAR; year++) {
    const found = figureFor({ ...difference.sides[0], year }, passages);
    if (found && !found.figure.isPercent) counted.push({ year, found });
  }
  const last = counted[counted.length - 1];
  const first = counted.filter((c) => c.found.passage !== last?.found.passage).pop();
  if (!first || !last) return null;
  const sides: DifferenceClaim['sides'] = [
    { ...difference.sides[0], year: first.year },
    { ...difference.sides[1], year: last.year },
  ];
  return { difference: { ...difference, sides }, before: first.found, after: last.found };
}

/** The later side's count; for "since 2019", the latest year's after it that the passages give. */
function laterCount(
  side: ComparisonSide,
  from: number | undefined,
  passages: string[],
): { found: Found; year: number | undefined } | null {
  if (side.year !== SINCE_NOW || from === undefined) {
    const found = figureFor(side, passages);
    return found ? { found, year: side.year } : null;
  }
  for (let year = from + SINCE_YEARS; year > from; year--) {
    const found = figureFor({ ...side, year }, passages);
    if (found) return { found, year };
  }
  return null;
}

/** How the passages stand on a change: by the difference of their two counts; null when not found. */
export function judgeDifference(
  claim: string,
  passages: string[],
): { passages: number[]; stance: 'supports' | 'disputes' } | null {
  const found = differenceCounts(claim, passages);
  if (!found) return null;
  const moved = found.after.figure.value - found.before.figure.value;
  const { change, up, levels } = found.difference;
  const way = moved !== 0 && moved > 0 === up;
  // Its two levels: each the count of its year; its way alone: the way the counts moved.
  if (levels || !change) {
    const right =
      way &&
      (!levels ||
        (withinBound(levels[0], found.before.figure) && withinBound(levels[1], found.after.figure)));
    return { passages: [found.before.passage, found.after.passage], stance: right ? 'supports' : 'disputes' };
  }
  // A share is of the earlier count: 9,464,924 more than 84,004,084 is 11.3 percent more.
  const made: Figure = change.isPercent
    ? {
        ...change,
        value: (100 * Math.abs(moved)) / found.before.figure.value,
        precision: 0.05,
        bound: undefined,
      }
    : { ...change, value: Math.abs(moved), precision: 0.5, bound: undefined };
  const right = way && withinBound(change, made);
  return { passages: [found.before.passage, found.after.passage], stance: right ? 'supports' : 'disputes' };
}

/** The sentences giving the two years' counts (the earlier first), for the write-up. */
export function differenceSentences(claim: string, passages: string[]): [Found, Found] | null {
  const found = differenceCounts(claim, passages);
  return found ? [found.before, found.after] : null;
}

/**
 * A count's change in one year ("Polling units rose by over 40 percent in 2021"), against a
 * source giving the count with what it was before ("Nigeria has 176,846 polling units, after
 * INEC converted voting points into 56,872 new polling units in 2021 (up from 119,974)"): the
 * change is the later count less the earlier, its way included, in the year the source says.
 */
const IN_YEAR = /\b(?:in|during)\s+((?:19|20)\d{2})\b/i;
const FROM_BEFORE =
  /\b(up|down|rising|falling|rose|fell|increased|decreased)\s+from\s+([\d,]+(?:\.\d+)?)(?!\d)/i;
const WAS_UP = /^(?:up|rising|rose|increased)$/i;

export function judgeChangeFrom(
  claim: string,
  passages: string[],
): { passages: number[]; stance: 'supports' | 'disputes' } | null {
  const text = standardForms(claim).replace(/[.!?]+\s*$/, '');
  const way = UP.exec(text) ?? DOWN.exec(text);
  const year = IN_YEAR.exec(text);
  if (!way || !year || PERIOD.test(text)) return null;
  const rest = text.replace(year[0], ' ');
  const changes = figures(rest).filter((f) => !f.isYear && !f.isDate);
  if (changes.length !== 1) return null;
  const change = changes[0]!;
  const counted = rest
    .slice(0, way.index)
    .replace(/[N₦$]?\d[\d,.]*(?:\s*(?:thousand|million|billion))?/gi, ' ');
  const side = sideOf(counted);
  const words = side.words.filter((w) => !MEASURE.test(w));
  if (words.length === 0) return null;
  for (const [index, passage] of passages.entries()) {
    for (const sentence of passage.split(/(?<=[.!?])\s+/)) {
      const before = FROM_BEFORE.exec(sentence);
      if (!before || !sentence.includes(year[1]!)) continue;
      const from = Number(before[2]!.replace(/,/g, ''));
      // The count now: the first figure of the sentence counting what the claim counts.
      const now = figures(sentence.slice(0, before.index)).find(
        (f) => !f.isYear && !f.isPercent && words.every((w) => f.what.includes(w) || f.alias === w),
      );
      if (!now || from <= 0) continue;
      const moved = (WAS_UP.test(before[1]!) ? 1 : -1) * Math.abs(now.value - from);
      const made: Figure = change.isPercent
        ? { ...change, value: (100 * Math.abs(moved)) / from, precision: 0.05, bound: undefined }
        : { ...change, value: Math.abs(moved), precision: 0.5, bound: undefined };
      const right = moved !== 0 && moved > 0 === UP.test(way[0]) && withinBound(change, made);
      return { passages: [index], stance: right ? 'supports' : 'disputes' };
    }
  }
  return null;
}
