import { Api, GrammyError, HttpError } from 'grammy';
import { permanent, retryable, type ChatDeliveryError } from '../../src/core/chat/delivery-error.js';
import type { ChatReplier } from '../../src/core/chat/ports.js';
import { renderTelegramMessage, renderTelegramReviewCard } from './telegram-render.js';

/** Bot API errors in the delivery policy's terms (https://core.telegram.org/api/errors). */
export function fromTelegramError(error: unknown): ChatDeliveryError {
  if (error instanceof GrammyError) {
    const description = error.description.toLowerCase();
    if (error.error_code === 429) {
      return retryable('rate_limited', error.description, (error.parameters.retry_after ?? 1) * 1000, error);
    }
    if (error.error_code >= 500)
      return retryable(`http_${error.error_code}`, error.description, undefined, error);
    if (error.error_code === 401 || error.error_code === 404)
      return permanent('invalid_token', error.description, error);
    if (description.includes('chat not found')) return permanent('chat_not_found', error.description, error);
    if (error.error_code === 403) return permanent('forbidden', error.description, error);
    return permanent(`bad_request`, error.description, error);
  }
  if (error instanceof HttpError) return retryable('network_error', error.message, undefined, error);
  return retryable(
    'network_error',
    error instanceof Error ? error.message : 'Telegram could not be reached',
    undefined,
    error,
  );
}

const notModified = (error: unknown) =>
  error instanceof GrammyError && error.description.toLowerCase().includes('message is not modified');

/** `botId/chatId` (a newsroom's own bot) or a bare chat id (the deployment's bot). */
export function splitTelegramChannel(channel: string): { botId: string | null; chatId: string } {
  const slash = channel.indexOf('/');
  return slash < 0
    ? { botId: null, chatId: channel }
    : { botId: channel.slice(0, slash), chatId: channel.slice(slash + 1) };
}

/**
 * Sends through the Bot API with grammy's client (apiRoot points it at a proxy or a test fake),
 * as the bot the chat wrote to: a newsroom's own bot, or the deployment's.
 */
export function createTelegramReplier(config: {
  /** The token of bot `botId` (null: the deployment's bot); null when none serves it. */
  tokenFor(botId: string | null): Promise<string | null>;
  apiRoot?: string | undefined;
}): ChatReplier {
  const apis = new Map<string, Api>();
  const apiFor = async (botId: string | null) => {
    const token = await config.tokenFor(botId);
    if (!token) throw permanent('not_installed', `No Telegram bot token serves bot ${botId ?? '(default)'}.`);
    let api = apis.get(token);
    if (!api) {
      api = new Api(token, config.apiRoot ? { apiRoot: config.apiRoot } : undefined);
      apis.set(token, api);
    }
    return api;
  };
  const call = async <T>(address: string, fn: (api: Api, chatId: string) => Promise<T>): Promise<T> => {
    const { botId, chatId } = splitTelegramChannel(address);
    const api = await apiFor(botId);
    try {
      return await fn(api, chatId);
    } catch (error) {
      throw fromTelegramError(error);
    }
  };

  return {
    platform: 'telegram',
    async postReply(thread, message) {
      const ids: string[] = [];
      for (const text of renderTelegramMessage(message)) {
        const sent = await call(thread.channel, (api, chatId) =>
          api.sendMessage(chatId, text, {
            parse_mode: 'HTML',
            reply_parameters: { message_id: Number(thread.thread), allow_sending_without_reply: true },
            link_preview_options: { is_disabled: true },
          }),
        );
        ids.push(String(sent.message_id));
      }
      return { messageIds: ids };
    },
    async postReviewRequest(channel, card) {
      const { text, reply_markup } = renderTelegramReviewCard(card);
      const sent = await call(channel, (api, chatId) =>
        api.sendMessage(chatId, text, {
          parse_mode: 'HTML',
          reply_markup,
          link_preview_options: { is_disabled: true },
        }),
      );
      return { messageIds: [String(sent.message_id)] };
    },
    async updateReviewMessage(channel, messageId, card) {
      const { text, reply_markup } = renderTelegramReviewCard(card);
      await call(channel, async (api, chatId) => {
        try {
          await api.editMessageText(chatId, Number(messageId), text, {
            parse_mode: 'HTML',
            reply_markup,
            link_preview_options: { is_disabled: true },
          });
        } catch (error) {
          if (!notModified(error)) throw error;
        }
      });
    },
    async answerPress(answerRef, text) {
      // A press on a newsroom's own bot is answered by that bot: `botId/queryId`.
      await call(answerRef, (api, queryId) =>
        api.answerCallbackQuery(queryId, { text: text.slice(0, 200), show_alert: true }),
      );
    },
  };
}
