import type { Candidate } from './claim-candidates.js';

export interface PickedClaim extends Candidate {
  /** 0 = most check-worthy. */
  rank: number;
  score: number;
}

/** Opinions, wishes and questions: not checkable, so never sent to the engine. */
const OPINION =
  /\b(i think|i believe|i feel|we believe|in my (opinion|view)|should|ought to|hopefully|beautiful|best|worst|terrible|amazing|wonderful|disgraceful)\b/i;
const QUESTION = /\?\s*["'”’)]*$/;
const NUMBER = /\d/g;
const MAGNITUDE = /(%|\bper ?cent\b|\bmillion\b|\bbillion\b|\btrillion\b|[₦$€£]|\bnaira\b|\bdollars?\b)/i;
/** Verbs that report facts or events: the statements newsrooms are asked about. */
const FACTUAL =
  /\b(said|says|announced|reported|claimed|claims|according to|confirmed|revealed|increased|decreased|rose|fell|dropped|doubled|killed|died|won|lost|approved|signed|banned|arrested|declared|recorded|spent|received|voted|elected|has|have|had|is|are|was|were)\b/i;
const FIRST_PERSON_START = /^(i|we|my|our)\b/i;

const words = (text: string) => text.split(/\s+/).filter(Boolean);

/**
 * How worth checking a statement is: numbers and magnitudes, named people and places, factual or
 * reporting verbs, and a headline (strongly) or lead position raise it; personal asides and run-on text lower
 * it. Null for what is not a checkable statement at all (too short, a question, an opinion).
 */
export function checkWorthiness(candidate: Candidate): number | null {
  const tokens = words(candidate.text);
  if (tokens.length < 5 || QUESTION.test(candidate.text) || OPINION.test(candidate.text)) return null;
  let score = 0;
  const numbers = candidate.text.match(NUMBER)?.length ?? 0;
  if (numbers > 0) score += 3 + Math.min(2, numbers / 4);
  if (MAGNITUDE.test(candidate.text)) score += 2;
  const names = tokens.slice(1).filter((t) => /^[A-Z][\p{L}'’-]+/u.test(t)).length;
  score += Math.min(3, names * 0.75);
  if (FACTUAL.test(candidate.text)) score += 1;
  // The headline is what readers see and share: a checkable one goes first.
  if (candidate.headline) score += 6;
  else if (candidate.order <= 2) score += 1;
  if (FIRST_PERSON_START.test(candidate.text)) score -= 1.5;
  if (tokens.length > 45) score -= 1;
  return score;
}

/**
 * The `max` most check-worthy statements, best first (reading order breaks ties). Statements that
 * score nothing are taken only when nothing scores, so a page of plain prose still gets checked.
 */
export function pickClaims(candidates: Candidate[], max: number): PickedClaim[] {
  const seen = new Set<string>();
  const scored: PickedClaim[] = [];
  for (const candidate of candidates) {
    const key = candidate.text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
    if (seen.has(key)) continue;
    seen.add(key);
    const score = checkWorthiness(candidate);
    if (score !== null) scored.push({ ...candidate, score, rank: 0 });
  }
  const positive = scored.filter((c) => c.score > 0);
  const pool = positive.length > 0 ? positive : scored;
  return pool
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, max)
    .map((claim, rank) => ({ ...claim, rank }));
}
