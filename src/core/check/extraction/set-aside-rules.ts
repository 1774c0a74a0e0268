import type { SetAsideReason } from '../pipeline/ports.js';
import { standardForms } from '../stance/standard-forms.js';
import { TRAILING_HEDGE } from '../stance/names.js';

/**
 * What is not a checkable claim, recognised from its form. Rules cover the five supported
 * languages' most common forms; the learned models (see README.md) handle the rest.
 */

// "Jumma'a mubaraka" (blessed Friday) is the Hausa Friday greeting, as "barka da Juma'a" is.
const GREETING =
  /^(hello|hi|hey|dear \w+|good (morning|afternoon|evening|night|day)|greetings|thank you|thanks|welcome|happy (new year|birthday|sallah|eid|easter|christmas|independence day)|congratulations|congrats|sannu|barka|jumm?a['’]?a(?:t)? mubaraka?|ina kwana|ina wuni|assalamu|salam|kedu|ndewo|daalu|bawo|ẹ kú|e ku|ẹ káàárọ̀|e kaaro|how far|how you dey|may (?:god|allah|the almighty|the lord|jesus)|god bless|god (?:help|save|protect|keep)|amen|insha'?allah)\b/i;

const INTERROGATIVE =
  /^(who|what|when|where|why|how|which|is|are|was|were|do|does|did|can|could|will|would|should|has|have|shey|abi|wetin|ina|me yasa|kedu|gini|ṣé|se)\b/i;

/**
 * Future forms: English, Pidgin `go win`, Hausa `zai`/`za a`, Yoruba `yóò`/`máa`, Igbo `ga-`.
 * Yoruba "máa ń …" is what is done habitually ("Aáyù máa ń wo ibà sàn"), not a forecast.
 */
const PREDICTION =
  /\b(?:will|shall|won't|going to|gonna|is set to|are set to|expected to|likely to|predicts?|predicted|forecasts?|would win|go win|go lose|zai|za su|za a|yóò|yoo|máa(?!\s+[ńn]\s))(?=[\s,.!]|$)|\bga-(?=\p{L})/iu;

/**
 * "…, mark my word(s)": the sender vouches for a forecast, figure or not ("Dollar go reach 2000
 * naira before December, mark my word").
 */
const FORECAST_SIGN = /\bmark my words?\b/i;

/**
 * A forecast said as one: a future ("will drop below 20 percent by December 2025") with who
 * foresees it ("analysts predict", "experts forecast", "the IMF projected"). Its figure is what is
 * foreseen, which no source can settle yet, so it is set aside figure or not.
 */
const FORESEEN = /\b(?:predicts?|predicted|forecasts?|forecasted|projected)\b/i;
const FUTURE = /\b(?:will|shall|is\s+set\s+to|are\s+set\s+to|is\s+going\s+to|are\s+going\s+to)\s+\p{L}/iu;

/** Words that mark a judgement or feeling rather than a fact. */
const SUBJECTIVE =
  /\b(i think|i believe|i feel|i guess|in my (opinion|view)|personally|should|must|ought to|best|worst|terrible|awful|amazing|wonderful|beautiful|disgrace\w*|shame\w*|useless|stupid|nonsense|love|hate|great)\b/i;

/**
 * A verdict on something rather than a fact about it: what should be done ("INEC should be
 * scrapped"), a name called ("the 2023 election was a disgrace") or a judging word ("INEC's
 * handling of the election was disappointing", "… was commendable"), a best or worst ever ("the
 * worst election ever"), what could have been done ("INEC could have done better with the IReV
 * portal", "the CBN should have done more"). Without a figure there is nothing in it a source could settle; with
 * one ("It is a shame that only 27% voted") the figure is claimed, and the models judge it.
 */
const VERDICT_ON =
  /\b(?:should(?:n['’]t| not)?|ought(?:n['’]t| not)? to)\s+(?:have\s+)?(?:be|been|go|resign|step down|apologi[sz]e|stop|leave|answer|face|pay)\b|\b(?:is|was|are|were|remains?|became|be)\s+(?:(?:a|an|the|such\s+a)\s+)?(?:(?:total|complete|national|big|huge|great|absolute|utter|real|global|monumental)\s+)?(?:disgrace|shame|embarrassment|joke|mess|sham|farce|travesty|disaster|scandal|insult|charade)\b|\b(?:is|was|are|were|remains?|has\s+been|have\s+been)\s+(?:(?:very|so|deeply|truly|really|quite|most|highly|extremely|utterly|simply|totally|rather)\s+)?(?:disappointing|appalling|shameful|disgraceful|embarrassing|pathetic|abysmal|terrible|awful|horrible|horrendous|commendable|laudable|impressive|excellent|outstanding|unacceptable|a\s+letdown|a\s+let-down)\b|\b(?:best|worst|greatest)\s+(?:\p{L}+\s+){0,3}(?:ever|in\s+(?:our\s+|nigeria['’]s\s+|the\s+country['’]s\s+)?history)\b|\b(?:could|should|might)(?:n['’]t|\s+not)?\s+have\s+(?:done|handled\s+(?:it|this|that|things)|performed)\s+(?:(?:much|far|a\s+lot|way)\s+)?(?:better|more|worse)\b/iu;

/**
 * A sentence that goes on past its verdict ("… should be held accountable for his actions, because
 * we have the highest unemployment rate", "… ought to be ashamed of mentioning that statement"):
 * a clause of fact may ride on it, which the models judge. On CLEF 2024 task 1 train, a sentence
 * of VERDICT_ON without a figure was check-worthy 38 times in 350; short, and with no clause
 * after it, 4 times in 93.
 */
const MORE_SAID = /\b(?:that|which|because|who|when|since|after|before|while|if|but)\b/i;
/** "before 2027", "by 2030", "before Christmas", "by next year": when, not more said. */
const BY_YEAR =
  /\b(?:before|after|since|by|until)\s+(?:the\s+end\s+of\s+)?(?:(?:19|20)\d\d\b|(?:(?:the|this|next)\s+)?(?:christmas|easter|sallah|ramadan|eid|yuletide|new\s+year|year(?:['’]s)?\s+end|(?:next|this)\s+(?:week|month|year)|(?:january|february|march|april|june|july|august|september|october|november|december)|(?:the\s+)?(?:next\s+)?elections?)\b)/gi;
const saysMore = (text: string) => text.split(/\s+/).length > 14 || MORE_SAID.test(text.replace(BY_YEAR, ''));

/**
 * What someone must or should do ("INEC must do better in 2027", "The CBN should cut rates now",
 * "INEC should be scrapped"): a demand, not a fact, unless it reports a rule someone made ("INEC
 * says voters must …": ANNOUNCING) or counts something (a figure is left to the models). "Must
 * have" infers what happened ("must have rigged") and is a claim of its own.
 */
const OBLIGATION =
  /\b(?:must|should|ought to|needs? to)\s+(?!have\b)(?:not\s+|never\s+|now\s+|really\s+)?\p{L}|\b(?:needs|need)\s+(?:a|an|another)\s+(?:new\s+|fresh\s+|proper\s+|credible\s+)?\p{L}/iu;
const REPORTED =
  /\b(?:says?|said|announced|declared|directed|ordered|ruled|requires?|required|stipulates?|provides?)\b/i;

/** A strong opinion marker decides on its own; weaker ones need the claim model to agree. */
const OPINION_FRAME = /\b(i think|i believe|i feel|i guess|in my (opinion|view)|personally)\b/i;

/** A speaker's own taste or wish ("I love jollof rice more than anything"): nothing to check. */
const FIRST_PERSON_TASTE =
  /^(?:honestly,?\s+|personally,?\s+)?(?:i|we)\s+(?:really\s+|just\s+|truly\s+|absolutely\s+|still\s+|do\s+)?(?:love|like|hate|prefer|enjoy|adore|miss|want|wish|hope|need|can't stand|cannot stand|am (?:so |very )?(?:happy|sad|proud|tired|glad|excited))\b/i;

/**
 * "You won't be able to own a car", "will be required to register": how people state what a
 * rule says. The rule is a claim about now, not a forecast.
 */
const RULE_NOT_FORECAST =
  /\b(?:will|won't|will not|shall)\s+(?:no longer\s+|not\s+)?be\s+(?:able|allowed|required|permitted|forced|eligible|entitled|banned|barred|prohibited)\b/gi;

/** A greeting, or a prayer or blessing ("May God have mercy on us", "God bless Nigeria"). */
export function isGreeting(text: string): boolean {
  if (/\d/.test(text)) return false;
  const words = text.split(/\s+/).length;
  // A prayer ("May God have mercy on those who died and give their families patience") asks,
  // however long it runs; other greetings are short.
  return GREETING.test(text) && (words <= 10 || (PRAYER.test(text) && words <= 30));
}

/** A sentence that opens by asking God for something: it claims nothing. */
const PRAYER = /^\W*may (?:god|allah|the almighty|the lord|jesus)\b/i;

export function isQuestion(text: string): boolean {
  if (/\?["'”’)\]]*\s*$/.test(text)) return true;
  return INTERROGATIVE.test(text) && !/[.!]["'”’)\]]*$/.test(text);
}

export function isPrediction(text: string): boolean {
  return PREDICTION.test(text.replace(RULE_NOT_FORECAST, ' ')) && !pastDated(text) && !announced(text);
}

/** A body that announces: an acronym (INEC, CBN, FG) or an office named by what it is. */
const OFFICIAL =
  /(?:\b[A-Z]{2,}\b|\b(?:[Tt]he\s+)?(?:[Ff]ederal|[Ss]tate)\s+[Gg]overnment\b|\b(?:[Pp]residency|[Mm]inistry|[Cc]ommission|[Cc]ourt|[Ss]enate|[Pp]olice|[Aa]rmy|[Gg]overnor|[Pp]resident)\b)/;
const ANNOUNCING =
  /^[^.!?]{0,60}?\b(?:has|have|had)?\s*(?:announced|declared|directed|fixed|approved|ordered|confirmed|released|revealed|said|stated)\b/i;

/**
 * "INEC has announced that the 2027 presidential election will now hold in November 2026": what
 * an official body announced is a thing said, checkable against its own record, however far
 * ahead it points; the rumours a tip line most needs checked take this form. A person's own
 * forecast ("Tinubu will win", "I said we will win") stays a prediction.
 */
function announced(text: string): boolean {
  const m = ANNOUNCING.exec(text);
  return m !== null && OFFICIAL.test(m[0]);
}

const FULL_DATE =
  /\b\d{1,2}\s+(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+((?:19|20)\d{2})\b/;

/**
 * A forward that said what "will" happen on a day now past ("The presidential election will hold
 * on 25 February 2023"): it says when it was to be, which the record settles; no longer a forecast.
 */
function pastDated(text: string): boolean {
  const year = FULL_DATE.exec(standardForms(text))?.[1];
  return year !== undefined && Number(year) < new Date().getUTCFullYear();
}

export function hasOpinionFrame(text: string): boolean {
  return OPINION_FRAME.test(text) || FIRST_PERSON_TASTE.test(text);
}

/**
 * "Is it true that …?" in the five languages: a tipster asking whether a statement is true sends
 * the statement to check, not a question. Written without tone marks or hooks; matched on the
 * decomposed text with any marks allowed after each letter (ṣé òótọ́ ni pé, ọ̀ bụ́ eziokwu na).
 */
const ASKED_FRAMES = [
  'is it (?:really )?(?:true|a fact|correct|right) (?:that )?',
  // A reporter asking the desk: "Can someone verify whether …?", "Could you check if …?".
  '(?:can|could|would|will) (?:someone|somebody|anyone|anybody|you|we|u|una|you guys|the desk) (?:please |pls )?(?:verify|check|confirm|fact[- ]?check|find out|look into)(?: for (?:me|us))? (?:if|whether|that) ',
  // (No "?" after a letter in these frames: markTolerant makes it apply to the marks, not the letter.)
  '(?:how true is|is there any truth (?:in|to)|any truth (?:in|to)) (?:it|this|the (?:claim|claims|report|reports|news|story|rumour|rumor|rumours|rumors)) (?:that )?',
  'is this (?:really )?true:? ',
  'did you know (?:that )?',
  // "Do you know that …?", "Did you hear that …?": the same, with its "that" clause.
  '(?:do|did|have) you (?:know|hear|heard|see|seen|read) that ',
  '(?:shey |sebi )?na true (?:say |that )?',
  'e true say ',
  '(?:shin )?(?:da gaske ne|gaskiya ne) (?:cewa |wai )?',
  // "lóòótọ́" is written with three vowels as often as with two ("lóòtọ́").
  '(?:se )?(?:otito|ooto|oooto|looto|loooto) ni (?:pe|wipe) ',
  'o bu (?:eziokwu|ezie) na ',
  // "Don't you know that …?", "Have you not heard that …?": a rhetorical question states what it
  // asks about (Pidgin "Una no know say …", Hausa "Ba ku sani ba cewa …", Yoruba "Ṣé ẹ ò gbọ́ pé
  // …", Igbo "Ị maghị na …"). The statement is checked; a real question ("Do you know who won?")
  // has no "that" clause.
  "(?:do you not|don'?t you|did you not|didn'?t you|have you not|haven'?t you) (?:know|hear|heard|see|seen) that ",
  '(?:you|u|una|una never|you never) no (?:know|hear|see|sabi) (?:say|that) ',
  '(?:ashe |wai )?ba (?:ku|ka|ki) (?:sani|ji) ba (?:cewa|wai) ',
  '(?:se|nje) (?:e|o|eyin|iwo) (?:o|ko|ti o|ko ti) (?:mo|gbo|ri) (?:pe|wipe) ',
  '(?:i|unu) (?:maghi|amaghi|nughi|anughi|ahughi) na ',
  // "Did you know that …?" as the languages ask it (Pidgin "Una know say …", Hausa "Shin kun san
  // cewa …", Yoruba "Ṣé ẹ mọ̀ pé …", Igbo "Ị maara na …"): like the English frame above, only with
  // its "that" clause ("Una know who win?" asks).
  '(?:una|you|u) (?:don )?(?:know|hear|sabi) (?:say|that) ',
  // "Shin ko kun san cewa …?": "ko" (whether) opens a yes-or-no question, as "shin" does.
  '(?:shin )?(?:ko )?(?:kun|ka|kin) (?:san|sani|ji) (?:cewa|wai) ',
  '(?:se|nje) (?:e|o|eyin|iwo) (?:ti )?(?:mo|gbo) (?:pe|wipe) ',
  '(?:i|unu) (?:maara|amaara|nuru|anuru) na ',
  // "Didn't the CBN launch the eNaira in 2021?", "Wasn't the election held on 25 February?": a
  // negative question about a figure or a date expects "yes", so it states what it asks. Only with
  // a number in it, and not of "you" or "we" ("Didn't you say …?" asks about a person).
  "(?:didn|wasn|weren|isn|aren|hasn|haven|hadn|doesn)(?:'|’)?t (?!(?:you|u|i|we|they|he|she|it|that|this)\\b)(?=[^?]*\\d)",
  // "Did Tinubu really win … with 8.8 million votes?", "Has the CBN raised the MPR to 30%?": a
  // yes-or-no question about a figure or a date sent to a desk asks whether it is true, as the
  // negative one does; the same conditions ("Did you see the 2023 results?" asks about a person),
  // and a figure other than a year ("Did INEC postpone the 2023 elections?" asks what happened).
  '(?:did|does|has|have) (?!(?:you|u|i|we|they|he|she|it|that|this|anyone|anybody|someone|somebody)\\b)(?=[^?]*(?<!\\d)(?!(?:19|20)\\d\\d(?!\\d))\\d)',
];
/**
 * "Please, is it true that …", "Abeg na true say …", "Don Allah …", "Ẹ jọ̀ọ́ …", "Biko …", and the
 * openers a message starts with before asking ("Omo, na true say …", "Guys, is it true that …",
 * "Good morning, is it true …"), or a short heading closed by a colon ("Reporter here: is it true
 * that …", "Quick check: …").
 */
// Greetings in the four languages open such a message too ("E kaaro o, se e mo pe …", "Ndewo
// nu, i maara na …", "Sannu, kun san cewa …"), with a closing "o" of their own.
const PLEASE =
  '(?:(?:please|pls|plz|abeg|biko|don allah|e joo|e jo|joo|omo|chai|haba|kai|ehn|guys|o ?boy|oga|hello|hi|wait|good (?:morning|afternoon|evening|day)|e kaaro|e kaaaro|e kaasan|e kaale|e ku [a-z]+|ndewo(?: nu| unu)?|sannu|salam|barka da [a-z]+|[^:?.!\\n]{1,40}:)(?: o)?[,!.]* )*';
const markTolerant = (pattern: string) => pattern.replace(/([a-z])/g, '$1\\p{M}*');
const ASKED = new RegExp(`^\\s*${markTolerant(PLEASE)}(?:${ASKED_FRAMES.map(markTolerant).join('|')})`, 'iu');

/**
 * A tip-line heading asking the desk to look at what follows, closed by a colon: "Please
 * confirm:", "Kindly verify this:", "Good morning family, please read:", "Fact-check:". What
 * follows is the statement, checked without the request (whose words no source says). Only a
 * heading that ends in the request: "Lagos: 7 million voters registered" keeps its subject.
 */
const REQUEST_HEADING =
  /^[^:?.!\n]{0,40}?\b(?:confirm|verify|check|read|see|note|fact[- ]?check|look|help)(?:\s+(?:this|these|it|am|pls|please|for me|for us|out|up|oh|o))*\s*[:–—-]\s+/iu;

/**
 * A statement closed by a question tag ("… on 4 March 2023, right?", Pidgin "… abi?", Hausa
 * "… ko?", Yoruba "… àbí?", "… àbí bẹ́ẹ̀ kọ́?", Igbo "… ọ́ bụ́ ya?", "… ka ọ́ bụ́ ya?"): the sender
 * asks for the statement to be confirmed, as with "is it true that". Matched on the decomposed
 * text, marks allowed.
 */
// "…, didn't you know?" and its kin in each language ("…, una no know?", "…, ba ku sani ba?",
// "…, ẹ ò mọ̀?", "…, ị maghị?") close a statement the sender takes as known: the same.
const TAG_FRAMES = [
  "right|correct|true|isn't it|is it not|no|didn['’]?t you know|don['’]?t you know|you know",
  'abi|shey|abi na lie|abi no be so|una no know|you no know|una no hear',
  'ko|ko ba haka ba|ko ba haka ne ba|ba ku sani ba|ba ka sani ba|kun sani',
  'abi|abi beeko|abi beeni|se beeko|abi ko ri bee|e o mo|se e o mo|o o mo|se o o mo|e o gbo',
  'o bu ya|ka o bu ya|ka o bughi ya|o di otu a|i maghi|unu amaghi|i maghi ya',
];
const TAGGED = new RegExp(`[,\\s]+(?:${markTolerant(TAG_FRAMES.join('|'))})\\s*\\?+["'”’)\\]]*\\s*$`, 'iu');

/**
 * Where the statement starts and ends in a sentence framed "Is it true that …?" or closed by a
 * question tag ("…, abi?"), its question mark left out; null for any other sentence.
 */
export function askedStatement(text: string): { start: number; end: number } | null {
  const decomposed = text.normalize('NFD');
  const heading = REQUEST_HEADING.exec(text);
  if (heading) {
    const end = text.replace(/[\s?!.]+$/u, '').length;
    const rest = text.slice(heading[0].length, end);
    if (rest.split(/\s+/).length >= 3) return { start: heading[0].length, end };
  }
  const m = ASKED.exec(decomposed);
  if (!m && isStatementAsked(text)) return { start: 0, end: text.replace(/[\s?!.]+$/u, '').length };
  if (!m) {
    const tag = TAGGED.exec(decomposed);
    // Only a statement carries a tag: "Who won, abi?" is still a question.
    if (!tag || INTERROGATIVE.test(text)) return null;
    let end = text.length;
    while (end > 0 && text.slice(0, end).normalize('NFD').length > tag.index) end -= 1;
    return end >= 3 ? { start: 0, end } : null;
  }
  // Back to the sentence as written: the shortest prefix that decomposes to what matched.
  let start = 0;
  while (start < text.length && text.slice(0, start).normalize('NFD').length < m[0].length) start += 1;
  const end = text.replace(/[\s?!.]+$/u, '').length;
  return end - start >= 3 ? { start, end } : null;
}

/** Who a question asks about when it asks about people in the conversation, not the record. */
const ABOUT_US = /\b(?:you|u|una|i|we|us|our|my|your)\b/i;

/**
 * "Nigeria has 40 states?", "Najeriya tana da jihohi 40?": a statement in its own word order,
 * with a figure or a date, sent to a tip line with a question mark is the sender asking whether
 * it is true, as "Is it true that …?" asks. Without a figure ("Tinubu won?"), opening with a
 * question word ("Who won in 2023?"), or about the people talking ("You said it was 40?"),
 * it stays a question.
 */
function isStatementAsked(text: string): boolean {
  return (
    /\?["'”’)\]]*\s*$/.test(text) &&
    !INTERROGATIVE.test(text.trim()) &&
    !ABOUT_US.test(text) &&
    hasAmount(text) &&
    text.split(/\s+/).length >= 4
  );
}

/**
 * A leading opinion frame ("I think (that)", "In my opinion,"): what follows is what is claimed.
 * (Hearsay, "I heard that …", is attribution: stance/names.ts withoutAttribution.)
 */
const LEADING_FRAME =
  /^\s*(?:(?:and|but|so|well),?\s+)?(?:i (?:really |honestly )?(?:think|believe|feel|guess)(?: that)?|in my (?:opinion|view),?|personally,?)\s+/i;

/**
 * The statement without its leading opinion frame, for the models to judge: "I think INEC
 * registered 93.4 million voters" states what "INEC registered 93.4 million voters" does, and
 * the models read a speaker's "I" as taste.
 */
export function withoutOpinionFrame(text: string): string {
  return text.replace(LEADING_FRAME, '').replace(TRAILING_HEDGE, '$1');
}

export function isSubjective(text: string): boolean {
  return SUBJECTIVE.test(text);
}

/**
 * What a speaker's opinion frame judges a figure by ("I believe a 26.25% MPR is too high for
 * businesses", "I think 18 parties are too many"): the figure is the subject of a view, not
 * what is claimed of it.
 */
const JUDGED =
  /\b(?:(?:far|way|much|simply|just)\s+)?too\s+(?:high|low|much|many|few|little|expensive|cheap|small|big|large|late|early|slow|fast|harsh|steep)\b|\b(?:is|are|was|were)\s+(?:not\s+|simply\s+)?(?:enough|sustainable|unsustainable|acceptable|unacceptable|fair|unfair|reasonable|unreasonable|justified|unjustified)\b/i;

/** An amount: digits, or a scale word ("a hundred billion", "60 percent"). */
const AMOUNT = /\d|\b(?:hundred|thousand|million|billion|trillion|percent|per cent)\b/i;
/** Years and days of the month date a forecast ("will win the 2027 election"); they count nothing. */
const DATE_NUMBER =
  /\b(?:1[89]|20)\d\d\b|\b\d{1,2}(?:st|nd|rd|th)?(?=\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*)|(?<=(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*\s+)\d{1,2}(?:st|nd|rd|th)?\b/gi;
export const hasAmount = (text: string) => AMOUNT.test(text.replace(DATE_NUMBER, ' '));

/**
 * Reasons decided by form alone, before any model: greeting, question, prediction, a speaker's
 * opinion frame. A prediction or an opinion frame that carries a figure is left to the models:
 * "I believe there are 1.4 million children in Texas without health insurance" and "the top 5
 * percent will continue to pay 60 percent" state a checkable figure inside the frame. Of the
 * sentences these two rules set aside and the check-worthiness model takes, those with a figure
 * are labelled check-worthy 222 times and not 15 on CLEF 2024 task 1 train (16 and 1 on dev);
 * without a figure 299 and 42 (4 and 9 on dev), where the rules still decide: a plain forecast
 * or view has nothing to check.
 */
export function formReason(text: string): SetAsideReason | null {
  if (isGreeting(text)) return 'greeting';
  if (isQuestion(text)) return 'question';
  if (text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length < 3) return 'not_checkable';
  const figure = hasAmount(text);
  if (hasOpinionFrame(text) && (!figure || JUDGED.test(text))) return 'opinion';
  if (!figure && VERDICT_ON.test(text) && !saysMore(text)) return 'opinion';
  if (!figure && OBLIGATION.test(text) && !REPORTED.test(text) && !saysMore(text)) return 'opinion';
  if ((isPrediction(text) && !figure) || FORECAST_SIGN.test(text)) return 'prediction';
  if (FUTURE.test(text) && FORESEEN.test(text)) return 'prediction';
  return null;
}
