import { Api, GrammyError } from 'grammy';
import type { TelegramBotAdmin } from '../../src/core/chat/connector-ports.js';

/** getMe / setWebhook / deleteWebhook for a newsroom's own bot, with grammy's client. */
export function createTelegramBotAdmin(config: { apiRoot?: string | undefined }): TelegramBotAdmin {
  const api = (token: string) => new Api(token, config.apiRoot ? { apiRoot: config.apiRoot } : undefined);
  return {
    async identify(token) {
      try {
        const me = await api(token).getMe();
        return me.is_bot ? { id: String(me.id), username: me.username } : null;
      } catch (error) {
        // 401/404: Telegram does not know the token. Anything else (network, 5xx) is ours to report.
        if (error instanceof GrammyError && (error.error_code === 401 || error.error_code === 404))
          return null;
        throw error;
      }
    },
    async setWebhook(token, url, secret) {
      await api(token).setWebhook(url, {
        secret_token: secret,
        allowed_updates: ['message', 'callback_query'],
        drop_pending_updates: false,
      });
    },
    async deleteWebhook(token) {
      await api(token).deleteWebhook();
    },
  };
}
