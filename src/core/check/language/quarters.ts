const ORDINALS = ['first', 'second', 'third', 'fourth'];

/**
 * "Q2 2023", "Q4 of 2023", "the Q4, 2023": a quarter the way the sources name it ("the second
 * quarter of 2023"), so a claim that names it short matches the figure for it. Code-mixed messages
 * in every language write it short; English reads it through standardForms.
 */
export function quartersSpelled(text: string): string {
  return (
    text
      // "Q4'23", "Q2 ’24": a year cut to two digits is of this century.
      .replace(/\bQ([1-4])\s*['’](\d{2})\b/g, (_m, quarter: string, year: string) => `Q${quarter} 20${year}`)
      .replace(
        /\b(?:the\s+)?Q([1-4])\s*(?:of\s+)?,?\s*((?:19|20)\d{2})\b/g,
        (_m, quarter: string, year: string) => `the ${ORDINALS[Number(quarter) - 1]} quarter of ${year}`,
      )
  );
}
