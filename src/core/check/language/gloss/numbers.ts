/**
 * Number words read the way Hausa, Igbo and Yoruba build them: a scale word multiplies the
 * count after it (Hausa "dubu biyu" 2,000, Igbo "iri atọ" 30, "nde 93.4" 93.4 million) and a
 * joining word adds (Hausa "talatin da shida" 36, Igbo "iri atọ na isii" 36, Yoruba
 * "ẹ̀ẹ́dẹ́gbẹ̀rin ó lé mẹ́rìnléláàádọ́rin" 774). Yoruba's single-word compounds (counting in
 * twenties and by subtraction) are read by yoruba-numbers.ts before they get here.
 */
export interface NumberGrammar {
  /** Folded word → value. */
  value(word: string): number | null;
  /** Folded words that multiply the count after them (or stand alone for themselves). */
  scales: Map<string, number>;
  /** Folded word sequences that add the next group: ["da"], ["o", "le"]. */
  joiners: string[][];
  /**
   * Folded word sequences that take the next group away: Yoruba says large numbers short of a
   * round one, "ẹgbẹ̀rin ó dín mẹ́rìndínlọ́gbọ̀n" (eight hundred less twenty-six) is 774.
   */
  subtractors?: string[][];
  /**
   * Folded words between a scale and the count that multiplies it: Yoruba "ẹgbẹ̀rún lọ́nà
   * àádọ́rin" (a thousand, seventy ways) is 70,000.
   */
  times?: string[];
  /**
   * Whether what a scale counts may stand between the scale and its count: Igbo "nde mmadụ iri
   * itoolu" (million people ninety) is 90 million people, "ijeri naira narị ise" 500 billion naira.
   */
  countedInside?: boolean;
  /** Folded word sequences that add half the number's scale: Hausa "miliyan daya da rabi" 1.5 million. */
  half?: string[][];
  /**
   * The smallest scale whose count in words goes on across a joining word (default a million):
   * Hausa and Igbo say thousands the way they say millions, "dubu dari da saba'in da shida"
   * (176 thousand), "puku iri abụọ na ise" (25 thousand); Yoruba has its own words for them.
   */
  countedFrom?: number;
  /** Folded words for a decimal point between numbers in words: Hausa "hudu digo biyu" is 4.2. */
  point?: string[];
  /**
   * Words that are numbers only after a counted noun or a scale (Yoruba "ogun" is twenty and
   * war, "ẹjọ́" eight and a court case; Hausa "tara" nine and gather).
   */
  ambiguous: Set<string>;
}

export interface ReadNumber {
  value: number;
  /** Index after the last token read. */
  next: number;
  /** The scale word it ended on, for writing "93.4 million" rather than 93400000. */
  scale: number;
  /** The figure as written in digits, when it was ("200,000", "93.4"). */
  digits: string | null;
  /** Whether any of it was written in words. */
  words: boolean;
  /** A count of millions (or billions) in words, which a following bare unit still extends. */
  millions?: number;
}

const DIGITS = /^\d+(?:,\d{3})*(?:\.\d+)?$/;

function group(g: NumberGrammar, tokens: string[], i: number, afterCount: boolean): ReadNumber | null {
  const counted = g.countedFrom ?? 1e6;
  const token = tokens[i];
  if (token === undefined) return null;
  const scale = g.scales.get(token);
  if (scale !== undefined) {
    const times = g.times?.includes(tokens[i + 1] ?? '') ? group(g, tokens, i + 2, true) : null;
    const count = times ?? group(g, tokens, i + 1, true);
    if (!count) return { value: scale, next: i + 1, scale: 1, digits: null, words: true };
    return {
      value: scale * count.value,
      next: count.next,
      scale: count.digits !== null ? scale : 1,
      digits: count.digits,
      words: true,
      ...(scale >= counted && count.digits === null && count.value >= 10 ? { millions: scale } : {}),
    };
  }
  if (DIGITS.test(token)) {
    const value = Number(token.replace(/,/g, ''));
    const after = g.scales.get(tokens[i + 1] ?? '');
    // "93.4 miliyan" as well as "miliyan 93.4".
    if (after !== undefined && after >= 1000)
      return { value: value * after, next: i + 2, scale: after, digits: token, words: true };
    return { value, next: i + 1, scale: 1, digits: token, words: false };
  }
  const value = g.value(token);
  // "One" before a scale word is that scale once: Igbo "otu narị" (one hundred), so "nde otu
  // narị" is a hundred million, not a million and a stray hundred. So it is where "one" is
  // also a word ("otu", a group): before a scale word it counts ("otu narị na itoolu", 109).
  if (value === 1 && g.scales.has(tokens[i + 1] ?? '')) return group(g, tokens, i + 1, true);
  if (g.ambiguous.has(token) && !afterCount) return null;
  return value === null ? null : { value, next: i + 1, scale: 1, digits: null, words: true };
}

