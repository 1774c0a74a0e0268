import type { Confidence, Stance, Verdict } from '../check-result.js';
import type { Evidence } from '../evidence-search.js';
import type { StanceJudgement } from '../pipeline/ports.js';
import { ratingJudgement } from '../stance/ratings.js';
import { shade, type Nuance } from './nuance.js';

/**
 * The two claim-matching thresholds (as in CheckThat! systems): at STRONG a match decides; from
 * MIDDLING it is offered, with low confidence, for an editor to look at. Below it, it is not
 * evidence about this claim at all. `match` comes from the reranker (0..1).
 */
export const STRONG_MATCH = 0.7;
export const MIDDLING_MATCH = 0.4;
/**
 * A fact-check's score is the calibrated chance that it reviewed this very claim
 * (retrieval/match-calibration.ts); from here it is cited (below STRONG_MATCH with low
 * confidence, so an editor sees it: a middling match goes to the editors rather than being left
 * out). Chosen on CLEF 2020 task 2 train (5-fold): 0.3 cites the right fact-check first for
 * 0.69 of tweets and, with it removed, a stranger for 0.14; 0.25 gave 0.71 and 0.19, 0.35 gave
 * 0.67 and 0.11 (the logistic regression before the trees: 0.67 and 0.14 at 0.3).
 */
export const FACT_CHECK_CITED = 0.3;

const isFactCheck = (e: Evidence) => Boolean(e.claimReviewed) || Boolean(e.rating);
const citedFrom = (e: Evidence) => (isFactCheck(e) ? FACT_CHECK_CITED : MIDDLING_MATCH);

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
  /** The source that weighs most on the side the verdict took (null when nothing decides). */
  decisive: (Judged & { stance: Stance }) | null;
  /** Why a verdict is mostly true or misleading rather than true or false (nuance.ts). */
  nuance?: Nuance;
}

const trustOf = (e: Evidence) => e.trust ?? 0.5;
/** A strong match counts fully; a middling one from 0 (at MIDDLING) up to half (just below STRONG). */
const matchFactor = (j: Judged) =>
  j.direct || j.evidence.score >= STRONG_MATCH
    ? 1
    : (0.5 * Math.max(0, j.evidence.score - citedFrom(j.evidence))) / (STRONG_MATCH - citedFrom(j.evidence));
const weight = (j: Judged) => trustOf(j.evidence) * j.judgement.strength * matchFactor(j);
/** The weaker side must reach this share of the stronger one for the evidence to conflict. */
const CONFLICT_SHARE = 0.34;

/**
 * Combines stances into a verdict. Support and dispute are summed, weighted by publisher trust,
 * stance strength and match; a strongly matched fact-check's rating decides the verdict;
 * evidence on both sides is never confident; nothing decisive is `unproven` with low confidence.
 * A count only close to the source's, the right figure of another period, or a claim part right
 * is shaded to mostly true or misleading, never with high confidence (nuance.ts).
 */
export function decide(judged: Judged[]): Decision {
  const listed = olderCountsNeutral(
    judged
      .filter((j) => j.direct || j.evidence.score >= citedFrom(j.evidence))
      .sort((a, b) => b.evidence.score - a.evidence.score || trustOf(b.evidence) - trustOf(a.evidence))
      .filter(firstOfTwins())
      .map((j) => ({ ...j, stance: j.judgement.strength > 0 ? j.judgement.stance : ('neutral' as const) })),
  );
  let support = 0;
  let dispute = 0;
  const wrong = wrongFigures(listed);
  for (const j of listed) {
    // A source confirming the other figures of a claim with a wrong one does not make it true.
    if (j.stance === 'supports' && !confirmsOnlyOthers(j, wrong)) support += weight(j);
    if (j.stance === 'disputes') dispute += weight(j);
  }
  if (support + dispute === 0) return { verdict: 'unproven', confidence: 'low', listed, decisive: null };

  const conflict =
    support > 0 && dispute > 0 && Math.min(support, dispute) / Math.max(support, dispute) >= CONFLICT_SHARE;
  const decisive = listed
    .filter((j) => j.stance !== 'neutral' && !(j.stance === 'supports' && confirmsOnlyOthers(j, wrong)))
    .sort((a, b) => weight(b) - weight(a))[0];
  if (!decisive) return { verdict: 'unproven', confidence: 'low', listed, decisive: null };

  const net = (support - dispute) / (support + dispute);
  // Each figure of the claim confirmed by a trusted source, none disputed:
  // "36 states and 774 local government areas" is true though no one source says both.
  const wholeConfirmed = dispute === 0 && everyFigureConfirmed(listed);
  let verdict: Verdict;
  const rated = ratingJudgement(decisive.evidence.rating);
  if (rated && decisive.evidence.score >= STRONG_MATCH && rated.stance === decisive.stance)
    verdict = rated.verdict;
  else if (net >= 0.6)
    verdict = decisive.judgement.strength >= 0.75 || wholeConfirmed ? 'verified_true' : 'mostly_true';
  else if (net <= -0.6) verdict = decisive.judgement.strength >= 0.75 ? 'verified_false' : 'misleading';
  else verdict = 'unproven';
  // A fact-checker's graded rating bounds a weakly matched review too: "Mostly correct" offered
  // for an editor is at most mostly true, "Misleading" at most misleading.
  if (rated && rated.stance === decisive.stance) verdict = noStrongerThan(verdict, rated.verdict);

  // Every figure confirmed by trusted, matched sources between them ("84 million in 2019 to 93.4
  // million in 2023" from the two registers) is as settled as one source confirming them all.
  const strongMatch =
    decisive.direct ||
    decisive.evidence.score >= STRONG_MATCH ||
    settledByFigures(decisive) ||
    settledOutright(decisive) ||
    wholeConfirmed;
  let confidence: Confidence;
  if (conflict || verdict === 'unproven' || !strongMatch) confidence = 'low';
  else if (trustOf(decisive.evidence) >= 0.7 && (decisive.judgement.strength >= 0.75 || wholeConfirmed))
    confidence = 'high';
  else confidence = 'medium';
  const shaded = shade(verdict, listed, wrong, countsForFigures);
  if (shaded) {
    // A judgement between true and false is never a high-confidence one.
    const tempered: Confidence = confidence === 'high' ? 'medium' : confidence;
    return { verdict: shaded.verdict, confidence: tempered, listed, decisive, nuance: shaded.nuance };
  }
  return { verdict, confidence, listed, decisive: verdict === 'unproven' ? null : decisive };
}

