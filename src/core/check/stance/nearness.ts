import { comparedFigure, sameFigure, withinBound, type Figure } from './numbers.js';

/**
 * How near a claimed count is to the source's, as fact-checkers (Africa Check, Dubawa,
 * FactCheckHub) rate it:
 * - `rounded`: the source's figure as it is usually rounded. Said flat, a count is taken at face
 *   value: within 1 %, or rounded to two significant digits or more ("8.8 million" and "6.9
 *   million" for 8,794,726 and 6,984,520, "7 million" for Lagos's 7,060,195). Hedged ("about",
 *   "nearly"), it is read at its own last digit ("about 9 million" for 8,794,726, "about 180,000"
 *   for 176,846).
 * - `close`: beyond rounding but within 5 %, and on the right side of any "over/under": mostly
 *   true, overstated or understated ("9 million" for 8,794,726, "95 million" for 93,469,008).
 * - `far`: further off, or on the wrong side of its bound ("over 9 million" of 8,794,726).
 * Rates, dates and counts under a thousand (36 states, 774 LGAs, 18 parties) are exact: "37
 * states" and "36 percent inflation" are wrong, not close.
 */
export type Nearness = 'rounded' | 'close' | 'far';

/** Off by at most this share of the source's count, beyond rounding: mostly true. */
export const CLOSE_SHARE = 0.05;
/** A flat count within this share of the source's is the figure as rounded, whatever its digits. */
const ROUNDING_SHARE = 0.01;

/** The place of a figure's last written digit that is not a zero: "180,000" 10,000; "9 million" 1,000,000. */
function lastDigitPlace(f: Figure): number {
  let place = 2 * f.precision;
  while (place * 10 <= f.value && Number.isInteger(Math.round(f.value / place) / 10)) place *= 10;
  return place;
}

const significantDigits = (f: Figure) => String(Math.round(f.value / lastDigitPlace(f))).length;

const isCount = (f: Figure) => !f.isPercent && !f.isDate && !f.isYear && f.value >= 1000;

export function nearness(claimed: Figure, theirs: Figure): Nearness {
  const within = withinBound(claimed, theirs);
  if (!isCount(claimed) || !isCount(theirs)) return within ? 'rounded' : 'far';
  const off = Math.abs(claimed.value - theirs.value) / theirs.value;
  switch (claimed.bound) {
    case 'about': {
      const atItsDigit = Math.abs(claimed.value - theirs.value) <= lastDigitPlace(claimed) / 2;
      if (atItsDigit || sameFigure(claimed, theirs)) return 'rounded';
      return off <= CLOSE_SHARE ? 'close' : 'far';
    }
    case undefined: {
      const rounded =
        sameFigure(claimed, theirs) && (off <= ROUNDING_SHARE || significantDigits(claimed) >= 2);
      if (rounded) return 'rounded';
      return off <= CLOSE_SHARE ? 'close' : 'far';
    }
    // "Over", "under", "between": right side is as right as the bound says; wrong side is wrong.
    default:
      return within ? 'rounded' : 'far';
  }
}

/** A claimed figure graded against a passage's: compareFigure's outcome, and how near it is. */
export interface GradedFigure {
  outcome: 'agrees' | 'conflicts' | 'silent';
  /**
   * The passage's figure the claim's is close to, when close but not as rounded: an agreement
   * by loose rounding ("9 million" of 8,794,726) or a conflict within 5 % ("95 million").
   */
  close?: Figure;
  /** The passage's figure it agrees with, nearest first. */
  match?: Figure;
}

/**
 * compareFigure, and whether the claim's figure is only close to the passage's. An agreement is
 * never made a conflict here (the outcome is compareFigure's): only marked close.
 */
export function gradeFigure(claimed: Figure, all: Figure[], claimNames?: string[]): GradedFigure {
  const { outcome, against } = comparedFigure(claimed, all, claimNames);
  if (outcome === 'silent' || against.length === 0) return { outcome };
  const byDistance = (a: Figure, b: Figure) =>
    Math.abs(a.value - claimed.value) - Math.abs(b.value - claimed.value);
  const match = against.filter((t) => withinBound(claimed, t) || sameFigure(claimed, t)).sort(byDistance)[0];
  const matched = outcome === 'agrees' && match ? { match } : {};
  const graded = against.map((t) => ({ t, near: nearness(claimed, t) }));
  if (graded.some((g) => g.near === 'rounded')) return { outcome, ...matched };
  const close = graded
    .filter((g) => g.near === 'close' || (outcome === 'agrees' && withinBound(claimed, g.t)))
    .sort((a, b) => byDistance(a.t, b.t))[0];
  return close ? { outcome, close: close.t } : { outcome, ...matched };
}
