/**
 * A platform-neutral reply. Core builds these from results; each adapter renders them (Slack Block
 * Kit, Telegram HTML, WhatsApp plain text) and splits or summarises them within its own limits.
 * Text fields are plain text: adapters do all escaping.
 */
export type ChatBlock =
  | { type: 'heading'; text: string }
  | { type: 'text'; text: string }
  /** The user's own words, quoted back (WhatsApp has no native threads). */
  | { type: 'quote'; text: string }
  | { type: 'fields'; fields: Array<{ label: string; value: string }> }
  | { type: 'sources'; sources: ChatSourceLine[] }
  | { type: 'divider' }
  /** Small print: disclaimers, how the answer was produced. */
  | { type: 'context'; text: string };

export interface ChatSourceLine {
  publisher: string;
  url: string;
  title?: string;
  /** Already worded for people ("supports", "disputes", "context"). */
  stance: string;
}

export interface ChatMessage {
  /** One line that stands for the whole message: notification text, fallbacks, templates. */
  summary: string;
  blocks: ChatBlock[];
}

/** A low-confidence claim as shown to editors, with one button per verdict. */
export interface ReviewCard {
  jobId: string;
  claimId: string;
  claim: string;
  message: ChatMessage;
  /** Opaque value each button carries back (see review-bridge.ts); one per verdict. */
  buttons: Array<{ label: string; value: string; style?: 'primary' | 'danger' }>;
  /** Set once decided: the buttons go away and this line takes their place. */
  decision?: string;
}

export const textMessage = (text: string): ChatMessage => ({
  summary: text,
  blocks: [{ type: 'text', text }],
});
