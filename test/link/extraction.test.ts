import { readFileSync } from 'node:fs';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { createCaptionParser } from '../../adapters/web/caption-parser.js';
import { createPageExtractor } from '../../adapters/web/page-extractor.js';
import { createSafeFetcher } from '../../adapters/web/safe-fetcher.js';
import { createAddressResolver } from '../../adapters/web/url-guard.js';
import {
  captionCandidates,
  formatTimestamp,
  headlineOf,
  pageCandidates,
} from '../../src/core/link/claim-candidates.js';
import { statementText } from '../../src/core/link/statement-text.js';
import { startFixtureServer } from './support/fixture-server.js';

const bytes = (path: string) => readFileSync(new URL(`./fixtures/${path}`, import.meta.url));
const page = (path: string, url = 'https://lagosledger.example/business/inflation-eases-march') =>
  createPageExtractor().extract({ url, mediaType: 'text/html', charset: 'utf-8', body: bytes(path) });

describe('page extraction', () => {
  const article = page('pages/article.html');

  it('reads title, publisher, author and date from the metadata', () => {
    expect(article.title).toBe('Inflation eases to 24.2% in March, NBS says');
    expect(article.siteName).toBe('The Lagos Ledger');
    expect(article.author).toBe('Aisha Bello');
    expect(article.publishedAt).toBe('2026-04-15T08:30:00.000Z');
    expect(article.language).toBe('en');
    expect(article.isVideo).toBe(false);
  });

  it('keeps the story text and leaves out navigation, ticker, related links, comments and footer', () => {
    const text = article.paragraphs.join('\n');
    expect(text).toContain('eased to 24.2 percent in March from 26.5 percent in February');
    expect(text).toContain('2.1 trillion naira of arrears');
    for (const boilerplate of [
      'Subscribe for N2,000',
      'Trending now',
      'Naira weakens',
      'Commenter99',
      'propaganda',
      'All rights reserved',
      'Advertise',
    ]) {
      expect(text).not.toContain(boilerplate);
    }
  });

  it('falls back to JSON-LD when OpenGraph and meta tags are missing', () => {
    const html = bytes('pages/article.html')
      .toString('utf8')
      .replace(/<meta (property="og:site_name"|name="author"|property="article:published_time")[^>]*>/g, '');
    const extracted = createPageExtractor().extract({
      url: 'https://lagosledger.example/x',
      mediaType: 'text/html',
      charset: undefined,
      body: Buffer.from(html),
    });
    expect(extracted.siteName).toBe('The Lagos Ledger');
    expect(extracted.author).toBe('Aisha Bello');
    expect(extracted.publishedAt).toBe('2026-04-15T08:30:00.000Z');
  });

  it('finds caption tracks of a video page as absolute addresses', () => {
    const video = page('pages/video-page.html', 'https://delta.example/videos/budget-speech');
    expect(video.isVideo).toBe(true);
    expect(video.tracks).toEqual([
      { src: 'https://delta.example/captions/chapters.vtt', kind: 'chapters', language: 'en' },
      { src: 'https://delta.example/captions/budget-speech.vtt', kind: 'captions', language: 'en' },
      { src: 'https://delta.example/captions/budget-speech.fr.vtt', kind: 'subtitles', language: 'fr' },
    ]);
    expect(video.siteName).toBe('Channels of the Delta');
    expect(video.publishedAt).toBe('2026-01-08T14:00:00.000Z');
  });

  it('decodes windows-1252 pages named by the header or by a meta tag', async () => {
    const server = await startFixtureServer();
    try {
      const fetcher = createSafeFetcher({
        resolve: createAddressResolver({ allowPrivateNetworks: true }),
        timeoutMs: 2000,
        maxBytes: 1_000_000,
        maxRedirects: 2,
      });
      for (const path of ['/ogun/levy', '/ogun/levy-meta']) {
        const extracted = createPageExtractor().extract(await fetcher.fetch(`${server.origin}${path}`));
        expect(extracted.title).toBe('Café owners in Abéokuta protest “new levy” | Ogun Weekly');
        expect(extracted.paragraphs.join(' ')).toContain('the state’s “new levy” of 5,000 naira');
        expect(extracted.paragraphs.join(' ')).toContain('Mrs Adébáyò Olúwaseun');
        expect(extracted.paragraphs.join(' ')).not.toMatch(/\uFFFD|Ã©|â€/);
      }
    } finally {
      await server.close();
    }
  });

  it('honours a UTF-8 byte-order mark over a wrong header', () => {
    const body = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('<html><head><title>Ọ̀yọ́ “news”</title></head><body></body></html>'),
    ]);
    expect(
      createPageExtractor().extract({
        url: 'https://x.example/',
        mediaType: 'text/html',
        charset: 'iso-8859-1',
        body,
      }).title,
    ).toBe('Ọ̀yọ́ “news”');
    expect(iconv.decode(Buffer.from([0x93]), 'windows-1252')).toBe('“');
  });
});

