import { quartersSpelled } from './quarters.js';
import { spelledNumbers } from './spelled-numbers.js';

/**
 * Nigerian Pidgin's grammar words, in English, so a Pidgin claim searches and is judged like
 * its English twin: "Nigeria get 40 states" is "Nigeria has 40 states". Only the words that
 * carry the sentence (verbs of being and having, pronouns, negation, tense markers) and the
 * particles that carry nothing; Pidgin's content words are English already. Hand-written from
 * common usage (BBC Pidgin style), checked against the NaijaSenti Pidgin stop-word list.
 */
/**
 * A figure ahead, in digits or in words ("pass 10 percent", "pass ten percent"): the single number
 * words spelledNumbers leaves as they are.
 */
const FIGURE_AHEAD =
  '(?=\\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|(?:thir|four|fif|six|seven|eigh|nine)teen|(?:twen|thir|for|fif|six|seven|eigh|nine)ty|hundred)\\b)';

/**
 * Words to match whatever their case ("In", "in", "IN"), in a pattern whose other parts keep
 * theirs: the flag `i` would also make `\p{Ll}` match capitals, and a small letter there is what
 * tells a noun ("2023 presidential election") from a name ("2022 CBN"). (Node 20 has no inline
 * `(?i:…)`.)
 */
function anyCase(words: string): string {
  return words.replace(/\p{L}/gu, (l) => `[${l.toLowerCase()}${l.toUpperCase()}]`);
}

/**
 * What an event named with its year starts with: a word in small letters ("2023 presidential
 * election", "2023 general elections"), or the few words a headline capitalises ("2023
 * Presidential Election"); not a name ("in 2022 CBN launched", "for 2023 INEC").
 */
const EVENT_AFTER_YEAR =
  '(?=\\p{Ll}|(?:Presidential|Governorship|Gubernatorial|General|Elections?|Polls?)\\b)';

/** Pidgin verbs of a count's change, in the simple past English reports a change in. */
const CHANGED: Record<string, string> = {
  reduce: 'reduced',
  decrease: 'decreased',
  increase: 'increased',
  drop: 'dropped',
  fall: 'fell',
  rise: 'rose',
  grow: 'grew',
  climb: 'climbed',
  jump: 'jumped',
  'go up': 'went up',
  'go down': 'went down',
  'come down': 'came down',
};

/** Months as the sources name them. */
const MONTH_NAMES = 'January|February|March|April|May|June|July|August|September|October|November|December';

/**
 * Verbs "bin" marks the past of: the bare verbs read as past below (PAST) and the verbs of saying
 * and doing WORDS and the phrases read.
 */
const BIN_VERBS =
  'win|grow|rise|fall|reach|register|record|increase|drop|pay|spend|lose|raise|launch|accredit|announce|declare|change|redesign|poll|field|talk|tok|yarn|say|collect|confam|comot|do|hold|happen|carry|take|come|give|print|release|approve|sign|add|bring|share|start';

