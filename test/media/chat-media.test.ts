import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer } from '../support/test-app.js';
import { fixture, startChatHarness, unique, type ChatHarness } from '../support/chat/chat-harness.js';
import { blocksOf } from '../support/chat/fake-slack.js';
import { isOggOpus, startFakeTranscriber } from '../support/media/fake-transcriber.js';
import { startScreenshotRenderer } from '../support/media/screenshots.js';
import { makeVoiceNote } from '../support/media/voice-notes.js';

// Tips as people send them, on every platform: each fake serves real media files.
let h: ChatHarness;
let transcriber: Awaited<ReturnType<typeof startFakeTranscriber>>;
const shots: Record<'whatsapp' | 'news-card' | 'tweet', Buffer> = {} as never;
let voiceNote: Buffer;

beforeAll(async () => {
  const renderer = await startScreenshotRenderer();
  try {
    for (const style of ['whatsapp', 'news-card', 'tweet'] as const)
      shots[style] = await renderer.render(style, 'Nigeria has 40 states.');
  } finally {
    await renderer.close();
  }
  voiceNote = await makeVoiceNote('Nigeria has 40 states.');
  transcriber = await startFakeTranscriber();
  transcriber.answerWith((call) => (isOggOpus(call.bytes) ? 'Nigeria has 40 states.' : ''));
  h = await startChatHarness({
    env: {
      TRANSCRIBE_BASE_URL: transcriber.baseUrl,
      TRANSCRIBE_MODEL: 'whisper-large-v3',
      TRANSCRIBE_TIMEOUT_MS: '2000',
      MEDIA_MAX_BYTES: '2000000',
    },
  });
}, 120_000);
afterAll(async () => {
  await h?.close();
  await transcriber?.close();
});

function twilioIncoming(
  tipline: string,
  user: string,
  extra: Record<string, string>,
): Record<string, string> {
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
    Body: '',
    NumMedia: '0',
    ...extra,
  };
}

let nextUpdate = 50_000;
function telegramUpdate(chat: number, messageId: number, message: Record<string, unknown>) {
  const update = fixture<{ update_id: number; message: Record<string, unknown> }>(
    'telegram-message-update.json',
  );
  update.update_id = ++nextUpdate;
  const { text: _text, ...rest } = update.message;
  update.message = {
    ...rest,
    ...message,
    chat: { id: chat, type: 'group', title: 'Tips' },
    message_id: messageId,
    date: Math.floor(Date.now() / 1000),
  };
  return update;
}

async function linkedWhatsApp() {
  const ws = await h.t.newWorkspace('wamedia');
  const tipline = unique.phone();
  await h.linkChannels(ws.session, { whatsapp: { numbers: [tipline] } });
  return { ws, tipline, user: unique.phone() };
}

async function linkedTelegram() {
  const ws = await h.t.newWorkspace('tgmedia');
  const chat = unique.telegramChat();
  h.telegramChats.add(String(chat));
  await h.linkChannels(ws.session, { telegram: { chat_ids: [chat] } });
  return { ws, chat };
}

const twilioReplyTo = (user: string) => (calls: ChatHarness['twilio']['calls']) =>
  calls.find((c) => c.method === 'Messages.json' && c.params.To === `whatsapp:${user}`);
const telegramReplyTo = (chat: number, contains: string) => (calls: ChatHarness['telegram']['calls']) =>
  calls.find(
    (c) =>
      c.method === 'sendMessage' &&
      String(c.params.chat_id) === String(chat) &&
      String(c.params.text).includes(contains),
  );

