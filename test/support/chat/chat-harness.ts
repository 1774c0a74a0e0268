import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Response as LightMyRequestResponse } from 'light-my-request';
import { bearer, createTestApp, type TestApp } from '../test-app.js';
import { startFakeSlack, type FakeSlack } from './fake-slack.js';
import { startFakeTelegram, type FakeTelegram } from './fake-telegram.js';
import { startFakeTwilio, type FakeTwilio } from './fake-twilio.js';
import { slackHeaders, twilioSignature } from './signing.js';

export const SLACK_SECRET = 'test-signing-secret-0123456789abcdef';
export const SLACK_TOKEN = 'xoxb-test-bot-token';
export const TELEGRAM_TOKEN = '123456:TEST-telegram-token';
export const TELEGRAM_SECRET = 'test-telegram-webhook-secret';
export const TWILIO_SID = `AC${'1'.repeat(32)}`;
export const TWILIO_TOKEN = 'test-twilio-auth-token';
export const PUBLIC_URL = 'https://gaskiya.example.org';
export const SLACK_CLIENT = { id: '1111.2222', secret: 'test-slack-client-secret' };
export const SECRETS_KEY = randomBytes(32).toString('base64');

export const fixture = <T = Record<string, unknown>>(name: string): T =>
  JSON.parse(readFileSync(new URL(`../../fixtures/chat/${name}`, import.meta.url), 'utf8')) as T;

type SlackEvent = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A Slack `app_mention` event in `team`'s `channel` at `ts` (its event id made from the ts), to sign and post. */
export function slackMention(team: string, channel: string, ts: string, text: string): SlackEvent {
  const event = fixture<SlackEvent>('slack-app-mention.json');
  event.team_id = team;
  event.event_id = `Ev${ts.replace('.', '')}`;
  Object.assign(event.event, { channel, ts, event_ts: ts, text: `<@U0LAN0Z89> ${text}` });
  return event;
}

export const unique = {
  slackTeam: () => `T${randomBytes(5).toString('hex').toUpperCase()}`,
  slackChannel: () => `C${randomBytes(5).toString('hex').toUpperCase()}`,
  telegramChat: () => -1_000_000_000_000 - Math.floor(Math.random() * 1e9),
  phone: () => `+234${Math.floor(7e9 + Math.random() * 2e9)}`,
  ts: () => `${Math.floor(Date.now() / 1000)}.${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`,
  sid: () => `SM${randomUUID().replace(/-/g, '')}`,
};

export interface ChatHarness {
  t: TestApp;
  slack: FakeSlack;
  telegram: FakeTelegram;
  twilio: FakeTwilio;
  telegramChats: Set<string>;
  postSlack(
    body: unknown,
    opts?: { timestamp?: number; secret?: string; form?: boolean },
  ): Promise<LightMyRequestResponse>;
  postTelegram(update: unknown, secret?: string): Promise<LightMyRequestResponse>;
  postTwilio(path: string, params: Record<string, string>, token?: string): Promise<LightMyRequestResponse>;
  /** Links places on the deployment's own bots (the operator allows the workspace first). */
  linkChannels(session: string, body: unknown): Promise<void>;
  /** What `npm run chat -- allow` does for a workspace. */
  allow(workspaceId: string): Promise<void>;
  jobsOf(
    workspaceId: string,
  ): Promise<Array<{ id: string; replyTo: string | null; kind: string; state: string }>>;
  close(): Promise<void>;
}

/**
 * The whole service with all three platforms on, each pointed at its local fake, plus helpers
 * that sign webhooks the way each platform does.
 */
export async function startChatHarness(
  opts: { env?: Record<string, string>; worker?: boolean } = {},
): Promise<ChatHarness> {
  const slack = await startFakeSlack(SLACK_TOKEN, SLACK_CLIENT);
  const telegramChats = new Set<string>();
  const telegram = await startFakeTelegram(TELEGRAM_TOKEN, () => telegramChats);
  const twilio = await startFakeTwilio(TWILIO_SID, TWILIO_TOKEN);
  const t = await createTestApp({
    worker: opts.worker ?? true,
    env: {
      PUBLIC_URL,
      SLACK_SIGNING_SECRET: SLACK_SECRET,
      SLACK_BOT_TOKEN: SLACK_TOKEN,
      SLACK_API_URL: slack.apiUrl,
      TELEGRAM_BOT_TOKEN: TELEGRAM_TOKEN,
      TELEGRAM_WEBHOOK_SECRET: TELEGRAM_SECRET,
      TELEGRAM_API_ROOT: telegram.url,
      TWILIO_ACCOUNT_SID: TWILIO_SID,
      TWILIO_AUTH_TOKEN: TWILIO_TOKEN,
      TWILIO_WHATSAPP_FROM: 'whatsapp:+14155238886',
      TWILIO_API_URL: twilio.url,
      SLACK_CLIENT_ID: SLACK_CLIENT.id,
      SLACK_CLIENT_SECRET: SLACK_CLIENT.secret,
      SECRETS_KEY,
      ...opts.env,
    },
  });
  async function allow(workspaceId: string) {
    await t.container.db.chatAllowedWorkspace.upsert({
      where: { workspaceId },
      create: { workspaceId },
      update: {},
    });
  }
  return {
    t,
    slack,
    telegram,
    twilio,
    telegramChats,
    postSlack(body, o = {}) {
      const raw = o.form ? `payload=${encodeURIComponent(JSON.stringify(body))}` : JSON.stringify(body);
      return t.app.inject({
        method: 'POST',
        url: '/slack/events',
        headers: {
          'content-type': o.form ? 'application/x-www-form-urlencoded' : 'application/json',
          ...slackHeaders(o.secret ?? SLACK_SECRET, raw, o.timestamp),
        },
        payload: raw,
      });
    },
    postTelegram(update, secret = TELEGRAM_SECRET) {
      return t.app.inject({
        method: 'POST',
        url: '/telegram/webhook',
        headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': secret },
        payload: JSON.stringify(update),
      });
    },
    postTwilio(path, params, token = TWILIO_TOKEN) {
      return t.app.inject({
        method: 'POST',
        url: path,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-twilio-signature': twilioSignature(token, `${PUBLIC_URL}${path}`, params),
        },
        payload: new URLSearchParams(params).toString(),
      });
    },
    allow,
    async linkChannels(session, body) {
      const principal = await t.container.services.authenticate(`Bearer ${session}`);
      await allow(principal.workspaceId);
      const res = await t.app.inject({
        method: 'PUT',
        url: '/v1/workspace/channels',
        headers: bearer(session),
        payload: body as object,
      });
      if (res.statusCode !== 200) throw new Error(`linking failed: ${res.statusCode} ${res.body}`);
    },
    async jobsOf(workspaceId) {
      return t.container.db.job.findMany({
        where: { workspaceId },
        select: { id: true, replyTo: true, kind: true, state: true },
        orderBy: { createdAt: 'asc' },
      });
    },
    async close() {
      await t.close();
      await Promise.all([slack.close(), telegram.close(), twilio.close()]);
    },
  };
}
