import Parser from 'rss-parser';
import type { AcceptedMedia } from '../../adapters/web/safe-fetcher.js';
import type { FeedFetcher } from '../core/election/feed.js';
import type { Fetcher } from '../core/link/ports.js';

const FEED_TYPES = new Set([
  'application/rss+xml',
  'application/atom+xml',
  'application/rdf+xml',
  'application/xml',
  'text/xml',
]);

/** What a feed poll reads: RSS, Atom and RDF documents (servers label them many ways). */
export const FEED_MEDIA: AcceptedMedia = {
  acceptHeader: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9',
  allows: (mediaType) => FEED_TYPES.has(mediaType),
  description: 'RSS and Atom feeds',
};

/** The declared charset when the platform knows it, UTF-8 otherwise (XML's default). */
function decode(body: Uint8Array, charset: string | undefined): string {
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/**
 * RSS 2.0, RSS 1.0 and Atom through rss-parser. Feed URLs come from workspaces, so the body is
 * fetched by the same safe fetcher as links (every hop's address checked and pinned, time, size
 * and redirects capped) and handed to the parser as text.
 */
export function createRssFetcher(deps: { fetcher: Fetcher }): FeedFetcher {
  const parser = new Parser();
  return {
    async fetch(url) {
      const resource = await deps.fetcher.fetch(url);
      const text = decode(resource.body, resource.charset);
      const feed = await parser.parseString(text);
      return {
        title: feed.title?.trim() || null,
        items: feed.items.map((item) => ({
          guid: item.guid?.trim() || (item as { id?: string }).id?.trim() || null,
          link: item.link?.trim() || null,
          title: (item.title ?? '').trim(),
          summary: (item.contentSnippet ?? item.summary ?? '').trim(),
          author: (item.creator ?? (item as { author?: string }).author ?? '').trim() || null,
          publishedAt: item.isoDate ? new Date(item.isoDate) : null,
        })),
      };
    },
  };
}
