import { z } from 'zod';
import type { WriteUpWriter } from '../../src/core/check/pipeline/ports.js';
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
  'Follow the style guide (tone, length, house terms, sign-off). Never change the verdict or add sources.';

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
          `Sources:\n${sources}\n\nStyle guide:\n${request.styleGuide || '(none)'}`,
        schemaName: 'write_up',
        jsonSchema: schema,
        parse: answer,
      });
      return write_up.trim();
    },
  };
}
