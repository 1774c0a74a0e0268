import { figureFor, sideOf, type Found } from './comparisons.js';
import { figures, type Figure } from './numbers.js';
import { nearness } from './nearness.js';

/**
 * A results list: several candidates' counts in one sentence, what they count said once
 * ("Tinubu polled 8.79m votes, Atiku 6.98m and Obi 6.1m"). Each figure is its name's: compared
 * with the whole sentence, Tinubu's count was read against the source giving Atiku's and Obi's,
 * and a list of right counts came out misleading. Here each name's count is looked up in the
 * sources as a side of a comparison is (comparisons.ts), and all of them settle the claim.
 */
export interface ListedCount {
  name: string;
  figure: Figure;
}

/**
 * One entry: a name (up to three capitalised words), an optional verb, its figure with any bound
 * before it ("over 8 million" is read as a bound, numbers.ts) and what it counts.
 */
const ENTRY =
  /^((?:\p{Lu}[\p{L}'’-]*\s+){0,2}\p{Lu}[\p{L}'’-]*)\s+(?:(?:also\s+)?(?:polled|got|scored|received|obtained|garnered|secured|won|had|with)\s+)?((?:(?:about|over|nearly|almost|more\s+than|less\s+than|under)\s+)?[N₦]?\d[\d,.]*\s*(?:m|bn|k|million|billion|thousand)?)\b\s*(.*)$/u;

/** Verbs of a result: what the list counts is votes when the sentence does not say. */
const POLLING = /\b(?:polled|scored|garnered|got|received)\b/i;

const YEAR = /\b(?:19|20)\d{2}\b/;

/** The names and counts of a results list, with what they count, or null when it is not one. */
export function resultsListIn(
  claim: string,
): { counts: ListedCount[]; counted: string; year?: number } | null {
  const text = claim.replace(/[.!?]+\s*$/, '').trim();
  const year = figures(text).find((f) => f.isYear)?.value;
  const pieces = text
    .replace(/\s+(?:in|at|during)\s+the\s+(?:19|20)\d{2}\b.*$/i, '')
    .split(/,\s*(?:and\s+)?|\s+and\s+/);
  if (pieces.length < 2) return null;
  const entries = pieces.map((piece) => ENTRY.exec(piece.trim()));
  if (entries.some((e) => !e)) return null;
  const counted =
    entries.map((e) => (e![3] ?? '').replace(YEAR, '').trim()).find((what) => /^\p{Ll}/u.test(what)) ??
    (POLLING.test(text) ? 'votes' : '');
  if (!counted || counted.split(/\s+/).length > 3) return null;
  const counts = entries.map((e) => {
    const found = figures(`${e![2]} ${counted}`).filter((f) => !f.isYear);
    return found.length === 1 ? { name: e![1]!, figure: found[0]! } : null;
  });
  if (counts.some((c) => !c) || new Set(counts.map((c) => c!.name)).size < counts.length) return null;
  return { counts: counts as ListedCount[], counted, ...(year !== undefined ? { year } : {}) };
}

/** Each listed name's count as the sources give it, or null unless every one is found. */
function countsFound(claim: string, passages: string[]): Array<{ listed: ListedCount; found: Found }> | null {
  const list = resultsListIn(claim);
  if (!list) return null;
  const found = list.counts.map((listed) => {
    const side = sideOf(`${listed.name} ${list.counted}`);
    const theirs = figureFor({ ...side, year: list.year }, passages);
    return theirs && !theirs.figure.isPercent ? { listed, found: theirs } : null;
  });
  return found.every(Boolean) ? (found as Array<{ listed: ListedCount; found: Found }>) : null;
}

/**
 * How the sources stand on a results list: every count right as rounded supports it, one far off
 * disputes it (misleading beside right ones). One only close ("9 million" for 8,794,726) is left
 * to the stance judge, which says by how much (mostly true, nuance.ts).
 */
export function judgeResultsList(
  claim: string,
  passages: string[],
): {
  passages: number[];
  stance: 'supports' | 'disputes';
  counts: { agreed: number[]; of: number; conflicted: number[] };
} | null {
  const found = countsFound(claim, passages);
  if (!found) return null;
  const near = found.map(({ listed, found: theirs }) => nearness(listed.figure, theirs.figure));
  const indices = (want: (n: string) => boolean) => near.flatMap((n, i) => (want(n) ? [i] : []));
  const conflicted = indices((n) => n === 'far');
  if (!conflicted.length && near.includes('close')) return null;
  return {
    passages: [...new Set(found.map(({ found: theirs }) => theirs.passage))],
    stance: conflicted.length ? 'disputes' : 'supports',
    // Which counts were right and which wrong: one wrong beside right ones is misleading (nuance.ts).
    counts: { agreed: indices((n) => n === 'rounded'), of: near.length, conflicted },
  };
}

/**
 * The two sentences a write-up quotes for a results list: a wrong count's first, then one from
 * another passage (or the next count's), so the reader sees the count that settles it.
 */
export function resultsListSentences(claim: string, passages: string[]): [Found, Found] | null {
  const found = countsFound(claim, passages);
  if (!found) return null;
  const wrong = found.find(({ listed, found: theirs }) => nearness(listed.figure, theirs.figure) === 'far');
  const first = (wrong ?? found[0]!).found;
  const other =
    found.map((f) => f.found).find((f) => f.passage !== first.passage) ??
    found.map((f) => f.found).find((f) => f !== first);
  return other ? [first, other] : null;
}
