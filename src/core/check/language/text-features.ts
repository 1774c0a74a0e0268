/**
 * Word- and character-level signals the language detector adds to franc's trigram profiles.
 * Nigerian Pidgin shares most of its vocabulary with English, and short code-mixed tweets in
 * Hausa, Igbo and Yoruba carry many English words, so a handful of distinctive function words
 * and letters decide more than trigrams do.
 */

/** Common English words: never counted as evidence for another language. */
export const ENGLISH_WORDS = new Set(
  (
    'the be to of and in that have it for not on with he as you do at this but his by from they we say her she or ' +
    'an will my one all would there their what so up out if about who get which go me when make can like time no ' +
    'just him know take people into year your good some could them see other than then now look only come its over ' +
    'think also back after use two how our work first well way even new want because any these give day most us is ' +
    'are was were been has had did said am i more very much many should must may might shall where why here ' +
    'those such own same too again still never always every both each few off before under while during between ' +
    'through against without within per state states government president minister federal percent million ' +
    'billion money people country nation news today tomorrow yesterday week month world police party election vote ' +
    "votes voters registered our its it's don't can't won't i'm let god man men woman women children school " +
    'water food oil price prices last next year years day days number high low great small big long little old ' +
    'right left best better bad worse love life home house family friend friends game team play match win won ' +
    'lose lost set put got getting going come came went done doing made see seen saw tell told ask asked ' +
    'thank thanks please yes ok okay oh lol via rt amp user http https www com'
  ).split(' '),
);

/**
 * Nigerian Pidgin function words and common words that standard English does not use (hand-written
 * from general knowledge of the language; NaijaSenti's Pidgin stop-words are added from the
 * vocabulary file).
 */
export const PIDGIN_WORDS = new Set(
  (
    'dey wey una abeg wetin sabi comot pikin sef abi shey wahala oga naim nawa jare sha ehn dem wan dis dat wit ' +
    'im pesin pipo tok kon bin oda wen wia dia deh tins kain gist chop waka belle yeye mumu ogbonge kpai gbege ' +
    'nyash japa sho shebi ehen oya nko kuku haba walahi don na de d oo ooo unu nor anytin notin somtin tori ' +
    'kolo craze yawa sapa gats gree tey sidon sebi mata wahala una neva gat yansh laidat jor hin naija oooo ooh kukuma omo lasgidi'
  ).split(' '),
);

/**
 * Pidgin constructions made of English-looking words: the complementiser `say`, the object
 * pronoun `am`, `no` as a verb negator, `make` as a subjunctive, `e` as a subject pronoun (before
 * a bare verb too: "e carry second", "e come third"), `carry` a place in a result ("Atiku carry
 * second", "carry fourth position"; English never says it so; "take first position" it does).
 */
const PIDGIN_PHRASES =
  /\b(?:(?:like|think|know|talk|tell|hear|see|sure|fear|believe) say|(?:carry|sell|give|take|do|see|leave|tell|call|buy|beat|catch|bring|kill|chop|put) am|(?:i|you|u|we|dem|e|he|she|they) no (?:get|be|fit|dey|go|wan|know|sabi|like|gree|see)|no be|make (?:i|we|una|dem|e|u) |don (?:start|do|tire|carry|reach|finish|enter|send|happen|hapun|japa|talk|dey)|na (?:wa|wah|so|why|how)|las las|no vex|(?:i|we|u|you) no (?:chop|vex|understand|send)|e (?:be|don|go|dey|get|no|fit|wan|pass|carry|come|take|win|reach|collect|happen)|carry (?:the |number )?(?:first|second|third|fourth|fifth|last)|for (?:my|your|una|dem) (?:mind|side|case|body))\b/g;

/**
 * A bare "get" after a singular name, an acronym or a state named with "State", before a figure:
 * "Nigeria get 40 states", "INEC get 176,846 polling units", "Rivers State get 23 LGAs" (a state
 * whose name ends in s, which the singular name leaves out lest a plural count), also after an opening exclamation ("Omo, Nigeria get 40
 * states o!"), and a body named "X of Y", whose head is X ("House of Reps get 360 members"). A
 * word or two of nearness may stand before the figure ("Atiku get close to 7 million votes", "at
 * least", "around").
 * English would say "has" or "gets".
 */
