import { startFakeServer } from './fake-server.js';

/**
 * The Telegram Bot API as documented (https://core.telegram.org/bots/api): POST
 * /bot<token>/<method> with JSON, answers `{ok: true, result}` or `{ok: false, error_code, description}`.
 */
export async function startFakeTelegram(token: string, knownChats: () => Set<string>) {
  let messageId = 1000;
  /** A file_id is valid only for the bot that received it (as on Telegram). */
  const filePaths = new Map<string, { path: string; size: number; bot: string }>();
  /** Every bot the fake knows (a newsroom's own bots are added by tests), by token. */
  const bots = new Map<string, { id: number; username: string }>([
    [token, { id: Number(token.split(':')[0]), username: 'GaskiyaBot' }],
  ]);
  /** Each bot's webhook as setWebhook left it. */
  const webhooks = new Map<string, { url: string; secret_token?: string }>();
  const server = await startFakeServer(
    (call) => {
      const tokenOfCall = /^\/bot([^/]+)\//.exec(call.path)?.[1] ?? '';
      const bot = bots.get(tokenOfCall);
      if (!bot) {
        return { status: 401, body: { ok: false, error_code: 401, description: 'Unauthorized' } };
      }
      if (call.method === 'getMe')
        return {
          status: 200,
          body: {
            ok: true,
            result: { id: bot.id, is_bot: true, first_name: bot.username, username: bot.username },
          },
        };
      if (call.method === 'setWebhook') {
        webhooks.set(tokenOfCall, {
          url: String(call.params.url),
          secret_token: call.params.secret_token as string | undefined,
        });
        return { status: 200, body: { ok: true, result: true, description: 'Webhook was set' } };
      }
      if (call.method === 'deleteWebhook') {
        webhooks.delete(tokenOfCall);
        return { status: 200, body: { ok: true, result: true, description: 'Webhook was deleted' } };
      }
      const chatId = String(call.params.chat_id ?? '');
      if ((call.method === 'sendMessage' || call.method === 'editMessageText') && !knownChats().has(chatId)) {
        return {
          status: 400,
          body: { ok: false, error_code: 400, description: 'Bad Request: chat not found' },
        };
      }
      switch (call.method) {
        case 'sendMessage':
          return {
            status: 200,
            body: {
              ok: true,
              result: {
                message_id: ++messageId,
                date: Math.floor(Date.now() / 1000),
                chat: { id: Number(chatId), type: 'group' },
                text: call.params.text,
              },
            },
          };
        case 'editMessageText':
          return {
            status: 200,
            body: {
              ok: true,
              result: {
                message_id: call.params.message_id,
                date: 0,
                chat: { id: Number(chatId), type: 'group' },
                text: call.params.text,
              },
            },
          };
        case 'answerCallbackQuery':
          return { status: 200, body: { ok: true, result: true } };
        case 'getFile': {
          const file = filePaths.get(String(call.params.file_id ?? ''));
          if (!file || file.bot !== tokenOfCall)
            return {
              status: 400,
              body: { ok: false, error_code: 400, description: 'Bad Request: invalid file_id' },
            };
          return {
            status: 200,
            body: {
              ok: true,
              result: {
                file_id: call.params.file_id,
                file_unique_id: `u${file.size}`,
                file_size: file.size,
                file_path: file.path,
              },
            },
          };
        }
        default:
          return {
            status: 404,
            body: { ok: false, error_code: 404, description: 'Not Found: method not found' },
          };
      }
    },
    (path) => path.split('/').pop() ?? '',
  );
  let fileNumber = 0;
  return {
    ...server,
    /**
     * A file getFile can name and /file/bot<token>/<file_path> serves (as octet-stream, like Telegram),
     * for the bot that received it (the deployment's unless `botToken` names a newsroom's own).
     */
    addFile(fileId: string, bytes: Buffer, folder = 'photos', extension = 'jpg', botToken = token) {
      const path = `${folder}/file_${++fileNumber}.${extension}`;
      filePaths.set(fileId, { path, size: bytes.byteLength, bot: botToken });
      server.files.set(`/file/bot${botToken}/${path}`, { bytes, contentType: 'application/octet-stream' });
    },
    /** A bot created with @BotFather: its token now works. */
    addBot(botToken: string, username: string) {
      bots.set(botToken, { id: Number(botToken.split(':')[0]), username });
    },
    webhookOf: (botToken: string) => webhooks.get(botToken),
    tokenOf: (call: { path: string }) => /^\/bot([^/]+)\//.exec(call.path)?.[1] ?? '',
  };
}

export type FakeTelegram = Awaited<ReturnType<typeof startFakeTelegram>>;
