/**
 * Trains the claim-matching calibration (src/core/check/retrieval/match-calibration.ts): a
 * logistic regression saying whether a reranked fact-check is the claim a tweet repeats. For
 * each tweet of the CLEF 2020 CheckThat! task 2 TRAIN split, the top five of its reranked pool
 * are examples, twice: as found, and with the tweet's own fact-check removed (then nothing in
 * the list is right, and citing the top one would cite a stranger). 5-fold CV on train reports
 * how well it separates; dev is left for bench:quality. Needs the bench database (as
 * scripts/train/claim-matching.ts): npx tsx scripts/train/match-calibration.ts
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installedWordVectors } from '../../adapters/word-vectors/load.js';
import {
  CALIBRATION_FEATURES,
  calibrate,
  calibrationInputs,
  type Calibration,
} from '../../src/core/check/retrieval/match-calibration.js';
import type { Candidate } from '../../src/core/check/retrieval/ports.js';
import { rerank, type Ranked } from '../../src/core/check/retrieval/rerank.js';
import { meaningOf } from '../../src/core/check/retrieval/word-vectors.js';
import { loadSplit, vclaimId } from './claim-matching-data.js';

const OUT = 'src/core/check/retrieval/weights/match-calibration.json';
const TOP = 5;
const EPOCHS = 3000;
const LEARNING_RATE = 0.5;
const L2 = 1e-3;

const vectors = installedWordVectors();
if (!vectors) throw new Error('word vectors are not built: run `npm run build:vectors` first');
const { queries, stats } = await loadSplit('train', join(tmpdir(), 'gaskiya-clef2020-task2-train.json'));

type Ex = { x: number[]; y: boolean; query: number };
const examples: Ex[] = [];
/** Per tweet: its list as found and without its fact-check (for the citing curve). */
const tops: Array<{ found: Ranked[]; without: Ranked[]; isRight: (url: string) => boolean }> = [];
const twinKey = (c: Candidate) => (c.claimText ?? c.title).toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
queries.forEach((q, query) => {
  const ranked = rerank(q.query, q.candidates, stats, undefined, meaningOf(vectors, q.text));
  const relevant = new Set(q.relevant);
  const isRight = (url: string) => relevant.has(vclaimId(url));
  // The corpus holds some claims twice, word for word (Snopes published them twice): with the
  // right one removed its twin is still the same claim, not a stranger, so it goes too.
  // Removed from the pool before reranking, as when it is absent from the corpus: the reranker's
  // BM25 share and rank are relative to the best candidate, which is no longer there.
  const own = new Set(q.candidates.filter((c) => isRight(c.url)).map(twinKey));
  const without = rerank(
    q.query,
    q.candidates.filter((c) => !isRight(c.url) && !own.has(twinKey(c))),
    stats,
    undefined,
    meaningOf(vectors, q.text),
  );
  tops.push({ found: ranked, without, isRight });
  for (const list of [ranked, without]) {
    for (let i = 0; i < Math.min(TOP, list.length); i++)
      examples.push({ x: calibrationInputs(list, i), y: isRight(list[i]!.candidate.url), query });
  }
});

function fit(raw: Ex[]): Calibration {
  const n = CALIBRATION_FEATURES.length;
  const mean = CALIBRATION_FEATURES.map((_, k) => raw.reduce((s, e) => s + e.x[k]!, 0) / raw.length);
  const spread = CALIBRATION_FEATURES.map(
    (_, k) => Math.sqrt(raw.reduce((s, e) => s + (e.x[k]! - mean[k]!) ** 2, 0) / raw.length) || 1,
  );
  const data = raw.map((e) => ({ ...e, x: e.x.map((v, k) => (v - mean[k]!) / spread[k]!) }));
  const w = new Array<number>(n).fill(0);
  let b = 0;
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    const grad = w.map((v) => L2 * v);
    let gb = 0;
    for (const e of data) {
      const z = b + e.x.reduce((s, v, k) => s + v * w[k]!, 0);
      const g = (1 / (1 + Math.exp(-z)) - (e.y ? 1 : 0)) / data.length;
      gb += g;
      for (let k = 0; k < n; k++) grad[k]! += g * e.x[k]!;
    }
    b -= LEARNING_RATE * gb;
    for (let k = 0; k < n; k++) w[k]! -= LEARNING_RATE * grad[k]!;
  }
  return {
    bias: Number(b.toFixed(4)),
    weights: Object.fromEntries(CALIBRATION_FEATURES.map((name, k) => [name, Number(w[k]!.toFixed(4))])),
    mean: Object.fromEntries(CALIBRATION_FEATURES.map((name, k) => [name, Number(mean[k]!.toFixed(4))])),
    spread: Object.fromEntries(CALIBRATION_FEATURES.map((name, k) => [name, Number(spread[k]!.toFixed(4))])),
  };
}

/**
 * Citing the top of each held-out tweet's list when p >= t: how often that cites the right
 * fact-check, and how often, with it (and its twins) removed, it cites a stranger.
 */
function report(queries: number[], model: Calibration) {
  for (const t of [0.2, 0.25, 0.3, 0.35, 0.4, 0.5]) {
    let right = 0;
    let stranger = 0;
    for (const q of queries) {
      const { found, without, isRight } = tops[q]!;
      if (
        found.length &&
        isRight(found[0]!.candidate.url) &&
        calibrate(calibrationInputs(found, 0), model) >= t
      )
        right++;
      if (without.length && calibrate(calibrationInputs(without, 0), model) >= t) stranger++;
    }
    console.log(
      `  p >= ${t}: right one cited ${(right / queries.length).toFixed(3)}, stranger cited with it removed ${(stranger / queries.length).toFixed(3)}`,
    );
  }
}

const FOLDS = 5;
for (let f = 0; f < FOLDS; f++) {
  const model = fit(examples.filter((e) => e.query % FOLDS !== f));
  console.log(`fold ${f + 1}:`);
  report(
    tops.map((_, q) => q).filter((q) => q % FOLDS === f),
    model,
  );
}
const model = fit(examples);
console.log('full fit:', model);
writeFileSync(
  OUT,
  `${JSON.stringify({ data: 'CLEF 2020 CheckThat! task 2 train split (logistic regression; pools as found and with the right fact-check and its word-for-word twins removed)', ...model }, null, 2)}\n`,
);
