/**
 * Ways of saying a comparison, a first place or a share that the sources say the other way,
 * restated as the engine reads them (superlatives.ts, numbers.ts): "Obi outpolled Atiku" is
 * "Obi polled more votes than Atiku"; "No state had more registered voters than Lagos" is
 * "Lagos had the most registered voters"; "over 70 percent of registered voters stayed away" is
 * "under 30 percent of registered voters turned out" (turnout is the share that came), and
 * "over 15 percent of registered voters did not collect their PVCs" is "under 85 percent of
 * registered voters collected their PVCs" (the sources count what was done, not what was not);
 * "2.7 million votes separated Tinubu and Obi" is the gap between them, and "10 million more
 * voters in 2023 than in 2019" a rise of 10 million from 2019 to 2023.
 */

const OUTPOLLED = /\bout-?poll(?:ed|s)?\b/gi;

/** A count as a claim gives it: a bound before it, a scale or a percent after it. */
const BOUNDED_COUNT =
  '(?:(?:about|around|nearly|almost|over|more\\s+than|less\\s+than|fewer\\s+than|under|only|just)\\s+)?\\d(?:[\\d,.]*\\d)?(?:\\s*(?:thousand|million|billion|percent|%))?';

/**
 * "The states in Nigeria are not 36, they are 40 now": a figure denied and another given in its
 * place is a claim of the other ("are 40 now, not 36"), as the judge reads "40, not 36"; read as
 * said, its "not" turned the claim around.
 */
const NOT_THIS_BUT = new RegExp(
  `\\b(are|is|were|was|has|have|had)\\s+not\\s+(${BOUNDED_COUNT})\\s*[,;]\\s*(?:but\\s+|rather\\s+)?(?:they|it|there|that)\\s+(?:are|is|were|was|has|have|had)\\s+(?:now\\s+)?(${BOUNDED_COUNT})(\\s+(?:now|today|currently))?`,
  'giu',
);

/**
 * "It is not true that INEC registered 100 million voters, it was 93.4 million": a claim denied
 * and its figure put right in the next clause is a claim of the right figure ("INEC registered
 * 93.4 million voters, not 100 million"), as NOT_THIS_BUT; read as said, the denial of the wrong
 * figure was taken for the claim, and the claim false. A year is no figure put right.
 */
const CORRECTED_COUNT = `(?<![\\d.,])(?!(?:19|20)\\d\\d\\b)${BOUNDED_COUNT}(?:\\s*(?:m|k|bn)\\b)?`;
const NOT_TRUE_BUT = new RegExp(
  `\\b(?:(?:it\\s+)?is|it['’]s)\\s+(?:not\\s+true|untrue|false|a\\s+lie)\\s+that\\s+((?:[^,;!?.]|\\.\\d)*?)(${CORRECTED_COUNT})((?:[^,;!?.]|\\.\\d)*?)\\s*[,;]\\s*(?:but\\s+|rather\\s+)?(?:(?:it|that|they|the\\s+(?:figure|number|count))\\s+)?(?:is|was|are|were)\\s+(?:only\\s+|actually\\s+|just\\s+)?(${CORRECTED_COUNT})`,
  'giu',
);

/**
 * "Atiku came first in the 2023 presidential election, not Tinubu": a name said after a closing
 * "not" is the one the claim is not of; the claim is what it says of the first ("Atiku came
 * first …"). Read as said, the "not" denied the whole, and the false claim came out true (and
 * "Tinubu won, not Atiku" false). Only a name closing the sentence, after one clause: "not 40"
 * (a figure put right) is NOT_THIS_BUT's, "INEC, not the police, …" stays.
 */
const NOT_THAT_NAME =
  /^([^,;!?]*?\S)\s*,\s*(?:and\s+)?not\s+(?:by\s+|to\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2}\s*([.!?]*)\s*$/u;

/**
 * "INEC registered over 93 million people to vote", "those who registered for 2023": the
 * people registered are registered voters, as the sources count them.
 */
