import type { ChatBlock, ChatMessage } from '../../src/core/chat/chat-message.js';
import { clip } from '../../src/core/chat/wording.js';

/** Twilio's limit for one WhatsApp message body. */
export const MAX_BODY_CHARS = 1600;
/** A reply never becomes more than this many messages; beyond, it is summarised. */
const MAX_PARTS = 3;

function renderBlock(block: ChatBlock): string {
  switch (block.type) {
    case 'heading':
      return `*${block.text}*`;
    case 'text':
      return block.text;
    // WhatsApp replies through Twilio cannot quote natively: the claim is quoted in the text.
    case 'quote':
      return `> ${clip(block.text, 300)}`;
    case 'fields':
      return block.fields.map((f) => `${f.label}: ${f.value}`).join('\n');
    case 'sources':
      return block.sources.map((s) => `• ${s.publisher} (${s.stance}): ${s.url}`).join('\n');
    case 'divider':
      return '———';
    case 'context':
      return `_${block.text}_`;
  }
}

/**
 * Plain WhatsApp text in bodies of at most 1600 characters, split between blocks; a reply that
 * would need more than three messages ends with a pointer to the full result instead.
 */
export function renderWhatsAppMessage(message: ChatMessage): string[] {
  const parts = message.blocks.map(renderBlock).map((p) => clip(p, MAX_BODY_CHARS - 100));
  const bodies: string[] = [];
  let current = '';
  for (const part of parts) {
    const next = current ? `${current}\n\n${part}` : part;
    if (next.length <= MAX_BODY_CHARS) {
      current = next;
      continue;
    }
    bodies.push(current);
    current = part;
  }
  if (current) bodies.push(current);
  if (bodies.length <= MAX_PARTS) return bodies;
  const kept = bodies.slice(0, MAX_PARTS);
  const note = '\n\n_(Shortened: the newsroom has the full result.)_';
  kept[MAX_PARTS - 1] = `${clip(kept[MAX_PARTS - 1]!, MAX_BODY_CHARS - note.length)}${note}`;
  return kept;
}
