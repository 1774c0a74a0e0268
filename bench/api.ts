/**
 * `npm run bench:api`: requests/s and latency of `POST /v1/check` with `async: true`
 * (auth + quota + job record + enqueue) beside a bare Fastify route and a bare BullMQ `add`,
 * measured in the same run on this machine.
 */
import autocannon from 'autocannon';
import { Queue } from 'bullmq';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { parseEnv } from '../src/config/env.js';
import { createLogger } from '../src/log/logger.js';
import { createContainer } from '../src/main/container.js';
import { buildHttpApp } from '../src/main/http-server.js';
import { fmt, percentile, prepareBenchDatabase } from './support/bench-db.js';
import { benchWorkspace } from './support/bench-workspace.js';
import { webhookDeliveryLatency } from './support/webhook-latency.js';
import { printGroupBenches } from './support/group-bench.js';
import { handleHelp } from '../src/main/cli.js';

handleHelp(
  "Usage: npm run bench:api\n\nRequests/s and latency of POST /v1/check (async) beside a bare Fastify route and a bare BullMQ add,\nand the time from a job's end to its webhook delivery (p50, p99), the time to answer 1,000 askers of one group after one decision\nand GET /v1/stats over 1,000,000 jobs. BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_GROUP_ASKERS and BENCH_STATS_JOBS tune it.",
);

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(name: string, url: string, headers: Record<string, string>, body: string): Promise<Row> {
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function bareFastify(): Promise<Row> {
  const app = Fastify();
  app.post('/bare', async () => ({ ok: true }));
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    return await load('bare Fastify POST route', `${address}/bare`, {}, '{"text":"x"}');
  } finally {
    await app.close();
  }
}

/** The reference for the hot path: a bare Fastify route doing one BullMQ add on the same Redis. */
async function referenceRoute(redisUrl: string): Promise<Row> {
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue('bench-ref', { connection, prefix: `bench-ref-${Date.now()}` });
  const app = Fastify();
  app.post('/ref', async (_request, reply) => {
    const id = crypto.randomUUID();
    await queue.add('x', { jobId: id }, { jobId: id, removeOnComplete: true });
    return reply.status(202).send({ ok: true, job_id: id });
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    return await load('reference: Fastify + one BullMQ add', `${address}/ref`, {}, '{"text":"x"}');
  } finally {
    await app.close();
    await queue.obliterate({ force: true });
    await queue.close();
    connection.disconnect();
  }
}

async function bareBullmqAdd(redisUrl: string): Promise<Row> {
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue('bench-bare', { connection, prefix: `bench-${Date.now()}` });
  const latencies: number[] = [];
  const deadline = Date.now() + DURATION_S * 1000;
  const started = Date.now();
  // Same concurrency as the HTTP runs: CONNECTIONS producers adding back to back.
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < deadline) {
        const t0 = performance.now();
        await queue.add('x', { jobId: crypto.randomUUID() }, { removeOnComplete: true });
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  await queue.obliterate({ force: true });
  await queue.close();
  connection.disconnect();
  latencies.sort((a, b) => a - b);
  return {
    name: 'bare BullMQ add',
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors: 0,
  };
}

async function gaskiyaCheck(): Promise<Row> {
  const env = parseEnv({
    ...process.env,
    DATABASE_URL: prepareBenchDatabase('gaskiya_bench_api'),
    LOG_LEVEL: 'silent',
    QUEUE_PREFIX: `bench-${Date.now()}`,
    RATE_LIMIT_PER_MINUTE: '100000000',
    RATE_LIMIT_PER_MINUTE_PER_WORKSPACE: '100000000',
  });
  const container = createContainer({ env, log: createLogger('silent') });
  await container.ready();
  const app = await buildHttpApp(container);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const { key } = await benchWorkspace(container);
    return await load(
      'POST /v1/check async (auth+quota+record+enqueue)',
      `${address}/v1/check`,
      { authorization: `Bearer ${key}` },
      JSON.stringify({ text: 'Nigeria has 774 local government areas.', async: true }),
    );
  } finally {
    await container.producer.queue().obliterate({ force: true });
    await app.close();
    await container.close();
  }
}

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const rows = [await bareFastify(), await bareBullmqAdd(redisUrl), await gaskiyaCheck()];
// The reference runs right after the service route, so both see the same machine load.
const reference = await referenceRoute(redisUrl);
rows.push(reference);
console.log(`\n${CONNECTIONS} concurrent clients, ${DURATION_S} s each, on this machine\n`);
console.log(
  `${'what'.padEnd(50)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}  errors`,
);
for (const r of rows)
  console.log(`${r.name.padEnd(50)}${fmt(r.rps, 0)}${fmt(r.p50)}${fmt(r.p99)}  ${r.errors}`);
const service = rows[2]!;
console.log(
  `\nPOST /v1/check async / reference route: ${((100 * service.rps) / reference.rps).toFixed(0)} % (target: at least 50 %)`,
);

// Webhooks (issue 15): a separate section, from a job's end to its delivery at the receiver.
const webhooks = await webhookDeliveryLatency(Number(process.env.BENCH_WEBHOOK_JOBS ?? 200));
console.log(
  `\njob end -> webhook delivered (${webhooks.n} async checks, loopback receiver): ` +
    `p50 ${webhooks.p50.toFixed(0)} ms, p99 ${webhooks.p99.toFixed(0)} ms`,
);

// Claim groups (issue 21): answering a group's askers after one decision, and GET /v1/stats.
await printGroupBenches();
process.exit(0);
