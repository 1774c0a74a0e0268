import { z } from 'zod';
import type { Evidence } from '../../src/core/check/evidence-search.js';
import type { ExternalEvidenceProvider } from '../../src/core/check/pipeline/ports.js';
import { terms } from '../../src/core/check/retrieval/text.js';
import { getJson } from '../shared/fetch-json.js';

export interface SearxngConfig {
  /** The instance root, e.g. http://searxng:8080 (its JSON format must be enabled). */
  baseUrl: string;
  timeoutMs: number;
  /** Results kept per claim, after filtering. */
  limit?: number;
}

const responseSchema = z.object({
  results: z
    .array(
      z.object({
        url: z.string(),
        title: z.string().optional(),
        content: z.string().optional(),
        engine: z.string().optional(),
      }),
    )
    .default([]),
});

/** The trusted domain a URL belongs to (itself or a subdomain), or null. */
function trustedDomainOf(url: string, domains: string[]): string | null {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
  return domains.find((d) => host === d || host.endsWith(`.${d}`)) ?? null;
}

function overlap(claim: string, text: string): number {
  const wanted = new Set(terms(claim));
  if (wanted.size === 0) return 0;
  const have = new Set(terms(text));
  let shared = 0;
  for (const term of wanted) if (have.has(term)) shared += 1;
  return shared / wanted.size;
}

/**
 * Web search through a SearXNG-style JSON API (`GET /search?q=&format=json`), limited to the
 * workspace's trusted domains twice: `site:` filters in the query, and a check of every result's
 * host (engines ignore `site:` now and then). With no trusted domain it asks nothing.
 */
export function createSearxngSearchAdapter(config: SearxngConfig): ExternalEvidenceProvider {
  return {
    name: 'web-search',
    async search(claim, { trustedDomains }) {
      const domains = [
        ...new Set(trustedDomains.map((d) => d.toLowerCase().replace(/^www\./, '')).filter(Boolean)),
      ];
      if (domains.length === 0) return [];
      const url = new URL('/search', config.baseUrl);
      const sites = domains
        .slice(0, 10)
        .map((d) => `site:${d}`)
        .join(' OR ');
      url.searchParams.set('q', `${claim.slice(0, 300)} (${sites})`);
      url.searchParams.set('format', 'json');
      const body = responseSchema.parse(await getJson('web-search', url, config.timeoutMs));
      const evidence: Evidence[] = [];
      const seen = new Set<string>();
      for (const result of body.results) {
        const domain = trustedDomainOf(result.url, domains);
        if (!domain || seen.has(result.url)) continue;
        seen.add(result.url);
        const title = result.title ?? result.url;
        const excerpt = result.content ?? '';
        evidence.push({
          documentId: `web:${result.url}`,
          publisher: domain,
          url: result.url,
          title,
          excerpt,
          score: overlap(claim, `${title} ${excerpt}`),
          text: excerpt,
        });
      }
      return evidence.sort((a, b) => b.score - a.score).slice(0, config.limit ?? 5);
    },
  };
}
