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
 */
export function limitWords(sentences: string[], max: number): string {
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
  const fitted = partsFitted(text, max);
  if (fitted) return fitted;
  const cut = words.slice(0, max).join(' ');
  const open = cut.lastIndexOf('“');
  if (open < 0 || cut.indexOf('”', open) >= 0) return `${cut.replace(/[,;:]$/, '')}…`;
  let inside = cut.slice(open + 1);
  const clause = Math.max(inside.lastIndexOf('; '), inside.lastIndexOf(', '));
  const dropped = clause > 0 ? inside.slice(clause) : '';
  if (clause > 0 && wordsIn(inside.slice(0, clause)) >= 3 && !/\d/.test(dropped))
    inside = inside.slice(0, clause);
  // Nor does a cut quote end on a word that leads to the next ("… no evidence that…”").
  inside = inside.replace(/[,;:]$/, '').replace(TRAILING_LINK_WORDS, '');
  return `${cut.slice(0, open + 1)}${inside}…”`;
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
