/**
 * Language-ID accuracy per language: AfriSenti dev tweets (Hausa, Igbo, Yoruba, Pidgin) and, for
 * English, the CLEF2024 dev debate sentences and CLEF2020 dev tweets. The detector's n-gram model
 * was trained on AfriSenti train only (scripts/train/language-model.ts), so dev is unseen.
 * Run alone: npx tsx bench/quality/language-id.ts
 */
import { pathToFileURL } from 'node:url';
import { createLocalLanguageDetector } from '../../src/core/check/language/local-language-detector.js';
import type { LanguageCode } from '../../src/core/check/pipeline/ports.js';
import { printResults, readTsv } from './eval-data.js';

const FRANC_REFERENCE: Record<string, string> = {
  hau: 'franc (5 langs) 97 %',
  ibo: 'franc (5 langs) 83 %',
  pcm: 'franc (5 langs) 80 %',
  yor: 'franc poor, eld good',
};

export async function run(): Promise<Array<{ metric: string; value: number; reference: string }>> {
  const detector = createLocalLanguageDetector();
  const accuracy = (texts: string[], expected: LanguageCode) =>
    texts.filter((t) => detector.detect(t).language === expected).length / texts.length;
  const results = [];
  const codes: Array<[string, LanguageCode]> = [
    ['hau', 'ha'],
    ['ibo', 'ig'],
    ['pcm', 'pcm'],
    ['yor', 'yo'],
  ];
  for (const [folder, code] of codes) {
    const texts = readTsv(`langid/afrisenti/${folder}/dev.tsv`).map((r) => r[0]!);
    results.push({
      metric: `language-ID accuracy ${code} (afrisenti ${folder} dev, n=${texts.length})`,
      value: accuracy(texts, code),
      reference: `${FRANC_REFERENCE[folder]}; floor 0.95, goal 0.98 (issue 10); n-gram vote trained on train only`,
    });
  }
  const english = [
    ...readTsv('checkworthy/clef2024-task1/CT24_checkworthy_english_dev.tsv').map((r) => r[1]!),
    ...readTsv('checkworthy/clef2020-task1/dev_v2.tsv').map((r) => r[3]!),
  ].filter(Boolean);
  results.push({
    metric: `language-ID accuracy en (clef2024+clef2020 dev, n=${english.length})`,
    value: accuracy(english, 'en'),
    reference: 'no published figure; floor 0.90',
  });
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) printResults(await run());
