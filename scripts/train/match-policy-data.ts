/**
 * Exploration cache: for each CLEF 2020 task 2 tweet of a split, the reranked top of every
 * query the product path could search (raw tweet, whole message, each claim), with and without
 * the tweet's own fact-check (and twins) in the pool. npx tsx scripts/train/match-policy-data.ts train|dev
 */
import { writeFileSync } from 'node:fs';
import { installedWordVectors } from '../../adapters/word-vectors/load.js';
import { createLocalClaimExtractor } from '../../src/core/check/extraction/local-claim-extractor.js';
import { gatherCandidates } from '../../src/core/check/retrieval/reranked-search.js';
import { rerank, type Ranked } from '../../src/core/check/retrieval/rerank.js';
import { factCheckScore, calibrationInputs } from '../../src/core/check/retrieval/match-calibration.js';
import type { Candidate } from '../../src/core/check/retrieval/ports.js';
import { meaningOf } from '../../src/core/check/retrieval/word-vectors.js';
import { createCandidateSource } from '../../src/db/repositories/candidate-source.js';
import { withoutAttribution } from '../../src/core/check/stance/names.js';
import { benchEngine } from '../../bench/support/bench-engine.js';
import { CLEF_DIR, importClefCorpus } from '../../bench/support/clef-corpus.js';
import { readTsv } from '../../bench/quality/eval-data.js';
import { readQuotedTsv } from '../../bench/quality/quoted-tsv.js';

const split = process.argv[2] === 'dev' ? 'dev' : 'train';
const vectors = installedWordVectors()!;
const bench = await benchEngine();
const extractor = createLocalClaimExtractor();
const twinKey = (c: Candidate) => (c.claimText ?? c.title).toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
const short = (url: string) => url.slice(url.lastIndexOf('/') + 1);
const top = (list: Ranked[]) =>
  list.slice(0, 8).map((r, i) => ({
    id: short(r.candidate.url),
    score: r.score,
    match: r.match,
    p: factCheckScore(list, i),
    x: calibrationInputs(list, i),
    f: r.features,
    claimLen: r.candidate.claimTerms.length,
  }));
try {
  const workspaceId = await bench.workspace('clef2020-task2.bench');
  await importClefCorpus(bench.sources, workspaceId);
  const source = createCandidateSource(bench.db);
  const qrels = new Map<string, string[]>();
  for (const line of readTsv(`${CLEF_DIR}/${split}/tweet-vclaim-pairs.qrels`)) {
    const [tweet, , vclaim] = line.join('\t').split(/\s+/);
    qrels.set(tweet!, [...(qrels.get(tweet!) ?? []), vclaim!]);
  }
  const out = [];
  for (const [tweetId, text] of readQuotedTsv(`${CLEF_DIR}/${split}/tweets.queries.tsv`)) {
    const relevant = qrels.get(tweetId!);
    if (!relevant || !text) continue;
    const ex = await extractor.extract(text, 'en');
    const queries: Array<{ kind: string; q: string; worth?: number; start?: number }> = [
      { kind: 'raw', q: text },
    ];
    if (ex.message) queries.push({ kind: 'message', q: ex.message.search });
    for (const c of ex.claims) {
      queries.push({ kind: 'claim', q: c.text, worth: c.checkworthiness, start: c.start });
      const st = withoutAttribution(c.text);
      if (st !== c.text) queries.push({ kind: 'statement', q: st, worth: c.checkworthiness, start: c.start });
    }
    const rel = new Set(relevant);
    const res = [];
    for (const query of queries) {
      const got = await gatherCandidates(source, workspaceId, query.q);
      const meaning = meaningOf(vectors, query.q);
      const found = rerank(got.query, got.candidates, got.stats, undefined, meaning);
      const own = new Set(got.candidates.filter((c) => rel.has(short(c.url))).map(twinKey));
      const without = rerank(
        got.query,
        got.candidates.filter((c) => !rel.has(short(c.url)) && !own.has(twinKey(c))),
        got.stats,
        undefined,
        meaning,
      );
      res.push({ ...query, found: top(found), without: top(without), ownTwins: [...own].length });
    }
    out.push({ tweetId, text, relevant, message: ex.message ?? null, setAside: ex.setAside, queries: res });
    if (out.length % 50 === 0) process.stderr.write(`${out.length}\n`);
  }
  writeFileSync(`/tmp/match-policy-${split}.json`, JSON.stringify(out));
} finally {
  await bench.close();
}
