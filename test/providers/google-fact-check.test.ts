import { afterEach, describe, expect, it } from 'vitest';
import { delay, sendJson, startFakeServer, type FakeServer } from './fake-server.js';
import { providersFor } from './providers-env.js';

/** Shape of a real claims:search answer (fields as documented for v1alpha1). */
const SEARCH_RESPONSE = {
  claims: [
    {
      text: 'INEC has registered 120 million voters for the 2023 elections',
      claimant: 'Viral WhatsApp message',
      claimDate: '2022-11-02T00:00:00Z',
      claimReview: [
        {
          publisher: { name: 'Africa Check', site: 'africacheck.org' },
          url: 'https://africacheck.org/fact-checks/reports/no-inec-has-not-registered-120-million-voters',
          title: 'No, INEC has not registered 120 million voters',
          reviewDate: '2022-11-04T00:00:00Z',
          textualRating: 'False',
          languageCode: 'en',
        },
      ],
    },
    {
      text: 'Nigeria has 36 states',
      claimant: 'Senator',
      claimReview: [
        {
          publisher: { site: 'dubawa.org' },
          url: 'https://dubawa.org/nigeria-states',
          title: 'Yes, Nigeria has 36 states and the FCT',
          textualRating: 'True',
          languageCode: 'en',
        },
      ],
    },
  ],
  nextPageToken: 'CAo',
};

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const env = (url: string, timeout = '2000') => ({
  FACTCHECK_API_KEY: 'AIza-test-key',
  FACTCHECK_API_URL: url,
  PROVIDER_TIMEOUT_MS: timeout,
});
const CLAIM = 'INEC registered 120 million voters for the 2023 elections';

describe('Google Fact Check Tools provider', () => {
  it('searches claims:search and turns reviews into rated fact-check evidence, best match first', async () => {
    server = await startFakeServer((_req, res) => sendJson(res, 200, SEARCH_RESPONSE));
    const providers = providersFor(env(server.url));
    expect(providers.external.map((p) => p.name)).toEqual(['google-fact-check']);

    const { value, notes } = await providers.collectNotes(() =>
      providers.external[0]!.search(CLAIM, { language: 'en', trustedDomains: [] }),
    );
    expect(notes).toEqual([]);
    const request = server.requests[0]!;
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/v1alpha1/claims:search');
    expect(request.url.searchParams.get('query')).toBe(CLAIM);
    expect(request.url.searchParams.get('languageCode')).toBe('en');
    expect(request.url.searchParams.get('key')).toBe('AIza-test-key');

    expect(value).toHaveLength(2);
    const [best, other] = value;
    expect(best).toMatchObject({
      publisher: 'Africa Check',
      url: 'https://africacheck.org/fact-checks/reports/no-inec-has-not-registered-120-million-voters',
      title: 'No, INEC has not registered 120 million voters',
      rating: 'False',
      claimReviewed: 'INEC has registered 120 million voters for the 2023 elections',
      publisherKind: 'fact_checker',
    });
    expect(best!.score).toBeGreaterThan(0.7);
    expect(other!.publisher).toBe('dubawa.org');
    expect(other!.score).toBeLessThan(best!.score);
  });

  it('sends no languageCode for Pidgin', async () => {
    server = await startFakeServer((_req, res) => sendJson(res, 200, {}));
    const providers = providersFor(env(server.url));
    expect(
      await providers.external[0]!.search('INEC don register 120 million voters', {
        language: 'pcm',
        trustedDomains: [],
      }),
    ).toEqual([]);
    expect(server.requests[0]!.url.searchParams.has('languageCode')).toBe(false);
  });

  it('gives no evidence and a note when the API times out', async () => {
    server = await startFakeServer(async (_req, res) => {
      await delay(1500);
      if (!res.destroyed) sendJson(res, 200, SEARCH_RESPONSE);
    });
    const providers = providersFor(env(server.url, '200'));
    const { value, notes } = await providers.collectNotes(() =>
      providers.external[0]!.search(CLAIM, { language: 'en', trustedDomains: [] }),
    );
    expect(value).toEqual([]);
    expect(notes).toEqual(['google-fact-check timed out; checked without it']);
  });

  it('gives no evidence and a note when the key is refused, without the key in the note', async () => {
    server = await startFakeServer((_req, res) =>
      sendJson(res, 400, {
        error: {
          code: 400,
          message: 'API key not valid. Please pass a valid API key.',
          status: 'INVALID_ARGUMENT',
        },
      }),
    );
    const providers = providersFor(env(server.url));
    const { value, notes } = await providers.collectNotes(() =>
      providers.external[0]!.search(CLAIM, { language: 'en', trustedDomains: [] }),
    );
    expect(value).toEqual([]);
    expect(notes).toEqual(['google-fact-check failed (HTTP 400); checked without it']);
    expect(notes.join(' ')).not.toContain('AIza');
  });

  it('is off without a key', () => {
    expect(providersFor({}).external).toEqual([]);
  });
});
