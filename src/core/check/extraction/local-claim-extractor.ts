import type { ClaimExtractor, Extraction, SetAsideReason, Statement } from '../pipeline/ports.js';
import { loadLinearModel, type StoredWeights } from './linear-model.js';
import { resolvePronoun } from './resolve-pronouns.js';
import { segmentStatements, type Span } from './segment.js';
import { maskNoise, tidy, unshout } from './message-cleanup.js';
import { toEnglish } from '../language/to-english.js';
import { languageFormReason } from './set-aside-languages.js';
import { formReason, isSubjective } from './set-aside-rules.js';
import shippedWeights from './weights/checkworthiness.json' with { type: 'json' };

/**
 * A statement the check-worthiness model does not take is still a claim when the claim model is
 * this sure it states a fact. The claim model's own threshold (0.13, best F1 for "is it a
 * claim" alone) let through so many statements that "claims not empty" read 0.58 F1 against
 * CLEF 2024 task 1 dev's check-worthy labels; 0.75, chosen on the dev splits (CLEF 2024 task 1
 * dev and dev-test, CLEF 2020 task 1 dev), keeps claim/opinion above 0.85 as well.
 */
const FACTUAL_ALONE = 0.4;

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
      // Links, forward marks, trailers, emoji... are blanked, offsets kept (message-cleanup.ts).
      const masked = maskNoise(text);
      const spans = segmentStatements(masked).map((span) => ({ ...span, text: tidy(span.text) }));
      spans.forEach((span, i) => {
        // Shouted lines are read as written normally; the claim keeps the words as sent.
        const plain = unshout(span.text);
        const formal = formReason(plain) ?? languageFormReason(plain, language);
        if (formal) {
          out.setAside.push({ ...span, reason: formal });
          return;
        }
        // The models learned English: a statement in another language is read in English words.
        const english = toEnglish(plain, language);
        const worth = checkworthiness.probability(english);
        const factual = claim.probability(english);
        // A statement giving a figure is what newsrooms check first: the claim model's own
        // threshold will do ("774 local government areas are in Nigeria").
        const factualFrom = /\d/.test(english) ? claim.threshold : FACTUAL_ALONE;
        if (worth < checkworthiness.threshold && factual < factualFrom) {
          const reason: SetAsideReason = isSubjective(english) ? 'opinion' : 'not_checkable';
          out.setAside.push({ ...span, reason });
          return;
        }
        const statement: Statement = { ...span, checkworthiness: Number(worth.toFixed(4)) };
        const normalized = resolvePronoun(span, spans[i - 1]);
        if (normalized) statement.normalized = normalized;
        out.claims.push(statement);
      });
      const message = wholeMessage(text, masked, spans);
      if (message) out.message = message;
      // No sentence is a claim, each too slight alone, but the message read whole is one: a tweet
      // cut at its hashtags or line breaks, or asking what it asserts ("did y'all know there are
      // 96,950 cases?"). Predictions, greetings and opinions stay set aside.
      const fragments =
        out.setAside.length > 0 &&
        out.setAside.every((s) => s.reason === 'not_checkable' || s.reason === 'question');
      if (message && out.claims.length === 0 && fragments) {
        const english = toEnglish(unshout(message.text), language);
        const worth = checkworthiness.probability(english);
        if (worth >= checkworthiness.threshold || claim.probability(english) >= FACTUAL_ALONE) {
          const { start, end } = message;
          out.claims.push({ text: message.text, start, end, checkworthiness: Number(worth.toFixed(4)) });
          out.setAside = out.setAside.filter((s) => s.end <= start || s.start >= end);
        }
      }
      out.claims.sort((a, b) => b.checkworthiness - a.checkworthiness || a.start - b.start);
      return out;
    },
  };
}

/** Longest message also searched whole (words); longer texts are articles, not forwards. */
const MESSAGE_MAX_WORDS = 90;

/**
 * The whole message, cleaned, when it is short and is more than its one statement (several
 * statements, or a trailer or byline around it): a tweet cut at its hashtags or line breaks may
 * say as a whole what a fact-check reviewed, though no sentence of it does alone. `search` keeps
 * who posted it (see maskNoise).
 */
function wholeMessage(text: string, masked: string, spans: Span[]): Extraction['message'] {
  if (spans.length === 0) return undefined;
  const words = (s: string) => s.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  const search = tidy(maskNoise(text, { keepAuthorship: true }));
  if (words(search) > MESSAGE_MAX_WORDS) return undefined;
  if (spans.length === 1 && search === spans[0]!.text) return undefined;
  const start = spans[0]!.start;
  const end = spans[spans.length - 1]!.end;
  return { text: tidy(masked.slice(start, end)), start, end, search };
}
