/** Words left for a sentence quoting a source below which it is dropped rather than cut. */
const MIN_PARTIAL_QUOTE = 10;

const TRAILING_LINK_WORDS =
  /(?:\s+(?:that|which|who|the|a|an|of|to|and|or|but|in|on|for|with|by|at|from|as|its|their))+$/i;

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The words of sentences joined: what a word limit counts. */
export function countWords(sentences: string[]): number {
  return wordsIn(sentences.join(' '));
}

/**
 * Cuts to `max` words: whole sentences from the end first, then words (the first sentence
 * stays; a last sentence quoting a source is cut rather than dropped when ten words of it fit). A cut inside a quote ends the quote at its last clause (a "; " or ", ") when nothing
 * the reader needs, a figure, would go with it, and closes it ("…”"): a quote is never left open.
 * `claimed`: the claim's figures; a quote whose figure nearest them would be cut off is cut
 * around that figure instead (see figureKept).
 */
export function limitWords(sentences: string[], max: number, claimed: number[] = []): string {
  const kept = [...sentences];
  while (kept.length > 1 && countWords(kept) > max) {
    const last = kept.pop()!;
    // A quoted source with room for a good part of it is cut, not dropped: it is the evidence.
    if (last.includes('“') && max - countWords(kept) >= MIN_PARTIAL_QUOTE) {
      kept.push(last);
      break;
    }
  }
  const text = kept.join(' ');
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length <= max) return text;
  const fitted = partsFitted(text, max) ?? figureKept(text, max, claimed);
  if (fitted) return fitted;
  const cut = words.slice(0, max).join(' ');
  const open = cut.lastIndexOf('“');
  if (open < 0 || cut.indexOf('”', open) >= 0) return quoteEnded(cut) ?? `${cut.replace(/[,;:]$/, '')}…`;
  let inside = cut.slice(open + 1);
  const clause = Math.max(inside.lastIndexOf('; '), inside.lastIndexOf(', '));
  const dropped = clause > 0 ? inside.slice(clause) : '';
  if (clause > 0 && wordsIn(inside.slice(0, clause)) >= 3 && !/\d/.test(dropped))
    inside = inside.slice(0, clause);
  // Nor does a cut quote end on a word that leads to the next ("… no evidence that…”").
  inside = inside.replace(/[,;:]$/, '').replace(TRAILING_LINK_WORDS, '');
  return `${cut.slice(0, open + 1)}${inside}…”`;
}

/**
 * A cut falling in the words that follow a quote in its own sentence ("CBN talk say “…”, but e
 * no…", "… “…”, which does…") ends the sentence at the quote instead: a clause cut short reads
 * as a different one. A figure in those words keeps the plain cut.
 */
function quoteEnded(cut: string): string | null {
  const close = cut.lastIndexOf('”');
  if (close < 0) return null;
  const tail = cut.slice(close + 1);
  if (!tail.trim() || /[.!?…]\s/.test(tail) || /\d/.test(tail)) return null;
  return `${cut.slice(0, close + 1)}.`;
}

/** Where a quote of two sentences apart leaves out what stands between them. */
const APART = ' … ';
/** A figure, not a year: what each part of a quote is kept for. */
const FIGURE_WORD = /\d/;
const YEAR_WORD = /^\W*(?:19|20)\d{2}\W*$/;
/** Words kept after a part's figure ("84,004,084 registered voters"), and before it at the least. */
const AFTER_FIGURE = 2;
const MIN_BEFORE_FIGURE = 4;
const LEADING_LINK_WORDS =
  /^(?:(?:that|which|who|the|a|an|of|to|and|or|but|in|on|for|with|by|at|from|as|its|their)\s+)+/i;

/**
 * A quote of sentences apart (" … ": both years' counts, a comparison's two figures) too long for
 * the limit is cut part by part around each part's figure, not at its end: "“INEC's register
 * for the 2019 general elections had 84,004,084 registered voters … the 2023 general elections
 * had 93,469,008 registered voters”" keeps both counts where a cut at the end would lose the
 * second. What follows a figure goes first, then what leads to it (longest lead first). Null when
 * the quote has no such parts or they cannot be made to fit.
 */
