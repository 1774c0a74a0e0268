import type { CheckEngine, CheckRequest } from '../check-engine.js';
import type { CheckResult } from '../check-result.js';
import type { ClaimExtractor, LanguageCode, LanguageDetector } from '../pipeline/ports.js';
import type { CheckedClaim } from '../check-result.js';
import { maskNoise, tidy } from '../extraction/message-cleanup.js';
import { contentWords } from '../retrieval/text.js';
import { STRONG_MATCH } from '../verdict/verdict.js';
import { checkClaim, type ClaimCheckDeps, type ClaimOutcome, type FactCheckGate } from './check-claim.js';

const LANGUAGES: readonly string[] = ['en', 'pcm', 'ha', 'ig', 'yo'];

export interface EngineDeps extends ClaimCheckDeps {
  language: LanguageDetector | null;
  extractor: ClaimExtractor;
  maxClaims: number;
  /** The workspace's style guide text (write-ups follow it). */
  styleGuide(workspaceId: string): Promise<string>;
  /** Domains the workspace trusts (web search providers are limited to them). */
  trustedDomains(workspaceId: string): Promise<string[]>;
  /** Runs one check collecting the notes remote providers leave when they fall back to local. */
  collectNotes?: <T>(run: () => Promise<T>) => Promise<{ value: T; notes: string[] }>;
}

/**
 * What the language is read from: the message without what the platform or the sender's app
 * adds ("Forwarded many times", links, emoji, bylines), which is English whatever the message
 * is written in ("Forwarded many times\nCBN welitere …" is Igbo). A message that is all noise
 * is read as sent.
 */
function languageText(text: string): string {
  const masked = tidy(maskNoise(text));
  return /\p{L}/u.test(masked) ? masked : text;
}

/**
 * The check engine (../shared/spec/engine.md): language, extraction, then for each of the most
 * check-worthy claims retrieval, stance, verdict and write-up. Review routing happens after it,
 * in the check processor's hooks.
 */
export function createCheckEngine(deps: EngineDeps): CheckEngine {
  async function run(request: CheckRequest, notes: string[]): Promise<CheckResult> {
    const hint =
      request.language && LANGUAGES.includes(request.language) ? (request.language as LanguageCode) : null;
    // The workspace's settings are read from the database while the text is read (the round
    // trip overlaps the language and extraction work); awaited, and any failure thrown, below.
    const settings = Promise.all([
      deps.styleGuide(request.workspaceId),
      // Only the external providers (web search) use the trusted domains: no query without them.
      deps.external.length > 0 ? deps.trustedDomains(request.workspaceId) : Promise.resolve([]),
    ]);
    settings.catch(() => undefined);
    const language: LanguageCode = hint ?? deps.language?.detect(languageText(request.text)).language ?? 'en';
    const extraction = await deps.extractor.extract(request.text, language);
    const [styleGuide, trustedDomains] = await settings;
    const ctx = { workspaceId: request.workspaceId, language, styleGuide, trustedDomains, notes };
    // Claims are independent: check them side by side (each is a few small queries). A short
    // message cut into fragments is also checked whole (extraction's `message`).
    const sentences = extraction.claims.slice(0, deps.maxClaims);
    // The message read whole may itself be the claim (no sentence of it was one): then it is
    // checked once, searched as sent.
    const isWhole = (s: { start: number; end: number }) =>
      extraction.message?.start === s.start && extraction.message.end === s.end;
    const whole = sentences.some(isWhole) ? undefined : extraction.message;
    const searchAs = (s: { text: string; start: number; end: number }) =>
      isWhole(s) && extraction.message ? extraction.message.search : s.text;
    const messageCheck = whole
      ? checkClaim(deps, '', whole.text, { start: whole.start, end: whole.end }, ctx, whole.search)
      : null;
    // A short message is what a fact-check reviewed, not its fragments: a sentence of it cites
    // a fact-check the whole message matches too, or one it matches strongly and at length
    // ("It's a fact." alone resembles many reviewed quotes), unless the sentence is most of
    // the message (a tweet less its trailer).
    const sentenceCtx =
      whole && messageCheck
        ? { ...ctx, factChecks: messageCheck.then((m) => sentenceGate(m.factCheckUrls, whole.text)) }
        : ctx;
    const [outcomes, message] = await Promise.all([
      Promise.all(
        sentences.map((s) =>
          checkClaim(deps, '', s.text, { start: s.start, end: s.end }, sentenceCtx, searchAs(s)),
        ),
      ),
      messageCheck,
    ]);
    const claims = withMessage(outcomes, message, deps.maxClaims).map((c, i) => ({ ...c, id: `c${i + 1}` }));
    const top = claims[0];
    const result: CheckResult = {
      verdict: top?.verdict ?? 'unproven',
      confidence: top?.confidence ?? 'low',
      sources_cited: top?.sources_cited ?? 0,
      sources: top?.sources ?? [],
      claims,
      set_aside: extraction.setAside.map((s) => ({ text: s.text, reason: s.reason })),
      language: request.language ?? language,
    };
    return result;
  }

  return {
    async check(request) {
      const local: string[] = [];
      const collect =
        deps.collectNotes ?? (async <T>(f: () => Promise<T>) => ({ value: await f(), notes: [] }));
      const { value: result, notes } = await collect(() => run(request, local));
      const all = [...new Set([...notes, ...local])];
      if (all.length === 0) return result;
      // A provider stood in for another: say so, and do not claim high confidence on it.
      const soften = <T extends { confidence: CheckResult['confidence'] }>(c: T): T =>
        c.confidence === 'high' ? { ...c, confidence: 'medium' } : c;
      return { ...soften(result), claims: result.claims.map(soften), notes: all };
    },
  };
}

/** Words a sentence needs to cite, on its own strong match, a fact-check the message does not. */
const SENTENCE_MIN_WORDS = 6;
/** A sentence saying this share of the message's words is the message, less its byline. */
const MOST_OF_MESSAGE = 0.6;

function sentenceGate(messageCites: string[], message: string): FactCheckGate {
  const cited = new Set(messageCites);
  const messageWords = contentWords(message).length;
  return (evidence, claim) => {
    const words = contentWords(claim).length;
    return (
      cited.has(evidence.url) ||
      words >= MOST_OF_MESSAGE * messageWords ||
      (evidence.score >= STRONG_MATCH && words >= SENTENCE_MIN_WORDS)
    );
  };
}

/**
 * The sentence claims, and the whole message as a claim when it matches a published fact-check
 * that no sentence cites: first when it matches better than anything a sentence found (the
 * message is what the fact-check reviewed), else after them.
 */
function withMessage(sentences: ClaimOutcome[], message: ClaimOutcome | null, max: number): CheckedClaim[] {
  const claims = sentences.map((o) => o.claim);
  if (!message || message.factCheckMatch === 0) return claims;
  const factCheck = message.factCheckUrl;
  if (sentences.some((o) => o.claim.sources.some((s) => s.url === factCheck))) return claims;
  const best = Math.max(0, ...sentences.map((o) => o.bestMatch));
  const ordered = message.factCheckMatch > best ? [message.claim, ...claims] : [...claims, message.claim];
  return ordered.slice(0, max);
}
