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
    group_id: z
      .string()
      .nullable()
      .describe('The claim group the item decides: one decision answers every asker.'),
    askers: z.number().int().describe('How many tips made this claim (confirmed members of the group).'),
    platforms: z.array(z.string()).describe('Where they came from: slack, telegram, whatsapp, api.'),
    first_asked_at: z.string(),
    last_asked_at: z.string(),
    sample_texts: z.array(z.string()).describe('A few of the wordings askers used.'),
    suggestions: z
      .array(
        z.object({
          id: z.string(),
          text: z.string(),
          platform: z.string(),
          asked_at: z.string(),
          similarity: z.number(),
        }),
      )
      .describe(
        'Tips that may make the same claim (a middling match): confirm or split each with ' +
          'POST /v1/review/{item_id}/suggestions/{ask_id}.',
      ),
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
    .enum(['decided', 'corrected', 'already_decided'])
    .describe(
      '`corrected`: the item was decided before; this decision replaces it and every asker gets it, ' +
        'marked as a correction. `already_decided` (chat buttons only): another editor decided first.',
    ),
  item: reviewItemSchema,
});

export const itemIdParams = z.object({ item_id: z.string() });

export const suggestionParams = z.object({ item_id: z.string(), ask_id: z.string() });
export const suggestionBody = z
  .object({
    action: z
      .enum(['confirm', 'split'])
      .describe('`confirm`: the tip joins the group; `split`: it becomes a group of its own.'),
  })
  .meta({ id: 'SuggestionAction' });

export const toReviewItemDto = (item: ReviewItem) => ({
  id: item.id,
  job_id: item.jobId,
  claim_id: item.claimId,
  claim_text: item.claimText,
  engine_verdict: item.engineVerdict,
  confidence: item.confidence,
  status: item.status,
  created_at: item.createdAt.toISOString(),
  group_id: item.group?.id ?? null,
  askers: item.group?.askers ?? 1,
  platforms: item.group?.platforms ?? [],
  first_asked_at: (item.group?.firstAskedAt ?? item.createdAt).toISOString(),
  last_asked_at: (item.group?.lastAskedAt ?? item.createdAt).toISOString(),
  sample_texts: item.group?.sampleTexts ?? [item.claimText],
  suggestions: (item.group?.suggestions ?? []).map((a) => ({
    id: a.id,
    text: a.text,
    platform: a.platform,
    asked_at: a.askedAt.toISOString(),
    similarity: Math.round(a.similarity * 1000) / 1000,
  })),
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
