/**
 * Trains the extractor's two logistic-regression models over hashed n-grams and writes
 * src/core/check/extraction/weights/checkworthiness.json:
 *  - `checkworthiness`: CLEF2024 CheckThat! task 1 train split (debate sentences, Yes/No);
 *  - `claim` (is it a factual claim at all): CLEF2020 task 1 train (`claim` column) plus CLEF2022
 *    task 1B train (verifiable-claim tweets).
 * Only train splits are read; 10 % of each (chosen by a hash of the text) is held out to pick the
 * decision threshold. Dev splits are left for bench/quality/checkworthiness.ts.
 *
 * The claim model reads each tweet as sent and as the extractor reads it (`asRead`).
 *
 * Run: npx tsx scripts/train/checkworthiness.ts [../shared/data/eval]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { featureIndices } from '../../src/core/check/extraction/features.js';
import { maskNoise, tidy, unshout } from '../../src/core/check/extraction/message-cleanup.js';
import type { StoredModel, StoredWeights } from '../../src/core/check/extraction/linear-model.js';

const evalRoot = process.argv[2] ?? '../shared/data/eval';
const DIM = 1 << 18;
const EPOCHS = 8;
const LEARNING_RATE = 0.2;
const L2 = 2e-6;

export interface Example {
  text: string;
  label: 0 | 1;
  /** What decides the held-out split (the text as sent): a cleaned copy goes where its tweet goes. */
  key?: string;
}

export function readTsv(file: string, textColumn: number, labelColumn: number, positive: string): Example[] {
  const rows = readFileSync(join(evalRoot, file), 'utf8').split(/\r?\n/).slice(1);
  const out: Example[] = [];
  for (const row of rows) {
    const cells = row.split('\t');
    const text = cells[textColumn]?.replace(/^"|"$/g, '').trim();
    const label = cells[labelColumn]?.trim();
    if (!text || (label !== positive && label !== (positive === 'Yes' ? 'No' : '0'))) continue;
    out.push({ text, label: label === positive ? 1 : 0 });
  }
  return out;
}

function heldOut(text: string): boolean {
  let h = 0;
  for (let i = 0; i < text.length; i += 1) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return h % 10 === 0;
}

/** Seeded shuffle, so a retrain gives the same weights. */
function shuffle<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i -= 1) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function train(examples: Example[]): { bias: number; weights: Float64Array } {
  const weights = new Float64Array(DIM);
  const gradSq = new Float64Array(DIM).fill(1e-8);
  let bias = 0;
  let biasGradSq = 1e-8;
  const features = examples.map((e) => featureIndices(e.text, DIM));
  const positives = examples.filter((e) => e.label === 1).length;
  // Balance the classes so the minority (check-worthy) class is not drowned out.
  const positiveWeight = (examples.length - positives) / Math.max(positives, 1);
  for (let epoch = 0; epoch < EPOCHS; epoch += 1) {
    for (const i of shuffle([...examples.keys()], epoch + 1)) {
      const x = features[i]!;
      const y = examples[i]!.label;
      let z = bias;
      for (const f of x) z += weights[f]!;
      const p = 1 / (1 + Math.exp(-z));
      const g = (p - y) * (y === 1 ? positiveWeight : 1);
      for (const f of x) {
        const grad = g + L2 * weights[f]!;
        gradSq[f]! += grad * grad;
        weights[f]! -= (LEARNING_RATE * grad) / Math.sqrt(gradSq[f]!);
      }
      biasGradSq += g * g;
      bias -= (LEARNING_RATE * g) / Math.sqrt(biasGradSq);
    }
  }
  return { bias, weights };
}

/** 8-bit weights: one byte per feature, scaled by the largest weight. */
function quantise(weights: Float64Array): { scale: number; bytes: Int8Array } {
  const max = weights.reduce((m, w) => Math.max(m, Math.abs(w)), 0) || 1;
  const scale = max / 127;
  return { scale, bytes: Int8Array.from(weights, (w) => Math.round(w / scale)) };
}

function bestThreshold(model: StoredModel, examples: Example[]): { threshold: number; f1: number } {
  const bytes = new Int8Array(Buffer.from(model.weights, 'base64'));
  const dense = Float64Array.from(bytes, (b) => b * model.scale);
  const scored = examples.map((e) => {
    let z = model.bias;
    for (const f of featureIndices(e.text, DIM)) z += dense[f]!;
    return { p: 1 / (1 + Math.exp(-z)), label: e.label };
  });
  let best = { threshold: 0.5, f1: 0 };
  for (let t = 0.05; t < 0.96; t += 0.01) {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    for (const s of scored) {
      if (s.p >= t && s.label === 1) tp += 1;
      else if (s.p >= t) fp += 1;
      else if (s.label === 1) fn += 1;
    }
    const f1 = tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn);
    if (f1 > best.f1) best = { threshold: Number(t.toFixed(2)), f1 };
  }
  return best;
}

export function fit(name: string, examples: Example[]): StoredModel {
  const trainSet = examples.filter((e) => !heldOut(e.key ?? e.text));
  const holdSet = examples.filter((e) => heldOut(e.key ?? e.text));
  const { bias, weights } = train(trainSet);
  const { scale, bytes } = quantise(weights);
  const model: StoredModel = {
    bias: Number(bias.toFixed(4)),
    threshold: 0.5,
    scale,
    weights: Buffer.from(bytes.buffer).toString('base64'),
  };
  const { threshold, f1 } = bestThreshold(model, holdSet);
  model.threshold = threshold;
  console.log(
    `${name}: ${trainSet.length} train / ${holdSet.length} held out, ` +
      `threshold ${threshold}, held-out F1 ${f1.toFixed(3)}`,
  );
  return model;
}

/** The claim model's examples (train splits only): CLEF2020 task 1 plus CLEF2022 task 1B. */
export function claimExamples(): Example[] {
  return [
    ...readTsv('checkworthy/clef2020-task1/training_v2.tsv', 3, 4, '1'),
    ...readTsv('checkworthy/clef2022-task1/CT22_english_1B_claim_train.tsv', 3, 4, '1'),
  ];
}

/**
 * Each tweet as sent and, when cleaning changes it, as the extractor reads it (links, emoji,
 * trailers and shouting gone): the model scores cleaned sentences, and trained on raw tweets
 * alone it leaned on their links and emoji.
 */
export function asRead(examples: Example[]): Example[] {
  const cleaned = examples
    .map((e) => ({ ...e, text: unshout(tidy(maskNoise(e.text))), key: e.key ?? e.text }))
    .filter((e, i) => e.text && e.text !== examples[i]!.text);
  return [...examples, ...cleaned];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const checkworthy = readTsv('checkworthy/clef2024-task1/CT24_checkworthy_english_train.tsv', 1, 2, 'Yes');
  const claims = asRead(claimExamples());

  const weights: StoredWeights & { source: string } = {
    source:
      'Trained by scripts/train/checkworthiness.ts on the train splits of CLEF2024 CheckThat! task 1 (checkworthiness), ' +
      'CLEF2020 task 1 and CLEF2022 task 1B (claim); see src/core/check/extraction/README.md',
    dim: DIM,
    models: { checkworthiness: fit('checkworthiness', checkworthy), claim: fit('claim', claims) },
  };
  const out = 'src/core/check/extraction/weights/checkworthiness.json';
  writeFileSync(out, JSON.stringify(weights) + '\n');
  console.log(`wrote ${out}`);
}
