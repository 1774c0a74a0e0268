import type { Cue } from './ports.js';

/** A statement found in a page or in captions, in reading order. */
export interface Candidate {
  text: string;
  /** Position in the page or video (0 = first). */
  order: number;
  /** The page's title: a headline weighs more than any sentence of the body. */
  headline?: boolean;
  /** Seconds into the video where the statement starts (captions only). */
  start?: number;
}

/** Longest statement kept whole; unpunctuated captions are cut at cue boundaries instead. */
const MAX_WORDS = 60;
const CHUNK_WORDS = 30;

const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A page title without its " | Site name" (or " - Site name") tail. */
export function headlineOf(title: string, siteName: string | undefined): string {
  const cleaned = clean(title);
  if (!siteName) return cleaned;
  const tail = new RegExp(`\\s+[|\\-–—:]\\s+${siteName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i');
  return cleaned.replace(tail, '');
}

/** Sentences of a page's main text, after its headline. */
export function pageCandidates(title: string, paragraphs: string[], siteName?: string): Candidate[] {
  const out: Candidate[] = [];
  const heading = headlineOf(title, siteName);
  if (heading) out.push({ text: heading, order: 0, headline: true });
  for (const paragraph of paragraphs) {
    for (const { segment } of segmenter.segment(clean(paragraph))) {
      const text = segment.trim();
      if (text && text !== heading) out.push({ text, order: out.length });
    }
  }
  return out;
}

/**
 * Sentences of a caption track, each with the start of the cue it begins in. Captions split
 * sentences across cues (and auto captions repeat lines), so cues are joined first and cut again;
 * text without punctuation is cut every few cues so a timestamp stays close to its words.
 */
export function captionCandidates(cues: Cue[]): Candidate[] {
  const marks: Array<{ offset: number; start: number }> = [];
  let joined = '';
  let previous = '';
  for (const cue of cues) {
    const text = clean(cue.text);
    if (!text || text === previous) continue;
    previous = text;
    marks.push({ offset: joined.length, start: cue.start });
    joined += `${text} `;
  }
  const startAt = (offset: number) => {
    let start = marks[0]?.start ?? 0;
    for (const mark of marks) {
      if (mark.offset > offset) break;
      start = mark.start;
    }
    return start;
  };

  const out: Candidate[] = [];
  for (const { segment, index } of segmenter.segment(joined)) {
    const text = segment.trim();
    if (!text) continue;
    if (wordCount(text) <= MAX_WORDS) {
      out.push({ text, order: out.length, start: startAt(index) });
      continue;
    }
    // A run-on segment: break it at cue boundaries every CHUNK_WORDS words or so.
    const inside = marks
      .filter((m) => m.offset > index && m.offset < index + segment.length)
      .map((m) => m.offset);
    let from = index;
    for (const cut of [...inside, index + segment.length]) {
      const piece = joined.slice(from, cut).trim();
      if (wordCount(piece) >= CHUNK_WORDS || cut === index + segment.length) {
        if (piece) out.push({ text: piece, order: out.length, start: startAt(from) });
        from = cut;
      }
    }
  }
  return out;
}

/** `hh:mm:ss` for a moment in a video. */
export function formatTimestamp(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}`;
}
