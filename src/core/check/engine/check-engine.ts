import type { CheckEngine, CheckRequest } from '../check-engine.js';
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
  /** Runs one check collecting the notes remote providers leave when they fall back to local. */
  collectNotes?: <T>(run: () => Promise<T>) => Promise<{ value: T; notes: string[] }>;
  /** Awaited before the first check (the service-wide starter facts are loaded). */
  ready?: () => Promise<void>;
}

/**
 * The check engine (../shared/spec/engine.md): language, extraction, then for each of the most
 * check-worthy claims retrieval, stance, verdict and write-up. Review routing happens after it,
 * in the check processor's hooks.
 */
export function createCheckEngine(deps: EngineDeps): CheckEngine {
  async function run(request: CheckRequest, notes: string[]): Promise<CheckResult> {
    await deps.ready?.();
    const hint =
      request.language && LANGUAGES.includes(request.language) ? (request.language as LanguageCode) : null;
    const language: LanguageCode = hint ?? deps.language?.detect(request.text).language ?? 'en';
    const extraction = await deps.extractor.extract(request.text, language);
    const [styleGuide, trustedDomains] = await Promise.all([
      deps.styleGuide(request.workspaceId),
      // Only the external providers (web search) use the trusted domains: no query without them.
      deps.external.length > 0 ? deps.trustedDomains(request.workspaceId) : Promise.resolve([]),
    ]);
    const ctx = { workspaceId: request.workspaceId, language, styleGuide, trustedDomains, notes };
    // Claims are independent: check them side by side (each is a few small queries).
    const claims = await Promise.all(
      extraction.claims
        .slice(0, deps.maxClaims)
        .map((statement, index) => checkClaim(deps, `c${index + 1}`, statement.text, ctx)),
    );
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
