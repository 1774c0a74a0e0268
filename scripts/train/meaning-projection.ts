/**
 * Measurement (not shipped): does a learned linear projection of the GloVe sentence vectors
 * improve claim matching? The engine's meaning features (word-vectors.ts) compare the
 * SIF-weighted mean word vectors of a tweet and a fact-check by cosine. Here a matrix W
 * (100 x 100, or its diagonal alone with --diag) is trained so that cos(W t, W c), averaged over
 * the fact-check's reviewed claim and title, puts a listwise softmax's mass on the right
 * fact-check of each pool: the top --top (20) of the shipped reranker's list for each tweet of
 * the CLEF 2020 CheckThat! task 2 TRAIN split, Adam from the identity, L2 toward it (--reg). Dev
 * is only read. Then the linear reranker (as scripts/train/claim-matching.ts) is refitted on train
 * with the two learned cosines as features 18 and 19, and read on dev; with --cv the train
 * features come from five projections each trained without its fold (so the reranker does not
 * learn to trust a cosine fitted on the very tweets it ranks), else from the full-train W.
 *
 *   npx tsx scripts/train/meaning-projection.ts [--diag] [--cv] [--epochs=60] [--lr=0.003] [--reg=0.05]
 *
 * Needs the bench database (BENCH_DATABASE_URL) the first time, as claim-matching.ts: it caches
 * the train and dev pools in the system temp directory. Readings (session 18): see
 * docs/engine.md, "Citing a published fact-check".
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installedWordVectors } from '../../adapters/word-vectors/load.js';
import { FEATURES, rerank } from '../../src/core/check/retrieval/rerank.js';
import { searchableText } from '../../src/core/check/retrieval/text.js';
import { meaningOf, type WordVectors } from '../../src/core/check/retrieval/word-vectors.js';
import { loadSplit, vclaimId, type Query } from './claim-matching-data.js';

const vectors =
  installedWordVectors() ??
  (() => {
    throw new Error('word vectors are not built: run `npm run build:vectors` first');
  })();

/** Stop words and SIF weights exactly as src/core/check/retrieval/word-vectors.ts reads a text. */
const STOP = new Set(
  (
    'a an and are as at be been but by can could did do does for from had has have he her his how i if in into is it ' +
    'its me my no not of on or our so than that the their them then there these they this those to too was we were ' +
    'what when where which who will with would you your rt amp via just s t'
  ).split(' '),
);
const SIF_RANK = 1000;

/** The SIF-weighted mean of a text's word vectors (word-vectors.ts `meanOf`). */
function sentenceMean(v: WordVectors, text: string): Float32Array {
  const mean = new Float32Array(v.dimensions);
  const words =
    searchableText(text)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  for (const word of words) {
    if (STOP.has(word)) continue;
    const row = v.rowOf(word);
    if (row === undefined) continue;
    const weight = (row + 1) / (row + 1 + SIF_RANK);
    for (let d = 0; d < v.dimensions; d++) mean[d]! += weight * v.data[row * v.dimensions + d]!;
  }
  return mean;
}
const D = vectors.dimensions;
const arg = (name: string, d: number) => {
  const a = process.argv.find((x) => x.startsWith(`--${name}=`));
  return a ? Number(a.split('=')[1]) : d;
};
const K = arg('k', D);
const EPOCHS = arg('epochs', 150);
const LR = arg('lr', 0.01);
const REG = arg('reg', 0.01);
const SCALE = arg('scale', 10);
const DIAG = process.argv.includes('--diag');
const TOP = arg('top', 20);
const CV = process.argv.includes('--cv');

const unit = (v: Float32Array) => {
  let n = 0;
  for (const x of v) n += x * x;
  n = Math.sqrt(n) || 1;
  return Float64Array.from(v, (x) => x / n);
};

interface Pool {
  t: number;
  claims: number[];
  titles: number[];
  y: boolean[];
  x: number[][];
}
function build(queries: Query[], stats: Parameters<typeof rerank>[2]) {
  const vecs: Float64Array[] = [];
  const index = new Map<string, number>();
  const id = (text: string) => {
    let i = index.get(text);
    if (i === undefined) {
      index.set(text, (i = vecs.length));
      vecs.push(unit(sentenceMean(vectors, text)));
    }
    return i;
  };
  const pools: Pool[] = queries.map((q) => {
    const ranked = rerank(q.query, q.candidates, stats, undefined, meaningOf(vectors, q.text)).slice(0, TOP);
    const rel = new Set(q.relevant);
    return {
      t: id(q.text),
      claims: ranked.map((r) => id(r.candidate.claimText ?? r.candidate.title)),
      titles: ranked.map((r) => id(r.candidate.title)),
      y: ranked.map((r) => rel.has(vclaimId(r.candidate.url))),
      x: ranked.map((r) => r.features),
    };
  });
  process.stderr.write(`${vecs.length} texts\n`);
  return { vecs, pools };
}

