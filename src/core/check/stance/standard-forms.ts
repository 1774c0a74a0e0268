/**
 * Dates and periods as newsrooms receive them, rewritten as the official sources write them, so
 * they are searched and compared alike: "25/02/2023", "Feb. 25, 2023", "the 25th of February
 * 2023" and "the twenty-fifth of February 2023" are "25 February 2023"; "Q2 2023" is "the second
 * quarter of 2023"; "93.4m" is "93.4 million".
 */
import { quartersSpelled } from '../language/quarters.js';
import { mostlyCapitalised } from './names.js';
import { restated } from './restatements.js';

/** The months as the official sources write them (index 0 is January). */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** A month as people write it, full or cut short (one capture group). */
export const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const monthName = (written: string) =>
  MONTHS.find((m) => m.toLowerCase().startsWith(written.toLowerCase().slice(0, 3))) ?? written;

const YEAR = '((?:19|20)\\d{2})';
/** "25/02/2023", "25-02-2023", "25.02.2023". */
const NUMERIC_DATE = new RegExp(`\\b(\\d{1,2})[/.-](\\d{1,2})[/.-]${YEAR}\\b`, 'g');
/** "Feb. 25, 2023", "February 25th 2023", "Feb 25". */
const MONTH_DAY = new RegExp(`\\b${MONTH}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s+${YEAR}\\b)?`, 'gi');
/** "the 25th of February", "25th Feb.", "25 Feb". */
const DAY_MONTH = new RegExp(`\\b(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}\\b\\.?`, 'gi');
/** Days of the month written as ordinal words ("fourth", "twenty-fifth", "thirty-first"). */
const ORDINAL_DAYS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  thirtieth: 30,
};
const ORDINAL_DAY = `((?:twenty|thirty)[\\s-]?)?(${Object.keys(ORDINAL_DAYS).join('|')})`;
/** "the fourth of March", "the twenty-fifth day of February": a date said in words. */
const SPELLED_DAY_MONTH = new RegExp(`\\b(?:the\\s+)?${ORDINAL_DAY}\\s+(?:day\\s+)?of\\s+${MONTH}\\b`, 'gi');
/** "March the fourth", "February twenty-fifth". */
const MONTH_SPELLED_DAY = new RegExp(`\\b${MONTH}\\s+(?:the\\s+)?${ORDINAL_DAY}\\b`, 'gi');

/** The day an ordinal in words gives, or null when there is no such day ("thirty-second"). */
function spelledDay(tens: string | undefined, unit: string): number | null {
  const day = (tens ? (/^thirty/i.test(tens) ? 30 : 20) : 0) + (ORDINAL_DAYS[unit.toLowerCase()] ?? 0);
  const valid = tens ? (ORDINAL_DAYS[unit.toLowerCase()] ?? 10) < 10 : true;
  return valid && day >= 1 && day <= 31 ? day : null;
}

/** "the sixth month of 2024", "the third month": a month by its place in the year. */
const NTH_MONTH = new RegExp(
  `\\b(?:the\\s+)?(${Object.keys(ORDINAL_DAYS).slice(0, 12).join('|')})\\s+month\\b(?:\\s+of\\s+(?=(?:19|20)\\d{2}\\b))?`,
  'gi',
);

/**
 * Dates said in words, in figures: "on the fourth of March" is "on 4 March", "the eighteenth day
 * of the third month" "18 March", "the sixth month of 2024" "June 2024".
 */
function spelledDays(said: string): string {
  const text = said.replace(NTH_MONTH, (whole, nth: string) => {
    const month = MONTHS[(ORDINAL_DAYS[nth.toLowerCase()] ?? 0) - 1];
    return month ? `${month}${/of\s+$/i.test(whole) ? ' ' : ''}` : whole;
  });
  return text
    .replace(SPELLED_DAY_MONTH, (whole, tens: string | undefined, unit: string, month: string) => {
      const day = spelledDay(tens, unit);
      return day && month !== 'may' ? `${day} ${monthName(month)}` : whole;
    })
    .replace(MONTH_SPELLED_DAY, (whole, month: string, tens: string | undefined, unit: string) => {
      const day = spelledDay(tens, unit);
      // As "March 18" is written, for MONTH_DAY to take its year ("March the eighteenth, 2023").
      return day && month !== 'may' && /^\p{Lu}/u.test(month) ? `${monthName(month)} ${day}` : whole;
    });
}

