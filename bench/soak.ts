/**
 * `npm run bench:soak`: election night on one machine, with faults. Starts its own redis-server on
 * another port (so it can restart it), a fresh database with the shipped election data, then
 * `npm run start:api` and two `npm run start:worker` processes (their commands), and for a set time
 * drives: SSE clients on /v1/feed while `replay:election` plays uploads into it, signed webhooks
 * from Slack, Telegram and WhatsApp fakes (test/support/chat), async and sync checks, and links.
 * A quarter of the way in it SIGKILLs a worker (and restarts it), halfway it restarts Redis (empty:
 * no persistence), at three quarters it terminates every database connection of the service. Then it
 * waits for the work to drain and prints what was accepted, finished, failed and lost, duplicate
 * and missing chat replies, feed entries an SSE client missed or got out of order, whether the
 * replay played through every fault, p50/p99 per path, and RSS at start and end per process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { parseEnv } from '../src/config/env.js';
import { createLogger } from '../src/log/logger.js';
import { handleHelp } from '../src/main/cli.js';
import { createContainer } from '../src/main/container.js';
import { startFakeSlack } from '../test/support/chat/fake-slack.js';
import { startFakeTelegram } from '../test/support/chat/fake-telegram.js';
import { startFakeTwilio } from '../test/support/chat/fake-twilio.js';
import { slackHeaders, twilioSignature } from '../test/support/chat/signing.js';
import { percentile, prepareBenchDatabase } from './support/bench-db.js';
import { benchWorkspace } from './support/bench-workspace.js';
import { freePort, startService, untilUp, type ServiceProcess } from './support/processes.js';

const usage = `Usage: npm run bench:soak [-- --seconds 300]

Election night on one machine under faults (a worker SIGKILLed, Redis restarted empty, the database
connections terminated), with its own Redis on another port and a fresh database. Prints accepted,
finished, failed and lost jobs, duplicate chat replies, p50/p99 per path and RSS per process.`;
handleHelp(usage);
const { values } = parseArgs({ options: { seconds: { type: 'string' } } });
const SECONDS = Number(values.seconds ?? process.env.SOAK_SECONDS ?? 300);
if (!(SECONDS >= 20)) throw new Error('--seconds must be at least 20');
const DRAIN_SECONDS = Number(process.env.SOAK_DRAIN_SECONDS ?? 240);

const SLACK_SECRET = 'soak-slack-signing-secret';
const SLACK_TOKEN = 'xoxb-soak';
const TELEGRAM_TOKEN = '424242:SOAK-telegram-token';
const TELEGRAM_SECRET = 'soak-telegram-secret';
const TWILIO_SID = `AC${'7'.repeat(32)}`;
const TWILIO_TOKEN = 'soak-twilio-token';
const TIPLINE = '+2348000000001';
const PUBLIC_URL = 'https://gaskiya.soak.example';
const TEAM = 'TSOAK00001';
const SLACK_CHANNEL = 'CSOAK00001';
const TELEGRAM_CHAT = -1_000_000_424_242;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const say = (line: string) =>
  process.stdout.write(`[soak ${new Date().toISOString().slice(11, 19)}] ${line}\n`);

// ---------------------------------------------------------------- Redis of our own
const redisPort = await freePort();
const redisUrl = `redis://127.0.0.1:${redisPort}`;
let redis: ChildProcess | undefined;
async function startRedis() {
  redis = spawn(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  for (let i = 0; i < 100; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const probe = spawn('redis-cli', ['-p', String(redisPort), 'ping'], {
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      let out = '';
      probe.stdout.on('data', (d: Buffer) => (out += d.toString()));
      probe.on('exit', () => resolve(out.includes('PONG')));
    });
    if (up) return;
    await sleep(100);
  }
  throw new Error('redis-server did not start');
}
async function stopRedis(signal: NodeJS.Signals = 'SIGTERM') {
  const child = redis;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await exited;
}

// ---------------------------------------------------------------- fakes and a page to link
const telegramChats = new Set([String(TELEGRAM_CHAT)]);
const [slack, telegram, twilio] = await Promise.all([
  startFakeSlack(SLACK_TOKEN),
  startFakeTelegram(TELEGRAM_TOKEN, () => telegramChats),
  startFakeTwilio(TWILIO_SID, TWILIO_TOKEN),
]);
const page = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    '<html><head><title>Election night</title></head><body><article><h1>Results</h1>' +
      '<p>INEC says Lagos State has 20 local government areas and Kano State has 44.</p>' +
      '<p>The naira traded at 1,500 to the dollar on Monday, the central bank said.</p></article></body></html>',
  );
});
await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
const pageUrl = `http://127.0.0.1:${(page.address() as { port: number }).port}/story`;

// ---------------------------------------------------------------- database, settings, workspace
await startRedis();
say(`redis-server on port ${redisPort}; preparing a fresh database`);
const databaseUrl = prepareBenchDatabase('gaskiya_soak');
const apiPort = await freePort();
const settings: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'development',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  QUEUE_PREFIX: `soak-${Date.now()}`,
  HOST: '127.0.0.1',
  PORT: String(apiPort),
  PUBLIC_URL,
  RATE_LIMIT_PER_MINUTE: '100000000',
  RATE_LIMIT_PER_MINUTE_PER_WORKSPACE: '100000000',
  MAX_FEED_STREAMS_PER_CREDENTIAL: '100',
  MAX_FEED_STREAMS_PER_WORKSPACE: '100',
  FETCH_ALLOW_PRIVATE_NETWORKS: 'true',
  ELECTION_IMPORT_AT_START: 'false',
  SLACK_SIGNING_SECRET: SLACK_SECRET,
  SLACK_BOT_TOKEN: SLACK_TOKEN,
  SLACK_API_URL: slack.apiUrl,
  TELEGRAM_BOT_TOKEN: TELEGRAM_TOKEN,
  TELEGRAM_WEBHOOK_SECRET: TELEGRAM_SECRET,
  TELEGRAM_API_ROOT: telegram.url,
  TWILIO_ACCOUNT_SID: TWILIO_SID,
  TWILIO_AUTH_TOKEN: TWILIO_TOKEN,
  TWILIO_WHATSAPP_FROM: `whatsapp:${TIPLINE}`,
  TWILIO_API_URL: twilio.url,
};
const container = createContainer({ env: parseEnv(settings), log: createLogger('silent') });
await container.ready();
const { key, workspace } = await benchWorkspace(container);
await container.db.chatPlace.createMany({
  data: [
    { workspaceId: workspace.id, platform: 'slack', place: TEAM },
    { workspaceId: workspace.id, platform: 'telegram', place: String(TELEGRAM_CHAT) },
    { workspaceId: workspace.id, platform: 'whatsapp', place: TIPLINE },
  ],
});
await container.close();

say('importing the shipped election data (npm run import:election)');
const imported = Date.now();
await new Promise<void>((resolve, reject) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main/import-election-cli.ts'], {
    env: { ...settings, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`import:election exited ${code}`))));
});
say(`imported in ${((Date.now() - imported) / 1000).toFixed(0)} s; starting the API and two workers`);

// ---------------------------------------------------------------- the service, as operators run it
const processes = new Map<string, ServiceProcess>();
const start = (name: string, entry: string) => {
  processes.set(name, startService(name, entry, settings));
};
start('api', 'src/main/api.ts');
start('worker-1', 'src/main/worker.ts');
start('worker-2', 'src/main/worker.ts');
const base = `http://127.0.0.1:${apiPort}`;
await untilUp(`${base}/healthz`, 180_000, processes.get('api')!.exited);
const rss = new Map<string, { start: number; end: number }>();

// ---------------------------------------------------------------- what the drivers record
const latencies = new Map<string, number[]>();
const outcomes = new Map<string, Map<string, number>>();
const acceptedJobs = new Set<string>();
const syncDone = { ok: 0 };
function record(path: string, ms: number, outcome: string) {
  if (!latencies.has(path)) latencies.set(path, []);
  if (!outcomes.has(path)) outcomes.set(path, new Map());
  latencies.get(path)!.push(ms);
  const counts = outcomes.get(path)!;
  counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
}
async function timed(path: string, run: () => Promise<Response>): Promise<Response | null> {
  const t0 = performance.now();
  try {
    const res = await run();
    record(path, performance.now() - t0, String(res.status));
    return res;
  } catch (error) {
    record(path, performance.now() - t0, `network: ${(error as Error).message.slice(0, 40)}`);
    return null;
  }
}

const auth = { 'content-type': 'application/json', authorization: `Bearer ${key}` };
const CLAIMS = [
  'Lagos State has 20 local government areas.',
  'INEC registered 93.4 million voters for the 2023 general election.',
  'Kano State has 44 local government areas.',
  'The naira traded at 1,500 to the dollar on Monday.',
  'Nigeria has 774 local government areas.',
];
let seq = 0;
const claim = () => `${CLAIMS[seq++ % CLAIMS.length]} (${seq})`;

/** Chat messages sent and acknowledged (200), with where their reply must land. */
const chatSent: Array<{ platform: string; target: string }> = [];

