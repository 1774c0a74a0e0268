import { VERDICTS, type CheckedClaim, type Verdict } from '../check/check-result.js';
import type { ChatBlock, ReviewCard } from './chat-message.js';
import { claimBlocks } from './claim-blocks.js';
import { clip, verdictLabel } from './wording.js';

/**
 * A button carries `<editor message id>:<verdict index>`: 38 bytes, inside Telegram's 64-byte
 * callback_data limit. The press is then checked against the channel and message it came from.
 */
export function buttonValue(editorMessageId: string, verdict: string): string {
  return `${editorMessageId}:${VERDICTS.indexOf(verdict as (typeof VERDICTS)[number])}`;
}

export function parseButtonValue(value: string): { editorMessageId: string; verdict: Verdict } | null {
  const match = /^([0-9a-f-]{36}):(\d)$/i.exec(value);
  const verdict = match ? VERDICTS[Number(match[2])] : undefined;
  return match && verdict ? { editorMessageId: match[1]!, verdict } : null;
}

/** The editors' view of a low-confidence claim: the claim, the evidence, one button per verdict. */
export function reviewCard(input: {
  editorMessageId: string;
  jobId: string;
  claim: CheckedClaim;
  original: string;
}): ReviewCard {
  const { claim } = input;
  const blocks: ChatBlock[] = [
    { type: 'heading', text: 'Claim waiting for an editor' },
    ...claimBlocks(claim, { verdictLabel: 'Engine verdict', maxSources: 5 }),
  ];
  if (!claim.sources.length) {
    blocks.push({ type: 'context', text: 'No evidence was found in the trusted sources.' });
  }
  if (input.original !== claim.text)
    blocks.push({ type: 'context', text: `From the message: "${clip(input.original, 200)}"` });
  return {
    jobId: input.jobId,
    claimId: claim.id,
    claim: claim.text,
    message: { summary: `Review needed: ${clip(claim.text, 150)}`, blocks },
    buttons: VERDICTS.map((verdict) => ({
      label: verdictLabel(verdict),
      value: buttonValue(input.editorMessageId, verdict),
      ...(verdict === 'verified_true'
        ? { style: 'primary' as const }
        : verdict === 'verified_false'
          ? { style: 'danger' as const }
          : {}),
    })),
  };
}

/** The same card once decided: no buttons, the decision in their place. */
export function decidedCard(
  card: ReviewCard,
  d: { verdict: string; decidedBy: string; decidedAt: Date | string },
): ReviewCard {
  const at = new Date(d.decidedAt).toISOString().slice(0, 16).replace('T', ' ');
  return {
    ...card,
    buttons: [],
    decision: `Decided: ${verdictLabel(d.verdict)}, by ${d.decidedBy} at ${at} UTC`,
  };
}