/** Graded ratings cap the verdict on their side: mostly true for true, misleading for false. */
function noStrongerThan(verdict: Verdict, rating: Verdict): Verdict {
  if (verdict === 'verified_true' && rating === 'mostly_true') return 'mostly_true';
  if (verdict === 'verified_false' && rating === 'misleading') return 'misleading';
  return verdict;
}

/**
 * A claim that names no year ("INEC registered 93 million voters") is about the latest count:
 * sources giving the same count for an earlier year (the 2019 register's 84 million) are listed,
 * as neutral, rather than set against the latest (the 2023 register's 93.4 million).
 */
function olderCountsNeutral<T extends Judged & { stance: Stance }>(listed: T[]): T[] {
  const periods = listed.flatMap((j) =>
    j.stance === 'neutral' || j.judgement.period === undefined ? [] : [j.judgement.period],
  );
  if (periods.length < 2) return listed;
  const latest = Math.max(...periods);
  return listed.map((j) =>
    j.judgement.period !== undefined && j.judgement.period < latest ? { ...j, stance: 'neutral' } : j,
  );
}

/**
 * Keeps the first of fact-checks reviewing the same claim word for word (a publisher that
 * published it twice): listed twice it would take two of a claim's sources and count double.
 */
function firstOfTwins() {
  const seen = new Set<string>();
  return (j: Judged) => {
    if (!j.evidence.claimReviewed) return true;
    const key = `${j.evidence.publisher} ${j.evidence.claimReviewed}`
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
}

/**
 * A trusted source giving every figure of the claim for the same one and the same thing is
 * itself the match, though its words differ ("Bola Tinubu won ... with 8.8 million votes"
 * against "INEC declared Bola Ahmed Tinubu (APC) winner ... with 8,794,726 votes" shares few of
 * the claim's words): the decision is as strong as a close match's.
 */
function settledByFigures(j: Judged): boolean {
  const figures = j.judgement.figures;
  return (
    j.judgement.stance === 'supports' &&
    figures !== undefined &&
    figures.of > 0 &&
    figures.agreed.length === figures.of &&
    trustOf(j.evidence) >= 0.7 &&
    j.evidence.score >= MIDDLING_MATCH
  );
}

/** A trusted, matched source that says this of the claim's figures. */
const countsForFigures = (j: Judged) =>
  trustOf(j.evidence) >= 0.7 && (j.direct || j.evidence.score >= MIDDLING_MATCH);

/**
 * The claim's figures a trusted source contradicts and none confirms: "Nigeria has 36 states
 * and 800 local government areas" is not true for its 800, though INEC confirms the 36 (part
 * right: misleading, nuance.ts).
 */
function wrongFigures(listed: Array<Judged & { stance: Stance }>): Set<number> {
  const agreed = new Set<number>();
  const conflicted = new Set<number>();
  for (const j of listed) {
    const figures = j.judgement.figures;
    if (!figures || !countsForFigures(j)) continue;
    if (j.stance === 'supports') figures.agreed.forEach((i) => agreed.add(i));
    if (j.stance === 'disputes') figures.conflicted?.forEach((i) => conflicted.add(i));
  }
  return new Set([...conflicted].filter((i) => !agreed.has(i)));
}

const confirmsOnlyOthers = (j: Judged, wrong: Set<number>) =>
  wrong.size > 0 &&
  j.judgement.figures !== undefined &&
  j.judgement.figures.agreed.every((i) => !wrong.has(i));

/** A trusted source that answers the claim outright (who won, who is first) at a middling match. */
const settledOutright = (j: Judged) =>
  j.judgement.settles === true && trustOf(j.evidence) >= 0.7 && j.evidence.score >= MIDDLING_MATCH;

function everyFigureConfirmed(listed: Judged[]): boolean {
  const agreed = new Set<number>();
  let of = 0;
  for (const j of listed) {
    const figures = j.judgement.figures;
    if (!figures || j.judgement.stance !== 'supports' || trustOf(j.evidence) < 0.7) continue;
    // The same figure of the same thing is itself the match: a middling one will do.
    if (!(j.direct || j.evidence.score >= MIDDLING_MATCH)) continue;
    of = figures.of;
    figures.agreed.forEach((i) => agreed.add(i));
  }
  return of > 1 && agreed.size === of;
}