const drivers = {
  async asyncCheck() {
    const res = await timed('POST /v1/check async', () =>
      fetch(`${base}/v1/check`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ text: claim(), async: true }),
      }),
    );
    if (res?.status === 202) acceptedJobs.add(((await res.json()) as { job_id: string }).job_id);
    else await res?.text();
  },
  async syncCheck() {
    const res = await timed('POST /v1/check sync', () =>
      fetch(`${base}/v1/check`, { method: 'POST', headers: auth, body: JSON.stringify({ text: claim() }) }),
    );
    if (res?.status === 200) {
      acceptedJobs.add(((await res.json()) as { job_id: string }).job_id);
      syncDone.ok++;
    } else await res?.text();
  },
  async link() {
    const res = await timed('POST /v1/link', () =>
      fetch(`${base}/v1/link`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ url: `${pageUrl}?n=${++seq}` }),
      }),
    );
    if (res?.status === 202) acceptedJobs.add(((await res.json()) as { job_id: string }).job_id);
    else await res?.text();
  },
  async slack() {
    const ts = `${Math.floor(Date.now() / 1000)}.${String(++seq).padStart(6, '0')}`;
    const body = JSON.stringify({
      token: 'soak',
      team_id: TEAM,
      api_app_id: 'ASOAK',
      type: 'event_callback',
      event_id: `EvSoak${seq}`,
      event_time: Math.floor(Date.now() / 1000),
      event: {
        type: 'app_mention',
        user: 'USOAK',
        text: `<@UBOT> ${claim()}`,
        ts,
        channel: SLACK_CHANNEL,
        event_ts: ts,
      },
    });
    const res = await timed('Slack webhook', () =>
      fetch(`${base}/slack/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...slackHeaders(SLACK_SECRET, body) },
        body,
      }),
    );
    await res?.text();
    if (res?.status === 200) chatSent.push({ platform: 'slack', target: ts });
  },
  async telegram() {
    const messageId = ++seq;
    const update = {
      update_id: messageId,
      message: {
        date: Math.floor(Date.now() / 1000),
        chat: { id: TELEGRAM_CHAT, type: 'group', title: 'Tips' },
        message_id: messageId,
        from: { id: 1111111, is_bot: false, first_name: 'Tipster' },
        text: `/check@GaskiyaBot ${claim()}`,
      },
    };
    const res = await timed('Telegram webhook', () =>
      fetch(`${base}/telegram/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': TELEGRAM_SECRET },
        body: JSON.stringify(update),
      }),
    );
    await res?.text();
    if (res?.status === 200) chatSent.push({ platform: 'telegram', target: String(messageId) });
  },
  async whatsapp() {
    const user = `+23470${String(++seq).padStart(8, '0')}`;
    const sid = `SM${randomBytes(16).toString('hex')}`;
    const params = {
      SmsMessageSid: sid,
      NumMedia: '0',
      ProfileName: 'Tipster',
      MessageType: 'text',
      SmsSid: sid,
      WaId: user.slice(1),
      SmsStatus: 'received',
      Body: claim(),
      To: `whatsapp:${TIPLINE}`,
      NumSegments: '1',
      MessageSid: sid,
      AccountSid: TWILIO_SID,
      From: `whatsapp:${user}`,
      ApiVersion: '2010-04-01',
    };
    const res = await timed('WhatsApp webhook', () =>
      fetch(`${base}/whatsapp/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-twilio-signature': twilioSignature(TWILIO_TOKEN, `${PUBLIC_URL}/whatsapp/webhook`, params),
        },
        body: new URLSearchParams(params).toString(),
      }),
    );
    await res?.text();
    if (res?.status === 200) chatSent.push({ platform: 'whatsapp', target: `whatsapp:${user}` });
  },
};

/**
 * Requests per second of each driver (one request after the other, paced), chosen so the two
 * workers keep up on a small machine: a backlog that outlives the drain would read as lost. The
 * sync checks are not paced (each waits for its check). SOAK_RATE scales them all.
 */
const RATE_SCALE = Number(process.env.SOAK_RATE ?? 1);
const RATES: Record<keyof typeof drivers, number> = {
  asyncCheck: 1.5,
  syncCheck: Infinity,
  link: 0.3,
  slack: 0.4,
  telegram: 0.4,
  whatsapp: 0.4,
};

// ---------------------------------------------------------------- SSE clients on the live feed
const SSE_CLIENTS = 20;
const sse = { events: 0, connects: 0, aborts: new Set<AbortController>() };
/**
 * What each client saw, to count what it missed: the first and last entry ids, the entries after
 * the first, and any that came out of order or twice (ids must rise).
 */
const seen = Array.from({ length: SSE_CLIENTS }, () => ({
  first: null as bigint | null,
  last: null as bigint | null,
  after: 0,
  unordered: 0,
}));
async function sseClient(client: number, until: () => boolean) {
  const mine = seen[client]!;
  let lastId: string | undefined;
  while (!until()) {
    const abort = new AbortController();
    sse.aborts.add(abort);
    try {
      const res = await fetch(`${base}/v1/feed`, {
        headers: {
          authorization: `Bearer ${key}`,
          accept: 'text/event-stream',
          ...(lastId ? { 'last-event-id': lastId } : {}),
        },
        signal: abort.signal,
      });
      sse.connects++;
      if (!res.ok || !res.body) {
        await res.text().catch(() => undefined);
        await sleep(500);
        continue;
      }
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (/^event: entry$/m.test(event)) sse.events++;
          lastId = /^id: (.+)$/m.exec(event)?.[1] ?? lastId;
          if (/^event: entry$/m.test(event) && lastId) {
            const id = BigInt(lastId);
            if (mine.first === null) mine.first = id;
            else if (mine.last !== null && id <= mine.last) mine.unordered++;
            else mine.after++;
            if (mine.last === null || id > mine.last) mine.last = id;
          }
        }
        if (until()) break;
      }
    } catch {
      await sleep(200);
    } finally {
      sse.aborts.delete(abort);
    }
  }
}

// ---------------------------------------------------------------- the run
say(
  `driving for ${SECONDS} s (faults at ${Math.round(SECONDS / 4)} s, ${Math.round(SECONDS / 2)} s, ${Math.round((3 * SECONDS) / 4)} s)`,
);
const began = Date.now();
const deadline = began + SECONDS * 1000;
const over = () => Date.now() >= deadline;
// RSS at start: 15 s in, once each process has loaded what its work needs (the check engine).
void sleep(15_000).then(() => {
  for (const [name, p] of processes) if (!rss.has(name)) rss.set(name, { start: p.rssMb(), end: NaN });
});

const replay = spawn(
  process.execPath,
  ['--import', 'tsx', 'src/main/replay-election-cli.ts', '--speed', '600'],
  {
    env: { ...settings, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
const sseRuns = Array.from({ length: SSE_CLIENTS }, (_, client) => sseClient(client, over));
const driverRuns = Object.entries(RATES).map(async ([name, rate]) => {
  const gapMs = 1000 / (rate * RATE_SCALE);
  while (!over()) {
    const t0 = Date.now();
    await drivers[name as keyof typeof drivers]();
    await sleep(Math.max(0, gapMs - (Date.now() - t0)));
  }
});

const faults: string[] = [];
async function at(fraction: number, what: string, act: () => Promise<void>) {
  await sleep(Math.max(0, began + fraction * SECONDS * 1000 - Date.now()));
  const t0 = Date.now();
  await act();
  faults.push(`${((t0 - began) / 1000).toFixed(0).padStart(4)} s  ${what} (${Date.now() - t0} ms)`);
  say(what);
}
const faultRun = (async () => {
  await at(0.25, 'SIGKILL worker-2, restarted at once', async () => {
    const victim = processes.get('worker-2')!;
    rss.set('worker-2 (killed)', { start: rss.get('worker-2')?.start ?? NaN, end: victim.rssMb() });
    rss.delete('worker-2');
    await victim.kill();
    start('worker-2', 'src/main/worker.ts');
    rss.set('worker-2', { start: NaN, end: NaN });
  });
  await at(0.5, 'Redis restarted empty (SIGTERM, no persistence)', async () => {
    await stopRedis();
    await startRedis();
  });
  await at(0.75, 'every database connection of the service terminated (pg_terminate_backend)', async () => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    const { rows } = await admin.query<{ n: number }>(
      `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    await admin.end();
    faults.push(`        (${rows[0]!.n} connections terminated)`);
  });
})();

