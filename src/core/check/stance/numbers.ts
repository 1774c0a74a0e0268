import { spelledNumbers } from '../language/spelled-numbers.js';
import { contentWords, stem } from '../retrieval/text.js';
import { AMBIENT, namesIn } from './names.js';
import { STATES } from '../../shared/nigerian-states.js';
import { MONTH, MONTHS, standardForms } from './standard-forms.js';
import { TO_LEVEL } from './figure-verbs.js';

/**
 * A word's stem, singular and plural alike: the shared stemmer makes "notes" "not" but leaves
 * "note" whole, so "the N1,000 note" would count another thing than "N1,000 naira notes".
 */
export const stemOf = (word: string) =>
  stem(word)
    // "unemployment" and "the unemployed" are one measure: the shared stemmer keeps "-ment".
    .replace(/(?<=\p{L}{4})ment$/u, '')
    // "multidimensionally poor" is the "multidimensional" poverty a source counts.
    .replace(/(?<=\p{L}{4})ly$/u, '')
    .replace(/(?<=\p{L}{2})e$/u, '')
    // "Nigerians were poor" and "in poverty" are one measure: the noun is the adjective's.
    .replace(/^poverty$/, 'poor')
    // Parties that "contested" an election are those INEC says "fielded candidates in" it
    // (restatements.ts writes "took part in", "participated in", "ran in" as "contested").
    .replace(/^contest$/, 'field');

/**
 * Figures in a sentence, normalised so "93.4 million", "93,469,008" and "93.4m" compare, and
 * years kept apart from quantities (a year that disagrees is a date signal, not a figure).
 */
export interface Figure {
  value: number;
  isYear: boolean;
  isPercent: boolean;
  /** What it counts: the stemmed words right after it ("36 states" → state), maybe none. */
  what: string[];
  /**
   * The plural noun among those words, stemmed ("permanent voter cards" → card, "political
   * parties were registered" → party), when there is one: two figures whose heads differ count
   * different things even when they share a word ("voters" and "voter cards").
   */
  head?: string | undefined;
  /** The other name it gives what it counts ("8,809 registration areas, also called wards" → ward). */
  alias?: string | undefined;
  /** Half the unit of its last digit as written: "7 million" ± 500,000, "7,060,195" ± 0.5. */
  precision: number;
  /**
   * Whose it is: the names between the figure before it (or the sentence start) and it.
   * "Atiku Abubakar (PDP) polled 6,984,520 votes, Peter Obi (LP) 6,101,533" gives the second
   * to peter, obi and lp.
   */
  owner: string[];
  /** The owner's names not written in capitals: the place or person rather than a reporting body. */
  about: string[];
  /** A day of a month ("25 February", "March 18"): value is month × 100 + day. */
  isDate: boolean;
  /** The year said of it alone, when a claim gives two ("84 million in 2019 and 93.4 million in 2023"). */
  year?: number | undefined;
  /** The top of a range ("between 80 and 90 million": 90 million); `bound` is then 'between'. */
  upper?: number;
  /**
   * A bound written before it: "over 60%" is any share above 60, "less than 50 million" any
   * count below, "about 7 million" one near it (see withinBound).
   */
  bound?: Bound;
  /**
   * What its clause says before it, stemmed: tells "presidential … 25 February" from
   * "governorship … 18 March".
   */
  context: string[];
  /**
   * The whole a share is of ("a turnout of about 27 percent of the 93.4 million registered
   * voters"): said in passing, not the passage's own count of it.
   */
  ofShare?: boolean;
  /** What its clause says after it, stemmed ("87,209,007 … PVCs had been collected before …"). */
  rest?: string[];
  /** Given as where a change started ("… (up from 119,974)", "from 20 to 30 percent"): an earlier level. */
  earlier?: boolean;
  /** The size of a change, not a level: "raised the MPR by 26.25%", "grew by 3.46 percent". */
  movedBy?: boolean;
}

const MONTHS_LOWER = MONTHS.map((m) => m.toLowerCase());
const MONTH_AFTER = new RegExp(`^(?:st|nd|rd|th)?\\s*(?:of\\s+)?${MONTH}\\b`, 'i');
const MONTH_BEFORE = new RegExp(`\\b${MONTH}\\.?\\s+$`, 'i');
const MONTH_WORD = new RegExp(`^${MONTH}$`, 'i');
/** 1..12 for a month's name or abbreviation that MONTH matched. */
const monthOf = (name: string) =>
  MONTHS_LOWER.findIndex((m) => m.startsWith(name.toLowerCase().slice(0, 3))) + 1;

/**
 * How far back a figure's clause is read: a clause is a few words, and reading back to the
 * start of a long unpunctuated text for every figure in it would be quadratic in its length.
 */
const CLAUSE_WINDOW = 200;

/** The text a figure at `at` follows, back to `from` or the start of its sentence or clause. */
function clauseBefore(text: string, at: number, from: number): string {
  const before = text.slice(Math.max(from, at - CLAUSE_WINDOW), at);
  // A colon opens what is said: in "News from INEC: polling units … reached 176,846" the figure is
  // the polling units', not INEC's.
  const start = Math.max(...[...before.matchAll(/[.!?;:]\s/g)].map((m) => (m.index ?? 0) + 2), 0);
  return before.slice(start);
}

// The country every built-in source is about says nothing of which figure is meant: "inflation
// in Nigeria reached 34.19 percent" is the clause "headline inflation of 34.19 percent".
/**
 * A framing phrase opening the sentence ("Under our watch, inflation dropped to …", "During this
 * administration, …"): when and under whom, not what the figure measures.
 */
const FRAMING = /^\P{L}*(?:under|during|since|throughout|despite)\b[^,]{0,40},\s*/iu;

const contextOf = (said: string) => {
  const clause = said.replace(FRAMING, '');
  const byChange = /\bby\s*$/i.test(clause);
  return (
    contentWords(clause)
      .filter((w) => !/\d/.test(w) && !MONTH_WORD.test(w) && !AMBIENT.has(w.toLowerCase()))
      .filter((w) => byChange || !TO_LEVEL.test(w))
      // "barely", "only", "fewer than": they bound or weigh the figure, they are not what it is about.
      .filter((w) => !HEDGING.test(w))
      // "two-thirds of Nigerians (63%)": a share said in words is the figure, not its subject.
      .filter((w) => !SHARE_WORD.test(w))
      .map(stemOf)
  );
};

