import type { StanceJudgement } from '../pipeline/ports.js';
import type { Stance } from '../check-result.js';
import { contentWords, sentencesOf, stem } from '../retrieval/text.js';
import { AMBIENT, HONORIFICS, mostlyCapitalised, namesIn, namesMissingFrom, withoutAsides } from './names.js';
import { STATES } from '../../shared/nigerian-states.js';
import {
  FEWER_THAN,
  MORE_THAN,
  judgeSuperlative,
  superlativeClaim,
  type SuperlativeClaim,
} from './superlatives.js';
import {
  judgeCountComparison,
  judgeMargin,
  judgeMostByCounts,
  judgePlace,
  judgeRatio,
  marginClaim,
  placeClaim,
  ratioClaim,
  type MarginClaim,
  type RatioClaim,
  type PlaceClaim,
} from './places.js';
import {
  bareMonths,
  compareFigure,
  compareMonth,
  countsTheSameOf,
  figures,
  measuresTheSame,
  type BareMonth,
  type Figure,
} from './numbers.js';
import { ordinaryInHeadline } from './headline-words.js';
import { anotherMeasure } from './qualifiers.js';
import { gradeFigure, type GradedFigure } from './nearness.js';
import { MONTHS } from './standard-forms.js';
import { eventWordsIn } from '../extraction/reported-events.js';