// The restarted worker's starting RSS: taken once it has settled in.
void (async () => {
  await sleep(0.25 * SECONDS * 1000 + 15_000);
  if (!rss.has('worker-2')) return;
  const entry = rss.get('worker-2');
  if (entry && Number.isNaN(entry.start)) entry.start = processes.get('worker-2')!.rssMb();
})();

await Promise.all([...driverRuns, faultRun]);
for (const [name, p] of processes) {
  const entry = rss.get(name);
  if (entry) entry.end = p.rssMb();
}
// The replay should play through every fault; one that ended early starved the SSE clients.
const replayEndedEarly = replay.exitCode !== null ? `ended early (exit ${replay.exitCode})` : null;
replay.kill('SIGINT');
for (const abort of sse.aborts) abort.abort();
await Promise.allSettled(sseRuns);
say(`driving done; waiting up to ${DRAIN_SECONDS} s for the accepted work to finish`);

// ---------------------------------------------------------------- drain and count
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
async function jobStates() {
  const { rows } = await db.query<{ id: string; state: string; reply_to: string | null; attempts: number }>(
    'SELECT id, state, reply_to, attempts FROM job WHERE workspace_id = $1',
    [workspace.id],
  );
  return rows;
}
const drainDeadline = Date.now() + DRAIN_SECONDS * 1000;
let jobs = await jobStates();
while (jobs.some((j) => j.state === 'running') && Date.now() < drainDeadline) {
  await sleep(2000);
  jobs = await jobStates();
}
// Replies are delivered after the jobs finish: give the delivery jobs a moment too.
const replyDeadline = Date.now() + 60_000;
const repliesTo = () => {
  const counts = new Map<string, number>();
  const bump = (k: string) => counts.set(k, (counts.get(k) ?? 0) + 1);
  for (const c of slack.callsTo('chat.postMessage'))
    if (c.params.thread_ts) bump(`slack:${String(c.params.thread_ts)}`);
  for (const c of telegram.callsTo('sendMessage')) {
    const replyTo = (c.params.reply_parameters as { message_id?: number } | undefined)?.message_id;
    if (replyTo !== undefined && c.response?.status === 200) bump(`telegram:${replyTo}`);
  }
  for (const c of twilio.calls) if (c.params.To) bump(`whatsapp:${String(c.params.To)}`);
  return counts;
};
let replies = repliesTo();
while (chatSent.some((m) => !replies.has(`${m.platform}:${m.target}`)) && Date.now() < replyDeadline) {
  await sleep(2000);
  replies = repliesTo();
}

