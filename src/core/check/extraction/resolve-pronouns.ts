import type { Span } from './segment.js';

/** A run of 2–4 capitalised words (optionally after a title): "Peter Obi", "President Bola Tinubu". */
const NAME =
  /(?:(?:President|Governor|Senator|Chief|Dr|Mr|Mrs|Ms|Alhaji|Prof)\.?\s+)?[A-Z][a-z]+(?:\s+[A-Z][a-z]+){1,3}/g;
const LEADING_PRONOUN = /^(He|She)\b/;

/**
 * Resolves a sentence-initial "He"/"She" to the person named in the sentence just before, only
 * when that sentence names exactly one person-like name and begins with it ("Peter Obi visited
 * Kano. He said 40% of voters..." -> "Peter Obi said 40% of voters..."). Anything less clear
 * (two names, "this", "it", "they") is left as written: a wrong substitution would send retrieval
 * after the wrong claim.
 */
export function resolvePronoun(statement: Span, previous: Span | undefined): string | undefined {
  if (!previous || !LEADING_PRONOUN.test(statement.text)) return undefined;
  const names = previous.text.match(NAME) ?? [];
  if (names.length !== 1 || !previous.text.startsWith(names[0]!)) return undefined;
  return statement.text.replace(LEADING_PRONOUN, names[0]!);
}
