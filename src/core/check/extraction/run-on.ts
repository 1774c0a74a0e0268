import type { Span } from './segment.js';

/** A year as a word of its own (not part of 26.25 or 2,023). */
const YEAR = /(?<![\p{L}\p{N}.,])(?:19|20)\d\d(?![\p{L}\p{N}]|[.,]\d)/gu;
/** Words that, read in English, carry on the phrase the year is part of ("2023 presidential election"). */
const CARRIES_ON =
  /^(?:the\s+)?(?:presidential|general|governorship|national|state|federal|elections?|polls?|census|budget|and|or|but|while|with|as|after|before|when|until|to|of|in|on|at|for|from|than)\b/i;
/**
 * A focus particle straight after the year closes a cleft whose verb follows: Yoruba "Ọjọ́ 24 oṣù
 * Kejì ọdún 2023 ni wọ́n ṣe ìdìbò ààrẹ" (it was on 24 February 2023 that they held the presidential
 * election), Hausa "A 2023 ne aka …", Igbo "… 2023 ka e mere …": the rest is the claim's own verb.
 */
const CLEFT = /^(?:ni|ló|lo|ne|ce|ka)(?!\p{L})/iu;
const COUNTS =
  /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|hundred|thousand|million|billion|percent)\b/i;

/**
 * A voice note typed out runs its sentences together ("… kashi 40 a watan yuni 2024 don haka kowa
 * ya shirya abinci ya yi tsada", "… for May 2024 na why loan dey cost like this"): a figure and
 * its date close the claim, and what runs on after the year is a new clause (a lament, advice,
 * "do you understand?") that otherwise dilutes the search and lends its "not" to the figure
 * ("… 30 percent in May 2024 money will not be easy"). The span is cut after the year when the
 * part before it gives another figure and what follows, read in English, counts nothing and does
 * not carry on the year's phrase ("2023 presidential election", "2024 and …"). Each part keeps its
 * offsets; the rest is judged on its own (and usually set aside).
 */
export function runOnClauses(span: Span, english: (text: string) => string): Span[] {
  const years = [...span.text.matchAll(YEAR)];
  for (const year of years.reverse()) {
    const cut = year.index + year[0].length;
    const rest = span.text.slice(cut);
    const lead = rest.length - rest.replace(/^[\s,;:–-]+/u, '').length;
    const tail = rest.slice(lead).trimEnd();
    if (lead === 0 || /\d/.test(tail) || (tail.match(/\p{L}+/gu) ?? []).length < 2) continue;
    if (CLEFT.test(tail)) continue;
    const tailEnglish = english(tail).trim();
    if (CARRIES_ON.test(tailEnglish) || COUNTS.test(tailEnglish)) continue;
    if (!/\d/.test(english(span.text.slice(0, cut)).replace(YEAR, ''))) continue;
    const start = span.start + cut + lead;
    return [
      { text: span.text.slice(0, cut), start: span.start, end: span.start + cut },
      { text: tail, start, end: start + tail.length },
    ];
  }
  return [span];
}
