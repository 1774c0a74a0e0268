import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { STATS_WARM_JOB } from '../../src/main/modules/grouping.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { until } from './tips.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let ws: Awaited<ReturnType<TestApp['newWorkspace']>>;
let quiet: Awaited<ReturnType<TestApp['newWorkspace']>>;
const DAY_MS = 86_400_000;
const TZ = 'Africa/Lagos'; // the default time zone of GET /v1/stats, the one the warm-up stores
const lagosDay = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(new Date(Date.now() + offset * DAY_MS));
const YEAR = `/v1/stats?from=${lagosDay(-364)}&to=${lagosDay(0)}`;
const CLAIM = 'Fuel will be sold at 200 naira a litre from Monday, the minister said.';

beforeAll(async () => {
  t = await createTestApp();
  await t.startWorker();
  // The run a worker queues for shortly after its start would race this test's own runs.
  for (const job of await t.container.producer.queue().getDelayed())
    if (job.id?.startsWith('stats-warm-start-')) await job.remove();
  ws = await t.newWorkspace('stats-warm');
  quiet = await t.newWorkspace('stats-warm-quiet');
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.container.db;
const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(ws.key) });
  expect(res.statusCode).toBe(200);
  return res.json() as Json;
};
/** The workspace's stored periods in the default zone: how many, and when the last was written. */
const rollup = async (workspaceId = ws.workspaceId) => {
  const [row] = await db().$queryRaw<[{ days: number; months: number; last: Date | null }]>`
    SELECT count(*) FILTER (WHERE days = 1)::int AS days, count(*) FILTER (WHERE days > 1)::int AS months,
           max(computed_at) AS last
    FROM stats_rollup WHERE workspace_id = ${workspaceId}::uuid AND tz = ${TZ}`;
  return row;
};
/** Runs the warm-up job through the queue and waits until the worker has finished it. */
async function warm(jobId: string) {
  await t.container.foundation.enqueue(STATS_WARM_JOB, {}, jobId);
  const queue = t.container.producer.queue();
  const state = await until(async () => {
    const s = await queue.getJobState(jobId);
    return ['waiting', 'active', 'delayed', 'prioritized'].includes(s) ? null : s;
  });
  // Finished jobs are removed; a failed one stays to be seen.
  expect(state).toBe('unknown');
}

/** Forty past days of tips (13:00 in Lagos, well inside each day), three groups, their askers. */
async function seed() {
  await db().$executeRaw`
    INSERT INTO claim_group (id, workspace_id, text, english_text, language, created_at)
    SELECT ('30000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, ${ws.workspaceId}::uuid, ${CLAIM} || g,
           ${CLAIM} || g, 'en', date_trunc('day', now()) - interval '40 days' + interval '12 hours'
    FROM generate_series(1, 3) g`;
  await db().$executeRaw`
    INSERT INTO job (id, workspace_id, kind, state, input, result, reply_to, created_at, updated_at, finished_at)
    SELECT ('40000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, ${ws.workspaceId}::uuid,
           CASE WHEN i % 4 = 0 THEN 'link' ELSE 'check' END, 'done', jsonb_build_object('text', ${CLAIM}::text),
           jsonb_build_object('verdict', 'unproven', 'confidence', 'low', 'sources_cited', 0, 'sources', '[]'::jsonb,
             'set_aside', '[]'::jsonb, 'language', 'en', 'claims', '[]'::jsonb),
           'whatsapp:tips:' || i,
           date_trunc('day', now()) - (2 + i % 40) * interval '1 day' + interval '12 hours', now(), now()
    FROM generate_series(1, 90) i`;
  await db().$executeRaw`
    INSERT INTO claim_ask (id, group_id, workspace_id, job_id, claim_id, text, english_text, language, platform,
                           reply_to, similarity, verdict, answered_at, answered_by, created_at)
    SELECT gen_random_uuid(), ('30000000-0000-4000-8000-' || lpad((1 + i % 3)::text, 12, '0'))::uuid,
           ${ws.workspaceId}::uuid, j.id, 'c1', ${CLAIM}, ${CLAIM}, 'en', 'whatsapp', j.reply_to, 1, 'unproven',
           CASE WHEN i % 2 = 0 THEN j.created_at + interval '40 seconds' END,
           CASE WHEN i % 2 = 0 THEN 'automatic' END, j.created_at
    FROM generate_series(1, 90) i
    JOIN job j ON j.id = ('40000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid`;
}

describe('stats.warm job', { timeout: 300_000 }, () => {
  test('stores the closed periods ahead of requests, which then answer as the records say', async () => {
    await seed();
    await warm('stats-warm-test-1');

    // Every closed day of the longest range (367 days to today; today is open, and yesterday
    // is closed an hour after midnight) and the whole months in it.
    const first = await rollup();
    expect(first.days).toBeGreaterThanOrEqual(365);
    expect(first.days).toBeLessThanOrEqual(366);
    expect(first.months).toBeGreaterThanOrEqual(11);
    // A workspace without records is left alone.
    expect((await rollup(quiet.workspaceId)).days).toBe(0);

    // Idempotent: a second run stores nothing (a rewritten period would have a later computed_at).
    await warm('stats-warm-test-2');
    expect(await rollup()).toEqual(first);

    // The default range and a year find everything closed stored: the requests store nothing.
    const month = await get('/v1/stats');
    const year = await get(YEAR);
    expect(await rollup()).toEqual(first);
    const tips = (s: Json) => (s.days as Json[]).reduce((n, d) => n + (d.tips.by_platform.whatsapp ?? 0), 0);
    expect(tips(year)).toBe(90);
    expect(year.top_groups.map((g: Json) => g.askers)).toEqual([30, 30, 30]);

    // And they answer as a cold computation from the records does, with nothing stored.
    await db().$executeRaw`DELETE FROM stats_rollup WHERE workspace_id = ${ws.workspaceId}::uuid`;
    expect(await get(YEAR)).toEqual(year);
    await db().$executeRaw`DELETE FROM stats_rollup WHERE workspace_id = ${ws.workspaceId}::uuid`;
    expect(await get('/v1/stats')).toEqual(month);
  });
});
