import { contentWords, sentencesOf } from '../retrieval/text.js';
import { bareMonths, figures, spelledOut, stemOf, type Figure } from './numbers.js';
import { standardForms } from './standard-forms.js';
import { STATES } from '../../shared/nigerian-states.js';
import { namesIn } from './names.js';

const STATE_WORDS = new Set(STATES.flatMap((state) => state.toLowerCase().split(' ')));

/**
 * Comparisons of two figures the sources give apart: "Nigeria had more registered voters in 2023
 * than in 2019" (two registers), "The MPR in May 2024 was higher than inflation in June 2024"
 * (the CBN's rate and the NBS's). No one passage says both; each side is looked up in the
 * passages on its own, and the two figures found settle the comparison.
 */

const COMPARATIVE =
  /^(.*?)\b(more|higher|greater|larger|bigger|fewer|less|lower|smaller)\b(.*?)\bthan\b(?:\s+(?:there\s+(?:were|was|are|is)|it\s+(?:was|is)))?(.*)$/i;
const MORE = /^(?:more|higher|greater|larger|bigger)$/i;
const COMBINED = /\b(?:combined|put\s+together|together)\b/gi;
const IS_COMBINED = /\b(?:combined|put\s+together|together)\b/i;
/** "than Atiku alone": one side by itself, against others counted together; no word of what is counted. */
const ALONE = /\b(?:alone|by\s+(?:him|her|it)self|on\s+(?:his|her|its)\s+own)\b/gi;
const NEGATED = /\b(?:not|never|no)\b|n't\b/i;
const MONTH = /^(?:january|february|march|april|may|june|july|august|september|october|november|december)$/i;
/** Words that say nothing of which figure a side means. */
const EMPTY = new Set(
  ['had', 'has', 'have', 'was', 'were', 'are', 'is', 'been', 'nigeria', 'nigerian', 'nigerians'].map(stemOf),
);

/**
 * Verbs of getting a count: they say nothing of which figure is meant ("Tinubu polled more votes"
 * is his count, which the source gives as "winner … with 8,794,726 votes"), in a headline's
 * present ("Obi Polls More Votes Than Atiku") as in the past.
 */
const GETTING =
  /^(?:poll(?:s|ed)|got|gets|get|scor(?:es|ed)|receiv(?:es|ed)|obtain(?:s|ed)|garner(?:s|ed)|secur(?:es|ed)|won|wins)$/i;

export interface ComparisonSide {
  /** Its words, stemmed: what it is a figure of. */
  words: string[];
  /** Its words as written (names: "lagos"). */
  raw: string[];
  year?: number | undefined;
  month?: number | undefined;
  /** Whom it is a figure of ("Kwankwaso"), other than a state: the figure must be said of them. */
  names: string[];
  /**
   * Of several, counted together ("than Atiku and Obi combined"): each one's figure of what the
   * other side counts, summed.
   */
  together?: string[] | undefined;
}

export interface Comparison {
  /** Whether the first side is said to be the larger. */
  more: boolean;
  sides: [ComparisonSide, ComparisonSide];
}

export function sideOf(text: string): ComparisonSide {
  const found = figures(text);
  const year = found.find((f) => f.isYear)?.value;
  const month = bareMonths(text)[0]?.month;
  const raw = contentWords(text.replace(/\b(?:19|20)\d{2}\b/g, ' ')).filter(
    (w) => !/\d/.test(w) && !MONTH.test(w),
  );
  const words = raw
    .filter((w) => !GETTING.test(w))
    .map(stemOf)
    .filter((w) => !EMPTY.has(w));
  // Names written as names ("Kwankwaso", "Obi"); not a state, nor an acronym ("PVCs", "MPR").
  const written = new Set((text.match(/(?<!\p{L})\p{Lu}\p{Ll}+/gu) ?? []).map((w) => w.toLowerCase()));
  const names = namesIn(text, { acronyms: false }).filter(
    (name) => written.has(name) && !STATE_WORDS.has(name),
  );
  return { words, raw, year, month, names };
}

