import { z } from 'zod';
import { linkResultSchema } from '../../core/link/link-result.js';
import { MAX_URL_LENGTH } from '../../core/link/link-service.js';

export const linkResult = linkResultSchema.meta({
  id: 'LinkResult',
  description:
    'The result of a link job (GET /v1/job/{job_id} when kind is link and state is done). `rating` and each ' +
    "claim's `verdict` use the link vocabulary. Claims are ordered most check-worthy first; claims read from " +
    'captions carry `at` (hh:mm:ss) and `start_seconds`.',
});

export const linkBody = z
  .object({
    url: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(MAX_URL_LENGTH, `must be at most ${MAX_URL_LENGTH} characters`)
      .describe(
        'A web page, a WebVTT/SRT caption file, a page with a captioned <video>, or a YouTube video.',
      ),
  })
  .meta({ id: 'LinkRequest' });
