import type { LanguageCode } from '../pipeline/ports.js';
import { foldDiacritics, words } from './text-features.js';

/**
 * A naive Bayes vote over character n-grams and whole words, trained by
 * scripts/train/language-model.ts on tweets in each language (see the README beside this file).
 * Trigram profiles built from tweets read code-mixed, unaccented, abbreviated text far better
 * than word lists do: "Ai sun lalace suma" is Hausa although few of its words are in any list.
 */

/** A word's features: the word itself, and its n-grams (2 to 4) with word-boundary marks. */
export function features(word: string): string[] {
  const plain = foldDiacritics(word);
  // By code point, so that letters outside the basic plane (𝕜, emoji) are never cut in two.
  const padded = [...`^${plain}$`];
  const out = [`w:${word}`];
  for (let n = 2; n <= 4; n++)
    for (let i = 0; i + n <= padded.length; i++) out.push(padded.slice(i, i + n).join(''));
  return out;
}

export interface NgramModel {
  languages: readonly LanguageCode[];
  totals: number[];
  grams: Record<string, number[]>;
}

export interface NgramVote {
  /** Mean log-likelihood per feature, per language (higher is likelier). */
  scores: Partial<Record<LanguageCode, number>>;
  /** How many features were known to the model. */
  known: number;
}

/** Scores a text with add-one smoothing; unknown features count for no language. */
export function createNgramScorer(model: NgramModel): (text: string) => NgramVote {
  const grams = new Map(Object.entries(model.grams));
  const vocabulary = grams.size;
  const denominators = model.totals.map((t) => Math.log(t + vocabulary));
  return (text) => {
    const sums = model.languages.map(() => 0);
    let known = 0;
    for (const word of words(text)) {
      for (const feature of features(word)) {
        const row = grams.get(feature);
        if (!row) continue;
        known += 1;
        for (let l = 0; l < sums.length; l++) sums[l]! += Math.log(row[l]! + 1) - denominators[l]!;
      }
    }
    const scores: Partial<Record<LanguageCode, number>> = {};
    model.languages.forEach((language, l) => {
      scores[language] = known ? sums[l]! / known : 0;
    });
    return { scores, known };
  };
}
