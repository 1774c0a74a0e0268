import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import type { ExtractedPage, FetchedResource, PageExtractor, PageTrack } from '../../src/core/link/ports.js';
import { readMetadata } from './page-metadata.js';
import { decodeBody } from './text-decoding.js';

/** Blocks of main text; a block holding another block is left to the inner one. */
const BLOCKS = 'p, h1, h2, h3, h4, h5, h6, li, blockquote, pre, figcaption, dd';
/** Below this many words a page with a media element is a video page, not an article. */
const VIDEO_PAGE_MAX_WORDS = 150;

type El = {
  textContent: string | null;
  querySelector(selector: string): El | null;
  querySelectorAll(selector: string): Iterable<El>;
  getAttribute(name: string): string | null;
};

function blocksOf(root: El): string[] {
  const out: string[] = [];
  for (const el of root.querySelectorAll(BLOCKS)) {
    if (el.querySelector(BLOCKS)) continue;
    const text = el.textContent?.replace(/\s+/g, ' ').trim();
    if (text) out.push(text);
  }
  return out;
}

/** `<video src>`, `<audio src>` and their `<source src>`, in document order. */
function mediaOf(doc: El, base: string): string[] {
  const out: string[] = [];
  for (const el of doc.querySelectorAll('video[src], audio[src], video source[src], audio source[src]')) {
    try {
      const url = new URL(el.getAttribute('src') ?? '', base);
      if (url.protocol === 'http:' || url.protocol === 'https:') out.push(url.href);
    } catch {
      // skipped like a browser would
    }
  }
  return [...new Set(out)];
}

function tracksOf(doc: El, base: string): PageTrack[] {
  const tracks: PageTrack[] = [];
  for (const track of doc.querySelectorAll('video track[src], audio track[src]')) {
    try {
      tracks.push({
        src: new URL(track.getAttribute('src') ?? '', base).href,
        // A <track> without kind is a subtitles track (HTML standard).
        kind: (track.getAttribute('kind') ?? 'subtitles').toLowerCase(),
        language: track.getAttribute('srclang') ?? undefined,
      });
    } catch {
      // An unparsable src is skipped like a browser would.
    }
  }
  return tracks;
}

/**
 * Main text with Mozilla Readability on a linkedom DOM (navigation, boilerplate and comments left
 * out), metadata from the untouched document, and the caption tracks of its media elements.
 */
export function createPageExtractor(): PageExtractor {
  return {
    extract(resource: FetchedResource): ExtractedPage {
      const html = decodeBody(resource.body, resource.charset);
      const { document } = parseHTML(html);
      const doc = document as unknown as El & { documentElement: El; title: string };
      const meta = readMetadata(document as never);
      const baseHref = doc.querySelector('base[href]')?.getAttribute('href');
      const base = baseHref ? new URL(baseHref, resource.url).href : resource.url;
      const tracks = tracksOf(doc, base);
      const media = mediaOf(doc, base);
      const hasMedia =
        doc.querySelector('video, audio, iframe[src*="youtube"], iframe[src*="player"]') !== null;

      // Readability rewrites the DOM it is given, so metadata and tracks are read before it runs.
      const article = new Readability(document as never, { charThreshold: 200 }).parse();
      let paragraphs: string[] = [];
      if (article?.content)
        paragraphs = blocksOf(parseHTML(`<!doctype html><body>${article.content}</body>`).document as never);
      if (paragraphs.length === 0 && article?.textContent) {
        paragraphs = article.textContent
          .split(/\n\s*\n/)
          .map((p) => p.replace(/\s+/g, ' ').trim())
          .filter(Boolean);
      }
      const words = paragraphs.join(' ').split(/\s+/).filter(Boolean).length;
      return {
        title: meta.title ?? article?.title ?? resource.url,
        siteName: meta.siteName ?? article?.siteName ?? undefined,
        author: meta.author ?? article?.byline ?? undefined,
        publishedAt:
          meta.publishedAt ??
          (article?.publishedTime ? new Date(article.publishedTime).toISOString() : undefined),
        language: meta.language ?? article?.lang ?? undefined,
        paragraphs,
        tracks,
        media,
        isVideo: (meta.ogType?.startsWith('video') || hasMedia) && words < VIDEO_PAGE_MAX_WORDS,
      };
    },
  };
}