/**
 * The number starting at `tokens[i]` (folded words and digit strings), or null. `afterNoun`
 * says a counted noun stands just before, which makes ambiguous words count.
 */
export function readNumber(
  g: NumberGrammar,
  tokens: string[],
  i: number,
  afterNoun: boolean,
): ReadNumber | null {
  const first = group(g, tokens, i, afterNoun);
  if (!first) return null;
  let total = first;
  // How many millions (or billions) the words counted so far, while they still count them.
  let count = first.millions !== undefined ? first.value / first.millions : null;
  // Only numbers in words are joined: "2023 na 25" is a year and a day, not 2048.
  while (total.words) {
    const at = (j: string[]) => j.every((w, k) => tokens[total.next + k] === w);
    const short = g.subtractors?.find(at);
    if (short) {
      const less = group(g, tokens, total.next + short.length, true);
      if (!less || !less.words || less.digits !== null || less.value >= total.value) break;
      total = { value: total.value - less.value, next: less.next, scale: 1, digits: null, words: true };
      count = null;
      continue;
    }
    const joiner = g.joiners.find(at);
    if (!joiner) break;
    const more = group(g, tokens, total.next + joiner.length, true);
    if (!more || !more.words || more.digits !== null) break;
    // After millions, a smaller number than the count's last place continues the count:
    // "nde iri asatọ na anọ", "miliyan casa'in da uku" and "miliyan dari da ashirin" are 84, 93
    // and 120 million, not 80 million and four. "miliyan biyu da dubu dari" adds its thousands.
    const continues = count !== null && more.value < 10 ** Math.floor(Math.log10(count));
    const value = continues ? total.value + more.value * first.millions! : total.value + more.value;
    count = continues ? count! + more.value : null;
    total = { value, next: more.next, scale: 1, digits: null, words: true };
  }
  // "hudu digo biyu" (four point two): the digits after the point, one word or figure each.
  const point = g.point?.includes(tokens[total.next] ?? '') ? decimals(g, tokens, total.next + 1) : null;
  if (point && total.scale === 1 && Number.isInteger(total.value)) {
    total = {
      ...total,
      value: Number(`${total.value}.${point.digits}`),
      next: point.next,
      digits: `${total.value}.${point.digits}`,
    };
  }
  // "… and a half" of what the number began counting: "miliyan daya da rabi" is 1.5 million,
  // "mílíọ̀nù kan àti àbọ̀" too.
  const half = total.words ? g.half?.find((h) => h.every((w, k) => tokens[total.next + k] === w)) : undefined;
  if (half) {
    const unit = g.scales.get(tokens[i]!) ?? 1;
    total = {
      ...total,
      value: total.value + unit / 2,
      next: total.next + half.length,
      scale: 1,
      digits: null,
    };
  }
  return total;
}

/** The digits after a decimal point said in words ("digo biyu", "digo 2"), or null. */
function decimals(g: NumberGrammar, tokens: string[], i: number): { digits: string; next: number } | null {
  let digits = '';
  let k = i;
  for (; k < tokens.length; k++) {
    const token = tokens[k]!;
    const value = /^\d+$/.test(token) ? Number(token) : g.value(token);
    if (value === null || value > 9 || (/^\d+$/.test(token) && digits !== '')) break;
    digits += /^\d+$/.test(token) ? token : String(value);
    if (/^\d+$/.test(token)) {
      k += 1;
      break;
    }
  }
  return digits ? { digits, next: k } : null;
}

/** A number in the digits English figures are written in: "93.4 million", "774", "200,000". */
export function writeNumber(n: ReadNumber): string {
  if (n.digits !== null) return n.scale === 1 ? n.digits : `${n.digits} ${scaleName(n.scale)}`.trim();
  if (n.value >= 1e12) return `${Number((n.value / 1e12).toFixed(3))} trillion`;
  if (n.value >= 1e9) return `${Number((n.value / 1e9).toFixed(3))} billion`;
  if (n.value >= 1e6) return `${Number((n.value / 1e6).toFixed(3))} million`;
  return String(n.value);
}

function scaleName(scale: number): string {
  if (scale === 1e12) return 'trillion';
  if (scale === 1e9) return 'billion';
  if (scale === 1e6) return 'million';
  if (scale === 1e3) return 'thousand';
  if (scale === 100) return 'hundred';
  return '';
}
