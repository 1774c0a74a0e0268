import { fixture, unique, type ChatHarness } from '../support/chat/chat-harness.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
let nextUpdate = Math.floor(Math.random() * 1e6);

/** One newsroom's three tip lines: a Slack team, a Telegram chat and a WhatsApp number. */
export interface TipLines {
  team: string;
  slackChannel: string;
  telegramChat: number;
  whatsapp: string;
}

export async function linkTipLines(h: ChatHarness, session: string): Promise<TipLines> {
  const lines = {
    team: unique.slackTeam(),
    slackChannel: unique.slackChannel(),
    telegramChat: unique.telegramChat(),
    whatsapp: unique.phone(),
  };
  h.telegramChats.add(String(lines.telegramChat));
  await h.linkChannels(session, {
    slack: { team_id: lines.team },
    telegram: { chat_ids: [lines.telegramChat] },
    whatsapp: { numbers: [lines.whatsapp] },
  });
  return lines;
}

export type Platform = 'slack' | 'telegram' | 'whatsapp';

/** Sends one tip; returns who asked (the WhatsApp user, the Telegram message id, the Slack ts). */
export async function sendTip(
  h: ChatHarness,
  lines: TipLines,
  platform: Platform,
  text: string,
): Promise<string> {
  if (platform === 'slack') {
    const ts = unique.ts();
    const event = fixture<Json>('slack-app-mention.json');
    event.team_id = lines.team;
    event.event_id = `Ev${ts.replace('.', '')}${Math.floor(Math.random() * 1e6)}`;
    Object.assign(event.event, {
      channel: lines.slackChannel,
      ts,
      event_ts: ts,
      text: `<@U0LAN0Z89> ${text}`,
    });
    const res = await h.postSlack(event);
    if (res.statusCode !== 200) throw new Error(`slack ${res.statusCode}`);
    return ts;
  }
  if (platform === 'telegram') {
    const messageId = Math.floor(Math.random() * 1e9);
    const update = fixture<Json>('telegram-message-update.json');
    update.update_id = ++nextUpdate;
    update.message.chat = { id: lines.telegramChat, type: 'group', title: 'Tips' };
    update.message.message_id = messageId;
    update.message.date = Math.floor(Date.now() / 1000);
    update.message.text = text;
    const res = await h.postTelegram(update);
    if (res.statusCode !== 200) throw new Error(`telegram ${res.statusCode}`);
    return String(messageId);
  }
  const user = unique.phone();
  const params = fixture<Record<string, string>>('twilio-whatsapp-incoming.json');
  const sid = unique.sid();
  const res = await h.postTwilio('/whatsapp/webhook', {
    ...params,
    MessageSid: sid,
    SmsSid: sid,
    SmsMessageSid: sid,
    To: `whatsapp:${lines.whatsapp}`,
    From: `whatsapp:${user}`,
    WaId: user.slice(1),
    Body: text,
  });
  if (res.statusCode !== 200) throw new Error(`whatsapp ${res.statusCode}`);
  return user;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it returns something truthy. */
export async function until<T>(
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 120_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(100);
  }
}