const REGISTERED_PEOPLE = new RegExp(
  `\\b(registered\\s+${BOUNDED_COUNT}(?:\\s*(?:m|k))?)\\s+(?:people|persons|Nigerians|citizens|individuals)(?:\\s+to\\s+vote)?\\b`,
  'giu',
);
const PEOPLE_WHO_REGISTERED =
  /\b(?:the\s+)?(?:people|persons|those|ones|Nigerians)\s+(?:who|that)\s+registered(?:\s+to\s+vote)?(?:\s+(?:for|in)\s+(?:the\s+)?((?:19|20)\d\d)(?:\s+(?:general\s+|presidential\s+)?elections?)?)?/giu;

/**
 * "the new 200, 500 and 1000 naira notes": the notes by their denominations, as the sources
 * write them (N200, N500 and N1,000); only the naira's own denominations, not a year before them.
 */
const BARE_DENOMINATIONS =
  /(?<![N₦\d.,])(?:5|10|20|50|100|200|500|1,?000)(?:\s*,\s*(?:5|10|20|50|100|200|500|1,?000))*,?\s+and\s+(?:5|10|20|50|100|200|500|1,?000)(?=\s+naira\s+notes\b)/giu;

/**
 * "20 parties contested the 2023 presidential election": a count of parties in an election is of
 * political parties, as the sources count them; said without "political" the count was found too
 * weakly to be judged when it was wrong (its own figure missing from the source as well).
 */
const COUNTED_PARTIES = /\b(\d[\d,]*\s+)(?!political\s)(part(?:y|ies))\b(?=[^.!?]*\belections?\b)/giu;

/**
 * "18 parties took part in the 2023 election": parties that take part in an election contest it,
 * as the sources say ("fielded candidates in"); "took part in" shares no word with them, so the
 * count of parties was not found ("participated in", "ran in", "competed in" alike).
 */
const PARTIES_TOOK_PART =
  /\b(part(?:y|ies)\s+(?:(?:that|which|who)\s+)?)(?:(?:took|take|takes|taking|have\s+taken|had\s+taken)\s+part|participated|participates?|competed|competes?|ran|runs?)\s+in\s+(?=(?:the\s+)?(?:[\p{L}\d]+\s+){0,4}elections?\b)/giu;

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
 * "Nearly 1.5 million Nigerians voted for Kwankwaso in 2023": the voters counted are the votes
 * he polled ("Kwankwaso polled nearly 1.5 million votes in 2023"), as the result counts them.
 */
const VOTED_FOR = new RegExp(
  `^(\\P{L}*)((?:(?:about|around|nearly|almost|over|more than|less than|fewer than|under|roughly|just|only|some|at least|at most|no fewer than)\\s+)?\\d[\\d,.]*(?:\\s*(?:thousand|million|m|k)\\b)?)\\s+(?:Nigerians|voters|people|persons|electorates?)\\s+voted\\s+for\\s+(${NAME})(?<![.!?])(\\s+(?:in|at|during)\\s+[^.!?]*)?([.!]?)\\s*$`,
  'iu',
);

/**
 * "About a quarter of the votes cast in the 2023 presidential election went to Peter Obi": the
 * share is what the one it went to got ("Peter Obi got about a quarter of the votes cast …").
 */
const WENT_TO = new RegExp(
  `^(\\P{L}*)((?:(?:about|around|nearly|almost|over|more than|less than|under|roughly|just)\\s+)?(?:${FRACTION}|\\d+(?:\\.\\d+)?\\s*(?:%|percent|per cent))\\s+of\\s+(?:the\\s+)?(?:total\\s+)?(?:valid\\s+)?votes(?:\\s+cast)?(?:\\s+(?:in|at|during)\\s+[^,]+?)?)\\s+went\\s+to\\s+(${NAME})\\s*([.!]?)\\s*$`,
  'iu',
);

/** A rounding or bounding word before a figure, in either case ("About", "more than"). */
const BOUND =
  '(?:[Aa]bout|[Aa]round|[Nn]early|[Aa]lmost|[Oo]ver|[Mm]ore\\s+than|[Ll]ess\\s+than|[Ff]ewer\\s+than|[Uu]nder|[Rr]oughly|[Ss]ome|[Jj]ust\\s+(?:over|under))';
/** A count as a claim writes it, its scale a word or a letter ("1.8 million", "500k", "93m"). */
const COUNT = '\\d[\\d,.]*(?:\\s*(?:thousand|million|billion)\\b|\\s?(?:m|k)\\b)?';