type W = Float64Array; // K x D row-major
function project(w: W, v: Float64Array) {
  const out = new Float64Array(K);
  for (let k = 0; k < K; k++) {
    let s = 0;
    const o = k * D;
    for (let d = 0; d < D; d++) s += w[o + d]! * v[d]!;
    out[k] = s;
  }
  return out;
}
const norm = (u: Float64Array) => Math.sqrt(u.reduce((a, b) => a + b * b, 0)) || 1e-9;
const dot = (a: Float64Array, b: Float64Array) => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
};
const identity = () => {
  const w = new Float64Array(K * D);
  for (let k = 0; k < Math.min(K, D); k++) w[k * D + k] = 1;
  return w;
};

function train(vecs: Float64Array[], pools: Pool[]): W {
  const w = identity();
  const w0 = identity();
  const m = new Float64Array(K * D);
  const v2 = new Float64Array(K * D);
  const used = pools.filter((p) => p.y.some(Boolean));
  for (let epoch = 1; epoch <= EPOCHS; epoch++) {
    const proj = vecs.map((v) => project(w, v));
    const norms = proj.map(norm);
    const g = vecs.map(() => null as Float64Array | null);
    const addG = (i: number, coef: number, other: number) => {
      // d cos(u_i, u_j) / d u_i = u_j/(|u_i||u_j|) - cos u_i/|u_i|^2
      const ui = proj[i]!;
      const uj = proj[other]!;
      const c = dot(ui, uj) / (norms[i]! * norms[other]!);
      const gi = (g[i] ??= new Float64Array(K));
      for (let k = 0; k < K; k++)
        gi[k]! += coef * (uj[k]! / (norms[i]! * norms[other]!) - (c * ui[k]!) / (norms[i]! * norms[i]!));
    };
    let loss = 0;
    for (const p of used) {
      const cos = p.claims.map(
        (c, i) =>
          (dot(proj[p.t]!, proj[c]!) / (norms[p.t]! * norms[c]!) +
            dot(proj[p.t]!, proj[p.titles[i]!]!) / (norms[p.t]! * norms[p.titles[i]!]!)) /
          2,
      );
      const top = Math.max(...cos);
      const e = cos.map((c) => Math.exp(SCALE * (c - top)));
      const tot = e.reduce((a, b) => a + b, 0);
      const nrel = p.y.filter(Boolean).length;
      p.y.forEach((y, i) => {
        const pr = e[i]! / tot;
        if (y) loss -= Math.log(pr) / nrel / used.length;
        const dl = (SCALE * (pr - (y ? 1 / nrel : 0))) / used.length / 2;
        if (Math.abs(dl) < 1e-7) return;
        for (const c of [p.claims[i]!, p.titles[i]!]) {
          addG(p.t, dl, c);
          addG(c, dl, p.t);
        }
      });
    }
    // dW = sum_i g_i x_i^T + reg (W - I)
    const grad = new Float64Array(K * D);
    g.forEach((gi, i) => {
      if (!gi) return;
      const x = vecs[i]!;
      for (let k = 0; k < K; k++) {
        const o = k * D;
        const gk = gi[k]!;
        if (gk === 0) continue;
        for (let d = 0; d < D; d++) grad[o + d]! += gk * x[d]!;
      }
    });
    for (let j = 0; j < grad.length; j++) {
      grad[j]! += REG * (w[j]! - w0[j]!);
      if (DIAG && Math.floor(j / D) !== j % D) grad[j] = 0;
      m[j] = 0.9 * m[j]! + 0.1 * grad[j]!;
      v2[j] = 0.999 * v2[j]! + 0.001 * grad[j]! * grad[j]!;
      const mh = m[j]! / (1 - 0.9 ** epoch);
      const vh = v2[j]! / (1 - 0.999 ** epoch);
      w[j]! -= (LR * mh) / (Math.sqrt(vh) + 1e-8);
    }
    if (epoch % 25 === 0) process.stderr.write(`epoch ${epoch} loss ${loss.toFixed(4)}\n`);
  }
  return w;
}

/** cos with claim and title under W, per pool candidate. */
function learned(w: W, vecs: Float64Array[], p: Pool) {
  const proj = (i: number) => project(w, vecs[i]!);
  const t = proj(p.t);
  const cs = (i: number) => {
    const u = proj(i);
    return dot(t, u) / (norm(t) * norm(u));
  };
  return p.claims.map((c, i) => [cs(c), cs(p.titles[i]!)]);
}

function evaluate(pools: Pool[], score: (p: Pool) => number[]) {
  let ap = 0;
  let first = 0;
  for (const p of pools) {
    const s = score(p);
    const order = s
      .map((v, i) => [v, i] as const)
      .sort((a, b) => b[0] - a[0])
      .map(([, i]) => i);
    const nrel = p.y.filter(Boolean).length;
    let hits = 0;
    order.slice(0, 5).forEach((i, r) => {
      if (p.y[i]) ap += ++hits / (r + 1) / Math.max(1, Math.min(nrel, 5));
    });
    if (p.y[order[0]!]) first += 1;
  }
  return { map5: (ap / pools.length).toFixed(4), first: (first / pools.length).toFixed(4) };
}

