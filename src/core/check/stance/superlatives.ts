import { stem } from '../retrieval/text.js';
import { AMBIENT, namesIn } from './names.js';
import type { StanceJudgement } from '../pipeline/ports.js';

/**
 * Superlatives: "Lagos has the most registered voters", "Kano has the highest number of polling
 * units". A source saying who holds the first place ("Lagos State had 7,060,195 registered
 * voters ..., the most of any state") confirms the claim when it is about the claim's owner and
 * contradicts it when it is about someone else, though neither names a figure the other has.
 * "most" counts only as "the most" ("most Nigerians" is a share, not a first place).
 */
const MOST = /\b(?:the\s+most|highest|largest|biggest|greatest)\b/i;
const LEAST = /\b(?:the\s+least|lowest|smallest|fewest)\b/i;

/**
 * An ordinal place at one end: "the second largest number of registered voters", "the third
 * most populous", "the 2nd lowest". A place other than the first, counted from that end.
 */
const NTH =
  /\b(second|third|fourth|fifth|2nd|3rd|4th|5th)[\s-]+(most|highest|largest|biggest|greatest|least|lowest|smallest|fewest)\b/i;
const NTH_PLACE: Record<string, number> = {
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  '2nd': 2,
  '3rd': 3,
  '4th': 4,
  '5th': 5,
};

/**
 * Comparatives: "Lagos has more registered voters than Kano". Whoever holds the first place of
 * what is counted has more of it than anyone: the first place settles the comparison when it is
 * held by one of the two.
 */
export const MORE_THAN = /\b(?:more|higher|larger|bigger|greater)\b(?=[^.;]*\bthan\b)/i;
export const FEWER_THAN = /\b(?:fewer|less|lower|smaller)\b(?=[^.;]*\bthan\b)/i;

/** Words that only say which way, or "number of": not what is counted. */
const DIRECTION_WORDS = new Set(
  [
    'most',
    'highest',
    'largest',
    'biggest',
    'greatest',
    'least',
    'lowest',
    'smallest',
    'fewest',
    'number',
    'more',
    'higher',
    'larger',
    'bigger',
    'greater',
    'fewer',
    'less',
    'lower',
    'smaller',
    'than',
    // The place of an ordinal superlative ("the second largest").
    'second',
    'third',
    'fourth',
    'fifth',
  ].map(stem),
);

export type Direction = 'most' | 'least';

export function superlativeIn(text: string): Direction | null {
  const nth = NTH.exec(text);
  if (nth) return MOST.test(nth[2] ?? '') || /^most$/i.test(nth[2] ?? '') ? 'most' : 'least';
  if (MOST.test(text)) return 'most';
  if (LEAST.test(text)) return 'least';
  return null;
}

export interface SuperlativeClaim {
  direction: Direction | null;
  /** What is counted: the claim's terms less its names and the direction words. */
  counted: Set<string>;
  /** Of a comparison, who is said to have more (or fewer) and whom they are compared with. */
  compared?: { subject: string[]; rival: string[] };
  /** The place from that end, when not the first ("the second largest": 2). */
  rank?: number;
}

/** "X has more Y than Z": the direction, X's names and Z's, or null. */
function comparisonIn(text: string): { direction: Direction; subject: string[]; rival: string[] } | null {
  const more = MORE_THAN.exec(text);
  const fewer = more ? null : FEWER_THAN.exec(text);
  const m = more ?? fewer;
  if (!m) return null;
  const after = text.slice(m.index);
  const than = /\bthan\b/i.exec(after);
  // Names, else acronyms: "The NNPP got more votes than the PDP" compares the parties' counts.
  const named = (said: string) => {
    const people = namesIn(said, { acronyms: false });
    return people.length ? people : namesIn(said);
  };
  const subject = named(text.slice(0, m.index));
  const rival = than ? named(after.slice(than.index)) : [];
  if (subject.length === 0 || rival.length === 0) return null;
  return { direction: more ? 'most' : 'least', subject, rival };
}

export function superlativeClaim(text: string, terms: Set<string>, owners: string[]): SuperlativeClaim {
  const named = new Set([...owners, ...AMBIENT].map(stem));
  const counted = new Set([...terms].filter((t) => !DIRECTION_WORDS.has(t) && !named.has(t)));
  const direction = superlativeIn(text);
  const nth = NTH.exec(text);
  if (direction && nth) return { direction, counted, rank: NTH_PLACE[(nth[1] ?? '').toLowerCase()] ?? 2 };
  if (direction) return { direction, counted };
  const comparison = comparisonIn(text);
  if (!comparison) return { direction: null, counted };
  return {
    direction: comparison.direction,
    counted,
    compared: { subject: comparison.subject, rival: comparison.rival },
  };
}

/**
 * The stance of `passage` on a superlative claim, or null when the rule does not apply: the
 * passage must give a first or last place of the very thing the claim counts and name whose it
 * is. The claim's owner in the same place confirms it; another owner there, or the claim's owner
 * at the other end ("Lagos has the fewest registered voters" against "the most of any state"),
 * contradicts it. Another owner at the other end says nothing of this one.
 */
export function judgeSuperlative(
  claim: SuperlativeClaim & { owners: string[] },
  passage: string,
  passageStems: Set<string>,
): StanceJudgement | null {
  if (!claim.direction || claim.owners.length === 0 || claim.counted.size === 0) return null;
  const theirs = superlativeIn(passage);
  if (!theirs || ![...claim.counted].every((t) => passageStems.has(t))) return null;
  const words = new Set(passage.toLowerCase().match(/\p{L}+/gu) ?? []);
  const samePlace = theirs === claim.direction;
  if (claim.compared) {
    // The first place held by the one said to have more confirms it, by the rival contradicts
    // it (and the other way round for the last place); held by a third, it says nothing.
    const holds = (names: string[]) => names.every((name) => words.has(name));
    const subject = holds(claim.compared.subject);
    if (subject === holds(claim.compared.rival)) return null;
    return { stance: subject === samePlace ? 'supports' : 'disputes', strength: 0.8 };
  }
  const ours = claim.owners.every((name) => words.has(name));
  // "Lagos had the second largest register" against Lagos's first place (or last): not second.
  // Another's first place says nothing of who is second.
  if (claim.rank) return ours ? { stance: 'disputes', strength: 0.8 } : null;
  if (ours) return { stance: samePlace ? 'supports' : 'disputes', strength: 0.8 };
  if (!samePlace || namesIn(passage, { acronyms: false }).length === 0) return null;
  return { stance: 'disputes', strength: 0.8 };
}