/**
 * "Only about 2.7 million votes separated Tinubu and Obi in 2023": the gap between the two, as
 * differences.ts reads it ("The gap between Tinubu and Obi in 2023 was about 2.7 million votes");
 * "only", "just" weigh the figure, they do not bound it.
 */
const SEPARATED = new RegExp(
  `^([^\\p{L}\\d]*)(?:(?:[Oo]nly|[Jj]ust|[Bb]arely|[Aa]\\s+mere)\\s+)?((?:${BOUND}\\s+)?${COUNT}\\s+votes)\\s+separated\\s+(${NAME})\\s+(?:and|from)\\s+(${NAME})(.*?)\\s*([.!]?)\\s*$`,
  'u',
);

/**
 * "Tinubu polled about 1.8 million more votes than Atiku in 2023": the margin between the two, as
 * places.ts reads "Tinubu beat Atiku by about 1.8 million votes" (the figure is the gap, not
 * Tinubu's count, which read as "1.8 million" was false with high confidence); "N fewer votes
 * than" is the other's margin over the first.
 */
const MORE_VOTES_THAN = new RegExp(
  `^([^\\p{L}\\d]*)(${NAME})\\s+(?:polled|got|won|received|garnered|scored|secured|had|recorded)\\s+((?:${BOUND}\\s+)?${COUNT})\\s+(more|fewer|less)\\s+votes\\s+than\\s+(${NAME})(?<![.!?])(.*?)\\s*([.!]?)\\s*$`,
  'u',
);

/**
 * "More than 10 million more Nigerians registered to vote in 2023 than in 2019": the count's
 * change between the two years, as differences.ts reads "rose by … from 2019 to 2023" (the
 * figure is the gap, not a count of 2023's voters, which "more than 10 million" would bound).
 */
const MORE_IN_ONE_YEAR = new RegExp(
  `^([^\\p{L}\\d]*)(${BOUND}\\s+)?(${COUNT})\\s+(more|fewer|less)\\s+(\\p{L}[^.!?]*?)\\s+in\\s+((?:19|20)\\d{2})\\s+than\\s+(?:in\\s+)?((?:19|20)\\d{2})\\s*([.!]?)\\s*$`,
  'u',
);
/** The helping verb a count of people takes ("Nigerians were registered"): the count has none. */
const HELPING = /\b(?:were|was|are|is|have been|had been|got)\s+(?=\p{Ll})/u;

function moreInOneYear(
  _whole: string,
  lead: string,
  bound: string | undefined,
  count: string,
  way: string,
  what: string,
  year: string,
  other: string,
  end: string,
): string {
  const later = Number(year) > Number(other);
  const up = (way.toLowerCase() === 'more') === later;
  const [from, to] = later ? [other, year] : [year, other];
  const by = `${bound ? bound.toLowerCase() : ''}${count}`;
  return `${lead}The number of ${what.replace(HELPING, '')} ${up ? 'rose' : 'fell'} by ${by} from ${from} to ${to}${end || '.'}`;
}

/**
 * "Nigerians went to the polls to elect a president on February 25, 2023", "Nigerians voted for a
 * new president on Saturday, February 25, 2023", "Nigerians voted on
 * Saturday, 25 February 2023, in a presidential election": the election held that day, as the
 * sources date it ("The 2023 presidential … elections were held on 25 February 2023").
 */
const WENT_TO_VOTE = new RegExp(
  `^([^\\p{L}\\d]*)(?:Nigerians|[Vv]oters|Nigeria)\\s+(?:voted|went\\s+to\\s+the\\s+polls)(?:\\s+(?:to\\s+elect|for)\\s+(?:(?:a|the|their|new|next)\\s+)*(president|governors?))?\\s+on\\s+(?:(?:Sun|Mon|Tues|Wednes|Thurs|Fri|Satur)day,?\\s+)?([^.;!?]*?\\b(?:19|20)\\d{2})(?:,?\\s+in\\s+(?:a|the)\\s+(presidential|governorship|general)\\s+elections?)?(.*?)([.!]?)\\s*$`,
  'u',
);
const ELECTED: Record<string, string> = {
  president: 'presidential',
  governor: 'governorship',
  governors: 'governorship',
};

