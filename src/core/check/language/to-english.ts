import type { LanguageCode } from '../pipeline/ports.js';
import { decimalCommas } from './decimal-comma.js';
import { commaGrouped } from './digit-groups.js';
import { createGlosser, type Glosser } from './gloss/glosser.js';
import { HAUSA } from './gloss/hausa.js';
import { IGBO } from './gloss/igbo.js';
import { knownTitles } from './known-titles.js';
import { YORUBA } from './gloss/yoruba.js';
import { pidginToEnglish } from './pidgin-to-english.js';
import { englishNumbers } from './spelled-numbers.js';

const GLOSSERS: Partial<Record<LanguageCode, Glosser>> = {
  ha: createGlosser(HAUSA),
  yo: createGlosser(YORUBA),
  ig: createGlosser(IGBO),
  pcm: pidginToEnglish,
};

/**
 * A claim in English words, so it searches and is judged against the (English) corpus. Each
 * supported language contributes its own gloss (hand-written lexicons and number grammars in
 * gloss/); English passes through with only its numbers in words, decimal commas and naira signs
 * written as the sources write them, `other` unchanged.
 */
export function toEnglish(text: string, language: LanguageCode): string {
  const gloss = GLOSSERS[language];
  // "miliyan 93,4", "93,4 million": a decimal comma is read as the point the sources write.
  // "Asiwaju came first": a title used alone as a name is the name the sources write.
  // "8.794.726", "93 400 000": figures grouped by dots or spaces take the sources' commas.
  if (gloss) return gloss(decimalCommas(commaGrouped(knownTitles(text))));
  // English keeps its words, but a number said in words ("forty states", "seven hundred and
  // seventy-four") is written in digits as the sources write it; a naira sign is written N, as
  // the sources write amounts (N200).
  return language === 'en' ? englishNumbers(text).replace(/₦\s?(?=\d)/g, 'N') : text;
}
