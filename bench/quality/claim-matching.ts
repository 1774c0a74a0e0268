/**
 * Claim matching on CLEF2020 CheckThat! task 2: for each tweet, find the Snopes verified claim it
 * repeats. The 10,375 verified claims are imported as NDJSON through the documents import service
 * (the path POST /v1/sources/documents uses), then each tweet is searched like a claim.
 * Reports MAP@5 and MRR on dev for the PostgreSQL floor (full-text rank order of the candidates)
 * and for the reranked retrieval the engine uses. Run alone: npx tsx bench/quality/claim-matching.ts
 */
import { pathToFileURL } from 'node:url';
import { searchableText } from '../../src/core/check/retrieval/text.js';
import { createCandidateSource } from '../../src/db/repositories/candidate-source.js';
import { benchEngine } from '../support/bench-engine.js';
import { CLEF_DIR, importClefCorpus } from '../support/clef-corpus.js';
import { printResults, readTsv } from './eval-data.js';
import { readQuotedTsv } from './quoted-tsv.js';

const DIR = CLEF_DIR;

/** Average precision at k with one or more relevant ids; reciprocal rank over the list. */
function scores(ranked: string[], relevant: Set<string>, k = 5) {
  let hits = 0;
  let ap = 0;
  ranked.slice(0, k).forEach((id, i) => {
    if (relevant.has(id)) ap += ++hits / (i + 1);
  });
  const first = ranked.findIndex((id) => relevant.has(id));
  return { ap: ap / Math.min(relevant.size, k), rr: first >= 0 ? 1 / (first + 1) : 0 };
}

export async function run(split: 'dev' | 'train' = 'dev') {
  const bench = await benchEngine();
  try {
    const workspaceId = await bench.workspace('clef2020-task2.bench');
    const { claims, report, seconds: importSeconds } = await importClefCorpus(bench.sources, workspaceId);

    const tweets = readQuotedTsv(`${DIR}/${split}/tweets.queries.tsv`);
    const qrels = new Map<string, Set<string>>();
    for (const [tweet, , vclaim] of readTsv(`${DIR}/${split}/tweet-vclaim-pairs.qrels`).map((l) =>
      l.join('\t').split(/\s+/),
    )) {
      qrels.set(tweet!, (qrels.get(tweet!) ?? new Set()).add(vclaim!));
    }
    const idOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
    const candidates = createCandidateSource(bench.db);
    const floor = { ap: 0, rr: 0 };
    const ours = { ap: 0, rr: 0 };
    let n = 0;
    let ms = 0;
    for (const [tweetId, text] of tweets) {
      const relevant = qrels.get(tweetId!);
      if (!relevant || !text) continue;
      n += 1;
      // The floor: PostgreSQL's own order for an OR of the tweet's lexemes.
      const lexemes = [...(await candidates.lexemes(searchableText(text))).counts.keys()];
      const pool = await candidates.candidates(workspaceId, searchableText(text), lexemes, 100);
      const lexical = pool.sort((a, b) => b.ftsRank - a.ftsRank).map((c) => idOf(c.url));
      const t0 = performance.now();
      const reranked = (await bench.search.search(workspaceId, text, 20)).map((e) => idOf(e.url));
      ms += performance.now() - t0;
      for (const [acc, ranked] of [
        [floor, lexical],
        [ours, reranked],
      ] as const) {
        const s = scores(ranked, relevant);
        acc.ap += s.ap;
        acc.rr += s.rr;
      }
    }
    const ref = 'BM25: MAP@5 0.8235, MRR 0.828 (2020 test); floor 0.85';
    return [
      {
        metric: `claim matching import: ${claims} claims (${report.created} new, ${report.unchanged} unchanged) s`,
        value: importSeconds,
        reference: 'documents import service, NDJSON',
      },
      {
        metric: `claim matching MAP@5, PostgreSQL FTS floor (${split}, n=${n})`,
        value: floor.ap / n,
        reference: ref,
      },
      { metric: `claim matching MRR, PostgreSQL FTS floor (${split})`, value: floor.rr / n, reference: ref },
      { metric: `claim matching MAP@5, reranked (${split}, n=${n})`, value: ours.ap / n, reference: ref },
      { metric: `claim matching MRR, reranked (${split})`, value: ours.rr / n, reference: ref },
      { metric: 'claim matching mean search time, reranked (ms)', value: ms / n, reference: '' },
    ];
  } finally {
    await bench.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printResults(await run(process.argv[2] === 'train' ? 'train' : 'dev'));
}
