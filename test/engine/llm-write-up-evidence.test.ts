import { afterEach, describe, expect, it } from 'vitest';
import { sendJson, startFakeServer, type FakeServer } from '../providers/fake-server.js';
import { createTestApp } from '../support/test-app.js';

/**
 * The LLM writer is given what settles the claim, as the local writer quotes it: the decisive
 * source's own sentence with its figure and publisher. It once saw only the sources' titles
 * ("Result of the 2023 presidential election"), so its write-up could not say the figure.
 */
let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A chat completion whose message is `content` as JSON, as OpenAI-compatible servers answer. */
const completion = (content: unknown) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion',
  created: 1741570283,
  model: 'test-model',
  choices: [
    { index: 0, message: { role: 'assistant', content: JSON.stringify(content) }, finish_reason: 'stop' },
  ],
});

describe('the LLM writer through POST /v1/check', () => {
  it('receives the decisive quote with its publisher and figure', async () => {
    // Every call but the write-up fails: the claim is found and judged locally, then written by the model.
    server = await startFakeServer((req, res) => {
      const schema = JSON.parse(req.body).response_format?.json_schema?.name;
      if (schema === 'write_up') sendJson(res, 200, completion({ write_up: 'False, says INEC.' }));
      else sendJson(res, 500, { error: { message: 'down' } });
    });
    const t = await createTestApp({
      env: { LLM_BASE_URL: `${server.url}/v1`, LLM_MODEL: 'test-model', LLM_TIMEOUT_MS: '2000' },
    });
    try {
      const w = await t.newWorkspace('llm-writer-evidence');
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/check',
        headers: { authorization: `Bearer ${w.key}` },
        payload: { text: 'Kwankwaso polled 3 million votes in the 2023 presidential election.' },
      });
      const claim = res.json().result.claims[0];
      expect(claim.verdict).toBe('verified_false');
      expect(claim.write_up).toContain('False, says INEC.');
      const prompts = server.requests
        .map((r) => JSON.parse(r.body))
        .filter((b) => b.response_format?.json_schema?.name === 'write_up')
        .map((b) => b.messages.at(-1).content as string);
      expect(prompts.length).toBeGreaterThan(0);
      expect(prompts[0]).toMatch(
        /Decisive evidence: INEC \(disputes\) says “[^”]*Kwankwaso \(NNPP\) 1,496,687/,
      );
    } finally {
      await t.close();
    }
  }, 60_000);
});
