/** Title, publisher, author and date of a page, from OpenGraph, JSON-LD and ordinary meta tags. */
export interface PageMetadata {
  title: string | undefined;
  siteName: string | undefined;
  author: string | undefined;
  publishedAt: string | undefined;
  ogType: string | undefined;
  language: string | undefined;
}

type Json = Record<string, unknown>;

/** The minimal DOM surface used here (linkedom's document). */
interface Doc {
  querySelector(
    selector: string,
  ): { getAttribute(name: string): string | null; textContent: string | null } | null;
  querySelectorAll(selector: string): Iterable<{ textContent: string | null }>;
  documentElement: { getAttribute(name: string): string | null } | null;
  title: string;
}

const ARTICLE_TYPES =
  /^(NewsArticle|Article|ReportageNewsArticle|AnalysisNewsArticle|BlogPosting|VideoObject|WebPage|OpinionNewsArticle)$/;

function jsonLdNodes(doc: Doc): Json[] {
  const nodes: Json[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const node = value as Json;
      nodes.push(node);
      if (node['@graph']) visit(node['@graph']);
    }
  };
  for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      visit(JSON.parse(script.textContent ?? ''));
    } catch {
      // A broken JSON-LD block is common on real sites; the other sources still apply.
    }
  }
  return nodes;
}

const types = (node: Json) => [node['@type']].flat().filter((t): t is string => typeof t === 'string');

/** A name out of the shapes JSON-LD uses: "Name", {name}, or a list of either. */
function nameOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (Array.isArray(value)) {
    const names = value.map(nameOf).filter(Boolean);
    return names.length ? names.join(', ') : undefined;
  }
  if (value && typeof value === 'object') return nameOf((value as Json).name);
  return undefined;
}

function isoDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value.trim());
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

const notUrl = (value: string | undefined) => (value && !/^https?:\/\//i.test(value) ? value : undefined);

export function readMetadata(doc: Doc): PageMetadata {
  const meta = (...selectors: string[]) => {
    for (const selector of selectors) {
      const value = doc.querySelector(selector)?.getAttribute('content')?.trim();
      if (value) return value;
    }
    return undefined;
  };
  const article = jsonLdNodes(doc).find((n) => types(n).some((t) => ARTICLE_TYPES.test(t)));
  const text = (selector: string) =>
    doc.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim() || undefined;

  return {
    title:
      meta('meta[property="og:title"]', 'meta[name="twitter:title"]') ??
      (typeof article?.headline === 'string' ? article.headline : undefined) ??
      (doc.title.trim() || undefined) ??
      text('h1'),
    siteName:
      meta('meta[property="og:site_name"]', 'meta[name="application-name"]') ??
      nameOf(article?.publisher) ??
      undefined,
    author:
      meta('meta[name="author"]', 'meta[name="byl"]') ??
      notUrl(meta('meta[property="article:author"]')) ??
      nameOf(article?.author) ??
      text('[rel="author"]'),
    publishedAt: isoDate(
      meta(
        'meta[property="article:published_time"]',
        'meta[itemprop="datePublished"]',
        'meta[name="date"]',
        'meta[name="pubdate"]',
        'meta[name="publishdate"]',
        'meta[name="DC.date.issued"]',
        'meta[name="dc.date"]',
      ) ??
        (typeof article?.datePublished === 'string' ? article.datePublished : undefined) ??
        (typeof article?.uploadDate === 'string' ? article.uploadDate : undefined) ??
        doc.querySelector('time[datetime]')?.getAttribute('datetime') ??
        undefined,
    ),
    ogType: meta('meta[property="og:type"]')?.toLowerCase(),
    language:
      doc.documentElement?.getAttribute('lang')?.trim() || meta('meta[http-equiv="content-language"]'),
  };
}
