import type { Evidence } from '../evidence-search.js';
import type { StanceJudge, StanceJudgement } from '../pipeline/ports.js';
import { ratingJudgement } from './ratings.js';
import { judgeText } from './text-stance.js';

const NEGATED = /\b(not|no|never|n't|didn't|doesn't|isn't|wasn't)\b|n't\b/i;

/**
 * The offline stance judge. A fact-check's rating is about the claim it reviewed, so it carries
 * over to our claim (flipped when exactly one of the two is negated: "X is not true" matched to a
 * review of "X" rated False is supported). Anything else is judged from its text.
 */
export function judgeOne(claim: string, evidence: Evidence): StanceJudgement {
  const rated = ratingJudgement(evidence.rating);
  if (rated && evidence.claimReviewed) {
    const flip = NEGATED.test(claim) !== NEGATED.test(evidence.claimReviewed);
    const stance = !flip
      ? rated.stance
      : rated.stance === 'supports'
        ? 'disputes'
        : rated.stance === 'disputes'
          ? 'supports'
          : 'neutral';
    return { stance, strength: rated.strength };
  }
  const { stance, strength } = judgeText(claim, `${evidence.title}. ${evidence.text ?? evidence.excerpt}`);
  return { stance, strength };
}

export function createLocalStanceJudge(): StanceJudge {
  return { judge: async (claim, evidence) => evidence.map((e) => judgeOne(claim, e)) };
}
