import { DOMParser } from 'linkedom';
import type { Cue } from '../../src/core/link/ports.js';
import { plainCueText } from '../web/caption-parser.js';

interface Json3 {
  events?: Array<{ tStartMs?: number; dDurationMs?: number; segs?: Array<{ utf8?: string }> }>;
}

/** The `fmt=json3` timed-text format: events with millisecond times and text segments. */
export function parseJson3(body: string): Cue[] {
  const data = JSON.parse(body) as Json3;
  const cues: Cue[] = [];
  for (const event of data.events ?? []) {
    if (!event.segs) continue; // window and style events carry no text
    const text = plainCueText(event.segs.map((s) => s.utf8 ?? '').join(''));
    if (!text) continue;
    const start = (event.tStartMs ?? 0) / 1000;
    cues.push({ start, end: start + (event.dDurationMs ?? 0) / 1000, text });
  }
  return cues;
}

/**
 * The XML timed-text formats: the classic `<transcript><text start dur>` (seconds, text
 * HTML-escaped a second time) and `srv3` `<timedtext><body><p t d>` (milliseconds).
 */
export function parseTimedTextXml(body: string): Cue[] {
  const doc = new DOMParser().parseFromString(body, 'text/xml');
  const cues: Cue[] = [];
  for (const node of doc.querySelectorAll('text')) {
    const start = Number(node.getAttribute('start') ?? 0);
    const text = plainCueText(node.textContent ?? '');
    if (text) cues.push({ start, end: start + Number(node.getAttribute('dur') ?? 0), text });
  }
  if (cues.length) return cues;
  for (const node of doc.querySelectorAll('p')) {
    const start = Number(node.getAttribute('t') ?? 0) / 1000;
    const text = plainCueText(node.textContent ?? '');
    if (text) cues.push({ start, end: start + Number(node.getAttribute('d') ?? 0) / 1000, text });
  }
  return cues;
}
