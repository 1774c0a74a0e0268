/** Tokenising shared by the reranker and the stance judge. */

const STOP = new Set(
  (
    'a an and are as at be been but by can could did do does for from had has have he her his how i if in into is it its ' +
    'just me more most my no nor not of on or our out over said says she so such than that the their them then there these ' +
    'they this those to too under up us very was we were what when where which while who whom why will with would you your ' +
    'rt amp via also about after all any because before being both each few other own same some only should now here just ' +
    'get got one'
  ).split(' '),
);

/** Crude suffix stripping: enough to match "elections"/"election", "registered"/"register". */
export function stem(word: string): string {
  if (word.length <= 4 || /\d/.test(word)) return word;
  return word
    .replace(/(ies)$/, 'y')
    .replace(/(ing|edly|ed|es|s)$/, '')
    .replace(/(.)\1$/, '$1');
}

/** Content words: lower-cased, URLs, mentions and stop words removed, stemmed. */
export function contentWords(text: string): string[] {
  const cleaned = text
    .toLowerCase()
    .replace(/https?:\/\/\S+|pic\.twitter\.com\/\S+|@\w+/g, ' ')
    .replace(/(\d),(?=\d{3}\b)/g, '$1');
  const words = cleaned.match(/[\p{L}\p{N}][\p{L}\p{N}.]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu) ?? [];
  return words.filter((w) => !STOP.has(w) && (w.length > 1 || /\d/.test(w)));
}

export const terms = (text: string) => contentWords(text).map(stem);

/** Sentences, without splitting "93.4" or "N1,000.50": a break needs end punctuation then space. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

const splitCamel = (word: string) =>
  word.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2');

/**
 * What of a pasted post is worth searching: links removed; @handles and #hashtags turned into
 * their words ("@JoeBiden" is "Joe Biden"), since names are what claims about posts share.
 */
export function searchableText(text: string): string {
  return text
    .replace(BOUND_BEFORE_FIGURE, ' ')
    .replace(TURNED_OUT, '$& turnout')
    .replace(NUMBER_OF, ' ')
    .replace(/(?:https?:\/\/|pic\.twitter\.com\/|\bt\.co\/)\S*/gi, ' ')
    .replace(/[@#](\w+)/g, (_m, word: string) => ` ${splitCamel(word.replace(/_/g, ' '))} `)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Words bounding a figure ("fewer than 700", "nearly 9 million", "less than a third"): they say
 * how far the figure goes, and no source repeats them, so they only lower a source's match.
 * (Common ones, "over", "about", "more than", are stop words already.)
 */
const BOUND_BEFORE_FIGURE =
  /\b(?:(?:fewer|less)\s+than|nearly|almost|around|roughly|approximately|barely|upwards\s+of)\s+(?=[N₦$]?\d|(?:a|one|two|three)[\s-]+(?:half|thirds?|quarters?|fifths?)\b)/gi;

/**
 * "The number of wards in Nigeria …", "the total number of …": what is counted is what follows;
 * "number" only says it is counted, which no source giving the count says, so it only lowers
 * the match.
 */
const NUMBER_OF = /\b(?:the\s+)?(?:total\s+|overall\s+)?number\s+of\b/gi;

/** "turned out" is what the sources call the turnout. */
const TURNED_OUT = /\bturn(?:ed|s|ing)?\s+out\b/gi;

/** The byline an embedded tweet ends with: "— Jane Doe (@janedoe) January 6, 2020". */
const BYLINE = /\s[—–]\s[^—–\n]{0,80}\(@\w+\)\s+[A-Z][a-z]+ \d{1,2}, \d{4}\s*$/u;

/**
 * Splits a pasted post into what it says and its byline (author and date), if it has one. The
 * byline still helps (claims about a public figure's posts name them, and date them), but a
 * stranger's name or a date matching an unrelated claim should weigh less than the post itself.
 */
export function bylineOf(text: string): { body: string; byline: string } {
  const m = BYLINE.exec(text);
  return m ? { body: text.slice(0, m.index), byline: m[0] } : { body: text, byline: '' };
}
