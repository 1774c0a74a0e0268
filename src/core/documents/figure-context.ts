/** Where and when a figure is about, read from its sentence (or the document, failing that). */
import { STATES } from '../shared/nigerian-states.js';

// "Niger" the state, not "Nigeria"; "Delta"/"Rivers"/"Plateau" only capitalised (names, not words).
const PLACE = new RegExp(
  `\\b(Nigeria|${STATES.map((s) => s.replace(/ /g, '\\s+')).join('|')})(?![\\p{L}])`,
  'gu',
);

/** Every mention of a place, with where it is ("Niger Delta" is a region, not Niger State). */
export function placeMentions(text: string): Array<{ place: string; index: number }> {
  const out: Array<{ place: string; index: number }> = [];
  for (const m of text.matchAll(PLACE)) {
    const name = (m[1] ?? '').replace(/\s+/g, ' ');
    const place = name === 'Federal Capital Territory' || name === 'Abuja' ? 'FCT' : name;
    if (place === 'Niger' && /^\s+Delta/.test(text.slice((m.index ?? 0) + m[0].length))) continue;
    out.push({ place, index: m.index ?? 0 });
  }
  return out;
}

/** Places a text names, in order, each once ("Lagos", "Nigeria"); every mention with `all`. */
export function placesIn(text: string, all = false): string[] {
  const places = placeMentions(text).map((m) => m.place);
  return all ? places : [...new Set(places)];
}

const MONTH =
  '(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\\.?';
const PERIODS = [
  // "first quarter of 2023", "Q3 2023", "H1 2024"
  /\b(?:(?:first|second|third|fourth|1st|2nd|3rd|4th)\s+quarter\s+(?:of\s+)?(?:19|20)\d{2}|Q[1-4]\s*(?:19|20)\d{2}|H[12]\s*(?:19|20)\d{2})\b/gi,
  // "February 2023", "Feb. 2023"
  new RegExp(`\\b${MONTH}\\s+(?:19|20)\\d{2}\\b`, 'g'),
  // "2022/2023", "2023 fiscal year", "2023"
  /\b(?:19|20)\d{2}(?:\s*[/–-]\s*(?:19|20)?\d{2})?\b/g,
];

/** The period a text names nearest to `at` ("February 2023", "Q3 2023", "2022"), or "". */
export function periodNear(text: string, at: number): string {
  for (const pattern of PERIODS) {
    let best = '';
    let distance = Infinity;
    for (const m of text.matchAll(pattern)) {
      const d = Math.abs((m.index ?? 0) - at);
      if (d < distance) [best, distance] = [m[0], d];
    }
    if (best) return best.replace(/\s+/g, ' ');
  }
  return '';
}
