/**
 * Cross-lingual matching on MAFAND-MT dev (CC BY-NC 4.0: measured here, never shipped): for each
 * of Hausa, Igbo, Yoruba and Pidgin, the English side of 1,000 news sentence pairs is imported as
 * documents (the NDJSON import POST /v1/sources/documents uses), then each sentence in the other
 * language is searched, as the engine searches a claim: glossed by toEnglish, through the reranked
 * retrieval. Recall@5: how often its English translation is in the top 5. The raw sentence
 * (no gloss) is the floor. Run alone: npx tsx bench/quality/cross-lingual.ts
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { toEnglish } from '../../src/core/check/language/to-english.js';
import type { LanguageCode } from '../../src/core/check/pipeline/ports.js';
import { benchEngine } from '../support/bench-engine.js';
import { EVAL_ROOT, printResults } from './eval-data.js';

const CORPUS = 1000;
/**
 * Sentences searched per language (spread over the corpus): a search takes ~70 ms on a shared
 * machine, so all 1,000 in four languages and raw would take 20 minutes. CROSS_LINGUAL_QUERIES=1000
 * measures every one.
 */
const QUERIES = Number(process.env.CROSS_LINGUAL_QUERIES ?? 250);
const ALL_LANGUAGES: Array<[string, LanguageCode]> = [
  ['hau', 'ha'],
  ['ibo', 'ig'],
  ['yor', 'yo'],
  ['pcm', 'pcm'],
];
/** CROSS_LINGUAL_LANGUAGES=ha,yo measures only those (while working on one lexicon). */
const ONLY = process.env.CROSS_LINGUAL_LANGUAGES?.split(',');
const LANGUAGES = ALL_LANGUAGES.filter(([, code]) => !ONLY || ONLY.includes(code));

/** The first `size` MAFAND-MT dev pairs of one language (English and the other side). */
export function pairs(folder: string, size = CORPUS): Array<{ en: string; other: string }> {
  return readFileSync(join(EVAL_ROOT, 'translation', 'mafand-dev', `en-${folder}.dev.jsonl`), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => (JSON.parse(line) as { translation: Record<string, string> }).translation)
    .map((t) => ({ en: t.en ?? '', other: t[folder] ?? '' }))
    .filter((p) => p.en && p.other)
    .slice(0, size);
}

export async function run(): Promise<Array<{ metric: string; value: number; reference: string }>> {
  const bench = await benchEngine();
  const results = [];
  try {
    for (const [folder, language] of LANGUAGES) {
      const workspaceId = await bench.workspace(`mafand-${folder}.bench`);
      const list = pairs(folder);
      const url = (i: number) => `https://mafand.example/${folder}/${i}`;
      await bench.sources.importNdjson(
        workspaceId,
        list
          .map((p, i) => JSON.stringify({ url: url(i), title: p.en, text: p.en, publisher: 'MAFAND-MT dev' }))
          .join('\n'),
      );
      let glossed = 0;
      let raw = 0;
      const step = Math.max(1, Math.floor(list.length / QUERIES));
      const queries = list
        .map((p, i) => ({ ...p, i }))
        .filter(({ i }) => i % step === 0)
        .slice(0, QUERIES);
      for (const p of queries) {
        const found = async (query: string) =>
          (await bench.search.search(workspaceId, query, 5)).some((e) => e.url === url(p.i));
        if (await found(toEnglish(p.other, language))) glossed += 1;
        if (await found(p.other)) raw += 1;
      }
      results.push({
        metric: `cross-lingual recall@5 ${language} (mafand ${folder} dev, ${queries.length} of corpus ${list.length})`,
        value: glossed / queries.length,
        reference: `raw sentence ${(raw / queries.length).toFixed(3)}; floor 0.60, goal 0.85 (issue 10)`,
      });
    }
  } finally {
    await bench.close();
  }
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) printResults(await run());
