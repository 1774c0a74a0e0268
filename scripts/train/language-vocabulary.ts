/**
 * Builds src/core/check/language/vocabulary.json: word lists for Hausa, Igbo, Yoruba and Nigerian
 * Pidgin that the language detector uses beside franc's trigram profiles.
 *
 * Source: NaijaSenti (github.com/shmuhammadd/NaijaSenti @ 9875211, CC BY 4.0) stop-word lists
 * and annotated sentiment lexicons, read from ../shared/data/eval/langid/naijasenti. Only the
 * derived word sets are shipped (CC BY 4.0 allows redistribution with attribution; see the
 * README beside the detector). Words that are also common English words are dropped, since they
 * would pull English (and Pidgin, which shares them) towards another language.
 *
 * Run: npx tsx scripts/train/language-vocabulary.ts [../shared/data/eval]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENGLISH_WORDS, foldDiacritics } from '../../src/core/check/language/text-features.js';

const evalRoot = process.argv[2] ?? '../shared/data/eval';
const base = join(evalRoot, 'langid', 'naijasenti');

const sources: Record<'ha' | 'ig' | 'yo' | 'pcm', string[]> = {
  ha: [
    'stopwords/hausa_stopwords.csv',
    'annotated_sentiment_lexicon/hausa/hausa_negative.csv',
    'annotated_sentiment_lexicon/hausa/hausa_positive.csv',
  ],
  ig: [
    'stopwords/igbo_stowords.csv',
    'annotated_sentiment_lexicon/igbo/igbo_negative.csv',
    'annotated_sentiment_lexicon/igbo/igbo_positive.csv',
  ],
  yo: [
    'stopwords/yoruba_stowords.csv',
    'annotated_sentiment_lexicon/yoruba/yoruba_negative.csv',
    'annotated_sentiment_lexicon/yoruba/yoruba_positive.csv',
  ],
  pcm: ['stopwords/pidgin_stopwords.csv'],
};

/** Entries of the lexicons that are not words of the language (names, English, platform words). */
const NOT_LANGUAGE_WORDS = new Set(['igbo', 'chukwu', 'allah', 'amin', 'amen', 'god', 'jesus', 'wahala']);

const vocabulary: Record<string, string[]> = {};
for (const [language, files] of Object.entries(sources)) {
  const words = new Set<string>();
  for (const file of files) {
    const lines = readFileSync(join(base, file), 'utf8').split(/\r?\n/).slice(1);
    for (const line of lines) {
      const entry = line.split(',')[0]?.replace(/"/g, '').trim().normalize('NFC').toLowerCase() ?? '';
      for (const word of entry.split(/\s+/)) {
        // Single letters are too ambiguous across these languages to count as evidence.
        if ([...word].length < 2 || !/^\p{L}[\p{L}\p{M}']*$/u.test(word)) continue;
        if (ENGLISH_WORDS.has(word) || NOT_LANGUAGE_WORDS.has(word)) continue;
        words.add(word);
        const folded = foldDiacritics(word);
        if (!ENGLISH_WORDS.has(folded) && [...folded].length >= 2) words.add(folded);
      }
    }
  }
  vocabulary[language] = [...words].sort();
}

const out = 'src/core/check/language/vocabulary.json';
writeFileSync(
  out,
  JSON.stringify({
    source:
      'NaijaSenti stop-word lists and sentiment lexicons, github.com/shmuhammadd/NaijaSenti @ 9875211 (CC BY 4.0)',
    ...vocabulary,
  }) + '\n',
);
for (const [language, words] of Object.entries(vocabulary)) console.log(`${language}: ${words.length} words`);
console.log(`wrote ${out}`);
