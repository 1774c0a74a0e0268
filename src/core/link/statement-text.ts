import type { Candidate } from './claim-candidates.js';

/**
 * The longest text of a page or caption track the engine reads (characters, in reading order,
 * headline first): the size of the longest text POST /v1/check accepts by default.
 */
const MAX_CHARS = 20_000;

/** A page's statements as one text for the engine, and where each statement sits in it. */
export interface StatementText {
  text: string;
  /** The statement at a character offset of `text` (null between statements). */
  at(offset: number): Candidate | null;
}

/**
 * Joins the statements of a page or caption track one per line, repeats dropped, so the engine's
 * own extraction picks the claims (one check-worthiness model for checks and links: a short
 * statement such as "Nigeria has 40 states." is a claim in both) and each claim's span leads
 * back to the statement (and the moment of a video) it came from.
 */
export function statementText(candidates: Candidate[]): StatementText {
  const seen = new Set<string>();
  const placed: Array<{ start: number; end: number; candidate: Candidate }> = [];
  let text = '';
  for (const candidate of candidates) {
    const key = candidate.text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
    if (!key || seen.has(key)) continue;
    // A headline or caption line without end punctuation still reads as one statement.
    const line = /[.!?…"'”’)]$/.test(candidate.text) ? candidate.text : `${candidate.text}.`;
    if (text.length + line.length + 1 > MAX_CHARS) break;
    seen.add(key);
    const start = text.length ? text.length + 1 : 0;
    text = text.length ? `${text}\n${line}` : line;
    placed.push({ start, end: start + line.length, candidate });
  }
  return {
    text,
    at(offset) {
      return placed.find((p) => offset >= p.start && offset < p.end)?.candidate ?? null;
    },
  };
}
