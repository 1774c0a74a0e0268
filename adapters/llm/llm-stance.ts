import { z } from 'zod';
import type { StanceJudge } from '../../src/core/check/pipeline/ports.js';
import type { ChatJson } from './chat-json.js';

const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['judgements'],
  properties: {
    judgements: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['index', 'stance', 'strength'],
        properties: {
          index: { type: 'integer' },
          stance: { type: 'string', enum: ['supports', 'disputes', 'neutral'] },
          strength: { type: 'number' },
        },
      },
    },
  },
} as const;

const answer = z.object({
  judgements: z.array(
    z.object({
      index: z.number().int(),
      stance: z.enum(['supports', 'disputes', 'neutral']),
      strength: z.number(),
    }),
  ),
});

const SYSTEM =
  'For each numbered piece of evidence, say whether it supports, disputes or is neutral to the claim, with a strength ' +
  '0..1. Numbers, dates and names that disagree with the claim dispute it. A fact-check rating carries its stance ' +
  '(a claim rated False is disputed). Judge only from the evidence given.';

/** Stance by an LLM, one call per claim for all its evidence; evidence it skips stays neutral. */
export function createLlmStanceJudge(chat: ChatJson): StanceJudge {
  return {
    async judge(claim, evidence) {
      if (evidence.length === 0) return [];
      const listed = evidence
        .map(
          (e, i) =>
            `[${i}] ${e.publisher}: ${e.title}${e.rating ? ` (rated: ${e.rating})` : ''}\n${e.excerpt}`,
        )
        .join('\n\n');
      const { judgements } = await chat({
        system: SYSTEM,
        user: `Claim: ${claim}\n\nEvidence:\n${listed}`,
        schemaName: 'stance',
        jsonSchema: schema,
        parse: answer,
      });
      return evidence.map((_, i) => {
        const found = judgements.find((j) => j.index === i);
        return found
          ? { stance: found.stance, strength: Math.min(1, Math.max(0, found.strength)) }
          : { stance: 'neutral' as const, strength: 0 };
      });
    },
  };
}