const HAVE_GET =
  /(?:^|[.!?,]\s+)(?:\p{Lu}\p{Ll}*[^\s\p{P}s]|\p{Lu}{2,}|\p{Lu}\p{Ll}+ State|(?:The )?\p{Lu}\p{Ll}*[^\s\p{P}s] of (?:the )?\p{Lu}\p{L}+) (?:get|gat|don get|no get) (?:(?:almost|about|around|like|over|only|nearly|pass|close to|at least|more than|less than|just under|just over) )?(?:\d|plenty|many|one|two|three|four|five|six|seven|eight|nine|ten|\p{Ll}+ty\b)/gu;

/**
 * A bare action verb after a name (given names before it too: "Peter Obi poll 6 million votes")
 * or an acronym, before a figure: "Atiku collect 6.98 million
 * votes", "Atiku poll almost 7 million votes", "Atiku collect pass 7 million votes" (more than), "INEC register ninety three million
 * voters", "Inflation for Nigeria reach 34.19 percent", "Polling units for Nigeria reach …" (in
 * Nigeria). Pidgin verbs take no ending; English would say "collected" or "collects". (Not
 * "hit", whose English past has no ending either: "Inflation in Nigeria hit 40 percent".)
 */
const BARE_VERB =
  /(?:^|[.!?,]\s+)(?:\p{Lu}\p{Ll}+ ){0,2}(?:\p{Lu}\p{Ll}*[^\s\p{P}s]|\p{Lu}{2,})(?: (?:for|of|in) \p{Lu}\p{Ll}+| \p{Ll}+ for \p{Lu}\p{Ll}+)? (?:collect|poll|register|reach|record|win|pay|spend|borrow|lose|cross|raise|increase|reduce|share|approve|release) (?:like |about |around |over |almost |nearly |only |pass |close to |at least |more than |less than )?(?:\d|\p{Ll}+ty\b|one|two|three|four|five|six|seven|eight|nine|ten)/gu;

/**
 * "CBN no raise MPR …", "INEC no register …": "no" straight before a bare verb after a name or
 * an acronym negates a past event; English would say "did not raise".
 */
const NO_VERB =
  /(?:^|[.!?,]\s+)(?:\p{Lu}\p{Ll}*[^\s\p{P}s]|\p{Lu}{2,}) no (?:collect|register|reach|record|win|pay|spend|borrow|lose|cross|raise|increase|reduce|share|approve|release|announce|declare|launch|hold)\b/gu;

/**
 * An acronym opening a clause (or after a date) with a bare verb of the news: "CBN launch eNaira
 * for October 2021", "For May 2024 CBN increase policy rate to 26.25 percent". English would say
 * "launched" or "launches".
 */
const ACRONYM_BARE_VERB =
  /(?:^|[.!?,]\s+|\b(?:19|20)\d\d\s+)\p{Lu}{2,} (?:launch|change|increase|raise|reduce|release|approve|register|announce|declare|redesign|print|remove|sack|record|push|grow|rise|fall|drop|bring) (?=\p{L}|[N₦]\d)/gu;

/**
 * "Atiku votes pass Peter Obi own" (more than Peter Obi's), "Kwankwaso votes no reach Obi own"
 * (fewer than Obi's): "pass" and "reach" comparing, "own" owning; "Lagos
 * get pass 10 million …" (has more than); "Obi get more votes pass Kwankwaso" (more … than).
 */
const PASS_OWN =
  /\b(?:pass|no reach|no pass|never reach) (?:\p{Lu}\p{L}*\s+){1,3}own\b|\bget pass (?=\d)|\b(?:more|fewer|less) (?:\p{L}+\s+){1,2}pass (?=\p{Lu})/gu;

