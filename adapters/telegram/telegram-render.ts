import type { ChatBlock, ChatMessage, ReviewCard } from '../../src/core/chat/chat-message.js';
import { clip } from '../../src/core/chat/wording.js';

/** Bot API limit for one message's text, counted after entities are parsed. */
export const MAX_MESSAGE_CHARS = 4096;
const MAX_BLOCK_CHARS = 3500;

/** Telegram HTML: &, < and > are the characters to escape (and " inside attributes). */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (text: string) => escapeHtml(text).replace(/"/g, '&quot;');

function renderBlock(block: ChatBlock): string | null {
  switch (block.type) {
    case 'heading':
      return `<b>${escapeHtml(clip(block.text, 200))}</b>`;
    case 'text':
      return escapeHtml(clip(block.text, MAX_BLOCK_CHARS));
    case 'quote':
      return null; // the reply quotes the message natively (reply_parameters)
    case 'fields':
      return block.fields.map((f) => `<b>${escapeHtml(f.label)}:</b> ${escapeHtml(f.value)}`).join('\n');
    case 'sources':
      return block.sources
        .map(
          (s) =>
            `• <b>${escapeHtml(s.publisher)}</b>: <a href="${escapeAttr(s.url)}">${escapeHtml(clip(s.title || s.url, 120))}</a> (${escapeHtml(s.stance)})`,
        )
        .join('\n');
    case 'divider':
      return '—';
    case 'context':
      return `<i>${escapeHtml(clip(block.text, MAX_BLOCK_CHARS))}</i>`;
  }
}

/** HTML chunks of at most 4096 characters, split between blocks (never inside a tag). */
export function renderTelegramMessage(message: ChatMessage, extra: string[] = []): string[] {
  const parts = [...message.blocks.map(renderBlock).filter((b): b is string => b !== null), ...extra];
  const chunks: string[] = [];
  let current = '';
  for (const part of parts) {
    const next = current ? `${current}\n\n${part}` : part;
    if (next.length <= MAX_MESSAGE_CHARS) {
      current = next;
    } else {
      if (current) chunks.push(current);
      current = part.slice(0, MAX_MESSAGE_CHARS);
    }
  }
  if (current) chunks.push(current);
  return chunks.length ? chunks : [escapeHtml(message.summary)];
}

/** The editors' card: one message (clipped to fit), buttons two per row. */
export function renderTelegramReviewCard(card: ReviewCard) {
  const extra = card.decision ? [`<b>${escapeHtml(card.decision)}</b>`] : [];
  const [text = ''] = renderTelegramMessage(card.message, extra);
  const rows: Array<Array<{ text: string; callback_data: string }>> = [];
  card.buttons.forEach((b, i) => {
    if (i % 2 === 0) rows.push([]);
    rows.at(-1)!.push({ text: b.label, callback_data: b.value });
  });
  return { text, reply_markup: { inline_keyboard: rows } };
}
