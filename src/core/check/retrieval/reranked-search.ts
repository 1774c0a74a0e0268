import type { Evidence, EvidenceSearch } from '../evidence-search.js';
import type { CandidateSource } from './ports.js';
import { rerank } from './rerank.js';
import { contentWords, sentencesOf, stem } from './text.js';

/** How many lexical candidates the reranker sees. */
const POOL = 60;

/**
 * Evidence search: PostgreSQL proposes candidates (full text + trigram), the reranker orders
 * them. `score` of each Evidence is the reranker's `match` (0..1), which the verdict's
 * thresholds read.
 */
export function createRerankedSearch(source: CandidateSource): EvidenceSearch {
  return {
    async search(workspaceId, claim, limit) {
      const words = [...new Set(contentWords(claim))].slice(0, 40);
      if (words.length === 0) return [];
      const [candidates, freq] = await Promise.all([
        source.candidates(workspaceId, claim, words, POOL),
        source.documentFrequencies(workspaceId, words),
      ]);
      const df = new Map<string, number>();
      for (const [word, n] of freq.df) df.set(stem(word), Math.max(n, df.get(stem(word)) ?? 0));
      return rerank(claim, candidates, { total: freq.total, df })
        .slice(0, limit)
        .map(({ candidate: c, match }): Evidence => ({
          documentId: c.id,
          publisher: c.publisher,
          url: c.url,
          title: c.title,
          excerpt: excerptFor(claim, c.text),
          score: match,
          publisherKind: c.publisherKind,
          trust: c.trust,
          claimReviewed: c.claimText,
          rating: c.rating,
          text: c.text,
        }));
    },
  };
}

/** The sentence of the document that shares most with the claim, trimmed to 280 characters. */
export function excerptFor(claim: string, text: string): string {
  const want = new Set(contentWords(claim).map(stem));
  const sentences = sentencesOf(text);
  let best = sentences[0] ?? '';
  let bestHits = -1;
  for (const sentence of sentences) {
    const hits = contentWords(sentence).filter((w) => want.has(stem(w))).length;
    if (hits > bestHits) [best, bestHits] = [sentence, hits];
  }
  const trimmed = best.trim();
  return trimmed.length > 280 ? `${trimmed.slice(0, 277)}...` : trimmed;
}