const SHARE_WORD = /^(?:one|two|three|half|thirds?|quarters?|fifths?)$/i;

/** Words that bound or weigh a figure ("fewer than 700", "only 60 million", "nearly 9 million"). */
const HEDGING =
  /^(?:barely|only|just|nearly|almost|roughly|approximately|around|some|over|about|between|fewer|less|more|least|most|above|below|under|than|upwards)$/i;

/**
 * Where the words a figure counts end: punctuation, a joining word, another figure, a word saying
 * when or where ("80 million PVCs were collected ahead of the 2023 elections": the PVCs are
 * counted, "ahead" is when).
 */
const COUNTED_ENDS =
  /[,;:()[\].!?\n\d]|\b(and|or|but|while|whereas|with|in|for|of|from|to|by|on|at|as|than|according|says|said|ahead|before|after|during|across|since|until)\b/i;
/** "34.19 percent year on year": how a rate is measured, not what it counts. */
const MEASURED_OVER = /^\s*(?:year|month|quarter)[- ]on[- ](?:year|month|quarter)\b/i;
/** Abbreviations official figures are written both ways. */
const SPELLED_OUT: Record<string, string[]> = {
  lga: ['local', 'government', 'area'],
  pu: ['polling', 'unit'],
  pvc: ['permanent', 'voter', 'card'],
};

/** A stemmed word with the words of the abbreviation it is, if it is one ("pvc": permanent voter card). */
export const spelledOut = (word: string): string[] =>
  (SPELLED_OUT[word] ?? SPELLED_OUT[word.replace(/s$/, '')])?.map(stemOf) ?? [word];

function countedAfter(text: string, end: number): string[] {
  const words = countedWords(text, end).map(stemOf);
  return words.flatMap(spelledOut);
}