/** "26.25pc": percent, as the sources write it. */
const PC = /(?<=\d)\s?pc\b/gi;
/** "93.4m", "₦1k", "N2.5bn": the scale as a word, as the sources write it ("93.4 million"). */
const SCALE_LETTERS = /(?<=\d)\s?(mn|m|bn|b|tn|k)\b(?!\.\d)/gi;
const SCALE_WORD: Record<string, string> = {
  k: 'thousand',
  m: 'million',
  mn: 'million',
  b: 'billion',
  bn: 'billion',
  tn: 'trillion',
};

/**
 * A day and month as a date; null when it cannot be one. Written with numbers only, the day
 * comes first as Nigerians write it ("05/03/2023" is 5 March), unless the first cannot be a month
 * day pair that way ("02/25/2023" is 25 February).
 */
function numericDate(first: number, second: number): [day: number, month: number] | null {
  if (first >= 1 && first <= 31 && second >= 1 && second <= 12) return [first, second];
  if (first >= 1 && first <= 12 && second >= 13 && second <= 31) return [second, first];
  return null;
}

/**
 * The central bank's "interest rate" as the CBN names it: "the CBN raised interest rates to 30%",
 * "the benchmark interest rate", "its benchmark rate" are its Monetary Policy Rate. Only said of the central bank (or
 * as its benchmark): banks' lending rates are other rates.
 */
const POLICY_RATE =
  /\b(?:(?:the|its)\s+)?(?:(?:benchmark\s+|policy\s+|key\s+)?interest\s+rates?|(?:benchmark|key)\s+(?:lending\s+)?rates?)\b/gi;
const CENTRAL_BANK =
  /\b(?:CBN|MPC|[Cc]entral\s+[Bb]ank|[Mm]onetary\s+[Pp]olicy\s+[Cc]ommittee|[Ee]mefiele|[Cc]ardoso)\b|\bbenchmark\s+interest\b/;

