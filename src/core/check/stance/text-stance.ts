import type { StanceJudgement } from '../pipeline/ports.js';
import { contentWords, sentencesOf, stem } from '../retrieval/text.js';
import { namesMissingFrom } from './names.js';
import { compareFigure, figures } from './numbers.js';

const NEGATION = /\b(not|no|never|none|neither|nor|without|cannot|denies|denied|n't)\b|n't\b/i;
const REFUTES =
  /\b(false|fake|hoax|debunk\w*|untrue|fabricat\w*|misleading|baseless|rumou?r|doctored|den(y|ies|ied)|refut\w*|dismiss\w*|no evidence|not true)\b/i;
const HEDGE =
  /\b(reportedly|allegedly|alleged|claims?|claimed|may|might|could|unconfirmed|according to|appears?|seems?|purportedly|speculat\w*)\b/i;

/** What the text judge found: how related the text is (0..1) and its stance. */
export interface TextStance extends StanceJudgement {
  related: number;
}

function overlap(claimTerms: Set<string>, text: string): number {
  if (claimTerms.size === 0) return 0;
  const have = new Set(contentWords(text).map(stem));
  let hit = 0;
  for (const t of claimTerms) if (have.has(t)) hit += 1;
  return hit / claimTerms.size;
}

/** Capitalised names not at a sentence start, e.g. "Lagos", "Peter Obi". */
function names(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/(?<=[a-z,;:]\s)([A-Z][a-z]+(?:\s[A-Z][a-z]+)*)/g))
    out.add((m[1] ?? '').toLowerCase());
  return out;
}

/**
 * Judges a claim against a passage without a model: relatedness from shared content words,
 * then the signals that decide a stance, strongest first: figures that agree or disagree,
 * years that disagree, negation on one side only, refuting words, names that differ. Hedged
 * reporting ("allegedly", "according to") stays neutral.
 */
export function judgeText(claim: string, text: string): TextStance {
  const claimTerms = new Set(contentWords(claim).map(stem));
  const related = overlap(claimTerms, text);
  if (related < 0.25) return { stance: 'neutral', strength: 0, related };
  // The passage that speaks to the claim: the best sentence with its neighbour.
  const sentences = sentencesOf(text);
  if (sentences.length === 0) return { stance: 'neutral', strength: 0, related };
  let bestIndex = 0;
  let bestScore = -1;
  sentences.forEach((s, i) => {
    const score = overlap(claimTerms, s);
    if (score > bestScore) [bestIndex, bestScore] = [i, score];
  });
  const passage = sentences.slice(bestIndex, bestIndex + 2).join(' ');
  const local = Math.max(bestScore, overlap(claimTerms, passage));

  const claimFigures = figures(claim);
  const passageFigures = figures(passage);
  const quantities = claimFigures.filter((f) => !f.isYear);
  const theirQuantities = passageFigures.filter((f) => !f.isYear);
  const years = claimFigures.filter((f) => f.isYear);
  const theirYears = passageFigures.filter((f) => f.isYear);
  const yearsDisagree =
    years.length > 0 &&
    theirYears.length > 0 &&
    !years.some((y) => theirYears.some((t) => t.value === y.value));

  const negatedClaim = NEGATION.test(claim);
  const negatedPassage = NEGATION.test(passage);
  const comparable = local >= 0.4 && quantities.length > 0 && theirQuantities.length > 0;
  // A passage about another place or body, or counting other things, says nothing of our figures.
  if (comparable && namesMissingFrom(claim, text).length)
    return { stance: 'neutral', strength: 0.1, related };
  const compared = comparable ? quantities.map((q) => compareFigure(q, theirQuantities)) : [];
  const conflicts = compared.filter((c) => c === 'conflicts').length;
  const agreements = compared.filter((c) => c === 'agrees').length;
  if (comparable && conflicts + agreements === 0) return { stance: 'neutral', strength: 0.1, related };
  if (conflicts > 0) {
    // Other figures for another year describe another period, not this claim.
    if (yearsDisagree) return { stance: 'neutral', strength: 0.1, related };
    // "Nigeria does not have 40 states" against "36 states" is true, but says less.
    if (negatedClaim !== negatedPassage) return { stance: 'supports', strength: 0.4 + 0.3 * local, related };
    return { stance: 'disputes', strength: 0.55 + 0.35 * local, related };
  }
  if (agreements > 0) {
    if (yearsDisagree) return { stance: 'disputes', strength: 0.5 + 0.3 * local, related };
    // Every figure confirmed, or some confirmed and the passage silent on the rest.
    const strength = agreements === quantities.length ? 0.6 + 0.35 * local : 0.45 + 0.3 * local;
    // "Obi did not get 6.1 million votes" against his 6,101,533 is false.
    return { stance: negatedClaim !== negatedPassage ? 'disputes' : 'supports', strength, related };
  }
  if (local >= 0.4 && yearsDisagree) return { stance: 'disputes', strength: 0.5, related };

  if (REFUTES.test(passage) && !REFUTES.test(claim))
    return { stance: 'disputes', strength: 0.35 + 0.3 * local, related };
  if (local >= 0.5 && negatedClaim !== negatedPassage)
    return { stance: 'disputes', strength: 0.4 + 0.3 * local, related };
  if (HEDGE.test(passage)) return { stance: 'neutral', strength: 0.2, related };

  const theirNames = names(passage);
  const ours = [...names(claim)];
  if (
    local >= 0.5 &&
    ours.length &&
    theirNames.size &&
    ours.some((n) => !theirNames.has(n)) &&
    ![...theirNames].some((n) => ours.includes(n))
  ) {
    return { stance: 'disputes', strength: 0.4, related };
  }
  if (local >= 0.5) return { stance: 'supports', strength: 0.3 + 0.4 * local, related };
  return { stance: 'neutral', strength: 0.1, related };
}
