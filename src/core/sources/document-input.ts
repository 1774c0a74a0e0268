import { z } from 'zod';
import { fromClaimReview, isClaimReview } from './claim-review.js';
import type { DocumentInput } from './ports.js';
import { DATE_RANGE_MESSAGE, isPlausibleDate } from '../shared/bounds.js';

/** One document as api.md describes it. */
export const documentBodySchema = z.object({
  url: z.url({ protocol: /^https?$/ }),
  title: z.string().trim().min(1).max(500),
  text: z.string().max(100_000),
  publisher: z.string().trim().min(1).max(200),
  published_at: z.iso
    .datetime({ offset: true })
    .or(z.iso.date())
    .refine(isPlausibleDate, DATE_RANGE_MESSAGE)
    .optional(),
  claim_review: z
    .object({
      claim_reviewed: z.string().max(2000).optional(),
      rating: z.string().max(200).optional(),
    })
    .loose()
    .optional(),
});

export type DocumentBody = z.infer<typeof documentBodySchema>;

export type ParsedLine = { ok: true; doc: DocumentInput } | { ok: false; reason: string };

function fromBody(body: DocumentBody): DocumentInput {
  const review = body.claim_review ?? null;
  return {
    url: body.url,
    title: body.title,
    text: body.text,
    publisher: body.publisher,
    publishedAt: body.published_at ? new Date(body.published_at) : null,
    claimText: review?.claim_reviewed?.trim() || null,
    rating: review?.rating?.trim() || null,
    claimReview: review,
  };
}

/** Readable reason for a rejected line: the first few field problems. */
function reasonOf(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || 'document'}: ${issue.message}`)
    .join('; ');
}

/**
 * Reads one JSON value as documents: our own document shape, a schema.org ClaimReview, or a
 * JSON-LD `@graph` / array of ClaimReviews (as fact-checkers publish them).
 */
export function parseDocumentValue(value: unknown): ParsedLine[] {
  if (Array.isArray(value)) return value.flatMap(parseDocumentValue);
  if (value && typeof value === 'object' && Array.isArray((value as { '@graph'?: unknown })['@graph'])) {
    return (value as { '@graph': unknown[] })['@graph'].flatMap(parseDocumentValue);
  }
  if (isClaimReview(value)) return [fromClaimReview(value)];
  const parsed = documentBodySchema.safeParse(value);
  return [
    parsed.success ? { ok: true, doc: fromBody(parsed.data) } : { ok: false, reason: reasonOf(parsed.error) },
  ];
}

/** Parses NDJSON: each non-blank line is one JSON value; a bad line is rejected, not fatal. */
export function parseNdjson(text: string): Array<{ line: number; result: ParsedLine }> {
  const out: Array<{ line: number; result: ParsedLine }> = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    if (!raw.trim()) return;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      out.push({ line: index + 1, result: { ok: false, reason: 'not valid JSON' } });
      return;
    }
    for (const result of parseDocumentValue(value)) out.push({ line: index + 1, result });
  });
  return out;
}
