import type { Verdict } from '../check/check-result.js';

/** How a newsroom's verdict is published (ClaimReview reviewRating.alternateName). */
export const RATING_NAMES: Record<Verdict, string> = {
  verified_true: 'True',
  mostly_true: 'Mostly true',
  misleading: 'Misleading',
  verified_false: 'False',
  unproven: 'Unproven',
};

/** reviewRating on a 1 (false) to 5 (true) scale; unproven sits in the middle. */
const RATING_VALUES: Record<Verdict, number> = {
  verified_false: 1,
  misleading: 2,
  unproven: 3,
  mostly_true: 4,
  verified_true: 5,
};

export interface PublishedFactCheck {
  id: string;
  text: string;
  verdict: Verdict;
  writeUp: string;
  decidedAt: Date;
  firstAskedAt: Date;
  url: string;
  newsroom: { name: string; url: string | null };
}

/**
 * A decided claim as schema.org ClaimReview JSON-LD, with every field Google's fact-check
 * markup requires (claimReviewed, reviewRating with alternateName, author, datePublished, url)
 * and the recommended itemReviewed Claim.
 */
export function claimReviewOf(f: PublishedFactCheck): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ClaimReview',
    url: f.url,
    claimReviewed: f.text,
    datePublished: f.decidedAt.toISOString().slice(0, 10),
    author: {
      '@type': 'Organization',
      name: f.newsroom.name,
      ...(f.newsroom.url ? { url: f.newsroom.url } : {}),
    },
    reviewRating: {
      '@type': 'Rating',
      ratingValue: RATING_VALUES[f.verdict],
      bestRating: 5,
      worstRating: 1,
      alternateName: RATING_NAMES[f.verdict],
    },
    itemReviewed: {
      '@type': 'Claim',
      datePublished: f.firstAskedAt.toISOString().slice(0, 10),
      author: { '@type': 'Organization', name: 'Unknown' },
    },
    ...(f.writeUp ? { reviewBody: f.writeUp } : {}),
  };
}

/** The write-up a decided group answers with: the editor's note, or a sentence saying who decided. */
export function newsroomWriteUp(d: {
  verdict: Verdict;
  note: string | null;
  newsroom: string;
  decidedAt: Date;
}): string {
  const date = d.decidedAt.toISOString().slice(0, 10);
  const rated = `${d.newsroom}'s editors rated this claim ${RATING_NAMES[d.verdict]} on ${date}.`;
  return d.note ? `${rated} ${d.note}` : rated;
}
