import { z } from 'zod';
import { TranscriberError, type Transcriber } from '../../src/core/media/ports.js';

const answerSchema = z.object({ text: z.string(), language: z.string().optional() });

/**
 * Any server speaking OpenAI's `POST /v1/audio/transcriptions` (OpenAI, Groq, whisper.cpp's
 * server, speaches, vLLM): multipart `file`, `model`, optional `language`, JSON `{text}` back.
 * `baseUrl` is the API root including `/v1` (e.g. https://api.openai.com/v1).
 */
export function createOpenAiTranscriber(config: {
  baseUrl: string;
  model: string;
  apiKey?: string | undefined;
  timeoutMs: number;
}): Transcriber {
  const endpoint = `${config.baseUrl.replace(/\/$/, '')}/audio/transcriptions`;
  return {
    name: `openai-compatible:${config.model}`,
    async transcribe(audio) {
      const form = new FormData();
      form.set('file', new Blob([Buffer.from(audio.bytes)], { type: audio.mediaType }), audio.filename);
      form.set('model', config.model);
      form.set('response_format', 'json');
      // The provider takes ISO 639-1; Pidgin has none, so English is the nearest hint.
      const language = audio.language === 'pcm' ? 'en' : audio.language;
      if (language && /^[a-z]{2}$/.test(language)) form.set('language', language);
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          body: form,
          headers: config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (error) {
        const timedOut =
          error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        throw new TranscriberError(
          timedOut ? 'timeout' : 'unreachable',
          timedOut
            ? `The transcriber did not answer within ${config.timeoutMs} ms.`
            : 'The transcriber is unreachable.',
          { cause: error },
        );
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new TranscriberError('provider_error', `The transcriber answered ${response.status}.`);
      }
      const parsed = answerSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success)
        throw new TranscriberError('provider_error', 'The transcriber answered without text.');
      return { text: parsed.data.text.trim(), language: parsed.data.language };
    },
  };
}
