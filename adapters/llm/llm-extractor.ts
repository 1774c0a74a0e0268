import { z } from 'zod';
import type { ClaimExtractor, Extraction, SetAsideReason } from '../../src/core/check/pipeline/ports.js';
import type { ChatJson } from './chat-json.js';

const REASONS = ['opinion', 'question', 'greeting', 'prediction', 'not_checkable'] as const;

const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['statements'],
  properties: {
    statements: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['text', 'kind', 'checkworthiness'],
        properties: {
          text: {
            type: 'string',
            description: 'The statement copied exactly, character for character, from the input.',
          },
          kind: { type: 'string', enum: ['claim', ...REASONS] },
          checkworthiness: { type: 'number', description: '0..1: how much a fact-checker should check it.' },
        },
      },
    },
  },
} as const;

const answer = z.object({
  statements: z.array(
    z.object({ text: z.string(), kind: z.enum(['claim', ...REASONS]), checkworthiness: z.number() }),
  ),
});

const SYSTEM =
  'You split a text into statements for a newsroom fact-checking desk. Copy each statement exactly as it appears ' +
  '(same characters, no paraphrase). Classify each: claim (a checkable statement of fact), opinion, question, ' +
  'greeting, prediction (about the future) or not_checkable. Score check-worthiness 0..1 for claims.';

/**
 * Extraction by an LLM. Offsets are found by locating each returned statement in the original
 * text (left to right); a statement the model did not copy exactly is dropped rather than trusted.
 */
export function createLlmExtractor(chat: ChatJson): ClaimExtractor {
  return {
    async extract(text, language) {
      const { statements } = await chat({
        system: SYSTEM,
        user: `Language: ${language}\n\nText:\n${text}`,
        schemaName: 'statements',
        jsonSchema: schema,
        parse: answer,
      });
      const out: Extraction = { claims: [], setAside: [] };
      let cursor = 0;
      for (const statement of statements) {
        const wanted = statement.text.trim();
        if (!wanted) continue;
        let start = text.indexOf(wanted, cursor);
        if (start < 0) start = text.indexOf(wanted);
        if (start < 0) continue;
        const end = start + wanted.length;
        cursor = end;
        if (statement.kind === 'claim') {
          const checkworthiness = Math.min(1, Math.max(0, statement.checkworthiness));
          out.claims.push({ text: wanted, start, end, checkworthiness });
        } else {
          out.setAside.push({ text: wanted, start, end, reason: statement.kind as SetAsideReason });
        }
      }
      if (out.claims.length === 0 && out.setAside.length === 0 && text.trim()) {
        throw new Error('LLM extraction matched nothing in the text');
      }
      out.claims.sort((a, b) => b.checkworthiness - a.checkworthiness || a.start - b.start);
      return out;
    },
  };
}
