import { FEATURES, type Ranked } from './rerank.js';
import shipped from './weights/match-calibration.json' with { type: 'json' };

/**
 * How likely a reranked fact-check is the very claim a message repeats (0..1), from where it
 * stands in its list (its reranker score, how far it leads the next one and trails the first)
 * and how much of the fact-check's own claim the message says (in words, IDF-weighted, and in
 * meaning) and the share of the message it says. The reranker's score orders one list; this
 * says whether the top of the list is worth citing at all, so a message whose fact-check is
 * absent cites nothing rather than its nearest stranger: a stranger on the same topic leads
 * its list as clearly as the right one, but says things the message does not. Logistic
 * regression written by scripts/train/match-calibration.ts on the CLEF 2020 CheckThat! task 2
 * train split (each pool as found, and again with the right fact-check and its word-for-word
 * twins removed).
 */
export const CALIBRATION_FEATURES = [
  'score',
  'behindFirst',
  'aheadOfNext',
  'backClaim',
  'claimCover',
  'meaningClaim',
  'meaningBack',
  'meaningForward',
  'trigram',
  'match',
] as const;

const at = (r: Ranked, name: (typeof FEATURES)[number]) => r.features[FEATURES.indexOf(name)] ?? 0;

/** The calibration inputs of the candidate at `i` of a ranked list (best first). */
export function calibrationInputs(list: Ranked[], i: number): number[] {
  const r = list[i]!;
  const next = list[i + 1]?.score;
  return [
    r.score,
    r.score - list[0]!.score,
    next === undefined ? 1 : Math.min(1, r.score - next),
    at(r, 'backClaim'),
    at(r, 'claimCover'),
    at(r, 'meaningClaim'),
    at(r, 'meaningBack'),
    at(r, 'meaningForward'),
    at(r, 'trigram'),
    r.match,
  ];
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
