import type { CheckSource } from '../check/check-result.js';
import { linkResultSchema } from '../link/link-result.js';
import type { ChatBlock, ChatMessage, ChatSourceLine } from './chat-message.js';
import { clip, stanceLabel, verdictLabel } from './wording.js';

const sourceLine = (source: CheckSource): ChatSourceLine => ({
  publisher: source.publisher || hostOf(source.url),
  url: source.url,
  ...(source.title ? { title: source.title } : {}),
  stance: stanceLabel(source.stance),
});

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

/** A finished link check as a chat reply: the rating first, then each claim with its reason. */
export function linkReply(result: Record<string, unknown>): ChatMessage {
  const parsed = linkResultSchema.safeParse(result);
  if (!parsed.success) {
    return {
      summary: 'The link was checked.',
      blocks: [{ type: 'text', text: 'The link was checked; see the job record for the result.' }],
    };
  }
  const link = parsed.data;
  const blocks: ChatBlock[] = [
    { type: 'heading', text: `Rating: ${verdictLabel(link.rating)}` },
    {
      type: 'sources',
      sources: [
        { publisher: link.source.title || hostOf(link.source.url), url: link.source.url, stance: 'checked' },
      ],
    },
  ];
  if (link.summary) blocks.push({ type: 'text', text: link.summary });
  for (const claim of link.claims.slice(0, 5)) {
    blocks.push({ type: 'divider' });
    const said = claim.at ? ` (said at ${claim.at})` : '';
    blocks.push({ type: 'text', text: `Claim${said}: ${clip(claim.text, 500)}` });
    blocks.push({ type: 'fields', fields: [{ label: 'Verdict', value: verdictLabel(claim.verdict) }] });
    if (claim.reason) blocks.push({ type: 'text', text: claim.reason });
    if (claim.sources.length)
      blocks.push({ type: 'sources', sources: claim.sources.slice(0, 4).map(sourceLine) });
  }
  if (link.suggestion) blocks.push({ type: 'text', text: `Suggestion: ${link.suggestion}` });
  if (link.disclaimer) blocks.push({ type: 'context', text: link.disclaimer });
  return { summary: `Rating: ${verdictLabel(link.rating)}. ${clip(link.summary, 200)}`.trim(), blocks };
}
