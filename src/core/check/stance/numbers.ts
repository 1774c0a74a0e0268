/**
 * Figures in a sentence, normalised so "93.4 million", "93,469,008" and "93.4m" compare, and
 * years kept apart from quantities (a year that disagrees is a date signal, not a figure).
 */
export interface Figure {
  value: number;
  isYear: boolean;
  isPercent: boolean;
}

const SCALE: Record<string, number> = {
  thousand: 1e3,
  k: 1e3,
  million: 1e6,
  m: 1e6,
  mn: 1e6,
  billion: 1e9,
  bn: 1e9,
  b: 1e9,
  trillion: 1e12,
  tn: 1e12,
};

const FIGURE =
  /(\d+(?:,\d{3})*(?:\.\d+)?)\s*(%|percent|per cent|thousand|million|billion|trillion|mn|bn|tn|[kmb]\b)?/gi;
const WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  hundred: 100,
};

export function figures(text: string): Figure[] {
  const out: Figure[] = [];
  for (const m of text.matchAll(FIGURE)) {
    const raw = m[1] ?? '';
    const unit = (m[2] ?? '').toLowerCase();
    const base = Number(raw.replace(/,/g, ''));
    if (!Number.isFinite(base)) continue;
    const isPercent = unit === '%' || unit.startsWith('per');
    const value = base * (SCALE[unit] ?? 1);
    const isYear = !unit && !raw.includes(',') && !raw.includes('.') && base >= 1900 && base <= 2100;
    out.push({ value, isYear, isPercent });
  }
  for (const m of text.toLowerCase().matchAll(/\b([a-z]+)\b/g)) {
    const word = m[1] ?? '';
    if (word in WORDS) out.push({ value: WORDS[word] ?? 0, isYear: false, isPercent: false });
  }
  return out;
}

/** Equal within rounding: 93.4 million matches 93,469,008; 36 does not match 37. */
export function sameFigure(a: Figure, b: Figure): boolean {
  if (a.isPercent !== b.isPercent) return false;
  if (a.value === b.value) return true;
  const big = Math.max(Math.abs(a.value), Math.abs(b.value));
  if (big < 1000) return false;
  return Math.abs(a.value - b.value) / big <= 0.006;
}
