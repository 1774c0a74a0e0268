/**
 * `npm run bench:profile`: where the API process spends its CPU on the hot path. Starts
 * `npm run start:api`'s command under `node --cpu-prof` against a fresh database, drives one path
 * with autocannon (BENCH_PATH: check, check-sync, link or slack; default check), stops the API with SIGTERM
 * (the profile is written on exit) and prints self time by package and by function, plus the
 * inclusive time of our own hot-path files. The raw profile stays in PROFILE_DIR (default
 * /tmp/gaskiya-profile) for Chrome DevTools or speedscope.
 */
import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { parseEnv } from '../src/config/env.js';
import { createLogger } from '../src/log/logger.js';
import { createContainer } from '../src/main/container.js';
import { handleHelp } from '../src/main/cli.js';
import { prepareBenchDatabase } from './support/bench-db.js';
import { benchWorkspace } from './support/bench-workspace.js';
import { summariseProfile } from './support/cpu-profile.js';
import { untilSettled, untilUp } from './support/processes.js';

handleHelp(
  'Usage: npm run bench:profile\n\nCPU profile of the API process under load on one path.\n' +
    'BENCH_PATH (check | check-sync | link | slack), BENCH_SECONDS (10), BENCH_CONNECTIONS (50), PROFILE_DIR.',
);

const PATH = process.env.BENCH_PATH ?? 'check';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DIR = process.env.PROFILE_DIR ?? '/tmp/gaskiya-profile';
const PORT = 3000 + Math.floor(Math.random() * 1000) + 17000;
const SLACK_SECRET = 'profile-signing-secret';
const TEAM = 'TPROFILE01';

const databaseUrl = prepareBenchDatabase('gaskiya_profile_api');
const prefix = `profile-${Date.now()}`;
const settings = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  QUEUE_PREFIX: prefix,
  RATE_LIMIT_PER_MINUTE: '100000000',
  RATE_LIMIT_PER_MINUTE_PER_WORKSPACE: '100000000',
  // The election data import at start would share the API's CPU with the load being profiled.
  ELECTION_IMPORT_AT_START: 'false',
  FETCH_ALLOW_PRIVATE_NETWORKS: 'true',
  SLACK_SIGNING_SECRET: SLACK_SECRET,
  SLACK_BOT_TOKEN: 'xoxb-profile',
  PORT: String(PORT),
  HOST: '127.0.0.1',
};
const env = parseEnv(settings);
const container = createContainer({ env, log: createLogger('silent') });
await container.ready();
const { key, workspace } = await benchWorkspace(container);
await container.db.chatPlace.create({ data: { workspaceId: workspace.id, platform: 'slack', place: TEAM } });

rmSync(DIR, { recursive: true, force: true });
mkdirSync(DIR, { recursive: true });
const api = spawn(
  process.execPath,
  ['--cpu-prof', `--cpu-prof-dir=${DIR}`, '--import', 'tsx', 'src/main/api.ts'],
  {
    env: settings,
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
const base = `http://127.0.0.1:${PORT}`;
await untilUp(`${base}/healthz`);
await untilSettled(api.pid);

let seq = 0;
function slackRequest() {
  const ts = `${Math.floor(Date.now() / 1000)}.${String(++seq).padStart(6, '0')}`;
  const body = JSON.stringify({
    token: 'x',
    team_id: TEAM,
    api_app_id: 'APROFILE',
    type: 'event_callback',
    event_id: `EvProfile${seq}-${prefix}`,
    event_time: Math.floor(Date.now() / 1000),
    event: {
      type: 'app_mention',
      user: 'UPROF',
      text: '<@UBOT> Kano has 44 LGAs.',
      ts,
      channel: 'CPROF',
      event_ts: ts,
    },
  });
  const stamp = String(Math.floor(Date.now() / 1000));
  const signature = `v0=${createHmac('sha256', SLACK_SECRET).update(`v0:${stamp}:${body}`).digest('hex')}`;
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-slack-request-timestamp': stamp,
      'x-slack-signature': signature,
    },
  };
}

const auth = { 'content-type': 'application/json', authorization: `Bearer ${key}` };
const requests = {
  check: [
    { path: '/v1/check', headers: auth, body: JSON.stringify({ text: 'Kano has 44 LGAs.', async: true }) },
  ],
  // Synchronous: the engine thread, grouping and the job's statements in the API process.
  'check-sync': [{ path: '/v1/check', headers: auth, body: JSON.stringify({ text: 'Kano has 44 LGAs.' }) }],
  link: [{ path: '/v1/link', headers: auth, body: JSON.stringify({ url: `${base}/healthz` }) }],
  slack: [{ path: '/slack/events', setupRequest: (req: object) => ({ ...req, ...slackRequest() }) }],
}[PATH];
if (!requests) throw new Error(`unknown BENCH_PATH ${PATH}`);

// Untimed first, outside the sampled window: the first requests of a fresh process pay for the
// key cache, pool connections and JIT, which a service that has been up a while has behind it.
await autocannon({ url: base, method: 'POST', connections: CONNECTIONS, duration: 3, requests });
const loadStart = Date.now();
const result = await autocannon({
  url: base,
  method: 'POST',
  connections: CONNECTIONS,
  duration: SECONDS,
  requests,
});
const loadEnd = Date.now();
api.kill('SIGTERM');
await new Promise((resolve) => api.once('exit', resolve));
const exited = Date.now();
await container.producer.queue().obliterate({ force: true });
await container.producer.queue('dispatch').obliterate({ force: true });
await container.close();

console.log(
  `\n${PATH}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
    `non-2xx ${result.non2xx}, errors ${result.errors}`,
);
// CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile: thread 0 is the main thread.
const file = readdirSync(DIR).find((f) => /\.\d+\.0\.\d+\.cpuprofile$/.test(f));
if (!file) throw new Error('no profile written');
const window = { fromEndMs: exited - loadStart, toEndMs: exited - loadEnd };
// Beside the profile, for tools that read it again: the loaded window and the requests in it.
writeFileSync(join(DIR, 'window.json'), JSON.stringify({ ...window, requests: result.requests.total }));
const summary = summariseProfile(join(DIR, file), {
  window,
  markers: [
    'src/redis/credential-cache',
    'src/core/auth/authenticate',
    'src/db/repositories/job-store',
    'src/jobs/queue-runtime',
    'node_modules/bullmq',
    'node_modules/pg',
    'node_modules/pino',
    'fastify-type-provider-zod',
    'src/http/webhooks/chat-webhook',
    'src/core/chat/intake-service',
    'src/core/link/link-service',
    'src/http/input-hygiene',
    'src/http/accepted-headers',
  ],
});
const row = (name: string, ms: number) =>
  console.log(
    `${((100 * ms) / summary.totalMs).toFixed(1).padStart(6)} %  ${ms.toFixed(0).padStart(7)} ms  ${name}`,
  );
console.log(`\nprofile ${join(DIR, file)}: ${summary.totalMs.toFixed(0)} ms sampled\n\nself time by place`);
for (const p of summary.places) row(p.name, p.ms);
console.log('\nself time, native frames charged to their JS caller');
for (const p of summary.callers) row(p.name, p.ms);
console.log('\nself time by function');
for (const f of summary.functions) row(f.name, f.ms);
console.log('\ninclusive time under');
for (const i of summary.inclusive) row(i.name, i.ms);
process.exit(0);
