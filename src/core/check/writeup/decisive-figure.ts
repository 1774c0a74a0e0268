import { figures, type Figure } from '../stance/numbers.js';
import { MONTHS } from '../stance/standard-forms.js';

/**
 * What a figure counts, among the subjects a write-up in Pidgin, Hausa, Yoruba or Igbo has words
 * for (see figure-wording.ts). A count of things (`count`), a rate in percent (`rate`), or one
 * candidate's votes (`votes`).
 */
export type FigureSubject =
  | 'registeredVoters'
  | 'pvcs'
  | 'states'
  | 'lgas'
  | 'wards'
  | 'pollingUnits'
  | 'parties'
  | 'population'
  | 'votes'
  | 'inflation'
  | 'unemployment'
  | 'mpr'
  | 'gdpGrowth';

/** When a figure is for, as its source says it: a year, with a month or a quarter (1–4) of it. */
export interface FigurePeriod {
  year: number;
  month?: number;
  quarter?: number;
}

/**
 * The decisive evidence as structured parts: the figure as the source writes it ("93,469,008",
 * "34.19"), what it counts, when, whose (a candidate's votes), and whether the source gives it
 * of Nigeria. The write-up states it in the claim's language.
 */
export interface DecisiveFigure {
  subject: FigureSubject;
  figure: string;
  percent: boolean;
  period?: FigurePeriod;
  /** The candidate whose votes they are, as the source writes the name ("Atiku Abubakar"). */
  owner?: string;
  /** The source says it of Nigeria ("Nigeria has 774 local government areas"). */
  nigeria: boolean;
  /**
   * The same subject's figure for another year, when the quote gives both ("… 84,004,084
   * registered voters … 93,469,008 registered voters" for 2019 and 2023): the later one.
   */
  then?: { figure: string; period: FigurePeriod };
  /** The other candidate's votes, when the claim names two the quote gives ("Obi got more votes than Atiku"). */
  rival?: { owner: string; figure: string };
}

const QUARTERS = ['first', 'second', 'third', 'fourth'];
const MONTH_YEAR = new RegExp(`\\b(${MONTHS.join('|')})\\s+((?:19|20)\\d{2})\\b`, 'i');
const QUARTER_YEAR = new RegExp(`\\b(${QUARTERS.join('|')})\\s+quarter\\s+of\\s+((?:19|20)\\d{2})\\b`, 'i');
const YEAR = /\b(?:19|20)\d{2}\b/g;

/** A count's subject, from the words right after the figure ("93,469,008 registered voters"). */
const COUNTED: Array<[RegExp, FigureSubject]> = [
  [/^registered voters\b/i, 'registeredVoters'],
  [/^(?:permanent )?voter cards\b|^PVCs\b/i, 'pvcs'],
  [/^states\b/i, 'states'],
  [/^local government areas\b|^local governments\b|^LGAs\b/i, 'lgas'],
  [/^registration areas\b|^wards\b/i, 'wards'],
  [/^polling units\b/i, 'pollingUnits'],
  [/^(?:registered )?political parties\b/i, 'parties'],
];

/** A rate's subject, from the words of its clause before the figure ("headline inflation of 34.19 percent"). */
const RATED: Array<[RegExp, FigureSubject]> = [
  [/\binflation\b/i, 'inflation'],
  [/\bunemployment\b/i, 'unemployment'],
  [/\bMonetary Policy Rate\b|\bMPR\b/, 'mpr'],
  [/\b(?:GDP|economy)\b.*\bgr[eo]w/i, 'gdpGrowth'],
];

/** Capitalised words naming a rate or its reporting body, not a place or a person it is of. */
const INSTITUTIONAL = new Set(
  'monetary policy committee rate mpr national bureau statistics central bank nigeria headline consumer price index real gdp'.split(
    ' ',
  ),
);

/** "a population of 216,783,381": the figure is the population itself, not a share of it. */
const POPULATION_BEFORE = /\bpopulation\s+(?:of|was|is|stood at|reached)\s*$/i;

/** How a figure is written in the source: grouped digits for a count, as given for a percent. */
const writtenAs = (f: Figure) => (f.isPercent ? String(f.value) : f.value.toLocaleString('en-US'));

/** What ends a figure's clause: "; ", ", ", a bracket, or the " … " between two quoted sentences. */
const CLAUSE_ENDS = ['; ', ', ', '(', ' … '];

/** The clause of `text` around [at, end): between the nearest CLAUSE_ENDS each side. */
function clauseAround(text: string, at: number, end: number): string {
  const starts = CLAUSE_ENDS.map((s) => [text.lastIndexOf(s, at), s.length] as const);
  const start = Math.max(0, ...starts.filter(([i]) => i >= 0).map(([i, length]) => i + length));
  const stops = CLAUSE_ENDS.map((s) => text.indexOf(s, end)).filter((i) => i >= 0);
  return text.slice(start, stops.length ? Math.min(...stops) : text.length);
}

/** The period a text gives, its month or quarter too; null unless it names exactly one year. */
function periodIn(text: string): FigurePeriod | null {
  const years = [...new Set(text.match(YEAR) ?? [])];
  if (years.length !== 1) return null;
  const year = Number(years[0]);
  const month = MONTH_YEAR.exec(text);
  if (month && Number(month[2]) === year)
    return { year, month: MONTHS.findIndex((name) => name.toLowerCase() === month[1]!.toLowerCase()) + 1 };
  const quarter = QUARTER_YEAR.exec(text);
  if (quarter && Number(quarter[2]) === year)
    return { year, quarter: QUARTERS.indexOf(quarter[1]!.toLowerCase()) + 1 };
  return { year };
}

