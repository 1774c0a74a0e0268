import { eld } from 'eld/small';
import { francAll } from 'franc';
import type { LanguageCode, LanguageDetector } from '../pipeline/ports.js';
import {
  CORE_WORDS,
  ENGLISH_WORDS,
  PIDGIN_WORDS,
  foldDiacritics,
  endsWithParticle,
  letterSignals,
  pidginPhrases,
  words,
} from './text-features.js';
import { fold } from './gloss/fold.js';
import type { GlossLanguage } from './gloss/glosser.js';
import { HAUSA } from './gloss/hausa.js';
import { IGBO } from './gloss/igbo.js';
import { YORUBA } from './gloss/yoruba.js';
import { createNgramScorer, type NgramModel } from './ngram-model.js';
import {
  createEnglishWordTest,
  hasEnglishEnding,
  inflectedAfterNames,
  namesIn,
  withoutFigures,
} from './short-message-evidence.js';
import ngramModel from './ngram-model.json' with { type: 'json' };
import vocabulary from './vocabulary.json' with { type: 'json' };

/** The glossing lexicons' own words (news vocabulary the sentiment lexicons lack), 4+ letters. */
function glossWords(language: GlossLanguage): string[] {
  const phrases = [language.words, language.nouns, language.months].flatMap((r) => Object.keys(r));
  return [...new Set(phrases.flatMap((p) => p.split(/\s+/)).map(fold))].filter(
    (w) => w.length >= 4 && !ENGLISH_WORDS.has(w) && w !== 'nigeria',
  );
}
const GLOSSED: Record<'ha' | 'ig' | 'yo', GlossLanguage> = { ha: HAUSA, ig: IGBO, yo: YORUBA };

type Supported = Exclude<LanguageCode, 'other'>;
const SUPPORTED: Supported[] = ['en', 'pcm', 'ha', 'ig', 'yo'];
const FRANC_CODES: Record<string, Supported> = { eng: 'en', pcm: 'pcm', hau: 'ha', ibo: 'ig', yor: 'yo' };

/** Which of the supported languages list each word (a word shared by k languages counts 1/k each). */
function buildLexicon(): Map<string, Supported[]> {
  const lexicon = new Map<string, Supported[]>();
  const add = (word: string, language: Supported) => {
    const entry = lexicon.get(word) ?? [];
    if (!entry.includes(language)) entry.push(language);
    lexicon.set(word, entry);
  };
  for (const language of ['ha', 'ig', 'yo', 'pcm'] as const)
    for (const word of vocabulary[language]) add(word, language);
  for (const language of ['ha', 'ig', 'yo'] as const) {
    for (const word of CORE_WORDS[language]) add(word, language);
    for (const word of glossWords(GLOSSED[language])) add(word, language);
  }
  for (const word of PIDGIN_WORDS) add(word, 'pcm');
  for (const word of ENGLISH_WORDS) add(word, 'en');
  return lexicon;
}

/**
 * Tuning of the evidence weights. Chosen by hand on general grounds (letters unique to an
 * orthography are strong, trigram profiles are a tie-breaker); measured by bench/quality/language-id.ts.
 */
const WEIGHTS = {
  letter: { yo: 0.6, ig: 1.5, ha: 2 },
  franc: 1.5,
  /**
   * A Hausa, Igbo or Yoruba word counts more than an English one: code-mixed tweets borrow
   * English words into these languages far more than the other way round.
   */
  nigerianWord: 2,
  eldYoruba: 2,
  /** Pidgin is English-based: it wins over English once this share of its words are Pidgin markers. */
  pidginShare: 0.06,
  /**
   * The n-gram vote decides alone when its best language leads the next by this much total
   * log-likelihood (nats); below it, the word, letter and trigram evidence above decides.
   */
  ngramMargin: 3,
  /** This many letters of the Hausa, Igbo and Yoruba orthographies keep an English n-gram lead from deciding. */
  lettersOverEnglish: 4,
  /** A Hausa, Igbo or Yoruba lead this large overrides ELD and franc agreeing on another language. */
  ngramOverOther: 20,
  /**
   * Pidgin over English with fewer markers than pidginShare needs at least one marker and this
   * n-gram lead: conversational English ("I want to tell you") reads Pidgin-ish to n-grams alone.
   */
  ngramPidgin: 10,
};