/**
 * A bare "reach" before a figure, in a sentence dated "for 2023" or "for June 2024": "Accredited
 * voters for 2023 presidential election reach 30 million", "Naira exchange rate reach 1,500 to
 * one dollar for June 2024". English would say "reached … in June 2024".
 */
const MONTH_NAMES = 'January|February|March|April|May|June|July|August|September|October|November|December';
const REACH_FOR_PERIOD = new RegExp(
  `\\breach (?:\\S+ ){0,2}?\\d[^.!?]{0,60}\\bfor (?:(?:${MONTH_NAMES}) )?(?:19|20)\\d\\d\\b|\\bfor (?:(?:${MONTH_NAMES}) )?(?:19|20)\\d\\d\\b[^.!?]{0,60}\\breach (?=\\d)`,
  'gu',
);

/**
 * "Registered voters for 2019 election pass 80 million" (were more than): "pass" as the verb
 * straight after what is counted; "election happen for 18 March", "election for 2023 happen" (was held); "NNPP come fourth"
 * (came; "Obi no come third", did not come); "eNaira start for 25 October 2021" (on a day); "no
 * reach 30 percent" (did not reach); "Dollar go reach 2000 naira" (will reach); "votes no pass 2
 * million", "win with pass 10 million votes" (not more than, with more than). English would say
 * "passed", "happened", "came", "started on", "did not reach", "will reach", "more than".
 */
const BARE_PASS_HAPPEN =
  /\b(?:no|never) reach (?=\d)|\b(?:[Nn]o|[Nn]ever|[Ww]ith) pass (?=\d)|\b(?:start|begin|happen|hold|end|launch) for \d{1,2}(?:st|nd|rd|th)? (?:January|February|March|April|May|June|July|August|September|October|November|December)\b|\b(?:voters|votes|people|PVCs?|LGAs?|election) pass (?=\d)|\b(?:election|elections|poll)(?: for (?:the )?(?:19|20)\d\d)? (?:happen|hapun)\b|\b(?:\p{Lu}{2,}|\p{Lu}\p{Ll}+) (?:no |never )?come (?:first|second|third|fourth|last)\b|\b\p{L}+ go (?:reach|pass|cross) (?=\d)/gu;

/**
 * A singular name or acronym with a bare "take" before its place in a result: "Kwankwaso take
 * fourth position", "APC take first". English would say "takes" or "took".
 */
const TAKE_PLACE =
  /(?:^|[.!?,;]\s+)(?:\p{Lu}\p{Ll}*[^\s\p{P}s]|\p{Lu}{2,}) take (?:the |number )?(?:first|second|third|fourth|fifth|last)\b/gu;

/**
 * Pidgin's future "go" before a bare verb of the news, after a singular name or an acronym: "CBN
 * go bring new N5,000 note", "INEC go shift the election", "Tinubu go sign the bill". English
 * would say "will bring" (and "goes" after a singular subject).
 */
const GO_BARE_VERB =
  /(?:^|[.!?,]\s+)(?:\p{Lu}\p{Ll}*[^\s\p{P}s]|\p{Lu}{2,}) go (?:bring|release|print|launch|introduce|increase|raise|reduce|remove|ban|shift|postpone|change|announce|declare|sack|pay|stop|start|add|cancel|close|open|scrap|redesign|sign|approve|hold)\b/gu;

/** "… 2024 o.": the sentence-final particle o (oo, ooo), which English does not have. */
const FINAL_O = /\s(?:o|oh)\s*[.!]*\s*$/iu;

/** Whether a text ends in the particle o, which Nigerian English shares with Pidgin ("No o"). */
export function endsWithParticle(text: string): boolean {
  return FINAL_O.test(text);
}

