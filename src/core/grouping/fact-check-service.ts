import type { Verdict } from '../check/check-result.js';
import { notFound } from '../errors/app-error.js';
import { claimReviewOf, type PublishedFactCheck } from './fact-check.js';

/** One of the newsroom's decided claims (its fact-checks), as GET /v1/claims lists it. */
export interface FactCheck {
  id: string;
  text: string;
  verdict: Verdict;
  writeUp: string;
  decidedBy: string;
  decidedAt: Date;
  firstAskedAt: Date;
  askers: number;
  corrections: number;
  url: string;
}

export interface Publishing {
  public: boolean;
  siteUrl: string | null;
  slug: string;
  newsroom: string;
}

export interface FactCheckStore {
  /** Decided claims, newest decision first, after the cursor (decided_at, id). */
  list(
    workspaceId: string,
    opts: { q?: string | undefined; after?: { at: Date; id: string } | undefined; limit: number },
  ): Promise<FactCheck[]>;
  find(workspaceId: string, id: string): Promise<FactCheck | null>;
  publishing(workspaceId: string): Promise<Publishing>;
  /** Sets publishing; the newsroom's fact-checks become (or stop being) evidence for other publishers. */
  setPublishing(workspaceId: string, value: { public: boolean; siteUrl: string | null }): Promise<Publishing>;
  /** The workspace that publishes under `slug`, if it publishes. */
  publicBySlug(slug: string): Promise<{ workspaceId: string; publishing: Publishing } | null>;
}

/**
 * The newsroom's fact-checks: listed, as ClaimReview JSON-LD one by one or all (streamed), and,
 * when the newsroom opts in, as a public schema.org DataFeed.
 */
export function createFactCheckService(deps: { store: FactCheckStore }) {
  const { store } = deps;
  const reviewOf = (f: FactCheck, p: Publishing) =>
    claimReviewOf({ ...f, newsroom: { name: p.newsroom, url: p.siteUrl } } satisfies PublishedFactCheck);

  async function* everyReview(workspaceId: string, p: Publishing) {
    let after: { at: Date; id: string } | undefined;
    for (;;) {
      const page = await store.list(workspaceId, { after, limit: 200 });
      for (const f of page) yield reviewOf(f, p);
      const last = page[page.length - 1];
      if (!last || page.length < 200) return;
      after = { at: last.decidedAt, id: last.id };
    }
  }

  return {
    list: store.list,
    async claimReview(workspaceId: string, id: string) {
      const found = await store.find(workspaceId, id);
      if (!found) throw notFound('The claim');
      return reviewOf(found, await store.publishing(workspaceId));
    },
    async *export(workspaceId: string) {
      yield* everyReview(workspaceId, await store.publishing(workspaceId));
    },
    publishing: store.publishing,
    setPublishing: store.setPublishing,
    /** GET /public/{slug}/claim-reviews.json: null when no workspace publishes under that slug. */
    async publicFeed(slug: string, feedUrl: string) {
      const found = await store.publicBySlug(slug);
      if (!found) return null;
      const elements: Array<Record<string, unknown>> = [];
      for await (const review of everyReview(found.workspaceId, found.publishing)) elements.push(review);
      return {
        '@context': 'https://schema.org',
        '@type': 'DataFeed',
        name: `${found.publishing.newsroom}: fact-checks`,
        url: feedUrl,
        // The newest fact-check's date: the feed changes when a decision is made.
        ...(elements[0] ? { dateModified: elements[0].datePublished } : {}),
        dataFeedElement: elements,
      };
    },
  };
}

export type FactCheckService = ReturnType<typeof createFactCheckService>;
