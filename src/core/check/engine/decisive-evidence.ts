import type { CheckSource } from '../check-result.js';
import type { Evidence } from '../evidence-search.js';
import type { PointGap, VoteMargin, WriteUpRequest, YearChange } from '../pipeline/ports.js';
import { pointGapCounts } from '../stance/point-gaps.js';
import { contentWords, sentencesOf, stem } from '../retrieval/text.js';
import { comparisonSentences, type Found } from '../stance/comparisons.js';
import { shareCounts, shareSentences } from '../stance/shares.js';
import { differenceCounts, differenceSentences } from '../stance/differences.js';
import { resultsListSentences } from '../stance/results-lists.js';
import type { Judged } from '../verdict/verdict.js';
import { figures } from '../stance/numbers.js';
import { marginClaim, marginCounts, ownerAtPlace, placeClaim, ratioClaim } from '../stance/places.js';
import { mostlyCapitalised } from '../stance/names.js';
import { ordinaryInHeadline } from '../stance/headline-words.js';
import { claimedFigures } from '../writeup/word-limit.js';

type Taking = Judged & { stance: CheckSource['stance'] };

/**
 * What settles the claim, as the source says it: a fact-check's reviewed claim with its rating
 * and what it found, the two sentences giving the figures a comparison is settled by (both
 * figures, not only one), or the sentence of a document that speaks to the claim's figures or
 * words most. `claim` is read in English; `alike` are the sources on the decisive one's side.
 */
export function decisiveOf(
  claim: string,
  j: Taking,
  alike: Taking[] = [],
): NonNullable<WriteUpRequest['decisive']> {
  const e = j.evidence;
  const base = { publisher: e.publisher, stance: j.stance, url: e.url };
  if (e.claimReviewed)
    return {
      ...base,
      quote: e.claimReviewed,
      rating: e.rating ?? null,
      finding: findingOf(e.claimReviewed, e.text ?? e.excerpt),
    };
  const sources = [j, ...alike.filter((a) => a !== j)];
  const gap = gapQuotes(claim, sources);
  if (gap) return { ...base, ...gap };
  const compared = comparedQuotes(claim, sources);
  if (compared) return { ...base, ...compared, ...shareMade(claim, sources), ...changeMade(claim, sources) };
  const both = twoCountsQuoted(claim, e.text ?? e.excerpt);
  if (both) return { ...base, quote: both, ...marginMade(claim, e.text ?? e.excerpt) };
  const quote = settlingSentence(claim, e.text ?? e.excerpt) || e.excerpt;
  const years = otherYearQuoted(claim, quote, e.publisher, sources);
  if (years.also || years.quote !== quote || j.stance !== 'supports') return { ...base, ...years };
  return { ...base, ...otherFigureQuoted(claim, quote, sources) };
}

/** A figure a source gives answers a claimed one when they agree to within rounding (93.4 million, 93,469,008). */
const answers = (quote: string, figure: number) =>
  claimedFigures(quote).some((theirs) => Math.abs(theirs - figure) <= 0.05 * figure);

/**
 * A true claim giving two figures that two sentences confirm ("Nigeria has 36 states and 774
 * local government areas") is quoted with both, not only the one that matched best: the reader
 * sees each figure confirmed. The other figure's sentence is the settling one of another source on
 * the same side that gives it.
 */
function otherFigureQuoted(
  claim: string,
  quote: string,
  sources: Taking[],
): { quote: string; also?: { publisher: string; quote: string } } {
  const claimed = claimedFigures(claim);
  const missing = claimed.filter((figure) => !answers(quote, figure));
  if (claimed.length < 2 || missing.length !== 1) return { quote };
  const figure = missing[0]!;
  for (const other of sources.slice(1)) {
    const giving = sentencesOf(fullText(other.evidence)).filter((sentence) => answers(sentence, figure));
    if (!giving.length) continue;
    const found = settlingSentence(claim, giving.join(' '));
    if (!found || !answers(found, figure)) continue;
    // Sentences of two documents are two quotes, even from one publisher: " … " would join them as one text's.
    return { quote, also: { publisher: other.evidence.publisher, quote: found } };
  }
  return { quote };
}

const YEAR = /\b(?:19|20)\d{2}\b/g;

/**
 * A claim giving a count for each of two years ("Registered voters rose from 84 million in 2019
 * to 93.4 million in 2023") is settled by both years' sentences, not only the one that matched
 * best: the reader sees the 2023 register beside the 2019 one. The other year's sentence is
 * the settling one of another source on the same side that names that year and gives a figure;
 * the earlier year is quoted first.
 */