const NEGATION = /\b(not|no|never|none|neither|nor|without|cannot|denies|denied|n't)\b|n't\b/i;
const REFUTES =
  /\b(false|fake|hoax|debunk\w*|untrue|fabricat\w*|misleading|baseless|rumou?r|doctored|den(y|ies|ied)|refut\w*|dismiss\w*|no evidence|not true)\b/i;
const HEDGE =
  /\b(reportedly|allegedly|alleged|claims?|claimed|may|might|could|unconfirmed|according to|appears?|seems?|purportedly|speculat\w*)\b/i;

/** Share of the claim's words a passage with no figure to compare must say to support it. */
const SAYS_NEARLY_ALL = 0.75;

/** What the text judge found: how related the text is (0..1) and its stance. */
export interface TextStance extends StanceJudgement {
  related: number;
}

/**
 * What the judge reads of a claim, worked out once per claim rather than once per source: a
 * long claim against many sources must not be read many times over.
 */
export interface PreparedClaim {
  text: string;
  terms: Set<string>;
  quantities: Figure[];
  years: Figure[];
  negated: boolean;
  refutes: boolean;
  names: string[];
  /** Every name the claim gives (namesIn): whose figures in a passage are about the claim. */
  owners: string[];
  /** Who the claim says won ("Peter Obi won ..."), empty when it names no winner. */
  winner: string[];
  /** Months it names without a day ("in October 2021"). */
  months: BareMonth[];
  /** A first or last place it gives ("the most registered voters"), and what is counted. */
  superlative: SuperlativeClaim;
  /** A place in a result it gives ("Atiku came second"), and to whom. */
  place: PlaceClaim | null;
  /** The states (or the FCT) it names, lower-cased ("lagos", "akwa ibom"). */
  states: string[];
  /** A margin it gives ("Tinubu beat Atiku by about 1.8 million votes"). */
  margin: MarginClaim | null;
  /** A multiple it gives ("Obi got four times as many votes as Kwankwaso"). */
  ratio: RatioClaim | null;
}

/** Who won, by the words before "won"/"winner" in a claim, or after "declared" in a source. */
const WON =
  /\b(?:won|wins?|winning|emerged(?: as)? (?:the )?winner|was elected|was declared (?:the )?winner)\b/i;
const DECLARED_WINNER = /\b(?:declared|named|announced)\s+([^.;]{2,60}?)\s+(?:as\s+)?(?:the\s+)?winner\b/gi;
const WINNER_WON =
  /((?:\p{Lu}[\p{L}'’-]*\s+){0,3}\p{Lu}[\p{L}'’-]*)(?:\s+\([A-Z]+\))?\s+(?:won|was elected|emerged winner)\b/gu;

const nameWords = (text: string) =>
  (text.match(/\p{Lu}[\p{L}'’-]+/gu) ?? []).map((w) => w.toLowerCase()).filter((w) => w.length > 2);

/**
 * "Obi won 12 states", "won more states than any other candidate", "won 20 of the 36 states": a
 * count of the parts a candidate carried (states, LGAs, seats), not a claim to have won the
 * contest; the sources hold no such counts.
 */
const PARTS_WON =
  /^\s+(?:(?:in\s+)?(?:\d[\d,]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\p{L}+teen|twenty|thirty|a\s+majority\s+of|most|more|fewer|the\s+most|(?:the\s+)?majority\s+of|all|half)\s+(?:(?:of\s+(?:the\s+)?)?(?:\d+\s+)?)?)(?:states?|LGAs?|local\s+government(?:\s+area)?s?|wards?|seats?|polling\s+units?|constituenc(?:y|ies)|districts?|senatorial\s+districts?)\b/iu;

/** "Obi won 6.1 million votes": a count of votes won, not the contest. */
const VOTES_WON =
  /^\s+(?:(?:about|over|nearly|almost|some|only|just|more\s+than|less\s+than)\s+)?\d[\d,.]*\s*(?:(?:thousand|million|m|k)\b\s*)?votes?\b/i;

function claimedWinner(claim: string): string[] {
  const m = WON.exec(claim);
  if (m && PARTS_WON.test(claim.slice(m.index + m[0].length))) return [];
  if (m && VOTES_WON.test(claim.slice(m.index + m[0].length))) return [];
  // "The 2023 presidential election was won by Bola Tinubu": the winner follows "by".
  const by = m && /^\s+by\s+([^.;,]{2,60})/i.exec(claim.slice(m.index + m[0].length));
  if (by) return nameWords(by[1] ?? '');
  if (m) return nameWords(claim.slice(Math.max(0, m.index - 80), m.index));
  // "INEC declared Bola Tinubu (of the APC) the winner …": the one declared is the claimed winner.
  const declared = new RegExp(DECLARED_WINNER.source, 'i').exec(claim);
  if (declared) return nameWords(declared[1] ?? '');
  // Without its speaker ("INEC declared" is attribution): "Bola Tinubu … the winner of …".
  const winner = /\b(?:as\s+)?(?:the\s+)?winner\b/i.exec(claim);
  return winner ? nameWords(claim.slice(Math.max(0, winner.index - 80), winner.index)) : [];
}

function winnersIn(passage: string): string[] {
  const out: string[] = [];
  for (const m of passage.matchAll(DECLARED_WINNER)) out.push(...nameWords(m[1] ?? ''));
  for (const m of passage.matchAll(WINNER_WON)) out.push(...nameWords(m[1] ?? ''));
  return out;
}

/**
 * A closing correction ("774 local governments, not 800", Pidgin "no be 800"): the figure it
 * denies is not what the claim says, and its "not" does not negate the claim.
 */
const CORRECTION =
  /,?\s*(?:and\s+)?(?:(?:it\s+)?(?:is|are|was|were)\s+)?not\s+\d[\d,.]*(?:\s*(?:%|percent|thousand|million|billion))?\s*[.!]?\s*$/i;

/**
 * A closing name offered in place of a denied one ("It is not Lagos that has the most registered
 * voters, it is Kano", "Lagos did not have the most …, Kano did"): the denial is what a source
 * settles, and the offered name would be taken for an owner of the claim (so a source naming the
 * first place's holder would confirm the denial of that very holder).
 */
const NAMED_INSTEAD =
  /(?<=\b(?:not|never|didn['’]t|doesn['’]t|isn['’]t|wasn['’]t)\b[^,;]*)[,;]\s*(?:but\s+|rather\s+)?(?:(?:it\s+)?(?:is|was)\s+|it['’]s\s+)?\p{Lu}[\p{L}'’]*(?:\s+\p{Lu}[\p{L}'’]*){0,2}(?:\s+(?:has|had|did|does|is|was))?\s*[.!]*\s*$/u;

const BOUND_WORDS = new Set(
  [
    'less',
    'more',
    'fewer',
    'over',
    'under',
    'above',
    'below',
    'least',
    'most',
    'exceeded',
    'exceeds',
    'between',
  ].map(stem),
);

const STATE_NAMES = STATES.map((state) => state.toLowerCase());

function statesIn(claim: string): string[] {
  const said = ` ${claim.toLowerCase().replace(/[^\p{L}]+/gu, ' ')} `;
  return STATE_NAMES.filter((state) => said.includes(` ${state} `));
}

/**
 * The words of a text as the judge compares them: "34%" says "percent" as "34 percent" does, so
 * a claim writing the sign is as related to a source writing the word (and the other way).
 */
const wordsOf = (text: string) => contentWords(text.replace(/(\d)\s*%/g, '$1 percent'));

/**
 * "did not exceed 5 percent", "was not more than 90 million", "(has) not reached 4 percent", "were
 * not up to five million": a
 * ceiling on the figure, not a denial of it (4.2 percent is within "did not exceed 5 percent",
 * which a denied 5 would only make "mostly" true).
 */
const NOT_ABOVE =
  /\b(?:(?:did|does|do|has|have|had|was|were|is|are)\s+)?not\s+(?:exceed(?:ed|s)?|surpass(?:ed|es)?|reach(?:ed|es)?|more\s+than|above|over|up\s+to)\s+(?=\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\p{Ll}+teen|\p{Ll}+ty)\b)/giu;

/**
 * "Peter Obi never polled more than 7 million votes", "Atiku has never had over 7 million votes":
 * a ceiling on the count, as "did not exceed" is (6.1 million is within it), not a denial of it.
 */
const NEVER_ABOVE =
  /\b(?:(?:has|have|had)\s+)?never\s+(\p{Ll}+ed|got|had|won|scored|polled|received)\s+(?:more\s+than|above|over|up\s+to)\s+(?=\d)/giu;

/** Scale words of a figure, as stemmed: part of the figure, not of what it counts. */
const FIGURE_SCALES = new Set(['thousand', 'million', 'billion', 'trillion', 'percent']);

/**
 * A description between commas after a name, then the sentence's verb: "Kwankwaso, the NNPP
 * candidate, got 2.5 million votes" is Kwankwaso's count; "the NNPP candidate" is who he is, not
 * what the figure counts (and the source need not call him a candidate). Not a list ("Lagos, the
 * FCT and Kano …": no verb after its comma) nor a description with a figure of its own.
 */
const APPOSITIVE =
  /^((?:\p{Lu}[\p{L}'’-]*\s+){0,3}\p{Lu}[\p{L}'’-]*),\s+(?:the|a|an)\s+[^,;:\d]{1,50},\s+(?!(?:and|or|nor|but|who|which)\b)(?=\p{Ll})/u;

export function prepareClaim(said: string): PreparedClaim {
  const claim = withoutAsides(said)
    .replace(APPOSITIVE, '$1 ')
    .replace(CORRECTION, '.')
    .replace(NAMED_INSTEAD, '.')
    .replace(/\.\.$/, '.')
    .replace(NOT_ABOVE, 'was at most ')
    .replace(NEVER_ABOVE, '$1 at most ')
    // "in the year 2021" is "in 2021": "year" is no word the source must say.
    .replace(/\b(in|of|since)\s+the\s+year\s+(?=(?:19|20)\d\d\b)/gi, '$1 ');
  const claimFigures = figures(claim);
  // "less than", "over": they bound a figure (numbers.ts), they are not what the claim is about.
  const terms = new Set(
    wordsOf(claim)
      .map(stem)
      .filter((t) => !BOUND_WORDS.has(t)),
  );
  // A headline's ordinary words are no one the figure must be said of: a source that does not
  // say "Got" or "Million" beside Kwankwaso's count still gives it.
  const owners = mostlyCapitalised(claim)
    ? namesIn(claim).filter((name) => !ordinaryInHeadline(name))
    : namesIn(claim);
  return {
    text: claim,
    terms,
    quantities: claimFigures.filter((f) => !f.isYear),
    years: claimFigures.filter((f) => f.isYear),
    negated: NEGATION.test(claim),
    refutes: REFUTES.test(claim),
    names: [...names(claim)],
    owners,
    winner: claimedWinner(claim),
    months: bareMonths(claim),
    superlative: superlativeClaim(claim, terms, owners),
    place: placeClaim(claim),
    states: statesIn(claim),
    margin: marginClaim(claim),
    ratio: ratioClaim(claim),
  };
}

/**
 * The claim's names less those the passage writes in lower case: a capitalised first word
 * ("Held presidential election on 25 February", "Headline inflation was ...") is an ordinary
 * word, not whom the claim is about.
 */
function namesNotOrdinaryIn(names: string[], passage: string): string[] {
  return names.filter((name) => !new RegExp(`(?<!\\p{L})${name}(?!\\p{L})`, 'u').test(passage));
}

/**
 * The claim names a period and the passage gives just that one: every year the same, and the
 * same months or none on either side ("in June 2024" against "in June 2024"; "in 2024" is not
 * June's figure, and a claim with no year may be about today); or neither names any.
 */
function samePeriod(claim: PreparedClaim, passage: string, theirYears: Figure[]): boolean {
  // A standing count said of no period, by both ("Nigeria has 9,000 wards" against "INEC's
  // electoral map has 8,809 registration areas"): the same, today's.
  // So is a count both say in the present ("INEC has only 150,000 polling units" against "Nigeria
  // has 176,846 polling units, after INEC converted … in 2021"): the year dates how it came to be.
  if (claim.years.length === 0)
    return (
      claim.months.length === 0 &&
      bareMonths(passage).length === 0 &&
      (theirYears.length === 0 || (HAS_NOW.test(claim.text) && HAS_NOW.test(passage)))
    );
  if (!claim.years.every((y) => theirYears.some((t) => t.value === y.value))) return false;
  const ours = new Set(claim.months.map((m) => m.month));
  const theirs = new Set(bareMonths(passage).map((m) => m.month));
  return ours.size === theirs.size && [...ours].every((m) => theirs.has(m));
}

/**
 * A count (not a share or a date) at most a tenth of, or at least ten times,
 * each count the passage gives.
 */
function tenfoldFromEvery(said: Figure, theirs: Figure[]): boolean {
  if (said.isPercent || said.isDate || said.isYear || said.value <= 0) return false;
  const counts = theirs.filter((t) => !t.isPercent && !t.isDate && !t.isYear && t.value > 0);
  const upper = said.upper ?? said.value;
  return counts.length > 0 && counts.every((t) => upper * 10 <= t.value || said.value >= 10 * t.value);
}

/** A count in the present, the verb just before its figure: "has 176,846", "are now 774". */
const HAS_NOW = /\b(?:has|have|is|are)\s+(?:now\s+|only\s+|just\s+|about\s+|over\s+|nearly\s+|some\s+)?\d/i;

/**
 * Dates only, against a passage that dates its event, saying most of the claim's words other than
 * its dates (years, months, days) and none of its names missing: the event the passage dates.
 */
function misdatedEvent(dates: Figure[], claim: PreparedClaim, passage: string): boolean {
  if (dates.length === 0 || !dates.every((d) => d.isDate)) return false;
  if (!figures(passage).some((f) => f.isDate) || namesMissingFrom(claim.text, passage).length) return false;
  const dateTerms = new Set(MONTHS.map((m) => stem(m.toLowerCase())));
  const event = new Set([...claim.terms].filter((t) => !/\d/.test(t) && !dateTerms.has(t)));
  return overlap(event, passage) >= 2 / 3;
}

/** The claim names months (without a day) and the passage others only: another period. */
function monthsDisagree(claim: PreparedClaim, passage: string): boolean {
  if (claim.months.length === 0) return false;
  const theirs = new Set(bareMonths(passage).map((m) => m.month));
  return theirs.size > 0 && !claim.months.some((m) => theirs.has(m.month));
}

/** A claim of the time before a year: "Before 2021 …", "prior to 2023 …", "until 2021 …". */
const BEFORE_YEAR = /\b(?:before|prior\s+to|until|till)\s+(?:19|20)\d\d\b/i;

const UP =
  /\b(?:grew|grow|grows|growing|rose|rise|rises|risen|increased|expanded|climbed|went up|raised|raises|hiked|hikes)\b/i;
const DOWN =
  /\b(?:shrank|shrink|shrinks|shrunk|contracted|fell|fall|falls|fallen|declined|decreased|dropped|went down|cut|cuts|lowered|reduced|slashed)\b/i;

const turn = (stance: Stance): Stance =>
  stance === 'supports' ? 'disputes' : stance === 'disputes' ? 'supports' : stance;

/** Which way a text says something moved, when it says one way only. */
function wayOf(text: string): 'up' | 'down' | null {
  const up = UP.test(text);
  const down = DOWN.test(text);
  return up === down ? null : up ? 'up' : 'down';
}

/** The claim's terms without the words naming who it says won: what contest it is about. */
function contestTerms(claim: PreparedClaim): Set<string> {
  const winner = new Set(claim.winner.map(stem));
  return new Set([...claim.terms].filter((t) => !winner.has(t)));
}

function overlap(claimTerms: Set<string>, text: string): number {
  if (claimTerms.size === 0) return 0;
  const have = new Set(wordsOf(text).map(stem));
  let hit = 0;
  for (const t of claimTerms) if (have.has(t)) hit += 1;
  return hit / claimTerms.size;
}

/**
 * Capitalised names not at a sentence start, e.g. "Lagos", "Peter Obi"; not the country itself
 * ("... in Nigeria"), which every service-wide source is about without saying so.
 */
function names(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/(?<=[a-z,;:]\s)([A-Z][a-z]+(?:\s[A-Z][a-z]+)*)/g)) {
    // "… say Mr Peter Obi came second": the title is not part of the name the sources write.
    const words = (m[1] ?? '').toLowerCase().split(' ');
    while (words.length > 1 && HONORIFICS.has(words[0]!)) words.shift();
    const name = words.join(' ');
    if (HONORIFICS.has(name)) continue;
    if (!name.split(' ').every((word) => AMBIENT.has(word))) out.add(name);
  }
  return out;
}

/**
 * Judges a claim against a passage without a model: relatedness from shared content words,
 * then the signals that decide a stance, strongest first: figures that agree or disagree,
 * years that disagree, negation on one side only, refuting words, names that differ. Hedged
 * reporting ("allegedly", "according to") stays neutral.
 */
/**
 * The years a passage is of: its own, or, when it names none, those of the nearest sentence
 * before it that does (a result told over sentences: "INEC declared Bola Ahmed Tinubu winner of
 * the 2023 presidential election … . Atiku Abubakar (PDP) polled 6,984,520 votes, …" gives
 * Atiku's count for 2023 too).
 */
function yearsTold(passageFigures: Figure[], sentences: string[], bestIndex: number): Figure[] {
  const own = passageFigures.filter((f) => f.isYear);
  for (let i = bestIndex - 1; own.length === 0 && i >= 0; i--) {
    const before = figures(sentences[i]!).filter((f) => f.isYear);
    if (before.length) return before;
  }
  return own;
}

export function judgeText(said: string | PreparedClaim, text: string, publisher = ''): TextStance {
  const claim = typeof said === 'string' ? prepareClaim(said) : said;
  const claimTerms = claim.terms;
  const related = overlap(claimTerms, text);
  if (related < 0.25) return { stance: 'neutral', strength: 0, related };
  // The passage that speaks to the claim: the best sentence with its neighbour.
  const sentences = sentencesOf(text);
  if (sentences.length === 0) return { stance: 'neutral', strength: 0, related };
  let bestIndex = 0;
  let bestScore = -1;
  sentences.forEach((s, i) => {
    const score = overlap(claimTerms, s);
    if (score > bestScore) [bestIndex, bestScore] = [i, score];
  });
  const passage = sentences.slice(bestIndex, bestIndex + 2).join(' ');
  const local = Math.max(bestScore, overlap(claimTerms, passage));

  const passageFigures = figures(passage);
  const { quantities, years } = claim;
  // "Before 2021 Nigeria had about 120,000 polling units": a level before a change the passage
  // dates is the one it gives as where the change started ("up from 119,974"), not today's.
  const theirQuantities = passageFigures.filter(
    (f) => !f.isYear && (!BEFORE_YEAR.test(claim.text) || f.earlier === true),
  );
  const theirYears = yearsTold(passageFigures, sentences, bestIndex);
  const yearsDisagree =
    years.length > 0 &&
    theirYears.length > 0 &&
    !years.some((y) => theirYears.some((t) => t.value === y.value));
  const yearsAgree = years.length > 0 && years.every((y) => theirYears.some((t) => t.value === y.value));

  const negatedClaim = claim.negated;
  const negatedPassage = NEGATION.test(passage);
  // "Peter Obi won ... with 6.1 million votes": his figure is right, the win is someone else's.
  // Whether the passage is about the same contest is read without the claimed winner's name and
  // party ("Peter Obi of the Labour Party won the 2023 presidential election" is about the
  // 2023 presidential election whoever it names).
  let sameWinner = false;
  // "Peter Obi won Lagos in the 2023 presidential election" is about Lagos's count: the national
  // winner says nothing of it. A state the claim names must be the passage's too.
  const sameContest = claim.states.every((state) => passage.toLowerCase().includes(state));
  if (claim.winner.length && sameContest && Math.max(local, overlap(contestTerms(claim), passage)) >= 0.4) {
    const winners = winnersIn(passage);
    if (winners.length && !claim.winner.some((n) => winners.includes(n)))
      return { stance: negatedClaim ? 'supports' : 'disputes', strength: 0.85, related, settles: true };
    sameWinner = winners.length > 0;
  }
  // "Tinubu beat Atiku by about 1.8 million votes": the margin is the difference of their counts,
  // neither count itself.
  if (claim.margin && sameContest && local >= 0.4) {
    const margin = judgeMargin(
      claim.margin,
      sentences.slice(Math.max(0, bestIndex - 1), bestIndex + 3).join(' '),
    );
    if (margin) return { ...margin, stance: negatedClaim ? turn(margin.stance) : margin.stance, related };
  }
  // "Obi got four times as many votes as Kwankwaso": the multiple is their counts' ratio; "four"
  // is no count of anything.
  if (claim.ratio && sameContest && local >= 0.4) {
    const ratio = judgeRatio(
      claim.ratio,
      sentences.slice(Math.max(0, bestIndex - 1), bestIndex + 3).join(' '),
    );
    if (ratio) return { ...ratio, stance: negatedClaim ? turn(ratio.stance) : ratio.stance, related };
  }
  const comparable = local >= 0.4 && quantities.length > 0 && theirQuantities.length > 0;
  // A passage about another place or body, or counting other things, says nothing of our figures.
  // (The publisher names itself by publishing: INEC's own report need not say "INEC".)
  if (comparable && namesMissingFrom(claim.text, `${text} ${publisher}`).length)
    return { stance: 'neutral', strength: 0.1, related };
  // "Nigeria's economy shrank in the fourth quarter of 2023" against "real GDP grew by 3.46
  // percent … in the fourth quarter of 2023": the other way, in the same period, whatever the figure.
  const ways = [wayOf(claim.text), wayOf(passage)];
  if (ways[0] && ways[1] && ways[0] !== ways[1] && local >= 0.4 && !yearsDisagree) {
    const stance = negatedClaim !== negatedPassage ? 'supports' : 'disputes';
    // Most of its words said, in the same year: the source answers it outright ("The CBN cut the
    // MPR to 26.25% in May 2024" against "… raised the MPR to 26.25 percent in May 2024").
    if (yearsAgree && local >= 0.6) return { stance, strength: 0.85, related, settles: true };
    return { stance, strength: yearsAgree ? 0.8 : 0.5 + 0.3 * local, related };
  }
  const owners = comparable ? namesNotOrdinaryIn(claim.owners, passage) : [];
  // "84 million in 2019 and 93.4 million in 2023": a figure of another year than the passage's is
  // not compared with it (another source gives that year's).
  const ofOtherYear = (q: Figure) =>
    q.year !== undefined && theirYears.length > 0 && !theirYears.some((t) => t.value === q.year);
  const graded = comparable
    ? quantities.map((q) =>
        ofOtherYear(q) ? { outcome: 'silent' as const } : gradeFigure(q, theirQuantities, owners),
      )
    : [];
  // A count within 5 % of the source's, not negated, in the claim's own period, is close to it,
  // not contradicted by it (nearness.ts): "95 million registered voters" of 93,469,008.
  const closeEnough = !yearsDisagree && !monthsDisagree(claim, passage) && negatedClaim === negatedPassage;
  const compared = graded.map((g) =>
    g.outcome === 'conflicts' && g.close && closeEnough ? 'agrees' : g.outcome,
  );
  const agreed = compared.flatMap((c, i) => (c === 'agrees' ? [i] : []));
  // The claim's figures only close to the source's, with the source's figure: mostly true.
  const close = graded.flatMap((g, i) =>
    compared[i] === 'agrees' && g.close
      ? [{ index: i, claimed: quantities[i]!.value, theirs: g.close.value }]
      : [],
  );
  // A change or a part of a whole is one statement of its figures (nuance.ts: not part right).
  const joined = quantities.some((q) => q.earlier || q.ofShare);
  const closeToo = { ...(close.length ? { close } : {}), ...(joined ? { joined } : {}) };
  // A claim with no year is about the latest count; the passage's year says which count it gives.
  const period =
    years.length === 0 && theirYears.length > 0
      ? { period: Math.max(...theirYears.map((y) => y.value)) }
      : {};
  const conflicts = compared.filter((c) => c === 'conflicts').length;
  const agreements = compared.filter((c) => c === 'agrees').length;
  // "Obi placed third … with over 6 million votes": the place is read from the counts the source
  // ranks, whatever its figure says (a right figure does not make "came second" true), and
  // decides when the figure is not compared.
  const placedToo =
    claim.place && sameContest && (comparable || local >= 0.4)
      ? judgePlace(claim.place, sentences.slice(Math.max(0, bestIndex - 1), bestIndex + 3).join(' '))
      : null;
  const turnedPlace = placedToo && {
    ...placedToo,
    stance: negatedClaim === negatedPassage ? placedToo.stance : turn(placedToo.stance),
    related,
  };
  if (turnedPlace && (turnedPlace.stance === 'disputes' || conflicts + agreements === 0)) return turnedPlace;
  // "Lagos, the state with the second highest number of registered voters in 2023, had 7.06
  // million": a place at one end the source gives to another (or to this one at another rank)
  // is read whatever its figure says, as a place in a result is above: a right figure does not
  // make "the second highest" true.
  const endPlace =
    agreements > 0 && claim.superlative.direction && !claim.superlative.compared
      ? judgeSuperlative(
          // What is counted, less the figure and its scale (which the source writes its own way).
          {
            ...claim.superlative,
            counted: new Set(
              [...claim.superlative.counted].filter((t) => !/\d/.test(t) && !FIGURE_SCALES.has(t)),
            ),
            owners: claim.owners,
          },
          passage,
          new Set(wordsOf(passage).map(stem)),
        )
      : null;
  if (endPlace?.stance === 'disputes')
    return {
      stance: negatedClaim === negatedPassage ? 'disputes' : 'supports',
      strength: endPlace.strength,
      related,
      settles: true,
    };
  if (comparable && conflicts + agreements === 0) return { stance: 'neutral', strength: 0.1, related };
  if (conflicts > 0) {
    // Other figures for another year, or another month of it, describe another period, not this
    // claim ("Inflation fell to 20 percent in May 2024" against June 2024's figure).
    const conflicted = compared.flatMap((c, i) => (c === 'conflicts' ? [i] : []));
    // Not so a day in another year for the event the source dates ("The CBN launched the eNaira
    // on 1 January 2022" against 25 October 2021): that event misdated, as the same day in
    // another year is below, when most of its other words are said and none of its names missing.
    const dates = conflicted.map((i) => quantities[i]!);
    if (yearsDisagree && misdatedEvent(dates, claim, passage))
      return {
        stance: negatedClaim !== negatedPassage ? 'supports' : 'disputes',
        strength: 0.85,
        related,
        settles: true,
      };
    if (yearsDisagree || monthsDisagree(claim, passage)) return { stance: 'neutral', strength: 0.1, related };
    // A claim of two years is in the passage's period by the years of the figures it contradicts.
    const ownYears = conflicted.map((i) => quantities[i]!.year);
    const periodOf = ownYears.every((y) => y !== undefined)
      ? { ...claim, years: ownYears.map((y) => ({ ...quantities[0]!, value: y!, isYear: true })) }
      : claim;
    const sameMeasure = conflicted.every(
      (i) =>
        measuresTheSame(quantities[i]!, theirQuantities) || countsTheSameOf(quantities[i]!, theirQuantities),
    );
    if (!sameMeasure && conflicted.every((i) => anotherMeasure(quantities[i]!, text)))
      return { stance: 'neutral', strength: 0.1, related };
    // "Nigeria does not have 40 states" against "36 states" is true: outright when the source
    // counts just what the claim does ("Nigeria no get 40 states, na 36 we get"), else it says less.
    if (negatedClaim !== negatedPassage)
      return { stance: 'supports', strength: sameMeasure ? 0.8 : 0.4 + 0.3 * local, related };
    // An event given another day ("… new N200, N500 and N1000 notes on 15 December 2022") is one
    // statement, its other figures naming the event: false, not a claim part right (nuance.ts).
    const misdated = conflicted.every((i) => quantities[i]!.isDate);
    const figures = {
      agreed,
      of: quantities.length,
      conflicted,
      ...closeToo,
      ...(misdated ? { joined: true } : {}),
    };
    // The same measure for the same period, another figure: "Nigeria's inflation rate fell to 20
    // percent in June 2024" against the NBS's 34.19 percent for June 2024 is false outright,
    // however few of the claim's other words the source repeats.
    // So is another day for the event the source dates in that year, most of the claim's words
    // said ("Governorship elections held on 11/03/2023 across the country" against 18 March 2023).
    const sameEvent =
      local >= 0.6 &&
      conflicted.every((i) => {
        const day = quantities[i]!;
        return (
          day.isDate &&
          theirQuantities.some((t) => t.isDate && t.context.some((w) => day.context.includes(w)))
        );
      });
    // A count of no year a tenth of (or ten times) every count the source gives of it is no
    // other period's either: "Only 6 million voters collected their PVCs" against the 87,209,007
    // collected before the 2023 elections. A country's voters, cards and polling units do not
    // move tenfold between counts; shares and rates may, and are left to their period.
    const farOff =
      sameMeasure &&
      years.length === 0 &&
      claim.months.length === 0 &&
      conflicted.every((i) => tenfoldFromEvery(quantities[i]!, theirQuantities));
    const settles = (sameMeasure || sameEvent) && (farOff || samePeriod(periodOf, passage, theirYears));
    if (settles) return { stance: 'disputes', strength: 0.85, related, figures, settles, ...period };
    return { stance: 'disputes', strength: 0.55 + 0.35 * local, related, figures, ...period };
  }
  // "The number of polling units dropped from 176,846 to 119,974" against "176,846 polling units
  // … (up from 119,974)": both levels right, the change the other way round.
  if (
    agreements > 0 &&
    agreements === quantities.length &&
    swappedLevels(quantities, theirQuantities, owners)
  )
    return {
      stance: negatedClaim !== negatedPassage ? 'supports' : 'disputes',
      strength: 0.85,
      related,
      settles: true,
    };
  if (agreements > 0) {
    // The same figures in another year: the same event misdated ("The CBN changed the N200, N500
    // and N1,000 notes in 2019"), as surely as the year-only case below.
    // Not a bound, which many counts meet: "more than 80 million registered voters in 2019" is
    // not the 2023 register's misdated, though 93.4 million is more than 80 million.
    if (yearsDisagree) {
      if (agreed.some((i) => quantities[i]!.bound !== undefined))
        return { stance: 'neutral', strength: 0.1, related };
      // The source's very day and month in another year, most of the claim's words said and none
      // of its names missing ("The eNaira went live on Oct. 25, 2022" against its launch on 25
      // October 2021): that event, misdated, as the year-only case below settles it.
      const misdatedDay =
        agreed.every((i) => quantities[i]!.isDate) &&
        local >= 2 / 3 &&
        namesMissingFrom(claim.text, passage).length === 0;
      const stance: Stance = negatedClaim !== negatedPassage ? 'supports' : 'disputes';
      if (misdatedDay) return { stance, strength: 0.85, related, settles: true };
      const period = otherPeriodOf(graded, agreed, close, years, theirYears, stance);
      return { stance, strength: 0.55 + 0.3 * local, related, ...period };
    }
    // "The redesigned N200, N500 and N1,000 notes were unveiled in December 2022" against their
    // unveiling on 23 November 2022: the notes are right, the month is not. A month without a day
    // is read against the passage's dated event as when the claim gives no other figure (below).
    const monthConflict =
      local >= 0.5 &&
      claim.months.length > 0 &&
      claim.months.some((m) => compareMonth(m, passageFigures) === 'conflicts');
    if (monthConflict)
      return {
        stance: negatedClaim !== negatedPassage ? 'supports' : 'disputes',
        strength: 0.8,
        related,
        settles: true,
      };
    // Every figure confirmed, or some confirmed and the passage silent on the rest.
    const strength = agreements === quantities.length ? 0.6 + 0.35 * local : 0.45 + 0.3 * local;
    // "Obi did not get 6.1 million votes" against his 6,101,533 is false.
    if (negatedClaim !== negatedPassage) return { stance: 'disputes', strength, related };
    // "Tinubu won with 8.79m votes": the passage declares him winner with that count, said outright.
    if (sameWinner && agreements === quantities.length)
      return {
        stance: 'supports',
        strength: Math.max(strength, 0.8),
        related,
        figures: { agreed, of: quantities.length, ...closeToo },
        settles: true,
        ...period,
      };
    return {
      stance: 'supports',
      strength,
      related,
      figures: { agreed, of: quantities.length, ...closeToo },
      ...period,
    };
  }
  // A movement in another year ("Nigeria's economy grew in 2024" against growth in the fourth
  // quarter of 2023, "The CBN raised the MPR in 2023" against a raise in May 2024): a measure moves
  // every period, so another period's movement says nothing of this one.
  if (local >= 0.4 && yearsDisagree && wayOf(claim.text))
    return { stance: 'neutral', strength: 0.1, related };
  if (local >= 0.4 && yearsDisagree) {
    // The same event in another year ("The eNaira was launched in 2020" against its launch on 25
    // October 2021): the more of the claim's other words the passage says, the surer the dispute.
    // Two thirds of them make it the same event ("The CBN changed the N200, N500 and N1,000 notes
    // in 2020" against the notes it unveiled redesigned in 2022: only its verb is another word).
    // The month it names is of the date as the year is ("unveiled in January 2023").
    const dateTerms = new Set([
      ...years.map((y) => String(y.value)),
      ...claim.months.map((m) => stem(MONTHS[m.month - 1]?.toLowerCase() ?? '')),
    ]);
    const event = new Set([...claimTerms].filter((t) => !dateTerms.has(t)));
    const said = overlap(event, passage);
    // Most of the event's words said, no name of the claim's missing, and the source dating it to
    // the day (a launch, an unveiling: once, not a rate raised again another year): the source
    // dates that very event, and its year settles it.
    const settles =
      said >= 2 / 3 &&
      namesMissingFrom(claim.text, passage).length === 0 &&
      passageFigures.some((f) => f.isDate);
    // "The eNaira was not launched in 2022" against its launch in 2021: denied of the wrong year,
    // the claim is what the source says.
    const stance: Stance = negatedClaim !== negatedPassage ? 'supports' : 'disputes';
    return { stance, strength: 0.55 + 0.3 * said, related, ...(settles ? { settles } : {}) };
  }
  // A month without a day against the passage's dated event ("the eNaira was launched in October
  // 2021", "the governorship elections were held in April"): its month confirms or contradicts.
  if (local >= 0.5 && quantities.length === 0 && claim.months.length) {
    const months = claim.months.map((m) => compareMonth(m, passageFigures)).filter((c) => c !== 'silent');
    if (months.length) {
      const same = months.every((c) => c === 'agrees') !== (negatedClaim !== negatedPassage);
      // Another month than the day the source dates the event to settles it, as another year
      // does: a statement of its own beside another ("… held in April, and 20 parties took part")
      // is false for it.
      return {
        stance: same ? 'supports' : 'disputes',
        strength: 0.8,
        related,
        ...(same ? {} : { settles: true }),
      };
    }
  }
  // The passage declares the very winner the claim names, and no figure or year says otherwise.
  if (sameWinner)
    return { stance: negatedClaim ? 'disputes' : 'supports', strength: 0.8, related, settles: true };
  // "Atiku came second", "Tinubu got more votes than Atiku": the counts the source gives them,
  // in the same contest (read from the sentence before the best on: a result is often told over
  // two or three, and "Obi came third" is closest to the sentence giving his count, not the
  // winner's before it).
  const result = sentences.slice(Math.max(0, bestIndex - 1), bestIndex + 3).join(' ');
  const { compared: pair, direction, rank } = claim.superlative;
  const placed = !sameContest
    ? null
    : claim.place
      ? judgePlace(claim.place, result)
      : pair && direction
        ? judgeCountComparison(pair, direction, result)
        : direction === 'most'
          ? judgeMostByCounts(
              claim.owners,
              claim.superlative.counted,
              result,
              new Set(wordsOf(result).map(stem)),
              rank,
            )
          : null;
  // One side negated turns what the passage says of the claim.
  const turned = (stance: Stance): Stance =>
    negatedClaim === negatedPassage || stance === 'neutral'
      ? stance
      : stance === 'supports'
        ? 'disputes'
        : 'supports';
  if (placed) return { ...placed, stance: turned(placed.stance), related };
  const firstPlace = judgeSuperlative(
    { ...claim.superlative, owners: claim.owners },
    passage,
    new Set(wordsOf(passage).map(stem)),
  );
  if (firstPlace)
    return {
      stance: turned(firstPlace.stance),
      strength: firstPlace.strength,
      related,
      settles: true,
    };
  // A comparison of two others ("Kano has more registered voters than Kaduna") is not contradicted
  // by a third's first place, nor by any passage that does not speak of the two; nor is any
  // comparison ("More PVCs were collected than there were registered voters") confirmed by a
  // passage that shares its words but gives one side only.
  if (claim.superlative.compared || MORE_THAN.test(claim.text) || FEWER_THAN.test(claim.text))
    return { stance: 'neutral', strength: 0.1, related };

  if (REFUTES.test(passage) && !claim.refutes)
    return { stance: 'disputes', strength: 0.35 + 0.3 * local, related };
  if (local >= 0.5 && negatedClaim !== negatedPassage) {
    // "The CBN did not redesign the naira notes in 2022" against the notes it unveiled in 2022:
    // the same event in the same year, denied, is contradicted outright.
    const sameNames = namesMissingFrom(claim.text, passage).length === 0;
    return { stance: 'disputes', strength: yearsAgree && sameNames ? 0.8 : 0.4 + 0.3 * local, related };
  }
  if (HEDGE.test(passage)) return { stance: 'neutral', strength: 0.2, related };

  // A state the claim names and the passage never does: the passage is about another place or
  // the whole country ("Obi won Lagos in 2023" against the national result), not against it.
  if (!sameContest) return { stance: 'neutral', strength: 0.1, related };
  const theirNames = names(passage);
  const ours = claim.names;
  // A name of ours is there when its words are, anywhere ("Lagos" in "Lagos State had ...").
  const passageWords = new Set(passage.toLowerCase().match(/\p{L}+/gu) ?? []);
  const named = (name: string) => name.split(' ').every((w) => passageWords.has(w));
  if (local >= 0.5 && ours.length && theirNames.size && !ours.some(named)) {
    return { stance: 'disputes', strength: 0.4, related };
  }
  // A passage that never names who or where the claim is about cannot confirm it by its words:
  // "Kano has more registered voters than Lagos" against Lagos's register says nothing of Kano.
  if (claim.owners.some((name) => !passageWords.has(name)))
    return { stance: 'neutral', strength: 0.1, related };
  // Every word of the claim said, and its year the passage's ("The naira was redesigned in 2022
  // by the CBN" against the notes the CBN unveiled on 23 November 2022): said outright.
  if (local >= 1 && yearsAgree) return { stance: 'supports', strength: 0.8, related };
  // Shared words alone support only a claim the passage says nearly all of: "INEC has cancelled
  // the 2023 elections in Lagos" shares Lagos, 2023 and elections with Lagos's register, and the
  // register says nothing of a cancellation.
  // Nor one whose event the passage never names: "INEC has cancelled the 2023 presidential
  // election results" says five words in six of INEC's declaration of that election's winner, all
  // but the one that makes it news.
  if (local >= SAYS_NEARLY_ALL && !eventUnsaid(claim.text, passage))
    return { stance: 'supports', strength: 0.3 + 0.4 * local, related };
  return { stance: 'neutral', strength: 0.1, related };
}

/** Whether the claim reports an event ("cancelled", "resigned", "is dead") the passage never names. */
function eventUnsaid(claim: string, passage: string): boolean {
  const said = new Set(wordsOf(passage).map(stem));
  const events = eventWordsIn(claim);
  return events.some((event) => !event.split(' ').every((word) => said.has(stem(word))));
}

/**
 * The claim's figures, each the source's own to rounding, said of another year than the
 * source's: a true figure of another period ("Nigeria's GDP grew by 3.46 percent in 2024" of Q4
 * 2023's growth; the 2019 register's 84 million said as 2023's), which misleads (verdict.ts).
 * Only measures (rates and counts of ten thousand or more), not a note's denomination ("the
 * N1,000 note") or a day, which name the thing rather than measure it; not a close figure.
 */
function otherPeriodOf(
  graded: GradedFigure[],
  agreed: number[],
  close: Array<{ index: number }>,
  years: Figure[],
  theirYears: Figure[],
  stance: Stance,
): { otherPeriod?: { value: number; isPercent: boolean; said: number[]; theirs: number[] } } {
  if (stance !== 'disputes' || agreed.length === 0 || agreed.length !== graded.length) return {};
  if (close.length) return {};
  const theirs = agreed.map((i) => graded[i]?.match);
  const measures = theirs.every((t) => t !== undefined && !t.isDate && (t.isPercent || t.value >= 10_000));
  const first = theirs[0];
  if (!measures || !first) return {};
  return {
    otherPeriod: {
      value: first.value,
      isPercent: first.isPercent,
      said: [...new Set(years.map((y) => y.value))],
      theirs: [...new Set(theirYears.map((y) => y.value))],
    },
  };
}

/**
 * Whether a claim's change runs between the passage's two levels the other way round: the level
 * it starts from ("from 176,846") is the passage's present one and the level it ends at is the
 * one the passage's change started from ("up from 119,974").
 */
function swappedLevels(claimed: Figure[], theirs: Figure[], owners: string[]): boolean {
  const from = claimed.filter((q) => q.earlier);
  const theirFrom = theirs.filter((t) => t.earlier);
  const theirNow = theirs.filter((t) => !t.earlier);
  if (from.length !== 1 || theirFrom.length === 0 || theirNow.length === 0) return false;
  const to = claimed.filter((q) => !q.earlier);
  const matches = (q: Figure, among: Figure[]) => compareFigure(q, among, owners) === 'agrees';
  return (
    matches(from[0]!, theirNow) &&
    !matches(from[0]!, theirFrom) &&
    to.length > 0 &&
    to.every((q) => matches(q, theirFrom) && !matches(q, theirNow))
  );
}
