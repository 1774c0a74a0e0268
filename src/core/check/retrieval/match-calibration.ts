import { FEATURES, type Ranked } from './rerank.js';
import shipped from './weights/match-calibration.json' with { type: 'json' };

/**
 * How likely a reranked fact-check is the very claim a message repeats (0..1), from where it
 * stands in its list (its reranker score, how far it trails the first and leads the next) and
 * what it shares with the message (the share of the message's distinctive words it says and of
 * its own the message says, trigram and word-pair overlap, rare words, meaning), its length and
 * how well the next one matches. The reranker's score orders one list; this says whether the top
 * of the list is worth citing at all, so a message whose fact-check is absent cites nothing
 * rather than its nearest stranger.
 *
 * Gradient-boosted depth-2 trees written by scripts/train/match-calibration.ts on the CLEF 2020
 * CheckThat! task 2 train split (the top five of each pool as found, and again with the right
 * fact-check and its word-for-word twins removed before reranking, as when they are not in the
 * corpus). Trees rather than the logistic regression over score and lead they replace: a high
 * score with a low share of the fact-check's own words said (a stranger on the same subject) and
 * a modest score with nearly all of it said (the claim in other words) are not one line apart.
 * At the same share of strangers cited (5-fold on train) trees cite the right fact-check for
 * about 4 tweets in 100 more.
 */
export const CALIBRATION_FEATURES = [
  'score',
  'behindFirst',
  'aheadOfNext',
  'match',
  'backClaim',
  'forward',
  'trigram',
  'bigrams',
  'rareHits',
  'meaningClaim',
  'meaningBack',
  'meaningForward',
  'claimLength',
  'nextMatch',
] as const;

const at = (name: (typeof FEATURES)[number]) => FEATURES.indexOf(name);

/** The calibration inputs of the candidate at `i` of a ranked list (best first), in CALIBRATION_FEATURES order. */
export function calibrationInputs(list: Ranked[], i: number): number[] {
  const r = list[i]!;
  const next = list[i + 1];
  const f = (name: (typeof FEATURES)[number]) => r.features[at(name)] ?? 0;
  return [
    r.score,
    r.score - list[0]!.score,
    next === undefined ? 1 : Math.min(1, r.score - next.score),
    r.match,
    f('backClaim'),
    f('forward'),
    f('trigram'),
    f('bigrams'),
    f('rareHits'),
    f('meaningClaim'),
    f('meaningBack'),
    f('meaningForward'),
    Math.log1p(r.candidate.claimTerms.length),
    next?.match ?? 0,
  ];
}

/** A depth-limited regression tree: a leaf value, or a split on one input. */
export type Tree = number | { input: string; at: number; low: Tree; high: Tree };

export interface Calibration {
  /** Log-odds before any tree. */
  base: number;
  /** Each tree's output is added to the log-odds. */
  trees: Tree[];
}

const index = new Map<string, number>(CALIBRATION_FEATURES.map((name, k) => [name, k]));

/** The leaf `inputs` fall in: a step of the log-odds. */
export function treeOutput(tree: Tree, inputs: number[]): number {
  let node = tree;
  while (typeof node !== 'number')
    node = (inputs[index.get(node.input) ?? -1] ?? 0) <= node.at ? node.low : node.high;
  return node;
}

export function calibrate(inputs: number[], model: Calibration = shipped as Calibration): number {
  let z = model.base;
  for (const tree of model.trees) z += treeOutput(tree, inputs);
  return 1 / (1 + Math.exp(-z));
}

/**
 * Below this many documents a corpus is outside what the trees learned (on 10,375 fact-checks):
 * their inputs, the reranker score and rare-word hits, scale with the corpus's IDFs, and in a
 * newsroom's corpus of a few dozen documents they read a fact-check saying half a claim ("Okada
 * has been banned in Abuja" against "...banned okada motorcycle taxis in all 36 states") as
 * near certain and the claim repeated word for word as unlikely. There a fact-check is cited by
 * its match, the share of the claim it says (rerank.ts), as any other document is.
 */
export const CALIBRATED_CORPUS = 5000;

/**
 * A fact-check that says at least this share of the claim (`match`) and leads the rest of its
 * list by this much reranker score is cited even when the calibration reads it as unlikely: a
 * corpus just above CALIBRATED_CORPUS still has lower IDFs than the one the trees learned on. On
 * CLEF 2020 train and dev the rule adds no stranger and no right one.
 */
const CLEAR_MATCH = 0.4;
const CLEAR_LEAD = 1;

/**
 * How likely the fact-check at `i` of a ranked list is the claim repeated (Evidence.score);
 * `corpusSize` is how many documents the workspace searches.
 */
export function factCheckScore(list: Ranked[], i: number, corpusSize = CALIBRATED_CORPUS): number {
  const r = list[i]!;
  if (corpusSize < CALIBRATED_CORPUS) return Math.min(1, r.match);
  const p = calibrate(calibrationInputs(list, i));
  const lead = list[i + 1] ? r.score - list[i + 1]!.score : CLEAR_LEAD;
  const clear = i === 0 && r.match >= CLEAR_MATCH && lead >= CLEAR_LEAD;
  return clear ? Math.max(p, Math.min(1, r.match)) : p;
}
