import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer } from '../support/test-app.js';
import {
  fixture,
  PUBLIC_URL,
  startChatHarness,
  TELEGRAM_SECRET,
  unique,
  type ChatHarness,
} from '../support/chat/chat-harness.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const run = promisify(execFile);
let h: ChatHarness;
beforeAll(async () => {
  h = await startChatHarness();
});
afterAll(async () => {
  await h?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let nextUpdate = Math.floor(Math.random() * 1e6);

const put = (token: string, payload: object) =>
  h.t.app.inject({ method: 'PUT', url: '/v1/workspace/channels', headers: bearer(token), payload });
const getChannels = (token: string) =>
  h.t.app.inject({ method: 'GET', url: '/v1/workspace/channels', headers: bearer(token) });

function telegramMessage(chat: { id: number; type: string }, messageId: number, text: string): Json {
  const update = fixture<Json>('telegram-message-update.json');
  update.update_id = ++nextUpdate;
  update.message.chat = { ...chat, first_name: 'Musa' };
  update.message.from = { id: 7_000_000 + messageId, is_bot: false, first_name: 'Musa' };
  update.message.message_id = messageId;
  update.message.date = Math.floor(Date.now() / 1000);
  update.message.text = text;
  return update;
}

const postOwnBot = (connectorId: string, update: unknown, secret: string | undefined) =>
  h.t.app.inject({
    method: 'POST',
    url: `/telegram/bot/${connectorId}`,
    headers: {
      'content-type': 'application/json',
      ...(secret ? { 'x-telegram-bot-api-secret-token': secret } : {}),
    },
    payload: JSON.stringify(update),
  });

const newBotToken = () =>
  `${Math.floor(1e9 + Math.random() * 8e9)}:AA${randomBytes(17).toString('base64url')}`;

async function waitForJobs(workspaceId: string, count: number) {
  for (let i = 0; i < 1200; i++) {
    const jobs = await h.jobsOf(workspaceId);
    if (jobs.length >= count) return jobs;
    await sleep(50);
  }
  throw new Error(`fewer than ${count} jobs`);
}

async function chat(...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', 'src/main/chat-cli.ts', ...args], {
    env: { ...process.env, DATABASE_URL: h.t.container.env.DATABASE_URL, LOG_LEVEL: 'silent' },
  }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({
      code: e.code,
      stdout: e.stdout,
      stderr: e.stderr,
    }),
  );
}

describe('proof of control on the deployment’s own bots', { timeout: 90_000 }, () => {
  test('the hijack: a stranger linking another newsroom’s Telegram group or Slack team is 403, and the victim’s tips stay the victim’s', async () => {
    const victim = await h.t.newWorkspace('victim');
    const intruder = await h.t.newWorkspace('intruder');
    await h.allow(victim.workspaceId);
    const group = unique.telegramChat();
    const team = unique.slackTeam();
    h.telegramChats.add(String(group));

    const hijack = await put(intruder.session, { telegram: { chat_ids: [group] } });
    expect(hijack.statusCode).toBe(403);
    expect(hijack.json()).toMatchObject({ ok: false, status: 403, error: { code: 'forbidden' } });
    expect((await put(intruder.session, { slack: { team_id: team } })).statusCode).toBe(403);
    expect((await put(intruder.session, { whatsapp: { numbers: [unique.phone()] } })).statusCode).toBe(403);
    expect((await getChannels(intruder.session)).json()).toMatchObject({
      deployment_bots: false,
      slack: null,
      telegram: null,
      whatsapp: null,
    });

    // The rightful newsroom links its group without a fight.
    const linked = await put(victim.session, { telegram: { chat_ids: [group] }, slack: { team_id: team } });
    expect(linked.statusCode).toBe(200);
    expect(
      (await h.postTelegram(telegramMessage({ id: group, type: 'group' }, 11, 'Kano has 44 LGAs.')))
        .statusCode,
    ).toBe(200);
    await waitForJobs(victim.workspaceId, 1);
    await h.telegram.waitFor((calls) =>
      calls.find((c) => c.method === 'sendMessage' && String(c.params.chat_id) === String(group)),
    );
    expect(await h.jobsOf(intruder.workspaceId)).toHaveLength(0);
    const usage = await h.t.app.inject({ method: 'GET', url: '/v1/usage', headers: bearer(intruder.key) });
    expect(usage.json()).toMatchObject({ used: 0 });
  });

  test('unknown fields are a 422 naming them, and change nothing', async () => {
    const ws = await h.t.newWorkspace('strict');
    await h.allow(ws.workspaceId);
    const chatId = unique.telegramChat();
    await h.linkChannels(ws.session, { telegram: { chat_ids: [chatId] } });
    const res = await put(ws.session, { telegram: { bot_tokn: '123:abc' }, slak: {} });
    expect(res.statusCode).toBe(422);
    const text = JSON.stringify(res.json().error);
    expect(text).toContain('bot_tokn');
    expect(text).toContain('slak');
    expect((await getChannels(ws.session)).json().telegram).toMatchObject({ chat_ids: [String(chatId)] });
  });

  test('npm run chat -- allow|deny: one line, exit codes; deny unlinks the workspace’s places', async () => {
    const ws = await h.t.newWorkspace('operator');
    const group = unique.telegramChat();
    expect((await put(ws.session, { telegram: { chat_ids: [group] } })).statusCode).toBe(403);

    const allowed = await chat('allow', ws.domain.toUpperCase());
    expect(allowed.code).toBe(0);
    expect(allowed.stdout.trim().split('\n')).toEqual([
      `${ws.domain} may now link places on this deployment's own bots and senders.`,
    ]);
    expect((await put(ws.session, { telegram: { chat_ids: [group] } })).statusCode).toBe(200);

    const denied = await chat('deny', ws.domain);
    expect(denied.code).toBe(0);
    expect(denied.stdout.trim()).toBe(
      `${ws.domain} may no longer use this deployment's own bots and senders; 1 place(s) unlinked.`,
    );
    expect((await getChannels(ws.session)).json()).toMatchObject({ deployment_bots: false, telegram: null });
    expect(await h.t.container.db.chatPlace.count({ where: { workspaceId: ws.workspaceId } })).toBe(0);

    const unknown = await chat('allow', 'nobody-here.ng');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No workspace has the domain nobody-here.ng');
  }, 300_000);
});

