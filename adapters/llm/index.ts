import type { Translator } from '../../src/core/check/language/read-in-english.js';
import type { ClaimExtractor, StanceJudge, WriteUpWriter } from '../../src/core/check/pipeline/ports.js';
import { createChatJson, type LlmConfig } from './chat-json.js';
import { createLlmExtractor } from './llm-extractor.js';
import { createLlmStanceJudge } from './llm-stance.js';
import { createLlmTranslator } from './llm-translator.js';
import { createLlmWriter } from './llm-writer.js';

export type { LlmConfig } from './chat-json.js';

export interface LlmAdapter {
  extractor: ClaimExtractor;
  stance: StanceJudge;
  writer: WriteUpWriter;
  translator: Translator;
}

/** An OpenAI-compatible chat-completions model as extractor, stance judge, write-up writer and translator. */
export function createLlmAdapter(config: LlmConfig): LlmAdapter {
  const chat = createChatJson(config);
  return {
    extractor: createLlmExtractor(chat),
    stance: createLlmStanceJudge(chat),
    writer: createLlmWriter(chat),
    translator: createLlmTranslator(chat),
  };
}
