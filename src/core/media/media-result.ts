import { z } from 'zod';
import { checkResultSchema } from '../check/check-result.js';
import { MEDIA_KINDS } from './media-kinds.js';

/** A `media` job's result exactly as api.md ("Media: images, voice notes, video") fixes it. */
export const mediaResultSchema = z.object({
  kind: z.enum(MEDIA_KINDS),
  text: z
    .string()
    .describe('The text that was checked: the caption sent with the media, then what was read or heard.'),
  text_origin: z
    .enum(['ocr', 'transcript', 'editor'])
    .describe(
      'ocr: read from the image; transcript: a transcriber; editor: typed by an editor who listened.',
    ),
  language: z.string(),
  duration_s: z.number().optional(),
  machine_transcript: z.boolean().describe('true when the text is a machine transcript (it may mishear).'),
  check: checkResultSchema,
});

export type MediaResult = z.infer<typeof mediaResultSchema>;

/** A job's input: an uploaded file (media_id) or a chat platform's file (chat). */
export const mediaInputSchema = z.object({
  media_id: z.uuid().optional(),
  kind: z.enum(MEDIA_KINDS),
  media_type: z.string(),
  language: z.string().optional(),
  caption: z.string().optional(),
  chat: z
    .object({
      platform: z.enum(['slack', 'telegram', 'whatsapp']),
      media_type: z.string().optional(),
      size_bytes: z.number().optional(),
      duration_s: z.number().optional(),
      ref: z.record(z.string(), z.string()),
      /** The platform place it came in (Slack team...): a newsroom's own install serves its files. */
      place: z.string().optional(),
      /** It came through a newsroom's own bot or sender: fetched with that connector's credentials. */
      connector_id: z.string().optional(),
    })
    .optional(),
});

export type MediaInput = z.infer<typeof mediaInputSchema>;
