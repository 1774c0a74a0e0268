import { z } from 'zod';
import { ACCEPTED_MEDIA_TYPES } from '../../core/media/media-kinds.js';
import { mediaResultSchema } from '../../core/media/media-result.js';

export const mediaResult = mediaResultSchema.meta({
  id: 'MediaResult',
  description:
    'The result of a media job (GET /v1/job/{job_id} when kind is media and state is done). `check` is a ' +
    'CheckResult of `text`. A machine transcript may mishear: `machine_transcript` says when the text is one.',
});

export const mediaQuery = z.object({
  language: z
    .string()
    .regex(/^[a-z]{2,3}$/, 'must be an ISO 639 code such as en, pcm, ha, ig, yo')
    .optional()
    .describe('Language hint for reading and hearing; detected from the text when absent.'),
});

export const mediaIdParams = z.object({ media_id: z.string() });

export const transcriptBody = z
  .object({
    text: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(20_000, 'must be at most 20000 characters')
      .describe('What the voice note or video says, as the editor heard it.'),
  })
  .meta({ id: 'TranscriptRequest' });

export const transcriptResponse = z.object({
  outcome: z
    .enum(['accepted', 'already_given'])
    .describe('`already_given`: another editor typed it first; their text is the one checked.'),
  job_id: z.string(),
});

export const acceptedTypesText = ACCEPTED_MEDIA_TYPES.join(', ');
