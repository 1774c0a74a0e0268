/**
 * `npm run bench:abuse`: what one abusive free account does to everyone else. In one run, on
 * this machine: `/healthz` latency (p50/p99) and a neighbour workspace's check latency (p95)
 * with no attack, then the same while an attacker keeps four 20,000-character adversarial
 * checks running. Engine threads: CHECK_THREADS (default 2); phase length: BENCH_SECONDS (20).
 */
import { parseEnv } from '../src/config/env.js';
import { createLogger } from '../src/log/logger.js';
import { createContainer } from '../src/main/container.js';
import { buildHttpApp } from '../src/main/http-server.js';
import { adversarialText } from './support/adversarial-text.js';
import { fmt, percentile, prepareBenchDatabase } from './support/bench-db.js';
import { benchWorkspace } from './support/bench-workspace.js';

const PHASE_S = Number(process.env.BENCH_SECONDS ?? 20);
const ATTACKERS = 4;
const NEIGHBOUR_TEXT = 'Nigeria has 36 states and 774 local government areas.';

const env = parseEnv({
  ...process.env,
  DATABASE_URL: prepareBenchDatabase('gaskiya_bench_abuse'),
  LOG_LEVEL: 'silent',
  QUEUE_PREFIX: `bench-${Date.now()}`,
  RATE_LIMIT_PER_MINUTE: '100000000',
  RATE_LIMIT_PER_MINUTE_PER_WORKSPACE: '100000000',
});
const container = createContainer({ env, log: createLogger('silent') });
await container.ready();
const app = await buildHttpApp(container);
const address = await app.listen({ host: '127.0.0.1', port: 0 });
const attacker = await benchWorkspace(container);
const neighbour = await benchWorkspace(container);

const check = (key: string, text: string) =>
  fetch(`${address}/v1/check`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ text }),
  }).then(async (res) => {
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`check answered ${res.status}`);
  });

interface Phase {
  name: string;
  healthz: number[];
  neighbour: number[];
  attacks: number;
}

async function phase(name: string, attack: boolean): Promise<Phase> {
  const until = Date.now() + PHASE_S * 1000;
  const result: Phase = { name, healthz: [], neighbour: [], attacks: 0 };
  const timed = async (into: number[], run: () => Promise<unknown>) => {
    const t0 = performance.now();
    await run();
    into.push(performance.now() - t0);
  };
  const loops: Array<Promise<void>> = [
    (async () => {
      while (Date.now() < until) {
        await timed(result.healthz, () => fetch(`${address}/healthz`).then((r) => r.arrayBuffer()));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })(),
    (async () => {
      while (Date.now() < until) await timed(result.neighbour, () => check(neighbour.key, NEIGHBOUR_TEXT));
    })(),
  ];
  if (attack) {
    for (let i = 0; i < ATTACKERS; i++) {
      loops.push(
        (async () => {
          while (Date.now() < until) {
            await check(attacker.key, adversarialText());
            result.attacks += 1;
          }
        })(),
      );
    }
  }
  await Promise.all(loops);
  return result;
}

// Warm both workspaces' path (engine threads load the engine once).
await check(neighbour.key, NEIGHBOUR_TEXT);
await check(attacker.key, NEIGHBOUR_TEXT);
const rows = [await phase('no attack', false), await phase(`${ATTACKERS} adversarial checks running`, true)];

console.log(
  `\nengine threads: ${env.CHECK_THREADS}, check budget ${env.CHECK_BUDGET_MS} ms, ${PHASE_S} s per phase, on this machine\n`,
);
console.log(
  `${'phase'.padEnd(34)}${'healthz n'.padStart(10)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}` +
    `${'nbr checks'.padStart(11)}${'nbr p95 ms'.padStart(11)}${'attacks done'.padStart(13)}`,
);
for (const r of rows) {
  const h = [...r.healthz].sort((a, b) => a - b);
  const n = [...r.neighbour].sort((a, b) => a - b);
  console.log(
    `${r.name.padEnd(34)}${String(h.length).padStart(10)}${fmt(percentile(h, 50))}${fmt(percentile(h, 99))}` +
      `${String(n.length).padStart(11)}${fmt(percentile(n, 95), 0).padStart(11)}${String(r.attacks).padStart(13)}`,
  );
}
await app.close();
await container.close();
process.exit(0);
