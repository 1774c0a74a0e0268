import type { Verdict } from '../check/check-result.js';
import { applyLinkDecision } from '../link/link-review.js';

export interface DecisionOnClaim {
  claimId: string;
  verdict: Verdict;
  decidedBy: string | null;
  decidedAt: Date | null;
}

type ClaimJson = { id?: unknown; verdict?: unknown; review?: unknown };

/** A check result with one claim decided (and the top-level verdict when it is the top claim). */
function applyCheckDecision(result: Record<string, unknown>, d: DecisionOnClaim): Record<string, unknown> {
  const claims = Array.isArray(result.claims) ? (result.claims as ClaimJson[]) : [];
  const review = {
    status: 'decided',
    verdict: d.verdict,
    ...(d.decidedBy ? { decided_by: d.decidedBy } : {}),
    ...(d.decidedAt ? { decided_at: d.decidedAt.toISOString() } : {}),
  };
  const patched = claims.map((c) => (c.id === d.claimId ? { ...c, verdict: d.verdict, review } : c));
  const top = patched[0]?.id === d.claimId ? { verdict: d.verdict } : {};
  return { ...result, ...top, claims: patched };
}

/**
 * An editor's decision written into the job's result, in the vocabulary of the job's kind: a
 * link result takes the link verdicts and has its overall rating worked out again.
 */
export function applyDecisionToResult(
  kind: string,
  result: Record<string, unknown>,
  d: DecisionOnClaim,
): Record<string, unknown> {
  if (kind === 'media') {
    // A media job's claims live in its embedded check result.
    const check = result.check;
    if (!check || typeof check !== 'object') return result;
    return { ...result, check: applyCheckDecision(check as Record<string, unknown>, d) };
  }
  if (kind === 'link') {
    return applyLinkDecision(result, d.claimId, d.verdict, {
      status: 'decided',
      verdict: d.verdict,
      ...(d.decidedBy ? { decided_by: d.decidedBy } : {}),
      ...(d.decidedAt ? { decided_at: d.decidedAt.toISOString() } : {}),
    });
  }
  return applyCheckDecision(result, d);
}
