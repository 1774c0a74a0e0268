import type { JobError } from '../jobs/job.js';
import type { ChatMessage } from './chat-message.js';
import type { ChatPlatform } from './thread-ref.js';
import { clip, verdictLabel } from './wording.js';

const LINK_FIELD: Record<ChatPlatform, (place: string) => string> = {
  slack: (place) => `"slack": {"team_id": "${place}", "editors_channel": "<channel id>"}`,
  telegram: (place) => `"telegram": {"chat_ids": ["${place}"]}`,
  whatsapp: (place) => `"whatsapp": {"numbers": ["${place}"]}`,
};

/** The only answer a place that no workspace claims gets (api.md "Chat channels"). */
export function unlinkedPlaceNotice(platform: ChatPlatform, place: string): ChatMessage {
  const text =
    'This chat is not linked to a Gaskiya workspace yet, so nothing was checked. ' +
    `The owner of a workspace this deployment's operator allows can link it with PUT /v1/workspace/channels and the body {${LINK_FIELD[platform](place)}}; ` +
    'any newsroom can instead connect its own bot or sender (see the README, "Connecting Slack, Telegram and WhatsApp").';
  return { summary: 'This chat is not linked to a Gaskiya workspace yet.', blocks: [{ type: 'text', text }] };
}

/** A workspace out of quota gets the upgrade note instead of a check. */
export function quotaNotice(upgradeNote: string): ChatMessage {
  return { summary: upgradeNote, blocks: [{ type: 'text', text: upgradeNote }] };
}

/** The service could not take the message right now (queue down). */
export function unavailableNotice(): ChatMessage {
  const text = 'Gaskiya could not take this message right now. Please send it again in a few minutes.';
  return { summary: text, blocks: [{ type: 'text', text }] };
}

export function jobFailedNotice(error: JobError | null): ChatMessage {
  const text = `Sorry, this check could not be completed${error ? `: ${error.message}` : '.'}`;
  return { summary: text, blocks: [{ type: 'text', text }] };
}

/** The editors' final verdict, sent back to where the claim came from. */
export function decisionReply(d: {
  claimText: string;
  verdict: string;
  decidedBy: string;
  note: string | null;
}): ChatMessage {
  const heading = `Editor's verdict: ${verdictLabel(d.verdict)}`;
  return {
    summary: `${heading}: ${clip(d.claimText, 200)}`,
    blocks: [
      { type: 'quote', text: clip(d.claimText, 300) },
      { type: 'heading', text: heading },
      { type: 'text', text: `Claim: ${clip(d.claimText, 500)}` },
      ...(d.note ? [{ type: 'text' as const, text: `Note: ${d.note}` }] : []),
      { type: 'context', text: `Reviewed by ${d.decidedBy}.` },
    ],
  };
}

/** The newsroom's decision on a claim many asked, to one asker; a later one is marked a correction. */
export function groupAnswerReply(d: {
  claimText: string;
  verdict: string;
  decidedBy: string;
  decidedAt: Date;
  note: string | null;
  correction: boolean;
}): ChatMessage {
  const date = d.decidedAt.toISOString().slice(0, 10);
  const heading = d.correction
    ? `Correction: the verdict is now ${verdictLabel(d.verdict)}`
    : `Editor's verdict: ${verdictLabel(d.verdict)}`;
  return {
    summary: `${heading}: ${clip(d.claimText, 200)}`,
    blocks: [
      { type: 'quote', text: clip(d.claimText, 300) },
      { type: 'heading', text: heading },
      ...(d.correction
        ? [{ type: 'text' as const, text: 'This corrects the verdict we sent you earlier about this claim.' }]
        : []),
      ...(d.note ? [{ type: 'text' as const, text: `Note: ${d.note}` }] : []),
      { type: 'context', text: `Reviewed by ${d.decidedBy} on ${date}.` },
    ],
  };
}
