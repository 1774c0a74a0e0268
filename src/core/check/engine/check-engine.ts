import type { CheckEngine } from '../check-engine.js';
import type { CheckResult } from '../check-result.js';
import type { ClaimExtractor, LanguageCode, LanguageDetector } from '../pipeline/ports.js';
import { checkClaim, type ClaimCheckDeps } from './check-claim.js';

const LANGUAGES: readonly string[] = ['en', 'pcm', 'ha', 'ig', 'yo'];

export interface EngineDeps extends ClaimCheckDeps {
  language: LanguageDetector | null;
  extractor: ClaimExtractor;
  maxClaims: number;
  /** The workspace's style guide text (write-ups follow it). */
  styleGuide(workspaceId: string): Promise<string>;
  /** Domains the workspace trusts (web search providers are limited to them). */
  trustedDomains(workspaceId: string): Promise<string[]>;
  /** Set once at start: providers that fell back to local for the whole process. */
  degradedNotes?: string[];
  /** Awaited before the first check (the service-wide starter facts are loaded). */
  ready?: () => Promise<void>;
}

/**
 * The check engine (../shared/spec/engine.md): language, extraction, then for each of the most
 * check-worthy claims retrieval, stance, verdict and write-up. Review routing happens after it,
 * in the check processor's hooks.
 */
export function createCheckEngine(deps: EngineDeps): CheckEngine {
  return {
    async check(request) {
      await deps.ready?.();
      const hint = request.language && LANGUAGES.includes(request.language) ? (request.language as LanguageCode) : null;
      const language: LanguageCode = hint ?? deps.language?.detect(request.text).language ?? 'en';
      const extraction = await deps.extractor.extract(request.text, language);
      const notes = [...(deps.degradedNotes ?? [])];
      const [styleGuide, trustedDomains] = await Promise.all([
        deps.styleGuide(request.workspaceId),
        deps.trustedDomains(request.workspaceId),
      ]);
      const ctx = { workspaceId: request.workspaceId, language, styleGuide, trustedDomains, notes };
      const claims = [];
      for (const [index, statement] of extraction.claims.slice(0, deps.maxClaims).entries()) {
        claims.push(await checkClaim(deps, `c${index + 1}`, statement.text, ctx));
      }
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
      if (notes.length) result.notes = [...new Set(notes)];
      return result;
    },
  };
}
