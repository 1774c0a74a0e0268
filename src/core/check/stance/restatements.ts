/**
 * Ways of saying a comparison, a first place or a share that the sources say the other way,
 * restated as the engine reads them (superlatives.ts, numbers.ts): "Obi outpolled Atiku" is
 * "Obi polled more votes than Atiku"; "No state had more registered voters than Lagos" is
 * "Lagos had the most registered voters"; "over 70 percent of registered voters stayed away" is
 * "under 30 percent of registered voters turned out" (turnout is the share that came), and
 * "over 15 percent of registered voters did not collect their PVCs" is "under 85 percent of
 * registered voters collected their PVCs" (the sources count what was done, not what was not).
 */

const OUTPOLLED = /\bout-?poll(?:ed|s)?\b/gi;

const NAME = "\\p{Lu}[\\p{L}'’-]*(?:\\s+\\p{Lu}[\\p{L}'’-]*){0,3}";
const NO_ONE_MORE = new RegExp(
  `^(\\P{L}*)[Nn]o\\s+(?:other\\s+)?\\p{Ll}+\\s+(has|had|have|got|polled|recorded)\\s+(more|higher|fewer|less|lower)\\s+(?:number\\s+of\\s+)?(.+?)\\s+than\\s+(${NAME})(?=[\\s,.!?]|$)`,
  'u',
);
const MORE = /^(?:more|higher)$/i;

/** A share of voters who did not come, and the bound before it. */
const STAYED_AWAY =
  /\b(over|more than|above|under|less than|fewer than|below|about|around|nearly|almost|roughly)?\s*(\d{1,2}(?:\.\d+)?)\s*(%|percent|per cent)(\s+of\s+(?:the\s+)?(?:registered\s+|eligible\s+)?(?:voters|nigerians|electorate))\s+(?:stayed\s+away\s+from|stayed\s+at\s+home\s+(?:during|for|in)|did\s+not\s+(?:vote|turn\s+out)\s+(?:in|for|at)|didn['’]t\s+(?:vote|turn\s+out)\s+(?:in|for|at)|abstained\s+from|boycotted)\b/gi;

/** A share of a whole that did not do something: "15 percent of registered voters did not collect …". */
const DID_NOT =
  /\b(over|more than|above|under|less than|fewer than|below|about|around|nearly|almost|roughly)?\s*(\d{1,2}(?:\.\d+)?)\s*(%|percent|per cent)(\s+of\s+(?:the\s+|all\s+)?(?:\p{L}+\s+){0,2}\p{L}+s)\s+(?:did\s+not|didn['’]t|have\s+not|haven['’]t|had\s+not|hadn['’]t|never)\s+(\p{Ll}+)\b/giu;

/** Past forms the regular rule does not make. */
const IRREGULAR_PAST: Record<string, string> = {
  get: 'got',
  go: 'went',
  come: 'came',
  take: 'took',
  pay: 'paid',
};

/** "collect" → "collected", "vote" → "voted", "apply" → "applied"; a past form stays. */
function pastOf(verb: string): string {
  const v = verb.toLowerCase();
  if (IRREGULAR_PAST[v]) return IRREGULAR_PAST[v];
  if (/(?:ed|got|went|came|took|paid)$/.test(v)) return v;
  if (/e$/.test(v)) return `${v}d`;
  if (/[^aeiou]y$/.test(v)) return `${v.slice(0, -1)}ied`;
  return `${v}ed`;
}

const FLIPPED: Record<string, string> = {
  over: 'under',
  'more than': 'less than',
  above: 'below',
  under: 'over',
  'less than': 'more than',
  'fewer than': 'more than',
  below: 'above',
};

/** The complement of a share, to as many decimals as it was written with. */
function complement(share: string): string {
  const decimals = share.split('.')[1]?.length ?? 0;
  return (100 - Number(share)).toFixed(decimals);
}

export function restated(text: string): string {
  return text
    .replace(OUTPOLLED, 'polled more votes than')
    .replace(
      NO_ONE_MORE,
      (_whole, lead: string, verb: string, way: string, what: string, name: string) =>
        `${lead}${name} ${verb} the ${MORE.test(way) ? 'most' : 'fewest'} ${what}`,
    )
    .replace(STAYED_AWAY, (_whole, bound: string | undefined, share: string, sign: string, of: string) => {
      const flipped = bound ? `${FLIPPED[bound.toLowerCase()] ?? bound} ` : '';
      return `${flipped}${complement(share)} ${sign === '%' ? 'percent' : sign}${of} turned out for`;
    })
    .replace(
      DID_NOT,
      (_whole, bound: string | undefined, share: string, sign: string, of: string, verb: string) => {
        const flipped = bound ? `${FLIPPED[bound.toLowerCase()] ?? bound} ` : '';
        return `${flipped}${complement(share)} ${sign === '%' ? 'percent' : sign}${of} ${pastOf(verb)}`;
      },
    );
}
