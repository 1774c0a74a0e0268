import type { CaptionFormat } from './ports.js';

export type LinkMedia = { kind: 'html' } | { kind: 'captions'; format: CaptionFormat };

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const VTT_TYPES = new Set(['text/vtt']);
const SRT_TYPES = new Set(['application/x-subrip', 'text/srt', 'application/srt', 'text/x-srt']);
/** Servers often send caption files with a generic type; accepted only for a .vtt/.srt path. */
const GENERIC_TYPES = new Set(['text/plain', 'application/octet-stream']);

/**
 * What the link tool reads: web pages (HTML, XHTML) and caption files (WebVTT, SRT). Anything
 * else (images, PDFs, video streams) is refused before its body is read.
 */
export function classifyMedia(mediaType: string, path: string): LinkMedia | null {
  if (HTML_TYPES.has(mediaType)) return { kind: 'html' };
  if (VTT_TYPES.has(mediaType)) return { kind: 'captions', format: 'vtt' };
  if (SRT_TYPES.has(mediaType)) return { kind: 'captions', format: 'srt' };
  if (GENERIC_TYPES.has(mediaType)) {
    const lower = path.toLowerCase();
    if (lower.endsWith('.vtt')) return { kind: 'captions', format: 'vtt' };
    if (lower.endsWith('.srt')) return { kind: 'captions', format: 'srt' };
  }
  return null;
}

export const ACCEPT_HEADER =
  'text/html,application/xhtml+xml;q=0.9,text/vtt;q=0.8,application/x-subrip;q=0.8,text/plain;q=0.5';
