import { z } from 'zod';
import type { WriteUpRequest, WriteUpWriter } from '../../src/core/check/pipeline/ports.js';
import { decisiveQuote, nearestQuote } from '../../src/core/check/writeup/decisive.js';
import {
  changeValues,
  gapValues,
  marginValues,
  shareValues,
} from '../../src/core/check/writeup/local-writer.js';
import type { ChatJson } from './chat-json.js';

const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['write_up'],
  properties: { write_up: { type: 'string' } },
} as const;

const answer = z.object({ write_up: z.string().min(1) });

const SYSTEM =
  'Write a short explanation of a fact-check verdict for a newsroom audience, in the language given when you can. ' +
  'Say what the decisive evidence says, naming its publisher and giving its figure as written. ' +
  'Follow the style guide (tone, length, house terms, sign-off). Never change the verdict or add sources.';

/**
 * What settles the claim, as the local writer quotes it (writeup/decisive.ts): the decisive
 * source's own words with its publisher, a fact-check's rating and finding, a comparison's other
 * figure, the share two counts make, the change between two years' counts, a gap in points between two shares, a margin in votes between two counts; or, when nothing settles it, what the nearest source does
 * say. Without it the model sees only titles and writes around the figure that decides.
 */
function evidenceLines(request: WriteUpRequest): string {
  const decisive = decisiveQuote(request);
  if (decisive) {
    const stance = request.decisive?.stance ?? request.sources.find((s) => s.stance !== 'neutral')?.stance;
    const lines = [
      `Decisive evidence: ${decisive.publisher}${stance ? ` (${stance})` : ''} says “${decisive.quote}”`,
    ];
    if (decisive.review) {
      if (decisive.review.rating) lines.push(`Its rating of that claim: ${decisive.review.rating}`);
      if (decisive.review.finding) lines.push(`What it found: “${decisive.review.finding}”`);
    }
    if (decisive.also) lines.push(`Also: ${decisive.also.publisher} says “${decisive.also.quote}”`);
    if (decisive.share) {
      const { a, b, s } = shareValues(decisive.share);
      lines.push(`Worked out from those counts (no source states it; say it): ${a} of ${b} is ${s} percent`);
    }
    if (decisive.gap) {
      const { a, b, d } = gapValues(decisive.gap);
      lines.push(
        `Worked out from those counts (no source states it; say it): ${a} and ${b} percent of the votes cast, ${d} percentage points apart`,
      );
    }
    if (decisive.margin) {
      const { a, b, d } = marginValues(decisive.margin);
      lines.push(
        `Worked out from those counts (no source states it; say it): ${a} and ${b} votes, ${d} apart`,
      );
    }
    if (decisive.change) {
      const { f, t, d, s } = changeValues(decisive.change);
      const way = decisive.change.after >= decisive.change.before ? 'a rise' : 'a fall';
      lines.push(
        `Worked out from those counts (no source states it; say it): from ${f} to ${t}, ${way} of ${d} (${s} percent)`,
      );
    }
    return lines.join('\n');
  }
  const nearest = nearestQuote(request);
  return nearest
    ? `Nearest evidence (does not settle it): ${nearest.publisher} says “${nearest.quote}”`
    : 'Decisive evidence: none';
}

/** Write-ups by an LLM, following the workspace's style guide; verdict and sources are given, not chosen. */
export function createLlmWriter(chat: ChatJson): WriteUpWriter {
  return {
    async write(request) {
      const sources =
        request.sources.map((s) => `- ${s.publisher} (${s.stance}): ${s.title}`).join('\n') || '- none';
      const { write_up } = await chat({
        system: SYSTEM,
        user:
          `Language: ${request.language}\nClaim: ${request.claim}\nVerdict: ${request.verdict} (confidence ${request.confidence})\n` +
          `${evidenceLines(request)}\nSources:\n${sources}\n\nStyle guide:\n${request.styleGuide || '(none)'}`,
        schemaName: 'write_up',
        jsonSchema: schema,
        parse: answer,
      });
      return write_up.trim();
    },
  };
}
