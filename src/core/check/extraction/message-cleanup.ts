/**
 * Messages as people send them: tweets, WhatsApp forwards, Telegram posts. What carries no claim
 * (links, "Forwarded many times", a pasted tweet's "— Name (@handle) date" trailer, a byline,
 * "BREAKING", calls to share, emoji, reply @handles) is blanked out with spaces of the same
 * length, so every offset into the cleaned text is an offset into what was sent: claim spans
 * stay true to the submitted text.
 */

const blank = (s: string) => s.replace(/[^\n]/g, ' ');

/**
 * Each pattern's whole match is blanked. Order matters little: they do not overlap in practice.
 * AUTHORSHIP patterns (trailers, bylines, reply handles) say who posted, which a claim never
 * says but retrieval still reads (a fact-check of a post names its author; retrieval weighs
 * bylines down itself), so a message searched whole keeps them.
 */
const AUTHORSHIP = new Set<number>([1, 3, 5, 6]);
const NOISE: RegExp[] = [
  // Links, bare or shortened.
  /(?:https?:\/\/|www\.|pic\.twitter\.com\/|\bt\.co\/|\bbit\.ly\/)\S*/giu,
  // A pasted tweet's trailer: "— Jane Doe 🇨🇦 (@janedoe) January 6, 2020".
  /\s[—–-]{1,2}\s?[^—–\n]{0,80}\(@\w+\)\s+[A-Z][a-z]+\.? \d{1,2},? \d{4}\s*$/u,
  // WhatsApp's forward marks and e-mail style forwards, on a line of their own.
  /^\s*(?:forwarded(?: many times| as received)?|fwd?:?|forwarded message|-+ ?forwarded message ?-+)\s*:?\s*$/gimu,
  // A byline line: "By Amina Yusuf", "By Amina Yusuf, Abuja".
  /^\s*by\s+(?:\p{Lu}[\p{L}'’.-]*\s*){1,4}(?:,\s*\p{Lu}[\p{L}]*)?\s*$/gmu,
  // Breaking-news shouts opening a message or a line.
  /^\s*(?:breaking(?: news)?|just in|urgent|alert|attention|news ?flash|update|important|fyi|pls read|please read)\s*[!:.\-–—|]*(?=\s|$)/gimu,
  // Retweet and reply prefixes: "RT @user:", "@a @b ..."; not a handle that says ("@inecnigeria says …").
  /^\s*(?:rt\s+)?(?:@\w+[:,]?\s+)+(?!(?:says|said|reports|reported|announced|confirmed|declared)\b)/gimu,
  // "via @handle" at the end of a line.
  /\bvia\s+@\w+\s*$/gimu,
  // Calls to pass it on: they ask, they do not claim ("Share before they delete it!!!").
  // Up to a colon: "Please share before they delete it: INEC has …" asks, then claims.
  /(?<=^|[.!?]\s+|\n)\s*(?:please\s+|pls\s+|kindly\s+)?(?:share|forward|broadcast|pass (?:it|this) on|send (?:it|this))\b[^.!?\n:]*(?:before|to all|widely|as many|as much|contacts|friends|family|groups|everyone|loved ones)[^.!?\n:]*[.!?:]*/gimu,
  // Emoji, flags, pictographs and their joiners, keycaps, skin tones and variation selectors.
  /(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|\u{FE0F}|\u{200D}|\u{20E3}|\p{Emoji_Modifier})+/gu,
  // Runs of shouting punctuation beyond the first mark.
  /(?<=[!?])[!?]+/g,
  // Calling the reader, not claiming: "My friend, …", "My people, …", "Guys, …" opening a line.
  /^\s*(?:my (?:dear )?(?:friends?|people|brothers?|sisters?|guys?|good people)|dear (?:friends|all|brothers and sisters|compatriots|countrymen(?: and women)?)|guys|folks|just saw this|see this|read this|check this out)\s*[,!:]\s*(?=\S)/gimu,
  // A greeting to the group opening a line, its comma often an emoji: "Hello family 🙏 …".
  /^\s*(?:hello|hi|hey) (?:family|everyone|all|guys|people|friends)\b\s*[,!:.]?\s*(?=\S)/gimu,
  // A forward mark opening the message's line with a colon ("Forwarded many times: The FG has …").
  /^\s*(?:forwarded(?: many times| as received)?|fwd?)\s*:\s*(?=\S)/gimu,
  // Laughter closing a line, perhaps before its tags ("… for 2023 lol #NigeriaDecides"): it reacts,
  // it does not claim. (The tags stay: the claim models read them.)
  /\s(?:lol|lmao|lmfao|smh|haha\w*)(?=\s*(?:[#@]\w+\s*)*$)/gimu,
];

/** `text` with the noise blanked (same length, same offsets); `keepAuthorship` for searching. */
export function maskNoise(text: string, opts: { keepAuthorship?: boolean } = {}): string {
  let out = text;
  NOISE.forEach((pattern, i) => {
    if (!(opts.keepAuthorship && AUTHORSHIP.has(i))) out = out.replace(pattern, blank);
  });
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
 * A shouted statement as it would be written ("THE FEDERAL GOVERNMENT HAS BANNED OKADA" ->
 * "The federal government has banned okada"), so models trained on normal text read it. Short
 * all-capital words (acronyms such as INEC, FCT) are kept.
 */
export function unshout(text: string): string {
  if (!isShouted(text)) return text;
  const lowered = text.replace(/\p{L}+/gu, (w) => (w.length <= 4 ? w : w.toLowerCase()));
  return lowered.replace(
    /^(\P{L}*)(\p{L})/u,
    (_m, lead: string, first: string) => lead + first.toUpperCase(),
  );
}