describe('a newsroom’s own Telegram bot', { timeout: 90_000 }, () => {
  test('getMe, setWebhook with a secret of its own, a member of the public’s private message checked and answered by that bot; a wrong secret refused; replacing deletes the old webhook', async () => {
    const ws = await h.t.newWorkspace('ownbot');
    const token = newBotToken();
    h.telegram.addBot(token, 'DailyTipsBot');
    const editors = unique.telegramChat();

    // No operator allowance is needed: the token is the proof.
    const res = await put(ws.session, { telegram: { bot_token: token, editors_chat: editors } });
    expect(res.statusCode).toBe(200);
    const botId = token.split(':')[0]!;
    expect(res.json().telegram).toEqual({
      chat_ids: [],
      editors_chat: String(editors),
      bot: { id: botId, username: 'DailyTipsBot' },
    });
    expect(JSON.stringify(res.json())).not.toContain(token);
    expect(h.telegram.callsTo('getMe').some((c) => h.telegram.tokenOf(c) === token)).toBe(true);
    const webhook = h.telegram.webhookOf(token)!;
    expect(webhook.url).toMatch(new RegExp(`^${PUBLIC_URL}/telegram/bot/[0-9a-f-]{36}$`));
    expect(webhook.secret_token).toMatch(/^[A-Za-z0-9_-]{32,256}$/);
    expect(webhook.secret_token).not.toBe(TELEGRAM_SECRET);
    const connectorId = webhook.url.split('/').pop()!;

    // A private chat with a member of the public: nobody linked it, yet it is this newsroom's.
    const person = 5_550_000 + Math.floor(Math.random() * 1e5);
    h.telegramChats.add(String(person));
    const update = telegramMessage({ id: person, type: 'private' }, 21, 'Nigeria has 36 states.');
    expect((await postOwnBot(connectorId, update, 'not-the-secret')).statusCode).toBe(401);
    expect((await postOwnBot(connectorId, update, undefined)).statusCode).toBe(401);
    expect((await postOwnBot(connectorId, update, TELEGRAM_SECRET)).statusCode).toBe(401);
    expect(await h.jobsOf(ws.workspaceId)).toHaveLength(0);

    expect((await postOwnBot(connectorId, update, webhook.secret_token)).statusCode).toBe(200);
    const [job] = await waitForJobs(ws.workspaceId, 1);
    expect(job!.replyTo).toBe(`telegram:${botId}%2F${person}:21`);
    const reply = await h.telegram.waitFor((calls) =>
      calls.find((c) => c.method === 'sendMessage' && String(c.params.chat_id) === String(person)),
    );
    expect(h.telegram.tokenOf(reply)).toBe(token); // answered by the newsroom's bot, not the deployment's
    expect(reply.params.reply_parameters).toMatchObject({ message_id: 21 });

    // An unknown connector route is 404.
    expect(
      (await postOwnBot('00000000-0000-4000-8000-000000000000', update, webhook.secret_token)).statusCode,
    ).toBe(404);

    // Replacing the token: the new bot gets a webhook, the old one's is deleted.
    const second = newBotToken();
    h.telegram.addBot(second, 'DailyTips2Bot');
    expect((await put(ws.session, { telegram: { bot_token: second } })).statusCode).toBe(200);
    expect(h.telegram.webhookOf(token)).toBeUndefined();
    expect(h.telegram.webhookOf(second)?.url).toMatch(/\/telegram\/bot\//);
    // The old route is gone with its connector.
    expect((await postOwnBot(connectorId, update, webhook.secret_token)).statusCode).toBe(404);

    // Removing it deletes its webhook too.
    expect((await put(ws.session, { telegram: null })).statusCode).toBe(200);
    expect(h.telegram.webhookOf(second)).toBeUndefined();
    expect(await h.t.container.db.chatConnector.count({ where: { workspaceId: ws.workspaceId } })).toBe(0);
  });

  test('a token Telegram does not know is 422 and stores nothing; a bot another workspace connected is 422', async () => {
    const a = await h.t.newWorkspace('bot-a');
    const b = await h.t.newWorkspace('bot-b');
    const bad = await put(a.session, { telegram: { bot_token: newBotToken() } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.details).toEqual([{ field: 'telegram.bot_token', message: expect.any(String) }]);
    const token = newBotToken();
    h.telegram.addBot(token, 'SharedBot');
    expect((await put(a.session, { telegram: { bot_token: token } })).statusCode).toBe(200);
    const hook = h.telegram.webhookOf(token);
    const taken = await put(b.session, { telegram: { bot_token: token } });
    expect(taken.statusCode).toBe(422);
    expect(h.telegram.webhookOf(token)).toEqual(hook); // the owner's webhook untouched
  });
});

describe('a newsroom’s own Twilio WhatsApp sender', { timeout: 90_000 }, () => {
  test('checked against Twilio, inbound verified with that account’s token, replies from it', async () => {
    const ws = await h.t.newWorkspace('ownsender');
    const sid = `AC${randomBytes(16).toString('hex')}`;
    const authToken = randomBytes(16).toString('hex');
    const from = unique.phone();
    h.twilio.addAccount(sid, authToken, [from]);

    const wrong = await put(ws.session, { whatsapp: { account_sid: sid, auth_token: 'x'.repeat(32), from } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.details[0].field).toBe('whatsapp.auth_token');
    const notOwned = await put(ws.session, {
      whatsapp: { account_sid: sid, auth_token: authToken, from: unique.phone() },
    });
    expect(notOwned.statusCode).toBe(422);
    expect(notOwned.json().error.details[0].field).toBe('whatsapp.from');

    const res = await put(ws.session, { whatsapp: { account_sid: sid, auth_token: authToken, from } });
    expect(res.statusCode).toBe(200);
    const sender = res.json().whatsapp.sender;
    expect(sender).toMatchObject({ account_sid: sid, from });
    expect(JSON.stringify(res.json())).not.toContain(authToken);
    const path = new URL(sender.webhook_url).pathname;
    expect(path).toMatch(/^\/whatsapp\/[0-9a-f-]{36}\/webhook$/);

    const user = unique.phone();
    const params = {
      ...fixture<Record<string, string>>('twilio-whatsapp-incoming.json'),
      AccountSid: sid,
      MessageSid: unique.sid(),
      To: `whatsapp:${from}`,
      From: `whatsapp:${user}`,
      Body: 'Lagos has 20 local government areas.',
    };
    // Signed with the deployment's token (or anything but this account's): refused.
    expect((await h.postTwilio(path, params)).statusCode).toBe(401);
    expect(await h.jobsOf(ws.workspaceId)).toHaveLength(0);
    expect((await h.postTwilio(path, params, authToken)).statusCode).toBe(200);
    await waitForJobs(ws.workspaceId, 1);
    const reply = await h.twilio.waitFor((calls) =>
      calls.find((c) => c.method === 'Messages.json' && c.params.To === `whatsapp:${user}`),
    );
    expect(h.twilio.accountOf(reply)).toBe(sid);
    expect(reply.params.From).toBe(`whatsapp:${from}`);
    expect(String(reply.params.StatusCallback)).toBe(`${PUBLIC_URL}${path.replace(/webhook$/, 'status')}`);

    // Its status callbacks are verified with the same account's token.
    const status = { MessageSid: String((reply.response?.body as Json).sid), MessageStatus: 'delivered' };
    const statusPath = path.replace(/webhook$/, 'status');
    expect((await h.postTwilio(statusPath, status)).statusCode).toBe(401);
    expect((await h.postTwilio(statusPath, status, authToken)).statusCode).toBe(200);
  });
});

describe('secrets at rest', { timeout: 90_000 }, () => {
  test('a dump of the database holds no bot token or auth token', async () => {
    const ws = await h.t.newWorkspace('dump');
    const token = newBotToken();
    h.telegram.addBot(token, 'DumpBot');
    const sid = `AC${randomBytes(16).toString('hex')}`;
    const authToken = randomBytes(16).toString('hex');
    const from = unique.phone();
    h.twilio.addAccount(sid, authToken, [from]);
    const res = await put(ws.session, {
      telegram: { bot_token: token },
      whatsapp: { account_sid: sid, auth_token: authToken, from },
    });
    expect(res.statusCode).toBe(200);
    const secret = h.telegram.webhookOf(token)!.secret_token!;
    const dump = await run('pg_dump', ['--data-only', h.t.container.env.DATABASE_URL], {
      maxBuffer: 512 * 1024 * 1024,
    });
    expect(dump.stdout).toContain('DumpBot'); // the dump is real and holds the connector
    for (const needle of [token, token.split(':')[1]!, authToken, secret])
      expect(dump.stdout).not.toContain(needle);
    const got = await getChannels(ws.key);
    for (const needle of [token, authToken]) expect(got.body).not.toContain(needle);
  });
});

describe('text PostgreSQL cannot store (issue 19, point 7)', { timeout: 90_000 }, () => {
  test('a NUL byte or a lone surrogate in a chat message is cleaned and the tipster still gets an answer, on all three platforms', async () => {
    const ws = await h.t.newWorkspace('nul');
    const group = unique.telegramChat();
    const team = unique.slackTeam();
    const channel = unique.slackChannel();
    const tipline = unique.phone();
    const user = unique.phone();
    h.telegramChats.add(String(group));
    await h.linkChannels(ws.session, {
      telegram: { chat_ids: [group] },
      slack: { team_id: team },
      whatsapp: { numbers: [tipline] },
    });
    const dirty = 'Kano has\u0000 44 LGAs \ud800 and Lagos\udc00 has 20.';

    expect((await h.postTelegram(telegramMessage({ id: group, type: 'group' }, 31, dirty))).statusCode).toBe(
      200,
    );
    const slackEvent = fixture<Json>('slack-app-mention.json');
    const ts = unique.ts();
    slackEvent.team_id = team;
    slackEvent.event_id = `EvNUL${ts.replace('.', '')}`;
    Object.assign(slackEvent.event, { channel, ts, event_ts: ts, text: `<@U0LAN0Z89> ${dirty}` });
    expect((await h.postSlack(slackEvent)).statusCode).toBe(200);
    const params = {
      ...fixture<Record<string, string>>('twilio-whatsapp-incoming.json'),
      MessageSid: unique.sid(),
      To: `whatsapp:${tipline}`,
      From: `whatsapp:${user}`,
      Body: 'Kano has\u0000 44 LGAs.',
    };
    expect((await h.postTwilio('/whatsapp/webhook', params)).statusCode).toBe(200);

    await h.telegram.waitFor((calls) =>
      calls.find((c) => c.method === 'sendMessage' && String(c.params.chat_id) === String(group)),
    );
    await h.slack.waitFor((calls) =>
      calls.find((c) => c.method === 'chat.postMessage' && c.params.channel === channel),
    );
    await h.twilio.waitFor((calls) => calls.find((c) => c.params.To === `whatsapp:${user}`));
    const jobs = await waitForJobs(ws.workspaceId, 3);
    for (const job of await h.t.container.db.job.findMany({ where: { id: { in: jobs.map((j) => j.id) } } })) {
      const text = String((job.input as Json).text);
      expect(text).not.toContain('\u0000');
      expect(text).toContain('Kano has 44 LGAs');
    }
  });
});

describe('Slack output (issue 19, point 8)', { timeout: 90_000 }, () => {
  test('user text reaching chat.postMessage cannot mention, broadcast or disguise a link, in text or blocks', async () => {
    const ws = await h.t.newWorkspace('escape');
    const team = unique.slackTeam();
    const channel = unique.slackChannel();
    await h.linkChannels(ws.session, { slack: { team_id: team } });
    const ts = unique.ts();
    const event = fixture<Json>('slack-app-mention.json');
    event.team_id = team;
    event.event_id = `EvESC${ts.replace('.', '')}`;
    // What Slack sends when a person types these characters literally: escaped entities.
    const typed =
      'Kano has 44 LGAs &lt;!channel&gt; &lt;@U0BOSS&gt; &lt;https://evil.example|inec.gov.ng&gt; &amp; more';
    Object.assign(event.event, { channel, ts, event_ts: ts, text: `<@U0LAN0Z89> ${typed}` });
    expect((await h.postSlack(event)).statusCode).toBe(200);
    const reply = await h.slack.waitFor((calls) =>
      calls.find((c) => c.method === 'chat.postMessage' && c.params.channel === channel),
    );
    const outgoing = `${String(reply.params.text)} ${String(reply.params.blocks)}`;
    for (const live of ['<!channel>', '<@U0BOSS>', '<https://evil.example|'])
      expect(outgoing).not.toContain(live);
    expect(String(reply.params.text)).not.toContain('<');
  });
});