function otherYearQuoted(
  claim: string,
  quote: string,
  publisher: string,
  sources: Taking[],
): { quote: string; also?: { publisher: string; quote: string } } {
  const years = [...new Set(claim.match(YEAR) ?? [])];
  const missing = years.filter((y) => !quote.includes(y));
  if (years.length < 2 || missing.length !== 1) return { quote };
  const year = missing[0]!;
  const gives = (sentence: string) =>
    sentence.includes(year) && figuresIn(sentence.replace(YEAR, '')).length > 0;
  for (const other of sources.slice(1)) {
    const sentence = sentencesOf(fullText(other.evidence)).filter(gives);
    if (!sentence.length) continue;
    const found = settlingSentence(claim, sentence.join(' '));
    if (!found || !gives(found)) continue;
    const earlier = Number(year) < Number(years.find((y) => y !== year));
    if (other.evidence.publisher !== publisher)
      return { quote, also: { publisher: other.evidence.publisher, quote: found } };
    return { quote: earlier ? apart(found, quote) : apart(quote, found) };
  }
  return { quote };
}

/**
 * A margin or a multiple of two people's counts ("the gap between Tinubu's and Atiku's votes",
 * "Obi got four times as many votes as Kwankwaso") is settled by both counts: the sentences
 * naming each, in the source's order (one sentence when it gives both). Null unless it names both.
 */
function twoCountsQuoted(claim: string, text: string): string | null {
  const two =
    marginClaim(claim) ?? ratioClaim(claim) ?? holderAndPlaceOwner(claim, text) ?? twoOwnersCounted(claim);
  if (!two) return null;
  const all = sentencesOf(text);
  const naming = (names: string[]) =>
    all.findIndex((s) => {
      const words = new Set(s.toLowerCase().match(/\p{L}+/gu) ?? []);
      return names.some((name) => words.has(name));
    });
  const [i, k] = [naming(two.subject), naming(two.rival)].sort((x, y) => x - y) as [number, number];
  if (i < 0) return null;
  if (i === k) return all[i]!;
  return k - i > 1 ? apart(all[i]!, all[k]!) : `${all[i]} ${all[k]}`;
}

/**
 * A place in a result ("Obi came second") is settled by two counts: the holder's and the one at
 * the place claimed (Obi's 6,101,533 and Atiku's 6,984,520), not the winner's sentence that
 * matched the claim's words best. The same count when the holder is at that place.
 */
function holderAndPlaceOwner(claim: string, text: string): { subject: string[]; rival: string[] } | null {
  const place = placeClaim(claim);
  if (!place || place.place < 1) return null;
  const at = ownerAtPlace(place, text);
  return at ? { subject: place.holder, rival: at } : null;
}

/**
 * A claim giving two people a count each ("Tinubu polled 8.79 million votes and Obi 7.1
 * million") is settled by both counts: the sentences naming each, not only the one naming the
 * first that matched the claim's words best. The first two owners named, each with a count.
 */
function twoOwnersCounted(claim: string): { subject: string[]; rival: string[] } | null {
  const owned = figures(claim).filter((f) => !f.isYear && !f.isDate && !f.isPercent && f.owner.length > 0);
  const first = owned[0];
  const other = owned.find((f) => first && f.owner.every((name) => !first.owner.includes(name)));
  return first && other ? { subject: first.owner, rival: other.owner } : null;
}

/**
 * A margin the claim gives ("Tinubu polled about 1.8 million more votes than Atiku", "500k votes
 * separated Atiku and Obi"), worked out from the two counts quoted: no source states it.
 */
function marginMade(claim: string, text: string): { margin?: VoteMargin } {
  const margin = marginClaim(claim);
  const counts = margin && !margin.margin.isPercent ? marginCounts(margin, text) : null;
  if (!counts) return {};
  const [a, b] = counts.map((f) => f.value).sort((x, y) => y - x) as [number, number];
  return { margin: { ahead: a, behind: b } };
}

const fullText = (e: Evidence) => `${e.title}. ${e.text ?? e.excerpt}`;

/**
 * The share a claim gives, as the two counts quoted for it make it ("Atiku got 28% of the votes
 * cast": 6,984,520 of 24,965,218 is 28.0 percent): no source states it, so the write-up must.
 */
function shareMade(
  claim: string,
  sources: Taking[],
): { share?: { part: number; whole: number; percent: number } } {
  const found = shareCounts(
    claim,
    sources.map((s) => fullText(s.evidence)),
  );
  if (!found) return {};
  const [part, whole] = [found.part.figure.value, found.whole.figure.value];
  return { share: { part, whole, percent: Math.round((1000 * part) / whole) / 10 } };
}

