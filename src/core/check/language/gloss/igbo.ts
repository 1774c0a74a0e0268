import type { GlossLanguage } from './glosser.js';
import { IGBO_GENERAL } from './igbo-general.js';
import { IGBO_MORE } from './igbo-more.js';
import { IGBO_NEWS } from './igbo-news.js';
import { IGBO_NEWS18 } from './igbo-news18.js';
import { fold } from './fold.js';
import { IGBO_HEALTH } from './health-words.js';
import { lexiconLines, over } from './lexicon-lines.js';

/** A month's number as a date says it (folded): "ọnwa mbụ" is January, "ọnwa iri na abụọ" December. */
const IGBO_MONTHS: Record<string, string> = {
  mbu: 'January',
  abuo: 'February',
  ato: 'March',
  ano: 'April',
  ise: 'May',
  isii: 'June',
  asaa: 'July',
  asato: 'August',
  itoolu: 'September',
  iteghete: 'September',
  iri: 'October',
  'iri na otu': 'November',
  'iri na abuo': 'December',
};
/** The month numbers as written, dotted or not, longest first ("iri na abụọ" before "iri"). */
const MONTH_NUMBER =
  '(iri\\s+na\\s+ot[uụ]|iri\\s+na\\s+ab[uụ][oọ]|mb[uụ]|ab[uụ][oọ]|at[oọ]|an[oọ]|ise|isii|asaa|asat[oọ]|itoolu|iteghete|iri)(?![\\p{L}\\p{M}])';
const IN_MONTH = "(?<![\\p{L}\\p{M}])(?:n['’]|na\\s+)?[ọo]nwa\\s+";
/**
 * A month said by its number in a date: "ọnwa nke ise" (the fifth month); "n'ọnwa isii 2024"
 * before a year; "ụbọchị iri na asatọ n'ọnwa atọ" (the 18th of the third month) after a day.
 * Not "ọnwa isii" alone, which is as often "six months".
 */
const NUMBERED_MONTH = new RegExp(
  [
    `${IN_MONTH}nke\\s+${MONTH_NUMBER}`,
    `${IN_MONTH}${MONTH_NUMBER}(?=,?\\s+(?:19|20)\\d\\d\\b)`,
    `(?<=(?:[uụ]b[oọ]ch[iị]|(?<![\\d.,])\\d{1,2})[^.!?\\d]{0,30}?)${IN_MONTH}${MONTH_NUMBER}`,
  ].join('|'),
  'giu',
);

/**
 * Igbo → English, written by hand for this project (news, elections, the census, the economy,
 * health, security; grammar words a claim turns on). Written with dots (ị ọ ụ ṅ); they are
 * folded away at lookup, so text written without them matches too.
 */
