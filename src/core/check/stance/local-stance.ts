import type { Evidence } from '../evidence-search.js';
import type { StanceJudge, StanceJudgement } from '../pipeline/ports.js';
import { ratingJudgement } from './ratings.js';
import { judgeText, prepareClaim, type PreparedClaim } from './text-stance.js';

const NEGATED = /\b(not|no|never|n't|didn't|doesn't|isn't|wasn't)\b|n't\b/i;

/**
 * The offline stance judge. A fact-check's rating is about the claim it reviewed, so it carries
 * over to our claim (flipped when exactly one of the two is negated: "X is not true" matched to a
 * review of "X" rated False is supported). Anything else is judged from its text.
 */
export function judgeOne(said: string | PreparedClaim, evidence: Evidence): StanceJudgement {
  const claim = typeof said === 'string' ? prepareClaim(said) : said;
  const rated = ratingJudgement(evidence.rating);
  if (rated && evidence.claimReviewed) {
    const flip = NEGATED.test(claim.text) !== NEGATED.test(evidence.claimReviewed);
    const stance = !flip
      ? rated.stance
      : rated.stance === 'supports'
        ? 'disputes'
        : rated.stance === 'disputes'
          ? 'supports'
          : 'neutral';
    return { stance, strength: rated.strength };
  }
  const { stance, strength, figures, period, settles, otherPeriod } = judgeText(
    claim,
    `${evidence.title}. ${evidence.text ?? evidence.excerpt}`,
    evidence.publisher,
  );
  return {
    stance,
    strength,
    ...(figures ? { figures } : {}),
    ...(period ? { period } : {}),
    ...(settles ? { settles } : {}),
    ...(otherPeriod ? { otherPeriod } : {}),
  };
}

export function createLocalStanceJudge(): StanceJudge {
  return {
    // The claim is read once, whatever the number of sources (linear in its length).
    judge: async (claim, evidence) => {
      const prepared = prepareClaim(claim);
      return evidence.map((e) => judgeOne(prepared, e));
    },
  };
}
