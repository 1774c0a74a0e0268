import type { LinkClaim, LinkResult } from './link-result.js';

/** How a chat reply shows one claim: verdict first, then the statement and where it was said. */
function claimLine(claim: LinkClaim): string {
  const at = claim.at ? ` (at ${claim.at})` : '';
  return `• ${claim.verdict.toUpperCase()}: “${claim.text}”${at} — ${claim.reason}`;
}

/** The one-paragraph summary of a link result (also the result's `summary` field). */
export function describeLinkResult(result: Pick<LinkResult, 'rating' | 'claims' | 'source'>): string {
  const counts = new Map<string, number>();
  for (const claim of result.claims) counts.set(claim.verdict, (counts.get(claim.verdict) ?? 0) + 1);
  const what = result.source.kind === 'video' ? 'the video' : 'the page';
  if (result.claims.length === 0)
    return `No checkable statement was found in ${what} “${result.source.title}”.`;
  const tally = [...counts].map(([verdict, n]) => `${n} ${verdict}`).join(', ');
  const top = result.claims[0]!;
  const at = top.at ? ` (at ${top.at})` : '';
  return (
    `Overall rating: ${result.rating}. ${result.claims.length} claim${result.claims.length > 1 ? 's' : ''} ` +
    `checked in ${what} “${result.source.title}”: ${tally}. The most check-worthy claim, “${top.text}”${at}, is rated ${top.verdict}.`
  );
}

/**
 * A link result as plain text for a threaded chat reply, overall rating first, then the most
 * check-worthy claims, the suggestion and the disclaimer. Adapters may add their own markup.
 */
export function formatLinkReply(result: LinkResult, opts: { maxClaims?: number } = {}): string {
  const shown = result.claims.slice(0, opts.maxClaims ?? 3);
  const lines = [
    `Rating: ${result.rating.toUpperCase()} — ${result.source.title}`,
    result.summary,
    ...shown.map(claimLine),
  ];
  if (result.claims.length > shown.length)
    lines.push(`(${result.claims.length - shown.length} more in the full result)`);
  lines.push(`Next step: ${result.suggestion}`, result.disclaimer);
  return lines.join('\n');
}
