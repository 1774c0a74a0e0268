import { toEnglish } from '../language/to-english.js';
import { contentWords, sentencesOf, stem } from '../retrieval/text.js';
import type { PointGap, VoteMargin, WriteUpRequest, YearChange } from '../pipeline/ports.js';
import { claimedFigures, nearestFigureAt } from './word-limit.js';

/** A quote longer than this is cut (with an ellipsis) so the write-up stays readable. */
const MAX_QUOTE_WORDS = 30;

/** "Independent National Electoral Commission (INEC)" is named INEC, as newsrooms do. */
export function shortPublisher(name: string): string {
  const acronym = /\(([A-Z][A-Za-z&.]{1,11})\)\s*$/.exec(name);
  return acronym?.[1] ?? name;
}

/** What settles the claim, as the write-up quotes it (see WriteUpRequest['decisive']). */
export interface DecisiveQuote {
  publisher: string;
  quote: string;
  /** Set when the quote is a claim a fact-check reviewed: its rating (null when it gives none). */
  review?: { rating: string | null; finding: string | null };
  also?: { publisher: string; quote: string };
  /** A share worked out from the two counts quoted (see WriteUpRequest['decisive']). */
  share?: { part: number; whole: number; percent: number };
  /** A change between two years worked out from the two counts quoted. */
  change?: YearChange;
  /** A gap in points between two shares, worked out from the three counts quoted. */
  gap?: PointGap;
  /** A margin in votes, worked out from the two counts quoted. */
  margin?: VoteMargin;
}

/**
 * What settles the claim, from the request: the engine's decisive sentence when it gives one,
 * else the sentence of the first supporting or disputing source that shares most with the claim
 * (read in English words) and, when the claim has a figure, carries one.
 */
export function decisiveQuote(request: WriteUpRequest): DecisiveQuote | null {
  const decisive = request.decisive;
  const claimed = claimedFigures(toEnglish(request.claim, request.language));
  if (decisive?.quote)
    return {
      publisher: shortPublisher(decisive.publisher),
      quote: clipQuote(decisive.quote, claimed),
      ...(decisive.rating !== undefined
        ? {
            review: {
              rating: decisive.rating?.trim() || null,
              finding: decisive.finding ? clipQuote(decisive.finding, claimed) : null,
            },
          }
        : {}),
      ...(decisive.also
        ? {
            also: {
              publisher: shortPublisher(decisive.also.publisher),
              quote: clipQuote(decisive.also.quote, claimed),
            },
          }
        : {}),
      ...(decisive.share ? { share: decisive.share } : {}),
      ...(decisive.change ? { change: decisive.change } : {}),
      ...(decisive.gap ? { gap: decisive.gap } : {}),
      ...(decisive.margin ? { margin: decisive.margin } : {}),
    };
  const settling = request.sources.find((s) => s.stance !== 'neutral' && s.excerpt.trim());
  return settling ? closestQuote(request, settling, 0) : null;
}

/**
 * What the nearest source does say when none settles the claim ("Food inflation reached 40
 * percent in June 2024" against NBS's headline inflation for June 2024): the reader sees the
 * figure and its date rather than only that it did not settle it.
 */
export function nearestQuote(request: WriteUpRequest): { publisher: string; quote: string } | null {
  if (request.sources.some((s) => s.stance !== 'neutral')) return null;
  const source = request.sources.find((s) => s.excerpt.trim());
  // Only a sentence sharing a word with the claim: a source listed for another reason has none.
  return source ? closestQuote(request, source, 1) : null;
}

/**
 * The sentence of `source` that shares most with the claim (at least `minShared` words),
 * preferring one with a figure when the claim has one.
 */
function closestQuote(
  request: WriteUpRequest,
  source: WriteUpRequest['sources'][number],
  minShared: number,
): { publisher: string; quote: string } | null {
  const claim = toEnglish(request.claim, request.language);
  const terms = new Set(contentWords(claim).map(stem));
  const wantsFigure = /\d/.test(claim);
  let best = '';
  let bestScore = -1;
  let bestShared = 0;
  for (const sentence of sentencesOf(source.excerpt)) {
    const shared = contentWords(sentence)
      .map(stem)
      .filter((w) => terms.has(w)).length;
    const score = shared + (wantsFigure && /\d/.test(sentence) ? 0.5 : 0);
    if (score > bestScore) [best, bestScore, bestShared] = [sentence, score, shared];
  }
  return best && bestShared >= minShared
    ? { publisher: shortPublisher(source.publisher), quote: clipQuote(best, claimedFigures(claim)) }
    : null;
}

/**
 * Each sentence of a quote cut to MAX_QUOTE_WORDS, around the figure nearest the claim's when the
 * cut at its end would lose it (a comparison quotes two, joined by " … " when
 * apart: each is cut on its own, so the second figure is not cut off with the end of the first).
 */
function clipQuote(text: string, claimed: number[] = []): string {
  const clipped = text.split(QUOTED_APART).map((quoted) =>
    sentencesOf(quoted)
      .map((sentence) => {
        const words = sentence.split(/\s+/);
        if (words.length <= MAX_QUOTE_WORDS) return sentence;
        // The figure answering the claim past the cut: the sentence is cut from its start instead.
        const at = nearestFigureAt(words, claimed);
        if (at >= MAX_QUOTE_WORDS - 1) {
          const end = Math.min(words.length, at + 3);
          const kept = words.slice(end - MAX_QUOTE_WORDS, end).join(' ');
          return `…${kept}${end < words.length ? '…' : ''}`;
        }
        return `${words.slice(0, MAX_QUOTE_WORDS).join(' ')}…`;
      })
      .join(' '),
  );
  return clipped.join(' … ').replace(/[.]$/, '');
}

/** Where a quote of two sentences apart leaves out what stands between them. */
const QUOTED_APART = / … /;