/** Voter cards "picked up" or "obtained" are what INEC counts as collected. */
const PICKED_UP = /\b(?:picked\s+up|obtained)\b/gi;
const VOTER_CARDS = /\b(?:PVCs?|voter(?:s'?)?\s+cards?)\b/i;

/**
 * "6 million voters collected their PVCs": each voter collects one card, so the count of voters
 * who collected theirs is the count of cards collected, which is what INEC reports ("87,209,007
 * permanent voter cards (PVCs) had been collected"). Read after "picked up" is "collected". Not
 * the whole of a share ("1 in 10 registered voters collected their PVCs", shares.ts).
 */
const PEOPLE_COLLECTED_THEIR_CARDS =
  /(?<![\d.,]|\b(?:in|of)\s+)(\d[\d.,]*(?:\s+(?:thousand|million|billion))?)\s+(?:(?:registered|eligible)\s+)?(?:voters|Nigerians|people|persons|citizens)\s+(?:have\s+|had\s+)?(?:collected|received)\s+their\s+(?:PVCs|permanent\s+voter\s+cards|voter\s+cards|cards)\b/gi;

/** A register's "names" are its registered voters: "the register had about 93 million names". */
const NAMES_ON_REGISTER = /(?<=\d(?:\s+(?:thousand|million|billion))?)\s+names\b/gi;
const REGISTER = /\bregister\b/i;

/**
 * People "registered to vote" are what the register counts as registered voters ("over 100
 * million Nigerians registered to vote in 2023"): the sources write "registered voters", and
 * "vote" and "voter" are different lexemes to full text and to the stance judge's measure.
 */
const REGISTERED_TO_VOTE = /\bregistered\s+to\s+vote\b/gi;

/**
 * "did not get up to 2 million votes", "was not up to 30 percent": less than the figure, a bound
 * (numbers.ts), not a denial of it; the sources never say "not up to". A form of "do" goes with
 * its "not"; "was", "has" stay.
 */
const NOT_UP_TO =
  /\b(did|does|do|was|were|is|are|has|have|had)(?:\s+not|n['’]t)\s+((?:\p{L}+\s+){0,2}?)(?:even\s+)?up\s+to\s+(?=[N₦$]?\d)/giu;
const notUpTo = (_whole: string, verb: string, between: string) =>
  `${/^d(?:o|id)/i.test(verb) ? '' : `${verb} `}${between}less than `;

/**
 * "never reached 7 million votes", "did not cross 30 percent", "failed to hit 2 million": under
 * the figure, a bound (numbers.ts) as "did not get up to" is, not a denial of a count the claim
 * never gives (read as said, "never" turned the true claim false).
 */
const NEVER_REACHED =
  /\b(?:never|(?:did|does|do)(?:\s+not|n['’]t)|failed\s+to)\s+(?:(?:even|quite)\s+)?(?:reach(?:ed)?|hit|cross(?:ed)?|pass(?:ed)?|exceed(?:ed)?|top(?:ped)?|surpass(?:ed)?|break|broke)\s+(?:the\s+)?(?=[N₦$]?\d)(?!(?:19|20)\d{2}\b(?![.,]\d))/giu;

/**
 * "no fewer than 90 million", "not less than 25 percent": at least the figure; "no more than",
 * "not more than": at most. Read as said, the "fewer than" bounded the figure the wrong way and
 * the "no" turned it round again, and the verdict lost its confidence.
 */
const NO_FEWER_THAN = /\b([Nn])o[tn]?\s+(fewer|less|more)\s+than\s+(?=[N₦$]?\d)/g;
const noFewerThan = (_whole: string, n: string, way: string) =>
  `${n === 'N' ? 'A' : 'a'}t ${way.toLowerCase() === 'more' ? 'most' : 'least'} `;

/**
 * "the 2023 presidential race", "Governorship Contest": an election, as the sources name it
 * (INEC's "2023 presidential election"); a race shares no word with them.
 */
const ELECTION_RACE =
  /\b(presidential|governorship|guber(?:natorial)?|senatorial|National\s+Assembly)\s+(race|contest)\b/giu;
const electionRace = (_whole: string, kind: string, race: string) =>
  `${kind} ${/^\p{Lu}\p{Lu}/u.test(race) ? 'ELECTION' : /^\p{Lu}/u.test(race) ? 'Election' : 'election'}`;

/**
 * Rounding words newsrooms put before a figure: "a little over", "north of", "upwards of" are
 * over it; "a little under", "south of", "(fell) just shy of", "short of" are under it, as the
 * bounds numbers.ts reads ("over", "under") say. Only before a figure: "fell short of
 * expectations" bounds nothing.
 */
/** A figure follows (not a year: "fell short of 2023's target" bounds nothing). */
const BEFORE_FIGURE = String.raw`(?=[N₦$]?\d)(?!(?:19|20)\d{2}\b(?![.,]\d))`;
const ROUNDED_OVER = new RegExp(
  String.raw`\b(?:(?:a\s+(?:little|bit|tad)|slightly|just|well)\s+(?:over|above)|north\s+of|upwards\s+of)\s+` +
    BEFORE_FIGURE,
  'gi',
);
const ROUNDED_UNDER = new RegExp(
  // A plain "under" or "fell below" is left as said: only the rounding words are rewritten.
  String.raw`\b(?:(fell|falls|came|comes)\s+(?:(?:just|slightly|a\s+little)\s+)?(?:shy|short)\s+of|(?:a\s+(?:little|bit|tad)|slightly|just)\s+(?:under|below)|south\s+of|(?:just\s+)?(?:shy|short)\s+of)\s+` +
    BEFORE_FIGURE,
  'gi',
);
/**
 * The bound word in the case the rounding words were written in ("Just under" opens a sentence);
 * "fell just shy of" is "was under": the verb said where the figure landed, not a fall.
 */
const bounded =
  (word: string) =>
  (whole: string, fell?: unknown): string => {
    if (typeof fell === 'string') return `${/^(?:falls|comes)$/i.test(fell) ? 'is' : 'was'} ${word} `;
    return `${/^\p{Lu}/u.test(whole) ? word[0]!.toUpperCase() + word.slice(1) : word} `;
  };

/**
 * "27 per cent", "24.75 per cent": British and Nigerian newsrooms write the unit in two words,
 * the sources in one ("percent"); written apart, the claim shares one word fewer with its
 * source, and a claim that also names who said it ("…, INEC's report shows") then matched too
 * little to be settled.
 */
const PER_CENT = /(?<=\d\s?)per\s+cent\b/gi;

/**
 * "close to 25 million": nearly, as numbers.ts reads "nearly" (a bound just under the figure).
 * Only before a figure: "close to the people" bounds nothing.
 */
const CLOSE_TO = new RegExp(String.raw`\b([Cc])lose\s+to\s+` + BEFORE_FIGURE, 'g');

/** "93.4 milion", "1.2 bilion": a scale word misspelt is still the scale. */
const MISSPELT_SCALE = /(?<=\d\s?)(m|b|tr)(?:il{1,3}i?on|ill?on)\b/gi;
const scaleRespelt = (_whole: string, head: string) =>
  ({ m: 'million', b: 'billion', tr: 'trillion' })[head.toLowerCase()] ?? _whole;

/**
 * "Obi did not get as many votes as Atiku", "… not as many registered voters as Lagos": fewer
 * than the other, as comparisons.ts reads "fewer … than". A form of "do" goes with its "not".
 */
const NOT_AS_MANY =
  /\b(?:(?:did|does|do)(?:\s+not|n['’]t)\s+(\p{L}+)|(\p{L}+)\s+not)\s+as\s+(many|much)\s+((?:[\p{L}'’]+\s+){0,3}?)as\b/giu;
const notAsMany = (
  _whole: string,
  doneVerb: string | undefined,
  verb: string | undefined,
  many: string,
  what: string,
) => `${doneVerb ? pastOf(doneVerb) : verb} ${many.toLowerCase() === 'much' ? 'less' : 'fewer'} ${what}than`;
/** The past of a verb of getting after "did not" ("get" is "got"); others are left as said. */
const pastOf = (verb: string) =>
  ({ get: 'got', win: 'won', have: 'had', poll: 'polled', receive: 'received', score: 'scored' })[
    verb.toLowerCase()
  ] ?? verb;

/**
 * "Prices rose 34% in a year to June 2024", "consumer prices climbed 33.9 percent year on year
 * in May": how newsrooms say headline inflation, which the NBS reports as "inflation of … year
 * on year in June 2024". Only with the year's span said: prices rising in a month is another
 * measure.
 */
const PRICES_ROSE =
  /\b(?:(?:consumer|food)\s+)?prices\s+(?:rose|increased|went\s+up|climbed|jumped)\s+(?:by\s+)?((?:about|around|nearly|almost|over|more\s+than|under|less\s+than)\s+)?(\d[\d.,]*\s*(?:%|percent|per\s+cent))\s+(?:(?:in|over)\s+(?:a|the)\s+year\s+(?:to|up\s+to|through)|year[- ]on[- ]year\s+in)\s+/gi;
const pricesRose = (whole: string, bound: string | undefined, rate: string) =>
  /^food/i.test(whole)
    ? whole
    : `${/^\p{Lu}/u.test(whole) ? 'Inflation' : 'inflation'} was ${bound ?? ''}${rate} year on year in `;

/** Two figures joined by a hyphen or a dash before a scale or a percent: "4-5 percent", "90–95m". */
const HYPHEN_RANGE =
  /(?<![\d.,/\-–])(\d+(?:\.\d+)?)\s*[-–]\s*(\d+(?:\.\d+)?)(?=\s*(?:%|percent\b|per\s*cent\b|million\b|billion\b|thousand\b|trillion\b|m\b|bn\b))/gi;

/**
 * "on Saturday, 25 February 2023", "On Wednesday, 23 November 2022,": the day of the week is
 * the date's, said twice; the sources give the date alone (and "Saturday" is no name a source
 * must say). Read after the dates are written as the sources write them.
 */
const WEEKDAY_BEFORE_DATE = new RegExp(
  `\\b(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,?\\s+(?=(?:the\\s+)?\\d{1,2}\\s+(?:${MONTHS.join('|')})\\b)`,
  'gi',
);

/**
 * "its local government areas number 768", "registered voters numbered 93.4 million": "number"
 * as the verb giving a count, which the sources say with "are" or "has".
 */
const NUMBER_AS_VERB = /\b(\p{Ll}{2,}s)\s+number(?:ed|s)?\s+(?=(?:about\s+|over\s+|nearly\s+|some\s+)?\d)/gu;

/**
 * "… 8,809 wards across the country", "nationwide": in Nigeria, which every built-in source is
 * about without saying so (and the words a source must share with the claim to be found).
 */
const COUNTRYWIDE =
  /\s+(?:across|throughout|all\s+over)\s+(?:the\s+country|nigeria|the\s+federation)\b|\s+nationwide\b/gi;

/** A fraction of a level as the percentage a change is given in. */
const FRACTION_PERCENT: Record<string, string> = {
  half: '50',
  third: '33.3',
  quarter: '25',
  fifth: '20',
  tenth: '10',
};
/**
 * "grew by nearly a fifth", "rose by about a third", "fell by half": a change by a fraction of the
 * level it started from, which the sources' two counts give as a percentage (differences.ts).
 */
const CHANGED_BY_FRACTION =
  /\b((?:grew|grown|rose|risen|increased|expanded|jumped|fell|fallen|dropped|declined|decreased|shrank|shrunk)\s+by\s+)((?:about|around|nearly|almost|roughly|over|more\s+than|less\s+than|under|just\s+over|just\s+under)\s+)?(?:a|one)[\s-]+(half|third|quarter|fifth|tenth)\b/gi;

/**
 * "The register doubled between 2019 and 2023", "halved since 2019": a change by a multiple of the
 * level it started from, which the sources' two counts give as a percentage (differences.ts):
 * doubled is up 100 percent, tripled 200, quadrupled 300, halved down 50.
 */
const MULTIPLIED = /\b(doubled|tripled|trebled|quadrupled|halved)\b(?!\s+(?:the|its|their|his|her)\b)/gi;
const MULTIPLIED_AS: Record<string, string> = {
  doubled: 'grew by 100 percent',
  tripled: 'grew by 200 percent',
  trebled: 'grew by 200 percent',
  quadrupled: 'grew by 300 percent',
  halved: 'fell by 50 percent',
};

/**
 * "Nigeria is made up of 36 states", "consists of", "comprises", "is divided into": a count the
 * country has, as the sources say it ("Nigeria has 36 states"); "has" also reads as today's count.
 */
const MADE_UP_OF =
  /\b(?:is|are)\s+(?:made\s+up\s+of|composed\s+of|divided\s+into)\s+(?=\d)|\b(?:consists\s+of|comprises(?:\s+of)?)\s+(?=\d)/gi;

/**
 * "774 LGA's", "two DUI's", "Many NGO's": an abbreviation's plural written with an apostrophe,
 * as it often is, after a count; the sources write "LGAs". Read as a possessive, the count owned
 * nothing and the claim found no figure. "INEC's figures" (no count before it) stays as written.
 */
const APOSTROPHE_PLURAL =
  /(?<=\b(?:\d[\d,.]*(?:\s*(?:thousand|million|billion|k|m))?|[Tt]wo|[Tt]hree|[Ff]our|[Ff]ive|[Ss]ix|[Ss]even|[Ee]ight|[Nn]ine|[Tt]en|[Dd]ozens\s+of|[Hh]undreds\s+of|[Tt]housands\s+of|[Mm]any|[Ss]everal|[Mm]ultiple|[Ff]ew|[Aa]ll|[Tt]hese|[Tt]hose|[Bb]oth|[Oo]ther)\s+)(\p{Lu}{2,}\d?)['’]s\b/gu;

/** "the last quarter of 2023", "the final quarter": the fourth, as the NBS names it. */
const LAST_QUARTER = /\b(the\s+)(?:last|final)\s+quarter\s+of\s+(?=(?:19|20)\d\d\b)/gi;

/**
 * "The economy expanded 3.46 percent": grew, as the NBS says of GDP. Only before a figure: a
 * programme "expanded to 10 states" is another thing.
 */
const EXPANDED =
  /\b(e)xpanded\s+(?=(?:by\s+)?(?:about\s+|around\s+|nearly\s+|almost\s+|over\s+|just\s+)?\d[\d.]*\s*(?:%|percent|per\s+cent))/gi;

/**
 * "The economy grew 3.46 percent", "Nigeria's economy shrank by 2 percent": its real GDP, which
 * the NBS reports the growth of ("Nigeria's real GDP grew by 3.46 percent"). Only before a rate.
 */
const ECONOMY_GREW =
  /\b(?:the\s+(?:nigerian\s+)?|nigeria['’]s\s+)economy\s+(?=(?:grew|contracted|shrank|declined)\s+(?:by\s+)?(?:about\s+|around\s+|nearly\s+|almost\s+|over\s+|just\s+)?\d[\d.]*\s*(?:%|percent|per\s+cent))/gi;

/** "the jobless rate", "joblessness rate": the unemployment rate, as the NBS names it. */
const JOBLESS_RATE = /\b(j)obless(?:ness)?\s+rate\b/gi;

const SPELLED_QUARTER = /\bthe (?:first|second|third|fourth) quarter of\b/g;

/** Words written for others in the case they were said in: a headline in capitals keeps them. */
const sameCase = (said: string, written: string) =>
  said === said.toUpperCase() && /\p{Lu}{2}/u.test(said) ? written.toUpperCase() : written;

export function standardForms(said: string): string {
  const text = restated(spelledDays(said.replace(APOSTROPHE_PLURAL, '$1s'))).replace(
    LAST_QUARTER,
    '$1fourth quarter of ',
  );
  if (!/\d/.test(text)) return text;
  const rated = CENTRAL_BANK.test(text) ? text.replace(POLICY_RATE, 'the Monetary Policy Rate') : text;
  const cards = VOTER_CARDS.test(rated)
    ? rated.replace(PICKED_UP, 'collected').replace(PEOPLE_COLLECTED_THEIR_CARDS, '$1 PVCs were collected')
    : rated;
  const named = (
    REGISTER.test(cards) ? cards.replace(NAMES_ON_REGISTER, ' registered voters') : cards
  ).replace(REGISTERED_TO_VOTE, 'registered as voters');
  // A headline ("Unemployment Rises To 10% In Q2 2023") keeps its capitals in the words written
  // for it: a quarter spelled in lower case would make it read as a sentence of names ("Rises").
  const quarters = mostlyCapitalised(named)
    ? quartersSpelled(named).replace(SPELLED_QUARTER, (words: string) =>
        words.replace(/\b\p{Ll}/gu, (letter) => letter.toUpperCase()),
      )
    : quartersSpelled(named);
  return (
    quarters
      // "took place on 4 March": the sources say an election "was held".
      .replace(/\btook place\b/gi, 'was held')
      // "4-5 percent", "90–95 million": a range, as "between 4 and 5 percent" says it.
      .replace(HYPHEN_RANGE, (whole, low: string, high: string, at: number, text: string) =>
        Number(low) >= Number(high)
          ? whole
          : `${/\bbetween\s+$/i.test(text.slice(0, at)) ? '' : 'between '}${low} and ${high}`,
      )
      // "176,846 PUs": INEC's polling units, as its reports write them in full.
      .replace(/(?<=\d)\s+PUs\b/g, ' polling units')
      // "went live on 25 October": a service or a currency "was launched", as the sources say.
      .replace(/\bwent live\b/gi, 'was launched')
      // "CBN jacks MPR up to 28.75%", "jacked up the rate": raised, as the sources say (and its
      // "up to" no ceiling on the figure).
      .replace(/\bjack(?:s|ed)?\s+((?:[\p{L}'’]+\s+){0,4}?)up\s+/giu, 'raised $1')
      .replace(NO_FEWER_THAN, noFewerThan)
      .replace(NEVER_REACHED, 'got less than ')
      .replace(ELECTION_RACE, electionRace)
      .replace(NOT_UP_TO, notUpTo)
      .replace(NOT_AS_MANY, notAsMany)
      .replace(PRICES_ROSE, pricesRose)
      .replace(PER_CENT, 'percent')
      .replace(CLOSE_TO, (_whole, c: string) => (c === 'C' ? 'Nearly ' : 'nearly '))
      .replace(ROUNDED_OVER, bounded('over'))
      .replace(ROUNDED_UNDER, bounded('under'))
      .replace(MISSPELT_SCALE, scaleRespelt)
      .replace(NUMERIC_DATE, (whole, a: string, b: string, year: string) => {
        const date = numericDate(Number(a), Number(b));
        return date ? `${date[0]} ${MONTHS[date[1] - 1]} ${year}` : whole;
      })
      .replace(MONTH_DAY, (whole, month: string, day: string, year: string | undefined) => {
        // "May 25" is a date, but "may 2" is rarely one: the verb in lower case is left alone.
        if (month === 'may') return whole;
        if (Number(day) < 1 || Number(day) > 31) return whole;
        return `${Number(day)} ${monthName(month)}${year ? ` ${year}` : ''}`;
      })
      .replace(DAY_MONTH, (whole, day: string, month: string) => {
        if (month === 'may' || Number(day) < 1 || Number(day) > 31) return whole;
        return `${Number(day)} ${monthName(month)}`;
      })
      .replace(WEEKDAY_BEFORE_DATE, '')
      .replace(NUMBER_AS_VERB, '$1 are ')
      .replace(
        CHANGED_BY_FRACTION,
        (_whole, by: string, bound: string | undefined, part: string) =>
          `${by}${bound ?? ''}${FRACTION_PERCENT[part.toLowerCase()]} percent`,
      )
      .replace(COUNTRYWIDE, '')
      .replace(MULTIPLIED, (word: string) => sameCase(word, MULTIPLIED_AS[word.toLowerCase()] ?? word))
      .replace(MADE_UP_OF, (words: string) => sameCase(words, /^(?:are)\b/i.test(words) ? 'have ' : 'has '))
      .replace(EXPANDED, (_whole, e: string) => (e === 'E' ? 'Grew ' : 'grew '))
      .replace(ECONOMY_GREW, (words: string) => sameCase(words, "Nigeria's GDP "))
      .replace(JOBLESS_RATE, (_whole, j: string) => (j === 'J' ? 'Unemployment rate' : 'unemployment rate'))
      .replace(PC, ' percent')
      .replace(SCALE_LETTERS, (letters: string) => ` ${SCALE_WORD[letters.trim().toLowerCase()] ?? letters}`)
  );
}
