import {
  claimSimilarity,
  GROUPING,
  strengthOf,
  type MatchStrength,
  type PreparedClaim,
} from './claim-similarity.js';

/** A wording already in a group, as the candidate search found it. */
export interface GroupMember {
  groupId: string;
  claim: PreparedClaim;
  /** A decided group answers at once; only a strong match may take its verdict. */
  decided: boolean;
}

export interface GroupChoice {
  groupId: string | null;
  similarity: number;
  strength: MatchStrength;
}

/**
 * The group a new claim belongs to: the group of its most similar member wording (a group is as
 * close as its closest wording, so every new paraphrase widens what the group recognises).
 * A middling match to a decided group starts a group of its own: an editor's verdict is only
 * given without review to what surely is the claim they decided.
 */
export function chooseGroup(
  claim: PreparedClaim,
  members: GroupMember[],
  thresholds: { strong: number; middling: number; weights?: readonly number[] } = GROUPING,
): GroupChoice {
  let best: GroupMember | null = null;
  let bestScore = 0;
  for (const member of members) {
    const score = claimSimilarity(claim, member.claim, thresholds.weights);
    if (score > bestScore) [best, bestScore] = [member, score];
  }
  const strength = strengthOf(bestScore, thresholds);
  if (!best || strength === 'none' || (strength === 'middling' && best.decided))
    return { groupId: null, similarity: bestScore, strength: 'none' };
  return { groupId: best.groupId, similarity: bestScore, strength };
}
