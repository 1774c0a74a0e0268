import type { LinkClaim, LinkResult } from './link-result.js';

const quote = (text: string, max = 140) =>
  `“${text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text}”`;
const where = (claim: LinkClaim) => (claim.at ? ` (at ${claim.at})` : '');

function publishers(claim: LinkClaim): string {
  const names = [...new Set(claim.sources.map((s) => s.publisher))].slice(0, 3);
  return names.length ? names.join(', ') : 'the sources listed with the claim';
}

/**
 * A concrete next step for the reporter, aimed at the claim that most needs it (the most
 * check-worthy claim that is not plainly true), naming who to ask and what to look for.
 */
export function suggestFurtherChecking(
  rating: LinkResult['rating'],
  claims: LinkClaim[],
  source: LinkResult['source'],
): string {
  const publisher = source.site_name ?? source.author ?? 'the publisher';
  const focus = claims.find((c) => c.verdict !== 'true') ?? claims[0];
  if (!focus) {
    return source.kind === 'video'
      ? 'No checkable statement was found in the captions. Watch the video for claims made on screen, and find the original upload and its uploader before sharing it.'
      : `No checkable statement was found on the page. If the point is made in images or video, ask the sender for the original source, and ask ${publisher} what the story is based on.`;
  }
  const steps: string[] = [];
  switch (rating) {
    case 'false':
    case 'misleading':
      steps.push(
        `Compare ${quote(focus.text)}${where(focus)} with ${publishers(focus)}, then ask ${publisher} for the evidence behind it before sharing or quoting it.`,
      );
      break;
    case 'unproven':
      steps.push(
        `Find the primary source of ${quote(focus.text)}${where(focus)}: the report, dataset or official statement it relies on. Ask ${publisher} where it comes from, and search fact-checkers (Africa Check, Dubawa) for earlier checks.`,
      );
      break;
    default:
      steps.push(
        `The checked claims hold up. Add the context missing from ${quote(focus.text)}${where(focus)} using ${publishers(focus)}, and confirm the date and original context of the content before reuse.`,
      );
  }
  if (source.kind === 'video') {
    steps.push(
      'Watch the passage in full to confirm the words and their context, and trace the original upload before quoting it.',
    );
  }
  return steps.join(' ');
}
