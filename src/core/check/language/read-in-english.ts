import type { LanguageCode } from '../pipeline/ports.js';
import { toEnglish } from './to-english.js';

/** A remote translator (an LLM): a claim in one of the supported languages, in English. */
export interface Translator {
  name: string;
  toEnglish(text: string, language: LanguageCode): Promise<string>;
}

export const LANGUAGE_NAMES: Record<LanguageCode, string> = {
  en: 'English',
  pcm: 'Nigerian Pidgin',
  ha: 'Hausa',
  yo: 'Yoruba',
  ig: 'Igbo',
  other: 'another language',
};

/**
 * A claim in English words for retrieval and stance. With a translator configured, a claim in
 * Pidgin, Hausa, Yoruba or Igbo is translated first, and `notes` says so (a machine translation
 * stands between the claim and its verdict, so the check does not claim high confidence). If the
 * translator fails, the local gloss stands in and `notes` says that: never a failed check.
 */
export async function readInEnglish(
  text: string,
  language: LanguageCode,
  translator: Translator | undefined,
  notes: string[],
): Promise<string> {
  if (language === 'en' || language === 'other' || !translator) return toEnglish(text, language);
  try {
    const english = (await translator.toEnglish(text, language)).trim();
    if (!english) throw new Error('empty translation');
    notes.push(
      `${translator.name}: claim translated from ${LANGUAGE_NAMES[language]} to English before checking`,
    );
    return english;
  } catch {
    notes.push(`${translator.name}: translation unavailable, claim glossed into English locally`);
    return toEnglish(text, language);
  }
}
