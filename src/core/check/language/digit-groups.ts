/**
 * A figure grouped in threes by dots or spaces: "8.794.726" (as much of the world and many phones
 * write it), "93 400 000", "6 101 533" (a voice note typed out, a thin or no-break space from a
 * copied table). Two groups at least, so a decimal ("93.4", "26.250") and a pair of figures
 * ("36 774") are left as written.
 */
const GROUPED = /(?<![\d.,])(\d{1,3})((?:\.\d{3}){2,}|(?:[ \u00A0\u202F]\d{3}){2,})(?!\d|[.,]\d)/g;

/** A figure of millions or more in commas, not followed by a scale word of its own. */
const MILLIONS =
  /(?<![\d.,])(\d{1,3}(?:,\d{3}){2,3})(?!\d|[.,]\d|\s*(?:thousand|million|billion|trillion)\b)/gi;

/**
 * Figures grouped by dots or spaces written with the commas the sources use ("8,794,726"), and a
 * round figure of millions or billions as the sources round theirs ("93,400,000" is "93.4
 * million", as "93,469,008 registered voters (93.4 million)" says): its zeros only fill the places
 * (read as written, 93,400,000 would be a count to the voter, which 93,469,008 is not), and the
 * search finds the sources' own words.
 */
export function commaGrouped(text: string): string {
  return text
    .replace(GROUPED, (_whole, lead: string, groups: string) => `${lead}${groups.replace(/[.\s]/gu, ',')}`)
    .replace(MILLIONS, (whole, digits: string) => {
      const value = Number(digits.replace(/,/g, ''));
      const [scale, word] = value >= 1e9 ? [1e9, 'billion'] : [1e6, 'million'];
      // Only a round figure: at most two decimals of its scale ("93,450,000"), so "8,794,726" stays.
      if (value % (scale / 100) !== 0) return whole;
      return `${Number((value / scale).toFixed(2))} ${word}`;
    });
}
