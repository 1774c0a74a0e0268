/**
 * Latency of a synchronous check against a corpus of more than 10,000 documents: the 10,375 CLEF
 * 2020 verified claims (imported through the documents import service) plus the service-wide
 * Nigerian facts. Inputs: the CLEF dev tweets and a set of Nigerian claims, checked one at a time.
 *
 * Two figures: the engine alone (language, extraction, retrieval over PostgreSQL, reranking,
 * stance, verdict, write-up, as the composition root builds it), and what a client of
 * `POST /v1/check` waits for: `npm start`'s process on the same database, answering over HTTP
 * (authentication, quota, the job record, the engine thread, grouping with the newsroom's earlier
 * tips, the outbox). Targets: p50 under 50 ms, p95 under 100 ms.
 * Database: BENCH_DATABASE_URL (default gaskiya_bench, created and migrated).
 */
import { randomUUID } from 'node:crypto';
import { readQuotedTsv } from './quality/quoted-tsv.js';
import { benchEngine } from './support/bench-engine.js';
import { percentile } from './support/bench-db.js';
import { benchWorkspace } from './support/bench-workspace.js';
import { CLEF_DIR, importClefCorpus } from './support/clef-corpus.js';
import { freePort, startService, untilSettled, untilUp } from './support/processes.js';
import { handleHelp } from '../src/main/cli.js';

handleHelp('Usage: npm run bench:engine\n\nLatency of a synchronous check, by the engine and through HTTP.');

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

/** Sequential latencies of `run` over `inputs`, after `warm` untimed runs, sorted. */
async function timed(inputs: string[], run: (text: string) => Promise<unknown>, warm = 10) {
  for (const text of inputs.slice(0, warm)) await run(text);
  const times: number[] = [];
  const started = performance.now();
  for (const text of inputs) {
    const t0 = performance.now();
    await run(text);
    times.push(performance.now() - t0);
  }
  const seconds = (performance.now() - started) / 1000;
  return { times: times.sort((a, b) => a - b), perSecond: inputs.length / seconds };
}

const line = (label: string, times: number[]) =>
  `${label}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, ` +
  `max ${times.at(-1)?.toFixed(1)} ms (targets p50 < 50 ms, p95 < 100 ms)`;

const bench = await benchEngine();
let workspaceId: string;
let inputs: string[];
let engineTimes: number[];
let key: string;
try {
  workspaceId = await bench.workspace('clef2020-task2.bench');
  const corpus = await importClefCorpus(bench.sources, workspaceId);
  const total = await bench.db.document.count({ where: { OR: [{ workspaceId }, { workspaceId: null }] } });
  const tweets = readQuotedTsv(`${CLEF_DIR}/dev/tweets.queries.tsv`)
    .map((r) => r[1] ?? '')
    .filter(Boolean);
  inputs = [...NIGERIAN, ...tweets];
  const check = (text: string) => bench.engine.check({ workspaceId, jobId: randomUUID(), text });
  const sequential = await timed(inputs, check);
  let next = 0;
  const parallelStarted = performance.now();
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < inputs.length) await check(inputs[next++]!);
    }),
  );
  const parallelSeconds = (performance.now() - parallelStarted) / 1000;
  engineTimes = sequential.times;
  const history = await bench.db.claimAsk.count({ where: { workspaceId } });
  console.log(
    `corpus: ${total} documents visible (${corpus.report.created} imported now, ${corpus.report.unchanged} unchanged); ` +
      `${history} earlier tips in the newsroom's grouping history`,
  );
  console.log(
    `checks: ${inputs.length} texts (${NIGERIAN.length} Nigerian claims, ${tweets.length} CLEF dev tweets)`,
  );
  console.log(line('engine alone', engineTimes));
  console.log(
    `engine throughput ${sequential.perSecond.toFixed(1)} checks/s sequential, ` +
      `${(inputs.length / parallelSeconds).toFixed(1)} checks/s with 4 concurrent`,
  );
  key = (await benchWorkspace(bench.container, { workspaceId })).key;
} finally {
  await bench.close();
}

// What a client waits for: `npm start`'s entry, on its own, answering POST /v1/check.
const port = await freePort();
const server = startService('gaskiya', 'src/main/all-in-one.ts', {
  ...process.env,
  DATABASE_URL: bench.url,
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  QUEUE_PREFIX: `bench-engine-http-${process.pid}`,
});
try {
  const base = `http://127.0.0.1:${port}`;
  await untilUp(`${base}/healthz`, 180_000, server.exited);
  await untilSettled(server.child.pid);
  const post = async (text: string) => {
    const response = await fetch(`${base}/v1/check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ text }),
    });
    if (response.status !== 200)
      throw new Error(`POST /v1/check: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  };
  const http = await timed(inputs, post);
  console.log(line('POST /v1/check (npm start)', http.times));
  console.log(
    `through HTTP / engine alone: p50 ${(percentile(http.times, 50) / percentile(engineTimes, 50)).toFixed(2)}x, ` +
      `p95 ${(percentile(http.times, 95) / percentile(engineTimes, 95)).toFixed(2)}x`,
  );
} finally {
  await server.stop();
}
