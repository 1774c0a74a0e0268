import type { StanceJudgement } from '../pipeline/ports.js';
import { namesIn } from './names.js';
import { NUMBER_WORDS, figures, withinBound, type Figure } from './numbers.js';

/** How far behind or ahead a place is said to be: "finished a distant third", "came a close second". */
const RATED = '(?:distant|close|clear|strong|solid|respectable|comfortable|narrow)';

/**
 * Places in a result: "Atiku Abubakar came second in the 2023 presidential election", "Peter
 * Obi finished third", "Atiku was the runner-up", "Obi ranked second" (a place in the count's
 * order, as a finish is). A source giving each candidate's count ("INEC declared Bola Ahmed Tinubu
 * winner … with 8,794,726 votes. Atiku Abubakar (PDP) polled 6,984,520 votes, Peter Obi (LP)
 * 6,101,533 and Rabiu Kwankwaso (NNPP) 1,496,687") ranks them: the place the claim gives is
 * confirmed or contradicted by the rank of the count the source gives its candidate, however
 * far behind it is said to be ("finished a distant third").
 */
const PLACE = new RegExp(
  String.raw`\b(?:came|come|comes|finished|finishes|placed|emerged|ended(?: up)?|(?:was\s+|is\s+)?ranked|ranks|was|is)\s+(?:in\s+)?(?:the\s+|a\s+(?=${RATED}\s))?(?:${RATED}\s+)?(first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th|runner[- ]up)\b`,
  'i',
);
/**
 * "Kwankwaso came last among the top four candidates": the claim says how many there are, so
 * last is that place. A bare "came last" is not read: a source's list may stop early.
 */
const LAST_OF =
  /\b(?:came|come|comes|finished|finishes|placed|ended(?: up)?|(?:was\s+|is\s+)?ranked|ranks|was|is)\s+(?:the\s+)?last\s+(?:among|of|out\s+of)\s+(?:the\s+)?(?:(?:top|leading|main|major|frontline|front-?running|big)\s+)?(two|three|four|five|2|3|4|5)\b/i;
const HOW_MANY: Record<string, number> = { two: 2, three: 3, four: 4, five: 5 };

const ORDINALS: Record<string, number> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  fifth: 5,
  '5th': 5,
  // "Peter Obi was the runner-up": second.
  'runner-up': 2,
  'runner up': 2,
};

export interface PlaceClaim {
  /** 1 for first, 2 for second … ("last" is not read: a source's list may stop early). */
  place: number;
  /** The names of who is said to hold it. */
  holder: string[];
  /** The initials of a name of several words ("Labour Party": "lp"), its acronym in a source. */
  initials?: string;
  /**
   * Counts the claim gives the holder ("Obi placed third … with over 6 million votes"): the
   * holder's count in the source must be each of them too.
   */
  counts?: Figure[];
}

export function placeClaim(text: string): PlaceClaim | null {
  const m = PLACE.exec(text) ?? LAST_OF.exec(text);
  if (!m) return null;
  const word = (m[1] ?? '').toLowerCase();
  const place = m[0].toLowerCase().includes('last') ? (HOW_MANY[word] ?? Number(word)) : ORDINALS[word];
  const before = text.slice(0, m.index);
  // A name, else an acronym ("The APC came first"); a name of several words may be written by
  // its initials in the source ("The Labour Party came third" against "Peter Obi (LP) …": the
  // party's place is its candidate's).
  const people = namesIn(before, { acronyms: false });
  const holder = people.length ? people : namesIn(before);
  if (holder.length === 0) return null;
  const initials = holder.length >= 2 ? holder.map((w) => w.charAt(0)).join('') : undefined;
  const counts = figures(text).filter((f) => !f.isYear && !f.isDate && !f.isPercent && f.value >= 1000);
  return {
    place: place ?? 0,
    holder,
    ...(initials ? { initials } : {}),
    ...(counts.length ? { counts } : {}),
  };
}

/** Counts large enough to be a result, each with whose it is, biggest first. */
function rankedCounts(passage: string) {
  return figures(passage)
    .filter((f) => !f.isYear && !f.isDate && !f.isPercent && f.value >= 1000 && f.owner.length > 0)
    .sort((a, b) => b.value - a.value);
}

/**
 * Whether a count's owner is who the claim names: every name in it, or every name but a party
 * written out that the source gives by its initials ("Peter Obi of Labour Party" against "Peter
 * Obi (LP)").
 */
function ownedBy(owner: string[], names: string[]): boolean {
  const missing = names.filter((name) => !owner.includes(name));
  if (missing.length === names.length) return false;
  return (
    missing.length === 0 || (missing.length >= 2 && owner.includes(missing.map((w) => w.charAt(0)).join('')))
  );
}

