import type { CheckEngine } from './check-engine.js';
import type { CheckedClaim, CheckResult } from './check-result.js';
import type { EvidenceSearch } from './evidence-search.js';

/** Markers of an opinion rather than a checkable statement. */
const OPINION =
  /\b(i think|i believe|i feel|in my (opinion|view)|should|must|beautiful|best|worst|terrible|amazing)\b/i;
const QUESTION = /\?\s*$/;

function sentences(text: string): string[] {
  const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });
  return [...segmenter.segment(text)].map((s) => s.segment.trim()).filter((s) => s.length > 0);
}

/**
 * The first, honest engine: splits sentences, sets opinions and questions aside, and looks for
 * evidence with PostgreSQL full-text search. It does not judge stance, so whatever it finds is
 * listed as neutral context and the verdict stays `unproven` with low confidence.
 */
export function createMinimalCheckEngine(deps: { evidence: EvidenceSearch; maxClaims: number }): CheckEngine {
  return {
    async check(request) {
      const setAside: CheckResult['set_aside'] = [];
      const statements: string[] = [];
      for (const sentence of sentences(request.text)) {
        if (QUESTION.test(sentence)) setAside.push({ text: sentence, reason: 'question' });
        else if (OPINION.test(sentence)) setAside.push({ text: sentence, reason: 'opinion' });
        else statements.push(sentence);
      }
      const claims: CheckedClaim[] = [];
      for (const [index, text] of statements.slice(0, deps.maxClaims).entries()) {
        const found = await deps.evidence.search(request.workspaceId, text, 5);
        const sources = found.map((e) => ({
          publisher: e.publisher,
          url: e.url,
          title: e.title,
          stance: 'neutral' as const,
          excerpt: e.excerpt,
        }));
        claims.push({
          id: `c${index + 1}`,
          text,
          verdict: 'unproven',
          confidence: 'low',
          sources_cited: sources.length,
          sources,
          write_up: sources.length
            ? `Related material was found (${sources.length} source${sources.length > 1 ? 's' : ''}) but it does not settle the claim.`
            : 'No trusted source was found that confirms or contradicts this claim.',
          review: null,
        });
      }
      const top = claims[0];
      return {
        verdict: top?.verdict ?? 'unproven',
        confidence: top?.confidence ?? 'low',
        sources_cited: top?.sources_cited ?? 0,
        sources: top?.sources ?? [],
        claims,
        set_aside: setAside,
        language: request.language ?? 'en',
      };
    },
  };
}
