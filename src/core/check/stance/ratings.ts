import type { Verdict } from '../check-result.js';
import type { StanceJudgement } from '../pipeline/ports.js';

/**
 * Published fact-check ratings (ClaimReview reviewRating.alternateName) mapped to a stance and
 * the verdict they carry. Fact-checkers use their own words; these cover the common scales
 * (Snopes, PolitiFact, AFP, Africa Check, Dubawa, FactCheckHub), a doctored picture's ("Altered",
 * "Doctored", "Manipulated") among them, and fall back to keywords.
 */
const RULES: Array<[RegExp, StanceJudgement & { verdict: Verdict }]> = [
  [
    /pants on fire|^fake|fabricat|hoax|^false|^incorrect|^wrong|^untrue|^no\b|baseless|scam|^(?:digitally )?altered|doctored|manipulated|photoshopped|deepfake|impost[eo]r/i,
    { stance: 'disputes', strength: 1, verdict: 'verified_false' },
  ],
  [
    /mostly false|largely false|mostly incorrect/i,
    { stance: 'disputes', strength: 0.8, verdict: 'verified_false' },
  ],
  [
    /misleading|mixture|mixed|half[ -]true|partly|partially|exaggerat|distort|out of context|miscaptioned|missing context|needs context/i,
    { stance: 'disputes', strength: 0.6, verdict: 'misleading' },
  ],
  [/mostly true|mostly correct|largely true/i, { stance: 'supports', strength: 0.8, verdict: 'mostly_true' }],
  [
    /^true|^correct|^accurate|^yes\b|^verified|^confirmed/i,
    { stance: 'supports', strength: 1, verdict: 'verified_true' },
  ],
  [
    /unproven|unverified|unsupported|no evidence|insufficient|unclear|satire|opinion/i,
    { stance: 'neutral', strength: 0.3, verdict: 'unproven' },
  ],
];

/** The stance and verdict a rating carries, or null when the rating is not recognised. */
export function ratingJudgement(
  rating: string | null | undefined,
): (StanceJudgement & { verdict: Verdict }) | null {
  const text = rating?.trim();
  if (!text) return null;
  for (const [pattern, judgement] of RULES) if (pattern.test(text)) return judgement;
  return null;
}
