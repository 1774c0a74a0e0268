/**
 * `npm run bench:api`: requests/s and latency of the hot path (auth + quota + job record +
 * enqueue) on `POST /v1/check` with `async: true`, `POST /v1/link` and Slack intake, beside a bare
 * Fastify route, a bare BullMQ `add`, and the reference: a bare Fastify route doing one BullMQ
 * `add` on the same Redis. Every server is its own process, started as operators start them (the
 * API is `npm run start:api`'s command, logging at LOG_LEVEL, default info, to /dev/null);
 * autocannon drives them from this process, so each sees the same machine.
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { parseEnv } from '../src/config/env.js';
import { createLogger } from '../src/log/logger.js';
import { createContainer } from '../src/main/container.js';
import { fmt, percentile, prepareBenchDatabase } from './support/bench-db.js';
import { benchWorkspace } from './support/bench-workspace.js';
import {
  cpuSecondsOf,
  freePort,
  startService,
  untilSettled,
  untilUp,
  type ServiceProcess,
} from './support/processes.js';
import { pgPoolOf } from '../src/db/prisma.js';
import { webhookDeliveryLatency } from './support/webhook-latency.js';
import { slackHeaders } from '../test/support/chat/signing.js';
import { printGroupBenches } from './support/group-bench.js';
import { handleHelp } from '../src/main/cli.js';

handleHelp(
  'Usage: npm run bench:api\n\nRequests/s and latency of POST /v1/check (async), POST /v1/link and Slack intake, each against\n' +
    'the reference route (Fastify + one BullMQ add) in the same run, beside a bare Fastify route and a bare\n' +
    "BullMQ add; then the time from a job's end to its webhook delivery (p50, p99), the time to answer 1,000\n" +
    'askers of one group after one decision and GET /v1/stats over 1,000,000 jobs. BENCH_SECONDS (10),\n' +
    'BENCH_CONNECTIONS (50), BENCH_WEBHOOK_JOBS (200), BENCH_GROUP_ASKERS and BENCH_STATS_JOBS tune it;\n' +
    'BENCH_HOT_PATH_ONLY=1 prints the request rows and ratios only.',
);

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Slack events signed before a run: a second of warm-up and the timed run at 8,000 a second. */
const SIGNED_AHEAD = (DURATION_S + 1) * 8_000;
const SLACK_SECRET = 'bench-signing-secret';
const TEAM = 'TBENCHAPI1';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU time per request of the server process, and of its database backends (µs). */
  cpuUs?: number;
  dbCpuUs?: number;
}

/**
 * What a run cost in CPU, per request: requests/s on a shared machine depend on what else runs,
 * CPU per request much less so. `server` is the answering process; `database` the PostgreSQL
 * backends of its database (Redis is shared with other work here, so it is not counted).
 */
interface Costs {
  server: number | undefined;
  database?: () => Promise<number[]>;
}

type Requests = NonNullable<autocannon.Options['requests']>;

/** An untimed run (JIT, pools and caches warm, as in a service that has been up a while). */
async function warm(base: string, requests: Requests, seconds = 3) {
  await autocannon({ url: base, method: 'POST', connections: CONNECTIONS, duration: seconds, requests });
}

async function load(name: string, base: string, requests: Requests, costs?: Costs): Promise<Row> {
  await warm(base, requests, 1);
  const dbBefore = new Map(((await costs?.database?.()) ?? []).map((pid) => [pid, cpuSecondsOf(pid)]));
  const server = cpuSecondsOf(costs?.server);
  const result = await autocannon({
    url: base,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests,
  });
  const served = Math.max(1, result.requests.total);
  // Backends that came or went during the run (the pool opens and closes connections) count from
  // their start or up to the last reading seen: an estimate, on the low side.
  const dbAfter = (await costs?.database?.()) ?? [];
  const dbUsed = dbAfter.reduce((sum, pid) => sum + (cpuSecondsOf(pid) || 0) - (dbBefore.get(pid) || 0), 0);
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    ...(costs?.server ? { cpuUs: ((cpuSecondsOf(costs.server) - server) * 1e6) / served } : {}),
    ...(costs?.database ? { dbCpuUs: (dbUsed * 1e6) / served } : {}),
  };
}

