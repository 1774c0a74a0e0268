import type { Ranked } from './rerank.js';
import shipped from './weights/match-calibration.json' with { type: 'json' };

/**
 * How likely a reranked fact-check is the very claim a message repeats (0..1), from where it
 * stands in its list: its reranker score (which already reads what it shares with the message,
 * in words and in meaning), how far it leads the next one and trails the first. Only these: the
 * coverage and meaning figures beside the score added little on train (they are collinear with
 * it) and made an exact match in a small corpus, whose IDFs are low, look unlikely. The
 * reranker's score orders one list; this says whether the top of the list is worth citing at
 * all, so a message whose fact-check is absent cites nothing rather than its nearest stranger.
 * Logistic regression written by scripts/train/match-calibration.ts on the CLEF 2020
 * CheckThat! task 2 train split (each pool as found, and again with the right fact-check and
 * its word-for-word twins removed before reranking, as when they are not in the corpus).
 */
export const CALIBRATION_FEATURES = ['score', 'behindFirst', 'aheadOfNext'] as const;

/** The calibration inputs of the candidate at `i` of a ranked list (best first). */
export function calibrationInputs(list: Ranked[], i: number): number[] {
  const r = list[i]!;
  const next = list[i + 1]?.score;
  return [r.score, r.score - list[0]!.score, next === undefined ? 1 : Math.min(1, r.score - next)];
}

export interface Calibration {
  bias: number;
  /** Per input: weight, and the training mean and spread it is standardised with. */
  weights: Record<string, number>;
  mean: Record<string, number>;
  spread: Record<string, number>;
}

export function calibrate(inputs: number[], model: Calibration = shipped as Calibration): number {
  let z = model.bias;
  CALIBRATION_FEATURES.forEach((name, k) => {
    const x = ((inputs[k] ?? 0) - (model.mean[name] ?? 0)) / (model.spread[name] ?? 1);
    z += (model.weights[name] ?? 0) * x;
  });
  return 1 / (1 + Math.exp(-z));
}

/**
 * A fact-check that says at least this share of the claim (`match`) and leads the rest of its
 * list by this much reranker score is cited even when the calibration reads it as unlikely.
 * The calibration learned on a corpus of 10,000 fact-checks; in a newsroom's small corpus every
 * IDF is low, so the score of an exact match is too. On CLEF 2020 train and dev the rule adds
 * no stranger and no right one: it only ever speaks for small corpora.
 */
const CLEAR_MATCH = 0.4;
const CLEAR_LEAD = 1;

/** How likely the fact-check at `i` of a ranked list is the claim repeated (Evidence.score). */
export function factCheckScore(list: Ranked[], i: number): number {
  const r = list[i]!;
  const p = calibrate(calibrationInputs(list, i));
  const lead = list[i + 1] ? r.score - list[i + 1]!.score : CLEAR_LEAD;
  const clear = i === 0 && r.match >= CLEAR_MATCH && lead >= CLEAR_LEAD;
  return clear ? Math.max(p, Math.min(1, r.match)) : p;
}
