import { figureFor, sideOf, type Found } from './comparisons.js';
import { figures, withinBound, type Figure } from './numbers.js';
import { namesIn } from './names.js';
import { standardForms } from './standard-forms.js';

/**
 * Gaps between two shares of the votes cast, in percentage points: "Tinubu's share of the votes
 * cast was about 7 percentage points higher than Atiku's" is his 8,794,726 and Atiku's 6,984,520
 * of the 24,965,218 cast (35.2 and 28.0 percent: 7.2 points); "Obi trailed Tinubu by more than 20
 * percentage points" is Tinubu's share less Obi's. Each count is looked up in the passages as a
 * share's are (shares.ts); the difference of the two shares settles the claim.
 */

const POINTS = /\bpercentage\s+points?\b|\bpoints?\b(?=[^.]*\b(?:share|vote|votes|cast)\b)|\bpp\b/i;
/** The first named is said to be ahead ("higher than", "led", "beat") or behind ("trailed"). */
const AHEAD = /\b(?:higher|more|greater|bigger|larger|ahead|led|leads|beat|beats|outpolled)\b/i;
const BEHIND = /\b(?:lower|less|smaller|fewer|behind|trailed|trails|trailing)\b/i;
/** Runs of capitalised words ("Peter Obi", "Tinubu's"), the possessive dropped. */
const NAME_RUN = /\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*/gu;

export interface PointGapClaim {
  gap: Figure;
  /** The one said to be ahead, then the one behind (their names as sideOf reads them). */
  ahead: string;
  behind: string;
  year?: number | undefined;
}

/** The gap in points a claim gives between two candidates' shares of the votes, or null. */
export function pointGapIn(claim: string): PointGapClaim | null {
  const text = standardForms(claim).replace(/[.!?]+\s*$/, '');
  if (!POINTS.test(text)) return null;
  // Which way, read without the bound on the gap ("by more than 20 points" says no way).
  const way = text.replace(/\b(?:more|less|fewer|greater)\s+than\s+(?=\d)/gi, ' ');
  const ahead = AHEAD.test(way);
  if (ahead === BEHIND.test(way)) return null;
  // The gap as a share, its bound kept ("more than 20 percentage points" is over 20 percent).
  const gaps = figures(text.replace(POINTS, 'percent')).filter((f) => f.isPercent);
  if (gaps.length !== 1) return null;
  const named = [...text.matchAll(NAME_RUN)]
    .map((m) => m[0].replace(/['’]s$/, ''))
    .filter((run) => namesIn(run, { acronyms: false }).length > 0);
  if (named.length !== 2) return null;
  const [first, second] = named as [string, string];
  const year = figures(text).find((f) => f.isYear)?.value;
  return { gap: gaps[0]!, ahead: ahead ? first : second, behind: ahead ? second : first, year };
}

/** The three counts a gap is made of (the one ahead, the one behind, the votes cast), or null. */
export function pointGapCounts(
  claim: string,
  passages: string[],
): { gap: PointGapClaim; ahead: Found; behind: Found; whole: Found } | null {
  const gap = pointGapIn(claim);
  if (!gap) return null;
  const votes = sideOf('votes').words;
  const countOf = (name: string) =>
    figureFor({ ...sideOf(`${name} votes`), year: gap.year, words: votes }, passages);
  const ahead = countOf(gap.ahead);
  const behind = countOf(gap.behind);
  const whole = figureFor({ ...sideOf('votes cast'), year: gap.year }, passages);
  if (!ahead || !behind || !whole || ahead.figure === behind.figure) return null;
  if ([ahead, behind, whole].some((f) => f.figure.isPercent)) return null;
  if (ahead.figure.value >= whole.figure.value || behind.figure.value >= whole.figure.value) return null;
  return { gap, ahead, behind, whole };
}

/** How the passages stand on a gap in points: by the two shares' difference; null when not found. */
export function judgePointGap(
  claim: string,
  passages: string[],
): { passages: number[]; stance: 'supports' | 'disputes' } | null {
  const found = pointGapCounts(claim, passages);
  if (!found) return null;
  const points = (100 * (found.ahead.figure.value - found.behind.figure.value)) / found.whole.figure.value;
  const made: Figure = { ...found.gap.gap, value: Math.abs(points), precision: 0.05, bound: undefined };
  const right = points > 0 && withinBound(found.gap.gap, made);
  return {
    passages: [...new Set([found.ahead.passage, found.behind.passage, found.whole.passage])],
    stance: right ? 'supports' : 'disputes',
  };
}
