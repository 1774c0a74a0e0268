/**
 * Trains the claim-matching calibration (src/core/check/retrieval/match-calibration.ts):
 * gradient-boosted depth-2 trees (logistic loss) saying whether a reranked fact-check is the
 * claim a tweet repeats. For each tweet of the CLEF 2020 CheckThat! task 2 TRAIN split, the top
 * five of its reranked pool are examples, twice: as found, and with the tweet's own fact-check
 * removed (then nothing in the list is right, and citing the top one would cite a stranger).
 * 5-fold CV on train reports how well it separates; dev is left for bench:quality. Deterministic.
 * Needs the bench database (as scripts/train/claim-matching.ts): npx tsx scripts/train/match-calibration.ts
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
  treeOutput,
  type Tree,
} from '../../src/core/check/retrieval/match-calibration.js';
import type { Candidate } from '../../src/core/check/retrieval/ports.js';
import { rerank, type Ranked } from '../../src/core/check/retrieval/rerank.js';
import { meaningOf } from '../../src/core/check/retrieval/word-vectors.js';
import { loadSplit, vclaimId } from './claim-matching-data.js';

const OUT = 'src/core/check/retrieval/weights/match-calibration.json';
const TOP = 5;
/** Boosting rounds, shrinkage, tree depth, and the fewest examples a split may leave on a side. */
const ROUNDS = 300;
const SHRINK = 0.1;
const DEPTH = 2;
const MIN_LEAF = 10;

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

/** A regression tree over `rows` fitting `residual` (least squares), `depth` splits deep. */
function grow(rows: Ex[], residual: number[], depth: number): Tree {
  const mean = residual.reduce((s, v) => s + v, 0) / Math.max(1, residual.length);
  if (depth === 0 || rows.length < 2 * MIN_LEAF) return mean;
  const total = residual.reduce((s, v) => s + v, 0);
  let best = { gain: 0, k: -1, at: 0 };
  for (let k = 0; k < CALIBRATION_FEATURES.length; k++) {
    const order = rows.map((_, i) => i).sort((a, b) => rows[a]!.x[k]! - rows[b]!.x[k]! || a - b);
    let left = 0;
    for (let j = 0; j < order.length - 1; j++) {
      left += residual[order[j]!]!;
      const n = j + 1;
      const v = rows[order[j]!]!.x[k]!;
      const w = rows[order[j + 1]!]!.x[k]!;
      if (v === w || n < MIN_LEAF || order.length - n < MIN_LEAF) continue;
      const gain =
        (left * left) / n + (total - left) ** 2 / (order.length - n) - (total * total) / order.length;
      if (gain > best.gain) best = { gain, k, at: Number(((v + w) / 2).toPrecision(6)) };
    }
  }
  if (best.k < 0) return mean;
  const low = rows.map((_, i) => i).filter((i) => rows[i]!.x[best.k]! <= best.at);
  const high = rows.map((_, i) => i).filter((i) => rows[i]!.x[best.k]! > best.at);
  const side = (ids: number[]) =>
    grow(
      ids.map((i) => rows[i]!),
      ids.map((i) => residual[i]!),
      depth - 1,
    );
  return { input: CALIBRATION_FEATURES[best.k]!, at: best.at, low: side(low), high: side(high) };
}

/** Scales and rounds a tree's leaves (each leaf a step of the log-odds). */
function scaled(tree: Tree, by: number): Tree {
  if (typeof tree === 'number') return Number((tree * by).toFixed(5));
  return { ...tree, low: scaled(tree.low, by), high: scaled(tree.high, by) };
}

/**
 * Boosting on the logistic loss: each tree fits the residuals (label minus probability), its
 * leaves taken as log-odds steps of SHRINK times 4 (the inverse of p(1-p) at p = 0.5).
 */
function fit(rows: Ex[]): Calibration {
  const rate = rows.filter((e) => e.y).length / rows.length;
  const model: Calibration = { base: Number(Math.log(rate / (1 - rate)).toFixed(5)), trees: [] };
  const z = rows.map(() => model.base);
  for (let round = 0; round < ROUNDS; round++) {
    const residual = rows.map((e, i) => (e.y ? 1 : 0) - 1 / (1 + Math.exp(-z[i]!)));
    const tree = scaled(grow(rows, residual, DEPTH), SHRINK * 4);
    model.trees.push(tree);
    rows.forEach((e, i) => (z[i]! += treeOutput(tree, e.x)));
  }
  return model;
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
console.log(`full fit: ${model.trees.length} trees`);
writeFileSync(
  OUT,
  `${JSON.stringify({ data: `CLEF 2020 CheckThat! task 2 train split (${ROUNDS} gradient-boosted depth-${DEPTH} trees, logistic loss; top ${TOP} of each pool as found and with the right fact-check and its word-for-word twins removed)`, ...model }, null, 2)}\n`,
);
