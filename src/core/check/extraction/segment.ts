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
  return joinedAfterAbbreviations(text, spans);
}

/** A month cut short ("Oct.", "Sept.") or "No." before a number: its stop ends no sentence. */
const ABBREVIATION_BEFORE_NUMBER = /\b(?:jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|no)\.$/i;

/**
 * "The eNaira went live on Oct. 25, 2022.": the segmenter ends a sentence at "Oct."; a span
 * closing on such an abbreviation is joined to the next when that opens, on the same line, with
 * the number it abbreviates for.
 */
function joinedAfterAbbreviations(text: string, spans: Span[]): Span[] {
  const out: Span[] = [];
  for (const span of spans) {
    const last = out[out.length - 1];
    const gap = last ? text.slice(last.end, span.start) : '';
    if (last && ABBREVIATION_BEFORE_NUMBER.test(last.text) && /^[ \t]+$/.test(gap) && /^\d/.test(span.text)) {
      out[out.length - 1] = { text: text.slice(last.start, span.end), start: last.start, end: span.end };
    } else out.push(span);
  }
  return out;
}
