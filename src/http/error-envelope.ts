import { z } from 'zod';

/** The one body every non-2xx answer has (api.md "Conventions"). */
export const errorEnvelopeSchema = z
  .object({
    ok: z.literal(false),
    status: z.number().int(),
    error: z.object({
      code: z.string(),
      message: z.string(),
      details: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
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
