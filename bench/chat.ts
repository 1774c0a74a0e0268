/**
 * `npm run bench:chat`: time from a signed Slack webhook arriving to the threaded reply being
 * posted to a local fake Slack Web API (p50/p95), through the whole service (HTTP app, signature
 * check, event claim, quota, PostgreSQL job record, BullMQ, worker, local check engine, delivery
 * job, official WebClient), and webhook acknowledgements per second. BENCH_MESSAGES (default 300),
 * BENCH_CONCURRENCY (messages in flight, default 8), BENCH_ACKS (default 1000) tune it.
 */
import { parseEnv } from '../src/config/env.js';
import { createLogger } from '../src/log/logger.js';
import { createContainer } from '../src/main/container.js';
import { buildHttpApp } from '../src/main/http-server.js';
import { startWorker } from '../src/main/worker-runtime.js';
import { startFakeSlack } from '../test/support/chat/fake-slack.js';
import { slackHeaders } from '../test/support/chat/signing.js';
import { fmt, percentile, prepareBenchDatabase } from './support/bench-db.js';
import { handleHelp } from '../src/main/cli.js';

handleHelp(
  'Usage: npm run bench:chat\n\nChat intake and reply delivery against fake platforms on this machine.',
);

const MESSAGES = Math.max(200, Number(process.env.BENCH_MESSAGES ?? 300));
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const ACKS = Number(process.env.BENCH_ACKS ?? 1000);
const ACK_CONCURRENCY = 32;
const SECRET = 'bench-signing-secret';
const TOKEN = 'xoxb-bench';
const TEAM = 'TBENCH0001';
const CHANNEL = 'CBENCH0001';

const slack = await startFakeSlack(TOKEN);
const env = parseEnv({
  ...process.env,
  NODE_ENV: 'test',
  DATABASE_URL: prepareBenchDatabase('gaskiya_bench_chat'),
  LOG_LEVEL: 'silent',
  QUEUE_PREFIX: `bench-chat-${Date.now()}`,
  SLACK_SIGNING_SECRET: SECRET,
  SLACK_BOT_TOKEN: TOKEN,
  SLACK_API_URL: slack.apiUrl,
});
const container = createContainer({ env, log: createLogger('silent') });
const app = await buildHttpApp(container);
const address = await app.listen({ host: '127.0.0.1', port: 0 });
const worker = await startWorker(container);

// A premium newsroom (no monthly limit) that linked the bench's Slack team.
const workspace = await container.db.workspace.create({
  data: { name: 'Bench', domain: 'bench-chat.ng', plan: 'premium' },
});
await container.db.chatPlace.create({ data: { workspaceId: workspace.id, platform: 'slack', place: TEAM } });

const CLAIMS = [
  'Lagos State has 20 local government areas.',
  'INEC registered 93.4 million voters for the 2023 general election.',
  'The naira traded at 1,500 to the dollar on Monday.',
  'Kano State has 44 local government areas.',
];
let seq = 0;

async function send(text: string): Promise<{ ts: string; sentAt: number; status: number }> {
  const ts = `${Math.floor(Date.now() / 1000)}.${String(++seq).padStart(6, '0')}`;
  const body = JSON.stringify({
    token: 'bench',
    team_id: TEAM,
    api_app_id: 'ABENCH',
    type: 'event_callback',
    event_id: `EvBench${seq}`,
    event_time: Math.floor(Date.now() / 1000),
    event: {
      type: 'app_mention',
      user: 'UBENCH',
      text: `<@UBOT> ${text}`,
      ts,
      channel: CHANNEL,
      event_ts: ts,
    },
  });
  const sentAt = Date.now();
  const res = await fetch(`${address}/slack/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...slackHeaders(SECRET, body) },
    body,
  });
  await res.arrayBuffer();
  return { ts, sentAt, status: res.status };
}

async function pool<T>(count: number, width: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}

const replyTimes = () => {
  const at = new Map<string, number>();
  for (const call of slack.callsTo('chat.postMessage')) {
    const ts = String(call.params.thread_ts ?? '');
    if (ts && !at.has(ts)) at.set(ts, call.at);
  }
  return at;
};

try {
  // Warm-up: connections, the engine's first load of the service-wide sources.
  await pool(10, 5, (i) => send(CLAIMS[i % CLAIMS.length]!));
  await slack.waitFor((calls) => calls.filter((c) => c.method === 'chat.postMessage').length >= 10, 60_000);

  // 1. Webhook -> threaded reply. Closed loop: each of CONCURRENCY senders waits for its reply
  // before sending the next message, so the figure is service time, not a self-made backlog.
  const started = Date.now();
  const sent = await pool(MESSAGES, CONCURRENCY, async (i) => {
    const s = await send(CLAIMS[i % CLAIMS.length]!);
    if (s.status !== 200) throw new Error(`webhook answered ${s.status}`);
    await slack.waitFor(
      (calls) => calls.some((c) => c.method === 'chat.postMessage' && c.params.thread_ts === s.ts),
      60_000,
    );
    return s;
  });
  const at = replyTimes();
  const latencies = sent.map((s) => at.get(s.ts)! - s.sentAt).sort((a, b) => a - b);
  const wall = (Date.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 500)); // last deliveries record their state
  const jobs = await container.db.job.count({ where: { workspaceId: workspace.id } });
  const deliveries = await container.db.chatDelivery.count({
    where: { workspaceId: workspace.id, state: 'sent' },
  });

  // 2. Acknowledgements per second (intake only: the worker is paused so it does not compete).
  await worker.worker.pause();
  const ackStart = performance.now();
  const acks = await pool(ACKS, ACK_CONCURRENCY, (i) => send(CLAIMS[i % CLAIMS.length]!));
  const ackSeconds = (performance.now() - ackStart) / 1000;
  const ackFailures = acks.filter((a) => a.status !== 200).length;

  console.log(
    `\nSigned Slack webhook -> threaded reply on the fake Slack Web API (local engine, ${env.WORKER_CONCURRENCY} worker slots)`,
  );
  console.log(
    `${'messages'.padEnd(28)}${String(MESSAGES).padStart(9)}   (${CONCURRENCY} in flight, ${fmt(MESSAGES / wall, 1).trim()} msg/s end to end)`,
  );
  console.log(`${'p50 ms'.padEnd(28)}${fmt(percentile(latencies, 50), 0)}`);
  console.log(`${'p95 ms'.padEnd(28)}${fmt(percentile(latencies, 95), 0)}`);
  console.log(`${'max ms'.padEnd(28)}${fmt(latencies.at(-1)!, 0)}`);
  console.log(`${'jobs / replies sent'.padEnd(28)}${String(jobs - 10).padStart(9)} / ${deliveries - 10}`);
  console.log(
    `\nWebhook acknowledgements (verify + claim + job record + enqueue), ${ACK_CONCURRENCY} concurrent`,
  );
  console.log(
    `${'acks/s'.padEnd(28)}${fmt(ACKS / ackSeconds, 0)}   (${ACKS} webhooks, ${ackFailures} non-200)`,
  );
} finally {
  await worker.close();
  await container.producer.queue().obliterate({ force: true });
  await container.producer.queue('dispatch').obliterate({ force: true });
  await container.producer.queue('deliveries').obliterate({ force: true });
  await app.close();
  await container.close();
  await slack.close();
}
process.exit(0);
