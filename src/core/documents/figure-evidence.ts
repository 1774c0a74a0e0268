import type { Evidence } from '../check/evidence-search.js';
import type { StructuredDataSource, StructuredFact } from '../check/pipeline/ports.js';
import { contentWords, stem } from '../check/retrieval/text.js';
import { judgeOne } from '../check/stance/local-stance.js';
import { figures as figuresIn } from '../check/stance/numbers.js';
import type { KeyFigure } from './ports.js';

/** How a workspace's own publisher record weighs its documents (see the source store). */
export interface DocumentPublisher {
  name: string;
  kind: NonNullable<Evidence['publisherKind']>;
  trust: number;
}

const CANDIDATES = 12;
const MAX_FACTS = 3;

/**
 * One figure per sentence: the one whose value the claim states, else the first. A sentence with
 * two figures ("N458.3 billion …, of which capital takes N285.6 billion") may run over two pages;
 * the page cited is that of the figure the claim is about.
 */
function pickPerSentence(found: KeyFigure[], claim: string): KeyFigure[] {
  const stated = figuresIn(claim).map((f) => f.value);
  const named = (f: KeyFigure) => stated.some((v) => Math.abs(v - f.value) <= Math.abs(f.value) * 0.006);
  const bySentence = new Map<string, KeyFigure>();
  for (const figure of found) {
    const key = `${figure.document.id}|${figure.quote}`;
    const kept = bySentence.get(key);
    if (!kept || (!named(kept) && named(figure))) bySentence.set(key, figure);
  }
  return [...bySentence.values()];
}

/** Where a figure is shown: the document's own address, else its place in this API, with the page. */
export function figureUrl(f: KeyFigure): string {
  const base = f.document.url ?? `/v1/documents/${f.document.id}`;
  return `${base.split('#')[0]}#page=${f.page}`;
}

/** "Consumer Price Index February 2023, page 3": the source named with its page. */
export const figureTitle = (f: KeyFigure) => `${f.document.title}, page ${f.page}`;

/**
 * A workspace's documents as evidence for its own checks: the figures whose sentence speaks of
 * what the claim speaks of, judged by the engine's stance judge on that sentence. A claim giving
 * another value for the same thing is disputed; the same value supports; the source names the
 * document and the page. Only the checking workspace's figures are ever read.
 */
export function createFigureEvidence(deps: {
  search: (workspaceId: string, query: string, limit: number) => Promise<KeyFigure[]>;
  /** The workspace's own record for a document's publisher (never a service-wide one's trust). */
  publisherOf: (workspaceId: string, figure: KeyFigure) => Promise<DocumentPublisher>;
}): StructuredDataSource {
  return {
    name: 'documents',
    async lookup(claim, _language, ctx) {
      if (!ctx?.workspaceId || !/\d/.test(claim)) return [];
      const claimWords = new Set(
        contentWords(claim)
          .filter((w) => !/\d/.test(w))
          .map(stem),
      );
      const found = pickPerSentence(await deps.search(ctx.workspaceId, claim, CANDIDATES), claim);
      const facts: StructuredFact[] = [];
      const seen = new Set<string>();
      for (const figure of found) {
        // The figure must be of something the claim names ("inflation"), not only share a number.
        const about = contentWords(`${figure.what} ${figure.where}`).map(stem);
        if (!about.some((w) => claimWords.has(w))) continue;
        const url = figureUrl(figure);
        if (seen.has(url)) continue;
        const publisher = await deps.publisherOf(ctx.workspaceId, figure);
        const evidence: Evidence = {
          documentId: figure.document.id,
          publisher: publisher.name,
          url,
          title: figureTitle(figure),
          excerpt: figure.quote,
          text: figure.quote,
          score: 1,
          publisherKind: publisher.kind,
          trust: publisher.trust,
        };
        const judgement = judgeOne(claim, evidence);
        if (judgement.stance === 'neutral' || judgement.strength === 0) continue;
        seen.add(url);
        facts.push({ evidence, judgement });
        if (facts.length >= MAX_FACTS) break;
      }
      return facts;
    },
  };
}
