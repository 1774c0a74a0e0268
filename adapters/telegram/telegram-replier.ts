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

/** Sends through the Bot API with grammy's client (apiRoot points it at a proxy or a test fake). */
export function createTelegramReplier(config: {
  botToken: string;
  apiRoot?: string | undefined;
}): ChatReplier {
  const api = new Api(config.botToken, config.apiRoot ? { apiRoot: config.apiRoot } : undefined);
  const call = async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (error) {
      throw fromTelegramError(error);
    }
  };

  return {
    platform: 'telegram',
    async postReply(thread, message) {
      const ids: string[] = [];
      for (const text of renderTelegramMessage(message)) {
        const sent = await call(() =>
          api.sendMessage(thread.channel, text, {
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
      const sent = await call(() =>
        api.sendMessage(channel, text, {
          parse_mode: 'HTML',
          reply_markup,
          link_preview_options: { is_disabled: true },
        }),
      );
      return { messageIds: [String(sent.message_id)] };
    },
    async updateReviewMessage(channel, messageId, card) {
      const { text, reply_markup } = renderTelegramReviewCard(card);
      try {
        await api.editMessageText(channel, Number(messageId), text, {
          parse_mode: 'HTML',
          reply_markup,
          link_preview_options: { is_disabled: true },
        });
      } catch (error) {
        if (!notModified(error)) throw fromTelegramError(error);
      }
    },
    async answerPress(answerRef, text) {
      await call(() => api.answerCallbackQuery(answerRef, { text: text.slice(0, 200), show_alert: true }));
    },
  };
}