const byId = new Map(jobs.map((j) => [j.id, j]));
const chatJobs = jobs.filter((j) => j.reply_to);
const count = (state: string) => jobs.filter((j) => j.state === state).length;
const lostApi = [...acceptedJobs].filter((id) => !byId.has(id) || byId.get(id)!.state === 'running').length;
const lostChat =
  Math.max(0, chatSent.length - chatJobs.length) + chatJobs.filter((j) => j.state === 'running').length;
const duplicates = [...replies.values()].filter((n) => n > 1).length;
const missing = chatSent.filter((m) => !replies.has(`${m.platform}:${m.target}`)).length;
// Each SSE client should have received every entry visible to it between its first and last one,
// through the Redis restart too (the streams read what the bus missed from the store).
let feedMissed = 0;
let feedUnordered = 0;
for (const client of seen) {
  feedUnordered += client.unordered;
  if (client.first === null || client.last === null) continue;
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM feed_entry
     WHERE id > $1 AND id <= $2 AND (workspace_id IS NULL OR workspace_id = $3)`,
    [String(client.first), String(client.last), workspace.id],
  );
  feedMissed += Math.max(0, rows[0]!.n - client.after);
}

// ---------------------------------------------------------------- the table
const elapsed = (Date.now() - began) / 1000;
console.log(`\nbench:soak: ${SECONDS} s of load (${elapsed.toFixed(0)} s with the drain), on this machine\n`);
console.log('faults');
for (const line of faults) console.log(`  ${line}`);
console.log('\njobs (PostgreSQL, after the drain)');
console.log(
  `  accepted   ${jobs.length} (API ${acceptedJobs.size}, chat ${chatJobs.length} of ${chatSent.length} messages acknowledged)`,
);
console.log(`  finished   ${count('done')}`);
console.log(`  failed     ${count('failed')}`);
console.log(`  lost       ${lostApi + lostChat}   (accepted but missing or still running)`);
console.log(
  `  run again  ${jobs.filter((j) => j.attempts > 1).length}   (attempts > 1: retried after a fault; each finished once)`,
);
console.log('\nchat replies');
console.log(`  messages   ${chatSent.length}`);
console.log(`  replied    ${chatSent.length - missing}`);
console.log(`  missing    ${missing}`);
console.log(`  duplicate  ${duplicates}   (threads that got more than one reply)`);
console.log(
  `\nlive feed: ${SSE_CLIENTS} SSE clients, ${sse.connects} connections (reconnects included), ${sse.events} entry events received`,
);
console.log(`  replay     ${replayEndedEarly ?? 'played through every fault'}`);
console.log(
  `  missed     ${feedMissed}   (entries between a client's first and last that it never got)\n  unordered  ${feedUnordered}   (entries that came twice or after a later one)`,
);
console.log(
  `\n${'path'.padEnd(26)}${'requests'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}  answers`,
);
for (const [path, values] of latencies) {
  values.sort((a, b) => a - b);
  const answers = [...outcomes.get(path)!.entries()].map(([k, v]) => `${k}: ${v}`).join(', ');
  console.log(
    `${path.padEnd(26)}${String(values.length).padStart(9)}${percentile(values, 50).toFixed(0).padStart(9)}${percentile(values, 99).toFixed(0).padStart(9)}  ${answers}`,
  );
}
console.log(`\n${'process'.padEnd(20)}${'RSS start MB'.padStart(14)}${'RSS end MB'.padStart(12)}`);
for (const [name, r] of rss)
  console.log(`${name.padEnd(20)}${r.start.toFixed(0).padStart(14)}${r.end.toFixed(0).padStart(12)}`);

await db.end();
await Promise.all([...processes.values()].map((p) => p.stop()));
await stopRedis();
await Promise.all([slack.close(), telegram.close(), twilio.close()]);
page.close();
process.exit(
  lostApi + lostChat + duplicates + missing + feedMissed + feedUnordered > 0 || replayEndedEarly ? 1 : 0,
);