/** How many Pidgin constructions a text contains. */
export function pidginPhrases(text: string): number {
  return (
    (text.toLowerCase().match(PIDGIN_PHRASES)?.length ?? 0) +
    (text.match(HAVE_GET)?.length ?? 0) +
    (text.match(BARE_VERB)?.length ?? 0) +
    (text.match(NO_VERB)?.length ?? 0) +
    (text.match(ACRONYM_BARE_VERB)?.length ?? 0) +
    (text.match(PASS_OWN)?.length ?? 0) +
    (text.match(BARE_PASS_HAPPEN)?.length ?? 0) +
    (text.match(REACH_FOR_PERIOD)?.length ?? 0) +
    (text.match(TAKE_PLACE)?.length ?? 0) +
    (text.match(GO_BARE_VERB)?.length ?? 0) +
    (FINAL_O.test(text) ? 1 : 0)
  );
}

/**
 * Very frequent words of each language that the NaijaSenti lists lack or share with another
 * language's folded forms (hand-written from general knowledge of the languages).
 */
export const CORE_WORDS: Record<'ha' | 'ig' | 'yo', string[]> = {
  ha: 'gaskiya toh kana yanzu kuma sannu mutane najeriya arewa yau gobe jiya mana kenan dan sosai wallahi kai zaka zaki ake yake suke dama kawai shine itace wai sun fara ina yaya'.split(
    ' ',
  ),
  ig: (
    'biko nwanne chineke daalu kedu nna nne unu anyi ndi gini maka ezigbo obi nwoke nwanyi nke bu ihe onye chi ebe oge ka ndewo imela chukwu gozie gi dim umu ' +
    // Frequent words of everyday Igbo that code-mixed tweets keep (hand-written).
    'ngwa nnukwu okpa nsogbu adiro adighi ife eme bia lee lekwa ebea mmiri ogini ndu ogologo zoba agozi okwu ekwu ekwuru kwuo ' +
    'ichoro choro nwaanyi egwu naa nti ogbe okwa nmadu mmadu otito diri nkem nkuzi ofu nna m mee karia nri ulo ihu ahu ' +
    'ebube amaka oma ehihie ututu mgbede chukwuemeka ozo odi ogadimna amaghi amaham ekwu ogbenye akwa ego ahia obodo ' +
    // News words of code-mixed Igbo messages (session "multiling2", hand-written).
    'ruo pasent pasenti onwa welitere nwetara meriri steeti vootu ntuli'
  ).split(' '),
  yo: 'oluwa omo jowo eku bawo emi iwo awa eyin awon ojo ile ati sugbon nitori pelu lati fun ninu bayi ohun gbogbo eniyan olorun oko iyawo owo'.split(
    ' ',
  ),
};

/** Removes tone marks and under-dots, for tweets written without them. */
export function foldDiacritics(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

/** Lower-cased words, without links, mentions, hashtags' `#`, numbers or punctuation. */
export function words(text: string): string[] {
  const cleaned = text
    .normalize('NFC')
    .toLowerCase()
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/@\w+/g, ' ');
  return cleaned.match(/\p{L}[\p{L}\p{M}']*/gu) ?? [];
}

export interface LetterSignals {
  /** Ẹ, Ṣ and tone-marked vowels: Yoruba orthography. */
  yo: number;
  /** Ị, Ụ, Ṅ: Igbo orthography. */
  ig: number;
  /** Ɓ, Ɗ, Ƙ, Ƴ: Hausa (boko) orthography. */
  ha: number;
}

/** Counts letters that only one of the three languages' orthographies uses. */
export function letterSignals(text: string): LetterSignals {
  const nfc = text.normalize('NFC').toLowerCase();
  const nfd = nfc.normalize('NFD');
  return {
    yo: (nfc.match(/[ẹṣ]/gu)?.length ?? 0) + (nfd.match(/[aeiou]\u0323?[\u0300\u0301]/gu)?.length ?? 0),
    // Igbo also elides "na" onto a dotted vowel (n'ọnwa, n'ụlọ), which Yoruba never writes.
    ig: (nfc.match(/[ịụṅ]/gu)?.length ?? 0) + (nfc.match(/(?<!\p{L})n['’][ọẹ]/gu)?.length ?? 0),
    ha: nfc.match(/[ɓɗƙƴ]/gu)?.length ?? 0,
  };
}
