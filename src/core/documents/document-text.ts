/**
 * A document's text as sentences, each figure's page kept. PDF text comes as lines: a sentence
 * may break across lines (and pages), a word may be hyphenated at a line end, and page numbers
 * or running heads sit between the halves. Lines are joined into one stream first; sentences are
 * cut from the stream, so "N1.2" at the foot of page 3 and "trillion on" at the head of page 4
 * are one figure in one sentence.
 */

export interface DocumentPage {
  /** Lines end with `\n`; a blank line (`\n\n`) ends a paragraph, and so a sentence. */
  text: string;
}

export interface Sentence {
  text: string;
  /** Offset of the sentence in the stream, and the stream's page starts, to place a figure. */
  start: number;
}

export interface DocumentStream {
  text: string;
  sentences: Sentence[];
  /** Offset in `text` at which each page begins (index 0 is page 1). */
  pageStarts: number[];
}

/** Lines that are furniture, not text: page numbers ("3", "Page 3 of 40", "- 3 -"). */
const FURNITURE = /^(?:page\s+)?[-–—\s]*\d{1,4}[-–—\s]*(?:of\s+\d{1,4})?$/i;

const ABBREVIATION =
  /\b(?:mr|mrs|ms|dr|prof|gen|gov|sen|hon|rt|no|nos|fig|figs|vol|art|sec|st|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|est|approx|i\.e|e\.g|etc|vs|inc|ltd|co)\.$/i;

/** Joins a page's lines onto the stream: de-hyphenates, drops furniture, keeps paragraph ends. */
function appendPage(stream: string, page: string): string {
  let out = stream;
  const paragraphs = page.split(/\n\s*\n/);
  paragraphs.forEach((paragraph, p) => {
    if (p > 0) out = out.trimEnd() + '\n\n';
    for (const raw of paragraph.split('\n')) {
      const line = raw.replace(/\s+/g, ' ').trim();
      if (!line || FURNITURE.test(line)) continue;
      if (out === '' || out.endsWith('\n\n')) out += line;
      // "regis-" + "tered": one word; "Abuja-" + "Kaduna": keep the hyphen.
      else if (/\p{Ll}-$/u.test(out) && /^\p{Ll}/u.test(line)) out = out.slice(0, -1) + line;
      else out += ' ' + line;
    }
  });
  return out;
}

/** Where sentences end: a stop before a capital, a digit or a quote, unless an abbreviation. */
function sentencesOf(text: string): Sentence[] {
  const out: Sentence[] = [];
  let start = 0;
  const push = (end: number) => {
    const slice = text.slice(start, end);
    const lead = slice.length - slice.trimStart().length;
    const sentence = slice.trim();
    if (sentence) out.push({ text: sentence.replace(/\s*\n\n\s*/g, ' '), start: start + lead });
    start = end;
  };
  for (const m of text.matchAll(/[.!?]["'”’)]?(?=\s+["'“‘(]?[\p{Lu}\d₦])|\n\n/gu)) {
    const end = (m.index ?? 0) + m[0].length;
    if (m[0] !== '\n\n' && ABBREVIATION.test(text.slice(Math.max(0, end - 8), end))) continue;
    // "N." or "U.S." alone is not a sentence end either.
    if (/(?:^|\s)\p{Lu}\.$/u.test(text.slice(Math.max(0, end - 3), end))) continue;
    push(end);
  }
  push(text.length);
  return out;
}

export function streamOf(pages: DocumentPage[]): DocumentStream {
  let text = '';
  const pageStarts: number[] = [];
  for (const page of pages) {
    const before = text;
    pageStarts.push(before.length === 0 ? 0 : before.length + 1);
    text = appendPage(text, page.text);
  }
  return { text, sentences: sentencesOf(text), pageStarts };
}

/** The page (1-based) holding stream offset `at`. */
export function pageAt(stream: DocumentStream, at: number): number {
  let page = 1;
  for (let i = 0; i < stream.pageStarts.length; i++) if ((stream.pageStarts[i] ?? 0) <= at) page = i + 1;
  return page;
}
