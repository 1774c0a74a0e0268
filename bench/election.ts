/**
 * `npm run bench:election`: import time of the full register (../shared/data/election, or the
 * folder given as ELECTION_DATA_DIR), then p50/p95 latency of GET /v1/units?q= (names,
 * misspellings, partial words, codes) and GET /v1/elections by state and by LGA, over HTTP on
 * this machine, one request at a time. Targets: units p95 < 10 ms, breakdowns < 20 ms.
 */
import { parseEnv } from '../src/config/env.js';
import { importElectionData } from '../src/core/election/importer.js';
import { openRegisterWriter } from '../src/db/election/register-writer.js';
import { registerFilesIn } from '../src/files/register-files.js';
import { SHIPPED_ELECTION_DATA } from '../src/files/shipped-data.js';
import { createLogger } from '../src/log/logger.js';
import { createContainer } from '../src/main/container.js';
import { buildHttpApp } from '../src/main/http-server.js';
import { fmt, percentile, prepareBenchDatabase } from './support/bench-db.js';
import { benchWorkspace } from './support/bench-workspace.js';
import { handleHelp } from '../src/main/cli.js';

handleHelp(
  'Usage: npm run bench:election\n\nImport time of the full election register (data/election or ELECTION_DATA_DIR) and the latency of\nGET /v1/units and GET /v1/elections. BENCH_ROUNDS tunes it.',
);

const DATA_DIR = process.env.ELECTION_DATA_DIR ?? SHIPPED_ELECTION_DATA;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);

const UNIT_QUERIES = [
  'primary school',
  'tudun wada',
  'ikoyi',
  'isale eko',
  'st mary church',
  'town hall',
  'market square',
  'raiway quaters',
  'pimary shcool',
  'tudunwada',
  'kofar mata',
  'central mosque',
  'quart',
  'sch',
  'nkpor',
  'iju station',
  'ungwan',
  'ogbomoso',
  'yaba',
  'gwarimpa',
  '24-10-05-011',
  '24/10/05/011',
  '01-01-01',
  '37-04',
  '19',
  '12-09-11-02',
];

const env = parseEnv({
  ...process.env,
  DATABASE_URL: prepareBenchDatabase('gaskiya_bench_election'),
  LOG_LEVEL: 'silent',
  QUEUE_PREFIX: `bench-${Date.now()}`,
  RATE_LIMIT_PER_MINUTE: '100000000',
  RATE_LIMIT_PER_MINUTE_PER_WORKSPACE: '100000000',
});
const container = createContainer({ env, log: createLogger('silent') });
await container.ready();

const writer = openRegisterWriter(env.DATABASE_URL);
const started = performance.now();
const report = await importElectionData({ files: registerFilesIn(DATA_DIR), writer });
const importSeconds = (performance.now() - started) / 1000;
const reimportStarted = performance.now();
await importElectionData({ files: registerFilesIn(DATA_DIR), writer });
const reimportSeconds = (performance.now() - reimportStarted) / 1000;

await writer.close();
const app = await buildHttpApp(container);
const address = await app.listen({ host: '127.0.0.1', port: 0 });
const { key } = await benchWorkspace(container, { plan: 'free' });

async function time(urls: string[]): Promise<{ p50: number; p95: number; max: number; n: number }> {
  const latencies: number[] = [];
  for (const url of urls) {
    const t0 = performance.now();
    const res = await fetch(`${address}${url}`, { headers: { authorization: `Bearer ${key}` } });
    await res.arrayBuffer();
    latencies.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  }
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    max: latencies[latencies.length - 1]!,
    n: latencies.length,
  };
}

const repeat = <T>(items: T[]) => Array.from({ length: ROUNDS }, () => items).flat();
const states = await container.db.electionState.findMany({ select: { code: true, name: true } });
const lgas = await container.db.electionLga.findMany({ select: { code: true } });
const sampleLgas = lgas.filter((_, i) => i % 8 === 0).map((l) => l.code);

// Warm-up: the first search builds the in-memory index (reported on its own).
const warm = performance.now();
await time(['/v1/units?q=warm%20up']);
const indexBuild = performance.now() - warm;
// The first as_of question loads the election's upload times (sorted in memory) once.
const warmCurve = performance.now();
await time(['/v1/elections?election=1292&as_of=2023-02-26T00:00:00Z']);
const curveBuild = performance.now() - warmCurve;
const many = (url: string) => Array.from({ length: ROUNDS * 10 }, () => url);

const rows: Array<[string, Awaited<ReturnType<typeof time>>]> = [
  [
    'reference: GET /v1/parties (auth, rate limit, 1 query)',
    await time(repeat(Array.from({ length: 20 }, () => '/v1/parties'))),
  ],
  [
    'GET /v1/units?q= (mixed names, misspellings, codes)',
    await time(repeat(UNIT_QUERIES.map((q) => `/v1/units?q=${encodeURIComponent(q)}`))),
  ],
  ['GET /v1/elections (national, by state, all 34)', await time(many('/v1/elections'))],
  ['GET /v1/elections?election=1292 (by state)', await time(many('/v1/elections?election=1292'))],
  [
    'GET /v1/elections?state= (by LGA)',
    await time(repeat(states.map((s) => `/v1/elections?state=${encodeURIComponent(s.name.toLowerCase())}`))),
  ],
  ['GET /v1/elections?lga= (by ward)', await time(repeat(sampleLgas.map((l) => `/v1/elections?lga=${l}`)))],
  [
    'GET /v1/elections?election=1292&as_of= (by state)',
    await time(many('/v1/elections?election=1292&as_of=2023-02-26T12:00:00Z')),
  ],
  [
    'GET /v1/elections?state=&as_of= (by LGA)',
    await time(
      repeat(states.map((s) => `/v1/elections?election=1292&state=${s.code}&as_of=2023-02-26T12:00:00Z`)),
    ),
  ],
];

const units = report.files.find((f) => f.file.startsWith('irev2023_presidential_polling_units'));
console.log(`\nfull register: ${units?.read ?? 0} polling units, ${report.rejected.length} rows rejected`);
console.log(
  `import into an empty database: ${importSeconds.toFixed(1)} s; re-import (nothing changed): ${reimportSeconds.toFixed(1)} s`,
);
console.log(`unit search index build (first search): ${indexBuild.toFixed(0)} ms`);
console.log(`upload curve load (first as_of): ${curveBuild.toFixed(0)} ms\n`);
console.log(
  `${'request (one at a time, over HTTP)'.padEnd(52)}${'n'.padStart(6)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'max ms'.padStart(9)}`,
);
for (const [name, r] of rows)
  console.log(`${name.padEnd(52)}${String(r.n).padStart(6)}${fmt(r.p50)}${fmt(r.p95)}${fmt(r.max)}`);
await app.close();
await container.close();
process.exit(0);
