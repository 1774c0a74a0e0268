import { afterEach, describe, expect, it } from 'vitest';
import { sendJson, startFakeServer, type FakeServer } from '../providers/fake-server.js';
import { bearer, createTestApp } from '../support/test-app.js';

/** A chat.completion object as OpenAI's API returns it, with `content` the model's JSON text. */
function completion(content: unknown) {
  return {
    id: 'chatcmpl-B9MHDbslfkBeAs8l4bebGdFOJ6PeG',
    object: 'chat.completion',
    created: 1741570283,
    model: 'gpt-4o-mini-2024-07-18',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: JSON.stringify(content), refusal: null, annotations: [] },
        logprobs: null,
        finish_reason: 'stop',
      },
    ],
    usage: { prompt_tokens: 80, completion_tokens: 12, total_tokens: 92 },
  };
}

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function checkWith(url: string, text: string) {
  const t = await createTestApp({
    env: { LLM_BASE_URL: `${url}/v1`, LLM_MODEL: 'gpt-4o-mini', LLM_TIMEOUT_MS: '2000' },
  });
  try {
    const { key } = await t.newWorkspace('translate-first');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/check',
      headers: bearer(key),
      payload: { text },
    });
    expect(res.statusCode).toBe(200);
    return res.json().result;
  } finally {
    await t.close();
  }
}

describe('with an LLM configured, claims not in English are translated first', () => {
  it('checks the translation, and says so in notes', async () => {
    // The model translates; every other call (extraction, stance, write-up) fails and degrades.
    server = await startFakeServer((req, res) => {
      const body = JSON.parse(req.body);
      if (body.response_format.json_schema.name === 'translation')
        sendJson(res, 200, completion({ english: 'Nigeria has 40 states.' }));
      else sendJson(res, 500, { error: { message: 'unavailable', type: 'server_error' } });
    });
    const result = await checkWith(server.url, 'Najeriya tana da jihohi arba’in.');
    expect(result).toMatchObject({ language: 'ha', verdict: 'verified_false' });
    expect(result.notes).toContain('llm: claim translated from Hausa to English before checking');
    const translation = server.requests
      .map((r) => JSON.parse(r.body))
      .find((b) => b.response_format.json_schema.name === 'translation');
    expect(translation.messages.at(-1).content).toContain('Language: Hausa');
    expect(translation.messages.at(-1).content).toContain('Najeriya tana da jihohi arba’in.');
  }, 180_000);

  it('falls back to the local gloss when the translator fails: same verdict, a note', async () => {
    server = await startFakeServer((_req, res) =>
      sendJson(res, 500, { error: { message: 'unavailable', type: 'server_error' } }),
    );
    const result = await checkWith(server.url, 'Najeriya tana da jihohi 40.');
    expect(result).toMatchObject({ language: 'ha', verdict: 'verified_false' });
    expect(result.confidence).not.toBe('high');
    expect(result.notes).toContain('llm: translation unavailable, claim glossed into English locally');
  }, 180_000);
});
