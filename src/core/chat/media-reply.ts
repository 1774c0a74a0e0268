import { mediaResultSchema } from '../media/media-result.js';
import type { ChatBlock, ChatMessage } from './chat-message.js';
import { checkReply } from './check-reply.js';

const ORIGIN_NOTE = {
  ocr: 'The text was read from the image (OCR); the quote above is what was checked.',
  transcript:
    'The text is a machine transcript of the recording and may mishear words; the quote above is what was checked.',
  editor: 'An editor listened to the recording and typed what it says; the quote above is what was checked.',
} as const;

/** A finished media check as a chat reply: where the text came from, then the check itself. */
export function mediaReply(result: Record<string, unknown>): ChatMessage {
  const parsed = mediaResultSchema.safeParse(result);
  if (!parsed.success) {
    return {
      summary: 'The media was checked.',
      blocks: [{ type: 'text', text: 'The media was checked; see the job record for the result.' }],
    };
  }
  const media = parsed.data;
  const reply = checkReply(media.check, media.text);
  const lead: ChatBlock = {
    type: 'context',
    text:
      media.kind === 'image'
        ? 'Read from your image:'
        : `Heard in your ${media.kind === 'video' ? 'video' : 'voice note'}${media.duration_s ? ` (${Math.round(media.duration_s)} s)` : ''}:`,
  };
  const [quote, ...rest] = reply.blocks;
  return {
    summary: reply.summary,
    blocks: [
      lead,
      ...(quote ? [quote] : []),
      { type: 'context', text: ORIGIN_NOTE[media.text_origin] },
      ...rest,
    ],
  };
}

/** Nothing could hear the recording: the tipster is told an editor will, and nothing is invented. */
export function mediaAwaitingEditorNotice(kind: 'audio' | 'video'): ChatMessage {
  const what = kind === 'video' ? 'video' : 'voice note';
  const text =
    `Thank you. Gaskiya cannot transcribe this ${what} automatically, so an editor will listen to it. ` +
    'The check will follow here once they have.';
  return { summary: `An editor will listen to your ${what}.`, blocks: [{ type: 'text', text }] };
}