/**
 * The change between two years a claim gives, as the two years' counts quoted make it ("bigger
 * than the 2019 one by about 20 million": 93,469,008 less 84,004,084 is 9,464,924): no source
 * states the difference, so the write-up must.
 */
function changeMade(claim: string, sources: Taking[]): { change?: YearChange } {
  const found = differenceCounts(
    claim,
    sources.map((s) => fullText(s.evidence)),
  );
  if (!found) return {};
  const [from, to] = [found.difference.sides[0].year, found.difference.sides[1].year];
  if (from === undefined || to === undefined) return {};
  return { change: { from, to, before: found.before.figure.value, after: found.after.figure.value } };
}

/**
 * A gap in points between two candidates' shares ("Obi trailed Tinubu by more than 20 percentage
 * points") is settled by three counts (the two candidates' and the votes cast): the sentences
 * giving them, in that order, each publisher's together, and the shares and gap they make.
 */
function gapQuotes(
  claim: string,
  sources: Taking[],
): { quote: string; also?: { publisher: string; quote: string }; gap: PointGap } | null {
  const found = pointGapCounts(
    claim,
    sources.map((s) => fullText(s.evidence)),
  );
  if (!found) return null;
  const { ahead, behind, whole } = found;
  const publisherOf = (f: Found) => sources[f.passage]!.evidence.publisher;
  const decisive = sources[0]!.evidence.publisher;
  const quoted = (from: Found[]) => [...new Set(from.map(clauseGiving))].reduce((a, b) => apart(a, b));
  const own = [ahead, behind, whole].filter((f) => publisherOf(f) === decisive);
  const others = [ahead, behind, whole].filter((f) => publisherOf(f) !== decisive);
  if (own.length === 0 || new Set(others.map(publisherOf)).size > 1) return null;
  return {
    quote: quoted(own),
    ...(others.length ? { also: { publisher: publisherOf(others[0]!), quote: quoted(others) } } : {}),
    gap: { ahead: ahead.figure.value, behind: behind.figure.value, whole: whole.figure.value },
  };
}

/**
 * A comparison's (or a share's) two figures as their sources say them ("Obi got more votes than Atiku":
 * Atiku's count and Obi's, "more voters in 2019 than in 2023": both registers). One publisher's
 * sentences make one quote, in the order its text gives them (" … " between sentences apart);
 * a second publisher's is quoted as its own.
 */
function comparedQuotes(
  claim: string,
  sources: Taking[],
): { quote: string; also?: { publisher: string; quote: string } } | null {
  const passages = sources.map((s) => fullText(s.evidence));
  // A share's two counts too ("87,209,007 PVCs collected" of "93,469,008 registered voters"), and
  // a change's (the 2019 register and the 2023 one).
  const found =
    comparisonSentences(claim, passages) ??
    shareSentences(claim, passages) ??
    differenceSentences(claim, passages) ??
    resultsListSentences(claim, passages);
  if (!found) return null;
  const [a, b] = found;
  const decisive = sources[0]!.evidence;
  if (a.passage === b.passage) {
    const text = fullText(sources[a.passage]!.evidence);
    if (a.sentence === b.sentence) return a.passage === 0 ? { quote: a.sentence } : null;
    const all = sentencesOf(text);
    const [i, k] = [all.indexOf(a.sentence), all.indexOf(b.sentence)].sort((x, y) => x - y);
    const quote = k! - i! > 1 ? apart(all[i!]!, all[k!]!) : `${all[i!]} ${all[k!]}`;
    // Both figures from another source than the decisive one: that source is the one quoted.
    return a.passage === 0 ? { quote } : null;
  }
  const [first, second] = [a, b].sort((x, y) => x.passage - y.passage);
  const other = sources[second!.passage]!.evidence;
  if (first!.passage !== 0) return null;
  const [one, two] = [clauseGiving(first!), clauseGiving(second!)];
  if (other.publisher === decisive.publisher) return { quote: apart(one, two) };
  return { quote: one, also: { publisher: other.publisher, quote: two } };
}

/**
 * The clause of its sentence that gives a figure, when the sentence gives others in clauses of
 * their own ("…; 24,965,218 votes were cast"): the reader sees the figure that settles it, not a
 * long sentence cut before it. The whole sentence when the figure is not written as digits.
 */
function clauseGiving(found: { sentence: string; figure: { value: number } }): string {
  const written = found.figure.value.toLocaleString('en-US');
  const clause = found.sentence.split(/;\s+/).find((part) => part.includes(written));
  return clause && clause !== found.sentence
    ? clause.replace(/^\p{Ll}/u, (c) => c.toUpperCase())
    : found.sentence;
}

/** Two sentences quoted with what stands between them left out. */
const apart = (a: string, b: string) => `${a.replace(/[.;:,]$/, '')} … ${b}`;