/** "8,809 registration areas, also called wards", "… areas (wards)": the other name of what is counted. */
const ALIAS = /^[^,;:()\d.!?]{0,60}?(?:,\s*(?:also\s+)?(?:called|known\s+as)\s+|\s*\(\s*)([a-z]{3,})s\b/i;

function countedAlias(text: string, end: number): string | undefined {
  const alias = ALIAS.exec(text.slice(end, end + 100))?.[1];
  return alias ? stemOf(`${alias}s`) : undefined;
}

function countedWords(text: string, end: number): string[] {
  const after = text.slice(end, end + 80).replace(MEASURED_OVER, '');
  const stop = COUNTED_ENDS.exec(after);
  // "34.19 percent June 2024": a month after a figure dates it; it is not what it counts.
  return contentWords(stop ? after.slice(0, stop.index) : after)
    .filter((w) => !MONTH_WORD.test(w))
    .slice(0, 3);
}

/** Names of one thing whose plural noun is not the official one's: local governments are LGAs. */
const SAME_HEAD: Record<string, string> = {
  'local governments': 'area',
  // "70 million people registered to vote" counts registered voters, not the population.
  'people registered': stemOf('voters'),
  'nigerians registered': stemOf('voters'),
  'people who registered': stemOf('voters'),
  // "10 million Nigerians voted" counts the votes cast.
  'people voted': stemOf('votes'),
  'nigerians voted': stemOf('votes'),
  'people who voted': stemOf('votes'),
};

/** The first plural noun of what a figure counts, stemmed (abbreviations spelled out), if any. */
function countedHead(text: string, end: number): string | undefined {
  const words = countedWords(text, end);
  const phrase = Object.keys(SAME_HEAD).find((p) => words.join(' ').includes(p));
  if (phrase) return SAME_HEAD[phrase];
  // "56,872 new ones": "ones" stands for a noun said before; it names nothing counted.
  // Nor is a state ("Lagos registered voters"): whose they are, not what is counted.
  const plural = words.find(
    (w) => /^[a-z]{3,}s$/.test(w) && !/(ss|us|is)$/.test(w) && w !== 'ones' && !STATE_WORDS.has(w),
  );
  if (!plural) return undefined;
  const spelled = SPELLED_OUT[plural.slice(0, -1)];
  return spelled ? spelled[spelled.length - 1] : stemOf(plural);
}

/** Nouns that count persons and say nothing of which ones. */
const PERSONS = /^(?:people|persons|individuals)$/i;

/** A clause that ends in a verb of being or numbering: what comes before it is what is counted. */
const PREDICATE =
  /^(.*?\p{L}.*?)\s+(?:is|are|was|were|number|numbers|numbered|total|totals|totalled|totaled|reach|reached|reaches|exceed|exceeded|exceeds)(?:\s+in\s+\p{Lu}\p{L}*)?(?:\s+(?:more than|over|about|nearly|almost|less than|fewer than|under|at most|no more than|not more than|up to|only|just|barely|still|now|already|a mere))*\s*$/iu;

/**
 * The subject a figure is said of when the figure ends its clause with nothing it counts after
 * it ("… are 900.", "… is 774 in total"): "local governments" in "The local governments in
 * Nigeria are 900". Null when words after the figure say what it counts, or no verb of being
 * stands before it.
 */
function subjectBefore(text: string, end: number, clause: string): string | null {
  // "Those who registered to vote in 2023 were about 93.4 million people": "people" after the
  // figure says only that persons are counted; the subject says which.
  const counted = countedWords(text, end);
  if (counted.length && !(counted.length === 1 && PERSONS.test(counted[0]!))) return null;
  const subject = PREDICATE.exec(clause.trim())?.[1];
  // "Lagos's registered voters were 10 million": whose they are is the owner (namesIn), what is
  // counted the words after the possessive.
  // "The number of wards in Nigeria is 10,000": what is counted is what "number of" names.
  return (
    subject
      ?.replace(/^.*\p{L}['’]s?\s+(?=\p{L})/u, '')
      .replace(/^(?:the\s+)?(?:total\s+|overall\s+)?number\s+of\s+(?:the\s+)?/iu, '') ?? null
  );
}

/** What a scale word multiplies by ("93.4 million", "N1.2tn"); documents' key figures read them too. */
export const SCALE: Readonly<Record<string, number>> = {
  thousand: 1e3,
  k: 1e3,
  million: 1e6,
  m: 1e6,
  mn: 1e6,
  billion: 1e9,
  bn: 1e9,
  b: 1e9,
  trillion: 1e12,
  tn: 1e12,
  tr: 1e12,
};

/** Not the quarter or half of "Q4 2023", "H1": a period's name, not a figure. */
const FIGURE =
  /(?<!\b[QH])(\d+(?:,\d{3})*(?:\.\d+)?)\s*(%|percent|per cent|thousand|million|billion|trillion|mn|bn|tn|[kmb]\b)?/gi;
/** English number words a figure may be written with (also the multiples of places.ts). */
export const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
};

/** The month a day number at [at, end) belongs to ("25 February", "March 18th"), or null. */
function dayMonth(text: string, at: number, end: number): number | null {
  const after = MONTH_AFTER.exec(text.slice(end, end + 20));
  const before = MONTH_BEFORE.exec(text.slice(Math.max(0, at - 12), at));
  const name = after?.[1] ?? before?.[1];
  return name ? monthOf(name) : null;
}

export { spelledNumbers };

export type Bound = 'above' | 'below' | 'about' | 'between';

const BOUND_BEFORE: Array<[Bound, RegExp]> = [
  // "passed 30 percent", "crossed 7 million": beyond it.
  [
    'above',
    /\b(?:over|more than|above|at least|in excess of|exceed(?:s|ed|ing)?|(?:sur)?pass(?:es|ed)|crossed|topped)\s*$/i,
  ],
  ['below', /\b(?:less than|fewer than|under|below|at most)\s*$/i],
  ['about', /\b(?:about|around|nearly|almost|roughly|approximately|some|barely)\s*$/i],
];

function boundBefore(text: string, at: number): Bound | undefined {
  const before = text.slice(Math.max(0, at - 20), at);
  return BOUND_BEFORE.find(([, pattern]) => pattern.test(before))?.[0];
}

/** Nearly: "about 7 million" is said of 6.7 million or 7.3, not of 6 million. */
const ABOUT = 0.05;

/**
 * Whether a passage's figure is what a claimed figure says, its bound included: "over 60%" of
 * 63 percent, "less than 50 million" not of 93.4 million.
 */
export function withinBound(claimed: Figure, theirs: Figure): boolean {
  if (claimed.isPercent !== theirs.isPercent || claimed.isDate !== theirs.isDate) return false;
  switch (claimed.bound) {
    case 'above':
      // "At least 7 million" is not Atiku's 6,984,520, though "7 million" alone would be: said
      // of a figure the passage gives to its last digit, a bound is read as written. A passage
      // figure no finer than the claim's ("over 93.4 million" of "93.4 million") may be the same.
      return (
        theirs.value >= claimed.value ||
        (theirs.precision >= claimed.precision && sameFigure(claimed, theirs))
      );
    case 'below':
      return theirs.value < claimed.value;
    case 'about':
      return sameFigure(claimed, theirs) || Math.abs(theirs.value - claimed.value) <= ABOUT * claimed.value;
    case 'between':
      return (
        theirs.value >= claimed.value - claimed.precision &&
        theirs.value <= (claimed.upper ?? claimed.value) + claimed.precision
      );
    default:
      return sameFigure(claimed, theirs);
  }
}

/**
 * A figure set beside the one before it ("133 million Nigerians, 63 percent of the population,
 * …poor"), its own clause saying nothing, is about what that one is about and counts.
 */
function apposedContext(context: string[], clause: string, previous: Figure | undefined): string[] {
  if (context.length > 0 || clause.length > 30 || !previous) return context;
  // Bounded: a long list of bare figures must not pile every one's words onto the next.
  return [...new Set([...previous.context, ...previous.what])].slice(0, APPOSED_WORDS);
}

/** The most words a figure set beside another takes from it. */
const APPOSED_WORDS = 12;

/** "between 80 and 90 million", "between 30 and 35 percent": a range of one figure. */
const RANGE_JOIN = /^\s*(?:and|to)\s+[N₦$]?$/i;
const RANGE_OPEN = /\bbetween\s+[N₦$]?$/i;

/**
 * "a quarter of", "two thirds of" ("two-thirds of"), "half of": a share, said loosely (a tenth of itself either
 * way: "barely a quarter" is 27 percent, "a third" is not).
 */
const FRACTION =
  /(?<!\b(?:the|first|second|third|fourth|last)\s+)\b(?:(a|one|two|three)[\s-]+)?(half|thirds?|quarters?|fifths?)\s+(?:of\s+|(?=the\s))/gi;
const FRACTION_OF: Record<string, number> = { half: 50, third: 100 / 3, quarter: 25, fifth: 20 };

/** "two in three", "one out of every four": a share of a whole, said in words. */
const IN_EVERY =
  /(?<![\d.,])\b(one|two|three|four|five|six|seven|eight|nine|[1-9])\s+(?:in|out\s+of)\s+(?:every\s+)?(two|three|four|five|six|seven|eight|nine|ten|[2-9]|10)\b(?![.,]?\d|\s*(?:percent|per\s+cent|%))/gi;
const shareWord = (word: string) => NUMBER_WORDS[word.toLowerCase()] ?? Number(word);

/** A share (percent) said loosely at [at, end): a tenth of itself either way, known by its clause. */
function shareFigure(text: string, at: number, end: number, value: number): Figure {
  const clause = clauseBefore(text, at, 0);
  return {
    value,
    isYear: false,
    isPercent: true,
    precision: value / 10,
    isDate: false,
    ...(boundBefore(text, at) ? { bound: boundBefore(text, at) } : {}),
    // What it is a share of is its clause, on both sides: "a quarter of registered voters turned
    // out in the 2023 election" against "… election, a turnout of about 27 percent of …".
    what: [],
    owner: namesIn(clause),
    about: aboutNames(clause),
    context: contextOf(`${clause} ${/^[^.!?;:]*/.exec(text.slice(end))?.[0] ?? ''}`),
  };
}

/**
 * Whose a figure is when no name comes before it: the agent of a passive verb after it ("6.1
 * million votes were polled by Peter Obi", "were won by Tinubu") or whom the votes went to
 * ("7 million people voted for Obi").
 */
const AGENT_AFTER =
  /^[^,;:.!?\d]{0,50}?\b(?:(?:was|were|been)\s+(?:\p{Ll}+\s+){1,3}?by|vot(?:ed|ing)\s+for|cast\s+for|went\s+to)\s+(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,3})/u;

function ownerOf(before: string[], text: string, end: number): string[] {
  if (before.length > 0) return before;
  const agent = AGENT_AFTER.exec(text.slice(end, end + 120))?.[1];
  return agent ? namesIn(agent, { acronyms: false }) : before;
}

/** Before a figure a change started from: "(up from 119,974)", "rose from 20". */
/**
 * A change's size written before its figure: "raised the MPR by 26.25%" is not the level "raised
 * … to 26.25 percent", nor "rose by 1.5 points" a rate of 1.5 percent.
 */
const MOVED_BY =
  /\b(?:rais|increas|rose|rise|risen|grew|grow|grown|fell|fall|fallen|cut|reduc|drop|jump|climb|hik|lower|slash|decreas|declin|gain|lost|shrank|shrunk|expand|contract)\w*\s+(?:[\p{L}'’()]+\s+){0,6}?by\s+(?:about\s+|over\s+|nearly\s+|almost\s+|more\s+than\s+|less\s+than\s+|some\s+)?[N₦$]?$/iu;

const CHANGED_FROM = /\bfrom\s+(?:about\s+|around\s+)?[N₦$]?$/i;

/** Between two figures of a list: a comma or "and" (and a currency sign): "N200, N500 and N1,000 notes". */
const LIST_JOIN = /^\s*(?:,\s*(?:and\s+)?|and\s+)[N₦$]?$/i;

export function figures(said: string): Figure[] {
  const text = spelledNumbers(standardForms(said));
  const out: Figure[] = [];
  /** Where each figure read by FIGURE stands in `text`, beside it in `out`. */
  const spans: Array<[at: number, end: number]> = [];
  let previousEnd = 0;
  let previous: Figure | undefined;
  // "two in three", "2 in 3" (as English number words are read): a share, not two counts.
  const inEvery = [...text.matchAll(IN_EVERY)].filter((m) => shareWord(m[1]!) < shareWord(m[2]!));
  const inShare = (at: number) =>
    inEvery.some((m) => at >= (m.index ?? 0) && at < (m.index ?? 0) + m[0].length);
  const matches = [...text.matchAll(FIGURE)].filter((m) => !inShare(m.index ?? 0));
  for (let i = 0; i < matches.length; i++) {
    const m = matches[i]!;
    const raw = m[1] ?? '';
    let unit = (m[2] ?? '').toLowerCase();
    const base = Number(raw.replace(/,/g, ''));
    if (!Number.isFinite(base)) continue;
    const at = m.index ?? 0;
    let end = at + m[0].length;
    // "between 80 and 90 million PVCs": one figure, 80 to 90 million, counting what follows the second.
    const next = matches[i + 1];
    const ranged =
      next !== undefined &&
      RANGE_OPEN.test(text.slice(Math.max(0, at - 12), at)) &&
      RANGE_JOIN.test(text.slice(end, next.index ?? 0));
    let upper: number | undefined;
    if (ranged) {
      unit ||= (next[2] ?? '').toLowerCase();
      upper = Number((next[1] ?? '').replace(/,/g, '')) * (SCALE[(next[2] ?? unit).toLowerCase()] ?? 1);
      end = (next.index ?? 0) + next[0].length;
      i++;
    }
    const isPercent = unit === '%' || unit.startsWith('per');
    const value = base * (SCALE[unit] ?? 1);
    const isYear =
      !ranged && !unit && !raw.includes(',') && !raw.includes('.') && base >= 1900 && base <= 2100;
    const decimals = raw.split('.')[1]?.length ?? 0;
    const precision = 0.5 * 10 ** -decimals * (SCALE[unit] ?? 1);
    const clause = clauseBefore(text, at, previousEnd);
    const month =
      ranged || unit || base < 1 || base > 31 || raw.includes('.') ? null : dayMonth(text, at, end);
    // "The local governments in Nigeria are 900": nothing after the figure, its subject counts.
    const subject = month || isYear || isPercent ? null : subjectBefore(text, end, clause);
    const what = month ? [] : subject ? countedAfter(subject, 0) : countedAfter(text, end);
    // "36 states and 774 local governments": the second is said of what the first is, not of states.
    const listed =
      previous !== undefined &&
      !isYear &&
      !month &&
      !previous.isDate &&
      previous.isPercent === isPercent &&
      /(?:,|\band)\s*[N₦$]?$/i.test(clause) &&
      contextOf(clause).every((w) => previous!.what.includes(w));
    out.push({
      value: month ? month * 100 + base : value,
      isYear,
      isPercent,
      precision,
      isDate: month !== null,
      ...(isYear || month ? {} : { bound: ranged ? 'between' : boundBefore(text, at) }),
      ...(upper === undefined ? {} : { upper }),
      what,
      head: month ? undefined : subject ? countedHead(subject, 0) : countedHead(text, end),
      ...(month || subject ? {} : { alias: countedAlias(text, end) }),
      // Listed, it is whose and what the first is of: "The CBN unveiled N200, N500 and N1,000 notes".
      // Said in the passive, whose it is follows it: "6.1 million votes were polled by Peter Obi".
      owner: isYear ? [] : listed ? previous!.owner : ownerOf(namesIn(clause), text, end),
      about: isYear ? [] : listed ? previous!.about : ownerOf(aboutNames(clause), text, end),
      context: listed ? previous!.context : apposedContext(contextOf(clause), clause, previous),
      // (A bounded window: a long text's figures are read in time proportional to its length.)
      ...(OF_SHARE.test(text.slice(Math.max(0, at - 30), at)) ? { ofShare: true } : {}),
      ...(CHANGED_FROM.test(text.slice(Math.max(0, at - 30), at)) ? { earlier: true } : {}),
      ...(MOVED_BY.test(text.slice(Math.max(0, at - 80), at)) ? { movedBy: true } : {}),
      rest: contextOf(/^[^,;.!?]*/.exec(text.slice(end, end + CLAUSE_WINDOW))?.[0] ?? ''),
    });
    spans.push([at, end]);
    if (!isYear) {
      previousEnd = end;
      previous = out[out.length - 1];
    }
  }
  shareListedCounts(text, out, spans);
  partsOfWholes(text, out, spans);
  giveOwnYears(text, out, spans);
  for (const m of text.matchAll(FRACTION)) {
    const share = FRACTION_OF[(m[2] ?? '').toLowerCase().replace(/s$/, '')] ?? 0;
    const times = { two: 2, three: 3 }[(m[1] ?? '').toLowerCase()] ?? 1;
    out.push(shareFigure(text, m.index ?? 0, (m.index ?? 0) + m[0].length, share * times));
  }
  for (const m of inEvery) {
    const at = m.index ?? 0;
    out.push(shareFigure(text, at, at + m[0].length, (100 * shareWord(m[1]!)) / shareWord(m[2]!)));
  }
  for (const m of text.toLowerCase().matchAll(/\b([a-z]+)\b/g)) {
    const word = m[1] ?? '';
    // "two thirds of" (or "two-thirds of") is a share (above), not a count of two; so is "one
    // third of", "one quarter of" (not a count of one beside the share).
    if (
      word in NUMBER_WORDS &&
      !inShare(m.index ?? 0) &&
      !/^[\s-]+(?:thirds?|quarters?|fifths?|half)\b/.test(text.slice((m.index ?? 0) + word.length))
    )
      out.push({
        value: NUMBER_WORDS[word] ?? 0,
        isYear: false,
        // "twenty percent": a share said in words.
        isPercent: /^\s+(?:percent|per\s+cent)\b/i.test(text.slice((m.index ?? 0) + word.length)),
        precision: 0.5,
        what: countedAfter(text, (m.index ?? 0) + m[0].length),
        head: countedHead(text, (m.index ?? 0) + m[0].length),
        owner: namesIn(clauseBefore(text, m.index ?? 0, 0)),
        about: aboutNames(clauseBefore(text, m.index ?? 0, 0)),
        isDate: false,
        // "did not exceed five percent", "more than twenty": bounded as a figure in digits is.
        ...(boundBefore(text, m.index ?? 0) ? { bound: boundBefore(text, m.index ?? 0) } : {}),
        context: contextOf(clauseBefore(text, m.index ?? 0, 0)),
      });
  }
  return out;
}

/**
 * Figures listed before the words they count share them: in "N200, N500 and N1,000 notes" all
 * three count notes; in "84 million registered voters in 2019 and 93.4 million in 2023" the
 * second counts registered voters too.
 */
function shareListedCounts(text: string, out: Figure[], spans: Array<[number, number]>): void {
  const counts = out.map((f, i) => ({ f, span: spans[i]! })).filter(({ f }) => !f.isYear && !f.isDate);
  const take = (to: Figure, from: Figure) => {
    if (to.what.length || !from.what.length || to.isPercent !== from.isPercent) return;
    to.what = from.what;
    to.head = from.head;
    if (from.alias) to.alias = from.alias;
  };
  for (let k = counts.length - 2; k >= 0; k--) {
    const [here, next] = [counts[k]!, counts[k + 1]!];
    if (LIST_JOIN.test(text.slice(here.span[1], next.span[0]))) take(here.f, next.f);
  }
  for (let k = 1; k < counts.length; k++) {
    const [before, here] = [counts[k - 1]!, counts[k]!];
    const between = text.slice(before.span[1], here.span[0]);
    // What the first counts, its year perhaps, then "and": "… voters in 2019 and 93.4 million".
    if (/\band\s*[N₦$]?$/i.test(between) && !/[.!?;]/.test(between)) take(here.f, before.f);
  }
}

/** Between a part and its whole: "25 million of Nigeria's 93 million …", "5 of the 18 …". */
const PART_OF =
  /^\s*(?:million|billion|thousand)?\s*of\s+(?:the\s+|its\s+|their\s+|\p{Lu}[\p{L}]*['’]s?\s+)?[N₦$]?$/iu;

/**
 * "Only 25 million of Nigeria's 93 million registered voters were accredited": the first figure
 * is a part of the second, counting what the second counts at the stage the verb after it says
 * (voters accredited); the second is the whole, as a share's whole is ("27 percent of the 93.4
 * million registered voters"), counting only what its words before the verb say.
 */
function partsOfWholes(text: string, out: Figure[], spans: Array<[number, number]>): void {
  const counts = out.map((f, i) => ({ f, span: spans[i]! })).filter(({ f }) => !f.isYear && !f.isDate);
  for (let k = 0; k + 1 < counts.length; k++) {
    const [part, whole] = [counts[k]!.f, counts[k + 1]!.f];
    if (part.what.length || part.isPercent || whole.isPercent || !whole.head) continue;
    if (!PART_OF.test(text.slice(counts[k]!.span[1], counts[k + 1]!.span[0]))) continue;
    const at = whole.what.indexOf(whole.head);
    const stage = whole.what.slice(at + 1).filter((w) => STAGES.has(w));
    part.what = [whole.head, ...stage];
    part.head = whole.head;
    whole.what = whole.what.filter((w) => !stage.includes(w));
    whole.ofShare = true;
  }
}

/**
 * In a claim giving two years, the year said of each figure: the first after it before the next
 * figure ("84 million in 2019 and 93.4 million in 2023"), else the last before it ("In 2023, 93.4
 * million …"), in its sentence (or clause, after a semicolon).
 */
function giveOwnYears(text: string, out: Figure[], spans: Array<[number, number]>): void {
  const years = out.flatMap((f, i) => (f.isYear ? [{ value: f.value, at: spans[i]![0] }] : []));
  if (new Set(years.map((y) => y.value)).size < 2) return;
  const others = out.flatMap((f, i) => (f.isYear ? [] : [{ f, span: spans[i]! }]));
  // A semicolon closes a clause as a full stop does: in "2019's register had 84m voters; 2023's had
  // 93.4m" the 84m is 2019's, not the year the next clause opens with.
  const sameSentence = (a: number, b: number) => !/[.!?;]\s/.test(text.slice(Math.min(a, b), Math.max(a, b)));
  others.forEach(({ f, span }, k) => {
    const nextAt = others[k + 1]?.span[0] ?? text.length;
    const previousAt = others[k - 1]?.span[1] ?? 0;
    const after = years.find((y) => y.at >= span[1] && y.at < nextAt && sameSentence(span[1], y.at));
    const before = years
      .filter((y) => y.at < span[0] && y.at >= previousAt && sameSentence(y.at, span[0]))
      .pop();
    f.year = (after ?? before)?.value;
  });
}

/** A month named without a day: 1..12, with what its clause says before it. */
export interface BareMonth {
  month: number;
  context: string[];
}

/** Month names as a gloss or an English claim writes them (capitalised: "may" is a verb). */
const MONTH_NAME = new RegExp(`\\b(${MONTHS.join('|')})\\b`, 'g');

/**
 * Months named without a day ("launched in October 2021", "held in April"); a month next to a
 * day number is a date, which `figures` reads.
 */
export function bareMonths(said: string): BareMonth[] {
  const text = spelledNumbers(standardForms(said));
  const out: BareMonth[] = [];
  for (const m of text.matchAll(MONTH_NAME)) {
    const at = m.index ?? 0;
    const end = at + m[0].length;
    const dayBefore = /\d{1,2}(?:st|nd|rd|th)?\s*(?:of\s+)?$/i.test(text.slice(Math.max(0, at - 8), at));
    const dayAfter = /^\.?\s+\d{1,2}(?!\d)/.test(text.slice(end, end + 6));
    if (!dayBefore && !dayAfter)
      out.push({ month: monthOf(m[1]!), context: contextOf(clauseBefore(text, at, 0)) });
  }
  return out;
}

/**
 * A month against the passage's dates: the date whose clause shares most with the month's
 * (the governorship date for "governorship … in April") agrees when it falls in that month.
 */
export function compareMonth(claimed: BareMonth, all: Figure[]): 'agrees' | 'conflicts' | 'silent' {
  const dates = all.filter((f) => f.isDate);
  if (dates.length === 0) return 'silent';
  const shared = (t: Figure) => t.context.filter((w) => claimed.context.includes(w)).length;
  const best = Math.max(...dates.map(shared));
  const closest = best > 0 ? dates.filter((t) => shared(t) === best) : dates;
  return closest.some((t) => Math.floor(t.value / 100) === claimed.month) ? 'agrees' : 'conflicts';
}

/**
 * How a claimed figure stands against a passage's: `agrees` or `conflicts` with a figure of the
 * same owner and the same thing ("40 states" against "36 states"), or `silent` when the passage
 * only counts other things ("774 local government areas" says nothing of states). When neither
 * side says what its figures count, every figure of the passage (of that owner) is compared.
 */
export function compareFigure(
  claimed: Figure,
  all: Figure[],
  claimNames?: string[],
): 'agrees' | 'conflicts' | 'silent' {
  return comparedFigure(claimed, all, claimNames).outcome;
}

/** compareFigure's outcome, with the passage's figures it was settled against. */
export function comparedFigure(
  claimed: Figure,
  all: Figure[],
  claimNames?: string[],
): { outcome: 'agrees' | 'conflicts' | 'silent'; against: Figure[] } {
  // Dates with dates, shares with shares, counts with counts ("the highest in 28 years" is not
  // compared with "34.19 percent year on year"); then whose figure comes first: Obi's votes are
  // compared with Obi's, not with the winner's.
  // Voters registered, accredited or voting are three counts (93.4, 25.3 and 25 million); the
  // whole a share is of is the count of another passage (unless the claim gives it so too).
  let theirs = all.filter(
    (t) =>
      t.isDate === claimed.isDate &&
      t.isPercent === claimed.isPercent &&
      !aboutSomeoneElse(t, claimNames) &&
      !anotherStage(claimed, t) &&
      (!t.ofShare || claimed.ofShare === true) &&
      // A change's size is compared only with a change's size: "raised … by 26.25%" against "to 26.25 percent" says nothing.
      (!claimed.movedBy || t.movedBy === true),
  );
  // A large figure given precisely, said of the same thing by no one else ("INEC has 176,846
  // polling units" against "Nigeria has 176,846 polling units, after INEC converted ... into
  // 56,872 new polling units"): the same figure is the same count, whoever the clause names.
  // (Not a bounded one: "less than 176,846" is not said by 176,846.)
  const distinctive = !claimed.bound && claimed.value >= 1000 && claimed.precision <= 0.01 * claimed.value;
  // The claim's "Labour Party" owns the source's figure of "Peter Obi (LP)": a name by its initials.
  const initials = initialsOf(claimed.owner);
  const owns = (t: Figure) => t.owner.some((name) => claimed.owner.includes(name) || initials.has(name));
  const unowned = (t: Figure) => t.owner.length === 0 || owns(t);
  // (A figure that says nothing of what it counts, "from 119,974 to 176,846", is known by itself.)
  // Two that name what they count count the same thing only under the same noun: "87 million
  // voters" is not the 87,209,007 permanent voter cards collected, though both say "voter".
  const sameCount = (t: Figure) =>
    claimed.what.length === 0 ||
    (claimed.head && t.head ? sameHead(claimed, t) : t.what.some((w) => claimed.what.includes(w)));
  const distinctMatches = theirs.filter((t) => unowned(t) && sameFigure(claimed, t) && sameCount(t));
  if (distinctive && distinctMatches.length) return { outcome: 'agrees', against: distinctMatches };
  const sameOwner = theirs.filter(owns);
  // A body in capitals the claim names ("INEC has at least 170,000 polling units") acts or
  // reports: what it did in the passage ("after INEC converted … into 56,872 new polling units")
  // is not its count when a figure no one owns counts just what the claim counts (176,846).
  const countsJust = (t: Figure) =>
    t.what.length > 0 &&
    t.what.length === claimed.what.length &&
    t.what.every((w) => claimed.what.includes(w));
  const bodiesOnly = claimed.owner.every((name) => !claimed.about.includes(name));
  const reportedBy =
    bodiesOnly && !sameOwner.some(countsJust) && theirs.some((t) => t.owner.length === 0 && countsJust(t));
  if (sameOwner.length && !reportedBy) theirs = sameOwner;
  const sameThing = theirs.filter((t) =>
    claimed.head && t.head ? sameHead(claimed, t) : t.what.some((w) => claimed.what.includes(w)),
  );
  const unknowable = claimed.what.length === 0 || theirs.every((t) => t.what.length === 0);
  // With no word after it to say what it counts, a figure is known by its clause: "the
  // unemployment rate is 33 percent" is not compared with "the policy rate … 26.25 percent".
  // (What its clause says after it too: "… grew by 3.46 percent … in the fourth quarter".)
  const sameClause = theirs.filter((t) => sharesHalfOf(aboutOf(claimed), [...aboutOf(t), ...(t.rest ?? [])]));
  // Of several counts of the same thing, those saying all the claim says of it: "registered
  // voters" is the register's 93.4 million, not the 25.3 million accredited voters beside it.
  const fuller = sameThing.filter((t) => claimed.what.every((w) => t.what.includes(w)));
  // Of those, the ones saying no more than the claim: "the polling units … are more than 170,000"
  // is the count of polling units (176,846), not of the "56,872 new polling units" beside it.
  const exact = fuller.filter((t) => t.what.every((w) => claimed.what.includes(w)));
  const comparable = [exact, fuller, sameThing].find((list) => list.length) ?? (unknowable ? sameClause : []);
  if (comparable.length === 0) {
    // A large figure given precisely ("8,809 wards" against "8,809 registration areas, also
    // called wards") does not repeat by chance: the same figure is the same thing.
    // Not under another noun, though: voters are not voter cards, whatever the figure.
    const otherNoun = (t: Figure) => Boolean(claimed.head && t.head) && !sameHead(claimed, t);
    const same = theirs.filter((t) => sameFigure(claimed, t) && !otherNoun(t));
    return distinctive && same.length
      ? { outcome: 'agrees', against: same }
      : { outcome: 'silent', against: [] };
  }
  const against = closestInContext(claimed, comparable);
  return { outcome: against.some((t) => withinBound(claimed, t)) ? 'agrees' : 'conflicts', against };
}

/** "… percent of the" before a figure: the whole of a share. */
const OF_SHARE = /(?:%|\bper\s*cent|\bpercent)\s+of\s+(?:the\s+)?$/i;

/**
 * The stages of an election's count, each its own figure: registered, accredited (or turned
 * out), voted or cast, valid or rejected, collected (voter cards).
 */
const STAGES = new Set(
  ['registered', 'accredited', 'cast', 'valid', 'rejected', 'invalid', 'collected', 'distributed'].map((w) =>
    stemOf(w),
  ),
);
/**
 * The stages a figure names: those of what it counts when it names one there ("24,965,218 votes
 * were cast" is the count cast, whatever its clause took from the registered voters beside it),
 * else those of its clause.
 */
const stagesOf = (f: Figure) => {
  const counted = f.what.filter((w) => STAGES.has(w));
  return new Set(counted.length ? counted : f.context.filter((w) => STAGES.has(w)));
};
/**
 * A claimed figure's stages, read after it too when nothing before it names one: "Under 80
 * million voters were on the 2023 voter register" counts the register, not the accredited.
 * (Only the claim's: a passage's clause after a figure runs on to other counts.)
 */
const claimedStagesOf = (f: Figure) => {
  const stages = stagesOf(f);
  return stages.size > 0 ? stages : new Set((f.rest ?? []).filter((w) => STAGES.has(w)));
};

/** Each names a stage of the count, and none the other's: "accredited 40 million voters" is not the register's figure. */
function anotherStage(claimed: Figure, t: Figure): boolean {
  // A share's words name its whole as often as its part ("27 percent of the registered voters").
  if (claimed.isPercent) return false;
  const ours = claimedStagesOf(claimed);
  const theirs = stagesOf(t);
  return ours.size > 0 && theirs.size > 0 && ![...ours].some((w) => theirs.has(w));
}

/**
 * What a claimed figure counts is what the passage's counts, by its noun or its other name, and
 * not another kind of it: "local government areas" are not "registration areas", though both
 * count areas (each says what kind before the noun, and the two kinds share no word).
 */
const sameHead = (claimed: Figure, t: Figure) =>
  (claimed.head === t.head || claimed.head === t.alias) && !otherKind(claimed, t);

/** The words before a figure's counted noun: what kind of it ("local government" areas). */
const kindOf = (f: Figure) => {
  const at = f.head ? f.what.indexOf(f.head) : -1;
  return at > 0 ? f.what.slice(0, at) : [];
};

function otherKind(claimed: Figure, t: Figure): boolean {
  if (claimed.head !== t.head) return false;
  const ours = kindOf(claimed);
  const theirs = kindOf(t);
  return ours.length > 0 && theirs.length > 0 && !ours.some((w) => theirs.includes(w));
}

/** The initials of each run of two to four names in a row ("labour", "party": "lp"). */
function initialsOf(names: string[]): Set<string> {
  const out = new Set<string>();
  for (let from = 0; from < names.length; from++)
    for (let to = from + 2; to <= Math.min(names.length, from + 4); to++)
      out.add(
        names
          .slice(from, to)
          .map((n) => n.charAt(0))
          .join(''),
      );
  return out;
}

/** Verbs of reporting: who comes before one reports the figure ("The NBS reported ..."). */
const REPORTING =
  /\b(?:reported|reports|said|says|announced|announces|declared|declares|published|estimated|estimates|recorded|records|showed|shows|put|puts|listed|lists)\b/gi;

/**
 * Whom or where a figure is about: the names of its clause after any reporting verb, without
 * acronyms (INEC, NBS, APC report or stand; "Lagos State had 7,060,195 registered voters" is
 * about Lagos, "INEC declared Bola Ahmed Tinubu winner with 8,794,726 votes" about Tinubu).
 */
function aboutNames(clause: string): string[] {
  const reported = [...clause.matchAll(REPORTING)].pop();
  const after = reported ? clause.slice((reported.index ?? 0) + reported[0].length) : clause;
  return namesIn(after, { acronyms: false });
}

/** The states (and the FCT), lower-cased word by word: "akwa", "ibom", "lagos". */
const STATE_WORDS = new Set(STATES.flatMap((state) => state.toLowerCase().split(' ')));

/**
 * A passage figure about a state the claim never names ("Lagos State had 7,060,195 registered
 * voters" for a claim about the national register, "Nigeria has 93.4 million registered voters"
 * among them) is that state's, not the claim's. Only
 * states: a body or a committee in the clause ("The CBN Monetary Policy Committee raised the
 * rate to 26.25 percent") is who acted, not whose figure it is, and a person's figure is told
 * apart by its owner (compareFigure's sameOwner).
 */
function aboutSomeoneElse(theirs: Figure, claimNames: string[] | undefined): boolean {
  // Without the claim's names (a caller comparing figures alone) every figure is compared.
  if (!claimNames) return false;
  const states = theirs.about.filter((name) => STATE_WORDS.has(name) && name !== 'niger');
  return states.length > 0 && !states.some((name) => claimNames.includes(name));
}
/** Words that say a figure is a rate or a level, but not of what: "rate" alone is no clause. */
const MEASURE_WORDS = new Set(
  ['rate', 'level', 'figure', 'number', 'total', 'share', 'percent'].flatMap((w) => [w, stemOf(w)]),
);

/**
 * A passage figure that measures just what the claimed one does: the same kind (share or count),
 * and every word of the claimed figure's clause and of what it counts said of the passage's
 * figure too (a measure word aside). "Inflation fell to 20 percent" against "headline inflation
 * of 34.19 percent" is; "food inflation reached 40 percent" is not (the source says nothing of
 * food), nor is Kwankwaso's count against the winner's (the names of a clause are in its words).
 */
export function measuresTheSame(claimed: Figure, theirs: Figure[]): boolean {
  // A body in capitals ("INEC accredited …") acts or reports; it is not what is measured. Only the
  // first: one after it is what the body acts on ("CBN keeps MPR at 18.75%" measures the MPR).
  const body = (w: string) => claimed.owner[0] === w && !claimed.about.includes(w);
  // Unless it is all the clause names: "the MPR was left unchanged at 18.75%" measures the MPR.
  const bodyOnly = aboutOf(claimed).every((w) => MEASURE_WORDS.has(w) || body(w));
  const measure = (w: string) => MEASURE_WORDS.has(w) || (!bodyOnly && body(w));
  return theirs.some((t) => {
    if (t.isDate || t.isYear || t.isPercent !== claimed.isPercent) return false;
    // Its other name too: "9,000 wards" against "8,809 registration areas, also called wards".
    // And what its clause says after it: "… PVCs had been collected" for "… PVCs were collected".
    const theirAbout = [...aboutOf(t), ...(t.alias ? [t.alias] : []), ...(t.rest ?? [])];
    const said = (w: string) => measure(w) || theirAbout.includes(w);
    // A share said bare ("Almost 70 percent of Nigerians are multidimensionally poor") is known by
    // what its clause says after it.
    const claimedAbout = aboutOf(claimed).length
      ? aboutOf(claimed)
      : claimed.isPercent
        ? (claimed.rest ?? [])
        : [];
    return (
      claimed.context.every(said) &&
      // A figure the source leaves bare ("Peter Obi (LP) 6,101,533" after "polled … votes") is
      // known by its clause alone.
      (t.what.length === 0 || claimed.what.every(said)) &&
      claimedAbout.some((w) => !measure(w) && theirAbout.includes(w))
    );
  });
}

/**
 * A passage figure counting the same thing of the same person or place: "Tinubu won … with over
 * 10 million votes" against "… Bola Ahmed Tinubu (APC) winner … with 8,794,726 votes" is his
 * count, though the claim's "won" is not the source's "winner". The passage figure must say
 * nothing of what it counts that the claim does not ("registered" voters for "accredited" ones).
 */
export function countsTheSameOf(claimed: Figure, theirs: Figure[]): boolean {
  if (!claimed.head || claimed.about.length === 0) return false;
  const claimSays = new Set([...claimed.what, ...claimed.context]);
  return theirs.some(
    (t) =>
      !t.isDate &&
      !t.isYear &&
      t.isPercent === claimed.isPercent &&
      t.head !== undefined &&
      sameHead(claimed, t) &&
      t.about.some((name) => claimed.about.includes(name)) &&
      t.what.every((w) => claimSays.has(w)),
  );
}

/** What a figure is about, said before or after it: "34.19% inflation" is "inflation of 34.19 percent". */
const aboutOf = (f: Figure) => [...f.context, ...f.what];

function sharesHalfOf(ours: string[], theirs: string[]): boolean {
  if (ours.length === 0) return true;
  const shared = ours.filter((w) => theirs.includes(w));
  return shared.length * 2 >= ours.length && shared.some((w) => !MEASURE_WORDS.has(w));
}

/**
 * Of several comparable figures, those whose clause shares most with the claim's ("the
 * presidential election … 18 March" is compared with the presidential date, not the
 * governorship one); all of them when no clause shares anything.
 */
function closestInContext(claimed: Figure, comparable: Figure[]): Figure[] {
  const shared = (t: Figure) => t.context.filter((w) => claimed.context.includes(w)).length;
  const best = Math.max(...comparable.map(shared));
  return best > 0 ? comparable.filter((t) => shared(t) === best) : comparable;
}

/**
 * Equal within rounding: within the precision either side was written to ("7 million" is
 * 7,060,195), or cut short to it (people write the leading digits: Atiku's 6,984,520 votes are
 * "6.9 million", the register's 93,469,008 "93 million"), or within 0.6 % for large figures
 * (93.4 million is 93,469,008, as INEC's figure is usually quoted); 36 does not match 37, nor
 * 800 774.
 */
export function sameFigure(a: Figure, b: Figure): boolean {
  if (a.isPercent !== b.isPercent || a.isDate !== b.isDate) return false;
  // A day is that day: "26 October" (1026) is not "25 October" (1025), however near as numbers
  // (a date of October to December is written 1001-1231, in reach of the counts' tolerance below).
  if (a.isDate) return a.value === b.value;
  if (Math.abs(a.value - b.value) <= Math.max(a.precision, b.precision) * (1 + 1e-9)) return true;
  const [coarse, fine] = a.precision >= b.precision ? [a, b] : [b, a];
  const lastDigit = 2 * coarse.precision;
  if (
    coarse.precision > fine.precision &&
    coarse.value > 0 &&
    fine.value >= coarse.value &&
    fine.value < coarse.value + lastDigit
  )
    return true;
  const big = Math.max(Math.abs(a.value), Math.abs(b.value));
  if (big < 1000) return false;
  return Math.abs(a.value - b.value) / big <= 0.006;
}