/** ELD's ISO 639-1 codes for languages a Nigerian newsroom may meet, with franc's 639-3 code. */
const OTHER_LANGUAGES: Record<string, string> = {
  fr: 'fra',
  es: 'spa',
  pt: 'por',
  de: 'deu',
  it: 'ita',
  nl: 'nld',
  ar: 'arb',
  zh: 'cmn',
  ru: 'rus',
  tr: 'tur',
  hi: 'hin',
  sv: 'swe',
  pl: 'pol',
  ro: 'ron',
  id: 'ind',
  ms: 'zlm',
  vi: 'vie',
  ja: 'jpn',
  ko: 'kor',
};

/**
 * Another language when ELD and franc, each over all its languages, name the same one. Either
 * alone misreads short Hausa or Igbo tweets (ELD knows neither), their agreement rarely does.
 */
function isOther(text: string, eldLanguage: string): boolean {
  const francCode = OTHER_LANGUAGES[eldLanguage];
  if (!francCode) return false;
  return francAll(text, { minLength: 10 })[0]?.[0] === francCode;
}

/** English verbs a claim of names and figures is made of: no Hausa, Yoruba or Igbo word is spelled so. */
const ENGLISH_VERBS = new Set([
  'has',
  'have',
  'had',
  'is',
  'are',
  'was',
  'were',
  'won',
  'got',
  'polled',
  'registered',
]);

const isNigerian = (language: Supported) => language === 'ha' || language === 'ig' || language === 'yo';

/**
 * A Pidgin marker Hausa, Igbo or Yoruba also writes ("na", "don", "sha", "oga"): beside names it
 * says Pidgin as much as it says the other language ("Na Atiku win Adamawa sha"), so it is no
 * evidence that the words beside the names are Hausa, Igbo or Yoruba. Those languages' own
 * words ("ya", "ni", "meriri") are.
 */
const sharedWithPidgin = (languages: Supported[]) => languages.includes('pcm') && languages.some(isNigerian);

/** What a figure's own letters leave beside names once the digits are gone ("8.79m", "1.5bn", "N500"). */
const FIGURE_UNITS = new Set(['m', 'bn', 'b', 'k', 'n', 'million', 'billion', 'thousand', 'percent']);

/** A word in small letters with a letter of the Igbo, Hausa or Yoruba orthography (ị ụ ṅ ɓ ɗ ƙ ƴ ẹ ṣ): not a name. */
function ownWordInSmallLetters(text: string): boolean {
  return (text.normalize('NFC').match(/\p{L}+/gu) ?? []).some(
    (w) => /^\p{Ll}+$/u.test(w) && /[ịụṅɓɗƙƴẹṣ]/u.test(w),
  );
}

/**
 * The local language detector: franc (restricted to the five supported languages) and ELD's
 * Yoruba model, plus word lists (NaijaSenti, CC BY 4.0) and orthography letters for what the
 * trigram profiles miss: Pidgin, which franc reads as English, and code-mixed Yoruba and Igbo
 * tweets. Text that none of this recognises (for instance French) is `other`.
 */