export const IGBO: GlossLanguage = {
  words: over(
    over(
      over(
        over(over(lexiconLines(IGBO_NEWS18), lexiconLines(IGBO_HEALTH), fold), lexiconLines(IGBO_MORE), fold),
        lexiconLines(IGBO_NEWS),
        fold,
      ),
      lexiconLines(IGBO_GENERAL),
      fold,
    ),
    {
      // "ọkara ndị Naịjirịa" (half of Nigerians): a share of what follows. ("nde abụọ na ọkara",
      // two and a half million, is read by the number grammar first.)
      ọkara: 'half of',
      // "ndị pụtara ịtụ vootu" (those who came out to vote), as a share: the turnout.
      'ndị pụtara ịtụ vootu': 'turnout',
      'ndị pụtara tụọ vootu': 'turnout',
      'ndị bịara ịtụ vootu': 'turnout',
      // being and having, negation
      nwere: 'has',
      nwe: 'has',
      'e nwere': 'there are',
      enwere: 'there are',
      enweghị: 'does not have',
      'enweghị ike': 'cannot',
      adịghị: 'is not',
      abụghị: 'is not',
      'ọ bụghị eziokwu': 'it is not true',
      'abụghị eziokwu': 'is not true',
      bụ: 'is',
      dị: 'are',
      ọ: '',
      o: '',
      e: '',
      ha: 'they',
      anyị: 'we',
      ndị: '',
      na: 'in',
      "n'": 'in',
      nke: 'of',
      maka: 'for',
      'site na': 'from',
      ka: 'that',
      'kwuru na': 'said that',
      // After the other verbs of saying, "na" opens what was said too ("INEC kpọsara na …": INEC
      // announced that …), not "in".
      'kpọsara na': 'announced that',
      'kwupụtara na': 'announced that',
      'gosiri na': 'showed that',
      'sịrị na': 'said that',
      kwuru: 'said',
      niile: 'all',
      ọtụtụ: 'many',
      ga: 'will',
      karịa: 'more than',
      // verbs of the news
      // Who came where in a result: "bụ onye mbụ" (was the first one), "bịara nke abụọ" (came second).
      'bụ onye mbụ': 'came first',
      'bụ onye nke mbụ': 'came first',
      'bụ onye nke abụọ': 'came second',
      'bụ onye nke atọ': 'came third',
      'bụ onye nke anọ': 'came fourth',
      'bịara nke mbụ': 'came first',
      'bịara nke abụọ': 'came second',
      'bịara nke atọ': 'came third',
      sochiri: 'followed',
      // "Asị ka ọ bụ na …", "Ọ bụ ụgha na …" (it is a lie that …) deny what follows.
      'asị ka ọ bụ na': 'it is not true that',
      'ụgha ka ọ bụ na': 'it is not true that',
      'ọ bụ asị na': 'it is not true that',
      'ọ bụ ụgha na': 'it is not true that',
      meriri: 'won',
      merie: 'won',
      'nwetara mmeri': 'won',
      nwetara: 'got',
      ruru: 'reached',
      rutere: 'reached',
      rịgoro: 'rose',
      gbagoro: 'rose',
      dara: 'fell',
      'debanyere aha': 'registered',
      debanyere: 'registered',
      kwupụtara: 'announced',
      mere: 'held',
      malitere: 'launched',
      sonyere: 'took part',
      jidere: 'arrested',
      gburu: 'killed',
      tọọrọ: 'kidnapped',
      nwụrụ: 'died',
      // elections
      'ntuli aka': 'election',
      'ntuli aka onye isi ala': 'presidential election',
      'ntuli aka gọvanọ': 'governorship election',
      ntuli: 'election',
      'onye isi ala': 'president',
      'osote onye isi ala': 'vice president',
      gọvanọ: 'governor',
      'onye na-azọ ọkwa': 'candidate',
      'ndị omebe iwu': 'lawmakers',
      'ụlọ omebe iwu': 'National Assembly',
      senetọ: 'senator',
      'ndọrọ ndọrọ ọchịchị': 'politics',
      // places and government
      Naịjirịa: 'Nigeria',
      Naijiria: 'Nigeria',
      Nigeria: 'Nigeria',
      'isi obodo': 'capital',
      'gọọmentị etiti': 'federal government',
      gọọmentị: 'government',
      gọọmenti: 'government',
      ọchịchị: 'government',
      obodo: 'country',
      mba: 'country',
      Legọs: 'Lagos',
      // census and people
      'ngụkọ isi': 'census',
      'ọnụ ọgụgụ mmadụ': 'population',
      'ịda ogbenye': 'poverty',
      ogbenye: 'poor',
      // the economy
      // What rises comes after it ("the rise of the price of food"): English puts it first.
      'mmụba ọnụ ahịa nri': 'food inflation',
      'mmụba ọnụ ahịa ihe oriri': 'food inflation',
      'mmụba ọnụ ahịa': 'inflation',
      'ọnụ ahịa': 'prices',
      ahịa: 'market',
      ego: 'money',
      naịra: 'naira',
      dọla: 'dollar',
      'akụ na ụba': 'economy',
      'ụlọ akụ etiti': 'Central Bank',
      'enweghị ọrụ': 'unemployment',
      ọrụ: 'jobs',
      'mmanụ ụgbọala': 'petrol',
      mmanụ: 'oil',
      'ụtụ isi': 'tax',
      ụgwọ: 'debt',
      // health
      ahụike: 'health',
      'ụlọ ọgwụ': 'hospital',
      ọrịa: 'disease',
      'ọgwụ mgbochi': 'vaccine',
      ịba: 'malaria',
      ọnwụ: 'deaths',
      // security
      nchekwa: 'security',
      'ndị agha': 'soldiers',
      'ndị uwe ojii': 'police',
      'ndị omekome': 'criminals',
      'ndị ntọrị': 'kidnappers',
      mwakpo: 'attack',
      // dates
      "n'afọ": 'in',
      "n'ọnwa": 'in',
      'na ọnwa': 'in',
      afọ: '',
      ọnwa: '',
      ụbọchị: '',
      // truth
      eziokwu: 'true',
      ụgha: 'false',
      akụkọ: 'news',
      onye: 'person',
    },
    fold,
  ),
  nouns: {
    steeti: 'states',
    steetị: 'states',
    'ọchịchị ime obodo': 'local government areas',
    'ndị ntuli aka': 'voters',
    'ndị votu': 'voters',
    vootu: 'votes',
    votu: 'votes',
    'ebe ntuli aka': 'polling units',
    'kaadị ntuli aka': 'voter cards',
    'otu ndọrọ ndọrọ ọchịchị': 'political parties',
    // With the plural "ndị" before it: "ndị otu" alone is "members", read first otherwise.
    'ndị otu ndọrọ ndọrọ ọchịchị': 'political parties',
    'ndị otu ndọrọndọrọ ọchịchị': 'political parties',
    mmadụ: 'people',
    'ndị mmadụ': 'people',
    'ndị Naịjirịa': 'Nigerians',
    'ụmụ Naịjirịa': 'Nigerians',
    pasentị: 'percent',
    pasent: 'percent',
    LGA: 'LGAs',
    // English counted nouns written into the sentence ("ward 8809"): the figure after one is what
    // it counts, as after the language's own noun.
    ward: 'wards',
    wards: 'wards',
    // The same borrowed into Igbo spelling ("wọọdụ puku iri", ten thousand wards).
    wọọdụ: 'wards',
    'mpaghara ntuli aka': 'wards',
    'polling units': 'polling units',
    ụmụakwụkwọ: 'students',
    dọkịta: 'doctors',
  },
  months: {
    Jenụwarị: 'January',
    Febụwarị: 'February',
    Maachị: 'March',
    // Written as heard, with one vowel or a borrowed spelling: "Machị", "Janụwarị", "Dizemba".
    Machị: 'March',
    Janụwarị: 'January',
    Febrụwarị: 'February',
    Febuarị: 'February',
    Epril: 'April',
    Ọgọstụ: 'August',
    Dizemba: 'December',
    Eprel: 'April',
    Epreel: 'April',
    'ọnwa Mee': 'May',
    Juun: 'June',
    Jun: 'June',
    "n'ọnwa Mee": 'in May',
    Julaị: 'July',
    Ọgọọst: 'August',
    Ọgọst: 'August',
    Septemba: 'September',
    Ọktoba: 'October',
    Novemba: 'November',
    Disemba: 'December',
  },
  reorder: [
    // "n'Enugu", "N'Owerri", "n'Africa": the elided "na" (in) before a name, written apart, so
    // the name is kept as the English sources write it rather than as "n'Enugu".
    [/(?<![\p{L}\p{M}'’])[nN]['’](?=\p{Lu})/gu, 'na '],
    // "debara ndị ntuli aka nde 93.4 aha" (wrote the voters' names down): registered 93.4 million voters.
    [
      /(?<![\p{L}\p{M}])deb(?:ara|anyere)\s+((?:(?:[^\s.,;!?]|[.,](?=\d))+\s+){1,6}?)aha(?![\p{L}\p{M}])/giu,
      'debanyere aha $1',
    ],
    // A month said by its number in a date: its English name (NUMBERED_MONTH).
    [
      NUMBERED_MONTH,
      (match, ...numbers: string[]) => {
        const number = numbers.slice(0, 3).find((n) => typeof n === 'string');
        const month = number === undefined ? undefined : IGBO_MONTHS[number.split(/\s+/).map(fold).join(' ')];
        return month ? `n'ọnwa ${month}` : match;
      },
    ],
    // "ọnụ ọgụgụ ndị pụtara ịtụ vootu" (the number of those who came out to vote) is the turnout
    // itself: "ọnụ ọgụgụ" (number of) adds nothing before it.
    [/(?<![\p{L}\p{M}])[ọo]n[ụu]\s*[ọo]g[ụu](?:g[ụu])?\s+(?=nd[ịi]\s+(?:p[ụu]tara|b[ịi]ara)\s)/giu, ''],
    // "vootu karịrị nde iri" (votes exceeding ten million): between what is counted and its figure,
    // "more than", which moves with the figure. After a subject it stays the verb ("wọọdụ dị na
    // Naịjirịa karịrị puku iri abụọ", the wards in Nigeria exceed twenty thousand).
    [
      /(?<=(?:vootu|votu|v[oọ]ot[uụ]|steeti|mmad[uụ]|LGA|PVC|kaad[iị]|w[oọ][oọ]d[uụ])\s+)kar[iị]r[iị](?=\s+(?:nde|puku|nar[iị]|iri|pasent|\d))/giu,
      'karịa',
    ],
    // "… steeti 36 o nwekwara LGA 774" (… 36 states, it also has 774 LGAs): a pronoun after a
    // clause, before a verb wearing -kwa- (also), opens a second statement of the same subject,
    // which English joins with "and" (ọ alone carries nothing into the gloss).
    [
      /(?<=[\p{L}\p{M}\d][,;]?\s+)(?:ọ|o|ha)\s+(?=[\p{L}\p{M}]{2,}kwa(?:r[aeiouịọụ]|l[aeiouịọụ]|ala)?(?![\p{L}\p{M}]))/giu,
      (pronoun: string) => (/^ha/i.test(pronoun) ? 'and they also ' : 'and it also '),
    ],
    // "N200, N500 na N1,000": between amounts "na" is "and", not "in".
    [/([N₦]\d[\d,.]*),?\s+na\s+(?=[N₦]\d)/gu, '$1 and '],
    // "Ọ bụ Tinubu nke APC ka INEC kpọsara na ọ meriri …" (it is Tinubu of the APC that INEC
    // announced he won …), "… ka ha kwuru na ọ …" (that they said he …): the focused name goes
    // back where the pronoun "ọ" stands in for it, "INEC announced that Tinubu of the APC won …",
    // as English reports it.
    [
      /(^|[.!?]\s+)[ỌọOo]\p{M}*\s+b[ụu]\p{M}*\s+((?:\p{Lu}[\p{L}\p{M}]*\s+){1,3}(?:nke\s+\p{Lu}{2,}\s+)?)ka\s+((?:\p{Lu}[\p{L}\p{M}]*\s+){1,3}|ha\s+)(\p{Ll}[\p{L}\p{M}]*)\s+na\s+[ọo]\p{M}*\s+(?=\p{Ll})/gu,
      '$1$3$4 na $2',
    ],
    // "Ọ bụghị Tinubu meriri …" (it was not Tinubu who won): the statement about the name is
    // denied, as "ọ bụghị eziokwu na Tinubu meriri" (it is not true that Tinubu won) says.
    [/(^|[.!?]\s+)([Ọọ]|O|o)\s+(bụghị|bughi)\s+(?=\p{Lu}(?!\p{Lu}*\s*$))/gu, '$1$2 $3 eziokwu na '],
  ],
  stems: igboStems,
  negated: igboNegated,
  // "n'ihe mberede ụgbọala", "n'ọdụ ụgbọelu": the elided "na" (in) before a phrase.
  elided: (written) => {
    const rest = /^[nN]['’‘ʼ]([\p{L}\p{M}][\p{L}\p{M}'’-]+)$/u.exec(written)?.[1];
    return rest ? { english: 'in', rest } : null;
  },
  numbers: {
    value: (word) => IGBO_NUMBERS[word] ?? null,
    scales: new Map([
      ['iri', 10],
      ['nari', 100],
      ['puku', 1000],
      ['nde', 1e6],
      ['ijeri', 1e9],
    ]),
    joiners: [['na']],
    half: [['na', 'okara']],
    countedInside: true,
    countedFrom: 1000,
    // "otu" is one and also "a", "group"; "anọ" is four and "sit".
    ambiguous: new Set(['otu', 'ano']),
  },
};

