/**
 * Trains the claim-matching reranker's linear weights (src/core/check/retrieval/rerank.ts) by
 * listwise softmax regression (ListNet with one relevant list): for each tweet of the CLEF 2020
 * CheckThat! task 2 TRAIN split, the softmax of the scores over the engine's candidate pool
 * should put its mass on the relevant verified claims. It optimises the top of the list, which
 * is what MAP@5 reads (5-fold CV on train, same features, when the loss was chosen: 0.8796
 * against 0.8786 for pairwise logistic loss). Writes
 * src/core/check/retrieval/weights/claim-matching.json. The dev split is left for
 * bench/quality/claim-matching.ts; 5-fold cross-validation on train reports MAP@5 here.
 *
 * Needs the bench database (BENCH_DATABASE_URL, as the benchmarks). Candidate pools are cached
 * in a temporary file: npx tsx scripts/train/claim-matching.ts [--fresh]
 */
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installedWordVectors } from '../../adapters/word-vectors/load.js';
import { FEATURES, rerank } from '../../src/core/check/retrieval/rerank.js';
import type { CorpusStats } from '../../src/core/check/retrieval/ports.js';
import { meaningOf } from '../../src/core/check/retrieval/word-vectors.js';
import { loadSplit, vclaimId, type Query } from './claim-matching-data.js';

const OUT = 'src/core/check/retrieval/weights/claim-matching.json';
const EPOCHS = 1500;
const LEARNING_RATE = 2;
const L2 = 1e-3;
const FOLDS = 5;

const vectors =
  installedWordVectors() ??
  (() => {
    throw new Error('word vectors are not built: run `npm run build:vectors` first');
  })();

/** Feature vectors of a query's pool, and which candidates are relevant. */
function examples(q: Query, stats: CorpusStats) {
  const ranked = rerank(
    q.query,
    q.candidates,
    stats,
    FEATURES.map(() => 0),
    meaningOf(vectors, q.text),
  );
  // rerank with zero weights keeps the pool's order but gives us the BM25 share and rank.
  const relevant = new Set(q.relevant);
  return ranked.map((r) => ({ x: r.features, y: relevant.has(vclaimId(r.candidate.url)) }));
}

type Ex = ReturnType<typeof examples>;

/**
 * Full-batch gradient descent on the mean listwise loss −log Σ_relevant softmax(score) / |relevant|
 * over each pool, with L2. Pools without a relevant candidate teach nothing and are left out.
 */
function fit(queries: Ex[]): number[] {
  const pools = queries.filter((pool) => pool.some((e) => e.y));
  const w = FEATURES.map(() => 0);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    const grad = w.map((v) => L2 * v);
    for (const pool of pools) {
      const scores = pool.map((e) => e.x.reduce((sum, v, k) => sum + v * w[k]!, 0));
      const top = Math.max(...scores);
      const exp = scores.map((s) => Math.exp(s - top));
      const total = exp.reduce((a, b) => a + b, 0);
      const relevant = pool.filter((e) => e.y).length;
      pool.forEach((e, i) => {
        const g = (exp[i]! / total - (e.y ? 1 / relevant : 0)) / pools.length;
        for (let k = 0; k < w.length; k++) grad[k]! += g * e.x[k]!;
      });
    }
    for (let k = 0; k < w.length; k++) w[k]! -= LEARNING_RATE * grad[k]!;
  }
  return w;
}

/** MAP@5 and MRR of `w` over `queries` (queries whose relevant claim is not in the pool count 0). */
function evaluate(queries: Ex[], w: number[]) {
  let ap = 0;
  let rr = 0;
  for (const pool of queries) {
    const positives = pool.filter((e) => e.y).length;
    const scored = pool
      .map((e) => ({ y: e.y, s: e.x.reduce((sum, v, k) => sum + v * w[k]!, 0) }))
      .sort((a, b) => b.s - a.s);
    let hits = 0;
    scored.slice(0, 5).forEach((e, i) => {
      if (e.y) ap += ++hits / (i + 1) / Math.max(1, Math.min(positives, 5));
    });
    const first = scored.findIndex((e) => e.y);
    rr += first >= 0 ? 1 / (first + 1) : 0;
  }
  return { map5: ap / queries.length, mrr: rr / queries.length };
}

const cache = join(tmpdir(), 'gaskiya-clef2020-task2-train.json');
if (process.argv.includes('--fresh')) rmSync(cache, { force: true });
const { queries, stats } = await loadSplit('train', cache);
const data = queries.map((q) => examples(q, stats));

const folds = { map5: 0, mrr: 0 };
for (let f = 0; f < FOLDS; f++) {
  const w = fit(data.filter((_, i) => i % FOLDS !== f));
  const r = evaluate(
    data.filter((_, i) => i % FOLDS === f),
    w,
  );
  folds.map5 += r.map5 / FOLDS;
  folds.mrr += r.mrr / FOLDS;
}
const weights = fit(data);
const fitted = evaluate(data, weights);
console.log(`train ${data.length} tweets: 5-fold MAP@5 ${folds.map5.toFixed(4)} MRR ${folds.mrr.toFixed(4)}`);
console.log(`full fit on train: MAP@5 ${fitted.map5.toFixed(4)} MRR ${fitted.mrr.toFixed(4)}`);
const rounded = Object.fromEntries(FEATURES.map((name, k) => [name, Number(weights[k]!.toFixed(4))]));
console.log(rounded);
writeFileSync(
  OUT,
  `${JSON.stringify({ data: 'CLEF 2020 CheckThat! task 2 train split (listwise softmax regression)', weights: rounded }, null, 2)}\n`,
);
