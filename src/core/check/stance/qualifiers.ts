import { contentWords } from '../retrieval/text.js';
import { stemOf, type Figure } from './numbers.js';

/**
 * Words that qualify a measure without making it another one: "annual inflation" and "the
 * official inflation rate" are the headline rate a source gives.
 */
const PLAIN = new Set(
  [
    'annual',
    'yearly',
    'official',
    'overall',
    'national',
    'total',
    'current',
    'latest',
    'new',
    'general',
    'average',
    'real',
    'nominal',
  ].map(stemOf),
);

/** Words of change ("grew by 5 percent"): they say how a measure moved, not which it is. */
const CHANGE =
  /^(?:gr[eo]w|grown|shr[aiu]nk|expand|contract|increas|decreas|ris|rose|fell|fall|drop|declin|climb|jump|surg|eas|slow|soar|plung)/;

/** Words that say a figure is a rate or a level, but not of what. */
const MEASURE = new Set(['rate', 'level', 'figure', 'number', 'total', 'share', 'percent'].map(stemOf));

/**
 * Whether a claimed share measures something the source does not: the word right before what
 * the source measures is one the source never says ("food inflation reached 40 percent" against
 * "headline inflation of 34.19 percent": the source gives the headline rate, not food's; so
 * "youth unemployment" against the unemployment rate). Such a figure is another measure, not a
 * wrong one: the source does not settle it. Counts are left alone ("people who collected PVCs":
 * who counted is not what is counted), and so is a change ("the economy grew by").
 */
export function anotherMeasure(claimed: Figure, source: string): boolean {
  if (!claimed.isPercent) return false;
  const said = new Set(contentWords(source).map(stemOf));
  const words = claimed.context.filter((w) => !MEASURE.has(w));
  const [qualifier, measured] = words.slice(-2);
  return (
    words.length >= 2 &&
    said.has(measured!) &&
    !CHANGE.test(measured!) &&
    !said.has(qualifier!) &&
    !PLAIN.has(qualifier!)
  );
}
