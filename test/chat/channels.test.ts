import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer } from '../support/test-app.js';
import { fixture, startChatHarness, unique, type ChatHarness } from '../support/chat/chat-harness.js';

let h: ChatHarness;
beforeAll(async () => {
  h = await startChatHarness(); // no WhatsApp template configured
});
afterAll(async () => {
  await h?.close();
});

const put = (token: string, payload: object) =>
  h.t.app.inject({ method: 'PUT', url: '/v1/workspace/channels', headers: bearer(token), payload });

describe('PUT/GET /v1/workspace/channels', () => {
  test('the owner links places; GET shows them; absent platforms stay, null unlinks', async () => {
    const ws = await h.t.newWorkspace('links');
    const team = unique.slackTeam();
    const editors = unique.slackChannel();
    const chat = unique.telegramChat();
    const phone = unique.phone();
    await h.allow(ws.workspaceId);
    const res = await put(ws.session, {
      slack: { team_id: team, editors_channel: editors },
      telegram: { chat_ids: [chat, String(chat)], editors_chat: chat - 1 },
      whatsapp: { numbers: [`whatsapp:${phone}`] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      deployment_bots: true,
      slack: { team_id: team, editors_channel: editors, installed: false, team_name: null },
      telegram: { chat_ids: [String(chat)], editors_chat: String(chat - 1), bot: null },
      whatsapp: { numbers: [phone], sender: null },
    });
    expect((await put(ws.session, { telegram: null })).json()).toMatchObject({
      slack: { team_id: team },
      telegram: null,
      whatsapp: { numbers: [phone] },
    });
    const got = await h.t.app.inject({
      method: 'GET',
      url: '/v1/workspace/channels',
      headers: bearer(ws.key),
    });
    expect(got.json()).toEqual({
      ok: true,
      deployment_bots: true,
      slack: { team_id: team, editors_channel: editors, installed: false, team_name: null },
      telegram: null,
      whatsapp: { numbers: [phone], sender: null },
    });
  });

  test('a place another workspace holds is 422 validation_failed and nothing changes', async () => {
    const a = await h.t.newWorkspace('owner-a');
    const b = await h.t.newWorkspace('owner-b');
    const team = unique.slackTeam();
    const phone = unique.phone();
    await h.linkChannels(a.session, { slack: { team_id: team } });
    await h.linkChannels(b.session, { whatsapp: { numbers: [phone] } });
    const res = await put(b.session, { slack: { team_id: team } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      ok: false,
      error: { code: 'validation_failed', details: [{ field: 'slack.team_id' }] },
    });
    const got = await h.t.app.inject({
      method: 'GET',
      url: '/v1/workspace/channels',
      headers: bearer(b.session),
    });
    expect(got.json()).toEqual({
      ok: true,
      deployment_bots: true,
      slack: null,
      telegram: null,
      whatsapp: { numbers: [phone], sender: null },
    });
  });

  test('members may read but not link; bad ids are 422; no token is 401', async () => {
    const ws = await h.t.newWorkspace('member');
    await h.allow(ws.workspaceId);
    const member = await h.t.signIn(`reporter@${ws.domain}`);
    expect((await put(member.token, { slack: { team_id: unique.slackTeam() } })).statusCode).toBe(403);
    expect(
      (await h.t.app.inject({ method: 'GET', url: '/v1/workspace/channels', headers: bearer(member.token) }))
        .statusCode,
    ).toBe(200);
    const bad = await put(ws.session, { slack: { team_id: 'not-a-team' }, whatsapp: { numbers: ['0801'] } });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .error.details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['slack.team_id', 'whatsapp.numbers.0']);
    expect(
      (await h.t.app.inject({ method: 'PUT', url: '/v1/workspace/channels', payload: {} })).statusCode,
    ).toBe(401);
  });

  test("another workspace's job deliveries are 404", async () => {
    const a = await h.t.newWorkspace('deliv-a');
    const b = await h.t.newWorkspace('deliv-b');
    const check = await h.t.app.inject({
      method: 'POST',
      url: '/v1/check',
      headers: bearer(a.key),
      payload: { text: 'Kano has 44 LGAs.', async: true },
    });
    const jobId = check.json().job_id;
    expect(
      (await h.t.app.inject({ method: 'GET', url: `/v1/job/${jobId}/deliveries`, headers: bearer(b.key) }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await h.t.app.inject({ method: 'GET', url: `/v1/job/${jobId}/deliveries`, headers: bearer(a.key) })
      ).json(),
    ).toEqual({ ok: true, job_id: jobId, deliveries: [] });
  });
});

describe('chat intake limits', () => {
  test('a workspace out of quota gets the upgrade note instead of a check', async () => {
    const ws = await h.t.newWorkspace('quota');
    const tipline = unique.phone();
    const user = unique.phone();
    await h.linkChannels(ws.session, { whatsapp: { numbers: [tipline] } });
    // Use up the free month (100 uses) the way the API would count them.
    await h.t.container.db.job.createMany({
      data: Array.from({ length: 100 }, () => ({
        workspaceId: ws.workspaceId,
        kind: 'check',
        state: 'done' as const,
        input: { text: 'x' },
      })),
    });
    const params = {
      ...fixture<Record<string, string>>('twilio-whatsapp-incoming.json'),
      MessageSid: unique.sid(),
      To: `whatsapp:${tipline}`,
      From: `whatsapp:${user}`,
      Body: 'Kano has 44 LGAs.',
    };
    expect((await h.postTwilio('/whatsapp/webhook', params)).statusCode).toBe(200);
    const sent = await h.twilio.waitFor((calls) => calls.find((c) => c.params.To === `whatsapp:${user}`));
    expect(String(sent.params.Body).toLowerCase()).toMatch(/upgrade|premium|limit/);
    expect(await h.t.container.db.job.count({ where: { workspaceId: ws.workspaceId } })).toBe(100);
  });

  test('past the 24-hour window with no template, the reply is recorded undeliverable on the job', async () => {
    const ws = await h.t.newWorkspace('wa-nowindow');
    const tipline = unique.phone();
    const user = unique.phone();
    await h.linkChannels(ws.session, { whatsapp: { numbers: [tipline] } });
    const worker = h.t.worker!;
    await worker.worker.pause();
    try {
      const params = {
        ...fixture<Record<string, string>>('twilio-whatsapp-incoming.json'),
        MessageSid: unique.sid(),
        To: `whatsapp:${tipline}`,
        From: `whatsapp:${user}`,
        Body: 'Lagos has 20 LGAs.',
      };
      await h.postTwilio('/whatsapp/webhook', params);
      await h.t.container.db.chatConversation.update({
        where: { platform_channel: { platform: 'whatsapp', channel: `${tipline}/${user}` } },
        data: { lastInboundAt: new Date(Date.now() - 25 * 60 * 60 * 1000) },
      });
    } finally {
      worker.worker.resume();
    }
    const [job] = await h.jobsOf(ws.workspaceId);
    let deliveries: Array<Record<string, unknown>> = [];
    for (let i = 0; i < 200 && deliveries[0]?.state !== 'undeliverable'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      deliveries = (
        await h.t.app.inject({ method: 'GET', url: `/v1/job/${job!.id}/deliveries`, headers: bearer(ws.key) })
      ).json().deliveries;
    }
    expect(deliveries[0]).toMatchObject({
      kind: 'result',
      state: 'undeliverable',
      reason: 'outside_24h_window',
    });
    // The job record itself shows the reply that could not go out.
    const record = await h.t.app.inject({
      method: 'GET',
      url: `/v1/job/${job!.id}`,
      headers: bearer(ws.key),
    });
    expect(record.json()).toMatchObject({
      state: 'done',
      deliveries: [{ kind: 'result', state: 'undeliverable', reason: 'outside_24h_window' }],
    });
    expect(h.twilio.calls.filter((c) => c.params.To === `whatsapp:${user}`)).toHaveLength(0);
  });
});
