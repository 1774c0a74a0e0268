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
  .meta({
    id: 'Script',
    example: {
      language: 'pcm',
      format: 'radio',
      script:
        'Na Gaskiya fact-check be dis. Wetin people dey talk: “Nigeria get 40 states”. No be true: INEC talk say “Nigeria has 36 states and the Federal Capital Territory”. Where we see am: INEC. Abeg, check am well before you share.',
      words: 36,
      seconds: 14,
      job_id: '3f2b9c1e-8d7a-4f6b-9e5d-2c1b0a9f8e7d',
      claim_id: 'c1',
    },
  });
