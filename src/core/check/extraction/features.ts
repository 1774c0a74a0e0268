/**
 * Hashed n-gram features shared by the training script (scripts/train/checkworthiness.ts) and the
 * shipped models: the same function must produce the same indices on both sides, or the learned
 * weights mean nothing.
 */

/** FNV-1a, 32 bits: small, stable across runs and platforms. */
function hash(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Lower-cased word tokens; every run of digits becomes `0` so figures generalise. */
export function tokens(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/https?:\/\/\S+/g, ' url ')
      .replace(/@\w+/g, ' @user ')
      .replace(/\d+(?:[.,]\d+)*/g, '0')
      .match(/[\p{L}0][\p{L}\p{M}0'’]*|[%$₦£€?!]/gu) ?? []
  );
}

/** Shape cues: figures, percentages, currency, years, capitalised names, length. */
function shape(text: string): string[] {
  const out: string[] = [];
  if (/\d/.test(text)) out.push('has_number');
  if (/\d\s*(%|percent|per cent)/i.test(text)) out.push('has_percent');
  if (/[$₦£€]|\b(naira|dollars?|million|billion|trillion)\b/i.test(text)) out.push('has_money');
  if (/\b(1[89]|20)\d\d\b/.test(text)) out.push('has_year');
  const capitals = text.slice(1).match(/\b[A-Z][a-z]+/g)?.length ?? 0;
  out.push(`caps_${Math.min(capitals, 4)}`);
  const length = text.split(/\s+/).length;
  out.push(`len_${length < 6 ? 's' : length < 15 ? 'm' : length < 30 ? 'l' : 'xl'}`);
  return out;
}

/** Feature indices in [0, dim) for a text: unigrams, bigrams and shape cues, deduplicated. */
export function featureIndices(text: string, dim: number): number[] {
  const words = tokens(text);
  const names = [...shape(text)];
  for (let i = 0; i < words.length; i += 1) {
    names.push(`u:${words[i]}`);
    names.push(`b:${i === 0 ? '^' : words[i - 1]} ${words[i]}`);
  }
  if (words.length > 0) names.push(`b:${words[words.length - 1]} $`);
  return [...new Set(names.map((name) => hash(name) % dim))];
}
