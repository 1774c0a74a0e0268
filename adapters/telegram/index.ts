import type { ChatInbound, ChatReplier } from '../../src/core/chat/ports.js';
import { createTelegramInbound } from './telegram-inbound.js';
import { createTelegramReplier } from './telegram-replier.js';

export interface TelegramAdapterConfig {
  botToken: string;
  webhookSecret: string;
  apiRoot?: string | undefined;
}

export interface TelegramAdapter {
  inbound: ChatInbound;
  replier: ChatReplier;
}

/** Telegram: Bot API webhook in, Bot API (grammy) out. */
export function createTelegramAdapter(config: TelegramAdapterConfig): TelegramAdapter {
  return {
    inbound: createTelegramInbound({ webhookSecret: config.webhookSecret }),
    replier: createTelegramReplier({ botToken: config.botToken, apiRoot: config.apiRoot }),
  };
}
