import { z } from 'zod';

export const scriptBody = z
  .object({
    job_id: z.string().max(100).describe('A finished check, link or media job of this workspace.'),
    claim_id: z
      .string()
      .max(100)
      .optional()
      .describe('Which claim of the job; its first (top) claim when absent.'),
    format: z
      .enum(['radio', 'broadcast', 'screen'])
      .describe('Radio read, TV broadcast read, or a screen card.'),
    language: z
      .enum(['pcm', 'ha', 'ig', 'yo', 'en'])
      .describe('Nigerian Pidgin, Hausa, Igbo, Yoruba or English.'),
  })
  .meta({ id: 'ScriptRequest', example: { job_id: '3f2b…', format: 'radio', language: 'pcm' } });

export const scriptSchema = z
  .object({
    language: z.enum(['pcm', 'ha', 'ig', 'yo', 'en']),
    format: z.enum(['radio', 'broadcast', 'screen']),
    script: z.string().describe('What to read or show. A screen card has one line per element.'),
    words: z.number().int(),
    seconds: z
      .number()
      .int()
      .describe('Estimated reading time: 150 words a minute on radio, 160 on TV, 200 on screen.'),
    job_id: z.string(),
    claim_id: z.string(),
  })
  .meta({ id: 'Script' });
