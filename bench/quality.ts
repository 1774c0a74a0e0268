/**
 * `npm run bench:quality`: every quality figure of the check engine on the dev splits of
 * ../shared/data/eval, beside the published reference figures (see that folder's README).
 * Each part is a module under bench/quality/ exporting `run(): Promise<Array<{metric, value,
 * reference}>>`; a part whose module is missing or fails is reported and the others still run.
 */
import { existsSync } from 'node:fs';
import { handleHelp } from '../src/main/cli.js';

handleHelp(
  'Usage: npm run bench:quality\n\nQuality of the engine parts (check-worthiness, claim matching, language, stance) on the dev splits.',
);

type Row = { metric: string; value: number; reference: string };
const PARTS = [
  'checkworthiness',
  'language-id',
  'claim-matching',
  'stance',
  'product-path',
  'cross-lingual',
  // Hand-written in-repo messages (not held out): the per-language share judged right.
  'whatsapp-languages',
  'grouping',
];

const rows: Row[] = [];
const problems: string[] = [];
for (const part of PARTS) {
  const file = new URL(`./quality/${part}.ts`, import.meta.url);
  if (!existsSync(file)) {
    problems.push(`${part}: not available (bench/quality/${part}.ts missing)`);
    continue;
  }
  try {
    const mod = (await import(file.href)) as { run(): Promise<Row[]> };
    rows.push(...(await mod.run()));
  } catch (error) {
    problems.push(`${part}: failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
const width = Math.max(...rows.map((r) => r.metric.length), 20);
console.log(`${'metric'.padEnd(width)}  ${'value'.padStart(8)}  reference`);
for (const r of rows)
  console.log(`${r.metric.padEnd(width)}  ${r.value.toFixed(3).padStart(8)}  ${r.reference}`);
for (const p of problems) console.log(p);
if (problems.length) process.exitCode = 1;
