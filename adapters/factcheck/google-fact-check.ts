import { z } from 'zod';
import type { Evidence } from '../../src/core/check/evidence-search.js';
import type { ExternalEvidenceProvider, LanguageCode } from '../../src/core/check/pipeline/ports.js';
import { terms } from '../../src/core/check/retrieval/text.js';
import { getJson } from '../shared/fetch-json.js';

export interface GoogleFactCheckConfig {
  apiKey: string;
  /** Defaults to Google's endpoint; tests and proxies point it elsewhere. */
  baseUrl?: string | undefined;
  timeoutMs: number;
  /** Results asked for per claim. */
  pageSize?: number;
}

/** The documented claims:search response (fields we use; everything optional as in the API). */
const responseSchema = z.object({
  claims: z
    .array(
      z.object({
        text: z.string().optional(),
        claimant: z.string().optional(),
        claimDate: z.string().optional(),
        claimReview: z
          .array(
            z.object({
              publisher: z.object({ name: z.string().optional(), site: z.string().optional() }).optional(),
              url: z.string().optional(),
              title: z.string().optional(),
              reviewDate: z.string().optional(),
              textualRating: z.string().optional(),
              languageCode: z.string().optional(),
            }),
          )
          .optional(),
      }),
    )
    .optional(),
  nextPageToken: z.string().optional(),
});

/** Google's languageCode is BCP-47; Pidgin fact-checks are filed under English or not at all. */
const LANGUAGE: Partial<Record<LanguageCode, string>> = { en: 'en', ha: 'ha', ig: 'ig', yo: 'yo' };

/** Share of the claim's content terms the reviewed claim also has: Google gives no score of its own. */
function overlap(claim: string, reviewed: string): number {
  const wanted = new Set(terms(claim));
  if (wanted.size === 0) return 0;
  const have = new Set(terms(reviewed));
  let shared = 0;
  for (const term of wanted) if (have.has(term)) shared += 1;
  return shared / wanted.size;
}

/**
 * Published fact-checks from Google Fact Check Tools (`GET /v1alpha1/claims:search`). Each review
 * becomes evidence carrying the reviewed claim and its textual rating, so the stance stage can
 * carry the rating over.
 */
export function createGoogleFactCheckAdapter(config: GoogleFactCheckConfig): ExternalEvidenceProvider {
  const base = config.baseUrl ?? 'https://factchecktools.googleapis.com';
  return {
    name: 'google-fact-check',
    async search(claim, { language }) {
      const url = new URL('/v1alpha1/claims:search', base);
      url.searchParams.set('query', claim.slice(0, 500));
      const languageCode = LANGUAGE[language];
      if (languageCode) url.searchParams.set('languageCode', languageCode);
      url.searchParams.set('pageSize', String(config.pageSize ?? 10));
      url.searchParams.set('key', config.apiKey);
      const body = responseSchema.parse(await getJson('google-fact-check', url, config.timeoutMs));
      const evidence: Evidence[] = [];
      for (const found of body.claims ?? []) {
        const reviewed = found.text ?? '';
        for (const review of found.claimReview ?? []) {
          if (!review.url) continue;
          const publisher = review.publisher?.name ?? review.publisher?.site ?? new URL(review.url).hostname;
          const rating = review.textualRating ?? null;
          evidence.push({
            documentId: `factcheck:${review.url}`,
            publisher,
            url: review.url,
            title: review.title ?? reviewed,
            excerpt: `${found.claimant ? `${found.claimant}: ` : ''}"${reviewed}"${rating ? ` (rated ${rating})` : ''}`,
            score: overlap(claim, reviewed),
            publisherKind: 'fact_checker',
            claimReviewed: reviewed || null,
            rating,
          });
        }
      }
      return evidence.sort((a, b) => b.score - a.score);
    },
  };
}
