import * as mediaCaptions from 'media-captions';
import type { CaptionFormat, CaptionParser, Cue } from '../../src/core/link/ports.js';
import { decodeBody } from './text-decoding.js';

/**
 * media-captions' bundled .d.ts files use extensionless relative imports that NodeNext cannot
 * follow, so the one function used here is typed locally.
 */
const { parseText } = mediaCaptions as unknown as {
  parseText(
    text: string,
    options: { type: CaptionFormat },
  ): Promise<{ cues: Array<{ startTime: number; endTime: number; text: string }> }>;
};

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  nbsp: ' ',
  quot: '"',
  apos: "'",
  lrm: '',
  rlm: '',
};

/** Cue text without WebVTT/SRT markup (<b>, <i>, <v Speaker>, <c.class>, <00:00:01.000>, {\an8}). */
export function plainCueText(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/\{\\[^}]*\}/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** WebVTT and SRT through media-captions (a maintained parser that follows the WebVTT spec). */
export function createCaptionParser(): CaptionParser {
  return {
    async parse(body: Uint8Array, charset: string | undefined, format: CaptionFormat): Promise<Cue[]> {
      const text = decodeBody(body, charset).replace(/^\uFEFF/, '');
      const parsed = await parseText(text, { type: format });
      return parsed.cues
        .map((cue) => ({ start: cue.startTime, end: cue.endTime, text: plainCueText(cue.text) }))
        .filter((cue) => cue.text.length > 0);
    },
  };
}
