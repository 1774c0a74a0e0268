import OpenAI from 'openai';
import type { z } from 'zod';

export interface LlmConfig {
  /** OpenAI-compatible endpoint, e.g. https://api.openai.com/v1 or http://localhost:11434/v1 (Ollama). */
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  timeoutMs: number;
}

/** One chat-completions call whose answer must match a JSON schema. */
export type ChatJson = <T>(request: {
  system: string;
  user: string;
  schemaName: string;
  jsonSchema: Record<string, unknown>;
  parse: z.ZodType<T>;
}) => Promise<T>;

/**
 * Chat completions through the official `openai` SDK pointed at any compatible server, with
 * structured output (`response_format: json_schema`, strict). No retries: the caller falls back
 * to the local engine instead, so a slow provider costs one timeout, not three.
 */
export function createChatJson(config: LlmConfig): ChatJson {
  const client = new OpenAI({
    baseURL: config.baseUrl,
    // Local servers (Ollama, vLLM) take any key; the SDK insists on one.
    apiKey: config.apiKey || 'not-needed',
    timeout: config.timeoutMs,
    maxRetries: 0,
    logLevel: 'off',
  });
  return async ({ system, user, schemaName, jsonSchema, parse }) => {
    const completion = await client.chat.completions.create({
      model: config.model,
      temperature: 0,
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: user },
      ],
      response_format: {
        type: 'json_schema',
        json_schema: { name: schemaName, strict: true, schema: jsonSchema },
      },
    });
    const content = completion.choices[0]?.message?.content;
    if (!content) throw new Error('LLM returned no content');
    return parse.parse(JSON.parse(content));
  };
}
