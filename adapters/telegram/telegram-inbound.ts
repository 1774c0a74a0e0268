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

/** Whose bot received the update: the deployment's (no prefix) or a newsroom's own connector. */
interface BotIdentity {
  /** Chats are addressed `botId/chatId` through a newsroom's bot, so replies use its token. */
  botId?: string;
  connectorId?: string;
}

function parseUpdate(raw: string, bot: BotIdentity): Inbound {
  const address = (chatId: number | string) => (bot.botId ? `${bot.botId}/${chatId}` : String(chatId));
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
        channel: address(press.message.chat.id),
        messageId: String(press.message.message_id),
        value: press.data,
        editor: { id: String(press.from.id), name: displayName(press.from) },
        answerRef: bot.botId ? `${bot.botId}/${press.id}` : press.id,
      },
    };
  }
  if (!message) return { type: 'ignored', reason: 'not a new message' };
  if (message.from?.is_bot) return { type: 'ignored', reason: 'from a bot' };
  const text = stripCommand(message.text ?? message.caption ?? '');
  const media = telegramMedia(message);
  if (!text && !media) return { type: 'ignored', reason: 'no text' };
  const chatId = String(message.chat.id);
  const channel = address(chatId);
  return {
    type: 'message',
    message: {
      platform: 'telegram',
      // Telegram redelivers the same update; the message identity (per bot) is the key.
      eventKey: `${channel}:${message.message_id}`,
      place: chatId,
      thread: { platform: 'telegram', channel, thread: String(message.message_id) },
      text,
      receivedAt: new Date(message.date * 1000),
      ...(media ? { media } : {}),
      ...(bot.connectorId ? { connectorId: bot.connectorId } : {}),
    },
  };
}

/** Telegram Bot API webhooks (setWebhook with secret_token): the deployment's bot. */
export function createTelegramInbound(config: { webhookSecret: string }): ChatInbound {
  return {
    platform: 'telegram',
    verify: (request) =>
      secretMatches(config.webhookSecret, headerOf(request.headers, 'x-telegram-bot-api-secret-token')),
    parse: (request) => parseUpdate(request.rawBody, {}),
    ack: () => ({ status: 200 }),
  };
}

/** A newsroom's own bot, on its own route with a secret of its own (kept only as a hash). */
export function createOwnBotInbound(config: {
  connectorId: string;
  botId: string;
  secretMatches(given: string | undefined): Promise<boolean>;
}): ChatInbound {
  return {
    platform: 'telegram',
    verify: (request) => config.secretMatches(headerOf(request.headers, 'x-telegram-bot-api-secret-token')),
    parse: (request) =>
      parseUpdate(request.rawBody, { botId: config.botId, connectorId: config.connectorId }),
    ack: () => ({ status: 200 }),
  };
}
