import { STATES } from '../../shared/nigerian-states.js';
import { ordinaryInHeadline } from './headline-words.js';

/**
 * Names in text, for telling whose figure a figure is: capitalised words, lower-cased, without
 * a possessive ("INEC's" is "inec"), leaving out the capitalised words that name nothing.
 */

/**
 * Titles Nigerians write before a name, in English and as the four languages borrow them
 * (Yoruba *Ọ̀gbẹ́ni* is glossed "Mr"). Hand-written from general usage.
 */
export const HONORIFICS = new Set(
  (
    'mr mrs ms miss dr prof professor chief alhaji alhaja hajiya mallam malam oga madam sir hon ' +
    'honourable honorable engr barr pastor rev comrade otunba'
  ).split(' '),
);

/** Capitalised words that name nothing: sentence openers, months and days, titles. */
const NOT_A_NAME = new Set(
  (
    'a an the there this that these those it its in on at of for by to from over under about nearly almost ' +
    'more less some many most all no not only just every each our we they he she his her i you according ' +
    'yesterday today last next january february march april may june july august september october ' +
    'november december monday tuesday wednesday thursday friday saturday sunday ' +
    // Months cut short, as dates are written ("on Feb. 25, 2023").
    'jan feb mar apr jun jul aug sep sept oct nov dec ' +
    // Common nouns that open a sentence: "People collected 87.2 million PVCs …" names no one.
    'people persons citizens voters everybody everyone somebody someone ' +
    // Words that weigh or bound a figure, opening a sentence: "Barely a quarter of …".
    'barely only just over nearly almost roughly between half fewer above below around approximately exactly ' +
    // "As at June 2024, …", "As of …": a date's opening, not a name.
    'as ' +
    // "Per NBS data, …", "… per INEC": where the figure comes from, as "according to" says it.
    'per via ' +
    // Hedges and time words opening a sentence: "Apparently over 130 million …", "Before 2021 …".
    'apparently reportedly allegedly actually honestly basically indeed surely clearly officially ' +
    'currently now then before after since until during back also even still ' +
    // Titles before a name ("Mr Peter Obi", "Alhaji Atiku Abubakar", Pidgin "Oga Tinubu"): the
    // sources write the name alone, so a title is not a name the passage must say.
    [...HONORIFICS].join(' ')
  ).split(' '),
);

/** The country every service-wide source is about: a Nigerian figure need not say "Nigeria". */
// "Nationwide", "countrywide": of the whole country, as every service-wide figure is.
export const AMBIENT = new Set(['nigeria', 'nigerian', 'nigerians', 'naija', 'nationwide', 'countrywide']);

/**
 * `acronyms: false` leaves out names written in capitals (INEC, NBS, APC): bodies that report or
 * stand, rather than the place or person a figure is about.
 */
