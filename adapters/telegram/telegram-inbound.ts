import { timingSafeEqual } from 'node:crypto';
import { AppError } from '../../src/core/errors/app-error.js';
import type { ChatInbound, Inbound } from '../../src/core/chat/ports.js';
import { headerOf } from '../shared/logging.js';
import { telegramMedia } from './telegram-media.js';
import { updateSchema, type TelegramUser } from './telegram-payloads.js';

/** Constant-time comparison of the `X-Telegram-Bot-Api-Secret-Token` header with our secret. */
export function secretMatches(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

const displayName = (u: TelegramUser) =>
  [u.first_name, u.last_name].filter(Boolean).join(' ') || u.username || String(u.id);

/** `/check@GaskiyaBot text` and `@GaskiyaBot text` become `text`. */
const stripCommand = (text: string) =>
  text
    .replace(/^\/[a-z_]+(@\w+)?\s*/i, '')
    .replace(/(^|\s)@\w+bot\b/gi, ' ')
    .trim();

function parseUpdate(raw: string): Inbound {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new AppError('bad_request', 'The Telegram update is not valid JSON.');
  }
  const parsed = updateSchema.safeParse(json);
  if (!parsed.success)
    throw new AppError('bad_request', 'The Telegram update does not have the Bot API shape.');
  const { message, callback_query: press } = parsed.data;
  if (press) {
    if (!press.message || !press.data) return { type: 'ignored', reason: 'press without message' };
    return {
      type: 'press',
      press: {
        platform: 'telegram',
        channel: String(press.message.chat.id),
        messageId: String(press.message.message_id),
        value: press.data,
        editor: { id: String(press.from.id), name: displayName(press.from) },
        answerRef: press.id,
      },
    };
  }
  if (!message) return { type: 'ignored', reason: 'not a new message' };
  if (message.from?.is_bot) return { type: 'ignored', reason: 'from a bot' };
  const text = stripCommand(message.text ?? message.caption ?? '');
  const media = telegramMedia(message);
  if (!text && !media) return { type: 'ignored', reason: 'no text' };
  const chatId = String(message.chat.id);
  return {
    type: 'message',
    message: {
      platform: 'telegram',
      // Telegram redelivers the same update; the message identity is the key.
      eventKey: `${chatId}:${message.message_id}`,
      place: chatId,
      thread: { platform: 'telegram', channel: chatId, thread: String(message.message_id) },
      text,
      receivedAt: new Date(message.date * 1000),
      ...(media ? { media } : {}),
    },
  };
}

/** Telegram Bot API webhooks (setWebhook with secret_token). */
export function createTelegramInbound(config: { webhookSecret: string }): ChatInbound {
  return {
    platform: 'telegram',
    verify: (request) =>
      secretMatches(config.webhookSecret, headerOf(request.headers, 'x-telegram-bot-api-secret-token')),
    parse: (request) => parseUpdate(request.rawBody),
    ack: () => ({ status: 200 }),
  };
}
