import { afterEach, describe, expect, it } from 'vitest';
import { delay, sendJson, startFakeServer, type FakeServer } from './fake-server.js';
import { providersFor } from './providers-env.js';

/** A SearXNG /search?format=json answer (trimmed to the fields it always sends). */
const SEARCH_RESPONSE = {
  query: 'INEC registered voters 2023',
  number_of_results: 0,
  results: [
    {
      url: 'https://www.inecnigeria.org/news/inec-publishes-final-register-93-4-million-voters/',
      title: 'INEC publishes final register of 93.4 million voters',
      content:
        'The Commission has published the final register of voters: 93,469,008 registered voters for the 2023 general election.',
      engine: 'duckduckgo',
      parsed_url: ['https', 'www.inecnigeria.org', '/news/', '', '', ''],
      engines: ['duckduckgo', 'bing'],
      positions: [1, 2],
      score: 4.0,
      category: 'general',
    },
    {
      url: 'https://random-blog.example.com/inec-voters',
      title: 'INEC voters list leaked!!!',
      content: '120 million voters registered, sources say.',
      engine: 'bing',
      score: 1.0,
      category: 'general',
    },
    {
      url: 'https://nbs.gov.ng/elections/voters',
      title: 'Voter statistics',
      content: 'Registered voters by state.',
      engine: 'bing',
      score: 0.5,
      category: 'general',
    },
  ],
  answers: [],
  corrections: [],
  infoboxes: [],
  suggestions: [],
  unresponsive_engines: [],
};

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const env = (url: string, timeout = '2000') => ({ SEARCH_URL: url, PROVIDER_TIMEOUT_MS: timeout });
const CLAIM = 'INEC registered 93.4 million voters for the 2023 election';
const TRUSTED = ['inecnigeria.org', 'nbs.gov.ng'];

describe('SearXNG-style web search provider', () => {
  it('asks with site: filters for the trusted domains and keeps only their results', async () => {
    server = await startFakeServer((_req, res) => sendJson(res, 200, SEARCH_RESPONSE));
    const providers = providersFor(env(server.url));
    const search = providers.external[0]!;
    expect(search.name).toBe('web-search');

    const { value, notes } = await providers.collectNotes(() =>
      search.search(CLAIM, { language: 'en', trustedDomains: TRUSTED }),
    );
    expect(notes).toEqual([]);
    const request = server.requests[0]!;
    expect(request.url.pathname).toBe('/search');
    expect(request.url.searchParams.get('format')).toBe('json');
    expect(request.url.searchParams.get('q')).toBe(`${CLAIM} (site:inecnigeria.org OR site:nbs.gov.ng)`);

    expect(value.map((e) => e.url)).toEqual([
      'https://www.inecnigeria.org/news/inec-publishes-final-register-93-4-million-voters/',
      'https://nbs.gov.ng/elections/voters',
    ]);
    expect(value[0]).toMatchObject({
      publisher: 'inecnigeria.org',
      title: 'INEC publishes final register of 93.4 million voters',
    });
    expect(value[0]!.score).toBeGreaterThan(value[1]!.score);
  });

  it('asks nothing when the workspace trusts no domain', async () => {
    server = await startFakeServer((_req, res) => sendJson(res, 200, SEARCH_RESPONSE));
    const providers = providersFor(env(server.url));
    expect(await providers.external[0]!.search(CLAIM, { language: 'en', trustedDomains: [] })).toEqual([]);
    expect(server.requests).toHaveLength(0);
  });

  it('gives no evidence and a note when the search times out', async () => {
    server = await startFakeServer(async (_req, res) => {
      await delay(1500);
      if (!res.destroyed) sendJson(res, 200, SEARCH_RESPONSE);
    });
    const providers = providersFor(env(server.url, '200'));
    const { value, notes } = await providers.collectNotes(() =>
      providers.external[0]!.search(CLAIM, { language: 'en', trustedDomains: TRUSTED }),
    );
    expect(value).toEqual([]);
    expect(notes).toEqual(['web-search timed out; checked without it']);
  });

  it('gives no evidence and a note when the instance refuses JSON', async () => {
    // SearXNG answers 403 when `json` is not among its enabled formats.
    server = await startFakeServer((_req, res) => {
      res.writeHead(403, { 'content-type': 'text/html' });
      res.end('<html><body>403 Forbidden</body></html>');
    });
    const providers = providersFor(env(server.url));
    const { value, notes } = await providers.collectNotes(() =>
      providers.external[0]!.search(CLAIM, { language: 'en', trustedDomains: TRUSTED }),
    );
    expect(value).toEqual([]);
    expect(notes).toEqual(['web-search failed (HTTP 403); checked without it']);
  });
});
