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
  /\b(over|more than|above|under|less than|fewer than|below|about|around|nearly|almost|roughly)?\s*(\d{1,2}(?:\.\d+)?)\s*(%|percent|per cent)(\s+of\s+(?:the\s+|all\s+)?(?:\p{L}+\s+){0,2}\p{L}+s(?:\s+in\s+(?:19|20)\d\d)?)\s+(?:did\s+not|didn['’]t|have\s+not|haven['’]t|had\s+not|hadn['’]t|never)\s+(\p{Ll}+)\b/giu;

/** A fraction said in words, as DID_NOT's share may be ("Half of the registered voters …"). */
const FRACTION = '(?:(?:a|one|two|three)[\\s-]+)?(?:half|thirds?|quarters?)';
const DID_NOT_FRACTION = new RegExp(
  `\\b(over|more than|above|under|less than|fewer than|below|about|around|nearly|almost|roughly)?\\s*(${FRACTION})(\\s+of\\s+(?:the\\s+|all\\s+)?(?:\\p{L}+\\s+){0,2}\\p{L}+s(?:\\s+in\\s+(?:19|20)\\d\\d)?)\\s+(?:did\\s+not|didn['’]t|have\\s+not|haven['’]t|had\\s+not|hadn['’]t|never)\\s+(\\p{Ll}+)\\b`,
  'giu',
);
/** The rest of a whole a fraction leaves, in words. */
const FRACTION_LEFT: Record<string, string> = {
  half: 'half',
  third: 'two thirds',
  'one third': 'two thirds',
  'a third': 'two thirds',
  'two thirds': 'a third',
  quarter: 'three quarters',
  'a quarter': 'three quarters',
  'one quarter': 'three quarters',
  'three quarters': 'a quarter',
};

/**
 * "Lagos ranked 1st among the 36 states by number of registered voters": a first place said as a
 * rank, read as "had the most registered voters" (a later place as "the second highest number
 * of"; the last as "the fewest"). Only a rank by a measure: "ranked second in the election" is a
 * place in a result (places.ts).
 */
const RANKED =
  /\b(?:ranked|was\s+ranked|came)\s+(?:as\s+)?(?:the\s+)?(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last)\s+(?:among\s+[^,.;]*?\s+)?(?:by|for|in\s+terms\s+of|(?=in\s+(?:the\s+)?(?:total\s+)?number\s+of))\s*(?:(?:in\s+)?(?:the\s+)?(?:total\s+)?number\s+of\s+)?(?=\p{L})/giu;
const RANK_WORDS: Record<string, string> = {
  first: 'the most',
  '1st': 'the most',
  second: 'the second highest number of',
  '2nd': 'the second highest number of',
  third: 'the third highest number of',
  '3rd': 'the third highest number of',
  fourth: 'the fourth highest number of',
  '4th': 'the fourth highest number of',
  fifth: 'the fifth highest number of',
  '5th': 'the fifth highest number of',
  last: 'the fewest',
};

/**
 * "About a quarter of the votes cast in the 2023 presidential election went to Peter Obi": the
 * share is what the one it went to got ("Peter Obi got about a quarter of the votes cast …").
 */
const WENT_TO = new RegExp(
  `^(\\P{L}*)((?:(?:about|around|nearly|almost|over|more than|less than|under|roughly|just)\\s+)?(?:${FRACTION}|\\d+(?:\\.\\d+)?\\s*(?:%|percent|per cent))\\s+of\\s+(?:the\\s+)?(?:total\\s+)?(?:valid\\s+)?votes(?:\\s+cast)?(?:\\s+(?:in|at|during)\\s+[^,]+?)?)\\s+went\\s+to\\s+(${NAME})\\s*([.!]?)\\s*$`,
  'iu',
);

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

/** A bound on a fraction, turned for what it leaves ("over half did not" is "under half did"). */
const FRACTION_FLIPPED: Record<string, string> = { ...FLIPPED, 'fewer than': 'more than' };

/** The complement of a share, to as many decimals as it was written with. */
function complement(share: string): string {
  const decimals = share.split('.')[1]?.length ?? 0;
  return (100 - Number(share)).toFixed(decimals);
}

export function restated(text: string): string {
  return text
    .replace(OUTPOLLED, 'polled more votes than')
    .replace(RANKED, (_whole, rank: string) => `had ${RANK_WORDS[rank.toLowerCase()] ?? 'the most'} `)
    .replace(
      WENT_TO,
      (_whole, lead: string, share: string, name: string, end: string) =>
        `${lead}${name} got ${share.replace(/^\p{Lu}/u, (c) => c.toLowerCase())}${end}`,
    )
    .replace(
      DID_NOT_FRACTION,
      (whole, bound: string | undefined, share: string, of: string, verb: string) => {
        const left =
          FRACTION_LEFT[
            share
              .toLowerCase()
              .replace(/[\s-]+/g, ' ')
              .replace(/^one half$/, 'half')
          ];
        if (!left) return whole;
        const flipped = bound ? `${FRACTION_FLIPPED[bound.toLowerCase()] ?? bound} ` : '';
        return `${flipped}${/^\p{Lu}/u.test(share) ? left.replace(/^\p{Ll}/u, (c) => c.toUpperCase()) : left}${of} ${pastOf(verb)}`;
      },
    )
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
