import { z } from 'zod';
import { TOOLS } from '../../core/usage/quota-policy.js';
import { checkResultSchema } from '../../core/check/check-result.js';
import type { JobRecord } from '../../core/jobs/job.js';
import { serializeByHand } from '../response-envelope.js';

export const checkResult = checkResultSchema.meta({ id: 'CheckResult' });

export function checkBody(maxChars: number) {
  return z
    .object({
      text: z
        .string()
        .trim()
        .min(1, 'must not be empty')
        .max(maxChars, `must be at most ${maxChars} characters`)
        .describe(`The claim or text to check (at most ${maxChars} characters).`),
      async: z.boolean().optional().describe('true: answer 202 at once and poll GET /v1/job/{job_id}.'),
      language: z
        .string()
        .regex(/^[a-z]{2,3}$/, 'must be an ISO 639 code such as en, pcm, ha, ig, yo')
        .optional()
        .describe('Language hint; detected when absent.'),
    })
    .meta({ id: 'CheckRequest' });
}

export const acceptedSchema = z
  .object({
    ok: z.literal(true),
    accepted: z.literal(true),
    status: z.literal(202),
    state: z.literal('running'),
    job_id: z.string(),
  })
  .meta({ id: 'Accepted' });

export const checkDoneSchema = z
  .object({
    ok: z.literal(true),
    status: z.literal(200),
    state: z.literal('done'),
    job_id: z.string(),
    result: checkResult,
  })
  .meta({ id: 'CheckDone' });

export const jobParams = z.object({ job_id: z.string() });

export const deliverySchema = z
  .object({
    id: z.string(),
    kind: z.string().describe('result | notice | verdict | review_request | review_update | press_answer'),
    platform: z.string(),
    state: z.enum(['pending', 'sent', 'failed', 'undeliverable']),
    attempts: z.number().int(),
    reason: z.string().nullable().describe('Why it failed, or how it went out (e.g. sent_as_template)'),
    platform_status: z.string().nullable().describe('Last status the platform reported (Twilio callbacks)'),
    created_at: z.string(),
    sent_at: z.string().nullable(),
  })
  .meta({ id: 'Delivery' });

export const jobSchema = z
  .object({
    job_id: z.string(),
    kind: z.enum(TOOLS),
    state: z.enum(['running', 'done', 'failed']),
    created_at: z.string(),
    updated_at: z.string(),
    result: z
      .record(z.string(), z.unknown())
      .optional()
      .describe(
        'Present when state is done: a CheckResult for check jobs, a LinkResult for link jobs, a MediaResult ' +
          'for media jobs, a DocumentResult for document jobs (all in components.schemas). Dossier and script ' +
          'jobs (the record of a GET /v1/dossier or POST /v1/scripts use) hold the Dossier or Script answered.',
      ),
    error: z.object({ code: z.string(), message: z.string() }).optional(),
    deliveries: z
      .array(deliverySchema)
      .optional()
      .describe(
        'Jobs that came from chat: each reply owed to the platform, its state and why it failed, if it did.',
      ),
  })
  .meta({ id: 'Job' });

export type JobDto = z.infer<typeof jobSchema>;

/** Adds fields a feature knows about a job (chat deliveries) to GET /v1/job. */
export type JobDescriber = (job: JobRecord) => Promise<Partial<JobDto>>;

// Every accepted job answers this body: written without the zod pass (response-envelope.ts).
serializeByHand(acceptedSchema, (data) => {
  const body = data as Partial<Record<keyof z.infer<typeof acceptedSchema>, unknown>> | null;
  if (
    body?.ok !== true ||
    body.accepted !== true ||
    body.status !== 202 ||
    body.state !== 'running' ||
    typeof body.job_id !== 'string'
  )
    return undefined;
  return `{"ok":true,"accepted":true,"status":202,"state":"running","job_id":${JSON.stringify(body.job_id)}}`;
});

export const accepted = (job: JobRecord) => ({
  ok: true as const,
  accepted: true as const,
  status: 202 as const,
  state: 'running' as const,
  job_id: job.id,
});

export function toJobDto(job: JobRecord): z.infer<typeof jobSchema> {
  return {
    job_id: job.id,
    kind: job.kind,
    state: job.state,
    created_at: job.createdAt.toISOString(),
    updated_at: job.updatedAt.toISOString(),
    ...(job.state === 'done' && job.result ? { result: job.result } : {}),
    ...(job.state === 'failed' && job.error ? { error: job.error } : {}),
  };
}
