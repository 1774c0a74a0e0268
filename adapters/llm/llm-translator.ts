import { z } from 'zod';
import { LANGUAGE_NAMES, type Translator } from '../../src/core/check/language/read-in-english.js';
import type { ChatJson } from './chat-json.js';

const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['english'],
  properties: { english: { type: 'string' } },
} as const;

const answer = z.object({ english: z.string().min(1) });

const SYSTEM =
  'Translate a claim from a Nigerian newsroom into English, faithfully: keep every figure, date, name, ' +
  'place and negation exactly as stated, write numbers in digits, add nothing and do not correct the claim.';

/** Claims in Pidgin, Hausa, Yoruba or Igbo translated into English by an LLM before checking. */
export function createLlmTranslator(chat: ChatJson): Translator {
  return {
    name: 'llm',
    async toEnglish(text, language) {
      const { english } = await chat({
        system: SYSTEM,
        user: `Language: ${LANGUAGE_NAMES[language]}\nClaim: ${text}`,
        schemaName: 'translation',
        jsonSchema: schema,
        parse: answer,
      });
      return english;
    },
  };
}