/**
 * The comparison a claim makes of two figures, or null: a negated one is left alone, and so is
 * one giving a figure of its own ("grew more than 3 percent" is a bound, read by numbers.ts).
 */
export function comparisonIn(claim: string): Comparison | null {
  // "Voters in 2019 exceeded those of 2023" (with no figure of its own, checked below): a verb
  // of surpassing is "more than".
  const text = standardForms(claim)
    .replace(/[.!?]+\s*$/, '')
    // Who said it, closing the sentence (", a journalist said", ", according to the NBS"), is no
    // side of the comparison.
    .replace(
      /,\s*(?:(?:said|says|according\s+to)\s+[^,]{1,40}|[^,]{1,40}\s+(?:said|says|claimed|reported))$/i,
      '',
    )
    .replace(/\b(?:exceeded|exceeds|exceed|surpassed|surpasses|outnumbered|outnumber)\b/gi, 'more than');
  const m = COMPARATIVE.exec(text);
  if (
    !m ||
    NEGATED.test(text) ||
    /\d/.test(text.replace(/\b(?:19|20)\d{2}\b|\b\d{1,2}\s+\p{Lu}\p{Ll}+/gu, ''))
  )
    return null;
  const [, before = '', word = '', between = '', after = ''] = m;
  const first = sideOf(`${before} ${between}`.replace(COMBINED, ' ').replace(ALONE, ' '));
  const second = sideOf(after.replace(COMBINED, ' ').replace(ALONE, ' '));
  // "more votes than Atiku and Obi combined": theirs summed, each counted as the first side is;
  // so are the first side's ("Tinubu and Obi together polled fewer votes than Atiku alone").
  if (IS_COMBINED.test(after) && second.names.length >= 2) {
    const counted = first.words.filter((w) => !first.names.includes(w));
    Object.assign(second, { words: counted, raw: first.raw, together: second.names, names: [] });
  } else if (IS_COMBINED.test(`${before} ${between}`) && first.names.length >= 2) {
    const counted = first.words.filter((w) => !first.names.includes(w));
    Object.assign(first, { words: counted, together: first.names, names: [] });
    // The one alone is counted as the others are ("… than Atiku": Atiku's votes).
    if (second.words.every((w) => second.names.includes(w)))
      Object.assign(second, { words: [...counted, ...second.words] });
  }
  // "… in 2023 than in 2019": the same thing in two periods; "PVCs … than registered voters in
  // 2023": two things, the period said once for both.
  if (second.words.length === 0)
    Object.assign(second, {
      words: first.words,
      raw: first.raw,
      names: second.names.length ? second.names : first.names,
    });
  first.year ??= second.year;
  second.year ??= first.year;
  if (first.words.length === 0) return null;
  const same = first.year === second.year && first.month === second.month;
  if (same && first.words.join(' ') === second.words.join(' ')) return null;
  return { more: MORE.test(word), sides: [first, second] };
}

export interface Found {
  figure: Figure;
  passage: number;
  /** The sentence of the passage that gives the figure. */
  sentence: string;
  /** How much of the side its clause and what it counts say (see figureFor). */
  score: number;
}

/**
 * The one figure of the passages a side means: in a passage of the side's year, in a sentence
 * saying every word of the side (with the passage's title), saying most of them of the figure
 * itself (its clause, what it counts, its other name), and not a state's the side does not name.
 * Null when none, or when the best figures found differ.
 */
