/**
 * Latency of a synchronous check by the engine (language, extraction, retrieval over PostgreSQL,
 * reranking, stance, verdict, write-up) against a corpus of more than 10,000 documents: the
 * 10,375 CLEF 2020 verified claims (imported through the documents import service) plus the
 * service-wide Nigerian facts. Inputs: the CLEF dev tweets and a set of Nigerian claims.
 * Prints p50/p95 latency (sequential) and checks per second (sequential and 4 at a time).
 * Target: p50 under 50 ms. Database: BENCH_DATABASE_URL (default gaskiya_bench, created and migrated).
 */
import { randomUUID } from 'node:crypto';
import { readQuotedTsv } from './quality/quoted-tsv.js';
import { benchEngine } from './support/bench-engine.js';
import { CLEF_DIR, importClefCorpus } from './support/clef-corpus.js';
import { handleHelp } from '../src/main/cli.js';

handleHelp('Usage: npm run bench:engine\n\nLatency of the check engine on this machine.');

const NIGERIAN = [
  'INEC registered 93.4 million voters for the 2023 general elections.',
  'Nigeria has 800 local government areas.',
  'There are 176,846 polling units in Nigeria.',
  'Bola Tinubu won the 2023 presidential election with 8.8 million votes.',
  'The CBN raised the monetary policy rate to 26.25 percent in May 2024.',
  'Headline inflation was 34.19 percent in June 2024, according to the NBS.',
  'Lagos State had 7 million registered voters in 2023.',
  '18 political parties took part in the 2023 general elections.',
  'The eNaira was launched in 2021 by the Central Bank of Nigeria.',
  'Turnout in the 2023 presidential election was 27 percent.',
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const bench = await benchEngine();
try {
  const workspaceId = await bench.workspace('clef2020-task2.bench');
  const corpus = await importClefCorpus(bench.sources, workspaceId);
  const total = await bench.db.document.count({ where: { OR: [{ workspaceId }, { workspaceId: null }] } });
  const tweets = readQuotedTsv(`${CLEF_DIR}/dev/tweets.queries.tsv`)
    .map((r) => r[1] ?? '')
    .filter(Boolean);
  const inputs = [...NIGERIAN, ...tweets];
  const check = (text: string) => bench.engine.check({ workspaceId, jobId: randomUUID(), text });
  for (const text of inputs.slice(0, 10)) await check(text); // warm caches and connections

  const times: number[] = [];
  const started = performance.now();
  for (const text of inputs) {
    const t0 = performance.now();
    await check(text);
    times.push(performance.now() - t0);
  }
  const sequentialSeconds = (performance.now() - started) / 1000;
  let next = 0;
  const parallelStarted = performance.now();
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < inputs.length) await check(inputs[next++]!);
    }),
  );
  const parallelSeconds = (performance.now() - parallelStarted) / 1000;
  times.sort((a, b) => a - b);
  console.log(
    `corpus: ${total} documents visible (${corpus.report.created} imported now, ${corpus.report.unchanged} unchanged)`,
  );
  console.log(
    `checks: ${inputs.length} texts (${NIGERIAN.length} Nigerian claims, ${tweets.length} CLEF dev tweets)`,
  );
  console.log(
    `latency p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times.at(-1)?.toFixed(1)} ms (target p50 < 50 ms)`,
  );
  console.log(
    `throughput ${(inputs.length / sequentialSeconds).toFixed(1)} checks/s sequential, ${(inputs.length / parallelSeconds).toFixed(1)} checks/s with 4 concurrent`,
  );
} finally {
  await bench.close();
}
