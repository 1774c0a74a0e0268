import { z } from 'zod';

/**
 * The check result exactly as api.md fixes it. One schema serves the engine's output, the job
 * record and the HTTP response (and through it the OpenAPI document).
 */
export const VERDICTS = ['verified_true', 'mostly_true', 'misleading', 'verified_false', 'unproven'] as const;
export const CONFIDENCES = ['high', 'medium', 'low'] as const;
export const STANCES = ['supports', 'disputes', 'neutral'] as const;

export const verdictSchema = z.enum(VERDICTS);
export const confidenceSchema = z.enum(CONFIDENCES);
export const stanceSchema = z.enum(STANCES);

export const sourceSchema = z.object({
  publisher: z.string(),
  url: z.string(),
  title: z.string(),
  stance: stanceSchema,
  excerpt: z.string(),
});

export const reviewSchema = z
  .object({
    status: z.enum(['pending', 'decided']),
    verdict: verdictSchema.optional(),
    decided_by: z.string().optional(),
    decided_at: z.string().optional(),
  })
  .nullable();

/** Where a claim was in the submitted text: character offsets, end exclusive. */
export const spanSchema = z.object({ start: z.number().int().min(0), end: z.number().int().min(0) });

export const claimSchema = z.object({
  id: z.string(),
  text: z.string(),
  span: spanSchema,
  verdict: verdictSchema,
  confidence: confidenceSchema,
  sources_cited: z.number().int(),
  sources: z.array(sourceSchema),
  write_up: z.string(),
  review: reviewSchema,
});

export const checkResultSchema = z.object({
  verdict: verdictSchema,
  confidence: confidenceSchema,
  sources_cited: z.number().int(),
  sources: z.array(sourceSchema),
  claims: z.array(claimSchema),
  set_aside: z.array(z.object({ text: z.string(), reason: z.string() })),
  language: z.string(),
  /** Present when an optional provider failed or timed out and the local engine stood in. */
  notes: z.array(z.string()).optional(),
});

export type Verdict = z.infer<typeof verdictSchema>;
export type Confidence = z.infer<typeof confidenceSchema>;
export type Stance = z.infer<typeof stanceSchema>;
export type CheckSource = z.infer<typeof sourceSchema>;
export type CheckedClaim = z.infer<typeof claimSchema>;
export type CheckResult = z.infer<typeof checkResultSchema>;
