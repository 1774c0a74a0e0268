import { afterEach, describe, expect, it } from 'vitest';
import type { Evidence } from '../../src/core/check/evidence-search.js';
import { delay, sendJson, startFakeServer, type FakeServer } from './fake-server.js';
import { providersFor } from './providers-env.js';

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
    usage: { prompt_tokens: 180, completion_tokens: 64, total_tokens: 244 },
    service_tier: 'default',
    system_fingerprint: 'fp_06737a9306',
  };
}

const TEXT = 'Good morning! INEC registered 93.4 million voters for 2023. I think the turnout was shameful.';

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function llmEnv(url: string, timeoutMs = 2000) {
  return {
    LLM_BASE_URL: `${url}/v1`,
    LLM_API_KEY: 'sk-test-123',
    LLM_MODEL: 'gpt-4o-mini',
    LLM_TIMEOUT_MS: String(timeoutMs),
  };
}

describe('OpenAI-compatible LLM provider', () => {
  it('extracts with a JSON-schema response format and exact offsets', async () => {
    server = await startFakeServer((_req, res) =>
      sendJson(
        res,
        200,
        completion({
          statements: [
            { text: 'Good morning!', kind: 'greeting', checkworthiness: 0 },
            { text: 'INEC registered 93.4 million voters for 2023.', kind: 'claim', checkworthiness: 0.93 },
            { text: 'I think the turnout was shameful.', kind: 'opinion', checkworthiness: 0.1 },
            { text: 'A sentence the model made up.', kind: 'claim', checkworthiness: 0.9 },
          ],
        }),
      ),
    );
    const providers = providersFor(llmEnv(server.url));
    const { value, notes } = await providers.collectNotes(() => providers.extractor.extract(TEXT, 'en'));

    expect(notes).toEqual([]);
    expect(value.claims).toHaveLength(1);
    const claim = value.claims[0]!;
    expect(TEXT.slice(claim.start, claim.end)).toBe('INEC registered 93.4 million voters for 2023.');
    expect(claim.checkworthiness).toBe(0.93);
    expect(value.setAside.map((s) => [s.reason, TEXT.slice(s.start, s.end)])).toEqual([
      ['greeting', 'Good morning!'],
      ['opinion', 'I think the turnout was shameful.'],
    ]);

    const request = server.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer sk-test-123');
    const body = JSON.parse(request.body);
    expect(body.model).toBe('gpt-4o-mini');
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema.strict).toBe(true);
    expect(body.response_format.json_schema.schema.required).toEqual(['statements']);
    expect(body.messages.at(-1).content).toContain(TEXT);
  });

  it('judges stance and writes the write-up through the same protocol', async () => {
    server = await startFakeServer((req, res) => {
      const schema = JSON.parse(req.body).response_format.json_schema.name;
      if (schema === 'stance') {
        sendJson(res, 200, completion({ judgements: [{ index: 1, stance: 'disputes', strength: 0.9 }] }));
      } else {
        sendJson(
          res,
          200,
          completion({ write_up: 'INEC figures show 93.4 million registered voters. — The Desk' }),
        );
      }
    });
    const providers = providersFor(llmEnv(server.url));
    const evidence: Evidence[] = [
      {
        documentId: 'd1',
        publisher: 'INEC',
        url: 'https://inec.gov.ng/a',
        title: 'Register',
        excerpt: '93.4 million',
        score: 0.8,
      },
      {
        documentId: 'd2',
        publisher: 'Africa Check',
        url: 'https://africacheck.org/b',
        title: 'No, 120 million',
        excerpt: 'False',
        score: 0.7,
      },
    ];
    const judged = await providers.stance!.judge('INEC registered 120 million voters', evidence);
    expect(judged).toEqual([
      { stance: 'neutral', strength: 0 },
      { stance: 'disputes', strength: 0.9 },
    ]);
    const writeUp = await providers.writer!.write({
      claim: 'INEC registered 93.4 million voters',
      verdict: 'verified_true',
      confidence: 'high',
      sources: [
        {
          publisher: 'INEC',
          stance: 'supports',
          title: 'Register',
          url: 'https://inec.example',
          excerpt: '',
        },
      ],
      decisive: null,
      language: 'en',
      styleGuide: 'Sign off with "— The Desk".',
    });
    expect(writeUp).toBe('INEC figures show 93.4 million registered voters. — The Desk');
    expect(JSON.parse(server.requests[1]!.body).messages.at(-1).content).toContain('Sign off with');
  });

  it('falls back to the local extractor with a note when the model times out', async () => {
    server = await startFakeServer(async (_req, res) => {
      await delay(1500);
      if (!res.destroyed) sendJson(res, 200, completion({ statements: [] }));
    });
    const providers = providersFor(llmEnv(server.url, 200));
    const started = Date.now();
    const { value, notes } = await providers.collectNotes(() => providers.extractor.extract(TEXT, 'en'));

    expect(Date.now() - started).toBeLessThan(1400);
    expect(notes).toEqual(['llm timed out; claims extracted locally']);
    // The local extractor's answer: the factual sentence kept, greeting and opinion set aside.
    expect(value.claims.map((c) => TEXT.slice(c.start, c.end))).toEqual([
      'INEC registered 93.4 million voters for 2023.',
    ]);
    expect(value.setAside.map((s) => s.reason)).toEqual(['greeting', 'opinion']);
  });

  it('falls back with a note when the server errors, and the key stays out of the note', async () => {
    server = await startFakeServer((_req, res) =>
      sendJson(res, 500, {
        error: {
          message: 'The server had an error while processing your request.',
          type: 'server_error',
          param: null,
          code: null,
        },
      }),
    );
    const providers = providersFor(llmEnv(server.url));
    const { value, notes } = await providers.collectNotes(async () => ({
      extraction: await providers.extractor.extract(TEXT, 'en'),
      writeUp: await providers.writer!.write({
        claim: 'x',
        verdict: 'unproven',
        confidence: 'low',
        sources: [],
        decisive: null,
        language: 'en',
        styleGuide: '',
      }),
    }));
    expect(notes).toEqual([
      'llm failed (HTTP 500); claims extracted locally',
      'llm failed (HTTP 500); write-up written locally',
    ]);
    expect(notes.join(' ')).not.toContain('sk-test-123');
    expect(value.extraction.claims).toHaveLength(1);
    expect(value.writeUp.length).toBeGreaterThan(0);
    expect(server.requests).toHaveLength(2); // no retries
  });
});