export function createLocalLanguageDetector(): LanguageDetector {
  const lexicon = buildLexicon();
  const ngrams = createNgramScorer(ngramModel as unknown as NgramModel);
  const isEnglish = createEnglishWordTest(ngramModel as unknown as NgramModel);
  return {
    detect(message) {
      const text = withoutFigures(message);
      const tokens = words(text);
      if (tokens.length === 0) return { language: 'other', confidence: 0 };
      const named = namesIn(text, (w) => lexicon.has(w) || lexicon.has(foldDiacritics(w)));
      let nigerianBesideNames = 0;
      let sharedBesideNames = 0;
      const total = (language: Supported) => (vote.scores[language] ?? 0) * vote.known;
      const score: Record<Supported, number> = { en: 0, pcm: 0, ha: 0, ig: 0, yo: 0 };
      let pidginHits = pidginPhrases(message);
      for (const token of tokens) {
        const languages = lexicon.get(token) ?? lexicon.get(foldDiacritics(token));
        if (!languages) continue;
        if (languages.includes('pcm')) pidginHits += 1;
        if (!named.has(token) && languages.some(isNigerian)) {
          if (sharedWithPidgin(languages)) sharedBesideNames += 1;
          else nigerianBesideNames += 1;
        }
        for (const language of languages) {
          // A name ("Atiku Abubakar", "Kano") is Hausa, Yoruba or Igbo whatever language the
          // sentence around it is in: it counts as little as an English word.
          const nigerian = named.has(token) ? 1 : WEIGHTS.nigerianWord;
          const weight = language === 'en' || language === 'pcm' ? 1 : nigerian;
          score[language] += weight / languages.length;
        }
      }
      const letters = letterSignals(text);
      // The n-gram vote: when nothing but names is Hausa, Igbo or Yoruba ("Atiku Abubakar got
      // 6.9 million votes"), it reads the words around the names, which spell their language
      // in an English sentence too.
      // Beside the names, Pidgin markers Hausa, Igbo or Yoruba share ("sha", "don") may stand too.
      const onlyNamesAndMarkers = nigerianBesideNames === 0 && letters.yo + letters.ig + letters.ha === 0;
      const onlyNames = onlyNamesAndMarkers && sharedBesideNames === 0;
      const unnamed = onlyNamesAndMarkers
        ? text.replace(/\p{L}+/gu, (w) => (/^\p{Lu}\p{Ll}/u.test(w) && named.has(w.toLowerCase()) ? ' ' : w))
        : text;
      const vote = ngrams(onlyNames && words(unnamed).length >= 3 ? unnamed : text);
      score.yo += WEIGHTS.letter.yo * letters.yo;
      score.ig += WEIGHTS.letter.ig * letters.ig;
      score.ha += WEIGHTS.letter.ha * letters.ha;

      const franc = francAll(message, { only: Object.keys(FRANC_CODES), minLength: 3 });
      const francTop = FRANC_CODES[franc[0]?.[0] ?? ''];
      if (francTop) score[francTop] += WEIGHTS.franc;
      const eldResult = eld.detect(message);
      if (eldResult.language === 'yo') score.yo += WEIGHTS.eldYoruba;

      // Pidgin against English: decided by the share of Pidgin markers, not by raw counts,
      // since most words of a Pidgin sentence are English words.
      const enGroup = score.en + score.pcm;
      const pidgin = pidginHits >= 1 && pidginHits / tokens.length >= WEIGHTS.pidginShare;
      const ranked = SUPPORTED.filter((l) => l !== 'en' && l !== 'pcm')
        .map((language): { language: Supported; value: number } => ({ language, value: score[language] }))
        .concat([{ language: pidgin ? 'pcm' : 'en', value: enGroup }])
        .sort((a, b) => b.value - a.value);
      const best = ranked[0]!;
      const second = ranked[1]?.value ?? 0;
      // Names in an English or Pidgin sentence: the words beside them are English ones.
      // However few they are, and however the n-gram vote reads so little text.
      const besideNames = words(unnamed);
      // A single word needs an ending no Hausa, Yoruba or Igbo word has ("Obi/Datti 2027
      // loading"), to be an English verb of the news ("Tinubu won Kano"), or a marker that makes
      // a clause of it: "Tinubu win Kano o", "Na Atiku win Adamawa sha" (an English verb, with the
      // particles Pidgin puts round it; the opening "Na" is read as written, like a name).
      const marked = endsWithParticle(text) || tokens.some((w) => sharedWithPidgin(lexicon.get(w) ?? []));
      // With such a marker, acronyms ("CBN") and brands written with a capital inside
      // ("eNaira") are names as well: "Na 2022 CBN launch eNaira".
      const acronyms = new Set(
        marked
          ? (unnamed.match(/\p{L}+/gu) ?? [])
              .filter(
                (w) => (/^\p{Lu}{2,}s?$/u.test(w) && named.has(w.toLowerCase())) || /^\p{Ll}+\p{Lu}/u.test(w),
              )
              .map((w) => w.toLowerCase())
          : [],
      );
      // The Pidgin markers Hausa, Igbo or Yoruba share, and a closing "o" (Yoruba's, Pidgin's
      // and Nigerian English's), tell none of them apart: the other words beside the names do.
      const telling = besideNames.filter(
        (w, i) =>
          !acronyms.has(w) &&
          !sharedWithPidgin(lexicon.get(w) ?? []) &&
          !(i === besideNames.length - 1 && /^(?:o|oh)$/u.test(w) && endsWithParticle(text)),
      );
      const englishBeside =
        telling.length === 1
          ? hasEnglishEnding(telling[0]!) ||
            ENGLISH_VERBS.has(telling[0]!) ||
            (marked && isEnglish(telling[0]!) && telling[0]!.length >= 3)
          : // With a shared marker beside the names ("na", as common in Igbo, Hausa and Yoruba as
            // in Pidgin), every other word must be English ("… Nke ebutelu na interhouse sports"
            // is Igbo).
            telling.filter(isEnglish).length / telling.length >= (onlyNames ? 0.6 : 1);
      if (onlyNamesAndMarkers && unnamed !== text && telling.length >= 1 && englishBeside) {
        // Pidgin verbs take no ending: "Tinubu wins Kano? No o" is English with Nigerian
        // English's closing "o", which is then its only Pidgin marker.
        const onlyParticle = pidginHits === 1 && endsWithParticle(text);
        const inflected = onlyParticle && inflectedAfterNames(text, isEnglish).length > 0;
        return { language: pidgin && !inflected ? 'pcm' : 'en', confidence: 0.7 };
      }
      // Names and figures alone ("Tinubu 8.79m, Atiku 6.98m, Obi 6.1m"): nothing is Hausa, Yoruba
      // or Igbo but the names, which every language of the news writes; read as English.
      if (onlyNames && /\d/.test(message) && besideNames.every((w) => FIGURE_UNITS.has(w)))
        return { language: 'en', confidence: 0.6 };
      // Names, figures and one English verb ("Nigeria has 774 LGAs.", "Tinubu won 8.8m votes"):
      // English, however the names and acronyms read to the n-gram vote.
      if (
        onlyNames &&
        besideNames.length <= 2 &&
        /\d/.test(message) &&
        besideNames.some((w) => ENGLISH_VERBS.has(w))
      )
        return { language: 'en', confidence: 0.7 };

      // The n-gram vote, English and Pidgin taken together (they share most words): a clear
      // lead decides; Pidgin then still needs its markers, or a clear n-gram lead over English.
      const groups = (['ha', 'ig', 'yo'] as const)
        .map((language) => ({ language: language as Supported, value: total(language) }))
        .concat([{ language: 'en', value: Math.max(total('en'), total('pcm')) }])
        .sort((a, b) => b.value - a.value);
      const lead = groups[0]!.value - groups[1]!.value;
      // French or Spanish is "other" when ELD and franc agree on it, unless the n-gram vote
      // reads Hausa, Igbo or Yoruba clearly ("Allah ya kyauta malam" looks Arabic to both).
      const clearlyNigerian = groups[0]!.language !== 'en' && lead >= WEIGHTS.ngramOverOther;
      if (!clearlyNigerian && letters.ig + letters.ha === 0 && isOther(message, eldResult.language)) {
        return { language: 'other', confidence: 0.5 };
      }
      // A text half in English and half in tone-marked Yoruba (a proverb and its translation)
      // is the other language's: with many of its letters, the evidence below decides.
      // So is a text with a word in small letters spelled with a letter only those orthographies
      // write (Igbo *bụ*, *nke ịtụ*, Hausa *ɗari*): English and Pidgin write such letters only in
      // names ("Unemployment rate na Naịjirịa bụ 14.2 percent …" is Igbo with English words).
      const ownLetters =
        letters.yo + letters.ig + letters.ha >= WEIGHTS.lettersOverEnglish || ownWordInSmallLetters(text);
      const decided = groups[0]!.language !== 'en' || !ownLetters;
      if (vote.known > 0 && lead >= WEIGHTS.ngramMargin && decided) {
        const top = groups[0]!.language;
        const language: Supported =
          top !== 'en'
            ? top
            : pidgin || (pidginHits > 0 && total('pcm') - total('en') >= WEIGHTS.ngramPidgin)
              ? 'pcm'
              : 'en';
        return { language, confidence: Number(Math.min(1, 0.5 + lead / 40).toFixed(2)) };
      }
      const confidence = best.value <= 0 ? 0 : Math.min(1, (best.value - second) / best.value + 0.3);
      return { language: best.language, confidence: Number(confidence.toFixed(2)) };
    },
  };
}