export function figureFor(side: ComparisonSide, passages: string[]): Found | null {
  const found: Found[] = [];
  const wanted = new Set(side.words.flatMap(spelledOut));
  passages.forEach((passage, index) => {
    const [title = '', ...rest] = sentencesOf(passage);
    const years = figures(passage).filter((f) => f.isYear);
    if (side.year !== undefined && !years.some((f) => f.value === side.year)) return;
    if (side.month !== undefined && !bareMonths(passage).some((m) => m.month === side.month)) return;
    for (const sentence of rest) {
      // A capitalised word the sentence writes in lower case is a word opening the claim, no name
      // ("Registered voters fell …" against "… 84,004,084 registered voters").
      const names = side.names.filter(
        (name) => !new RegExp(`(?<!\\p{L})${name}(?!\\p{L})`, 'u').test(sentence),
      );
      const said = new Set(
        contentWords(`${title} ${sentence}`)
          .map(stemOf)
          .flatMap((w) => [w, ...spelledOut(w)]),
      );
      if (!side.words.every((w) => said.has(w))) continue;
      for (const figure of figures(sentence)) {
        if (figure.isYear || figure.isDate || figure.bound) continue;
        if (figure.about.some((name) => STATE_WORDS.has(name) && !side.raw.includes(name))) continue;
        // "Kwankwaso got more votes than Obi": his count, not the first count of the sentence.
        if (names.length && !names.some((name) => figure.about.includes(name))) continue;
        // What it counts says more of it than its clause ("93.4 million registered voters" is the
        // register; "24,965,218 votes were cast", after it, only shares its clause).
        const counts = new Set([...figure.what, ...(figure.alias ? [figure.alias] : [])]);
        const score = [...wanted].reduce(
          (sum, w) => sum + (counts.has(w) ? 2 : 0) + (figure.context.includes(w) ? 1 : 0),
          0,
        );
        if (score > 0) found.push({ figure, passage: index, sentence, score });
      }
    }
  });
  const best = Math.max(0, ...found.map((f) => f.score));
  const top = found.filter((f) => f.score === best);
  const [first] = top;
  if (!first) return null;
  const sameValue = (f: Found) =>
    f.figure.isPercent === first.figure.isPercent &&
    Math.abs(f.figure.value - first.figure.value) <= Math.max(f.figure.precision, 0.006 * first.figure.value);
  return top.every(sameValue) ? first : null;
}

/**
 * How the passages stand on a comparison: the passages giving the two figures support or dispute
 * it by those figures; null when either side is not found, or they are not of one kind (a share
 * against a count), or equal.
 */
/**
 * A side's figure: its own, or, for several counted together, the sum of each one's (found as a
 * side of that one alone would be); null when any is not found.
 */
function sideFigure(side: ComparisonSide, passages: string[]): Found | null {
  if (!side.together) return figureFor(side, passages);
  const each = side.together.map((name) =>
    figureFor({ ...side, words: [...side.words, name], names: [name], together: undefined }, passages),
  );
  if (each.some((found) => !found)) return null;
  const [first] = each as Found[];
  const value = (each as Found[]).reduce((sum, found) => sum + found.figure.value, 0);
  return { ...first!, figure: { ...first!.figure, value } };
}

export function judgeComparison(
  claim: string,
  passages: string[],
): { passages: number[]; stance: 'supports' | 'disputes'; figures: [Figure, Figure] } | null {
  const comparison = comparisonIn(claim);
  if (!comparison) return null;
  const first = sideFigure(comparison.sides[0], passages);
  const second = sideFigure(comparison.sides[1], passages);
  if (!first || !second || first.figure.isPercent !== second.figure.isPercent) return null;
  if (first.figure === second.figure || first.figure.value === second.figure.value) return null;
  const larger = first.figure.value > second.figure.value;
  return {
    passages: [...new Set([first.passage, second.passage])],
    stance: larger === comparison.more ? 'supports' : 'disputes',
    figures: [first.figure, second.figure],
  };
}

/**
 * The sentences that give the two figures a comparison is settled by, in the claim's order
 * (one sentence twice when it gives both), for saying both figures to the reader; null when
 * the claim compares nothing or a side's figure is not found.
 */
export function comparisonSentences(claim: string, passages: string[]): [Found, Found] | null {
  const comparison = comparisonIn(claim);
  if (!comparison) return null;
  const first = sideFigure(comparison.sides[0], passages);
  const second = sideFigure(comparison.sides[1], passages);
  return first && second ? [first, second] : null;
}
