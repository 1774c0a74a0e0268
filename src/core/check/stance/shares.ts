import { figureFor, sideOf, type ComparisonSide, type Found } from './comparisons.js';
import { figures, withinBound, type Figure } from './numbers.js';
import { standardForms } from './standard-forms.js';

/**
 * Shares the sources give as two counts: "More than 90 percent of registered voters collected
 * their PVCs before the 2023 elections" is 87,209,007 PVCs collected of 93,469,008 registered
 * voters (93.3 percent); "Tinubu won … with about 35 percent of the votes cast" is his 8,794,726
 * votes of the 24,965,218 cast (35.2 percent). Each count is looked up in the passages as a
 * side of a comparison is (comparisons.ts), and the share they make settles the claim.
 */

/**
 * "… N percent of (the) <whole> <what the part did>", a fraction in words ("about a quarter of
 * the votes cast", "half of the registered voters"), or "one in ten <whole> <what the part did>"
 * ("Only one in ten registered voters collected their PVCs"): numbers.ts reads the last two as
 * loose shares.
 */
const SHARE_OF =
  /^(.*?)(?:(?:\d[\d.]*\s*(?:%|percent|per cent)|\b(?:(?:a|one|two|three)[\s-]+)?(?:half|thirds?|quarters?|fifths?))\s+of|\b(?:one|two|three|four|five|six|seven|eight|nine|[1-9])\s+(?:in|out\s+of)\s+(?:every\s+)?(?:two|three|four|five|six|seven|eight|nine|ten|[2-9]|10))\s+(?:the\s+|all\s+(?:the\s+)?)?(?:total\s+(?:number\s+of\s+)?)?(.+)$/i;
/**
 * The whole: a few words up to a plural noun, and a participle that says which count of it
 * ("registered voters", "the votes cast", "polling units").
 */
const WHOLE =
  /^((?:\p{L}+\s+){0,2}?\p{L}+s)((?:\s+(?:cast|polled|registered|accredited|collected|counted|recorded)(?=\s+(?:in|at|for|during|on|by|across|nationwide)\b|\s*$))?)\b[\s,]*(.*)$/iu;
/** What follows the whole says when or where, not what the part did ("… votes cast in 2023"). */
const ONLY_WHEN = /^(?:(?:in|at|for|during|on|by|across)\s+(?:the\s+)?[^,;]*|nationwide)$/i;

/** A closing phrase that dates by a year: "before the 2023 polls", "ahead of the 2023 elections". */
const DATED_BY_YEAR =
  /\s+(?:before|after|ahead\s+of|during|for|in|at)\s+(?:the\s+)?(?:19|20)\d\d(?:\s+\p{L}+){0,3}\s*$/iu;

/** Where the part is: "… were in Lagos", "… live in Kano", "… came from Lagos State". */
const IN_PLACE = /\b(?:were|was|are|is|lived?|came|come)\s+(?:in|from)\s+(\p{Lu}\p{Ll}+)(?:\s+State)?\s*$/u;

/**
 * Registered voters who "came out to vote", "turned out", "showed up" or "voted" are those INEC
 * accredited: its turnout is accreditation over the register ("25,286,616 voters were
 * accredited …, a turnout of about 27 percent of the 93.4 million registered voters").
 */
const TURNED_OUT =
  /^(?:(?:actually|really)\s+)?(?:came\s+out(?:\s+to\s+vote)?|turned\s+out(?:\s+to\s+vote)?|showed\s+up(?:\s+to\s+vote)?|voted)\b/i;

/** A count said before the whole ("half of the 93.4 million registered voters"): the whole's own. */
const COUNT_OF_WHOLE = /^(?:[\d.,]+\s*(?:thousand|million|billion)?\s+)(?=\p{L})/iu;

export interface ShareClaim {
  share: Figure;
  part: ComparisonSide;
  whole: ComparisonSide;
}