const IGBO_NUMBERS: Record<string, number> = {
  otu: 1,
  abuo: 2,
  ato: 3,
  ano: 4,
  ise: 5,
  isii: 6,
  asaa: 7,
  asato: 8,
  itoolu: 9,
  iteghete: 10 - 1,
};

/**
 * Igbo writes the preposition "na" elided onto the next word (n'ụlọ, n'obodo), and the
 * progressive "na-" and future "ga-" hyphenated onto the verb (na-ekwu, ga-eme); each folds
 * into one word, so the word after them is tried on its own.
 */
function igboStems(word: string): string[] {
  const out: string[] = [];
  for (const prefix of ['na', 'ga', 'n'])
    if (word.startsWith(prefix) && word.length - prefix.length >= 3) {
      const rest = word.slice(prefix.length);
      out.push(rest);
      // The verb's own vowel prefix: na-enyocha, ga-eme (nyocha, eme is "do").
      if (/^[aeiou]/.test(rest) && rest.length >= 4) out.push(rest.slice(1));
    }
  // -kwa "also": bụkwa (is also), kwukwa; before a past or perfect suffix the verb is the root's
  // (nwe-kwa-ra "also had" is nwere, has; mee-kwa-la "has also done"), its "also" said by reorder.
  if (word.endsWith('kwa') && word.length >= 5) out.push(word.slice(0, -3));
  const also = /^(.{2,}?)kwa(?:r[aeiou]|l[aeiou]|ala)$/.exec(word)?.[1];
  if (also) out.push(`${also}r${also.at(-1)}`, also);
  out.push(...verbStems(word));
  for (const prefix of ['na', 'ga'])
    if (word.startsWith(prefix) && word.length - prefix.length >= 4)
      out.push(...verbStems(word.slice(prefix.length)));
  return out;
}