/** Listwise linear reranker over features (as scripts/train/claim-matching.ts). */
function fitLinear(xs: number[][][], ys: boolean[][]): number[] {
  const n = xs[0]![0]!.length;
  const w = new Array<number>(n).fill(0);
  const idx = xs.map((_, i) => i).filter((i) => ys[i]!.some(Boolean));
  for (let epoch = 0; epoch < 1500; epoch++) {
    const grad = w.map((v) => 1e-3 * v);
    for (const q of idx) {
      const s = xs[q]!.map((x) => x.reduce((a, v, k) => a + v * w[k]!, 0));
      const top = Math.max(...s);
      const e = s.map((v) => Math.exp(v - top));
      const tot = e.reduce((a, b) => a + b, 0);
      const nrel = ys[q]!.filter(Boolean).length;
      xs[q]!.forEach((x, i) => {
        const gg = (e[i]! / tot - (ys[q]![i] ? 1 / nrel : 0)) / idx.length;
        for (let k = 0; k < n; k++) grad[k]! += gg * x[k]!;
      });
    }
    for (let k = 0; k < n; k++) w[k]! -= 2 * grad[k]!;
  }
  return w;
}
const lin = (w: number[]) => (x: number[]) => x.reduce((a, v, k) => a + v * w[k]!, 0);

const tr = await loadSplit('train', join(tmpdir(), 'gaskiya-clef2020-task2-train.json'));
const dv = await loadSplit('dev', join(tmpdir(), 'gaskiya-clef2020-task2-dev.json'));
const T = build(tr.queries, tr.stats);
const V = build(dv.queries, dv.stats);
const I = identity();
console.log(
  'plain cosine alone  train',
  evaluate(T.pools, (p) => learned(I, T.vecs, p).map(([a, b]) => a! + b!)),
  'dev',
  evaluate(V.pools, (p) => learned(I, V.vecs, p).map(([a, b]) => a! + b!)),
);
const t0 = performance.now();
const w = train(T.vecs, T.pools);
console.log(`trained in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
console.log(
  'learned cosine alone train',
  evaluate(T.pools, (p) => learned(w, T.vecs, p).map(([a, b]) => a! + b!)),
  'dev',
  evaluate(V.pools, (p) => learned(w, V.vecs, p).map(([a, b]) => a! + b!)),
);
// Reranker: shipped weights baseline.
const shipped = (
  await import('../../src/core/check/retrieval/weights/claim-matching.json', { with: { type: 'json' } })
).default.weights as Record<string, number>;
const sw = FEATURES.map((f) => shipped[f] ?? 0);
console.log(
  'shipped reranker     train',
  evaluate(T.pools, (p) => p.x.map(lin(sw))),
  'dev',
  evaluate(V.pools, (p) => p.x.map(lin(sw))),
);
// Cross-fitted learned cosines for train features (5 folds), full-train W for dev.
const FOLDS = 5;
const oof: number[][][] = T.pools.map((p) => learned(w, T.vecs, p));
for (let f = 0; CV && f < FOLDS; f++) {
  const wf = train(
    T.vecs,
    T.pools.filter((_, i) => i % FOLDS !== f),
  );
  T.pools.forEach((p, i) => {
    if (i % FOLDS === f) oof[i] = learned(wf, T.vecs, p);
  });
}
const xsT = T.pools.map((p, i) => p.x.map((x, j) => [...x, ...oof[i]![j]!]));
const xsV = V.pools.map((p) => {
  const l = learned(w, V.vecs, p);
  return p.x.map((x, j) => [...x, ...l[j]!]);
});
const ysT = T.pools.map((p) => p.y);
// 5-fold CV of the linear reranker on train (with and without the new features).
for (const extra of [false, true]) {
  const cut = (x: number[]) => (extra ? x : x.slice(0, FEATURES.length));
  const cv = { ap: 0, first: 0 };
  for (let f = 0; f < FOLDS; f++) {
    const idxTr = xsT.map((_, i) => i).filter((i) => i % FOLDS !== f);
    const wl = fitLinear(
      idxTr.map((i) => xsT[i]!.map(cut)),
      idxTr.map((i) => ysT[i]!),
    );
    const test = T.pools.map((p, i) => ({ ...p, x: xsT[i]!.map(cut) })).filter((_, i) => i % FOLDS === f);
    const r = evaluate(test, (p) => p.x.map(lin(wl)));
    cv.ap += Number(r.map5) / FOLDS;
    cv.first += Number(r.first) / FOLDS;
  }
  const wl = fitLinear(
    xsT.map((q) => q.map(cut)),
    ysT,
  );
  const devR = evaluate(
    V.pools.map((p, i) => ({ ...p, x: xsV[i]!.map(cut) })),
    (p) => p.x.map(lin(wl)),
  );
  console.log(
    extra ? 'with learned cosines' : 'refit 17 features  ',
    'train 5-fold',
    cv.ap.toFixed(4),
    cv.first.toFixed(4),
    'dev',
    devR,
    wl.map((v) => v.toFixed(2)).join(' '),
  );
}
