import { z } from 'zod';
import { MediaFetchError, type ChatMediaSource } from '../../src/core/media/ports.js';
import { downloadMedia, originOfUrl } from '../shared/media-download.js';

const TELEGRAM_API = 'https://api.telegram.org';

const getFileAnswer = z.object({
  ok: z.boolean(),
  result: z
    .object({ file_id: z.string(), file_path: z.string().optional(), file_size: z.number().optional() })
    .optional(),
  description: z.string().optional(),
});

/**
 * A Telegram tip's file: `getFile` on the Bot API, then the download from `/file/bot<token>/<path>`,
 * both on the configured API root only. Telegram sends files as octet-stream: the message's own
 * type (a voice note is audio/ogg, a photo image/jpeg) names them.
 */
export function createTelegramMediaSource(config: {
  botToken: string;
  apiRoot?: string | undefined;
  timeoutMs: number;
}): ChatMediaSource {
  const root = (config.apiRoot ?? TELEGRAM_API).replace(/\/$/, '');
  const origin = originOfUrl(root);
  return {
    platform: 'telegram',
    async fetch(ref, maxBytes) {
      let answer: z.infer<typeof getFileAnswer>;
      try {
        const response = await fetch(`${root}/bot${config.botToken}/getFile`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ file_id: ref.ref.file_id }),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        answer = getFileAnswer.parse(await response.json());
      } catch {
        throw new MediaFetchError('media_unavailable', 'Telegram could not be asked for the file.', true);
      }
      if (!answer.ok || !answer.result?.file_path) {
        // The Bot API serves files up to 20 MB; a larger one has no file_path.
        throw new MediaFetchError(
          'media_unavailable',
          `Telegram did not give the file: ${answer.description ?? 'no file path'}.`,
        );
      }
      if (answer.result.file_size !== undefined && answer.result.file_size > maxBytes)
        throw new MediaFetchError('media_too_large', `The file is larger than ${maxBytes} bytes.`);
      const fetched = await downloadMedia(`${root}/file/bot${config.botToken}/${answer.result.file_path}`, {
        origins: [origin],
        maxBytes,
        timeoutMs: config.timeoutMs,
      });
      const generic = fetched.mediaType === 'application/octet-stream';
      return {
        bytes: fetched.bytes,
        mediaType: generic && ref.mediaType ? ref.mediaType : fetched.mediaType,
      };
    },
  };
}
