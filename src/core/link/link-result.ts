import { z } from 'zod';
import { reviewSchema, sourceSchema } from '../check/check-result.js';

/** The link tool's verdict vocabulary (interface-spec "Link-check verdict vocabulary"). */
export const LINK_VERDICTS = ['true', 'mostly true', 'misleading', 'false', 'unproven'] as const;
export const linkVerdictSchema = z.enum(LINK_VERDICTS);
export type LinkVerdict = z.infer<typeof linkVerdictSchema>;

/** What the tool says it cannot do: it is never proof either way about AI-made media. */
export const LINK_DISCLAIMER =
  'This tool checks what the page or video says. It cannot tell whether a video, image or audio was made ' +
  'or edited by AI, and its output is not proof either way.';

/**
 * One claim of a link result. api.md fixes `text`, `verdict`, `reason` and `sources`; the rest
 * are additions: `id` and `confidence` come from the engine (the id is the claim's id in review),
 * `review` is the review state, and a claim from captions carries where in the video it was said.
 */
export const linkClaimSchema = z.object({
  text: z.string(),
  verdict: linkVerdictSchema,
  reason: z.string(),
  sources: z.array(sourceSchema),
  id: z.string().optional(),
  confidence: z.enum(['high', 'medium', 'low']).optional(),
  review: reviewSchema.optional(),
  at: z
    .string()
    .regex(/^\d{2}:\d{2}:\d{2}$/)
    .optional()
    .describe('Video claims: where the statement starts, as hh:mm:ss.'),
  start_seconds: z.number().nonnegative().optional().describe('Video claims: the same moment in seconds.'),
});

export const linkSourceSchema = z.object({
  url: z.string(),
  title: z.string(),
  kind: z.enum(['page', 'video']),
  site_name: z.string().optional(),
  author: z.string().optional(),
  published_at: z.string().optional(),
  machine_transcript: z
    .boolean()
    .optional()
    .describe(
      'true: the video had no captions and a transcriber heard it (a machine transcript may mishear).',
    ),
});

/** The link result exactly as api.md fixes it, plus the optional fields above. */
export const linkResultSchema = z.object({
  rating: linkVerdictSchema,
  summary: z.string(),
  source: linkSourceSchema,
  claims: z.array(linkClaimSchema),
  suggestion: z.string(),
  disclaimer: z.string(),
});

export type LinkClaim = z.infer<typeof linkClaimSchema>;
export type LinkSource = z.infer<typeof linkSourceSchema>;
export type LinkResult = z.infer<typeof linkResultSchema>;
