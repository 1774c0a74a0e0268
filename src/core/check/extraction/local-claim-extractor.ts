import type { ClaimExtractor, Extraction, SetAsideReason, Statement } from '../pipeline/ports.js';
import { loadLinearModel, type StoredWeights } from './linear-model.js';
import { resolvePronoun } from './resolve-pronouns.js';
import { segmentStatements } from './segment.js';
import { toEnglish } from '../language/to-english.js';
import { languageFormReason } from './set-aside-languages.js';
import { formReason, isSubjective } from './set-aside-rules.js';
import shippedWeights from './weights/checkworthiness.json' with { type: 'json' };

export interface LocalClaimExtractorOptions {
  /** Learned weights; defaults to the shipped file (scripts/train/checkworthiness.ts writes it). */
  weights?: StoredWeights;
}

/**
 * The local extractor: sentences with exact offsets; greetings, questions, predictions and
 * opinion-framed sentences set aside by form; the rest scored by two logistic-regression models
 * (is it a factual claim; is it worth checking). A statement that neither model takes for a claim
 * is set aside as `opinion` when it carries judgement words, else `not_checkable`. Claims come
 * back most check-worthy first; the engine checks the top CHECK_MAX_CLAIMS.
 */
export function createLocalClaimExtractor(options: LocalClaimExtractorOptions = {}): ClaimExtractor {
  const weights = options.weights ?? (shippedWeights as StoredWeights);
  const checkworthiness = loadLinearModel(weights, 'checkworthiness');
  const claim = loadLinearModel(weights, 'claim');
  return {
    async extract(text, language) {
      const out: Extraction = { claims: [], setAside: [] };
      const spans = segmentStatements(text);
      spans.forEach((span, i) => {
        const formal = formReason(span.text) ?? languageFormReason(span.text, language);
        if (formal) {
          out.setAside.push({ ...span, reason: formal });
          return;
        }
        // The models learned English: a statement in another language is read in English words.
        const english = toEnglish(span.text, language);
        const worth = checkworthiness.probability(english);
        const factual = claim.probability(english);
        if (worth < checkworthiness.threshold && factual < claim.threshold) {
          const reason: SetAsideReason = isSubjective(english) ? 'opinion' : 'not_checkable';
          out.setAside.push({ ...span, reason });
          return;
        }
        const statement: Statement = { ...span, checkworthiness: Number(worth.toFixed(4)) };
        const normalized = resolvePronoun(span, spans[i - 1]);
        if (normalized) statement.normalized = normalized;
        out.claims.push(statement);
      });
      out.claims.sort((a, b) => b.checkworthiness - a.checkworthiness || a.start - b.start);
      return out;
    },
  };
}