describe('screenshots on every platform', () => {
  test('a WhatsApp image is fetched from Twilio with the account credentials, read, and answered with the verdict', async () => {
    const { ws, tipline, user } = await linkedWhatsApp();
    const url = h.twilio.addMedia(shots.whatsapp, 'image/png');
    const res = await h.postTwilio(
      '/whatsapp/webhook',
      twilioIncoming(tipline, user, { NumMedia: '1', MediaUrl0: url, MediaContentType0: 'image/png' }),
    );
    expect(res.statusCode).toBe(200);
    const reply = await h.twilio.waitFor(twilioReplyTo(user), 120_000);
    const body = String(reply.params.Body);
    expect(body).toContain('Read from your image');
    expect(body).toContain('Nigeria has 40 states');
    expect(body).toContain('False');
    const jobs = await h.jobsOf(ws.workspaceId);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ kind: 'media', state: 'done' });
    // Listed with the other media jobs.
    const job = (
      await h.t.app.inject({ method: 'GET', url: `/v1/job/${jobs[0]!.id}`, headers: bearer(ws.key) })
    ).json();
    expect(job.result).toMatchObject({ kind: 'image', text_origin: 'ocr' });
  }, 180_000);

  test('a Telegram photo: of its sizes the largest is fetched (getFile, then the download); the caption is part of the tip', async () => {
    const { chat } = await linkedTelegram();
    h.telegram.addFile('photo-large', shots['news-card']);
    const update = telegramUpdate(chat, 11, {
      caption: 'Is this true?',
      photo: [
        { file_id: 'photo-thumb', file_unique_id: 't', width: 90, height: 60, file_size: 1200 },
        {
          file_id: 'photo-large',
          file_unique_id: 'l',
          width: 800,
          height: 520,
          file_size: shots['news-card'].byteLength,
        },
      ],
    });
    expect((await h.postTelegram(update)).statusCode).toBe(200);
    const reply = await h.telegram.waitFor(telegramReplyTo(chat, 'Read from your image'), 120_000);
    expect(String(reply.params.text)).toContain('Nigeria has 40 states');
    expect(String(reply.params.text)).toContain('False');
    expect(reply.params.reply_parameters ?? reply.params.reply_to_message_id).toBeDefined();
    expect(h.telegram.callsTo('getFile').map((c) => c.params.file_id)).toContain('photo-large');
    expect(h.telegram.callsTo('getFile').map((c) => c.params.file_id)).not.toContain('photo-thumb');
  }, 180_000);

  test('a Slack file shared in a linked channel is read with files.info and url_private, with the bot token', async () => {
    const ws = await h.t.newWorkspace('slmedia');
    const team = unique.slackTeam();
    const channel = unique.slackChannel();
    await h.linkChannels(ws.session, { slack: { team_id: team } });
    h.slack.addFile('F0SHOT1', shots.tweet, 'image/png', 'screenshot.png');
    const body = fixture<Record<string, unknown> & { event: Record<string, unknown> }>(
      'slack-message-channel.json',
    );
    const ts = unique.ts();
    body.team_id = team;
    body.event_id = `Ev${ts.replace('.', '')}`;
    body.event = {
      ...body.event,
      subtype: 'file_share',
      channel,
      ts,
      event_ts: ts,
      text: '',
      files: [{ id: 'F0SHOT1', mimetype: 'image/png', size: shots.tweet.byteLength }],
    };
    expect((await h.postSlack(body)).statusCode).toBe(200);
    const reply = await h.slack.waitFor(
      (calls) => calls.find((c) => c.method === 'chat.postMessage' && c.params.channel === channel),
      60_000,
    );
    const text = JSON.stringify(blocksOf(reply.params)) + String(reply.params.text);
    expect(text).toContain('Read from your image');
    expect(text).toContain('False');
    expect(reply.params.thread_ts).toBe(ts);
    expect(
      h.slack.calls.some(
        (c) => c.method === 'file' && c.headers.authorization === 'Bearer xoxb-test-bot-token',
      ),
    ).toBe(true);
  }, 180_000);
});

