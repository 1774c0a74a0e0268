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