/** The capitalised words of `before` that are among a figure's `about` names, joined ("Bola Ahmed Tinubu"). */
function ownerName(before: string, about: string[]): string | undefined {
  const names = new Set(about);
  const words = before.match(/\p{Lu}[\p{L}'’-]*/gu) ?? [];
  const run = words.filter((w) => names.has(w.toLowerCase()));
  return run.length ? run.join(' ') : undefined;
}

interface Candidate {
  parts: DecisiveFigure;
  source: Figure;
}

function readCandidate(quote: string, f: Figure, from: number, previousEnd: number): Candidate | null {
  if (f.isYear || f.isDate || f.earlier || f.ofShare || f.bound || f.upper !== undefined) return null;
  const written = writtenAs(f);
  const at = quote.indexOf(written, from);
  if (at < 0 || /\d/.test(quote[at + written.length] ?? '') || /[\d.,]/.test(quote[at - 1] ?? ''))
    return null;
  const end = at + written.length;
  const after = quote
    .slice(end)
    .replace(/^\s*(?:percent|per cent|%)/i, '')
    .trimStart();
  const before = quote.slice(previousEnd, at);
  const clause = clauseAround(quote, at, end);
  const clauseBefore = clause.slice(0, clause.indexOf(written));
  let subject: FigureSubject | undefined;
  if (f.isPercent) subject = RATED.find(([words]) => words.test(clauseBefore))?.[1];
  else if (POPULATION_BEFORE.test(before)) subject = 'population';
  else if (/^votes\b/i.test(after) || (f.head === undefined && f.context.includes('vot') && f.about.length))
    subject = 'votes';
  else subject = COUNTED.find(([words]) => words.test(after))?.[1];
  if (!subject) return null;
  const owner = subject === 'votes' ? ownerName(before, f.about) : undefined;
  // Votes are a candidate's; any other figure is the country's, not a place's or a person's (a
  // rate's reporting body and its own name aside: "The CBN Monetary Policy Committee raised …").
  const others = f.about.filter((name) => !(f.isPercent && INSTITUTIONAL.has(name)));
  if (subject === 'votes' ? !owner : others.length > 0) return null;
  const period = periodIn(clause);
  return {
    parts: {
      subject,
      figure: written,
      percent: f.isPercent,
      ...(period ? { period } : {}),
      ...(owner ? { owner } : {}),
      nigeria: /\bNigeria(?:'s|’s)?\b/.test(clauseBefore),
    },
    source: f,
  };
}

/**
 * The figure of the decisive quote that settles the claim, as structured parts, or null when
 * none counts a subject the write-up has words for. Of several, the one owned by a name the
 * claim gives (its candidate's votes), else the one counting what the claim's figure counts,
 * else the first. `claim` is read in English; `title` is the source's, whose one year is the
 * figure's when its own clause names none ("Result of the 2023 presidential election").
 */
export function decisiveFigure(claim: string, quote: string, title = ''): DecisiveFigure | null {
  const candidates: Candidate[] = [];
  let from = 0;
  for (const f of figures(quote)) {
    const found = readCandidate(quote, f, from, from);
    const written = quote.indexOf(writtenAs(f), from);
    if (written >= 0 && !f.isYear) from = written + writtenAs(f).length;
    if (found) candidates.push(found);
  }
  if (!candidates.length) return null;
  const claimWords = new Set(claim.toLowerCase().match(/\p{L}+/gu) ?? []);
  const claimed = figures(claim).filter((f) => !f.isYear && !f.isDate);
  const chosen =
    candidates.find((c) => c.source.about.some((name) => claimWords.has(name))) ??
    candidates.find((c) => claimed.some((f) => f.head !== undefined && f.head === c.source.head)) ??
    candidates.find((c) => claimed.some((f) => f.isPercent === c.parts.percent)) ??
    candidates[0]!;
  const named = (c: Candidate) => c.source.about.some((name) => claimWords.has(name));
  const rival = candidates.find(
    (c) => c !== chosen && c.parts.subject === 'votes' && c.parts.owner !== chosen.parts.owner && named(c),
  );
  const parts: DecisiveFigure =
    chosen.parts.subject === 'votes' && named(chosen) && rival
      ? { ...chosen.parts, rival: { owner: rival.parts.owner!, figure: rival.parts.figure } }
      : chosen.parts;
  if (parts.period) return withOtherYear({ ...chosen, parts }, candidates);
  const period = periodIn(title);
  return period ? { ...parts, period: { year: period.year } } : parts;
}

/**
 * Both years' figures of one subject when the quote gives them (a claim about a change between
 * two years is settled by both), the earlier first: a reader sees the 2023 register beside the
 * 2019 one, not only the first quoted.
 */
function withOtherYear(chosen: Candidate, candidates: Candidate[]): DecisiveFigure {
  const year = chosen.parts.period!.year;
  const other = candidates.find(
    (c) =>
      c !== chosen &&
      c.parts.subject === chosen.parts.subject &&
      c.parts.owner === chosen.parts.owner &&
      c.parts.period !== undefined &&
      c.parts.period.year !== year,
  );
  if (!other) return chosen.parts;
  const [first, second] =
    other.parts.period!.year < year ? [other.parts, chosen.parts] : [chosen.parts, other.parts];
  return { ...first, then: { figure: second.figure, period: second.period! } };
}
