/**
 * Cross-validates the extractor's decision ("claims not empty") on the train splits only, as the
 * README's "Decision" figures were measured: CLEF 2020 task 1 train in five folds, the claim model
 * retrained without each fold; CLEF 2024 task 1 train in three folds, the check-worthiness model
 * likewise. Dev splits are not read. Run: npx tsx scripts/train/checkworthiness-cv.ts
 */
import { createLocalClaimExtractor } from '../../src/core/check/extraction/local-claim-extractor.js';
import type { StoredWeights } from '../../src/core/check/extraction/linear-model.js';
import { createLocalLanguageDetector } from '../../src/core/check/language/local-language-detector.js';
import shipped from '../../src/core/check/extraction/weights/checkworthiness.json' with { type: 'json' };
import { asRead, claimExamples, fit, readTsv, type Example } from './checkworthiness.js';

const weights = shipped as StoredWeights;
const detector = createLocalLanguageDetector();

/** F1 of "claims not empty" on `fold`, with `models` standing in for the shipped ones. */
async function foldPairs(fold: Example[], models: StoredWeights['models']) {
  const extractor = createLocalClaimExtractor({ weights: { dim: weights.dim, models } });
  const pairs: Array<{ predicted: boolean; actual: boolean }> = [];
  for (const e of fold) {
    const out = await extractor.extract(e.text, detector.detect(e.text).language);
    pairs.push({ predicted: out.claims.length > 0, actual: e.label === 1 });
  }
  return pairs;
}

function f1(pairs: Array<{ predicted: boolean; actual: boolean }>): number {
  const tp = pairs.filter((p) => p.predicted && p.actual).length;
  const fp = pairs.filter((p) => p.predicted && !p.actual).length;
  const fn = pairs.filter((p) => !p.predicted && p.actual).length;
  return tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn);
}

const tweets = readTsv('checkworthy/clef2020-task1/training_v2.tsv', 3, 4, '1');
const otherClaims = claimExamples().slice(tweets.length);
const tweetPairs = [];
for (let k = 0; k < 5; k += 1) {
  const rest = tweets.filter((_, i) => i % 5 !== k);
  const claim = fit(`claim without fold ${k + 1}/5`, asRead([...rest, ...otherClaims]));
  tweetPairs.push(
    ...(await foldPairs(
      tweets.filter((_, i) => i % 5 === k),
      { ...weights.models, claim },
    )),
  );
}
const debate = readTsv('checkworthy/clef2024-task1/CT24_checkworthy_english_train.tsv', 1, 2, 'Yes');
const debatePairs = [];
for (let k = 0; k < 3; k += 1) {
  const checkworthiness = fit(
    `checkworthiness without fold ${k + 1}/3`,
    debate.filter((_, i) => i % 3 !== k),
  );
  debatePairs.push(
    ...(await foldPairs(
      debate.filter((_, i) => i % 3 === k),
      { ...weights.models, checkworthiness },
    )),
  );
}
console.log(`claim/opinion F1, CLEF 2020 task 1 train, 5-fold: ${f1(tweetPairs).toFixed(3)}`);
console.log(`check-worthiness F1, CLEF 2024 task 1 train, 3-fold: ${f1(debatePairs).toFixed(3)}`);
