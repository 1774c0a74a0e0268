import { judgeMargin, judgePlace, judgeRatio } from './places.js';
import { prepareClaim } from './text-stance.js';

/**
 * Contests a result is of: a claim naming one ("the PDP primary", "the governorship election")
 * is answered only by a source naming it too, not by another contest's counts.
 */
const CONTESTS =
  /\b(?:presidential|governorship|gubernatorial|senate|senatorial|primary|primaries|house|assembly|council|chairmanship|rerun|bye-?election|off-?cycle)\b/gi;

/**
 * A place, a multiple or a margin in a result ("Kwankwaso came last among the top four
 * candidates", "Obi got four times as many votes as Kwankwaso", "Atiku beat Obi by less than a
 * million votes"), answered by the official source giving the named candidates' counts, as a
 * share or a change is (check-claim.ts, comparedAcross): the counts settle it however few of the
 * claim's other words the source repeats. Only a source of the claim's year and contest, and
 * never for a state's contest (the sources' counts are national).
 */
export function judgeRanked(
  statement: string,
  passages: string[],
): { passages: number[]; stance: 'supports' | 'disputes' } | null {
  const claim = prepareClaim(statement);
  if ((!claim.place && !claim.ratio && !claim.margin) || claim.states.length) return null;
  const contests = [...new Set((statement.match(CONTESTS) ?? []).map((w) => w.toLowerCase()))];
  for (const [i, passage] of passages.entries()) {
    const lower = passage.toLowerCase();
    if (!claim.years.every((y) => lower.includes(String(y.value)))) continue;
    if (!contests.every((c) => lower.includes(c))) continue;
    const judged = claim.ratio
      ? judgeRatio(claim.ratio, passage)
      : claim.margin
        ? judgeMargin(claim.margin, passage)
        : judgePlace(claim.place!, passage);
    if (!judged || judged.stance === 'neutral') continue;
    const supports = (judged.stance === 'supports') !== claim.negated;
    return { passages: [i], stance: supports ? 'supports' : 'disputes' };
  }
  return null;
}