const PHRASES: Array<[RegExp, string | ((match: string, ...groups: string[]) => string)]> = [
  // The country's everyday name: what official sources call Nigeria.
  [/\bNaija\b/gi, 'Nigeria'],
  // Lagos by its street name.
  [/\bLasgidi\b/gi, 'Lagos'],
  // "bin" before a verb (first, before the verb's own phrases: "dem bin talk say") is its past ("CBN bin launch eNaira": launched, not "was launched");
  // "bin get" had; before anything else it is "was" (WORDS).
  [/\bbin (?:get|gat)\b/gi, 'had'],
  [new RegExp(`\\bbin (?=(?:${BIN_VERBS})\\b)`, 'gi'), ''],
  // "milion", "millon": a chat's spelling of the scale word the figures need.
  [/\b(\d[\d.,]*\s*)mil+i?on\b/gi, '$1million'],
  // "Na lie say …" (it is a lie that …) denies what follows.
  [/\b(?:na|e be) (?:lie|fake news) (?:say|sey|that)\b/gi, 'it is not true that'],
  // A voice note's opener bidding its hearers listen ("my people make una hear this one o …",
  // "una hear this one", "make una listen") says nothing of the claim (and "o" is no word of it).
  [
    /(^|[.!?]\s+)(?:(?:my (?:guy|guys|people|brother|sister|bros|padi|paddy)|guys|bros)[,!]?\s+)?(?:make\s+)?(?:una|you|u)\s+(?:hear|listen(?: to)?)\s+(?:this|dis)(?:\s+(?:one|thing|news|gist))?(?:\s+(?:o|oh|ooo*))?\s*[,!.:]*\s+(?=\p{L}|\d)/giu,
    '$1',
  ],
  // The bidding alone, closed by its colon or comma ("Abeg make una hear: Nigeria get …",
  // "Una listen, …"): only with "make" or a closing mark, since "una hear say" asks a question.
  [
    /(^|[.!?]\s+)(?:abeg[,!]?\s+)?(?:(?:make\s+)?(?:una|you|u)\s+(?:hear|listen)(?:\s+(?:o|oh|ooo*))?\s*[,!:]+|make\s+(?:una|you|u)\s+(?:hear|listen)\b(?!\s+(?:say|sey)\b)[,!:]*)\s*(?=\p{L}|\d)/giu,
    '$1',
  ],
  // "…, my guy tell me" (my friend told me), "na person tell me": who passed it on, which no
  // source says.
  [
    /,?\s*\b(?:na\s+)?(?:my (?:guy|padi|paddy|brother|sister|oga|friend)|person|somebody|one (?:guy|man|woman)) (?:tell|tok|talk|yarn) (?:me|us)\b(?:\s+(?:o|oh))?(?=\s*[.!]*\s*$)/giu,
    '',
  ],
  // A place in a result named with "position" ("Atiku carry second position", "Obi take third
  // position", "na first position Tinubu get"): came second, as the sources rank results.
  [
    /\b(?:carry|carried|take|took|get|got|come|came|na)\s+(?:the\s+|di\s+|number\s+)?(first|second|third|fourth|fifth|last)\s+position\b/giu,
    'came $1',
  ],
  // "e carry second", "Tinubu take first for Lagos": a place without "position" is a place in a
  // result too, when nothing follows the ordinal but the end, a comma or where and with what.
  [
    /\b(?:carry|carried|take|took)\s+(?:the\s+|di\s+|number\s+)?(first|second|third|fourth|fifth|last)\b(?=\s*(?:[.,!?;]|$)|\s+(?:for|in|with|place)\b)(?:\s+place\b)?/giu,
    'came $1',
  ],
  // The subject pronoun "e" (he, she, it) before the place it came: "…, e carry second".
  [/\be (?=came (?:first|second|third|fourth|fifth|last)\b)/g, 'it '],
  // "…, no be lie" closing a claim (it is no lie) vouches for it: said as English says it, so
  // the judge takes it for the aside it is, not a "not" on the claim.
  // The particle a chat closes it with ("no be lie o", "no be lie sha") changes nothing.
  [/,?\s*\b(?:e\s+)?no be lie(?:\s+(?:o+|oh|sha))?\s*([.!]*)\s*$/gi, ', it is no lie$1'],
  // "…, na im be the highest" (…, it is the highest): the superlative said of the subject
  // again, as English appends it (", the highest …").
  [
    /,\s*(?:and\s+)?na (?:im|am|him|e) be (?=the\s+(?:highest|most|largest|biggest|lowest|least|smallest|first|last)\b)/giu,
    ', ',
  ],
  // An opening address ("My guy, …", "My people, …") says who is told, not what.
  [
    /(^|[.!?]\s+)(?:my (?:guy|guys|people|brother|sister|bros|padi|paddy)|guys|bros|omo|chai)\s*(?:[,!]\s*|\s(?=una\b))/giu,
    '$1',
  ],
  // A comma strings a second clause onto the first ("NNPP come fourth for the 2023 election,
  // Kwankwaso get like 1.5 million votes"): a name and a bare verb after it open a clause of their
  // own, which English writes after a semicolon, so each figure keeps its own subject.
  [/,\s+(?=\p{Lu}\p{Ll}+ (?:get|collect|win|come|score|poll|record|don)\b)/gu, '; '],
  // "Pipo wey register for 2023 plenty pass the ones wey register for 2019": "plenty pass" (are
  // more than) compares two counts, and "the ones wey …" is "those that …", the other side, as
  // English says a comparison of years.
  [/\b(?:plenty|many|much|dey plenty|dey many|dey more|more) pass\b/gi, 'were more than'],
  [/\b(?:the|di|d|de) ones (?:wey|weh|that|who)\b/gi, 'those that'],
  // "Pipo wey register …" opening a clause (people who registered) is "those that …", whom a
  // comparison or a count is of; after a figure it stays people ("93 million people wey
  // register").
  [/(^|[.!?,;:]\s*|\b(?:all|the|di|d|de)\s+)(?:pipo|people|persons|pesin) (?:wey|weh)\b/giu, '$1those that'],
  // "dem dey yarn say" (they are saying that), "I hear say" (I heard that): who says it.
  [/\b(?:dey|de|deh)\s+(?:yarn|talk|tok|say|sey)\s+(?:say|sey)\b/gi, 'are saying that'],
  [/\b(?:yarn|talk|tok)\s+(?:say|sey)\b/gi, 'said that'],
  // "una hear say …" (did you hear that …): the opener of a voice note, asked of its hearers.
  [/\b(?:una|you|u)\s+(?:hear|heard)\s+(?:say|sey)\b/gi, 'did you hear that'],
  [/\b(hear|heard)\s+(?:say|sey)\b/gi, 'heard that'],
  // "this country don spoil (finish)": a lament, not a figure.
  [/\bdon spoil(?: finish)?\b/gi, 'is ruined'],
  [/\bno be\b/gi, 'is not'],
  // "E get 774 LGA for Nigeria" opening a sentence before a count: there are 774 LGAs in Nigeria
  // ("e" is no subject here, but the dummy one English writes "there"). After a comma it is the
  // subject said again ("Tinubu win …, e get 8.79 million votes"), left as it was. "Dem get",
  // "we get": they have, we have.
  [
    new RegExp(
      `(^|[.!?;:]\\s*|\\b(?:${anyCase('abeg|omo|chai|haba')})[,!]?\\s+)[Ee] (?:get|gat) (?=(?:(?:about|over|almost|like|only|just) )?${FIGURE_AHEAD})`,
      'gu',
    ),
    '$1there are ',
  ],
  [/\b(dem|we|una) (?:get|gat)\b/gi, (_m: string, who: string) => `${who} have`],
  // "na so dem talk" (so they say) attributes the claim; it says nothing a source could.
  [/,?\s*\bna so (?:\p{L}+ )?(talk|tok|say|sey)\b/giu, ''],
  // "na wetin NBS talk" (that is what NBS says) likewise.
  [/,?\s*\bna wetin (?:\p{L}+ ){1,3}(?:talk|tok|say|sey|talk am|tok am)\b/giu, ''],
  [/\bno get\b/gi, 'does not have'],
  // "for" before a day of a month is "on" ("happen for 18 March"); before a place or a date "in":
  // "for Nigeria", "for June 2024"; before an event named with its year, "in the".
  [
    /\bfor (?=\d{1,2}(?:st|nd|rd|th)? (?:January|February|March|April|May|June|July|August|September|October|November|December)\b)/gu,
    'on ',
  ],
  // The month first ("happen for March 18"), as Nigerians also write a date: "on" too.
  [
    /\bfor (?=(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}(?:st|nd|rd|th)?\b(?![\d.,]))/gu,
    'on ',
  ],
  [/\bfor (?=\p{Lu}|\d)/gu, 'in '],
  [new RegExp(`\\b${anyCase('for the')} (?=(?:19|20)\\d\\d\\s+${EVENT_AFTER_YEAR})`, 'gu'), 'in the '],
  // "e no reach 2 million votes", "im no win": before a bare verb of an event "e no" is "it did
  // not" (a past event, as a bare verb is), not "it is not" ("it is not reach" no judge reads).
  // "im", and "e" after a "na im" naming a person in its sentence ("Kwankwaso na im come fourth
  // …, e no reach 2 million votes"), is "he": the count is his, not an "it" no one owns.
  [
    new RegExp(`\\b(?:e|im) no (?=(?:${BIN_VERBS})\\b)`, 'gi'),
    // (No groups: String.replace passes the offset and the whole text after the match.)
    (said: string, ...[at, text]: string[]) =>
      /^im/i.test(said) ||
      /\bim\b/i.test(
        String(text)
          .slice(0, Number(at))
          .split(/[.!?\n]/)
          .at(-1) ?? '',
      )
        ? 'he did not '
        : 'it did not ',
  ],
  [/\b(e|im) no\b/gi, 'it is not'],
  [/\bdon dey\b/gi, 'has been'],
  // "don get" is simply "has" ("Nigeria don get 37 states"); "don" before another verb is its
  // perfect ("dem don add one": they have added one).
  [/\bdon get\b/gi, 'has'],
  // "wey dey Nigeria" (that are in Nigeria) and "774 LGA dey Nigeria" (there are 774 … in
  // Nigeria): before a place "dey" is "to be in".
  [/\bwey dey (?=\p{Lu})/gu, 'in '],
  [/\b(dey|de|deh) (?=(?:Nigeria|Naija|Lagos|Abuja|\p{Lu}\p{Ll}+ State)\b)/gu, 'are in '],
  [/\bwey dey\b/gi, 'that is'],
  // "wey pass" after an event is the last one ("the election wey pass": the last election).
  [
    /\b(the|di|d|de)\s+((?:\p{L}+\s+){0,2}(?:election|elections|year|month|week|quarter))\s+wey pass\b/giu,
    '$1 last $2',
  ],
  // "from 2019 reach 2023", "from 84 million reach 93 million": after "from" and a year or a
  // figure, "reach" is "to" (the end of a span), not the verb.
  [/\bfrom ((?:19|20)\d\d|\d[\d,.]*(?:\s*(?:percent|%|million|billion|thousand))?) reach\b/gi, 'from $1 to'],
  // A verb of moving before "reach" (climb reach, rise reach, go up reach): rose to.
  [/\b(?:climb|rise|go up|jump|increase|grow)\s+reach\b/gi, 'rose to'],
  // "raise MPR reach 26.25 percent": after an object, "reach" is "to".
  [
    /\b(raise|raised|increase|increased|push|pushed|carry|carried)\s+((?:\p{L}+\s+){1,3})reach\b/giu,
    '$1 $2to',
  ],
  // "push MPR go 26.25%": before a figure, "go" is "to" as well (not the future "will").
  [
    /\b(raise|raised|increase|increased|push|pushed|carry|carried|bring|reduce|cut)\s+((?:\p{L}+\s+){1,3})go\s+(?=\d)/giu,
    '$1 $2to ',
  ],
  // "Kwankwaso votes no reach Obi own" (did not reach Obi's): fewer than Obi's.
  [/\b(?:no|never) (?:reach|pass) ((?:\p{Lu}\p{L}*\s+){1,3})own\b/gu, 'fewer than $1'],
  // "Inflation no reach 30 percent" (did not reach it) is at most 30 percent: a figure not reached
  // is a ceiling the source's figure is held to, not a denied 30 (which 34.19 would make "true").
  [
    /\b(?:no|never|neva) reach (?=\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|(?:twen|thir|for|fif|six|seven|eigh|nine)ty)\b)/gi,
    'was at most ',
  ],
  // "CBN no raise …": "no" before a bare verb is "did not" (a past event, as a bare verb is).
  [
    /\bno (?=(?:win|grow|rise|fall|reach|register|record|increase|drop|pay|spend|lose|raise|launch|accredit|announce|declare|collect|hold|do|change|approve|release|sign|give|add)\b)/gi,
    'did not ',
  ],
  // "PVC don collect" (PVCs were collected): a bare verb after "don" following a thing is its
  // passive perfect; after a person or "dem" it is the active perfect.
  [
    /\b(PVCs?|votes?|cards?|notes?|money|results?)\s+don\s+(collect|release|announce|register|count|print|share)\b/gi,
    '$1 have been $2#ed',
  ],
  // A count's change ("Registered voters don reduce by 5 million", "e don drop from 93 million
  // to 84 million", "e don go up", "e come down"): in the simple past, as English says a change
  // between years ("fell by", "dropped from"), "e" being the count. After go, dey, fit, wan, make
  // or no it is no change that happened ("e go go up": it will go up).
  [
    /(?<!\b(?:go|dey|de|fit|wan|make|no|not|never|neva|to)\s)\b(?:(e|im)\s+)?(?:don\s+)?(reduce|decrease|increase|drop|fall|rise|grow|climb|jump|go\s+up|go\s+down|come\s+down)\b(?=\s+(?:by|from|between|since|to)\b|\s*[.!?]*\s*$)/giu,
    (_m: string, pronoun: string | undefined, verb: string) =>
      `${pronoun ? 'it ' : ''}${CHANGED[verb.toLowerCase().replace(/\s+/gu, ' ')] ?? verb}`,
  ],
  [
    /\b(dem|we|una|i) don (add|collect|announce|release|register|declare|approve|sign|launch|change|increase|raise)\b/gi,
    '$1 have $2#ed',
  ],
  [
    /\bdon (add|collect|announce|release|register|declare|approve|sign|launch|change|increase|raise)\b/gi,
    'has $1#ed',
  ],
  // Pidgin "hold" of an event: was held ("election hold for 4 March").
  // "election happen for 18 March" likewise: it took place, as English news says it was held.
  // With its year between ("election for 2023 happen", by now "in 2023") as well.
  [
    /\b(election|elections|poll|vote)((?:\s+in\s+(?:the\s+)?(?:19|20)\d\d)?)\s+(?:hold|happen|hapun)\b/gi,
    '$1$2 was held',
  ],
  // "Dem do the 2023 presidential election", "INEC hold election for …": held it. Not a future or
  // a wish ("dem go do election", "make dem hold election").
  [
    /(?<!\b(?:go|dey|de|fit|wan|make|no|not|to|will|can)\s)\b(?:do|hold)\s+(?=(?:the\s+|di\s+)?(?:(?:19|20)\d\d\s+)?(?:\p{Ll}+\s+)?(?:election|elections|poll)\b)/giu,
    'held ',
  ],
  // Places in a result: "NNPP come fourth", "LP na number two" (came second).
  [/\b(?:na|come|came) number (?:one|1)\b/gi, 'came first'],
  [/\b(?:na|come|came) number (?:two|2)\b/gi, 'came second'],
  [/\b(?:na|come|came) number (?:three|3)\b/gi, 'came third'],
  [/\b(?:na|come|came) number (?:four|4)\b/gi, 'came fourth'],
  [
    /(?<!\b(?:go|dey|de|fit|wan|make|no|to)\s)\bcome (?=(?:first|second|third|fourth|fifth|last)\b)/gi,
    'came ',
  ],
  // "Obi no come third" (did not come third): a place denied.
  [/\b(?:no|never) come (?=(?:first|second|third|fourth|fifth|last)\b)/gi, 'did not come '],
  // "CBN bring out new N200 … notes": unveiled them, as the sources say.
  [/(?<!\b(?:go|dey|de|fit|wan|make|no|to)\s)\bbring out\b/gi, 'unveiled'],
  // "Last year wey be 2023" (last year, which is 2023): the year said is the period, as "in 2023"
  // (the sender's "last year" is not the reader's); after another time, "which is".
  [/\b(?:last|this|dis|next) year,? wey be ((?:19|20)\d\d)\b/gi, 'in $1'],
  [/\b((?:year|month|week|day|quarter|time)\s+)wey be\b/gi, '$1which is'],
  [/\bwey be\b/gi, 'who is'],
  // Focus: "Na Peter Obi win" (it is Peter Obi who won), "Na 87 million PVC people collect"
  // (it is 87 million PVCs people collected): what follows is the subject or the figure the
  // sentence is about; "na" is not "is" here.
  // Before a year it is when ("Na 2022 CBN launch eNaira": it was in 2022 that the CBN launched it).
  // After "say" (by now "that"), as at the opening: "I hear say na 2021 CBN launch eNaira".
  [/(^|[.!?]\s+|\bthat\s+)[Nn]a\s+((?:19|20)\d\d)\s+(?=\p{L})/gu, '$1in $2, '],
  // Before a date, on it: "na 25 February 2023 dem do the election".
  [
    new RegExp(
      `(^|[.!?]\\s+|\\bthat\\s+)[Nn]a\\s+(\\d{1,2}(?:st|nd|rd|th)?\\s+(?:${MONTH_NAMES})(?:,?\\s+(?:19|20)\\d\\d)?)\\s+(?=\\p{L})`,
      'gu',
    ),
    '$1on $2, ',
  ],
  // Before a figure and what it counts, with "take" after the doer ("Na 12 million votes Tinubu
  // take win": it was with 12 million votes that Tinubu won): the doer, the verb, "with" the
  // figure, in English order.
  [
    /(^|[.!?]\s+)[Nn]a\s+(\d[\d.,]*(?:\s*(?:thousand|million|billion|percent|%))?\s+\p{Ll}+)\s+((?:\p{Lu}[\p{L}'’]*\s+){1,3})take\s+(\p{Ll}+)\b/gu,
    '$1$3$4 with $2',
  ],
  [/(^|[.!?]\s+|\bthat\s+)[Nn]a\s+(?=\p{Lu}\p{Ll}|\d)/gu, '$1'],
  // After its subject the pronoun only repeats it ("Tinubu wey be APC candidate na im win":
  // Tinubu, the APC candidate, won); opening a sentence it is the subject.
  [/(?<=\p{L}\s+)na (im|am|him)\b/giu, ''],
  [/\bna (im|am|him)\b/gi, 'he'],
  [/\bna (dem|them)\b/gi, 'they'],
  // "6 million plus votes" (6 million and more): more than 6 million; not "plus" between two
  // figures ("N200 plus N500"), which adds them.
  [
    /(?<![\d.,])(\d[\d.,]*(?:\s*(?:thousand|million|billion|percent|%|m|k|bn))?)\s*\+?\s*plus\b(?!\s*(?:[\d₦$]|N\d))/giu,
    'more than $1',
  ],
  // "pass 25 million small" (just over 25 million): "small" only says by how little it passes.
  [/\b(pass\s+\d[\d.,]*(?:\s*(?:thousand|million|billion|percent|%|m|k|bn))?)\s+small\b/giu, '$1'],
  // "for the whole country", "for the whole Naija" (in all the country): in the country.
  [/\b(?:for|in) (?:the|di|d|de) whole (?:country|Nigeria|Naija)\b/giu, 'in the country'],
  // "no pass 50 million" (does not pass it) is at most 50 million; "pass 10 million" is more than
  // 10 million; "like 1.5 million" about 1.5 million. "Atiku votes pass Obi own" (more than Obi's).
  [new RegExp(`\\bno pass ${FIGURE_AHEAD}`, 'giu'), 'are at most '],
  // "…, e pass 7 million" (…, it passes 7 million): the figure just named, bounded; said as English
  // appends it ("…, more than 7 million"), not as a clause of "e" (read "e were more than").
  [new RegExp(`([,;]\\s*)(?:and\\s+)?(?:e|im|it)\\s+pass ${FIGURE_AHEAD}`, 'giu'), '$1more than '],
  // Straight after what is counted, "pass" is the verb: "Registered voters pass 80 million" (were
  // more than 80 million); after "get", "collect" and the like it only compares.
  [
    new RegExp(`\\b(\\p{L}+|(?:19|20)\\d\\d)\\s+pass ${FIGURE_AHEAD}`, 'giu'),
    (_m: string, before: string) =>
      /^(?:get|gat|has|have|had|don|collect|collected|got|with|of|to|by|reach|reached|and|or|than|about)$/i.test(
        before,
      )
        ? `${before} more than `
        : `${before} were more than `,
  ],
  [new RegExp(`\\bpass ${FIGURE_AHEAD}`, 'giu'), 'more than '],
  // "pass half of Nigerians" (more than half), "e pass any other state" (more than any other).
  [/\b(?:(?:e|it|im|dem) )?pass (?=(?:half|a third|a quarter|two thirds|any|all|every)\b)/gi, 'more than '],
  // "NNPP carry more votes": got them.
  [/\bcarry (?=(?:more|fewer|less|the most|most|about|over|only)\b|\d)/gi, 'got '],
  [/\bpass ((?:\p{Lu}\p{L}*\s+){1,3})own\b/gu, 'more than $1'],
  // "Obi get more votes pass Kwankwaso" (more votes than Kwankwaso): after "more …" it is "than".
  [/\b((?:more|fewer|less|higher|lower|bigger|greater)\s+(?:\p{L}+\s+){0,2})pass (?=\p{Lu})/gu, '$1than '],
  [/\blike (?=\d)/gi, 'about '],
  // "for di last quarter": "for" before "the" is "in" too.
  [/\bfor (?:di|d|de) /gi, 'in the '],
  // Pidgin leaves out "the" that English needs before a year naming an event: "win 2023
  // presidential election" is "won the 2023 presidential election".
  // Not before a verb or a comparison ("voters for 2023 pass 7 million": in 2023 were more than).
  [
    new RegExp(
      `\\b(${anyCase('win|won|for|in|before|after|during|since')})\\s+((?:19|20)\\d\\d)\\s+${EVENT_AFTER_YEAR}(?!(?:were|was|is|are|more|less|fewer|about|and|or)\\b)`,
      'gu',
    ),
    '$1 the $2 ',
  ],
  // "774 complete" is all 774, the whole count.
  [/(\d)\s+complete\b/gi, '$1 in total'],
  // "collect 3 million votes": got them (English sources say "polled", "got", not "collected").
  [
    /\bcollect\s+(?=(?:about |more than |over |only )?\d[\d.,]*\s*(?:million|thousand|m)?\s+votes?\b)/gi,
    'got ',
  ],
];

const WORDS: Record<string, string> = {
  get: 'has',
  gat: 'has',
  dey: 'is',
  de: 'is',
  deh: 'is',
  na: 'is',
  don: 'has',
  bin: 'was',
  go: 'will',
  fit: 'can',
  dem: 'they',
  una: 'you',
  im: 'his',
  wey: 'that',
  weh: 'that',
  sey: 'that',
  say: 'that',
  dis: 'this',
  dat: 'that',
  d: 'the',
  di: 'the',
  wit: 'with',
  wetin: 'what',
  pipo: 'people',
  pesin: 'person',
  pikin: 'child',
  pikins: 'children',
  // "guber election": the governorship election, as the sources name it.
  guber: 'governorship',
  oda: 'other',
  comot: 'left',
  tok: 'said',
  talk: 'said',
  yarn: 'said',
  confam: 'confirmed',
  registar: 'registered',
  collect: 'collected',
  kon: 'then',
  plenty: 'many',
  wahala: 'trouble',
  abeg: '',
  // Openers that say how the sender feels, not what happened ("Omo, ...", "Chai! ...").
  omo: '',
  chai: '',
  haba: '',
  kai: '',
  sef: '',
  abi: '',
  shey: '',
  jare: '',
  // "… sha" (anyway, though): a particle of the sentence, no word of the claim.
  sha: '',
  o: '',
  oo: '',
  ooo: '',
  ehn: '',
};

/**
 * Pidgin verbs take no ending: a bare action verb tells a past event ("Tinubu win" is "Tinubu
 * won", "economy grow 3.46 percent" grew). After go, dey, fit, wan, make or no it stays bare (will
 * win, is winning, can win, did not win). The verbs figures are reported with.
 */
const PAST: Record<string, string> = {
  win: 'won',
  grow: 'grew',
  rise: 'rose',
  fall: 'fell',
  reach: 'reached',
  register: 'registered',
  record: 'recorded',
  increase: 'increased',
  drop: 'dropped',
  pay: 'paid',
  spend: 'spent',
  lose: 'lost',
  raise: 'raised',
  launch: 'launched',
  accredit: 'accredited',
  announce: 'announced',
  declare: 'declared',
  change: 'changed',
  redesign: 'redesigned',
  poll: 'polled',
  field: 'fielded',
};
const BARE_VERB = new RegExp(
  `(?<!\\b(?:go|dey|de|fit|wan|make|no|not|to)\\s)\\b(${Object.keys(PAST).join('|')})\\b`,
  'gi',
);

/** A text written in capitals ("NIGERIA GET 40 STATES O"): its capitals mark no acronym. */
function writtenInCapitals(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  return letters.length > 0 && letters.filter((l) => /\p{Lu}/u.test(l)).length / letters.length > 0.6;
}

/**
 * Whether a word WORDS lists is the Pidgin grammar word here: in small letters, or capitalised
 * because it opens a sentence or a clause ("Dem don arrest …", "Omo, …"). Capitalised within a
 * sentence it is a name ("Don Jazzy", "Osama Bin Laden"), in capitals an acronym ("the NA", the
 * National Assembly), and joined by an apostrophe or a hyphen a part of another word ("don't",
 * "I'd", "Omo-Agege").
 */
function readAsGrammarWord(word: string, before: string, after: string): boolean {
  if (/['’-]$/u.test(before) || /^['’-]\p{L}/u.test(after)) return false;
  if (word.length === 1 || word === word.toLowerCase()) return true;
  return /^\p{Lu}\p{Ll}*$/u.test(word) && /(?:^|[.!?:;,…\n])[\s"“‘(*_]*$/u.test(before);
}

/** Short English words a message in capitals writes so that are no acronym ("NO BE TRUE SAY …"). */
const SHOUTED_WORDS = new Set(
  'a an the and or but of to in on at by for from with is are was were be been not no yes it its this that they he she his her my we you all e o true lie fake news won win get got has had have did do does will can'.split(
    ' ',
  ),
);

/** Pidgin's bare verbs, which the phrases below read in small letters ("DON RAISE": has raised). */
const SHOUTED_VERBS = new RegExp(`^(?:${BIN_VERBS})$`);

/**
 * A message in capitals ("NO BE TRUE SAY INEC REGISTER 100 MILLION VOTERS"): its Pidgin grammar
 * words its bare verbs and common short English words in small letters, as they would be written, so the
 * phrases below (written in small letters) read it; every other word keeps its capitals (names,
 * acronyms such as INEC, and what the English judge reads in capitals as it does in English).
 */
function unshouted(text: string): string {
  if (!writtenInCapitals(text) || (text.match(/\p{L}/gu) ?? []).length < 8) return text;
  return text.replace(/\p{L}+/gu, (word) => {
    const lower = word.toLowerCase();
    return SHOUTED_WORDS.has(lower) || WORDS[lower] !== undefined || SHOUTED_VERBS.test(lower) ? lower : word;
  });
}

export function pidginToEnglish(text: string): string {
  // "seven hundred and seventy four": digits, as the sources and the search write figures.
  let out = spelledNumbers(unshouted(text));
  for (const [pattern, english] of PHRASES)
    out = typeof english === 'string' ? out.replace(pattern, english) : out.replace(pattern, english);
  // "#ed" marks a regular past participle made above: release#ed is released, add#ed added.
  out = out.replace(/e?#ed\b/g, 'ed');
  // Pidgin marks no plural on a counted acronym ("LGA … na 780", "87.2 million PVC"); English
  // sources do (LGAs, PVCs), and the search matches whole words.
  if (/\d/.test(out)) out = out.replace(/\b(PVC|LGA)\b(?!['’]?s)/g, '$1s');
  out = out.replace(BARE_VERB, (verb) => PAST[verb.toLowerCase()] ?? verb);
  out = quartersSpelled(out);
  const capitalsThroughout = writtenInCapitals(out);
  return out
    .replace(/\b\p{L}+\b/gu, (word: string, at: number, whole: string) => {
      const english = WORDS[word.toLowerCase()];
      if (english === undefined) return word;
      return capitalsThroughout || readAsGrammarWord(word, whole.slice(0, at), whole.slice(at + word.length))
        ? english
        : word;
    })
    .replace(/\s+([,.!?])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
