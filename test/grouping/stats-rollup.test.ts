import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { until } from './tips.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let ws: Awaited<ReturnType<TestApp['newWorkspace']>>;
const DAY_MS = 86_400_000;
const isoDay = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
// 62 days always hold a whole calendar month: both kinds of stored period are read.
const RANGE = `/v1/stats?from=${isoDay(-61)}&to=${isoDay(0)}&tz=UTC`;
const CLAIM = 'The Lagos-Ibadan expressway will be closed for a month from Monday.';

beforeAll(async () => {
  t = await createTestApp();
  await t.startWorker();
  ws = await t.newWorkspace('stats-rollup');
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.container.db;
const stats = async () => {
  const res = await t.app.inject({ method: 'GET', url: RANGE, headers: bearer(ws.key) });
  expect(res.statusCode).toBe(200);
  return res.json() as Json;
};
const day = (s: Json, offset: number) => (s.days as Json[]).find((d) => d.date === isoDay(offset))!;
const stored = async () =>
  db().$queryRaw<Array<{ first: string; days: number }>>`
    SELECT to_char(first_day, 'YYYY-MM-DD') AS first, days FROM stats_rollup
    WHERE workspace_id = ${ws.workspaceId}::uuid AND tz = 'UTC'`;
/** What the records say, with nothing stored: the rollup must always agree with it. */
const fromRecords = async () => {
  await db().$executeRaw`DELETE FROM stats_rollup WHERE workspace_id = ${ws.workspaceId}::uuid`;
  return stats();
};

/** Forty days of tips (noon UTC, so each lies well inside its day): jobs, three groups, askers. */
async function seed() {
  await db().$executeRaw`
    INSERT INTO claim_group (id, workspace_id, text, english_text, language, created_at)
    SELECT ('00000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, ${ws.workspaceId}::uuid, ${CLAIM} || g,
           ${CLAIM} || g, 'en', date_trunc('day', now()) - interval '40 days' + interval '12 hours'
    FROM generate_series(1, 3) g`;
  await db().$executeRaw`
    INSERT INTO job (id, workspace_id, kind, state, input, result, reply_to, created_at, updated_at, finished_at)
    SELECT ('10000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, ${ws.workspaceId}::uuid, 'check', 'done',
           jsonb_build_object('text', ${CLAIM}::text),
           jsonb_build_object('verdict', 'unproven', 'confidence', 'low', 'sources_cited', 0, 'sources', '[]'::jsonb,
             'set_aside', '[]'::jsonb, 'language', 'en', 'claims', jsonb_build_array(jsonb_build_object(
               'id', 'c1', 'text', ${CLAIM}::text, 'span', jsonb_build_object('start', 0, 'end', 10),
               'verdict', 'unproven', 'confidence', 'low', 'sources_cited', 0, 'sources', '[]'::jsonb,
               'write_up', '', 'review', jsonb_build_object('status', 'pending')))),
           'telegram:-100' || i || ':' || i,
           date_trunc('day', now()) - (1 + i % 40) * interval '1 day' + interval '12 hours', now(), now()
    FROM generate_series(1, 120) i`;
  await db().$executeRaw`
    INSERT INTO claim_ask (id, group_id, workspace_id, job_id, claim_id, text, english_text, language, platform,
                           reply_to, similarity, verdict, answered_at, answered_by, created_at)
    SELECT gen_random_uuid(), ('00000000-0000-4000-8000-' || lpad((1 + i % 3)::text, 12, '0'))::uuid,
           ${ws.workspaceId}::uuid, j.id, 'c1', ${CLAIM}, ${CLAIM}, 'en', 'telegram', j.reply_to, 1, 'unproven',
           CASE WHEN i % 3 = 2 THEN j.created_at + interval '30 seconds' END,
           CASE WHEN i % 3 = 2 THEN 'automatic' END, j.created_at
    FROM generate_series(1, 120) i
    JOIN job j ON j.id = ('10000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid`;
}

describe('GET /v1/stats rollup', { timeout: 300_000 }, () => {
  test('closed days and months are stored, and what is read from them equals the records', async () => {
    await seed();
    const first = await stats();
    const rows = await stored();
    // Every closed day of the range (today is still open) and at least one whole month.
    // (Yesterday is closed an hour after midnight UTC.)
    expect(rows.filter((r) => r.days === 1).length).toBeGreaterThanOrEqual(60);
    expect(rows.some((r) => r.days >= 28)).toBe(true);
    expect(rows.some((r) => r.first === isoDay(0))).toBe(false);
    const again = await stats();
    expect(again).toEqual(first);
    expect(await fromRecords()).toEqual(first);
    // A day stored in an older shape of the answer is computed again, not answered as it was.
    await db().$executeRaw`
      UPDATE stats_rollup SET stats = jsonb_build_object('shape', 0, 'date', ${isoDay(-5)}::text)
      WHERE workspace_id = ${ws.workspaceId}::uuid AND days = 1 AND first_day = ${isoDay(-5)}::date`;
    expect(await stats()).toEqual(first);
    const total = (first.days as Json[]).reduce((n, d) => n + (d.tips.by_platform.telegram ?? 0), 0);
    expect(total).toBe(120);
    expect(first.top_groups.map((g: Json) => g.askers)).toEqual([40, 40, 40]);
  });

  test('a late tip, a decision long after the day closed, a split and a deleted job all count on the next read', async () => {
    const before = await stats();
    await stats(); // everything closed is stored again
    const storedBefore = await stored();

    // A check that ends after its day closed writes its asker with the tip's arrival time.
    const lateJob = '20000000-0000-4000-8000-000000000001';
    await db().$executeRaw`
      INSERT INTO job (id, workspace_id, kind, state, input, reply_to, created_at, updated_at)
      VALUES (${lateJob}::uuid, ${ws.workspaceId}::uuid, 'link', 'done', '{}'::jsonb, 'whatsapp:a:late',
              date_trunc('day', now()) - interval '3 days' + interval '23 hours', now())`;
    await db().$executeRaw`
      INSERT INTO claim_ask (id, group_id, workspace_id, job_id, claim_id, text, english_text, language, platform,
                             reply_to, similarity, verdict, created_at)
      VALUES (gen_random_uuid(), '00000000-0000-4000-8000-000000000003'::uuid, ${ws.workspaceId}::uuid,
              ${lateJob}::uuid, 'c1', ${CLAIM}, ${CLAIM}, 'ha', 'whatsapp', 'whatsapp:a:late', 1, 'unproven',
              date_trunc('day', now()) - interval '3 days' + interval '23 hours')`;
    // Only the periods the records fall in are forgotten.
    const afterLate = await stored();
    expect(afterLate.find((r) => r.first === isoDay(-3) && r.days === 1)).toBeUndefined();
    expect(afterLate.find((r) => r.first === isoDay(-4) && r.days === 1)).toBeDefined();
    expect(afterLate.length).toBeLessThan(storedBefore.length);

    // An editor decides group 1 through the API: its askers of weeks ago take the verdict now.
    const group1 = '00000000-0000-4000-8000-000000000001';
    const askers = await db().claimAsk.findMany({
      where: { groupId: group1 },
      orderBy: { createdAt: 'asc' },
    });
    const item = await db().reviewItem.create({
      data: {
        workspaceId: ws.workspaceId,
        jobId: askers[0]!.jobId,
        claimId: 'c1',
        claimText: CLAIM,
        engineVerdict: 'unproven',
        confidence: 'low',
      },
    });
    await db().claimGroup.update({ where: { id: group1 }, data: { reviewItemId: item.id } });
    const decided = await t.app.inject({
      method: 'POST',
      url: `/v1/review/${item.id}/decision`,
      headers: bearer(ws.key),
      payload: { verdict: 'verified_false' },
    });
    expect(decided.statusCode).toBe(200);
    await until(
      async () => (await db().groupDecision.findFirst({ where: { groupId: group1, seq: 1 } }))?.answeredAt,
    );

    // An asker of group 2 split off into a group of its own (the editor's split).
    const group2Asker = await db().claimAsk.findFirstOrThrow({
      where: { groupId: '00000000-0000-4000-8000-000000000002' },
      orderBy: { createdAt: 'asc' },
    });
    const own = await db().claimGroup.create({
      data: { workspaceId: ws.workspaceId, text: 'split', englishText: 'split', language: 'en' },
    });
    await db().claimAsk.update({ where: { id: group2Asker.id }, data: { groupId: own.id } });

    // A job removed (a purge, a deleted workspace's cascade).
    const gone = await db().job.findFirstOrThrow({
      where: {
        workspaceId: ws.workspaceId,
        id: { notIn: [lateJob, group2Asker.jobId] },
        createdAt: { lt: new Date(Date.now() - 10 * DAY_MS) },
      },
      orderBy: { createdAt: 'asc' },
    });
    await db().claimAsk.deleteMany({ where: { jobId: gone.id } });
    await db().job.delete({ where: { id: gone.id } });

    const after = await stats();
    // The late tip: one more WhatsApp tip and link job three days ago, in Hausa.
    expect(day(after, -3).tips.by_platform.whatsapp ?? 0).toBe(
      (day(before, -3).tips.by_platform.whatsapp ?? 0) + 1,
    );
    expect(day(after, -3).checks.by_tool.link).toBe(1);
    expect(day(after, -3).tips.by_language.ha).toBe(1);
    // The decision: group 1's askers, answered weeks after their days closed, by an editor.
    const sum = (s: Json, pick: (d: Json) => number) => (s.days as Json[]).reduce((n, d) => n + pick(d), 0);
    const editorAnswered = askers.filter((a) => a.answeredAt === null && a.jobId !== gone.id).length;
    expect(editorAnswered).toBeGreaterThan(0);
    expect(sum(after, (d) => d.time_to_answer.editor.count)).toBe(editorAnswered);
    expect(sum(after, (d) => d.verdicts.verified_false ?? 0)).toBe(
      askers.filter((a) => a.jobId !== gone.id).length,
    );
    // The deleted job's day lost a tip.
    const goneOffset = -Math.round(
      (Date.parse(isoDay(0)) - Date.parse(gone.createdAt.toISOString().slice(0, 10))) / DAY_MS,
    );
    expect(day(after, goneOffset).tips.by_platform.telegram).toBe(
      day(before, goneOffset).tips.by_platform.telegram - 1,
    );
    // Top groups: the split asker left group 2 for a group of its own, the late tip joined group 3.
    const counted = await db().$queryRaw<Array<{ group_id: string; n: number }>>`
      SELECT group_id::text, count(*)::int AS n FROM claim_ask
      WHERE workspace_id = ${ws.workspaceId}::uuid AND NOT suggested GROUP BY 1`;
    const top = new Map((after.top_groups as Json[]).map((g) => [g.group_id, g.askers]));
    expect(top).toEqual(new Map(counted.map((g) => [g.group_id, g.n])));
    expect(top.get(own.id)).toBe(1);
    // And all of it is what the records say with nothing stored.
    expect(await fromRecords()).toEqual(after);
  });
});
