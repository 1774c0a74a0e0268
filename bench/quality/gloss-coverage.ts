/**
 * How much of a MAFAND-MT dev sentence the gloss leaves in its own language, and how much of the
 * English translation the gloss says (CC BY-NC 4.0: counts only, never a sentence or word shown).
 * Per language: the share of the gloss's lower-case words that are source words kept as written
 * (the lexicon lacks them), and the share of the translation's content words found in the gloss
 * and of the gloss's content words found in the translation (compared by a crude English stem).
 * Run alone: npx tsx bench/quality/gloss-coverage.ts
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fold } from '../../src/core/check/language/gloss/fold.js';
import { toEnglish } from '../../src/core/check/language/to-english.js';
import type { LanguageCode } from '../../src/core/check/pipeline/ports.js';
import { EVAL_ROOT } from './eval-data.js';

const LANGUAGES: Array<[string, LanguageCode]> = [
  ['hau', 'ha'],
  ['ibo', 'ig'],
  ['yor', 'yo'],
];
const STOP = new Set(
  'the a an of to in on and or is was were be been for with by at from as that this it he she they we you i his her their its not no but if so do did has have had will would can could'.split(
    ' ',
  ),
);
const WORD = /[\p{L}\p{M}'’-]+/gu;
const stem = (w: string) =>
  w
    .replace(/(ies|ied)$/, 'y')
    .replace(/(ing|ed|es|s|ly|er|ers)$/, '')
    .replace(/e$/, '');
const content = (w: string) => !STOP.has(w) && w.length >= 3 && /^[a-z]+$/.test(w);
const share = (n: number, of: number) => (of ? n / of : 0).toFixed(3);

for (const [folder, language] of LANGUAGES) {
  const pairs = readFileSync(join(EVAL_ROOT, 'translation', 'mafand-dev', `en-${folder}.dev.jsonl`), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => (JSON.parse(line) as { translation: Record<string, string> }).translation)
    .slice(0, 1000);
  let lower = 0;
  let kept = 0;
  let glossContent = 0;
  let glossInTranslation = 0;
  let translationContent = 0;
  let translationInGloss = 0;
  for (const pair of pairs) {
    const source = pair[folder] ?? '';
    const sourceWords = new Set((source.match(WORD) ?? []).filter((w) => !/^\p{Lu}/u.test(w)).map(fold));
    const gloss = (toEnglish(source, language).match(WORD) ?? []).filter((w) => !/^\p{Lu}/u.test(w));
    const glossStems = new Set(gloss.map((w) => stem(w.toLowerCase())));
    const english = (pair.en ?? '').toLowerCase().match(/[a-z]+/g) ?? [];
    const englishStems = new Set(english.map(stem));
    for (const w of gloss) {
      lower += 1;
      if (sourceWords.has(fold(w)) && !STOP.has(w.toLowerCase())) kept += 1;
      if (!content(w.toLowerCase())) continue;
      glossContent += 1;
      if (englishStems.has(stem(w.toLowerCase()))) glossInTranslation += 1;
    }
    for (const w of english.filter(content)) {
      translationContent += 1;
      if (glossStems.has(stem(w))) translationInGloss += 1;
    }
  }
  console.log(
    `${language}: gloss words left as written ${share(kept, lower)} (of ${lower}); translation content words in the gloss ${share(translationInGloss, translationContent)}; gloss content words in the translation ${share(glossInTranslation, glossContent)}`,
  );
}
