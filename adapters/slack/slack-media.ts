import { z } from 'zod';
import { MediaFetchError, type ChatMediaRef, type ChatMediaSource } from '../../src/core/media/ports.js';
import { downloadMedia, originOfUrl } from '../shared/media-download.js';

const SLACK_API = 'https://slack.com/api/';
/** Where Slack serves `url_private` (always its own file host). */
const SLACK_FILES = 'https://files.slack.com';

const filesInfoAnswer = z.object({
  ok: z.boolean(),
  error: z.string().optional(),
  file: z
    .object({
      id: z.string(),
      mimetype: z.string().optional(),
      size: z.number().optional(),
      url_private: z.string().optional(),
      url_private_download: z.string().optional(),
    })
    .optional(),
});

/**
 * A file shared in a linked Slack channel: `files.info` with the bot token, then `url_private`
 * with the same token, only from the configured API origin or Slack's file host.
 */
export function createSlackMediaSource(config: {
  botToken: string;
  apiUrl?: string | undefined;
  timeoutMs: number;
}): ChatMediaSource {
  const api = (config.apiUrl ?? SLACK_API).replace(/\/?$/, '/');
  const origins = [originOfUrl(api), SLACK_FILES];
  const authorization = `Bearer ${config.botToken}`;
  return {
    platform: 'slack',
    async fetch(ref, maxBytes) {
      let answer: z.infer<typeof filesInfoAnswer>;
      try {
        const response = await fetch(`${api}files.info?file=${encodeURIComponent(ref.ref.file_id ?? '')}`, {
          headers: { authorization },
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        answer = filesInfoAnswer.parse(await response.json());
      } catch {
        throw new MediaFetchError('media_unavailable', 'Slack could not be asked for the file.', true);
      }
      const file = answer.file;
      const address = file?.url_private_download ?? file?.url_private;
      if (!answer.ok || !file || !address)
        throw new MediaFetchError(
          'media_unavailable',
          `Slack did not give the file: ${answer.error ?? 'no address'}.`,
        );
      if (file.size !== undefined && file.size > maxBytes)
        throw new MediaFetchError('media_too_large', `The file is larger than ${maxBytes} bytes.`);
      const fetched = await downloadMedia(address, {
        origins,
        headers: { authorization },
        maxBytes,
        timeoutMs: config.timeoutMs,
      });
      // Slack answers an unauthorised file request with its HTML sign-in page, not an error.
      if (fetched.mediaType === 'text/html')
        throw new MediaFetchError(
          'media_unavailable',
          'Slack did not let the bot read the file (is it in the channel?).',
        );
      const type =
        fetched.mediaType === 'application/octet-stream'
          ? (file.mimetype ?? ref.mediaType)
          : fetched.mediaType;
      return { bytes: fetched.bytes, mediaType: type ?? fetched.mediaType };
    },
  };
}

/** The first file shared with a Slack message; its type and address are read with files.info. */
export function slackMedia(
  files: Array<{ id: string; mimetype?: string | undefined; size?: number | undefined }> | undefined,
): ChatMediaRef | undefined {
  const file = files?.[0];
  if (!file) return undefined;
  return {
    platform: 'slack',
    mediaType: file.mimetype,
    kind: undefined,
    sizeBytes: file.size,
    durationS: undefined,
    ref: { file_id: file.id },
  };
}
