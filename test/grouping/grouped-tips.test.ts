import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GROUP_ANSWER } from '../../src/main/modules/grouping.js';
import { startChatHarness, type ChatHarness } from '../support/chat/chat-harness.js';
import { bearer } from '../support/test-app.js';
import { OTHER_FIGURE, OTHER_FIGURE_TWIN, RUMOUR } from './rumour.js';
import { linkTipLines, sendTip, sleep, until, type Platform, type TipLines } from './tips.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let h: ChatHarness;
let ws: Awaited<ReturnType<ChatHarness['t']['newWorkspace']>>;
let lines: TipLines;
const PLATFORMS: Platform[] = ['slack', 'telegram', 'whatsapp'];

beforeAll(async () => {
  h = await startChatHarness();
  ws = await h.t.newWorkspace('grouping');
  lines = await linkTipLines(h, ws.session);
});
afterAll(async () => {
  await h?.close();
});

const db = () => h.t.container.db;
const review = async () =>
  (await h.t.app.inject({ method: 'GET', url: '/v1/review', headers: bearer(ws.key) })).json()
    .items as Json[];
const deliveries = (prefix: string) =>
  db().chatDelivery.findMany({ where: { workspaceId: ws.workspaceId, dedupeKey: { startsWith: prefix } } });
const doneJobs = async () =>
  db().job.findMany({
    where: { workspaceId: ws.workspaceId, state: { not: 'running' } },
    orderBy: { createdAt: 'asc' },
  });

