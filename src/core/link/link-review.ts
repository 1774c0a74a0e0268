import type { Verdict } from '../check/check-result.js';
import { linkResultSchema, type LinkResult } from './link-result.js';
import { describeLinkResult } from './link-summary.js';
import { aggregateRating, toLinkVerdict } from './rating.js';
import { suggestFurtherChecking } from './suggestion.js';

/**
 * A link result with an editor's decision on one claim (review queue): the claim takes the
 * decided verdict in the link vocabulary and its review state, then the overall rating, summary
 * and suggestion are worked out again. Claims stay in their order (most check-worthy first), so
 * their index is their rank. Returns the result unchanged when no claim has that id.
 */
export function applyLinkDecision(
  stored: Record<string, unknown>,
  claimId: string,
  verdict: Verdict,
  review: NonNullable<LinkResult['claims'][number]['review']>,
): LinkResult {
  const result = linkResultSchema.parse(stored);
  const claims = result.claims.map((c) =>
    c.id === claimId ? { ...c, verdict: toLinkVerdict(verdict), confidence: 'high' as const, review } : c,
  );
  // A decided claim is no longer low confidence: the editor's verdict counts fully.
  const rating = aggregateRating(
    claims.map((c, rank) => ({ verdict: c.verdict, confidence: c.confidence ?? 'low', rank })),
  );
  return {
    ...result,
    rating,
    claims,
    summary: describeLinkResult({ rating, claims, source: result.source }),
    suggestion: suggestFurtherChecking(rating, claims, result.source),
  };
}
