import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer } from '../support/test-app.js';
import { fixture, startChatHarness, unique, type ChatHarness } from '../support/chat/chat-harness.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let h: ChatHarness;
beforeAll(async () => {
  h = await startChatHarness();
});
afterAll(async () => {
  await h?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let nextUpdate = Math.floor(Math.random() * 1e6);

function messageUpdate(chatId: number, messageId: number, text: string, type = 'group'): Json {
  const update = fixture<Json>('telegram-message-update.json');
  update.update_id = ++nextUpdate;
  update.message.chat = { id: chatId, type, title: 'Tips' };
  update.message.message_id = messageId;
  update.message.date = Math.floor(Date.now() / 1000);
  update.message.text = text;
  return update;
}

const sendsTo = (chat: number) =>
  h.telegram.callsTo('sendMessage').filter((c) => String(c.params.chat_id) === String(chat));

describe('Telegram', () => {
  test('a signed update becomes one job and one reply to the message, HTML escaped; a redelivery creates nothing', async () => {
    const ws = await h.t.newWorkspace('tg');
    const chat = unique.telegramChat();
    h.telegramChats.add(String(chat));
    await h.linkChannels(ws.session, { telegram: { chat_ids: [chat] } });

    const update = messageUpdate(chat, 42, '/check@GaskiyaBot Fuel costs <N700> per litre in Kano & Kaduna.');
    expect((await h.postTelegram(update)).statusCode).toBe(200);
    const reply = await h.telegram.waitFor((calls) =>
      calls.find((c) => c.method === 'sendMessage' && String(c.params.chat_id) === String(chat)),
    );
    expect(reply.params.reply_parameters).toMatchObject({ message_id: 42 });
    expect(reply.params.parse_mode).toBe('HTML');
    expect(String(reply.params.text)).toContain('&lt;N700&gt;');
    expect(String(reply.params.text)).toContain('Kano &amp; Kaduna');
    expect(String(reply.params.text)).not.toContain('<N700>');

    expect((await h.postTelegram(update)).statusCode).toBe(200); // Telegram redelivers
    await sleep(400);
    expect(await h.jobsOf(ws.workspaceId)).toHaveLength(1);
    expect(sendsTo(chat)).toHaveLength(1);
  });

  test('a wrong secret token is 401 and creates nothing', async () => {
    const ws = await h.t.newWorkspace('tg-forged');
    const chat = unique.telegramChat();
    await h.linkChannels(ws.session, { telegram: { chat_ids: [chat] } });
    const res = await h.postTelegram(messageUpdate(chat, 7, 'Kano has 44 LGAs.'), 'wrong-secret');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
    const missing = await h.t.app.inject({
      method: 'POST',
      url: '/telegram/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(messageUpdate(chat, 8, 'Kano has 44 LGAs.')),
    });
    expect(missing.statusCode).toBe(401);
    await sleep(200);
    expect(await h.jobsOf(ws.workspaceId)).toHaveLength(0);
  });

  test('a malformed update from Telegram is a 400 envelope', async () => {
    const res = await h.t.app.inject({
      method: 'POST',
      url: '/telegram/webhook',
      headers: {
        'content-type': 'application/json',
        'x-telegram-bot-api-secret-token': 'test-telegram-webhook-secret',
      },
      payload: '{"update_id": "nope"',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ok: false, error: { code: 'bad_request' } });
  });

  test('chat not found fails the delivery with that reason', async () => {
    const ws = await h.t.newWorkspace('tg-gone');
    const chat = unique.telegramChat(); // not known to the fake: the bot was removed
    await h.linkChannels(ws.session, { telegram: { chat_ids: [chat] } });
    await h.postTelegram(messageUpdate(chat, 9, 'Lagos has 20 LGAs.'));
    let deliveries: Json[] = [];
    for (let i = 0; i < 100 && deliveries[0]?.state !== 'failed'; i++) {
      await sleep(50);
      const [job] = await h.jobsOf(ws.workspaceId);
      if (!job) continue;
      deliveries = (
        await h.t.app.inject({ method: 'GET', url: `/v1/job/${job.id}/deliveries`, headers: bearer(ws.key) })
      ).json().deliveries;
    }
    expect(deliveries[0]).toMatchObject({ state: 'failed', reason: 'chat_not_found', attempts: 1 });
  });

  test('a 429 is retried after retry_after', async () => {
    const ws = await h.t.newWorkspace('tg-429');
    const chat = unique.telegramChat();
    h.telegramChats.add(String(chat));
    await h.linkChannels(ws.session, { telegram: { chat_ids: [chat] } });
    h.telegram.failNext('sendMessage', {
      status: 429,
      body: {
        ok: false,
        error_code: 429,
        description: 'Too Many Requests: retry after 1',
        parameters: { retry_after: 1 },
      },
    });
    await h.postTelegram(messageUpdate(chat, 10, 'Ibadan is the capital of Oyo State.'));
    const calls = await h.telegram.waitFor((all) => {
      const mine = all.filter((c) => c.method === 'sendMessage' && String(c.params.chat_id) === String(chat));
      return mine.length >= 2 ? mine : undefined;
    });
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(950);
    expect(calls[1]!.response?.status).toBe(200);
  });

  test('editors group: buttons, a press decides, the original message gets the verdict, a second press is told who decided', async () => {
    const ws = await h.t.newWorkspace('tg-review');
    const chat = unique.telegramChat();
    const editors = unique.telegramChat();
    h.telegramChats.add(String(chat)).add(String(editors));
    await h.linkChannels(ws.session, { telegram: { chat_ids: [chat], editors_chat: editors } });

    await h.postTelegram(
      messageUpdate(chat, 77, 'The Kaduna dam released 3 billion litres of water last week.'),
    );
    const card = await h.telegram.waitFor((calls) =>
      calls.find((c) => c.method === 'sendMessage' && String(c.params.chat_id) === String(editors)),
    );
    const keyboard = (card.params.reply_markup as Json).inline_keyboard.flat() as Json[];
    expect(keyboard.map((b) => b.text)).toEqual(['True', 'Mostly true', 'Misleading', 'False', 'Unproven']);
    for (const b of keyboard) expect(Buffer.byteLength(b.callback_data)).toBeLessThanOrEqual(64);
    const cardMessageId = (card.response?.body as Json).result.message_id as number;

    const press = (queryId: string, userId: number, first: string, label: string): Json => {
      const update = fixture<Json>('telegram-callback-query.json');
      update.update_id = ++nextUpdate;
      update.callback_query.id = queryId;
      update.callback_query.from = { id: userId, is_bot: false, first_name: first };
      update.callback_query.message.chat.id = editors;
      update.callback_query.message.message_id = cardMessageId;
      update.callback_query.data = keyboard.find((b) => b.text === label)!.callback_data;
      return update;
    };

    expect((await h.postTelegram(press('q-1', 501, 'Ngozi', 'Misleading'))).statusCode).toBe(200);
    const answer = await h.telegram.waitFor((calls) =>
      calls.find((c) => c.method === 'answerCallbackQuery' && c.params.callback_query_id === 'q-1'),
    );
    expect(String(answer.params.text)).toContain('Recorded: Misleading');

    const verdict = await h.telegram.waitFor((calls) =>
      calls.find(
        (c) =>
          c.method === 'sendMessage' &&
          String(c.params.chat_id) === String(chat) &&
          String(c.params.text).includes('Editor'),
      ),
    );
    expect(verdict.params.reply_parameters).toMatchObject({ message_id: 77 });
    expect(String(verdict.params.text)).toContain('Misleading');

    const edit = await h.telegram.waitFor((calls) =>
      calls.find((c) => c.method === 'editMessageText' && c.params.message_id === cardMessageId),
    );
    expect(String(edit.params.text)).toContain('Decided: Misleading, by Ngozi');
    expect((edit.params.reply_markup as Json).inline_keyboard).toEqual([]);

    expect((await h.postTelegram(press('q-2', 502, 'Tunde', 'True'))).statusCode).toBe(200);
    const refusal = await h.telegram.waitFor((calls) =>
      calls.find((c) => c.method === 'answerCallbackQuery' && c.params.callback_query_id === 'q-2'),
    );
    expect(String(refusal.params.text)).toMatch(/^Already decided by Ngozi at .* UTC: Misleading/);
  });
});
