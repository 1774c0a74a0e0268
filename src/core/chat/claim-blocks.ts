import type { CheckedClaim } from '../check/check-result.js';
import type { ChatBlock } from './chat-message.js';
import { clip, stanceLabel, verdictLabel } from './wording.js';

/**
 * One checked claim as chat blocks: the claim, its verdict, confidence and source count, the
 * write-up, and each source as publisher + link + stance. Shared by thread replies and the
 * editors' review card, which differ only in how they name the verdict.
 */
export function claimBlocks(
  claim: CheckedClaim,
  opts: { verdictLabel: string; maxSources: number },
): ChatBlock[] {
  const blocks: ChatBlock[] = [
    { type: 'text', text: `Claim: ${clip(claim.text, 500)}` },
    {
      type: 'fields',
      fields: [
        { label: opts.verdictLabel, value: verdictLabel(claim.verdict) },
        { label: 'Confidence', value: claim.confidence },
        { label: 'Sources cited', value: String(claim.sources_cited) },
      ],
    },
  ];
  if (claim.write_up) blocks.push({ type: 'text', text: claim.write_up });
  if (claim.sources.length) {
    blocks.push({
      type: 'sources',
      sources: claim.sources.slice(0, opts.maxSources).map((s) => ({
        publisher: s.publisher,
        url: s.url,
        title: s.title,
        stance: stanceLabel(s.stance),
      })),
    });
  }
  return blocks;
}
