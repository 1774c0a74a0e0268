import { ENGLISH_WORDS, PIDGIN_WORDS } from './text-features.js';
import type { NgramModel } from './ngram-model.js';

/**
 * What a short message's language can and cannot be read from. A WhatsApp forward or a tweet of
 * six words is mostly names, acronyms and figures ("Kwankwaso polled 1.5m votes in
 * #NigeriaDecides2023"): none of them says which language the message is in, and the few words
 * around them do.
 */

/**
 * A figure with its unit or currency letters ("1.5m", "417k", "N1.4tn", "N617", "12th"): the
 * letters glued to it are abbreviations, not words ("m" is also Igbo's "I").
 */
const FIGURE = /(?<![\p{L}\p{N}])\p{L}{0,2}\d[\d.,]*\p{L}{0,3}(?![\p{L}\p{N}])/gu;

/**
 * English prefixes written with a hyphen ("re-elected", "ex-governor", "anti-graft"): joined, so
 * that "re" is not read as a Yoruba word. Igbo's own hyphens ("na-eme", "ga-aga") are left alone.
 */
const ENGLISH_PREFIX = /\b(re|ex|co|pre|non|anti|pro|post|self|vice)-(?=\p{Ll})/giu;

/** HTML entities a tweet's text arrives with ("&amp;"): markup, not the word "amp". */
const HTML_ENTITY = /&(?:[a-z]+|#\d+);/giu;

/** The text with HTML entities, figures' unit letters removed and English hyphenated prefixes joined. */
export function withoutFigures(text: string): string {
  return text.replace(HTML_ENTITY, ' ').replace(FIGURE, ' ').replace(ENGLISH_PREFIX, '$1');
}

/** A text written in capitals throughout ("TINUBU WON KANO"), where capitals mark no acronym. */
function shouted(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  const capitals = letters.filter((l) => /\p{Lu}/u.test(l)).length;
  return letters.length > 0 && capitals / letters.length > 0.6;
}

/**
 * A word in capitals is an acronym unless a word list has it ("KUMA" is Hausa written in
 * capitals); one without a vowel ("NNPC", "PDP") is an acronym even then, since the tweets the
 * lists come from write them.
 */
const VOWEL = /[aeiouy]/u;

/**
 * Names, lower-cased: words written with a capital and then small letters ("Kwankwaso",
 * "NigeriaDecides"), and acronyms ("INEC", "NNPC", "LGAs") unless the whole text is in capitals.
 * A common English word opening a sentence is no name: "No o", "Not true", "Is it true" are
 * capitalised because they open it, and they are the evidence the names are not. (Within a
 * sentence, "Chukwu Agozi Go Gi Remix By" is a title; and Pidgin's opening "Na" is also Igbo's and
 * Hausa's "na", so it is left as written.)
 */
export function namesIn(text: string, listed: (word: string) => boolean): Set<string> {
  const acronyms = !shouted(text);
  const common = (w: string) => ENGLISH_WORDS.has(w) || PIDGIN_WORDS.has(w);
  const isAcronym = (w: string) =>
    acronyms &&
    /^\p{Lu}{2,6}s?$/u.test(w) &&
    !common(w.toLowerCase()) &&
    (!VOWEL.test(w.toLowerCase()) || !listed(w.toLowerCase()));
  const names = new Set<string>();
  let opening = true;
  for (const [token] of text.matchAll(/[.!?:]+|[@#]?\p{L}+/gu)) {
    if (/^[.!?:]/u.test(token)) {
      opening = true;
      continue;
    }
    if (token.startsWith('@')) continue;
    const word = token.replace(/^#/u, '');
    const lower = word.toLowerCase();
    const titled = /^\p{Lu}\p{Ll}/u.test(word);
    if ((titled && !(opening && ENGLISH_WORDS.has(lower))) || isAcronym(word)) names.add(lower);
    if (!token.startsWith('#')) opening = false;
  }
  return names;
}

/**
 * English morphology no Hausa, Yoruba or Igbo word has: Yoruba and Igbo words end in a vowel or a
 * nasal, Hausa's in a vowel or one consonant, none in "-ed" or "-ing" ("polled", "re-elected",
 * "loading").
 */
const ENGLISH_ENDING = /^\p{Ll}{2,}(?:ed|ing)$/u;

/**
 * A word the English and Pidgin tweets use far more than the Hausa, Yoruba and Igbo ones: its
 * relative frequency (add-one) in the n-gram model's English or Pidgin counts is this many times
 * its highest in the other three.
 */
const ENGLISH_RATIO = 4;
/** Fewer English or Pidgin occurrences than this say nothing about a word. */
const MIN_ENGLISH_COUNT = 5;

/** Whether a word has an ending only English words have ("polled", "loading"). */
export function hasEnglishEnding(word: string): boolean {
  return ENGLISH_ENDING.test(word);
}

/** Whether a word (lower-cased) is clearly English: listed, spelled so, or so used in the model. */
export function createEnglishWordTest(model: NgramModel): (word: string) => boolean {
  const index = (code: string) => model.languages.indexOf(code as never);
  const english = [index('en'), index('pcm')];
  const nigerian = [index('ha'), index('ig'), index('yo')];
  const frequency = (row: number[], l: number) => (row[l]! + 1) / model.totals[l]!;
  return (word) => {
    if (ENGLISH_WORDS.has(word) || ENGLISH_ENDING.test(word)) return true;
    const row = model.grams[`w:${word}`];
    if (!row || Math.max(...english.map((l) => row[l]!)) < MIN_ENGLISH_COUNT) return false;
    const ours = Math.max(...english.map((l) => frequency(row, l)));
    const theirs = Math.max(...nigerian.map((l) => frequency(row, l)));
    return ours >= ENGLISH_RATIO * theirs;
  };
}

/**
 * An English verb ending straight after a name or an acronym ("Tinubu wins", "INEC confirms",
 * "Emefiele arrested"): Pidgin verbs take no ending ("Tinubu win", "INEC confam").
 */
const NAME_THEN_INFLECTED = /(?:\p{Lu}\p{Ll}+|\p{Lu}{2,}) (\p{Ll}{2,}(?:s|ed))\b/gu;

/** The inflected English verbs after names in a text (lower-cased). */
export function inflectedAfterNames(text: string, isEnglish: (word: string) => boolean): string[] {
  return [...text.matchAll(NAME_THEN_INFLECTED)]
    .map((m) => m[1]!)
    .filter((w) => !/(?:ss|us|is)$/u.test(w) && isEnglish(w));
}