/** The stance of `passage` on a place claim, or null when it does not rank the holder among others. */
export function judgePlace(claim: PlaceClaim, passage: string): StanceJudgement | null {
  const ranked = rankedCounts(passage);
  if (ranked.length < 2) return null;
  // Every name, or every name but a party written out ("Peter Obi of Labour Party came third"
  // against "Peter Obi (LP) 6,101,533"), or the party alone by its initials.
  const holds = (f: (typeof ranked)[number]) =>
    ownedBy(f.owner, claim.holder) || (claim.initials !== undefined && f.owner.includes(claim.initials));
  const rank = ranked.findIndex(holds);
  if (rank < 0) return null;
  const countRight = (claim.counts ?? []).every((count) => withinBound(count, ranked[rank]!));
  const stance = rank + 1 === claim.place && countRight ? 'supports' : 'disputes';
  return { stance, strength: 0.8, settles: true };
}

/**
 * "Tinubu got more votes than Atiku": the two counts the source gives them, compared. Null
 * unless it gives both.
 */
export function judgeCountComparison(
  compared: { subject: string[]; rival: string[] },
  direction: 'most' | 'least',
  passage: string,
): StanceJudgement | null {
  const ranked = rankedCounts(passage);
  const countOf = (names: string[]) => ranked.find((f) => ownedBy(f.owner, names));
  const subject = countOf(compared.subject);
  const rival = countOf(compared.rival);
  if (!subject || !rival || subject === rival) return null;
  const more = subject.value > rival.value;
  return { stance: more === (direction === 'most') ? 'supports' : 'disputes', strength: 0.8, settles: true };
}

/**
 * "Atiku had the most votes in the 2023 presidential election" (or "the second highest number of
 * votes"): a first place (or the nth) of what the source counts for several candidates is the biggest of their counts, though the source never
 * says "the most". Not the last place: a source's list may stop before the smallest.
 */
export function judgeMostByCounts(
  holder: string[],
  counted: Set<string>,
  passage: string,
  passageStems: Set<string>,
  /** "Atiku had the second highest number of votes": the place from the top, when not first. */
  rank = 1,
): StanceJudgement | null {
  if (holder.length === 0 || counted.size === 0 || ![...counted].every((t) => passageStems.has(t)))
    return null;
  return judgePlace({ place: rank, holder }, passage);
}

/** "Tinubu beat Atiku by about 1.8 million votes": who beat whom, and the margin claimed. */
export interface MarginClaim {
  subject: string[];
  rival: string[];
  margin: Figure;
  /** "The gap between Tinubu's and Atiku's votes": a difference either way, neither said ahead. */
  either?: boolean;
}

const BEAT =
  /\b(?:beat|beats|defeated|defeats|outpolled|outpolls|edged(?:\s+out)?|led|leads|trounced|won\s+against)\s+(.+?)\s+by\s+(?:a\s+(?:margin|lead)\s+of\s+)?(?=\S*\d|(?:about|around|nearly|almost|over|more than|less than|fewer than|some|roughly|just|only)\s)/i;

/**
 * "The gap between Tinubu's and Atiku's votes in 2023 was less than 2 million", "the difference
 * between Obi and Atiku was about 900,000 votes": the two named, and what follows the verb.
 */
const GAP =
  /\b(?:gap|difference|margin)\s+between\s+(.+?)\s+and\s+(.+?)\s+(?:(?:in|at|for|of)\s+.+?\s+)?(?:was|is|were|stood\s+at|came\s+to|amounted\s+to)\s+/i;
