import type { Confidence, Stance, Verdict } from '../check-result.js';
import type { Evidence } from '../evidence-search.js';
import type { StanceJudgement } from '../pipeline/ports.js';
import { ratingJudgement } from '../stance/ratings.js';

/**
 * The two claim-matching thresholds (as in CheckThat! systems): at STRONG a match decides; from
 * MIDDLING it is offered, with low confidence, for an editor to look at. Below it, it is not
 * evidence about this claim at all. `match` comes from the reranker (0..1).
 */
export const STRONG_MATCH = 0.7;
export const MIDDLING_MATCH = 0.4;

export interface Judged {
  evidence: Evidence;
  judgement: StanceJudgement;
  /** Structured data (the service's own figures) answered the claim directly. */
  direct?: boolean;
}

export interface Decision {
  verdict: Verdict;
  confidence: Confidence;
  /** The evidence listed, best match first. */
  listed: Array<Judged & { stance: Stance }>;
}

const trustOf = (e: Evidence) => e.trust ?? 0.5;
/** A strong match counts fully; a middling one from 0 (at MIDDLING) up to half (just below STRONG). */
const matchFactor = (j: Judged) =>
  j.direct || j.evidence.score >= STRONG_MATCH
    ? 1
    : (0.5 * Math.max(0, j.evidence.score - MIDDLING_MATCH)) / (STRONG_MATCH - MIDDLING_MATCH);
const weight = (j: Judged) => trustOf(j.evidence) * j.judgement.strength * matchFactor(j);
/** The weaker side must reach this share of the stronger one for the evidence to conflict. */
const CONFLICT_SHARE = 0.34;

/**
 * Combines stances into a verdict. Support and dispute are summed, weighted by publisher trust,
 * stance strength and match; a strongly matched fact-check's rating decides the verdict;
 * evidence on both sides is never confident; nothing decisive is `unproven` with low confidence.
 */
export function decide(judged: Judged[]): Decision {
  const listed = judged
    .filter((j) => j.direct || j.evidence.score >= MIDDLING_MATCH)
    .sort((a, b) => b.evidence.score - a.evidence.score || trustOf(b.evidence) - trustOf(a.evidence))
    .map((j) => ({ ...j, stance: j.judgement.strength > 0 ? j.judgement.stance : ('neutral' as const) }));
  let support = 0;
  let dispute = 0;
  for (const j of listed) {
    if (j.stance === 'supports') support += weight(j);
    if (j.stance === 'disputes') dispute += weight(j);
  }
  if (support + dispute === 0) return { verdict: 'unproven', confidence: 'low', listed };

  const conflict =
    support > 0 && dispute > 0 && Math.min(support, dispute) / Math.max(support, dispute) >= CONFLICT_SHARE;
  const decisive = listed.filter((j) => j.stance !== 'neutral').sort((a, b) => weight(b) - weight(a))[0];
  if (!decisive) return { verdict: 'unproven', confidence: 'low', listed };

  const net = (support - dispute) / (support + dispute);
  let verdict: Verdict;
  const rated = ratingJudgement(decisive.evidence.rating);
  if (rated && decisive.evidence.score >= STRONG_MATCH && rated.stance === decisive.stance)
    verdict = rated.verdict;
  else if (net >= 0.6) verdict = decisive.judgement.strength >= 0.75 ? 'verified_true' : 'mostly_true';
  else if (net <= -0.6) verdict = decisive.judgement.strength >= 0.75 ? 'verified_false' : 'misleading';
  else verdict = 'unproven';

  const strongMatch = decisive.direct || decisive.evidence.score >= STRONG_MATCH;
  let confidence: Confidence;
  if (conflict || verdict === 'unproven' || !strongMatch) confidence = 'low';
  else if (trustOf(decisive.evidence) >= 0.7 && decisive.judgement.strength >= 0.75) confidence = 'high';
  else confidence = 'medium';
  return { verdict, confidence, listed };
}
