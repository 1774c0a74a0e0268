import type { LanguageCode } from '../pipeline/ports.js';
import { pidginToEnglish } from './pidgin-to-english.js';

/**
 * A claim in English words, so it searches and is judged against the (English) corpus. Each
 * supported language contributes its own gloss; a language without one passes through unchanged.
 */
export function toEnglish(text: string, language: LanguageCode): string {
  if (language === 'pcm') return pidginToEnglish(text);
  return text;
}
