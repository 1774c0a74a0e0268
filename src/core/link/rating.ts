import type { Confidence, Verdict } from '../check/check-result.js';
import type { LinkVerdict } from './link-result.js';

const TO_LINK: Record<Verdict, LinkVerdict> = {
  verified_true: 'true',
  mostly_true: 'mostly true',
  misleading: 'misleading',
  verified_false: 'false',
  unproven: 'unproven',
};

/** The engine's verdict in the link vocabulary. */
export const toLinkVerdict = (verdict: Verdict): LinkVerdict => TO_LINK[verdict];

export interface RatedClaim {
  verdict: LinkVerdict;
  confidence: Confidence;
  /** 0 = the most check-worthy claim (the headline, when it was checked). */
  rank: number;
}

/**
 * The page's overall rating, worst news first rather than a majority vote:
 * - a low-confidence verdict waits for an editor, so it counts as `unproven` here;
 * - a false claim makes the page `false` when it is the most check-worthy claim or carries at
 *   least a third of the weight (claims weigh 1/(rank+1)); any other false claim makes it
 *   `misleading`: ten trivial true statements do not outweigh one false one;
 * - else any misleading claim makes it `misleading`;
 * - else, when unproven claims carry half the weight or more (or nothing was checked), `unproven`;
 * - else `true` when every claim is true, `mostly true` otherwise.
 */
export function aggregateRating(claims: RatedClaim[]): LinkVerdict {
  const decided = claims.map((c) => ({ ...c, verdict: c.confidence === 'low' ? 'unproven' : c.verdict }));
  if (decided.length === 0) return 'unproven';
  const weight = (c: RatedClaim) => 1 / (c.rank + 1);
  const total = decided.reduce((sum, c) => sum + weight(c), 0);
  const share = (verdict: LinkVerdict) =>
    decided.filter((c) => c.verdict === verdict).reduce((sum, c) => sum + weight(c), 0) / total;
  const top = decided.reduce((best, c) => (c.rank < best.rank ? c : best));

  if (share('false') > 0) return top.verdict === 'false' || share('false') >= 1 / 3 ? 'false' : 'misleading';
  if (share('misleading') > 0) return 'misleading';
  if (share('unproven') >= 0.5) return 'unproven';
  return decided.every((c) => c.verdict === 'true') ? 'true' : 'mostly true';
}
