/**
 * Messages as people send them: tweets, WhatsApp forwards, Telegram posts. What carries no claim
 * (links, "Forwarded many times", a pasted tweet's "— Name (@handle) date" trailer, a byline,
 * "BREAKING", calls to share, emoji, reply @handles) is blanked out with spaces of the same
 * length, so every offset into the cleaned text is an offset into what was sent: claim spans
 * stay true to the submitted text.
 */

const blank = (s: string) => s.replace(/[^\n]/g, ' ');

// A pasted tweet's trailer: "— Jane Doe 🇨🇦 (@janedoe) January 6, 2020".
const TRAILER = /\s[—–-]{1,2}\s?[^—–\n]{0,80}\(@\w+\)\s+[A-Z][a-z]+\.? \d{1,2},? \d{4}\s*$/u;
// A byline line: "By Amina Yusuf", "By Amina Yusuf, Abuja".
const BYLINE = /^\s*by\s+(?:\p{Lu}[\p{L}'’.-]*\s*){1,4}(?:,\s*\p{Lu}[\p{L}]*)?\s*$/gmu;
// Retweet and reply prefixes: "RT @user:", "@a @b ..."; not a handle that says ("@inecnigeria says …").
const REPLY_HANDLES =
  /^\s*(?:rt\s+)?(?:@\w+[:,]?\s+)+(?!(?:says|said|reports|reported|announced|confirmed|declared)\b)/gimu;
// "via @handle" at the end of a line.
const VIA_HANDLE = /\bvia\s+@\w+\s*$/gimu;
const AUTHORSHIP = new Set<RegExp>([TRAILER, BYLINE, REPLY_HANDLES, VIA_HANDLE]);

/**
 * Each pattern's whole match is blanked, in this order (emoji first, so what they hid opens its line;
 * otherwise they rarely overlap).
 * AUTHORSHIP patterns (trailers, bylines, reply handles) say who posted, which a claim never
 * says but retrieval still reads (a fact-check of a post names its author; retrieval weighs
 * bylines down itself), so a message searched whole keeps them.
 */
const NOISE: RegExp[] = [
  // Emoji, flags, pictographs and their joiners, keycaps, skin tones and variation selectors;
  // first, so a shout after them ("🚨🚨 URGENT 🚨🚨 INEC …") still opens its line.
  /(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|\u{FE0F}|\u{200D}|\u{20E3}|\p{Emoji_Modifier})+/gu,
  // Links, bare or shortened.
  /(?:https?:\/\/|www\.|pic\.twitter\.com\/|\bt\.co\/|\bbit\.ly\/)\S*/giu,
  TRAILER,
  // WhatsApp's forward marks and e-mail style forwards, on a line of their own.
  /^\s*(?:forwarded(?: many times| as received)?|fwd?:?|forwarded message|-+ ?forwarded message ?-+)\s*:?\s*$/gimu,
  BYLINE,
  // A forward's origin as Telegram copies it: "[Forwarded from Naija News]" or its own line.
  /^\s*(?:\[forwarded from [^\]\n]{1,60}\]|forwarded from [^\n]{1,60}$)/gimu,
  // What a tipster asks before the claim: "Please confirm:", "Kindly verify this -", "Need a
  // quick check:", "Please help verify this forwarded message:".
  /^\s*(?:(?:please|pls|plz|kindly|abeg)\s+)?(?:help\s+(?:me\s+|us\s+)?)?(?:(?:i |we )?needs? (?:a )?(?:quick )?)?(?:confirm|verify|check|fact[- ]?check|verification)(?:\s+(?:this|it|am)(?:\s+(?:forwarded\s+|viral\s+)?(?:message|claim|post|news|story|broadcast|tweet|info))?)?(?:\s+(?:for me|for us|abeg|please|pls))?\s*[:\-–—]+(?=\s|$)/gimu,
  // A tweet thread's marks: "Thread 🧵 1/5:", "A thread:", "(2/5)" opening or closing a line.
  /^\s*(?:a\s+)?thread\s*(?:\(?\d{1,2}\s*\/\s*\d{1,2}\)?)?\s*[:.\-–—]+(?=\s|$)|^\s*\(\d{1,2}\/\d{1,2}\)(?=\s)|(?<=\s)\(\d{1,2}\/\d{1,2}\)\s*$/gimu,
  // "True or false: …", "Real or fake? …": the sender asks about what follows.
  /^\s*(?:true or false|real or fake|fake or real|fact or fiction)\s*[:?\-–—]+(?=\s|$)/gimu,
  // What a forward says of itself: "Copied:", "Copied and pasted", "C&P".
  /^\s*(?:cop(?:y|ied) (?:and|&) past(?:e|ed)|copied|c\s?&\s?p)(?:\s+(?:from\s+)?(?:a |another )?(?:group|friend|wall|timeline|status))?\s*[:!.\-–—]*(?=\s|$)/gimu,
  // A fact-check's heading: "FACT CHECK: …", "Fake news alert 🚫 …" (what follows says what is false).
  /^\s*(?:fake news alert|fact[- ]?check(?:ed)?(?: alert)?\s*[!:.\-–—|]+)(?=\s|$)/gimu,
  // What a poster says to frame the claim before it, up to a colon or a dash: "Reminder:", "Just
  // so we are clear:", "For the record -", "Fun fact:", "ICYMI:", "PSA:". They frame, they do not
  // claim, and a claim that kept them shared fewer of its words with its source.
  /^\s*(?:(?:a\s+)?(?:quick|friendly|gentle|daily)\s+)?(?:reminder|psa|n\.?b\.?|fun\s+fact|for\s+the\s+records?|icymi|in\s+case\s+you\s+missed\s+it|(?:just\s+)?so\s+(?:we|you)\s+(?:are|['’]re)\s+(?:all\s+)?clear|(?:just\s+)?to\s+be\s+clear|let(?:['’]s|\s+us|\s+me)\s+be\s+clear|let\s+me\s+remind\s+(?:you|una|everyone)|mind\s+you|for\s+your\s+information)\s*[:\-–—]+(?=\s|$)/gimu,
  // A news agency's dateline opening a lede: "ABUJA —", "LAGOS, Nigeria —", "ABUJA, Feb 26
  // (Reuters) -", "PORT HARCOURT (NAN) –". A place in capitals, perhaps a date and an agency, a
  // dash; then the lede in ordinary case (a shouted message's "TINUBU WON - …" is no dateline).
  /^\s*\p{Lu}{3,}(?:[ -]\p{Lu}{3,})?(?:,\s*(?:\p{Lu}\p{Ll}+\.?\s+\d{1,2}|\p{Lu}\p{Ll}+))?(?:\s*\((?:\p{Lu}[\p{L}]{1,20})\))?\s*[—–-]{1,2}\s+(?=\p{Lu}\p{Ll}|\p{Lu}{2,}\s+\p{Ll})/gmu,
  // A lede's scene before its clause of saying: "Speaking in Abuja on Monday, the commission's
  // spokesman said …", "Addressing journalists at the state house, …" (who said it follows).
  // Not "Speaking of inflation, it hit …": what follows "of" is the claim's subject.
  /^\s*(?:speaking|addressing|briefing|reacting|responding)\s+(?!of\b)[^,\d\n]{1,80},\s+(?=\S)/gimu,
  // A sender's feeling about what follows, opening a line with a comma: "Sadly, …",
  // "Unfortunately, …", "Shockingly, …", "Believe it or not, …". It frames the claim, it does not
  // claim, and a claim that kept it was not found in its source ("Sadly, 133 million Nigerians
  // were multidimensionally poor in 2022" read unproven).
  /^\s*(?:(?:sadly|unfortunately|shockingly|surprisingly|interestingly|worryingly|alarmingly|amazingly|incredibly|thankfully|fortunately|tragically|painfully|honestly|frankly|curiously|ironically)(?:\s+enough)?|believe\s+it\s+or\s+not|sad\s+to\s+say|shame\s+on\s+us)\s*,\s*(?=\S)/gimu,
  // Breaking-news shouts opening a message or a line.
  /^\s*(?:breaking(?: news)?|just in|urgent|alert|attention|news ?flash|update|important|fyi|pls read|please read)\s*[!:.\-–—|]*(?=\s|$)/gimu,
  // What a sender asks the reader to take in before the claim: "Please note that …", "Kindly be
  // informed that …" (the claim is what follows).
  /^\s*(?:(?:please|pls|plz|kindly)\s+)?(?:note|be (?:informed|aware|advised))\s+that\s+(?=\S)/gimu,
  REPLY_HANDLES,
  VIA_HANDLE,
  // Calls to pass it on: they ask, they do not claim ("Share before they delete it!!!").
  // Up to a colon: "Please share before they delete it: INEC has …" asks, then claims.
  /(?<=^|[.!?]\s+|\n)\s*(?:please\s+|pls\s+|kindly\s+)?(?:share|forward|broadcast|pass (?:it|this) on|send (?:it|this))\b[^.!?\n:]*(?:before|to all|widely|as many|as much|contacts|friends|family|groups|everyone|loved ones)[^.!?\n:]*[.!?:]*/gimu,
  // A bare call to pass it on closing a line: "Nigeria has 40 states pls share", "… states. Share!",
  // "… share am o"; not a verb of the claim ("… the states will share").
  /(?<=[\s,.!])(?:(?:please|pls|plz|kindly)\s+(?:share|forward|broadcast|rebroadcast)|(?<=[,.!]\s*)(?:share|forward|broadcast|rebroadcast)|(?:share|forward|broadcast)(?=\s+(?:it|this|am)\b))(?:\s+(?:it|this|am|now|widely|o|oo))*\s*[.!]*\s*$/gimu,
  // Runs of shouting punctuation beyond the first mark.
  /(?<=[!?])[!?]+/g,
  // Calling the reader, not claiming: "My friend, …", "My people, …", "Guys, …" opening a line.
  /^\s*(?:my (?:dear )?(?:friends?|people|brothers?|sisters?|guys?|good people)|dear (?:friends|all|brothers and sisters|compatriots|countrymen(?: and women)?|nigerians)|fellow nigerians|guys|folks|just saw this|see this|read this|check this out|make (?:una|we) hear(?: o+| am| this)?|una hear(?: am| this)?|hear this|see wetin (?:dey )?happen)\s*[,!:]\s*(?=\S)/gimu,
  // A greeting to the group opening a line, its comma often an emoji: "Hello family 🙏 …".
  /^\s*(?:hello|hi|hey) (?:family|everyone|all|guys|people|friends)\b\s*[,!:.]?\s*(?=\S)/gimu,
  // A forward mark opening the message's line with a colon ("Forwarded many times: The FG has …").
  /^\s*(?:forwarded(?: many times| as received)?|fwd?)\s*:\s*(?=\S)/gimu,
  // Laughter closing a line, perhaps before its tags ("… for 2023 lol #NigeriaDecides"): it reacts,
  // it does not claim. (The tags stay: the claim models read them.)
  /\s(?:lol|lmao|lmfao|smh|haha\w*)(?=\s*(?:[#@]\w+\s*)*$)/gimu,
];

/**
 * Chat formatting, read before the noise above (so "*BREAKING*:" is a shout like "BREAKING:"):
 * WhatsApp's and Slack's *bold*, _italic_ and `code` marks go and their words stay;
 * ~struck~ words go with their marks, since the sender crossed them out ("~36 states~ 40
 * states" says 40); Slack's :emoji_names:; a quote mark opening a line ("> …", as Slack and
 * Telegram show a quoted message). A mark must hug its words on both sides, as the apps require,
 * so "5 * 3", "snake_case" and "~40 %" stay as written.
 */
const HUGGED = (mark: string) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}${mark}])${mark}(?=[^\\s${mark}])([^${mark}\\n]*?[^\\s${mark}])${mark}(?![\\p{L}\\p{N}${mark}])`,
    'gu',
  );
const KEEP_WORDS: RegExp[] = [
  /(?<![\p{L}\p{N}*])\*\*(?=[^\s*])([^*\n]*?[^\s*])\*\*(?![\p{L}\p{N}*])/gu, // Markdown's **bold**
  HUGGED('\\*'),
  HUGGED('_'),
  /`{1,3}([^`\n]+?)`{1,3}/gu,
];
const STRUCK = HUGGED('~');
const MARKS: RegExp[] = [
  // Slack's emoji names: ":rotating_light:", ":flag-ng:", not a time ("10:30:45").
  /(?<![\p{L}\p{N}:]):[a-z][a-z0-9_+-]*:(?![\p{L}\p{N}:])/gu,
  // A quote mark opening a line.
  /^[ \t]*>+(?=[ \t])/gmu,
];

/** `text` without its chat formatting marks (same length, same offsets). */
export function maskMarkup(text: string): string {
  let out = text;
  for (const pattern of KEEP_WORDS)
    out = out.replace(pattern, (whole: string, words: string) => {
      const at = whole.indexOf(words);
      return blank(whole.slice(0, at)) + words + blank(whole.slice(at + words.length));
    });
  out = out.replace(STRUCK, blank);
  for (const pattern of MARKS) out = out.replace(pattern, blank);
  return out;
}

/**
 * WhatsApp's forward mark made bold or bracketed before the message on its line: "*Forwarded as
 * received* Tinubu …", "_Forwarded many times_ …", "[Fwd] …". Read before the chat marks are
 * blanked, since its stars are what tell it from the word "forwarded" in a sentence.
 */
const DECORATED_FORWARD =
  /^\s*(?:\*+|_+|~+|\[|\()\s*(?:forwarded(?: many times| as received)?|fwd?)\s*(?:\*+|_+|~+|\]|\))\s*[:\-–—]?/gimu;

/** `text` with the noise blanked (same length, same offsets); `keepAuthorship` for searching. */
export function maskNoise(text: string, opts: { keepAuthorship?: boolean } = {}): string {
  let out = maskMarkup(text.replace(DECORATED_FORWARD, blank));
  for (const pattern of NOISE)
    if (!(opts.keepAuthorship && AUTHORSHIP.has(pattern))) out = out.replace(pattern, blank);
  return out;
}

/** A statement's words as they read once the blanks are gone. */
export function tidy(masked: string): string {
  return masked.replace(/\s+/g, ' ').trim();
}

/** Whether most of the letters are capitals: a shouted line ("THE FG HAS BANNED OKADA"). */
export function isShouted(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length < 8) return false;
  const upper = letters.filter((c) => c !== c.toLowerCase()).length;
  return upper / letters.length > 0.7;
}

/**
 * Short English words a shout writes in capitals that are no acronym ("NIGERIA NOW HAS 38 STATES
 * AND 780 LGAs": "now", "has", "and"). Hand-written: function words and common short verbs.
 */
const SHORT_WORDS = new Set(
  (
    'a an the and or but nor so yet if as at by in on of to for from with into onto over than ' +
    'is are was were be been am has have had do does did not no yes now then just only also very ' +
    'it its this that they them we he she his her our you your my all any more less most some ' +
    'got get gets won win wins new old says said will can may who what when how why out up off ' +
    'lie lied true fake news here more made make'
  ).split(' '),
);

/**
 * A shouted statement as it would be written ("THE FEDERAL GOVERNMENT HAS BANNED OKADA" ->
 * "The federal government has banned okada"), so models trained on normal text read it. Short
 * all-capital words (acronyms such as INEC, FCT) are kept.
 */
export function unshout(text: string): string {
  if (!isShouted(text)) return text;
  const lowered = text.replace(/\p{L}+/gu, (w) =>
    w.length <= 4 && !SHORT_WORDS.has(w.toLowerCase()) ? w : w.toLowerCase(),
  );
  return lowered.replace(
    /^(\P{L}*)(\p{L})/u,
    (_m, lead: string, first: string) => lead + first.toUpperCase(),
  );
}

/**
 * A shouted statement written as a headline ("TINUBU POLLED 8.8 MILLION VOTES IN THE 2023
 * PRESIDENTIAL ELECTION" -> "Tinubu Polled 8.8 Million Votes in the 2023 Presidential Election"),
 * for the engine's reading of names and owners: in capitals every word looked like a name
 * ("PRESIDENTIAL", "POLLED"), and a right count came out unproven. A headline's capitals name
 * nothing (names.ts). Short all-capital words (INEC, APC, FCT) stay acronyms, as in unshout.
 */
export function shoutAsHeadline(text: string): string {
  if (!isShouted(text)) return text;
  return text.replace(/\p{L}+/gu, (w, at: number) => {
    const lower = w.toLowerCase();
    if (SHORT_WORDS.has(lower)) return at === 0 ? w[0]! + lower.slice(1) : lower;
    if (w.length <= 4) return w;
    return w[0]! + lower.slice(1);
  });
}