/**
 * "Nigerians elected a new president on March 18, 2023": they voted for one that day, as
 * WENT_TO_VOTE reads it (the election held then).
 */
const ELECTED_ON =
  /\b(Nigerians|[Vv]oters|Nigeria)\s+elected\s+(?:(?:a|the|their|new|next)\s+)*(president|governors?)(?=\s+on\s)/gu;

/**
 * "About 93m Nigerians were on the 2023 voter register": the register had that many registered
 * voters, as INEC writes it ("… register of voters … had 93,469,008 registered voters").
 */
const ON_THE_REGISTER = new RegExp(
  `^([^\\p{L}\\d]*)((?:${BOUND}\\s+)?${COUNT})\\s+(?:Nigerians|people|persons|voters|citizens|names)\\s+(?:were|are|was|is)\\s+(?:on|in)\\s+the\\s+((?:(?:19|20)\\d\\d\\s+)?(?:(?:final|national)\\s+)?(?:voters['’]?\\s+|voter\\s+)?register(?:\\s+of\\s+voters)?)\\b`,
  'u',
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
    .replace(PARTIES_TOOK_PART, '$1contested ')
    .replace(COUNTED_PARTIES, '$1political $2')
    .replace(NOT_THIS_BUT, '$1 $3$4, not $2')
    .replace(NOT_THAT_NAME, '$1$2')
    .replace(NOT_TRUE_BUT, (_whole, before: string, denied: string, after: string, right: string) =>
      `${before}${right}${after}, not ${denied}`.replace(/^\p{Ll}/u, (c) => c.toUpperCase()),
    )
    .replace(REGISTERED_PEOPLE, '$1 voters')
    .replace(PEOPLE_WHO_REGISTERED, (whole, year: string | undefined) => {
      const voters = `registered voters${year ? ` in ${year}` : ''}`;
      return /^\p{Lu}/u.test(whole) ? `R${voters.slice(1)}` : voters;
    })
    .replace(BARE_DENOMINATIONS, (list) => list.replace(/(?<![\d,])(\d)/g, 'N$1'))
    .replace(
      SEPARATED,
      (_whole, lead: string, gap: string, one: string, other: string, rest: string, end: string) =>
        `${lead}The gap between ${one} and ${other}${rest} was ${gap.replace(/^\p{Lu}/u, (c) => c.toLowerCase())}${end}`,
    )
    .replace(
      MORE_VOTES_THAN,
      (
        _whole,
        lead: string,
        one: string,
        gap: string,
        way: string,
        other: string,
        rest: string,
        end: string,
      ) => {
        const [ahead, behind] = /^more$/i.test(way) ? [one, other] : [other, one];
        return `${lead}${ahead} beat ${behind} by ${gap.replace(/^\p{Lu}/u, (c) => c.toLowerCase())} votes${rest}${end}`;
      },
    )
    .replace(ELECTED_ON, '$1 voted for a new $2')
    .replace(
      ON_THE_REGISTER,
      (_whole, lead: string, count: string, register: string) =>
        `${lead}The ${register} had ${count.replace(/^\p{Lu}/u, (c) => c.toLowerCase())} registered voters`,
    )
    .replace(MORE_IN_ONE_YEAR, moreInOneYear)
    .replace(
      WENT_TO_VOTE,
      (
        _whole,
        lead: string,
        office: string | undefined,
        date: string,
        kind: string | undefined,
        rest: string,
        end: string,
      ) =>
        // "… election contested by 18 parties": what else is said of the election, said of it.
        `${lead}The ${ELECTED[office ?? ''] ?? kind ?? 'general'} election was held on ${date}${/^\s+(?:\p{Ll}+ed|fought|won)\s+by\b/u.test(rest) ? ` and was${rest}` : rest}${end}`,
    )
    .replace(
      VOTED_FOR,
      (_whole, lead: string, count: string, name: string, when: string | undefined, end: string) =>
        `${lead}${name} polled ${count.replace(/^\p{Lu}/u, (c) => c.toLowerCase())} votes${when ?? ''}${end}`,
    )
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
