/**
 * `npm run bench:link`: time from `POST /v1/link` to `state: done` (p50/p95) for a 5,000-word
 * article and a 30-minute caption file, both served by a local fixture server, through the whole
 * service (HTTP app, quota, PostgreSQL job record, BullMQ, worker, safe fetcher, extraction,
 * engine) built by the same composition root as production and the tests. BENCH_RUNS sets the
 * number of runs; BENCH_SHOW=1 prints the last result of each case.
 */
import { parseEnv } from '../src/config/env.js';
import { createLogger } from '../src/log/logger.js';
import { createContainer } from '../src/main/container.js';
import { buildHttpApp } from '../src/main/http-server.js';
import { startWorker } from '../src/main/worker-runtime.js';
import { startFixtureServer } from '../test/link/support/fixture-server.js';
import { fmt, percentile, prepareBenchDatabase } from './support/bench-db.js';
import { benchWorkspace } from './support/bench-workspace.js';
import { handleHelp } from '../src/main/cli.js';

handleHelp('Usage: npm run bench:link\n\nLatency of the link tool against local fixture pages.');

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARMUP = 2;

const site = await startFixtureServer({ longArticleWords: 5000, longCaptionMinutes: 30 });
const env = parseEnv({
  ...process.env,
  NODE_ENV: 'test',
  DATABASE_URL: prepareBenchDatabase('gaskiya_bench_link'),
  LOG_LEVEL: 'silent',
  QUEUE_PREFIX: `bench-link-${Date.now()}`,
  RATE_LIMIT_PER_MINUTE: '100000000',
  RATE_LIMIT_PER_MINUTE_PER_WORKSPACE: '100000000',
  // The fixture server listens on loopback.
  FETCH_ALLOW_PRIVATE_NETWORKS: 'true',
});
const container = createContainer({ env, log: createLogger('silent') });
await container.ready();
const app = await buildHttpApp(container);
await app.ready();
const worker = await startWorker(container);

const { key } = await benchWorkspace(container);
const headers = { authorization: `Bearer ${key}` };

async function once(url: string) {
  const t0 = performance.now();
  const res = await app.inject({ method: 'POST', url: '/v1/link', headers, payload: { url } });
  if (res.statusCode !== 202) throw new Error(`POST /v1/link answered ${res.statusCode}: ${res.body}`);
  const jobId = res.json().job_id as string;
  for (;;) {
    const job = (await app.inject({ method: 'GET', url: `/v1/job/${jobId}`, headers })).json();
    if (job.state === 'done') return { ms: performance.now() - t0, job };
    if (job.state === 'failed') throw new Error(`job failed: ${JSON.stringify(job.error)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const cases = [
  { name: '5,000-word article (HTML page)', url: `${site.origin}/long/article` },
  { name: '30-minute caption file (WebVTT)', url: `${site.origin}/long/captions.vtt` },
];
console.log(
  `\nPOST /v1/link -> state done, ${RUNS} runs each (after ${WARMUP} warm-up), sequential, on this machine\n`,
);
console.log(
  `${'what'.padEnd(36)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'max ms'.padStart(9)}  claims  rating`,
);
try {
  for (const c of cases) {
    for (let i = 0; i < WARMUP; i++) await once(c.url);
    const times: number[] = [];
    let last: Awaited<ReturnType<typeof once>>['job'] | undefined;
    for (let i = 0; i < RUNS; i++) {
      const { ms, job } = await once(c.url);
      times.push(ms);
      last = job;
    }
    times.sort((a, b) => a - b);
    if (!last) throw new Error('no run');
    if (process.env.BENCH_SHOW) console.log(JSON.stringify(last.result, null, 2));
    console.log(
      `${c.name.padEnd(36)}${fmt(percentile(times, 50), 0)}${fmt(percentile(times, 95), 0)}${fmt(times.at(-1)!, 0)}  ${String(last.result.claims.length).padStart(6)}  ${last.result.rating}`,
    );
  }
} finally {
  await worker.close();
  await container.producer.queue().obliterate({ force: true });
  await container.producer.queue('dispatch').obliterate({ force: true });
  await app.close();
  await container.close();
  await site.close();
}
process.exit(0);