/** "Tinubu's margin over Atiku was about 1.8 million votes": the first ahead of the second. */
const LEAD_OVER =
  /(\p{Lu}\p{L}+)['’]s\s+(?:margin|lead|winning\s+margin)\s+over\s+(.+?)\s+(?:(?:in|at|for)\s+.+?\s+)?(?:was|is|stood\s+at|came\s+to|amounted\s+to)\s+/iu;

const people = (said: string) => {
  const names = namesIn(said, { acronyms: false });
  return names.length ? names : namesIn(said);
};

export function marginClaim(text: string): MarginClaim | null {
  const m = BEAT.exec(text);
  if (!m) return gapClaim(text);
  const subject = people(text.slice(0, m.index));
  const rival = people(m[1] ?? '');
  const margin = figures(text.slice(m.index + m[0].length)).find((f) => !f.isYear && !f.isDate);
  if (subject.length === 0 || rival.length === 0 || !margin) return null;
  return { subject, rival, margin };
}

function gapClaim(text: string): MarginClaim | null {
  const gap = GAP.exec(text);
  const lead = gap ? null : LEAD_OVER.exec(text);
  const m = gap ?? lead;
  if (!m) return null;
  const subject = people(m[1] ?? '');
  const rival = people(m[2] ?? '');
  const margin = figures(text.slice(m.index + m[0].length)).find((f) => !f.isYear && !f.isDate);
  if (subject.length === 0 || rival.length === 0 || !margin) return null;
  return { subject, rival, margin, ...(gap ? { either: true } : {}) };
}

/**
 * A margin against the two counts the source gives ("8,794,726" and "6,984,520" are 1,810,206
 * apart): confirmed when the difference is what the claim says (its bound included), else
 * contradicted. Null unless the source gives both counts.
 */
export function judgeMargin(claim: MarginClaim, passage: string): StanceJudgement | null {
  const counts = marginCounts(claim, passage);
  if (!counts || claim.margin.isPercent) return null;
  const [subject, rival] = counts;
  const apart = subject.value - rival.value;
  const difference: Figure = { ...subject, value: claim.either ? Math.abs(apart) : apart, precision: 0.5 };
  const agrees = difference.value > 0 && withinBound(claim.margin, difference);
  return { stance: agrees ? 'supports' : 'disputes', strength: 0.85, settles: true };
}

/** The two counts a margin is between, the subject's first; null unless the passage gives both. */
export function marginCounts(claim: MarginClaim, passage: string): [Figure, Figure] | null {
  const ranked = rankedCounts(passage);
  const countOf = (names: string[]) => ranked.find((f) => ownedBy(f.owner, names));
  const subject = countOf(claim.subject);
  const rival = countOf(claim.rival);
  return subject && rival && subject !== rival ? [subject, rival] : null;
}

/**
 * Whose count stands at the place a claim gives ("Obi came second": Atiku's 6,984,520), as the
 * names the passage gives it; null when the passage ranks fewer.
 */
export function ownerAtPlace(claim: PlaceClaim, passage: string): string[] | null {
  return rankedCounts(passage)[claim.place - 1]?.owner ?? null;
}

/** "Obi got four times as many votes as Kwankwaso": who has how many times whose count. */
export interface RatioClaim {
  subject: string[];
  rival: string[];
  times: number;
  /** "about", "nearly": the ratio may stray further from the multiple said. */
  loose: boolean;
}

const MULTIPLES: Record<string, number> = { ...NUMBER_WORDS, twice: 2, double: 2, thrice: 3, triple: 3 };

const TIMES =
  /\b(about\s+|around\s+|nearly\s+|almost\s+|roughly\s+|over\s+|more\s+than\s+)?(twice|double|thrice|triple|(?:two|three|four|five|six|seven|eight|nine|ten|\d+(?:\.\d+)?)\s+times)\s+(?:as\s+many|as\s+much|more|the)\s+(?:\p{L}+\s+){0,3}?(?:as|than|of)\s+(.+)$/iu;

/** A fraction's denominator in words: "a sixth" is one in six. */
const PARTS: Record<string, number> = {
  half: 2,
  third: 3,
  quarter: 4,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
};

/**
 * "Kwankwaso's 1.5 million votes were roughly a sixth of Tinubu's tally": a ratio below one, said
 * as a fraction of another's count (one with no name after "of", "a third of registered voters",
 * is a share: shares.ts).
 */
const FRACTION_OF = new RegExp(
  `\\b(about\\s+|around\\s+|nearly\\s+|almost\\s+|roughly\\s+|some\\s+|just\\s+)?(?:a|one)[\\s-]+(${Object.keys(PARTS).join('|')})\\s+of\\s+(.+)$`,
  'iu',
);

function fractionClaim(text: string): RatioClaim | null {
  const m = FRACTION_OF.exec(text);
  if (!m) return null;
  const subject = peopleIn(text.slice(0, m.index));
  const rival = peopleIn(m[3] ?? '');
  const parts = PARTS[(m[2] ?? '').toLowerCase()];
  if (!parts || subject.length === 0 || rival.length === 0) return null;
  return { subject, rival, times: 1 / parts, loose: Boolean(m[1]) };
}

/** Whom a part of a claim names: people and places first, acronyms only when it names nothing else. */
function peopleIn(part: string): string[] {
  const names = namesIn(part, { acronyms: false });
  return names.length ? names : namesIn(part);
}

export function ratioClaim(text: string): RatioClaim | null {
  const m = TIMES.exec(text);
  if (!m) return fractionClaim(text);
  const said = (m[2] ?? '').toLowerCase().replace(/\s+times$/, '');
  const times = MULTIPLES[said] ?? Number(said);
  const subject = peopleIn(text.slice(0, m.index));
  const rival = peopleIn(m[3] ?? '');
  if (!Number.isFinite(times) || times < 2 || subject.length === 0 || rival.length === 0) return null;
  return { subject, rival, times, loose: Boolean(m[1]) };
}

/**
 * A multiple against the two counts the source gives (6,101,533 is 4.1 times 1,496,687): within
 * a tenth of it (a sixth, said "about"), confirmed; else contradicted. Null unless the source
 * gives both counts.
 */
export function judgeRatio(claim: RatioClaim, passage: string): StanceJudgement | null {
  const ranked = rankedCounts(passage);
  const countOf = (names: string[]) => ranked.find((f) => ownedBy(f.owner, names));
  const subject = countOf(claim.subject);
  const rival = countOf(claim.rival);
  if (!subject || !rival || subject === rival) return null;
  const off = Math.abs(subject.value / rival.value / claim.times - 1);
  return {
    stance: off <= (claim.loose ? 1 / 6 : 0.1) ? 'supports' : 'disputes',
    strength: 0.85,
    settles: true,
  };
}