function partsFitted(text: string, max: number): string | null {
  const open = text.lastIndexOf('“');
  const close = text.indexOf('”', open);
  if (open < 0 || close < 0) return null;
  const quote = text.slice(open + 1, close);
  if (!quote.includes(APART)) return null;
  const outside = wordsIn(text.slice(0, open)) + wordsIn(text.slice(close + 1).replace(/^[.…]+/, ''));
  const parts = quote.split(APART).map((part) => part.split(/\s+/).filter(Boolean));
  const at = parts.map((ws) => ws.findIndex((w) => FIGURE_WORD.test(w) && !YEAR_WORD.test(w)));
  if (at.some((i) => i < 0)) return null;
  const keep = parts.map((ws, k) => ({ start: 0, end: Math.min(ws.length, at[k]! + 1 + AFTER_FIGURE) }));
  const size = () => keep.reduce((n, { start, end }) => n + end - start, 0) + parts.length - 1;
  const room = max - outside;
  for (;;) {
    if (size() <= room) break;
    const leads = keep.map(({ start }, k) => at[k]! - start);
    const k = leads.indexOf(Math.max(...leads));
    if (leads[k]! <= MIN_BEFORE_FIGURE) return null;
    keep[k]!.start++;
  }
  // Between parts the gap's own " … " marks what is left out; only the ends are marked anew.
  const cut = parts.map((ws, k) =>
    ws
      .slice(keep[k]!.start, keep[k]!.end)
      .join(' ')
      .replace(/[,;:]$/, ''),
  );
  cut[0] = keep[0]!.start > 0 ? `…${cut[0]!.replace(LEADING_LINK_WORDS, '')}` : cut[0]!;
  for (let k = 1; k < cut.length; k++) cut[k] = cut[k]!.replace(LEADING_LINK_WORDS, '');
  const last = parts.length - 1;
  if (keep[last]!.end < parts[last]!.length) cut[last] = `${cut[last]}…`;
  const joined = cut.join(APART);
  return `${text.slice(0, open + 1)}${joined}”${text.slice(close + 1).replace(/^…/, '')}`.replace(
    /…”\.$/,
    '…”',
  );
}

/** A figure a word of a source writes ("N70,000", "93,469,008", "34.19"), with the scale word after it. */
function figureOf(word: string, next = ''): number | null {
  if (YEAR_WORD.test(word)) return null;
  const digits = /\d[\d,]*(?:\.\d+)?/.exec(word)?.[0];
  if (!digits) return null;
  const value = Number(digits.replace(/,/g, ''));
  const scale = SCALES[next.toLowerCase().replace(/\W+$/, '')] ?? 1;
  return Number.isFinite(value) && value > 0 ? value * scale : null;
}

const SCALES: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9, trillion: 1e12 };

/** The figures a claim (read in English) gives, years aside: what a cut quote must keep the answer to. */
export function claimedFigures(claim: string): number[] {
  const words = claim.split(/\s+/).filter(Boolean);
  return words.flatMap((w, i) => {
    const n = /\d/.test(w) ? figureOf(w, words[i + 1]) : null;
    return n === null ? [] : [n];
  });
}

/** Where among `words` the figure nearest one of the claim's is (by ratio), -1 when none is. */
export function nearestFigureAt(words: string[], claimed: number[]): number {
  let at = -1;
  let nearest = Infinity;
  words.forEach((word, i) => {
    const n = figureOf(word, words[i + 1]);
    if (n === null) return;
    const off = Math.min(...claimed.map((c) => Math.abs(Math.log(n / c))));
    if (off < nearest) [at, nearest] = [i, off];
  });
  return at;
}

/**
 * A quote whose figure nearest the claim's (the claim's own, or the one that answers it) lies
 * past the cut keeps that figure: the quote is cut from its start instead, ending two words after
 * the figure ("…raising the national minimum wage from N30,000 to N70,000 a month”"). Null when
 * the claim has no figure, the plain cut keeps it, or it cannot be made to fit.
 */
function figureKept(text: string, max: number, claimed: number[]): string | null {
  if (!claimed.length) return null;
  const open = text.lastIndexOf('“');
  const close = text.indexOf('”', open);
  if (open < 0 || close < 0) return null;
  const words = text
    .slice(open + 1, close)
    .split(/\s+/)
    .filter(Boolean);
  const target = nearestFigureAt(words, claimed);
  if (target < 0) return null;
  const before = wordsIn(text.slice(0, open));
  // The plain cut keeps the figure (the quote's word `target` lies within `max`, an ellipsis aside).
  if (before + target + 1 <= max - 1) return null;
  const after = wordsIn(text.slice(close + 1).replace(/^[.…]+/, ''));
  const end = Math.min(words.length, target + 1 + AFTER_FIGURE);
  const start = Math.max(0, end - (max - before - after));
  if (start > target - 1) return null;
  const kept = words
    .slice(start, end)
    .join(' ')
    .replace(/[,;:]$/, '');
  const lead = start > 0 ? `…${kept.replace(LEADING_LINK_WORDS, '')}` : kept;
  const tail = end < words.length ? '…' : '';
  return `${text.slice(0, open + 1)}${lead}${tail}”${text.slice(close + 1).replace(/^…/, '')}`.replace(
    /…”\.$/,
    '…”',
  );
}
