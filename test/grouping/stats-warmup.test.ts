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
/** The first tip's local day (the seed puts it 71 UTC days ago at noon, 13:00 in Lagos). */
const firstTipDay = new Date(Date.now() - 71 * DAY_MS).toISOString().slice(0, 10);
/** Closed days from the first tip's day to the day before yesterday that are not stored. */
const missingDays = async () => {
  const [{ n }] = await db().$queryRaw<[{ n: number }]>`
    SELECT count(*)::int AS n FROM generate_series(${firstTipDay}::date, ${lagosDay(-2)}::date, '1 day') d
    WHERE NOT EXISTS (SELECT 1 FROM stats_rollup WHERE workspace_id = ${ws.workspaceId}::uuid AND tz = ${TZ}
                        AND days = 1 AND first_day = d::date)`;
  return n;
};
const storedBefore = async (day: string) => {
  const [{ n }] = await db().$queryRaw<[{ n: number }]>`
    SELECT count(*)::int AS n FROM stats_rollup WHERE workspace_id = ${ws.workspaceId}::uuid AND tz = ${TZ}
      AND days = 1 AND first_day < ${day}::date`;
  return n;
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

/** Seventy past days of tips (13:00 in Lagos, well inside each day), three groups, their askers. */
async function seed() {
  await db().$executeRaw`
    INSERT INTO claim_group (id, workspace_id, text, english_text, language, created_at)
    SELECT ('30000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, ${ws.workspaceId}::uuid, ${CLAIM} || g,
           ${CLAIM} || g, 'en', date_trunc('day', now()) - interval '71 days' + interval '12 hours'
    FROM generate_series(1, 3) g`;
  await db().$executeRaw`
    INSERT INTO job (id, workspace_id, kind, state, input, result, reply_to, created_at, updated_at, finished_at)
    SELECT ('40000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, ${ws.workspaceId}::uuid,
           CASE WHEN i % 4 = 0 THEN 'link' ELSE 'check' END, 'done', jsonb_build_object('text', ${CLAIM}::text),
           jsonb_build_object('verdict', 'unproven', 'confidence', 'low', 'sources_cited', 0, 'sources', '[]'::jsonb,
             'set_aside', '[]'::jsonb, 'language', 'en', 'claims', '[]'::jsonb),
           'whatsapp:tips:' || i,
           date_trunc('day', now()) - (2 + i % 70) * interval '1 day' + interval '12 hours', now(), now()
    FROM generate_series(1, 210) i`;
  await db().$executeRaw`
    INSERT INTO claim_ask (id, group_id, workspace_id, job_id, claim_id, text, english_text, language, platform,
                           reply_to, similarity, verdict, answered_at, answered_by, created_at)
    SELECT gen_random_uuid(), ('30000000-0000-4000-8000-' || lpad((1 + i % 3)::text, 12, '0'))::uuid,
           ${ws.workspaceId}::uuid, j.id, 'c1', ${CLAIM}, ${CLAIM}, 'en', 'whatsapp', j.reply_to, 1, 'unproven',
           CASE WHEN i % 2 = 0 THEN j.created_at + interval '40 seconds' END,
           CASE WHEN i % 2 = 0 THEN 'automatic' END, j.created_at
    FROM generate_series(1, 210) i
    JOIN job j ON j.id = ('40000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid`;
}

describe('stats.warm job', { timeout: 300_000 }, () => {
  test('stores the closed periods ahead of requests, which then answer as the records say', async () => {
    await seed();
    await warm('stats-warm-test-1');

    // Every day from the first tip's to the day before yesterday (closed whatever the hour; yesterday
    // is closed an hour after midnight), none before, and the whole months in between (70 days
    // always hold one).
    const first = await rollup();
    expect(await missingDays()).toBe(0);
    expect(await storedBefore(firstTipDay)).toBe(0);
    expect(first.days).toBeGreaterThanOrEqual(70);
    expect(first.months).toBeGreaterThanOrEqual(1);
    // A workspace without records is left alone.
    expect((await rollup(quiet.workspaceId)).days).toBe(0);

    // Idempotent: a second run stores nothing (a rewritten period would have a later computed_at).
    await warm('stats-warm-test-2');
    expect(await rollup()).toEqual(first);

    // The default range finds everything closed stored: the request stores nothing. A year
    // stores only the empty days (and the month) before the first tip, which the job leaves.
    const month = await get('/v1/stats');
    expect(await rollup()).toEqual(first);
    const year = await get(YEAR);
    const [{ later }] = await db().$queryRaw<[{ later: number }]>`
      SELECT count(*)::int AS later FROM stats_rollup
      WHERE workspace_id = ${ws.workspaceId}::uuid AND tz = ${TZ} AND computed_at > ${first.last}
        AND first_day >= (SELECT ${firstTipDay}::date)`;
    expect(later).toBe(0);
    const tips = (s: Json) => (s.days as Json[]).reduce((n, d) => n + (d.tips.by_platform.whatsapp ?? 0), 0);
    expect(tips(year)).toBe(210);
    expect(year.top_groups.map((g: Json) => g.askers)).toEqual([70, 70, 70]);

    // And they answer as a cold computation from the records does, with nothing stored.
    await db().$executeRaw`DELETE FROM stats_rollup WHERE workspace_id = ${ws.workspaceId}::uuid`;
    expect(await get(YEAR)).toEqual(year);
    await db().$executeRaw`DELETE FROM stats_rollup WHERE workspace_id = ${ws.workspaceId}::uuid`;
    expect(await get('/v1/stats')).toEqual(month);
  });
});
