import { LRUCache } from 'lru-cache';
import { stem } from '../retrieval/text.js';

/**
 * Misspelt names and words mended to the ones the sources say ("Tinubbu" is Tinubu, "regstered"
 * registered, "presidental" presidential): a claim whose key word is misspelt otherwise finds
 * nothing, since retrieval, the figures' owners and the election lookups match words exactly.
 *
 * Cautious by design, since a wrong mend changes the claim: only a word of five or more letters
 * that the sources never say and that is no common English word is mended; only to a word the
 * sources say, within one edit (two for a word of nine or more letters), beginning with the same
 * letter, and only when one such word is nearest. A word that is the same word inflected
 * ("registers" for "register") is left as written.
 *
 * Looked up in a symmetric-deletion index (SymSpell): every word of the vocabulary is filed
 * under itself and each form of it with one or two letters deleted, so a word's candidates are
 * those filed under its own deletions: a few dozen map lookups a word, whatever the vocabulary.
 */
export interface SpellingMender {
  /** The text with its misspelt words mended (as written when none is). */
  mend(text: string): string;
}

/** How often a word is used in English: its rank (0 the commonest), undefined when unknown. */
export type EnglishRank = (word: string) => number | undefined;

/** Words shorter than this are left alone: too many real words lie one edit from each other. */
const MIN_LENGTH = 5;
/** From this length a word may be two edits from the word it means. */
const TWO_EDITS_FROM = 9;
/**
 * Longer runs of letters are left alone: no name or word the sources say is this long, and the
 * deletion forms of a word grow with the square of its length (a pasted 5,000-letter "word"
 * would cost seconds).
 */
const MAX_LENGTH = 24;
/** Words looked up lately, mended or not: bounded, as an engine thread lives for days. */
const REMEMBERED = 20_000;
/** A word among this many commonest English words is a word, not a slip: never mended. */
const COMMON_WORDS = 100_000;

export function createSpellingMender(
  vocabulary: Iterable<string>,
  englishRank?: EnglishRank,
): SpellingMender {
  const known = new Set<string>();
  for (const word of vocabulary) {
    const w = word.toLowerCase();
    if (/^\p{L}+$/u.test(w) && w.length >= MIN_LENGTH - 1) known.add(w);
  }
  const index = new Map<string, string[]>();
  for (const word of known)
    for (const form of deletions(word, 2)) {
      const list = index.get(form);
      if (list) list.push(word);
      else index.set(form, [word]);
    }

  const mended = new LRUCache<string, { to: string | null }>({ max: REMEMBERED });
  function mendWord(word: string): string | null {
    const w = word.toLowerCase();
    if (known.has(w)) return null;
    const rank = englishRank?.(w);
    if (rank !== undefined && rank < COMMON_WORDS) return null;
    const seen = mended.get(w);
    if (seen) return seen.to;
    const most = w.length >= TWO_EDITS_FROM ? 2 : 1;
    let best: string[] = [];
    let bestDistance = most + 1;
    for (const form of deletions(w, most))
      for (const candidate of index.get(form) ?? []) {
        if (candidate[0] !== w[0] || best.includes(candidate)) continue;
        const d = editDistance(w, candidate, most + 1);
        if (d > most) continue;
        if (d < bestDistance) [best, bestDistance] = [[candidate], d];
        else if (d === bestDistance) best.push(candidate);
      }
    const [only] = best;
    const found = best.length === 1 && only && stem(only) !== stem(w) ? only : null;
    mended.set(w, { to: found });
    return found;
  }

  return {
    mend(text) {
      return text.replace(/(?<![\p{L}\p{N}'’@#])\p{L}{5,}(?![\p{L}\p{N}])/gu, (word) => {
        const to = word.length <= MAX_LENGTH ? mendWord(word) : null;
        if (!to) return word;
        if (word === word.toUpperCase()) return to.toUpperCase();
        return /^\p{Lu}/u.test(word) ? to.charAt(0).toUpperCase() + to.slice(1) : to;
      });
    },
  };
}

/** The word and its forms with up to `most` letters deleted. */
function deletions(word: string, most: number): Set<string> {
  const out = new Set([word]);
  let frontier = [word];
  for (let n = 0; n < most; n++) {
    const next: string[] = [];
    for (const w of frontier)
      for (let i = 0; i < w.length; i++) {
        const form = w.slice(0, i) + w.slice(i + 1);
        if (!out.has(form)) {
          out.add(form);
          next.push(form);
        }
      }
    frontier = next;
  }
  return out;
}

/**
 * Edits (insertions, deletions, substitutions, swaps of neighbours) between two words; any
 * number from `cap` up is returned as `cap`.
 */
function editDistance(a: string, b: string, cap: number): number {
  if (Math.abs(a.length - b.length) >= cap) return cap;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, before[j - 2]! + 1);
      current.push(d);
    }
    [before, previous] = [previous, current];
  }
  return Math.min(previous[b.length]!, cap);
}
