import { fold, foldKeys } from './fold.js';
import { quartersSpelled } from '../quarters.js';
import { readNumber, writeNumber, type NumberGrammar, type ReadNumber } from './numbers.js';

/**
 * What a language contributes to glossing: its words and phrases in English, the nouns that
 * count things, its month names and its number grammar. Entries are written in the language's
 * own spelling; they are looked up folded (see fold.ts).
 */
export interface GlossLanguage {
  /** Words and phrases (up to five words) → English; '' drops a word that carries nothing. */
  words: Record<string, string>;
  /** Nouns → English; a number right after one is what it counts ("jihohi 40" → "40 states"). */
  nouns: Record<string, string>;
  /** Month names, and phrases such as Yoruba "oṣù kejì" (the second month) → English month. */
  months: Record<string, string>;
  numbers: NumberGrammar;
  /**
   * Rewrites of the original text before glossing, for word order a word list cannot carry
   * (a function when the rewrite must read the words, as Yoruba ordinals).
   */
  reorder?: Array<[RegExp, string | ((match: string, ...groups: string[]) => string)]>;
  /**
   * Names that open with a common word (Hausa *Birnin Gwari*, *Sabon Gari*: "city of", "new"),
   * kept whole as written, as English sources write them, not glossed word by word. Global.
   */
  names?: RegExp;
  /**
   * Shorter forms to try for a word the lexicon lacks, most likely first: Hausa's linker and
   * possessive endings (mutanen → mutane, kuri'unsu → kuri'u), Igbo's verb affixes. Folded in,
   * folded out.
   */
  stems?: (folded: string) => string[];
  /**
   * The positive forms of a negated verb the lexicon lacks, most likely first (Igbo me-ghị
   * "did not hold" → mere, me): the gloss says "not" and the verb. Given the word folded, or
   * lower-cased with its dots kept (a dotted message), it answers in the same form.
   */
  negated?: (folded: string) => string[];
  /**
   * A word carried elided onto the next one, as written (Igbo n'ọdụ ụgbọelu, "in" + airport):
   * its English and the word without it, so a phrase can start after it. Null when none.
   */
  elided?: (written: string) => { english: string; rest: string } | null;
}

type Piece = { text: string; kind: 'word' | 'noun' | 'number' | 'month' | 'punct' | 'kept' };

