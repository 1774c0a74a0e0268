import { z } from 'zod';
import { verdictSchema } from '../../core/check/check-result.js';
import type { FactCheck } from '../../core/grouping/fact-check-service.js';

export const factCheckSchema = z
  .object({
    id: z.string(),
    text: z.string().describe('The claim as first asked (the group stands for every wording of it).'),
    verdict: verdictSchema,
    write_up: z.string(),
    decided_by: z.string(),
    decided_at: z.string(),
    askers: z.number().int().describe('Tips that made this claim.'),
    corrections: z.number().int().describe('Decisions after the first one.'),
  })
  .meta({ id: 'FactCheck' });

export const claimsQuery = z.object({
  q: z.string().trim().min(1).max(200).optional().describe('Words of the claim.'),
  cursor: z.string().max(200).optional().describe('The next_cursor of the previous page.'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const claimsResponse = z.object({
  claims: z.array(factCheckSchema),
  next_cursor: z.string().nullable(),
});

export const claimReviewSchema = z
  .record(z.string(), z.unknown())
  .describe(
    'schema.org ClaimReview JSON-LD: @context, @type, url, claimReviewed, datePublished, author ' +
      '(Organization), reviewRating (Rating with ratingValue 1-5, bestRating, worstRating, alternateName), ' +
      'itemReviewed (Claim), reviewBody.',
  )
  .meta({ id: 'ClaimReview' });

export const claimIdParams = z.object({ id: z.string() });

export const publishingBody = z
  .object({
    public: z.boolean(),
    site_url: z
      .url({ protocol: /^https?$/ })
      .max(500)
      .nullable()
      .optional()
      .describe("The newsroom's site; ClaimReview urls point there when set."),
  })
  .strict()
  .meta({ id: 'PublishingSettings' });

export const publishingResponse = z.object({
  public: z.boolean(),
  site_url: z.string().nullable(),
  feed_url: z.string().describe('GET it without auth while `public` is true: a schema.org DataFeed.'),
});

export const toFactCheckDto = (f: FactCheck) => ({
  id: f.id,
  text: f.text,
  verdict: f.verdict,
  write_up: f.writeUp,
  decided_by: f.decidedBy,
  decided_at: f.decidedAt.toISOString(),
  askers: f.askers,
  corrections: f.corrections,
});

export const encodeCursor = (f: FactCheck) =>
  Buffer.from(JSON.stringify([f.decidedAt.toISOString(), f.id])).toString('base64url');

export function decodeCursor(cursor: string | undefined): { at: Date; id: string } | undefined {
  if (!cursor) return undefined;
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [string, string];
    const date = new Date(at);
    if (Number.isNaN(date.getTime()) || typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id))
      return undefined;
    return { at: date, id };
  } catch {
    return undefined;
  }
}