async function withServer<T>(
  name: string,
  entry: string,
  env: NodeJS.ProcessEnv,
  run: (base: string, pid: number | undefined) => Promise<T>,
) {
  const port = await freePort();
  const service: ServiceProcess = startService(name, entry, {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await untilUp(`${base}/healthz`, 180_000, service.exited);
    await untilSettled(service.child.pid);
    return await run(base, service.child.pid);
  } finally {
    await service.stop();
  }
}

const json = { 'content-type': 'application/json' };
const reference = (mode: 'bare' | 'enqueue', name: string) =>
  withServer(
    name,
    'bench/support/reference-server.ts',
    { ...process.env, REFERENCE: mode, REDIS_URL: redisUrl },
    (base, pid) => load(name, base, [{ path: '/ref', headers: json, body: '{"text":"x"}' }], { server: pid }),
  );

async function bareBullmqAdd(): Promise<Row> {
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
    name: 'bare BullMQ add (in this process)',
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors: 0,
  };
}

/** The service's rows: one API process, a premium workspace's key, a Slack team linked to it. */
async function serviceRows(): Promise<Row[]> {
  const settings = {
    ...process.env,
    DATABASE_URL: prepareBenchDatabase('gaskiya_bench_api'),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    QUEUE_PREFIX: `bench-${Date.now()}`,
    RATE_LIMIT_PER_MINUTE: '100000000',
    RATE_LIMIT_PER_MINUTE_PER_WORKSPACE: '100000000',
    // The link row checks an address on loopback; never set this in production.
    FETCH_ALLOW_PRIVATE_NETWORKS: 'true',
    ELECTION_IMPORT_AT_START: 'false',
    SLACK_SIGNING_SECRET: SLACK_SECRET,
    SLACK_BOT_TOKEN: 'xoxb-bench',
  };
  const container = createContainer({ env: parseEnv(settings), log: createLogger('silent') });
  await container.ready();
  try {
    const { key, workspace } = await benchWorkspace(container);
    await container.db.chatPlace.create({
      data: { workspaceId: workspace.id, platform: 'slack', place: TEAM },
    });
    const auth = { ...json, authorization: `Bearer ${key}` };
    const runId = randomBytes(4).toString('hex');
    let seq = 0;
    const signedEvent = () => {
      const ts = `${Math.floor(Date.now() / 1000)}.${String(++seq).padStart(6, '0')}`;
      const body = JSON.stringify({
        token: 'bench',
        team_id: TEAM,
        api_app_id: 'ABENCH',
        type: 'event_callback',
        event_id: `EvBench${runId}${seq}`,
        event_time: Math.floor(Date.now() / 1000),
        event: {
          type: 'app_mention',
          user: 'UBENCH',
          text: '<@UBOT> Kano State has 44 LGAs.',
          ts,
          channel: 'CBENCH',
          event_ts: ts,
        },
      });
      return { body, headers: { ...json, ...slackHeaders(SLACK_SECRET, body) } };
    };
    // Each Slack event is new (its own id) and signed. Signed here, during the timed run, the
    // HMAC and JSON of every request ran in this process, on the same two cores as the server:
    // the Slack row measured the client too. So the bodies are signed ahead, enough for a warm
    // run and a timed one at any rate seen here, and signed live only past that. Slack accepts a
    // signature for five minutes; the run lasts seconds.
    const signedAhead: Array<ReturnType<typeof signedEvent>> = [];
    const signAhead = (n: number) => {
      signedAhead.length = 0;
      for (let i = 0; i < n; i++) signedAhead.push(signedEvent());
    };
    const slackEvent = (request: object) => ({ ...request, ...(signedAhead.pop() ?? signedEvent()) });
    const pool = pgPoolOf(container.db);
    const database = async () =>
      (
        await pool.query<{ pid: number }>(
          'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
        )
      ).rows.map((row) => row.pid);
    return await withServer('api', 'src/main/api.ts', settings, async (base, pid) => {
      const paths: Array<[string, Requests]> = [
        [
          'POST /v1/check async',
          [
            {
              path: '/v1/check',
              headers: auth,
              body: JSON.stringify({ text: 'Nigeria has 774 local government areas.', async: true }),
            },
          ],
        ],
        [
          'POST /v1/link',
          [{ path: '/v1/link', headers: auth, body: JSON.stringify({ url: `${base}/healthz` }) }],
        ],
        ['Slack intake (signed event -> job)', [{ path: '/slack/events', setupRequest: slackEvent }]],
      ];
      // Every path once untimed first: the first requests of a fresh process pay for caches,
      // pool connections and JIT, which a service that has been up a while has behind it.
      signAhead(SIGNED_AHEAD);
      for (const [, requests] of paths) await warm(base, requests);
      const measured: Row[] = [];
      for (const [name, requests] of paths) {
        if (requests.some((r) => r.setupRequest === slackEvent)) signAhead(SIGNED_AHEAD);
        measured.push(await load(name, base, requests, { server: pid, database }));
      }
      return measured;
    });
  } finally {
    await container.producer.queue().obliterate({ force: true });
    await container.producer.queue('dispatch').obliterate({ force: true });
    await container.close();
  }
}

