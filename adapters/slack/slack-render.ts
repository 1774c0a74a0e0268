import type { ChatBlock, ChatMessage, ReviewCard } from '../../src/core/chat/chat-message.js';
import { clip } from '../../src/core/chat/wording.js';
import { escapeMrkdwn } from './slack-text.js';

/** Block Kit limits (https://api.slack.com/reference/block-kit/blocks). */
const MAX_BLOCKS = 50;
const MAX_SECTION_TEXT = 3000;
const MAX_HEADER_TEXT = 150;
const MAX_FIELD_TEXT = 2000;

export type SlackBlock = Record<string, unknown>;

const mrkdwn = (text: string) => ({ type: 'mrkdwn', text });
/** A link's address inside `<url|label>`: Slack's three characters escaped, and `|` percent-encoded. */
const linkTarget = (url: string) => escapeMrkdwn(url).replace(/\|/g, '%7C');
const section = (text: string): SlackBlock => ({
  type: 'section',
  text: mrkdwn(clip(text, MAX_SECTION_TEXT)),
});

function renderBlock(block: ChatBlock): SlackBlock | null {
  switch (block.type) {
    case 'heading':
      return { type: 'header', text: { type: 'plain_text', text: clip(block.text, MAX_HEADER_TEXT) } };
    case 'text':
      return section(escapeMrkdwn(block.text));
    // The reply sits in the message's own thread: quoting it again would be noise.
    case 'quote':
      return null;
    case 'fields':
      return {
        type: 'section',
        fields: block.fields
          .slice(0, 10)
          .map((f) => mrkdwn(clip(`*${escapeMrkdwn(f.label)}*\n${escapeMrkdwn(f.value)}`, MAX_FIELD_TEXT))),
      };
    case 'sources':
      return section(
        block.sources
          .map(
            (s) =>
              `• *${escapeMrkdwn(s.publisher)}*: <${linkTarget(s.url)}|${escapeMrkdwn(clip(s.title || s.url, 120))}> (${escapeMrkdwn(s.stance)})`,
          )
          .join('\n'),
      );
    case 'divider':
      return { type: 'divider' };
    case 'context':
      return { type: 'context', elements: [mrkdwn(clip(escapeMrkdwn(block.text), MAX_SECTION_TEXT))] };
  }
}

/** A neutral message as Block Kit, within 50 blocks; `text` is the notification fallback. */
export function renderSlackMessage(
  message: ChatMessage,
  reserve = 0,
): { text: string; blocks: SlackBlock[] } {
  let blocks = message.blocks.map(renderBlock).filter((b): b is SlackBlock => b !== null);
  const room = MAX_BLOCKS - reserve;
  if (blocks.length > room) {
    blocks = [
      ...blocks.slice(0, room - 1),
      { type: 'context', elements: [mrkdwn('The reply was shortened; the job record has the full result.')] },
    ];
  }
  // `text` is parsed as mrkdwn too (notifications, fallbacks): escaped like every block, so no
  // user text can mention someone, broadcast to a channel or disguise a link.
  return { text: escapeMrkdwn(clip(message.summary, 3000)), blocks };
}

/** An editors' card: the claim and evidence, then one button per verdict (or the decision). */
export function renderSlackReviewCard(card: ReviewCard): { text: string; blocks: SlackBlock[] } {
  const { text, blocks } = renderSlackMessage(card.message, 1);
  if (card.decision) {
    blocks.push({ type: 'context', elements: [mrkdwn(`*${escapeMrkdwn(card.decision)}*`)] });
  } else {
    blocks.push({
      type: 'actions',
      block_id: `review_${card.jobId.slice(0, 8)}_${card.claimId}`.slice(0, 255),
      elements: card.buttons.map((b, i) => ({
        type: 'button',
        action_id: `review_verdict_${i}`,
        text: { type: 'plain_text', text: b.label },
        value: b.value,
        ...(b.style ? { style: b.style } : {}),
      })),
    });
  }
  return { text, blocks };
}