/** The share a claim gives of a whole it names, or null (a share of no count: "of the population"). */
export function shareIn(claim: string): ShareClaim | null {
  // "… of Nigeria's registered voters": the country's count is the whole the sources give.
  const text = standardForms(claim)
    .replace(/[.!?]+\s*$/, '')
    .replace(/\bof\s+(?:Nigeria|the\s+country|the\s+nation)['’]s\s+/gi, 'of the ')
    // A candidate's share "of the vote(s)" is of the votes cast, the count INEC gives as the whole.
    .replace(
      /\bof\s+(?:the\s+)?(?:valid\s+)?votes?\b(?!\s+(?:cast|polled|counted|recorded)\b)/gi,
      'of the votes cast',
    );
  const shares = figures(text).filter((f) => f.isPercent);
  const m = SHARE_OF.exec(text);
  const w = m && WHOLE.exec((m[2] ?? '').replace(COUNT_OF_WHOLE, ''));
  if (shares.length !== 1 || !m || !w) return null;
  const [, before = ''] = m;
  const [, head = '', stage = '', said = ''] = w;
  // "… registered voters in 2023 collected their PVCs": the year the whole is of, then what the part did.
  // (Only before a verb: "… votes cast in the 2023 presidential election" says when, all of it.)
  const after = said
    .replace(
      /^(?:in|for|during)\s+(?:the\s+)?(?:19|20)\d\d\s+(?=(?:\p{Ll}+ed|did|were|was|had|have|has|are|is|never)\b)/u,
      '',
    )
    .replace(TURNED_OUT, (did) => (/voters?$/i.test(head) ? 'were accredited' : did));
  // "… collected their PVCs before the 2023 polls": the year is read apart; the phrase dating it
  // is no part of what the part did (the sources say "elections", a tweet "polls").
  const rest = ONLY_WHEN.test(after.trim()) ? '' : after.replace(DATED_BY_YEAR, '');
  const year = figures(text).find((f) => f.isYear)?.value;
  const whole = { ...sideOf(`${head}${stage}`), year };
  // What the part did ("collected their PVCs …"), or, when nothing follows the whole, the
  // subject's own count of it ("Tinubu won … with 35 percent of the votes cast": his votes).
  // "… of registered voters were in Lagos": the part is that state's count of the whole.
  const place = IN_PLACE.exec(after);
  const part = place
    ? { ...sideOf(`${place[1]} ${head}${stage}`), year }
    : rest.trim()
      ? { ...sideOf(rest), year }
      : { ...sideOf(`${before} ${head}`), year, words: sideOf(head).words };
  if (whole.words.length === 0 || part.words.length === 0) return null;
  if (!place && !rest.trim() && part.names.length === 0) return null;
  return { share: shares[0]!, part, whole };
}

/** The two counts a share claim is made of, found in the passages, or null. */
export function shareCounts(
  claim: string,
  passages: string[],
): { share: ShareClaim; part: Found; whole: Found } | null {
  const share = shareIn(claim);
  if (!share) return null;
  const part = figureFor(share.part, passages);
  const whole = figureFor(share.whole, passages);
  if (!part || !whole || part.figure.isPercent || whole.figure.isPercent) return null;
  if (part.figure === whole.figure || part.figure.value >= whole.figure.value) return null;
  // The whole rounded ("the 93.4 million registered voters" beside "a turnout of about 27 percent")
  // is the whole again, not a part of it.
  if (whole.figure.value - part.figure.value <= 2 * part.figure.precision) return null;
  return { share, part, whole };
}

/** How the passages stand on a share: by the share their two counts make; null when not found. */
export function judgeShare(
  claim: string,
  passages: string[],
): { passages: number[]; stance: 'supports' | 'disputes' } | null {
  const found = shareCounts(claim, passages);
  if (!found) return null;
  const value = (100 * found.part.figure.value) / found.whole.figure.value;
  const made: Figure = { ...found.share.share, value, precision: 0.05, bound: undefined };
  return {
    passages: [...new Set([found.part.passage, found.whole.passage])],
    stance: withinBound(found.share.share, made) ? 'supports' : 'disputes',
  };
}

/** The sentences giving a share's two counts (the part's, then the whole's), for the write-up. */
export function shareSentences(claim: string, passages: string[]): [Found, Found] | null {
  const found = shareCounts(claim, passages);
  return found ? [found.part, found.whole] : null;
}
