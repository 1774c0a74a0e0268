import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** ../shared/data/eval relative to the repository root; never copied into the repo. */
export const EVAL_ROOT = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'shared',
  'data',
  'eval',
);

/** Rows of a TSV file under EVAL_ROOT, header dropped, CRLF tolerated. */
export function readTsv(relative: string): string[][] {
  return readFileSync(join(EVAL_ROOT, relative), 'utf8')
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split('\t'));
}

/** F1 of the positive class. */
export function f1(pairs: Array<{ predicted: boolean; actual: boolean }>): number {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const { predicted, actual } of pairs) {
    if (predicted && actual) tp += 1;
    else if (predicted) fp += 1;
    else if (actual) fn += 1;
  }
  return tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn);
}

/** Prints results as a table when a bench file is run on its own. */
export function printResults(results: Array<{ metric: string; value: number; reference: string }>): void {
  for (const r of results)
    console.log(`${r.metric.padEnd(52)} ${r.value.toFixed(3).padStart(7)}   ${r.reference}`);
}