describe('voice notes', () => {
  test('a WhatsApp voice note is transcribed by the provider and answered, marked as a machine transcript', async () => {
    transcriber.setMode('ok');
    const { tipline, user } = await linkedWhatsApp();
    const url = h.twilio.addMedia(voiceNote, 'audio/ogg');
    await h.postTwilio(
      '/whatsapp/webhook',
      twilioIncoming(tipline, user, { NumMedia: '1', MediaUrl0: url, MediaContentType0: 'audio/ogg' }),
    );
    const reply = await h.twilio.waitFor(twilioReplyTo(user), 120_000);
    const body = String(reply.params.Body);
    expect(body).toContain('Heard in your voice note');
    expect(body).toContain('machine transcript');
    expect(body).toContain('False');
    expect(transcriber.calls.at(-1)!.model).toBe('whisper-large-v3');
  }, 180_000);

  test('with the provider down, a Telegram voice note goes to the editors; the tipster is told, then answered with the check of the editor’s text', async () => {
    transcriber.setMode('error');
    const { ws, chat } = await linkedTelegram();
    h.telegram.addFile('voice-1', voiceNote, 'voice', 'oga');
    await h.postTelegram(
      telegramUpdate(chat, 21, {
        voice: { file_id: 'voice-1', duration: 2, mime_type: 'audio/ogg', file_size: voiceNote.byteLength },
      }),
    );
    const notice = await h.telegram.waitFor(telegramReplyTo(chat, 'an editor will listen'), 120_000);
    expect(String(notice.params.text)).toContain('cannot transcribe');
    transcriber.setMode('ok');

    const items = (await h.t.app.inject({ method: 'GET', url: '/v1/review', headers: bearer(ws.key) })).json()
      .items;
    const item = items.find((i: { claim_id: string }) => i.claim_id === 'transcript');
    expect(item.media.kind).toBe('audio');
    const played = await h.t.app.inject({ method: 'GET', url: item.media.url, headers: bearer(ws.session) });
    expect(played.rawPayload.equals(voiceNote)).toBe(true);
    const given = await h.t.app.inject({
      method: 'POST',
      url: `/v1/review/${item.id}/transcript`,
      headers: bearer(ws.session),
      payload: { text: 'Nigeria has 40 states.' },
    });
    expect(given.statusCode, given.body).toBe(200);
    const answer = await h.telegram.waitFor(telegramReplyTo(chat, 'An editor listened'), 120_000);
    expect(String(answer.params.text)).toContain('False');
  }, 180_000);
});