describe('captions', () => {
  const parser = createCaptionParser();

  it('parses WebVTT, dropping voice spans, markup, notes and headers', async () => {
    const cues = await parser.parse(bytes('captions/budget-speech.vtt'), 'utf-8', 'vtt');
    expect(cues[0]).toEqual({ start: 1, end: 4.5, text: 'Mr Speaker, honourable members, good morning.' });
    expect(cues.map((c) => c.text)).toContain(
      'Last year we built 312 kilometres of new roads, more than any state in the South-South.',
    );
    expect(cues.map((c) => c.text)).toContain(
      'We also employed 15,000 new teachers & health workers since 2024.',
    );
    expect(cues.at(-1)?.start).toBeCloseTo(3723.25);
  });

  it('parses SRT (CRLF, comma milliseconds, italics)', async () => {
    const cues = await parser.parse(bytes('captions/news-bulletin.srt'), undefined, 'srt');
    expect(cues).toHaveLength(4);
    expect(cues[1]).toEqual({
      start: 75.5,
      end: 81,
      text: 'INEC says 93.4 million voters registered for the 2023 general elections.',
    });
    expect(cues[2]?.text).toBe('The commission added 9.5 million new voters since 2019.');
  });

  it('keeps the start of the cue each sentence begins in, across cue boundaries', async () => {
    const cues = await parser.parse(bytes('captions/budget-speech.vtt'), 'utf-8', 'vtt');
    const candidates = captionCandidates(cues);
    const growth = candidates.find((c) => c.text.startsWith('Our state recorded 4.2 percent growth'));
    expect(growth?.text).toBe(
      'Our state recorded 4.2 percent growth in 2025, according to the National Bureau of Statistics.',
    );
    expect(formatTimestamp(growth!.start!)).toBe('00:12:34');
    const budget = candidates.find((c) => c.text.includes('seven hundred and fifty billion'));
    expect(formatTimestamp(budget!.start!)).toBe('00:00:04');
  });

  it('cuts unpunctuated automatic captions near cue boundaries so timestamps stay close', () => {
    const cues = Array.from({ length: 40 }, (_, i) => ({
      start: i * 2,
      end: i * 2 + 2,
      text: `the minister said ${i} roads were built`,
    }));
    const candidates = captionCandidates(cues);
    expect(candidates.length).toBeGreaterThan(5);
    for (const c of candidates) expect(c.text.split(' ').length).toBeLessThanOrEqual(45);
    expect(candidates[1]!.start).toBeGreaterThan(0);
  });
});

describe('statements for the engine', () => {
  it('joins a page one statement a line, repeats dropped, each claim span leading back to its statement', () => {
    const article = page('pages/article.html');
    const candidates = pageCandidates(article.title, article.paragraphs);
    const statements = statementText([...candidates, candidates[1]!]);
    const lines = statements.text.split('\n');
    expect(lines[0]).toBe('Inflation eases to 24.2% in March, NBS says.');
    expect(lines).toHaveLength(new Set(candidates.map((c) => c.text)).size);
    const second = statements.text.indexOf(lines[1]!);
    expect(statements.at(second)).toBe(candidates[1]);
    expect(statements.at(0)?.headline).toBe(true);
    expect(statements.at(statements.text.length + 5)).toBeNull();
  });

  it('checks the headline without the site name the title carries', () => {
    expect(headlineOf('Café owners protest “new levy” | Ogun Weekly', 'Ogun Weekly')).toBe(
      'Café owners protest “new levy”',
    );
    expect(headlineOf('Budget (2026) – Plateau Herald', 'Plateau Herald')).toBe('Budget (2026)');
    expect(headlineOf('A | B', undefined)).toBe('A | B');
  });
});