const rows = [await reference('bare', 'bare Fastify POST route'), await bareBullmqAdd()];
// The reference runs right before and right after the service's rows, and the ratio is to the
// mean of the two: on a shared 2-core machine a single run of it drifted by a third between
// runs minutes apart (the database still writing the service's rows, a neighbour's load).
const refBefore = await reference('enqueue', 'reference: Fastify + one BullMQ add (before)');
const service = await serviceRows();
const refAfter = await reference('enqueue', 'reference: Fastify + one BullMQ add (after)');
const ref = { rps: (refBefore.rps + refAfter.rps) / 2 };
rows.push(refBefore, ...service, refAfter);
console.log(
  `\n${CONNECTIONS} concurrent clients, ${DURATION_S} s each, every server its own process, on this machine\n`,
);
console.log(
  `${'what'.padEnd(50)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}  errors` +
    `${'CPU µs/req: server'.padStart(20)}${'postgres'.padStart(10)}`,
);
const us = (n: number | undefined) => (n === undefined ? '' : n.toFixed(0)).padStart(10);
for (const r of rows)
  console.log(
    `${r.name.padEnd(50)}${fmt(r.rps, 0)}${fmt(r.p50)}${fmt(r.p99)}  ${String(r.errors).padEnd(6)}` +
      `${us(r.cpuUs).padStart(20)}${us(r.dbCpuUs)}`,
  );
console.log('');
for (const r of service)
  console.log(
    `${r.name} / reference route (mean of before and after): ${((100 * r.rps) / ref.rps).toFixed(0)} % (target: at least 50 %)`,
  );

// BENCH_HOT_PATH_ONLY=1 stops here (the rows above are what a change to the hot path moves).
if (process.env.BENCH_HOT_PATH_ONLY === '1') process.exit(0);

// Webhooks (issue 15): a separate section, from a job's end to its delivery at the receiver.
const webhooks = await webhookDeliveryLatency(Number(process.env.BENCH_WEBHOOK_JOBS ?? 200));
console.log(
  `\njob end -> webhook delivered (${webhooks.n} async checks, loopback receiver): ` +
    `p50 ${webhooks.p50.toFixed(0)} ms, p99 ${webhooks.p99.toFixed(0)} ms`,
);

// Claim groups (issue 21): answering a group's askers after one decision, and GET /v1/stats.
await printGroupBenches();
process.exit(0);