describe('limits in chat', () => {
  test('a file the platform says is too large, or of a type Gaskiya does not read, gets a clear reply and costs nothing', async () => {
    const { ws, chat } = await linkedTelegram();
    await h.postTelegram(
      telegramUpdate(chat, 31, {
        video: { file_id: 'huge', duration: 30, mime_type: 'video/mp4', file_size: 50_000_000 },
      }),
    );
    const tooLarge = await h.telegram.waitFor(telegramReplyTo(chat, 'up to'), 20_000);
    expect(String(tooLarge.params.text)).toMatch(/50 MB|47\.7 MB/);

    const wa = await linkedWhatsApp();
    const pdf = h.twilio.addMedia(Buffer.from('%PDF-1.4 not a tip'), 'application/pdf');
    await h.postTwilio(
      '/whatsapp/webhook',
      twilioIncoming(wa.tipline, wa.user, {
        NumMedia: '1',
        MediaUrl0: pdf,
        MediaContentType0: 'application/pdf',
      }),
    );
    const unsupported = await h.twilio.waitFor(twilioReplyTo(wa.user), 20_000);
    expect(String(unsupported.params.Body)).toContain('application/pdf is not one of them');
    expect(await h.jobsOf(ws.workspaceId)).toHaveLength(0);
    expect(await h.jobsOf(wa.ws.workspaceId)).toHaveLength(0);
  }, 120_000);

  test('media is fetched only from the platform’s configured API host (port included)', async () => {
    const { ws, tipline, user } = await linkedWhatsApp();
    // Twilio's own path, but on another port of the same host: refused, the job fails without fetching it.
    const elsewhere = h.twilio
      .addMedia(shots.whatsapp, 'image/png')
      .replace(/:(\d+)\//, (_m, port) => `:${Number(port) + 1}/`);
    await h.postTwilio(
      '/whatsapp/webhook',
      twilioIncoming(tipline, user, { NumMedia: '1', MediaUrl0: elsewhere, MediaContentType0: 'image/png' }),
    );
    const reply = await h.twilio.waitFor(twilioReplyTo(user), 30_000);
    expect(String(reply.params.Body)).toContain("only from the platform's own API");
    const [job] = await h.jobsOf(ws.workspaceId);
    expect(job).toMatchObject({ kind: 'media', state: 'failed' });
  }, 120_000);
});

describe('tips through a newsroom’s own bot or sender', () => {
  const put = (session: string, payload: object) =>
    h.t.app.inject({ method: 'PUT', url: '/v1/workspace/channels', headers: bearer(session), payload });

  test('a voice note to a newsroom’s own Telegram bot is fetched with that bot’s token, not the deployment’s', async () => {
    transcriber.setMode('ok');
    const ws = await h.t.newWorkspace('ownbotmedia');
    const token = `${Math.floor(1e9 + Math.random() * 8e9)}:AA${randomBytes(17).toString('base64url')}`;
    h.telegram.addBot(token, 'DeskTipsBot');
    expect((await put(ws.session, { telegram: { bot_token: token } })).statusCode).toBe(200);
    const webhook = h.telegram.webhookOf(token)!;
    const connectorId = webhook.url.split('/').pop()!;
    // The file_id is this bot's: the deployment's bot cannot fetch it (Telegram's rule).
    h.telegram.addFile('own-voice-1', voiceNote, 'voice', 'oga', token);
    const person = 5_660_000 + Math.floor(Math.random() * 1e5);
    h.telegramChats.add(String(person));
    const update = telegramUpdate(person, 41, {
      voice: {
        file_id: 'own-voice-1',
        file_unique_id: 'uov1',
        duration: 3,
        mime_type: 'audio/ogg',
        file_size: voiceNote.byteLength,
      },
    });
    (update.message as { chat: unknown }).chat = { id: person, type: 'private', first_name: 'Musa' };
    const posted = await h.t.app.inject({
      method: 'POST',
      url: `/telegram/bot/${connectorId}`,
      headers: {
        'content-type': 'application/json',
        'x-telegram-bot-api-secret-token': webhook.secret_token!,
      },
      payload: JSON.stringify(update),
    });
    expect(posted.statusCode).toBe(200);
    const reply = await h.telegram.waitFor(
      (calls) => calls.find((c) => c.method === 'sendMessage' && String(c.params.chat_id) === String(person)),
      120_000,
    );
    expect(h.telegram.tokenOf(reply)).toBe(token);
    expect(String(reply.params.text)).toContain('Heard in your voice note');
    const fetches = h.telegram.callsTo('getFile').filter((c) => c.params.file_id === 'own-voice-1');
    expect(fetches.length).toBeGreaterThan(0);
    expect(fetches.every((c) => h.telegram.tokenOf(c) === token)).toBe(true);
    const [job] = await h.jobsOf(ws.workspaceId);
    expect(job).toMatchObject({ kind: 'media', state: 'done' });
  }, 180_000);

  test('a voice note to a newsroom’s own Twilio sender is fetched with that account’s credentials', async () => {
    transcriber.setMode('ok');
    const ws = await h.t.newWorkspace('ownsendermedia');
    const sid = `AC${randomBytes(16).toString('hex')}`;
    const authToken = randomBytes(16).toString('hex');
    const from = unique.phone();
    h.twilio.addAccount(sid, authToken, [from]);
    const res = await put(ws.session, { whatsapp: { account_sid: sid, auth_token: authToken, from } });
    expect(res.statusCode).toBe(200);
    const path = new URL(res.json().whatsapp.sender.webhook_url).pathname;
    // Served only to this account (HTTP Basic with its SID and token), as Twilio does.
    const url = h.twilio.addMedia(voiceNote, 'audio/ogg', { sid, token: authToken });
    const user = unique.phone();
    const posted = await h.postTwilio(
      path,
      {
        ...twilioIncoming(from, user, { NumMedia: '1', MediaUrl0: url, MediaContentType0: 'audio/ogg' }),
        AccountSid: sid,
      },
      authToken,
    );
    expect(posted.statusCode).toBe(200);
    const reply = await h.twilio.waitFor(
      (calls) => calls.find((c) => c.method === 'Messages.json' && c.params.To === `whatsapp:${user}`),
      120_000,
    );
    expect(String(reply.params.Body)).toContain('Heard in your voice note');
    const downloads = h.twilio.calls.filter((c) => c.method === 'file' && c.path === new URL(url).pathname);
    expect(downloads.length).toBeGreaterThan(0);
    expect(downloads.every((c) => h.twilio.accountOf(c) === sid)).toBe(true);
    const [job] = await h.jobsOf(ws.workspaceId);
    expect(job).toMatchObject({ kind: 'media', state: 'done' });
  }, 180_000);
});
