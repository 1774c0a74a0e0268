/**
 * `npm run bench:groups`: only the claim-group section of bench:api (time to answer 1,000 askers of
 * one group after one decision, GET /v1/stats over 1,000,000 jobs), for work on those two paths
 * without the minutes of HTTP load before them. BENCH_GROUPS_ONLY=answer|stats runs one of the two.
 */
import { handleHelp } from '../src/main/cli.js';
import { printGroupBenches } from './support/group-bench.js';

handleHelp(
  'Usage: npm run bench:groups\n\nThe claim-group section of bench:api alone: the time to answer 1,000 askers of one group after\n' +
    'one decision, and GET /v1/stats p50/p95 over 1,000,000 jobs (30 days and a year). BENCH_GROUP_ASKERS,\n' +
    'BENCH_STATS_JOBS and BENCH_GROUPS_ONLY (answer | stats) tune it.',
);

await printGroupBenches();
process.exit(0);
