import { startFakeServer } from './fake-server.js';

/**
 * The Telegram Bot API as documented (https://core.telegram.org/bots/api): POST
 * /bot<token>/<method> with JSON, answers `{ok: true, result}` or `{ok: false, error_code, description}`.
 */
export async function startFakeTelegram(token: string, knownChats: () => Set<string>) {
  let messageId = 1000;
  const filePaths = new Map<string, { path: string; size: number }>();
  const server = await startFakeServer(
    (call) => {
      if (!call.path.startsWith(`/bot${token}/`)) {
        return { status: 401, body: { ok: false, error_code: 401, description: 'Unauthorized' } };
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
          if (!file)
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
    /** A file getFile can name and /file/bot<token>/<file_path> serves (as octet-stream, like Telegram). */
    addFile(fileId: string, bytes: Buffer, folder = 'photos', extension = 'jpg') {
      const path = `${folder}/file_${++fileNumber}.${extension}`;
      filePaths.set(fileId, { path, size: bytes.byteLength });
      server.files.set(`/file/bot${token}/${path}`, { bytes, contentType: 'application/octet-stream' });
    },
  };
}

export type FakeTelegram = Awaited<ReturnType<typeof startFakeTelegram>>;
