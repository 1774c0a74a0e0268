/** The first http(s) link in a message, if any (a message holding a link becomes a link job). */
export function firstLink(text: string): string | null {
  const match = /\bhttps?:\/\/[^\s<>"'|]+/i.exec(text);
  if (!match) return null;
  // Trailing punctuation belongs to the sentence, not the address.
  const url = match[0].replace(/[.,;:!?)\]]+$/, '');
  try {
    return new URL(url).toString();
  } catch {
    return null;
  }
}
