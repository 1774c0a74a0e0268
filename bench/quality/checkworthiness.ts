/**
 * Check-worthiness F1 (CLEF2024 task 1 dev and dev-test) and claim/opinion F1 (CLEF2020 task 1 dev,
 * `claim` column) of the local extractor. Run alone: npx tsx bench/quality/checkworthiness.ts
 */
import { pathToFileURL } from 'node:url';
import { createLocalClaimExtractor } from '../../src/core/check/extraction/local-claim-extractor.js';
import { loadLinearModel, type StoredWeights } from '../../src/core/check/extraction/linear-model.js';
import weights from '../../src/core/check/extraction/weights/checkworthiness.json' with { type: 'json' };
import { f1, printResults, readTsv } from './eval-data.js';

export async function run(): Promise<Array<{ metric: string; value: number; reference: string }>> {
  const model = loadLinearModel(weights as StoredWeights, 'checkworthiness');
  const extractor = createLocalClaimExtractor();
  const results = [];

  for (const [split, file] of [
    ['dev', 'CT24_checkworthy_english_dev.tsv'],
    ['dev-test', 'CT24_checkworthy_english_dev-test.tsv'],
  ] as const) {
    const rows = readTsv(`checkworthy/clef2024-task1/${file}`).filter((r) => r[2] === 'Yes' || r[2] === 'No');
    const model1 = rows.map((r) => ({
      predicted: model.probability(r[1]!) >= model.threshold,
      actual: r[2] === 'Yes',
    }));
    results.push({
      metric: `check-worthiness F1, model (clef2024 ${split}, n=${rows.length})`,
      value: f1(model1),
      reference: 'all-positive 0.41, naive Bayes 0.42, 10th of 26 teams 0.543 (2024 test); floor 0.60',
    });
    // Through the whole extractor: a sentence counts as check-worthy when it comes back as a
    // claim scoring at or above the threshold (set-aside rules apply first).
    const pipeline = [];
    for (const r of rows) {
      const out = await extractor.extract(r[1]!, 'en');
      pipeline.push({
        predicted: out.claims.some((c) => c.checkworthiness >= model.threshold),
        actual: r[2] === 'Yes',
      });
    }
    results.push({
      metric: `check-worthiness F1, extractor (clef2024 ${split})`,
      value: f1(pipeline),
      reference: 'same data; rules for questions/predictions/opinions applied first',
    });
  }

  const tweets = readTsv('checkworthy/clef2020-task1/dev_v2.tsv').filter((r) => r[4] === '0' || r[4] === '1');
  const claimModel = loadLinearModel(weights as StoredWeights, 'claim');
  results.push({
    metric: `claim/opinion F1, claim model (clef2020 dev, n=${tweets.length})`,
    value: f1(
      tweets.map((r) => ({
        predicted: claimModel.probability(r[3]!) >= claimModel.threshold,
        actual: r[4] === '1',
      })),
    ),
    reference: 'whole tweet scored by the claim model alone',
  });
  const claimPairs = [];
  for (const r of tweets) {
    const out = await extractor.extract(r[3]!, 'en');
    claimPairs.push({ predicted: out.claims.length > 0, actual: r[4] === '1' });
  }
  const positives = tweets.filter((r) => r[4] === '1').length;
  results.push({
    metric: `claim/opinion F1, extractor (clef2020 dev, n=${tweets.length})`,
    value: f1(claimPairs),
    reference: `all-claim baseline ${((2 * positives) / (positives + tweets.length)).toFixed(3)} (no published figure)`,
  });
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) printResults(await run());