/** Sentences that report the claim a fact-check reviews, or give its rating, not what it found. */
const REPORTING =
  /\b(?:claims?|claimed|claiming|alleg\w*|purport\w*|viral|posts?|posted|shared|circulat\w*|rumou?rs?|we rate|rated|rating)\b/i;

const figuresIn = (text: string) => text.match(/\d[\d,.]*\d|\d/g) ?? [];

/**
 * What a fact-check found, in its own words: the sentence of its text, other than those
 * reporting the claim or giving the rating, that shares most with the claim it reviewed (the
 * first when none does). A reviewed claim with a figure is answered by the figure found: a
 * sentence giving a figure the claim does not ("savings of about N950 billion") outweighs one
 * that only says the claim's own again ("The president said … saved N1 trillion"). Null when the
 * fact-check publishes only its rating.
 */
export function findingOf(reviewed: string, text: string): string | null {
  const want = new Set(contentWords(reviewed).map(stem));
  const claimed = new Set(figuresIn(reviewed));
  let best: string | null = null;
  let bestScore = -1;
  for (const sentence of sentencesOf(text)) {
    // Reporting is read in the sentence's lead clause: "… 11 public holidays and no weekly
    // holiday; the message recycles a hoax first shared in 2020" is a finding all the same.
    if (REPORTING.test(leadClause(sentence))) continue;
    const words = contentWords(sentence).map(stem);
    // The reviewed claim said again (a fact-check that only restates it) is not a finding, nor
    // is it in a frame of its own ("A WhatsApp message says …") with nothing new to count.
    if (words.length && words.every((w) => want.has(w))) continue;
    if (restates(want, words, sentence) && !figuresIn(sentence).some((f) => !claimed.has(f))) continue;
    const shared = words.filter((w) => want.has(w)).length;
    const newFigure = claimed.size > 0 && figuresIn(sentence).some((f) => !claimed.has(f));
    const score = shared + (newFigure ? 100 : 0);
    if (score > bestScore) [best, bestScore] = [sentence, score];
  }
  return best;
}

/** A sentence's lead clause: up to its first ";", or ", so" / ", but" and the like. */
const leadClause = (sentence: string) =>
  sentence.split(/;|,\s+(?:so|but|though|although|while|and)\b|\s[—–]\s/)[0]!;

/**
 * Every word of the reviewed claim, and little else, with no word denying it: the sentence says
 * the claim again ("A WhatsApp message says …"); "The NCDC says there is no evidence that salt
 * water … cures Lassa fever" answers it.
 */
function restates(want: Set<string>, words: string[], sentence: string): boolean {
  if (want.size < 3) return false;
  const present = new Set(words);
  if (![...want].every((w) => present.has(w))) return false;
  const extra = words.filter((w) => !want.has(w)).length;
  return extra <= 4 && !/\b(?:no|not|never|nothing|none|false|incorrect|untrue)\b|n't\b/i.test(sentence);
}

/** Words of winning: a claim about who won is settled by the sentence that says who won. */
const WIN = /\b(?:won|wins?|winner|was elected|declared)\b/i;

/**
 * The sentence of `text` sharing most words with the claim, a figure breaking ties. A name
 * outweighs any number of common words: "Kwankwaso got 5 million votes in the 2023 presidential
 * election" is settled by the sentence giving Kwankwaso's votes, not by the one about the winner
 * that shares "2023 presidential election votes". A claimed win or loss ("Peter Obi won …",
 * "… did not win") outweighs names: it is settled by who was declared winner, not by his count.
 */
export function settlingSentence(claim: string, text: string): string {
  const want = new Set(contentWords(claim).map(stem));
  // A headline's ordinary words ("Votes", "Presidential") are no names (headline-words.ts).
  const headline = mostlyCapitalised(claim);
  const names = new Set(
    (claim.match(/\b\p{Lu}\p{Ll}{2,}\b/gu) ?? [])
      .map((n) => n.toLowerCase())
      .filter((n) => !headline || !ordinaryInHeadline(n))
      .map(stem),
  );
  const claimHasFigure = /\d/.test(claim);
  const claimsAWin = WIN.test(claim);
  let best = '';
  let bestScore = -1;
  for (const sentence of sentencesOf(text)) {
    const words = new Set(contentWords(sentence).map(stem));
    let score = 0;
    for (const w of want) if (words.has(w)) score += names.has(w) ? 10 : 1;
    if (claimHasFigure && /\d/.test(sentence)) score += 0.5;
    if (claimsAWin && WIN.test(sentence)) score += 100;
    if (score > bestScore) [best, bestScore] = [sentence, score];
  }
  return best;
}
