/** A span of the original text: `text === original.slice(start, end)`. */
export interface Span {
  text: string;
  start: number;
  end: number;
}

/**
 * Sentences with exact offsets. Intl.Segmenter finds sentence ends; line breaks also end a
 * statement (pasted tweets and WhatsApp messages rarely punctuate their last line), and each
 * piece is trimmed without losing its position in the original.
 */
export function segmentStatements(text: string): Span[] {
  const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });
  const spans: Span[] = [];
  for (const { segment, index } of segmenter.segment(text)) {
    let offset = 0;
    for (const line of segment.split(/(\r?\n)/)) {
      if (line !== '\n' && line !== '\r\n') {
        const lead = line.length - line.trimStart().length;
        const trimmed = line.trim();
        if (/[\p{L}\p{N}]/u.test(trimmed)) {
          const start = index + offset + lead;
          spans.push({ text: trimmed, start, end: start + trimmed.length });
        }
      }
      offset += line.length;
    }
  }
  return spans;
}
