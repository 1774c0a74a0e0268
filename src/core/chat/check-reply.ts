import type { CheckResult } from '../check/check-result.js';
import type { ChatBlock, ChatMessage } from './chat-message.js';
import { claimBlocks } from './claim-blocks.js';
import { clip, verdictLabel } from './wording.js';

/** Claims shown in a chat reply; the rest are counted (the job record has them all). */
const MAX_CLAIMS = 5;
const MAX_SOURCES = 4;

/**
 * A finished check as a chat reply: verdict and confidence first, then per claim the write-up and
 * each source as publisher + link + stance (issue 4, scope 1).
 */
export function checkReply(result: CheckResult, original: string): ChatMessage {
  const blocks: ChatBlock[] = [{ type: 'quote', text: clip(original, 300) }];
  const top = result.claims[0];
  if (!top) {
    blocks.push({ type: 'heading', text: 'No checkable claim found' });
    blocks.push({
      type: 'text',
      text: 'This message holds no statement of fact that can be checked against sources.',
    });
    if (result.set_aside.length) {
      blocks.push({
        type: 'context',
        text: `Set aside: ${result.set_aside.map((s) => `"${clip(s.text, 80)}" (${s.reason})`).join('; ')}`,
      });
    }
    return { summary: 'No checkable claim found in this message.', blocks };
  }

  blocks.push({ type: 'heading', text: `${verdictLabel(result.verdict)} · ${result.confidence} confidence` });
  for (const [index, claim] of result.claims.slice(0, MAX_CLAIMS).entries()) {
    if (index > 0) blocks.push({ type: 'divider' });
    blocks.push(...claimBlocks(claim, { verdictLabel: 'Verdict', maxSources: MAX_SOURCES }));
    if (claim.review?.status === 'pending') {
      blocks.push({
        type: 'context',
        text: 'Low confidence: an editor will review this claim and the final verdict will follow here.',
      });
    }
  }
  const more = result.claims.length - MAX_CLAIMS;
  if (more > 0)
    blocks.push({ type: 'context', text: `${more} more claim${more > 1 ? 's' : ''} in the full result.` });
  return {
    summary: `${verdictLabel(top.verdict)} (${top.confidence} confidence): ${clip(top.text, 200)}`,
    blocks,
  };
}