const MAX_PHRASE = 5;
// A naira amount (N200, ₦1,000) is one token: its N is not Igbo's elided n' (in). Hausa's
// 'yan, 'ya'ya keep their opening apostrophe (not a stray quote before "yan").
// "Q2" (a quarter) is one token too, kept as written for quartersSpelled. So is a date written
// with slashes or dashes ("25/2/2023", "18-03-2023"), kept whole for the date rules: read as
// numbers and signs it was "25 / 2 / 2023", which no date rule reads.
const TOKEN =
  /[N₦]\d+(?:,\d{3})*(?:\.\d+)?\b|\bQ[1-4]\b|\b\d{1,2}\/\d{1,2}\/(?:\d{4}|\d{2})(?!\d)|\b\d{1,2}-\d{1,2}-\d{4}(?!\d)|\d+(?:,\d{3})*(?:\.\d+)?|(?:(?<![\p{L}\p{M}])['’‘ʼ](?=[yY]))?[\p{L}\p{M}]+(?:['’‘ʼ-][\p{L}\p{M}]+)*['’]?|[^\s\p{L}\p{M}\d]+/gu;
/** Irregular past forms the lexicons give verbs in, and their base. */
const IRREGULAR_PAST: Record<string, string> = {
  won: 'win',
  got: 'get',
  held: 'hold',
  grew: 'grow',
  rose: 'rise',
  fell: 'fall',
  took: 'take',
  gave: 'give',
  paid: 'pay',
  lost: 'lose',
  made: 'make',
  spent: 'spend',
  sold: 'sell',
  bought: 'buy',
  brought: 'bring',
  began: 'begin',
  became: 'become',
};
const PAST_DENIED = new RegExp(
  `(?<!\\b(?:did|does|do|was|were|is|are|has|have|had)\\s)\\bnot (${Object.keys(IRREGULAR_PAST).join('|')})\\b`,
  'g',
);

/** A word token, Hausa's 'yan with its opening apostrophe included. */
const WORDLIKE = /^['’‘ʼ]?[\p{L}\p{M}]/u;
const MONTH_NAMES = 'January|February|March|April|May|June|July|August|September|October|November|December';

export interface Glosser {
  (text: string): string;
}

/**
 * A word-for-word gloss into English words: phrases longest first, then numbers, then single
 * words; what the lexicon does not know (names, places, English loans such as INEC) is kept as
 * written. Then English order where it matters to the judge: a number before what it counts,
 * a day before its month. Not a translation: enough for the English corpus and the figure
 * comparisons to recognise the claim.
 */
export function createGlosser(language: GlossLanguage): Glosser {
  const words = foldKeys(language.words);
  const nouns = foldKeys(language.nouns);
  const months = foldKeys(language.months);
  const homographs = dottedSenses(language.words);
  const spellings = dottedSpellings(language.words);
  const acronyms = acronymKeys(language);
  let dottedMessage = false;
  const lookup = (phrase: string, written?: string): (Omit<Piece, 'text'> & { text: string }) | null => {
    // A message written with under-dots means what its letters say: there "toro" is "grew",
    // not "tọrọ" (kidnapped), though both fold to one key.
    const sense = written && dottedMessage ? homographs.get(phrase)?.get(dotsOf(written)) : undefined;
    if (sense !== undefined) return { text: sense, kind: 'word' };
    const month = months.get(phrase);
    if (month !== undefined) return { text: month, kind: 'month' };
    const noun = nouns.get(phrase);
    if (noun !== undefined) return { text: noun, kind: 'noun' };
    const word = words.get(phrase);
    return word === undefined ? null : { text: word, kind: 'word' };
  };

  // A month name carries endings like any noun (Hausa "Fabrairun 2023", February of 2023); it
  // is written with a capital, so unlike other words it is stemmed mid-sentence too.
  const monthStemmed = (word: string) => {
    for (const stem of language.stems?.(word) ?? []) {
      const month = stem.length >= 3 ? months.get(stem) : undefined;
      if (month !== undefined) return { text: month, kind: 'month' as const };
    }
    return null;
  };

  // "meghị" is "not" + "mere" (held): the negation said in English, the verb found without it.
  // In a message written with dots the verb must be spelled so too: "kwụghị" (did not pay) is
  // not "kwuru" (said).
  const negatedVerb = (written: string) => {
    const forms = language.negated?.(dottedMessage ? dotsOf(written) : fold(written)) ?? [];
    for (const form of forms) {
      const positive = fold(form);
      if (dottedMessage && !spellings.get(positive)?.has(form)) continue;
      const hit = positive.length >= 2 ? lookup(positive) : null;
      if (hit && hit.kind === 'word' && hit.text) return { text: `not ${hit.text}`, kind: 'word' as const };
    }
    return null;
  };

  const stemmed = (word: string, shortest: number) => {
    for (const stem of language.stems?.(word) ?? []) {
      const hit = stem.length >= shortest ? lookup(stem) : null;
      if (hit && hit.kind !== 'month') return hit;
    }
    return null;
  };

  // A phrase whose last word carries an ending: "yan sandan" (the police of) is "yan sanda",
  // "yajin aikin" is "yajin aiki". Only the last word: endings sit at the end of a noun group.
  const phraseStemmed = (phrase: string[]) => {
    if (!phrase.every((w) => WORDLIKE.test(w))) return null;
    const head = phrase.slice(0, -1).join(' ');
    for (const stem of language.stems?.(phrase.at(-1)!) ?? []) {
      const hit = stem.length >= 3 ? lookup(`${head} ${stem}`) : null;
      if (hit && hit.kind !== 'month') return hit;
    }
    return null;
  };

  // "n'ọdụ ụgbọelu" (at the airport): the phrase after the elided word, that word said first.
  const elidedPhrase = (written: string[], after: string[]) => {
    const split = WORDLIKE.test(written[0]!) ? language.elided?.(written[0]!) : null;
    if (!split) return null;
    const first = [fold(split.rest)];
    const hit =
      lookup([...first, ...after].join(' '), [split.rest, ...written.slice(1)].join(' ')) ??
      phraseStemmed([...first, ...after]);
    return hit && hit.kind === 'word' ? { ...hit, text: `${split.english} ${hit.text}`.trim() } : null;
  };

  // "nde mmadụ iri itoolu" (million people ninety): a scale read alone, what it counts, then
  // the count that multiplies it. Said as English does, "90 million people".
  const countedInside = (folded: string[], i: number, scale: ReadNumber) => {
    const g = language.numbers;
    const unit = g.scales.get(folded[i]!);
    if (!g.countedInside || unit === undefined || unit < 1000 || scale.next !== i + 1) return null;
    for (let n = 2; n >= 1; n--) {
      const phrase = folded.slice(i + 1, i + 1 + n).join(' ');
      const noun = nouns.get(phrase) ?? (phrase === 'naira' ? 'naira' : undefined);
      if (noun === undefined) continue;
      const count = readNumber(g, folded, i + 1 + n, true);
      if (!count || !count.words || count.digits !== null) return null;
      const value: ReadNumber = { ...count, value: unit * count.value, scale: 1 };
      return {
        number: { text: writeNumber(value), kind: 'number' as const },
        counted: { text: noun, kind: 'kept' as const },
        next: count.next,
      };
    }
    return null;
  };

  // "ìjọba-àpapọ̀", "ọmọ-ogun", "ndị-uwe-ojii" (words joined by hyphens, as some writers join a
  // compound or a phrase): when the whole is neither a word, a stem nor a number the lexicon
  // reads, its parts are read as the phrase they spell; a doubled word (Hausa *zarge-zarge*,
  // allegations) once. Names (capitalised), Yoruba's nasal echo (*márùn-ún*) and a word with a
  // number in it (Igbo *na-atọ*, is pleasing, is not "in three") stay whole.
  const hyphenParts = (token: string, index: number): Array<{ 0: string; index: number }> => {
    const parts = token.split('-');
    const whole = fold(token);
    if (
      parts.length < 2 ||
      parts.some((part) => !/^[\p{L}\p{M}'’‘ʼ]{2,}$/u.test(part)) ||
      /^\p{Lu}/u.test(token) ||
      /([aeiou])n-\1n$/u.test(token.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()) ||
      lookup(whole) ||
      parts.some((part) => readNumber(language.numbers, [fold(part)], 0, false)) ||
      readNumber(language.numbers, [whole], 0, false) ||
      negatedVerb(token) ||
      stemmed(whole, 2)
    )
      return [{ 0: token, index }];
    const distinct = parts.every((part) => fold(part) === fold(parts[0]!)) ? [parts[0]!] : parts;
    let at = index;
    return distinct.map((part) => {
      const piece = { 0: part, index: at };
      at += part.length + 1;
      return piece;
    });
  };

  return (text) => {
    // Yoruba's under-dot is also written as a vertical line below (e̩, o̩, s̩): the same letter.
    let source = text
      .normalize('NFD')
      .replace(/\u0329/g, '\u0323')
      .normalize('NFC');
    for (const [pattern, replacement] of language.reorder ?? [])
      source =
        typeof replacement === 'string'
          ? source.replace(pattern, replacement)
          : source.replace(pattern, replacement);
    // Hausa's hooked letters (ɗ ƙ ɓ ƴ) tell words apart as Yoruba's and Igbo's dots do.
    dottedMessage = DOTTED.test(source.normalize('NFD')) || HOOKED.test(source);
    const tokens = [...source.matchAll(TOKEN)].flatMap((m) => hyphenParts(m[0], m.index));
    const raw = tokens.map((m) => m[0]);
    const named = nameSpans(source, language.names);
    const shouted = isShouted(source);
    const folded = raw.map((t) => (WORDLIKE.test(t) ? fold(t) : t));
    const pieces: Piece[] = [];
    let i = 0;
    while (i < raw.length) {
      const token = raw[i]!;
      if (/^[N₦]\d|^Q[1-4]$|^\d{1,2}[/-]\d{1,2}[/-]\d{2,4}$/u.test(token)) {
        pieces.push({ text: token.replace('₦', 'N'), kind: 'kept' });
        i += 1;
        continue;
      }
      if (!/^[\p{L}\p{M}\d]/u.test(token) && !WORDLIKE.test(token)) {
        pieces.push({ text: token, kind: 'punct' });
        i += 1;
        continue;
      }
      let matched = false;
      const inName = (k: number) =>
        named.some(([from, to]) => tokens[k]!.index >= from && tokens[k]!.index < to);
      const startsName = named.some(([from]) => tokens[i]!.index === from);
      for (let n = Math.min(MAX_PHRASE, raw.length - i); n >= 2 && !matched; n--) {
        // A phrase reads a kept name only when it starts with it (Birnin Kudus, Jerusalem), not
        // when it runs into one ("a birnin" must not take the Birnin of Birnin Gwari).
        if (!startsName && Array.from({ length: n }, (_, k) => i + k).some(inName)) continue;
        const hit =
          lookup(folded.slice(i, i + n).join(' '), raw.slice(i, i + n).join(' ')) ??
          phraseStemmed(folded.slice(i, i + n)) ??
          elidedPhrase(raw.slice(i, i + n), folded.slice(i + 1, i + n));
        if (hit) {
          pieces.push(hit);
          i += n;
          matched = true;
        }
      }
      if (matched) continue;
      if (inName(i)) {
        pieces.push({ text: plain(token), kind: 'kept' });
        i += 1;
        continue;
      }
      const afterNoun = pieces.at(-1)?.kind === 'noun';
      const number = readNumber(language.numbers, folded, i, afterNoun);
      const inside = number ? countedInside(folded, i, number) : null;
      if (inside) {
        pieces.push(inside.number, inside.counted);
        i = inside.next;
        continue;
      }
      if (number) {
        pieces.push({ text: writeNumber(number), kind: 'number' });
        i = number.next;
        continue;
      }
      // A capitalised word is likely a name: "Boko" is not bọ̀ + ọkọ̀, "Bola" not b' + ọ̀la. At
      // the start of a sentence only a longer stem is trusted.
      const capital = /^\p{Lu}/u.test(token);
      const start = i === 0 || /^[.!?]/.test(raw[i - 1]!);
      // An acronym (NAN, NEMA) is a name, though its letters spell a word (Hausa "nan", here),
      // unless the lexicon lists it in capitals (LGA), or the whole message is shouted.
      // A word in capitals with tone marks (ÌDÌBÒ 2023: …) is a headline's word, not an acronym.
      const toned = /\p{M}/u.test(token.normalize('NFD'));
      // So is one opening the message or a sentence before a colon, five letters or more, that the
      // lexicon knows as a word (Hausa LABARI: …, news); an acronym it does not know stays a name.
      const headline = start && token.length >= 5 && /^:/.test(raw[i + 1] ?? '') && lookup(folded[i]!, token);
      if (!shouted && ACRONYM.test(token) && !toned && !headline && !acronyms.has(folded[i]!)) {
        pieces.push({ text: token, kind: 'kept' });
        i += 1;
        continue;
      }
      const hit =
        lookup(folded[i]!, token) ??
        (capital ? monthStemmed(folded[i]!) : null) ??
        negatedVerb(token) ??
        (capital && !start ? null : stemmed(folded[i]!, capital ? 4 : 2));
      pieces.push(hit ?? { text: plain(token), kind: 'kept' });
      i += 1;
    }
    return english(pieces);
  };
}

/** A word in capitals only, two letters or more (INEC, NAN). */
const ACRONYM = /^\p{Lu}{2,}$/u;

/** Folded keys the lexicon writes in capitals (LGA, PVC): acronyms it glosses. */
function acronymKeys(language: GlossLanguage): Set<string> {
  const keys = [language.words, language.nouns, language.months].flatMap((entries) => Object.keys(entries));
  return new Set(
    keys.filter((key) => /\p{Lu}{2,}/u.test(key)).map((key) => key.split(/\s+/).map(fold).join(' ')),
  );
}

/** A message written mostly in capitals: there a capitalised word is not an acronym. */
function isShouted(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  const upper = letters.filter((c) => /\p{Lu}/u.test(c)).length;
  return letters.length > 0 && upper / letters.length > 0.5;
}

/** Character ranges of the names a language keeps whole. */
function nameSpans(text: string, names: RegExp | undefined): Array<[number, number]> {
  if (!names) return [];
  return [...text.matchAll(names)].map((m) => [m.index, m.index + m[0].length]);
}

/** Under-dots (ẹ ọ ṣ ị ụ) and the dot above (ṅ), once decomposed. */
const DOTTED = /[\u0323\u0307]/u;
/** Hausa's hooked letters, which do not decompose. */
const HOOKED = /[ɗƙɓƴƊƘƁƳ]/u;

/** A word's letters with their dots but without tone marks, apostrophes or hyphens. */
function dotsOf(written: string): string {
  return written
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^\p{L}\d\s\u0323\u0307]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .normalize('NFC');
}

/** Folded key → the dotted spellings the lexicon gives it. */
function dottedSpellings(entries: Record<string, string>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const phrase of Object.keys(entries)) {
    const key = phrase.split(/\s+/).map(fold).join(' ');
    out.set(key, (out.get(key) ?? new Set()).add(dotsOf(phrase)));
  }
  return out;
}

/**
 * Entries that fold to one key but differ in their dots (Igbo "tọrọ" kidnapped and "toro" grew):
 * folded key → dotted spelling → English. Only these are told apart by their dots; every other
 * word is found however it is dotted, since chats drop dots unevenly.
 */
function dottedSenses(entries: Record<string, string>): Map<string, Map<string, string>> {
  const byKey = new Map<string, Map<string, string>>();
  for (const [phrase, english] of Object.entries(entries)) {
    const key = phrase.split(/\s+/).map(fold).join(' ');
    const senses = byKey.get(key) ?? new Map<string, string>();
    senses.set(dotsOf(phrase), english);
    byKey.set(key, senses);
  }
  return new Map([...byKey].filter(([, senses]) => senses.size > 1));
}

/**
 * A word kept as written (a name, a place, a loan), without tone marks, under-dots or hooks:
 * English sources spell "Tinúbú" Tinubu and "Ọ̀ṣun" Osun, and the search does not fold accents.
 */
function plain(token: string): string {
  return token
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC')
    .replace(/ɗ/g, 'd')
    .replace(/Ɗ/g, 'D')
    .replace(/ƙ/g, 'k')
    .replace(/Ƙ/g, 'K')
    .replace(/ɓ/g, 'b')
    .replace(/Ɓ/g, 'B')
    .replace(/ƴ/g, 'y')
    .replace(/Ƴ/g, 'Y');
}

/** Words that compare a count and stand between a noun and its number in Hausa, Yoruba and Igbo. */
const COMPARING =
  /^(?:more than|less than|fewer than|over|above|under|below|about|around|nearly|almost|only|at least|up to|exactly)$/;

/** An English plural in small letters ("states", "votes"), or an acronym's ("LGAs"). */
const ENGLISH_PLURAL = /^(?:\p{Ll}{2,}[^s\P{Ll}]s|\p{Lu}{2,}s)$/u;

/** An English scale word written after a figure in digits. */
const SCALE_WORD = /^(?:thousand|million|billion|trillion)$/i;

/** Pieces to an English string: numbers before their nouns, punctuation attached, no empties. */
function english(pieces: Piece[]): string {
  const kept = pieces.filter((p) => p.text !== '');
  // A figure with an English scale word after it ("olùdìbò 7 million", code-switched, or
  // "7,000,000" rounded so before the gloss): one number, which moves before its noun whole.
  for (let k = kept.length - 2; k >= 0; k--)
    if (kept[k]!.kind === 'number' && SCALE_WORD.test(kept[k + 1]!.text))
      kept.splice(k, 2, { ...kept[k]!, text: `${kept[k]!.text} ${kept[k + 1]!.text}` });
  for (let k = 1; k < kept.length; k++) {
    const number = kept[k]!;
    const noun = kept[k - 1]!;
    if (number.kind !== 'number' || /^(19|20)\d\d$/.test(number.text)) continue;
    // An English plural typed inside the sentence ("Najeriya tana da states 36", "registration
    // areas 8,809", code-switched) takes the language's order, the count after the noun, as its own
    // nouns do: said as English says it, the count before the noun and a word kept before it.
    // No Hausa, Yoruba or Igbo word the lexicon lacks ends so in small letters.
    if (noun.kind === 'kept' && ENGLISH_PLURAL.test(noun.text)) {
      const from =
        k >= 2 && kept[k - 2]!.kind === 'kept' && /^\p{Ll}{3,}$/u.test(kept[k - 2]!.text) ? k - 2 : k - 1;
      kept.splice(from, 0, ...kept.splice(k, 1));
    } else if (noun.kind === 'noun') {
      kept[k - 1] = number;
      kept[k] = noun;
    } else if (k >= 2 && kept[k - 2]!.kind === 'noun' && noun.kind === 'word' && COMPARING.test(noun.text)) {
      // "kuri'u sama da miliyan shida" (votes more than six million): more than 6 million votes.
      const counted = kept[k - 2]!;
      kept[k - 2] = noun;
      kept[k - 1] = number;
      kept[k] = counted;
    }
  }
  let out = '';
  for (const p of kept) {
    if (p.kind === 'punct' && /^[.,;:!?)\]”’%]/.test(p.text)) out += p.text;
    else out += (out && !out.endsWith('(') && !out.endsWith('“') ? ' ' : '') + p.text;
  }
  out = out
    // "25 ga Fabrairu", "ọjọ́ 25 oṣù Kejì": a day then its month, as English writes it.
    // Not the decimals of a figure: "34.19 in June" is not the 19th.
    .replace(
      new RegExp(`(?<![\\d.,])\\b(\\d{1,2})\\s*,?(?:\\s+(?:of|to|in|on|the))*\\s+(${MONTH_NAMES})\\b`, 'g'),
      '$1 $2',
    )
    .replace(
      new RegExp(
        `\\b(${MONTH_NAMES})\\s*,?\\s+(?:of\\s+|in\\s+|the\\s+year\\s+|year\\s+)?((?:19|20)\\d\\d)\\b`,
        'g',
      ),
      '$1 $2',
    )
    // "kashi 34 cikin dari", "ìdá 34 nínú ọgọ́rùn-ún" say percent twice.
    .replace(/\bpercent(?:\s+percent)+\b/g, 'percent')
    // "kashi 34.19%" says it twice too.
    .replace(/\bpercent\s*%/g, 'percent')
    .replace(/(\d)%\s+percent\b/g, '$1 percent')
    // "bai ci" (not won), "kò borí": a denied past verb, as English says it (did not win).
    .replace(PAST_DENIED, (_m, verb: string) => `did not ${IRREGULAR_PAST[verb]}`)
    // "kò wáyé" (not + took place, glossed "was held"): the negation stands before the verb in
    // the gloss's order; English says "did not hold", which the judge reads as denied.
    .replace(/\bnot (?:was|were) held\b/g, 'did not hold')
    // "ntuli aka onye isi ala 2023", "ìdìbò ààrẹ 2023" (election presidential 2023): the year
    // names the election, before it, as English writes it (the 2023 presidential election).
    .replace(
      /\b(?:the\s+)?((?:(?:presidential|governorship|general|national assembly)\s+)?elections?)\s+(?:of\s+(?:the\s+year\s+)?|in\s+)?((?:19|20)\d\d)\b(?!\s+(?:presidential|governorship|general|elections?)\b)/g,
      'the $2 $1',
    )
    .replace(/\s{2,}/g, ' ')
    .trim();
  // Not capitalised: the judge reads a capital as a name ("Did" is not one, "INEC" is), and a
  // gloss is read by the engine, not shown.
  return quartersSpelled(out);
}
