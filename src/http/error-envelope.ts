import { z } from 'zod';
import { errorStatus, type ErrorCode } from '../core/errors/app-error.js';

/** The one body every non-2xx answer has (api.md "Conventions"). */
export const errorEnvelopeSchema = z
  .object({
    ok: z.literal(false),
    status: z.number().int().min(400).max(599).describe('The HTTP status, repeated.'),
    error: z.object({
      code: z
        .enum(Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]])
        .describe('What went wrong, for programs; each operation lists the codes it can answer.'),
      message: z.string().describe('The same for people: one sentence, safe to show.'),
      details: z
        .array(z.object({ field: z.string(), message: z.string() }))
        .optional()
        .describe('On validation_failed: each invalid field (dotted path) and what is wrong with it.'),
    }),
  })
  .meta({ id: 'Error' });

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Error responses every authenticated route may give, for the OpenAPI document. */
export const commonErrors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  413: errorEnvelopeSchema,
  415: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
  503: errorEnvelopeSchema,
} as const;
