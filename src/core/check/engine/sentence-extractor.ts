import type { ClaimExtractor, Extraction } from '../pipeline/ports.js';

/** Markers of an opinion rather than a checkable statement (the minimal engine's rules). */
const OPINION = /\b(i think|i believe|i feel|in my (opinion|view)|should|must|beautiful|best|worst|terrible|amazing)\b/i;
const QUESTION = /\?\s*$/;

/**
 * Stand-in extractor until the trained one is wired: sentence split with offsets, questions and
 * opinions set aside, statements in text order with a flat check-worthiness.
 */
export function createSentenceExtractor(): ClaimExtractor {
  return {
    async extract(text) {
      const out: Extraction = { claims: [], setAside: [] };
      const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });
      for (const { segment, index } of segmenter.segment(text)) {
        const lead = segment.length - segment.trimStart().length;
        const trimmed = segment.trim();
        if (!trimmed) continue;
        const span = { text: trimmed, start: index + lead, end: index + lead + trimmed.length };
        if (QUESTION.test(trimmed)) out.setAside.push({ ...span, reason: 'question' });
        else if (OPINION.test(trimmed)) out.setAside.push({ ...span, reason: 'opinion' });
        else out.claims.push({ ...span, checkworthiness: 0.5 });
      }
      return out;
    },
  };
}
