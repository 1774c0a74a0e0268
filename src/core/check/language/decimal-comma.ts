import { fold } from './gloss/fold.js';

/**
 * Scale and percent words, folded, in English, Pidgin, Hausa, Yoruba and Igbo: a figure next to
 * one of them is an amount ("93,4 million", "miliyan 93,4", "nde 93,4", "34,19 %").
 */
const SCALES = new Set(
  (
    'million millions billion billions thousand trillion percent per pc miliyan biliyan milionu ' +
    'bilionu nde ijeri pasent pasenti kashi kaso ida'
  ).split(' '),
);

/** A figure written with a decimal comma: one or two digits after it (three are thousands). */
const DECIMAL_COMMA = /(?<![\d.,])(\d{1,3}),(\d{1,2})(?![\d]|,\d)/g;

/**
 * "93,4 million" is 93.4 million, as many phones and much of the world write it: a decimal comma
 * (one or two digits after the comma; "1,000" keeps its thousands) next to a scale or percent
 * word, before or after it, becomes a decimal point. Elsewhere ("ọjọ́ 2,3") commas stay.
 */
export function decimalCommas(text: string): string {
  if (!text.includes(',')) return text;
  return text.replace(DECIMAL_COMMA, (whole, units: string, decimals: string, at: number) => {
    const before = /([\p{L}\p{M}]+)\s*$/u.exec(text.slice(Math.max(0, at - 20), at))?.[1] ?? '';
    const rest = text.slice(at + whole.length, at + whole.length + 20);
    const after = /^\s*(%|[\p{L}\p{M}]+)/u.exec(rest)?.[1] ?? '';
    const scaled = after === '%' || SCALES.has(fold(after)) || SCALES.has(fold(before));
    return scaled ? `${units}.${decimals}` : whole;
  });
}
