import { z } from 'zod';
import type { MediaKind } from '../../src/core/media/media-kinds.js';
import { MediaFetchError, type ChatMediaRef, type ChatMediaSource } from '../../src/core/media/ports.js';
import type { telegramMessageSchema } from './telegram-payloads.js';
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

type TelegramMessage = z.infer<typeof telegramMessageSchema>;

/**
 * The file a Telegram tip carries: of a photo's sizes the largest; a voice note, audio, video or
 * round video; a document only when it is an image, audio or video. Telegram downloads carry no
 * type, so the message's own (or the kind's usual one) travels with the reference.
 */
export function telegramMedia(message: TelegramMessage): ChatMediaRef | undefined {
  const ref = (
    file: { file_id: string; file_size?: number | undefined; duration?: number | undefined },
    mediaType: string | undefined,
    kind: MediaKind | undefined,
  ): ChatMediaRef => ({
    platform: 'telegram',
    mediaType,
    kind,
    sizeBytes: file.file_size,
    durationS: file.duration,
    ref: { file_id: file.file_id },
  });
  if (message.photo?.length) {
    const largest = [...message.photo].sort((a, b) => b.width * b.height - a.width * a.height)[0]!;
    return ref(largest, 'image/jpeg', 'image');
  }
  if (message.voice) return ref(message.voice, message.voice.mime_type ?? 'audio/ogg', 'audio');
  if (message.audio) return ref(message.audio, message.audio.mime_type ?? 'audio/mpeg', 'audio');
  if (message.video) return ref(message.video, message.video.mime_type ?? 'video/mp4', 'video');
  if (message.video_note) return ref(message.video_note, 'video/mp4', 'video');
  const doc = message.document;
  if (doc?.mime_type && /^(image|audio|video)\//.test(doc.mime_type))
    return ref(doc, doc.mime_type, undefined);
  return undefined;
}
