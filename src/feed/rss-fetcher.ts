import Parser from 'rss-parser';
import type { FeedFetcher } from '../core/election/feed.js';

const MAX_FEED_BYTES = 5 * 1024 * 1024;

/**
 * RSS 2.0, RSS 1.0 and Atom through rss-parser. The body is fetched here (timeout, size cap,
 * redirect limit) and handed to the parser as text, so a slow or huge feed cannot hold a worker.
 */
export function createRssFetcher(opts: { timeoutMs: number }): FeedFetcher {
  const parser = new Parser();
  return {
    async fetch(url) {
      const response = await fetch(url, {
        signal: AbortSignal.timeout(opts.timeoutMs),
        redirect: 'follow',
        headers: {
          accept: 'application/rss+xml, application/atom+xml, application/xml, text/xml;q=0.9, */*;q=0.5',
        },
      });
      if (!response.ok) throw new Error(`feed answered HTTP ${response.status}`);
      const declared = Number(response.headers.get('content-length') ?? 0);
      if (declared > MAX_FEED_BYTES) throw new Error('feed is larger than 5 MB');
      const body = await response.text();
      if (body.length > MAX_FEED_BYTES) throw new Error('feed is larger than 5 MB');
      const feed = await parser.parseString(body);
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