// Twenty checks through the in-process engine: slow on a shared machine.
describe('grouped tips', { timeout: 600_000 }, () => {
  let itemId = '';

  test('20 rewordings from three platforms make one review item with 20 askers', async () => {
    // All at once: the workspace's grouping lock must keep concurrent paraphrases in one group.
    await Promise.all(RUMOUR.map((text, i) => sendTip(h, lines, PLATFORMS[i % 3]!, text)));
    await until(async () => (await doneJobs()).length >= 20);
    const groups = await db().claimGroup.findMany({ where: { workspaceId: ws.workspaceId } });
    expect(groups).toHaveLength(1);
    const items = await review();
    expect(items).toHaveLength(1);
    const [item] = items as [Json];
    expect(item.askers).toBe(20);
    expect([...item.platforms].sort()).toEqual(['slack', 'telegram', 'whatsapp']);
    expect(item.sample_texts.length).toBeGreaterThan(1);
    expect(Date.parse(item.first_asked_at)).toBeLessThanOrEqual(Date.parse(item.last_asked_at));
    expect(item.group_id).toBe(groups[0]!.id);
    itemId = item.id;
  });

  test('one decision answers all 20 once each, a retried delivery and a rerun fan-out answer nobody twice', async () => {
    // The next Telegram send fails once: its delivery is retried, and still sent once.
    h.telegram.failNext('sendMessage', {
      status: 500,
      body: { ok: false, error_code: 500, description: 'boom' },
    });
    const res = await h.t.app.inject({
      method: 'POST',
      url: `/v1/review/${itemId}/decision`,
      headers: bearer(ws.key),
      payload: { verdict: 'verified_false', note: 'INEC says the Kano election holds as planned.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('decided');
    const sent = await until(async () => {
      const list = await deliveries('verdict:');
      return list.length === 20 && list.every((d) => d.state === 'sent') ? list : null;
    });
    const jobs = await doneJobs();
    expect(new Set(sent.map((d) => d.jobId))).toEqual(new Set(jobs.map((j) => j.id)));
    // Every asker's job now carries the decision.
    for (const job of jobs) {
      const claims = (job.result as Json).claims as Json[];
      expect(claims[0]!.review).toMatchObject({ status: 'decided', verdict: 'verified_false' });
    }
    // Run the fan-out again, as a retry or the sweeper would: nothing new is owed.
    const group = await db().claimGroup.findFirstOrThrow({ where: { workspaceId: ws.workspaceId } });
    await h.t.container.foundation.enqueue(GROUP_ANSWER, { groupId: group.id, seq: 1 }, `again-${group.id}`);
    await until(
      async () => (await db().groupDecision.findFirst({ where: { groupId: group.id, seq: 1 } }))?.answeredAt,
    );
    await sleep(500);
    expect(await deliveries('verdict:')).toHaveLength(20);
    const whatsappVerdicts = h.twilio.calls.filter((c) =>
      String(c.params.Body ?? '').includes("Editor's verdict"),
    );
    expect(whatsappVerdicts.length).toBe(jobs.filter((j) => j.replyTo?.startsWith('whatsapp')).length);
  });

  test('a 21st tip is answered at once with the newsroom verdict, and counts as an asker', async () => {
    const user = await sendTip(
      h,
      lines,
      'whatsapp',
      'INEC has postponed the Kano State governorship election to next Saturday!',
    );
    const reply = await h.twilio.waitFor(
      (calls) => calls.find((c) => c.params.To === `whatsapp:${user}`),
      120_000,
    );
    expect(String(reply.params.Body)).toContain('False');
    const job = (await doneJobs()).at(-1)!;
    const claim = ((job.result as Json).claims as Json[])[0]!;
    expect(claim).toMatchObject({ verdict: 'verified_false', confidence: 'high' });
    expect(claim.review).toMatchObject({ status: 'decided', verdict: 'verified_false' });
    expect(claim.write_up).toContain('INEC says the Kano election holds as planned.');
    expect(claim.review.decided_at).toBeTruthy();
    expect(await db().claimAsk.count({ where: { workspaceId: ws.workspaceId } })).toBe(21);
    // It was answered by its own result: no editor's verdict is owed to it.
    expect(await deliveries(`verdict:${job.id}`)).toHaveLength(0);
  });

  test('a correction reaches all 21, marked as a correction, and is logged', async () => {
    const res = await h.t.app.inject({
      method: 'POST',
      url: `/v1/review/${itemId}/decision`,
      headers: bearer(ws.key),
      payload: { verdict: 'misleading' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('corrected');
    const sent = await until(async () => {
      const list = await deliveries('correction:');
      return list.length === 21 && list.every((d) => d.state === 'sent') ? list : null;
    });
    expect(JSON.stringify(sent[0]!.message)).toContain('Correction');
    const logged = await db().activity.findMany({
      where: { workspaceId: ws.workspaceId, action: 'review.corrected' },
    });
    expect(logged).toHaveLength(1);
  });

  test('a different figure starts a new group', async () => {
    const check = async (text: string) =>
      (
        await h.t.app.inject({ method: 'POST', url: '/v1/check', headers: bearer(ws.key), payload: { text } })
      ).json();
    const a = await check(OTHER_FIGURE);
    const b = await check(OTHER_FIGURE_TWIN);
    const asks = await db().claimAsk.findMany({ where: { jobId: { in: [a.job_id, b.job_id] } } });
    expect(asks).toHaveLength(2);
    expect(asks[0]!.groupId).not.toBe(asks[1]!.groupId);
    // The same claim again (reworded) joins the first.
    const c = await check('After four new states were created, Nigeria now has 40 states.');
    const again = await db().claimAsk.findFirstOrThrow({ where: { jobId: c.job_id } });
    expect(again.groupId).toBe(asks.find((x) => x.jobId === a.job_id)!.groupId);
  });

  test('statistics equal what the test sent', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const res = await h.t.app.inject({
      method: 'GET',
      url: `/v1/stats?from=${day(-1)}&to=${day(1)}&tz=UTC`,
      headers: bearer(ws.key),
    });
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    expect(stats.days).toHaveLength(3);
    const sum = (pick: (d: Json) => Record<string, number>) => {
      const total: Record<string, number> = {};
      for (const d of stats.days as Json[])
        for (const [k, n] of Object.entries(pick(d))) total[k] = (total[k] ?? 0) + n;
      return total;
    };
    // 20 rewordings (7 Slack, 7 Telegram, 6 WhatsApp), the 21st on WhatsApp, 3 API checks.
    expect(sum((d) => d.tips.by_platform)).toEqual({ slack: 7, telegram: 7, whatsapp: 7, api: 3 });
    expect(sum((d) => d.checks.by_tool)).toEqual({ check: 24 });
    const languages = sum((d) => d.tips.by_language);
    expect(languages.pcm).toBe(2);
    expect(Object.values(languages).reduce((a, b) => a + b, 0)).toBe(24);
    const verdicts = sum((d) => d.verdicts);
    expect(verdicts.misleading).toBeGreaterThanOrEqual(21); // the corrected verdict of the group
    expect(Object.values(verdicts).reduce((a, b) => a + b, 0)).toBe(24);
    expect(sum((d) => ({ new: d.groups.new, askers: d.groups.askers }))).toEqual({ new: 3, askers: 24 });
    const editor = (stats.days as Json[]).reduce((n, d) => n + d.time_to_answer.editor.count, 0);
    expect(editor).toBe(20);
    const answered = (stats.days as Json[]).find((d) => d.time_to_answer.editor.count > 0)!;
    expect(answered.time_to_answer.editor.median_s).toBeGreaterThan(0);
    expect(answered.time_to_answer.editor.p90_s).toBeGreaterThanOrEqual(
      answered.time_to_answer.editor.median_s,
    );
    expect(stats.top_groups[0]).toMatchObject({ askers: 21, status: 'decided', verdict: 'misleading' });
    const bad = await h.t.app.inject({
      method: 'GET',
      url: '/v1/stats?tz=Mars/Olympus',
      headers: bearer(ws.key),
    });
    expect(bad.statusCode).toBe(422);
  });
});
