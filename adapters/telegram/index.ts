import type { ChatInbound, ChatReplier } from '../../src/core/chat/ports.js';
import { createTelegramInbound } from './telegram-inbound.js';
import { createTelegramReplier } from './telegram-replier.js';

export { createOwnBotInbound } from './telegram-inbound.js';
export { createTelegramBotAdmin } from './telegram-bot-admin.js';

export interface TelegramAdapterConfig {
  /** The deployment's own bot, when configured (TELEGRAM_WEBHOOK_SECRET). */
  webhookSecret?: string | undefined;
  /** The token of a bot (null: the deployment's own). */
  tokenFor(botId: string | null): Promise<string | null>;
  apiRoot?: string | undefined;
}

export interface TelegramAdapter {
  inbound: ChatInbound | null;
  replier: ChatReplier;
}

/** Telegram: Bot API webhook in, Bot API (grammy) out. */
export function createTelegramAdapter(config: TelegramAdapterConfig): TelegramAdapter {
  return {
    inbound: config.webhookSecret ? createTelegramInbound({ webhookSecret: config.webhookSecret }) : null,
    replier: createTelegramReplier({ tokenFor: config.tokenFor, apiRoot: config.apiRoot }),
  };
}
