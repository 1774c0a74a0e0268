import { createSecretKey } from 'node:crypto';
import { AppError } from '../../src/core/errors/app-error.js';
import type { ChatInbound, Inbound, WebhookRequest } from '../../src/core/chat/ports.js';
import type { Clock } from '../../src/core/shared/clock.js';
import { headerOf } from '../shared/logging.js';
import {
  blockActionsSchema,
  eventCallbackSchema,
  messageEventSchema,
  revokedEventSchema,
  urlVerificationSchema,
} from './slack-payloads.js';
import { slackMedia } from './slack-media.js';
import { verifySlackSignature } from './slack-verify.js';
import { fromSlackText } from './slack-text.js';

const badRequest = (what: string) => new AppError('bad_request', `The Slack payload is not valid: ${what}.`);

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest('malformed JSON');
  }
}

const typeOf = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as { type?: unknown }).type : undefined;
const REVOKING = new Set(['app_uninstalled', 'tokens_revoked']);

function parseEvent(body: unknown): Inbound {
  // Each schema is tried only on the payloads its `type` names: a failed zod parse builds its
  // error report, and trying the rare shapes first made that the common case (every message).
  if (typeOf(body) === 'url_verification') {
    const challenge = urlVerificationSchema.safeParse(body);
    if (challenge.success) return { type: 'challenge', challenge: challenge.data.challenge };
  }
  const envelope = eventCallbackSchema.safeParse(body);
  if (!envelope.success) return { type: 'ignored', reason: 'not an event callback' };
  if (REVOKING.has(envelope.data.event.type) && revokedEventSchema.safeParse(envelope.data.event).success)
    return { type: 'uninstalled', platform: 'slack', place: envelope.data.team_id };
  const event = messageEventSchema.safeParse(envelope.data.event);
  if (!event.success) return { type: 'ignored', reason: `event ${envelope.data.event.type}` };
  const e = event.data;
  // Our own replies, edits and joins come back as message events: only people's new messages count.
  // A shared file arrives as subtype file_share: a person's message all the same.
  const subtype = e.subtype === 'file_share' ? undefined : e.subtype;
  if (e.bot_id || subtype || !e.user) return { type: 'ignored', reason: 'not a person’s new message' };
  // Replies inside a thread (e.g. to our result) are conversation, unless they mention the bot.
  if (e.type === 'message' && e.thread_ts && e.thread_ts !== e.ts)
    return { type: 'ignored', reason: 'thread reply' };
  const text = fromSlackText(e.text);
  const media = slackMedia(e.files);
  if (!text && !media) return { type: 'ignored', reason: 'empty message' };
  const team = envelope.data.team_id;
  return {
    type: 'message',
    message: {
      platform: 'slack',
      // A mention in a channel arrives twice (app_mention and message): the message is the key.
      eventKey: `${team}:${e.channel}:${e.ts}`,
      place: team,
      // A channel id means something only within its team: the reply finds the team's token.
      thread: { platform: 'slack', channel: `${team}/${e.channel}`, thread: e.thread_ts ?? e.ts },
      text,
      receivedAt: new Date(Number(e.ts) * 1000),
      ...(media ? { media } : {}),
    },
  };
}

function parseInteraction(raw: string): Inbound {
  const payload = new URLSearchParams(raw).get('payload');
  if (!payload) throw badRequest('no payload field');
  const parsed = blockActionsSchema.safeParse(parseJson(payload));
  if (!parsed.success) return { type: 'ignored', reason: 'not a button press' };
  const p = parsed.data;
  const action = p.actions[0]!;
  const channelId = p.channel?.id ?? p.container?.channel_id;
  const team = p.team?.id ?? p.user.team_id;
  const messageTs = p.message?.ts ?? p.container?.message_ts;
  if (!channelId || !team || !messageTs || !action.value)
    return { type: 'ignored', reason: 'press without message' };
  const channel = `${team}/${channelId}`;
  return {
    type: 'press',
    press: {
      platform: 'slack',
      channel,
      messageId: messageTs,
      value: action.value,
      editor: { id: p.user.id, name: p.user.name ?? p.user.username ?? p.user.id },
      answerRef: [channel, p.user.id, messageTs, action.action_ts ?? action.action_id].join('|'),
    },
  };
}

/** Slack's Events API and interactivity, both on POST /slack/events. */
export function createSlackInbound(config: { signingSecret: string; clock: Clock }): ChatInbound {
  // The key once: createHmac turns a string secret into a key object on every call.
  const signingKey = createSecretKey(Buffer.from(config.signingSecret, 'utf8'));
  return {
    platform: 'slack',
    verify: (request: WebhookRequest) =>
      verifySlackSignature({
        signingSecret: signingKey,
        // Slack signs the bytes it sent: hashed as they came, not decoded and encoded again.
        rawBody: request.rawBytes ?? request.rawBody,
        signature: headerOf(request.headers, 'x-slack-signature'),
        timestamp: headerOf(request.headers, 'x-slack-request-timestamp'),
        nowMs: config.clock.now().getTime(),
      }),
    parse(request) {
      if (request.contentType.startsWith('application/x-www-form-urlencoded'))
        return parseInteraction(request.rawBody);
      return parseEvent(parseJson(request.rawBody));
    },
    ack(inbound) {
      if (inbound.type === 'challenge') {
        return {
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ challenge: inbound.challenge }),
        };
      }
      return { status: 200 };
    },
  };
}
