import { z } from 'zod';
import { verdictSchema } from '../../core/check/check-result.js';
import type { ReviewItem } from '../../core/review/ports.js';

export const reviewItemSchema = z
  .object({
    id: z.string(),
    job_id: z.string(),
    claim_id: z.string(),
    claim_text: z.string(),
    engine_verdict: z.string().describe("The engine's verdict before review."),
    confidence: z.string(),
    status: z.enum(['pending', 'decided']),
    created_at: z.string(),
    decision: z
      .object({
        verdict: verdictSchema,
        note: z.string().nullable(),
        decided_by: z.string(),
        decided_at: z.string(),
      })
      .nullable(),
    media: z
      .object({
        url: z.string().describe('GET it with the same bearer token to play the file.'),
        kind: z.string().describe('audio | video'),
        media_type: z.string(),
        duration_s: z.number().nullable(),
        caption: z.string().nullable(),
      })
      .nullable()
      .optional()
      .describe(
        'Set when the item asks for a transcript (claim_id "transcript"): no transcriber could hear the ' +
          'voice note or video. Type what it says with POST /v1/review/{item_id}/transcript.',
      ),
  })
  .meta({ id: 'ReviewItem' });

export const decisionBody = z
  .object({ verdict: verdictSchema, note: z.string().trim().max(2000).optional() })
  .meta({ id: 'ReviewDecision' });

export const decisionResponse = z.object({
  outcome: z
    .enum(['decided', 'already_decided'])
    .describe('`already_decided`: another editor decided first; `item.decision` is theirs and stands.'),
  item: reviewItemSchema,
});

export const itemIdParams = z.object({ item_id: z.string() });

export const toReviewItemDto = (item: ReviewItem) => ({
  id: item.id,
  job_id: item.jobId,
  claim_id: item.claimId,
  claim_text: item.claimText,
  engine_verdict: item.engineVerdict,
  confidence: item.confidence,
  status: item.status,
  created_at: item.createdAt.toISOString(),
  decision:
    item.status === 'decided' && item.verdict
      ? {
          verdict: item.verdict,
          note: item.note,
          decided_by: item.decidedBy ?? '',
          decided_at: (item.decidedAt ?? item.createdAt).toISOString(),
        }
      : null,
  media: item.media
    ? {
        url: `/v1/media/${item.media.id}`,
        kind: item.media.kind,
        media_type: item.media.mediaType,
        duration_s: item.media.durationS,
        caption: item.media.caption,
      }
    : null,
});
