import type { ParsedLine } from './document-input.js';

/**
 * schema.org ClaimReview (https://schema.org/ClaimReview), as fact-checkers embed it in their
 * pages and as Google Fact Check Tools returns it. Accepted as published, without reshaping.
 */
type Json = Record<string, unknown>;

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const obj = (v: unknown): Json | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : null;
const first = (v: unknown): unknown => (Array.isArray(v) ? v[0] : v);

export function isClaimReview(value: unknown): value is Json {
  const type = obj(value)?.['@type'];
  return type === 'ClaimReview' || (Array.isArray(type) && type.includes('ClaimReview'));
}

/** The textual rating: alternateName, else a label derived from the numeric scale. */
export function ratingOf(review: Json): string | null {
  const rating = obj(first(review.reviewRating));
  if (!rating) return null;
  const name = str(rating.alternateName) ?? str(rating.name);
  if (name) return name;
  const value = Number(rating.ratingValue);
  const best = Number(rating.bestRating ?? 5);
  const worst = Number(rating.worstRating ?? 1);
  if (!Number.isFinite(value) || best === worst) return null;
  const share = (value - worst) / (best - worst);
  return share >= 0.875
    ? 'True'
    : share >= 0.625
      ? 'Mostly true'
      : share >= 0.375
        ? 'Mixture'
        : share >= 0.125
          ? 'Mostly false'
          : 'False';
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}

export function fromClaimReview(review: Json): ParsedLine {
  const url = str(review.url);
  const claim = str(review.claimReviewed);
  if (!url || !hostOf(url)) return { ok: false, reason: 'ClaimReview: url is missing or not a URL' };
  if (!claim) return { ok: false, reason: 'ClaimReview: claimReviewed is missing' };
  const author = obj(first(review.author));
  const publisher = str(author?.name) ?? str(author?.url) ?? hostOf(url) ?? 'unknown';
  const rating = ratingOf(review);
  const date = str(review.datePublished);
  const publishedAt = date && !Number.isNaN(Date.parse(date)) ? new Date(date) : null;
  const body = str(review.reviewBody) ?? str(review.description) ?? '';
  return {
    ok: true,
    doc: {
      url,
      title: str(review.name) ?? str(review.headline) ?? `Fact-check: ${claim}`,
      text: [claim, rating ? `Rating: ${rating}.` : '', body].filter(Boolean).join(' '),
      publisher,
      publishedAt,
      claimText: claim,
      rating,
      claimReview: review,
    },
  };
}