export function namesIn(text: string, { acronyms = true } = {}): string[] {
  // A hashtag or a handle ("#NigeriaDecides2023", "@inecnigeria") labels what a post is about or
  // whom it tags: no name a source must say.
  // What a figure counts, in capitals ("774 LGAs", "87 million PVCs"), is counted, not whose.
  const names = (
    text
      .replace(/[#@][\p{L}\p{N}_]+|(?<=\d\s*(?:thousand|million|billion)?\s+)\p{Lu}{2,}s\b/gu, ' ')
      .match(/(?<!\p{L})\p{Lu}\p{L}*(?:['’]s\b)?/gu) ?? []
  )
    .filter((w) => acronyms || !/^\p{Lu}{2,}(?:['’]s)?$/u.test(w))
    .map((w) => w.toLowerCase().replace(/['’]s$/, ''))
    .filter((name) => name.length > 1 && !NOT_A_NAME.has(name) && !AMBIENT.has(name));
  return [...new Set(names)];
}

/** Whether more than half the words are capitalised: a headline or a shout names nothing. */
export function mostlyCapitalised(text: string): boolean {
  const words = text.match(/\p{L}+/gu) ?? [];
  return words.filter((w) => /^\p{Lu}/u.test(w)).length * 2 > words.length;
}

/**
 * The capitalised words opening a headline, up to its first ordinary word or verb: its subject
 * ("kwankwaso" of "Kwankwaso Got 1.5 Million Votes In 2023 Presidential Election"), which the
 * passage giving its figure says; the later words are capitalised as a headline writes every
 * word. None when it opens with an ordinary word ("The …") or the country itself.
 */
function headlineSubject(statement: string): string[] {
  const subject: string[] = [];
  for (const word of statement.match(/[\p{L}\p{N}'’]+/gu) ?? []) {
    const lower = word.toLowerCase().replace(/['’]s$/, '');
    if (!/^\p{Lu}/u.test(word) || ordinaryInHeadline(lower) || NOT_A_NAME.has(lower) || AMBIENT.has(lower))
      break;
    // A body in capitals ("CBN Hikes …", "INEC Registers …") reports or acts: the passage's
    // publisher, or its full name, says it (spelledOutAcronyms).
    if (/^\p{Lu}{2,}$/u.test(word)) break;
    // A headline's verb in the present ("Hikes", "Unveils", "Registers"), not a state ("Lagos").
    if (/[^s]s$/.test(lower) && lower.length > 3 && !STATE_NAME_WORDS.has(lower)) break;
    subject.push(lower);
  }
  return subject;
}
const STATE_NAME_WORDS = new Set(STATES.flatMap((state) => state.toLowerCase().split(' ')));

/**
 * Names the claim gives ("Lagos", "INEC") that the passage never says: then the passage's
 * figures are about something else (the national register is not Lagos's), and comparing them
 * would confirm or dispute nothing.
 */
export function namesMissingFrom(claim: string, passage: string): string[] {
  const statement = withoutAttribution(claim);
  const said = passage.toLowerCase();
  const abbreviated = spelledOutAcronyms(statement, passage);
  // A headline capitalises every word: only its subject is surely a name.
  const named = mostlyCapitalised(statement) ? headlineSubject(statement) : namesIn(statement);
  return named.filter((name) => !abbreviated.has(name) && !new RegExp(`\\b${name}`, 'u').test(said));
}

/**
 * Words of the claim's names that the passage writes the other way: "Central Bank (of
 * Nigeria)" is its CBN, "Labour Party" its LP; the claim's NBS is its "National Bureau of
 * Statistics". A run of two or more capitalised words counts when an acronym on the other side
 * begins with the run's initials.
 */
function spelledOutAcronyms(statement: string, passage: string): Set<string> {
  const out = new Set<string>();
  const acronymsOf = (text: string) => (text.match(/\b[A-Z]{2,}\b/g) ?? []).map((a) => a.toLowerCase());
  const runsOf = (text: string) =>
    [...text.matchAll(/\p{Lu}\p{Ll}+(?:\s+(?:of\s+)?\p{Lu}\p{Ll}+)+/gu)].map((run) =>
      run[0].split(/\s+/).filter((w) => w !== 'of'),
    );
  const initials = (words: string[]) => words.map((w) => w.charAt(0).toLowerCase()).join('');
  const theirAcronyms = acronymsOf(passage);
  // Any stretch of a run: "Peter Obi of Labour Party" is one run, whose "Labour Party" is LP.
  for (const run of runsOf(statement))
    for (let from = 0; from < run.length - 1; from++)
      for (let to = run.length; to - from >= 2; to--) {
        const words = run.slice(from, to);
        if (theirAcronyms.some((a) => a.startsWith(initials(words))))
          for (const w of words) out.add(w.toLowerCase());
      }
  const theirRuns = runsOf(passage);
  // From any word of the run: "The National Bureau of Statistics" opening a sentence is the NBS;
  // an acronym may take more than a word's first letter: "NASS" is the "National ASSembly".
  for (const acronym of acronymsOf(statement))
    if (theirRuns.some((run) => initials(run).includes(acronym) || takesPrefixes(acronym, run)))
      out.add(acronym);
  return out;
}

/**
 * Whether an acronym is the opening letters of each of a run of words in turn, at least one letter
 * of each ("nass" of "National Assembly"; "nbs" of "National Bureau Statistics").
 */
function takesPrefixes(acronym: string, words: string[]): boolean {
  const lower = words.map((w) => w.toLowerCase());
  const from = (at: number, word: number): boolean => {
    if (at === acronym.length) return word === lower.length;
    if (word === lower.length) return false;
    const w = lower[word]!;
    for (let n = 1; n <= w.length && at + n <= acronym.length && acronym[at + n - 1] === w[n - 1]; n++)
      if (from(at + n, word + 1)) return true;
    return false;
  };
  return lower.some((_, start) => start <= lower.length - 2 && from(0, start));
}

const SAYING =
  '(?:said|says|say|stated|announced|declared|insisted|alleged|claimed|confirmed|told\\s+\\p{L}+|(?:am\\s+|are\\s+|is\\s+)?(?:hear|heard|hearing|saying|read))';
// "Peter Obi told supporters in Enugu that …": where it was said comes before what. So it does
// before the words quoted: "Atiku told reporters in Yola: "I scored …"".
const SAID_BEFORE = new RegExp(
  `^[^\\d,;:]{0,60}?\\b${SAYING}(?:\\s+(?:in|at|on|during)\\s+[^\\d,;:]{1,40}?(?=\\s+that\\b|\\s*:))?(?:\\s*:\\s*["“‘']|\\s+(?:that\\s+)?)`,
  'iu',
);
// "…, the NBS said." and "… as NBS said."
// "…, NBS confirmed it." (Pidgin "NBS confam am", "INEC talk am"): the same, its object said;
// "…; the NBS confirmed it." too (a second clause that only says who vouches for the first).
const SAID_AFTER = new RegExp(
  `(?:[,;]\\s*|\\s+as\\s+)[^\\d,;:]{0,60}?\\b${SAYING}(?:\\s+(?:it|am|so|this))?\\s*[.!]?$`,
  'iu',
);
// "…, says the NBS.", "…, according to the NBS." (and glossed Hausa "…, in ji NBS", Igbo "…,
// dịka NBS si kwuo", read as "said NBS", "like NBS said"): the speaker after its verb.
const NAMED_AFTER =
  /,\s*(?:says|said|according to|reports|reported|like|as)\s+(?:the\s+)?\p{Lu}[\p{L}'’]*(?:\s+\p{Lu}[\p{L}'’]*){0,4}(?:\s+(?:said|says|stated))?\s*[.!]?$/u;
// "… (source: Channels TV)", "… via Punch", "… - Channels TV", "… Source: NBS": where a forward
// says it comes from, after the claim.
const SOURCE_AFTER =
  /\s*(?:\(\s*(?:source|sources|via|credit|culled from)\s*:?\s*[^()]{1,60}\)|(?:\s|^)(?:source|via|credit|culled from)\s*:?\s+\p{Lu}[^.!?]{0,60}|\s[-–—]\s*(?:source\s*:\s*)?\p{Lu}[\p{L}'’.]*(?:\s+\p{Lu}[\p{L}'’.]*){0,4})\s*[.!]?$/u;
// "According to the NBS, …", "As NBS said, …", "Like INEC said, …" (Igbo "Dịka INEC si kwuo, …").
// "Per NBS data, …", "According to INEC figures, …": the body's evidence, as the body.
const NAMED_BEFORE =
  /^(?:[Aa]ccording to|[Aa]s|[Pp]er|[Ll]ike)\s+(?:the\s+)?(\p{Lu}[\p{L}'’]*(?:\s+\p{Lu}[\p{L}'’]*){0,4})(\s+(?:said|says|stated|reported|data|figures|statistics|records))?\s*,\s*/u;

// "Studies show …", "A fact-check shows that …", "Official figures reveal …", "According to
// reports, …": what the forward says some evidence says is what it claims. Only these nouns:
// "INEC reported 93.4 million voters" or "Police found 20 bodies" report with their verb's object.
const EVIDENCE_WORD = '(?:a|an|the|new|recent|latest|official|some|many|several)';
const EVIDENCE = `(?:${EVIDENCE_WORD}\\s+)*(?:stud(?:y|ies)|reports?|research|data|figures|statistics|records|surveys?|polls?|fact[- ]?checks?|investigations?|analys[ie]s|findings)`;
// "NBS figures show …", "INEC's data shows …", "Latest NBS figures show …": a body's own
// evidence, named before it (its owner, captured: a state's is where the figure is, kept below).
const EVIDENCE_SHOWS = new RegExp(
  `^(?:${EVIDENCE_WORD}\\s+)*(?:(\\p{L}[\\p{L}'’]*)\\s+)?${EVIDENCE}(?:\\s+(?:by|from)\\s+[^\\d,;:]{1,40}?)?\\s+(?:shows?|showed|(?:has|have)\\s+shown|found|finds?|reveals?|revealed|confirms?|confirmed|indicates?|indicated|suggests?|suggested|proves?|proved)\\s+(?:that\\s+)?`,
  'iu',
);
const ACCORDING_TO_EVIDENCE = new RegExp(`^according\\s+to\\s+${EVIDENCE}\\s*,\\s*`, 'iu');
// "According to the CBN governor, …", "According to a statement by INEC on Wednesday, …", "…,
// according to figures released by the NBS.", "…, according to the statistics bureau.": whoever
// or whatever "according to" names, in lower case or with a scene, is where the claim comes from
// (a figure or year in it may date the claim, and stays).
const ACCORDING_TO_BEFORE = /^according\s+to\s+[^\d,;:]{1,70}?,\s*(?=\p{L}|\d)/iu;
const ACCORDING_TO_AFTER = /,\s*according\s+to\s+[^\d,;:]{1,70}?\s*([.!]?)\s*$/iu;

const STATE_NAMES = new Set(STATES.map((state) => state.toLowerCase()));
/**
 * What is left of "Lagos data shows …" or "According to Kano figures, …": a state's data or
 * figures are the state's, which the claim is then about ("In Lagos, …"); a body's ("NBS",
 * "INEC's", "Official", "Latest") only say where the claim comes from, and go.
 */
function ownerKept(owner: string | undefined, evidence: boolean): string {
  const bare = owner?.replace(/['’]s?$/u, '');
  return evidence && bare && /^\p{Lu}/u.test(bare) && STATE_NAMES.has(bare.toLowerCase())
    ? `In ${bare}, `
    : '';
}

// "I heard that …", "They say …", Pidgin "I hear say …", "Dem talk say …": no one to name.
/**
 * A hedge closing the statement ("…, if I'm not mistaken.", "…, I believe."): the speaker is
 * unsure of what is claimed, which is still the claim.
 */
export const TRAILING_HEDGE =
  /,?\s+(?:if i(?:['’]m| am) not mistaken|if i remember (?:correctly|well|right)|if my memory serves(?: me)?(?: right)?|i (?:think|believe|guess|suppose))\s*([.!]*)\s*$/i;

/**
 * An opinion frame opening a statement of fact ("I think Nigeria has 774 LGAs", "It is a shame
 * that only 27% of voters turned out"): the statement is what is checked.
 */
const OPINION_LEAD =
  /^(?:i (?:really |honestly )?(?:think|believe|guess|suppose)(?: that)?|(?:it is|it's|it’s) (?:(?:a|such a) (?:shame|pity|disgrace)|sad|shameful|disgraceful|unfortunate|worrying|alarming|shocking|surprising|embarrassing) that)\s+(?=\p{L})/iu;

const HEARSAY =
  /^(?:(?:i|we)\s+(?:hear|heard|dey hear|don hear)|(?:dem|they|people)\s+(?:dey\s+)?(?:say|said|talk say|are saying))\s+(?:say\s+|that\s+)?/i;

// "It is not true that Nigeria has 40 states", "It is false that …": the statement denied, and denied.
const NOT_TRUE_THAT =
  /^(?:it\s+is|it's|it\s+was)\s+(?:not\s+true|untrue|false|a\s+lie|fake(?:\s+news)?)\s+that\s+(.+?)\s*[.!]?$/iu;
// "Contrary to reports, …", "Contrary to what people are saying, …": what follows is asserted.
// "This is false: INEC registered 120 million voters", "That's a lie - …": a quote-tweet's denial
// of what it quotes, as "It is false that …".
const DENIED_QUOTE =
  /^(?:this|that|it)(?:\s+is|'s|’s)\s+(?:(?:totally|completely|absolutely)\s+)?(?:not\s+true|untrue|false|a\s+lie|fake(?:\s+news)?)\s*[:\-–—]\s*(.+?)\s*[.!]?$/iu;
// "The claim that Nigeria has 40 states is false", "Reports that … are fake": the same denial,
// its verdict after the statement.
const CLAIM_THAT_IS_FALSE =
  /^(?:the\s+)?(?:claims?|reports?|rumou?rs?|news|stor(?:y|ies)|messages?|posts?)\s+that\s+(.+?)\s+(?:is|are|was|were)\s+(?:(?:totally|completely|absolutely|simply)\s+)?(?:not\s+true|untrue|false|a\s+lie|lies|fake(?:\s+news)?|baseless)\s*[.!]?$/iu;
const CONTRARY_TO = /^contrary\s+to\s+[^,;:]{1,60}[,:]\s*/iu;
const DENIED = /,\s*not true\.$/;
// "News from INEC: …", "Here is news from INEC: …", "Breaking news: …", "Update: …": a heading
// that says where a forward claims to come from, not what it says.
const NEWS_HEADING =
  /^(?:(?:here\s+is|here's|this\s+is)\s+(?:the\s+|some\s+)?)?(?:(?:breaking|latest|fresh|important|official)\s+)?(?:news|update|report|information|info|message|alert|announcement)(?:\s+from\s+(?:the\s+)?\p{Lu}[\p{L}'’]*(?:\s+\p{Lu}[\p{L}'’]*){0,4})?\s*:\s*/iu;

/**
 * What a denied statement asserts ("Nigeria has 40 states, not true." → "Nigeria has 40
 * states."): searched too, since the words of the denial are in no source; null when not denied.
 */
export function deniedStatement(statement: string): string | null {
  return DENIED.test(statement) ? statement.replace(DENIED, '.') : null;
}

/**
 * An address before the claim ("Please listen, …", "Guys, …", "Salam relatives, …", "Greetings
 * brothers and sisters, …", Igbo "Biko …"): it names no one the passage must name ("Please" is
 * capitalised, not a name), and says nothing of the figure.
 */
const LEADING_ADDRESS =
  /^\s*(?:(?:please|pls|abeg|biko|guys|hello|hi|hey|salam|greetings|good\s+(?:morning|afternoon|evening|day)|listen|friends|relatives|brothers(?:\s+and\s+sisters)?|my\s+(?:people|friends|guy|brothers))[\s!]*)+,\s*(?=\p{L})/iu;

/**
 * A remark after the claim, to or about the people in the chat ("…, do not argue", "…, I did not
 * know before", Pidgin "…, make una no dey argue", "…, I no know before"): no figure, and its "not"
 * does not negate the claim.
 */
const TRAILING_REMARK =
  /\s*[,;]\s*(?:(?:and|but|so|oh|o)\s+)?(?:i|we|you|make\s+(?:you|una|we)|do\s+not|don'?t|please|abeg)\b[^\d,;]*$/i;
/**
 * What they want of the people in the chat, joined on ("Now they say Nigeria has 40 states and
 * expect us to clap.", "… and want us to believe it"): a verb whose object is "us", "you" or
 * "me" says nothing of the figure.
 */
const TRAILING_DEMAND =
  /\s+(?:and|but)\s+(?:(?:they|dem)\s+)?(?:still\s+)?\p{L}+\s+(?:us|you|me|una)\b[^\d,;]*$/iu;

/**
 * A voice note's closing word for the claim, with or without a comma before it ("… this is the
 * truth", "… it is no lie", Pidgin "… no be lie", "… let us not forget this", "… do not let anyone
 * confuse you", "…, which is no small feat", Pidgin "…, no be small thing", "…, not a small margin",
 * Pidgin "…, no be small margin"): it vouches for what was said, or marvels at it, and its "not"
 * or "no" does not negate the claim.
 */
const TRAILING_VOUCH =
  /\s*[,;:!-]*\s*(?:(?:and|so|oh|o)\s+)?(?:(?:this|that|it)(?:\s+is|['’]s)\s+(?:(?:the|a)\s+)?(?:truth|true|fact|no\s+lie|not\s+a\s+lie)|no\s+be\s+lie|(?:(?:which|this|that|it)\s+)?(?:is\s+|['’]s\s+)?(?:no|not(?:\s+a)?)\s+small\s+(?:thing|feat|matter|achievement|margin|gap|difference|lead|win|victory)|(?:let\s+us|let['’]s)\s+not\s+forget(?:\s+(?:this|that|it))?|(?:do\s+not|don['’]?t)\s+let\s+(?:anyone|anybody|any\s+person|them|people)\s+(?:confuse|deceive|fool|mislead|lie\s+to)\s+you)\s*[.!]*\s*$/i;

/**
 * A voice note's opening bid to listen, typed without a comma ("my people listen to this one it
 * was in 2022 …", "Guys listen …"): no part of the claim.
 */
const LEADING_LISTEN =
  /^\s*(?:(?:my\s+(?:people|friends|brothers)|guys|friends|people)[\s,!]+)?(?:please\s+)?listen(?:\s+(?:to\s+(?:this|me)(?:\s+(?:one|news|message))?|up|carefully))?[\s,!:.]+(?=\p{L})/iu;

/** An oath opening the claim ("I swear …", "Wallahi …", "Honestly, …"): it vouches, and names no one. */
const LEADING_OATH = /^\s*(?:i\s+swear(?:\s+(?:to\s+god|down))?|wallahi|walahi|honestly)[\s,!]+(?=\p{L})/iu;

/** The statement without an address before it or a remark after it. */
export function withoutAsides(statement: string): string {
  return statement
    .replace(LEADING_OATH, '')
    .replace(LEADING_LISTEN, '')
    .replace(LEADING_ADDRESS, '')
    .replace(TRAILING_VOUCH, '.')
    .replace(TRAILING_REMARK, '.')
    .replace(TRAILING_DEMAND, '.')
    .replace(/\.\.$/, '.');
}

/**
 * The statement without who said it: in "Buhari said Nigeria has 40 states" Buhari is the
 * speaker, not the place the figure is about; "…, according to the NBS" names where the figure
 * comes from, and says nothing a source could dispute.
 */
export function withoutAttribution(claim: string): string {
  let speaker = '';
  let quoted = false;
  const statement = withoutAsides(claim)
    .replace(NEWS_HEADING, '')
    .replace(HEARSAY, '')
    .replace(OPINION_LEAD, '')
    .replace(TRAILING_HEDGE, '$1')
    .replace(EVIDENCE_SHOWS, (_, owner?: string) => ownerKept(owner, true))
    .replace(ACCORDING_TO_EVIDENCE, '')
    .replace(CONTRARY_TO, '')
    .replace(NOT_TRUE_THAT, '$1, not true.')
    .replace(DENIED_QUOTE, '$1, not true.')
    .replace(CLAIM_THAT_IS_FALSE, '$1, not true.')
    .replace(NAMED_BEFORE, (_, owner: string, said?: string) =>
      ownerKept(owner, /data|figures|statistics|records/.test(said ?? '')),
    )
    .replace(ACCORDING_TO_BEFORE, '')
    .replace(SOURCE_AFTER, '.')
    .replace(NAMED_AFTER, '.')
    .replace(ACCORDING_TO_AFTER, '.')
    .replace(SAID_BEFORE, (said: string) => {
      speaker = SPEAKER.exec(said)?.[0] ?? '';
      quoted = /["“‘']$/.test(said);
      return '';
    })
    .replace(SAID_AFTER, '.');
  // "Peter Obi told supporters that he polled 10 million votes": his own count, said of him; so
  // is the speaker's "I" quoted ("Atiku told reporters: "I scored close to 7 million votes"").
  if (!speaker) return statement;
  const own = statement.replace(/^(?:he|she)\b/i, speaker);
  return quoted ? own.replace(/^I\b/, speaker).replace(/["”’']\s*$/, '') : own;
}

/** Who speaks, opening the words before a verb of saying: a run of capitalised words ("Peter Obi"). */
const SPEAKER = /^\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,3}(?=\s)/u;
