import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer } from '../support/test-app.js';
import { fixture, startChatHarness, unique, type ChatHarness } from '../support/chat/chat-harness.js';

let h: ChatHarness;
beforeAll(async () => {
  h = await startChatHarness({ env: { TWILIO_WHATSAPP_TEMPLATE_SID: 'HX0123456789abcdef0123456789abcdef' } });
});
afterAll(async () => {
  await h?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function incoming(tipline: string, user: string, body: string): Record<string, string> {
  const params = fixture<Record<string, string>>('twilio-whatsapp-incoming.json');
  const sid = unique.sid();
  return {
    ...params,
    MessageSid: sid,
    SmsSid: sid,
    SmsMessageSid: sid,
    To: `whatsapp:${tipline}`,
    From: `whatsapp:${user}`,
    WaId: user.slice(1),
    Body: body,
  };
}

async function deliveriesOf(key: string, jobId: string) {
  return (
    await h.t.app.inject({ method: 'GET', url: `/v1/job/${jobId}/deliveries`, headers: bearer(key) })
  ).json().deliveries as Array<Record<string, unknown>>;
}

describe('WhatsApp (Twilio)', () => {
  test('a signed message becomes one job and a reply in the same conversation quoting the claim; a retry creates nothing', async () => {
    const ws = await h.t.newWorkspace('wa');
    const tipline = unique.phone();
    const user = unique.phone();
    await h.linkChannels(ws.session, { whatsapp: { numbers: [tipline] } });

    const params = incoming(tipline, user, 'INEC registered 93 million voters for the 2023 election.');
    const res = await h.postTwilio('/whatsapp/webhook', params);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/xml');

    const sent = await h.twilio.waitFor((calls) => calls.find((c) => c.params.To === `whatsapp:${user}`));
    expect(sent.params.From).toBe(`whatsapp:${tipline}`);
    expect(String(sent.params.Body)).toContain('> INEC registered 93 million voters');
    expect(String(sent.params.Body).length).toBeLessThanOrEqual(1600);
    expect(sent.params.StatusCallback).toBe('https://gaskiya.example.org/whatsapp/status');

    expect((await h.postTwilio('/whatsapp/webhook', params)).statusCode).toBe(200); // Twilio retries
    await sleep(400);
    expect(await h.jobsOf(ws.workspaceId)).toHaveLength(1);
    expect(h.twilio.calls.filter((c) => c.params.To === `whatsapp:${user}`)).toHaveLength(1);

    // Twilio's status callback is recorded on the delivery.
    const [job] = await h.jobsOf(ws.workspaceId);
    const sid = (sent.response?.body as { sid: string }).sid;
    const status = {
      ...fixture<Record<string, string>>('twilio-status-callback.json'),
      MessageSid: sid,
      SmsSid: sid,
      MessageStatus: 'delivered',
    };
    expect((await h.postTwilio('/whatsapp/status', status)).statusCode).toBe(200);
    expect((await deliveriesOf(ws.key, job!.id))[0]).toMatchObject({
      state: 'sent',
      platform_status: 'delivered',
    });

    const failedStatus = { ...status, MessageStatus: 'undelivered', ErrorCode: '63016' };
    await h.postTwilio('/whatsapp/status', failedStatus);
    expect((await deliveriesOf(ws.key, job!.id))[0]).toMatchObject({
      state: 'undeliverable',
      reason: 'outside_24h_window',
      platform_status: 'undelivered',
    });
  });

  test('a bad X-Twilio-Signature is 401 and creates nothing', async () => {
    const ws = await h.t.newWorkspace('wa-forged');
    const tipline = unique.phone();
    await h.linkChannels(ws.session, { whatsapp: { numbers: [tipline] } });
    const res = await h.postTwilio(
      '/whatsapp/webhook',
      incoming(tipline, unique.phone(), 'Forged.'),
      'wrong-token',
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    await sleep(200);
    expect(await h.jobsOf(ws.workspaceId)).toHaveLength(0);
  });

  test('past the 24-hour window the reply goes out as the approved template', async () => {
    const ws = await h.t.newWorkspace('wa-window');
    const tipline = unique.phone();
    const user = unique.phone();
    await h.linkChannels(ws.session, { whatsapp: { numbers: [tipline] } });
    // The worker is busy elsewhere: the job waits while a day passes in the conversation.
    const worker = h.t.worker!;
    await worker.worker.pause();
    try {
      await h.postTwilio(
        '/whatsapp/webhook',
        incoming(tipline, user, 'Lagos has 20 local government areas.'),
      );
      await h.t.container.db.chatConversation.update({
        where: { platform_channel: { platform: 'whatsapp', channel: `${tipline}/${user}` } },
        data: { lastInboundAt: new Date(Date.now() - 25 * 60 * 60 * 1000) },
      });
    } finally {
      worker.worker.resume();
    }
    const sent = await h.twilio.waitFor((calls) => calls.find((c) => c.params.To === `whatsapp:${user}`));
    expect(sent.params.ContentSid).toBe('HX0123456789abcdef0123456789abcdef');
    expect(sent.params.Body).toBeUndefined();
    expect(JSON.parse(String(sent.params.ContentVariables))['1']).toContain(
      'Lagos has 20 local government areas',
    );
    const [job] = await h.jobsOf(ws.workspaceId);
    // The fake has answered; the delivery record is written just after, so wait for it.
    let delivery: Record<string, unknown> | undefined;
    for (let i = 0; i < 200 && delivery?.state !== 'sent'; i++) {
      await sleep(50);
      delivery = (await deliveriesOf(ws.key, job!.id))[0];
    }
    expect(delivery).toMatchObject({ state: 'sent', reason: 'sent_as_template' });
  });

  test('an unlinked tip line gets the how-to-link answer only', async () => {
    const tipline = unique.phone();
    const user = unique.phone();
    await h.postTwilio('/whatsapp/webhook', incoming(tipline, user, 'Kano has 44 LGAs.'));
    const sent = await h.twilio.waitFor((calls) => calls.find((c) => c.params.To === `whatsapp:${user}`));
    expect(String(sent.params.Body)).toContain('not linked');
    expect(String(sent.params.Body)).toContain(tipline);
  });
});
