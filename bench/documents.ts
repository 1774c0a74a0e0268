/**
 * `npm run bench:documents`: (1) the time to read a 100-page PDF, from POST /v1/documents to
 * `state: done` through the whole service (quota, job record, queue, worker, pdfjs-dist in its
 * thread, key figures, storage), with the reader thread alone alongside; (2) GET /v1/figures
 * latency (p50/p95) over 100,000 figures in one workspace, through the HTTP app with auth.
 * BENCH_RUNS sets the PDF runs (default 3), BENCH_QUERIES the searches (default 400).
 */
import { createPdfReader } from '../adapters/pdf/pdf-reader.js';
import { parseEnv } from '../src/config/env.js';
import { keyFigures } from '../src/core/documents/key-figures.js';
import { createDocumentStore } from '../src/db/repositories/document-store.js';
import { createLogger } from '../src/log/logger.js';
import { handleHelp } from '../src/main/cli.js';
import { createContainer } from '../src/main/container.js';
import { buildHttpApp } from '../src/main/http-server.js';
import { startWorker } from '../src/main/worker-runtime.js';
import { makePdf } from '../test/support/documents/pdfs.js';
import { fmt, percentile, prepareBenchDatabase } from './support/bench-db.js';
import { benchWorkspace } from './support/bench-workspace.js';
import { reportSentences, wrap } from './support/report-text.js';

handleHelp('Usage: npm run bench:documents\n\nReading a 100-page PDF, and searching 100,000 key figures.');

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 400);
const FIGURES = 100_000;
const LINES_PER_PAGE = 46;

const env = parseEnv({
  ...process.env,
  NODE_ENV: 'test',
  DATABASE_URL: prepareBenchDatabase('gaskiya_bench_documents'),
  LOG_LEVEL: 'silent',
  QUEUE_PREFIX: `bench-documents-${Date.now()}`,
  RATE_LIMIT_PER_MINUTE: '100000000',
  CHECK_THREADS: '0',
});
const container = createContainer({ env, log: createLogger('silent') });
await container.ready();
const app = await buildHttpApp(container);
await app.ready();
const worker = await startWorker(container);
const { workspace, key } = await benchWorkspace(container);
const headers = { authorization: `Bearer ${key}` };

function pages(count: number, seed: number): string[][] {
  const lines = wrap(reportSentences(count * 14, seed));
  return Array.from({ length: count }, (_, p) => lines.slice(p * LINES_PER_PAGE, (p + 1) * LINES_PER_PAGE));
}

async function readThroughService(pdf: Buffer) {
  const t0 = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/v1/documents?publisher=NBS&title=Bench%20report',
    headers: { ...headers, 'content-type': 'application/pdf' },
    payload: pdf,
  });
  if (res.statusCode !== 202) throw new Error(`POST /v1/documents answered ${res.statusCode}: ${res.body}`);
  const jobId = res.json().job_id as string;
  for (;;) {
    const job = (await app.inject({ method: 'GET', url: `/v1/job/${jobId}`, headers })).json();
    if (job.state === 'done')
      return { ms: performance.now() - t0, figures: job.result.figures.length as number };
    if (job.state === 'failed') throw new Error(`job failed: ${JSON.stringify(job.error)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

try {
  const pdf = await makePdf(pages(100, 7));
  console.log(
    `\n100-page PDF (${(pdf.byteLength / 1024).toFixed(0)} kB, ${LINES_PER_PAGE} lines a page), ${RUNS} runs after 1 warm-up\n`,
  );
  const reader = createPdfReader();
  await readThroughService(pdf);
  const whole: number[] = [];
  const thread: number[] = [];
  let figuresRead = 0;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const reading = await reader.read(pdf, { maxPages: 500, timeoutMs: 120_000 });
    if (reading.outcome !== 'read') throw new Error(`reader: ${reading.outcome}`);
    thread.push(performance.now() - t0);
    const run = await readThroughService(pdf);
    whole.push(run.ms);
    figuresRead = run.figures;
  }
  whole.sort((a, b) => a - b);
  thread.sort((a, b) => a - b);
  console.log(`${'what'.padEnd(52)}${'p50 ms'.padStart(9)}${'max ms'.padStart(9)}`);
  console.log(
    `${'pdfjs text layer, 100 pages (reader thread alone)'.padEnd(52)}${fmt(percentile(thread, 50), 0)}${fmt(thread.at(-1)!, 0)}`,
  );
  console.log(
    `${`POST /v1/documents -> done (${figuresRead} figures)`.padEnd(52)}${fmt(percentile(whole, 50), 0)}${fmt(whole.at(-1)!, 0)}`,
  );

  // 100,000 figures in the workspace (and 20,000 in another, which the search must skip).
  const store = createDocumentStore(container.db);
  const t1 = performance.now();
  const other = await benchWorkspace(container);
  let seed = 100;
  async function fill(workspaceId: string, want: number) {
    let stored = await container.db.keyFigure.count({ where: { workspaceId } });
    while (stored < want) {
      const text = reportSentences(1500, seed++).join(' ');
      const figures = keyFigures([{ text }], { where: '', when: '' }).slice(0, want - stored);
      const doc = await store.create({
        workspaceId,
        mediaType: 'text/plain',
        bytes: Buffer.from(text),
        title: `Bench report ${seed}`,
        publisher: 'NBS',
        url: null,
        publishedAt: null,
      });
      await store.saveReading(doc.id, { pages: 1, title: `Bench report ${seed}`, figures });
      stored += figures.length;
    }
  }
  await fill(workspace.id, FIGURES);
  await fill(other.workspace.id, 20_000);
  await container.db.$executeRawUnsafe('ANALYZE key_figure');
  const inWorkspace = await container.db.keyFigure.count({ where: { workspaceId: workspace.id } });
  console.log(
    `\nstored ${inWorkspace} figures in the workspace (+20,000 elsewhere) in ${((performance.now() - t1) / 1000).toFixed(1)} s`,
  );

  const queries = [
    'inflation Kano',
    'food inflation February 2023',
    'petrol subsidy',
    'registered voters Lagos',
    'unemployment rate',
    'capital projects budget',
    'polling units Rivers',
    'households income',
    'debt service 2021',
    'poverty rate Borno',
    'Central Bank of Nigeria',
    'basic education allocation',
  ];
  const times: number[] = [];
  let hits = 0;
  for (let i = 0; i < QUERIES + 40; i++) {
    const q = encodeURIComponent(queries[i % queries.length]!);
    const t0 = performance.now();
    const res = await app.inject({ method: 'GET', url: `/v1/figures?q=${q}&limit=20`, headers });
    const ms = performance.now() - t0;
    if (res.statusCode !== 200) throw new Error(`GET /v1/figures answered ${res.statusCode}: ${res.body}`);
    if (i >= 40) {
      times.push(ms);
      hits += res.json().figures.length;
    }
  }
  times.sort((a, b) => a - b);
  console.log(
    `\nGET /v1/figures over ${inWorkspace} figures, ${QUERIES} searches (${queries.length} queries, limit 20, after 40 warm-up)`,
  );
  console.log(
    `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms; ${(hits / QUERIES).toFixed(1)} figures an answer (target p95 < 20 ms)`,
  );
} finally {
  await worker.close();
  await container.producer.queue().obliterate({ force: true });
  await container.producer.queue('dispatch').obliterate({ force: true });
  await app.close();
  await container.close();
}
process.exit(0);