/**
 * The negative -ghị on a verb, with or without its vowel prefix (e-me-ghị did not hold, a-kwụ-ghị
 * did not pay): the root's past (mere, kwụrụ), then the root, for the glosser to say "not" + verb.
 */
function igboNegated(word: string): string[] {
  const root = /^[aeiouịọụ]?(.{2,}?)gh[iị]$/u.exec(word)?.[1];
  const vowel = root && /[aeiouịọụ]$/u.exec(root)?.[0];
  if (!root || !vowel) return [];
  return [`${root}r${vowel}`, root];
}

/**
 * An Igbo verb wears a vowel prefix and a suffix around its root: the perfect e-gbu-ola, e-jide-la,
 * a-rigo-ola (has killed, has arrested, has risen), the past gbu-ru, jide-re, whose vowel echoes the
 * root's last vowel, the infinitive ị-ga. The lexicon lists most verbs in the past (gburu, jidere)
 * and the commonest by root (gbu, jide): both are tried, the past first. The negative -ghị is left
 * alone: a verb read without its "not" would say the opposite.
 */
function verbStems(word: string): string[] {
  if (/ghi$/.test(word)) return [];
  // Without the vowel prefix first: e-gbu-ola is gbu (kill), though egbu (killing) is a noun.
  const bodies = /^[aeiou]/.test(word) && word.length >= 4 ? [word.slice(1), word] : [word];
  const roots: string[] = [];
  for (const body of bodies) {
    const perfect = /^(.*?[aeiou])[aeiou]?l[aeiu]$/.exec(body);
    if (perfect && perfect[1]!.length >= 2) roots.push(perfect[1]!);
    const past = /^(.*([aeiou]))r\2$/.exec(body);
    if (past && past[1]!.length >= 2) roots.push(past[1]!);
  }
  // The infinitive and the bare root after a prefix: ịga, ime (when no noun is written so).
  if (/^i/.test(word) && word.length >= 3) roots.push(word.slice(1));
  const out: string[] = [];
  for (const root of roots) out.push(`${root}r${root.at(-1)}`, root);
  return out;
}
