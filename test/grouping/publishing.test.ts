import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let a: Awaited<ReturnType<TestApp['newWorkspace']>>;
let b: Awaited<ReturnType<TestApp['newWorkspace']>>;
const RUMOUR = 'A river in Sokoto turned into palm wine on Monday.';

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://gaskiya.example.org' } });
  a = await t.newWorkspace('publisher-a');
  b = await t.newWorkspace('publisher-b');
});
afterAll(async () => {
  await t?.close();
});

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, key?: string, payload?: object) =>
  t.app.inject({ method, url, ...(key ? { headers: bearer(key) } : {}), ...(payload ? { payload } : {}) });
const check = async (key: string, text: string) => (await call('POST', '/v1/check', key, { text })).json();

/** Google's required ClaimReview fields (developers.google.com/search/docs/appearance/structured-data/factcheck). */
function expectValidClaimReview(review: Json) {
  expect(review['@context']).toBe('https://schema.org');
  expect(review['@type']).toBe('ClaimReview');
  expect(typeof review.claimReviewed).toBe('string');
  expect(review.claimReviewed.length).toBeGreaterThan(0);
  expect(review.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(() => new URL(review.url)).not.toThrow();
  expect(review.author).toMatchObject({ '@type': 'Organization', name: expect.any(String) });
  expect(review.reviewRating).toMatchObject({ '@type': 'Rating', alternateName: expect.any(String) });
  const { ratingValue, bestRating, worstRating } = review.reviewRating;
  expect(ratingValue).toBeGreaterThanOrEqual(worstRating);
  expect(ratingValue).toBeLessThanOrEqual(bestRating);
  expect(review.itemReviewed).toMatchObject({ '@type': 'Claim' });
}

describe("the newsroom's fact-checks", { timeout: 300_000 }, () => {
  let claimId = '';
  let feedUrl = '';

  test('a decided claim is listed, as ClaimReview and in the NDJSON export', async () => {
    const checked = await check(a.key, RUMOUR);
    expect(checked.result.claims[0].confidence).toBe('low');
    const item = (await call('GET', '/v1/review', a.key)).json().items[0];
    const decided = await call('POST', `/v1/review/${item.id}/decision`, a.key, {
      verdict: 'verified_false',
      note: 'No river in Sokoto turned into palm wine.',
    });
    expect(decided.statusCode).toBe(200);

    const list = (await call('GET', '/v1/claims', a.key)).json();
    expect(list.claims).toHaveLength(1);
    expect(list.claims[0]).toMatchObject({
      text: RUMOUR,
      verdict: 'verified_false',
      askers: 1,
      corrections: 0,
      decided_by: expect.any(String),
    });
    expect(list.claims[0].write_up).toContain('No river in Sokoto');
    claimId = list.claims[0].id;
    expect((await call('GET', '/v1/claims?q=palm%20wine', a.key)).json().claims).toHaveLength(1);
    expect((await call('GET', '/v1/claims?q=election', a.key)).json().claims).toHaveLength(0);
    // Another workspace's fact-check is not found.
    expect((await call('GET', `/v1/claims/${claimId}/claim-review`, b.key)).statusCode).toBe(404);

    const res = await call('GET', `/v1/claims/${claimId}/claim-review`, a.key);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/ld+json');
    const review = res.json();
    expectValidClaimReview(review);
    expect(review).toMatchObject({
      claimReviewed: RUMOUR,
      reviewRating: { alternateName: 'False', ratingValue: 1 },
    });

    const ndjson = await call('GET', '/v1/claims.ndjson', a.key);
    expect(ndjson.headers['content-type']).toContain('application/x-ndjson');
    const lines = ndjson.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Json);
    expect(lines).toHaveLength(1);
    expectValidClaimReview(lines[0]!);
  });

  test('the public feed is off until the owner opts in, and off again after', async () => {
    const on = await call('PUT', '/v1/workspace/publishing', a.key, {
      public: true,
      site_url: 'https://a.example/fact-checks',
    });
    expect(on.statusCode).toBe(200);
    feedUrl = new URL(on.json().feed_url).pathname;
    await call('PUT', '/v1/workspace/publishing', a.key, { public: false });
    expect((await call('GET', feedUrl)).statusCode).toBe(404);
    await call('PUT', '/v1/workspace/publishing', a.key, {
      public: true,
      site_url: 'https://a.example/fact-checks',
    });
    const feed = await call('GET', feedUrl);
    expect(feed.statusCode).toBe(200);
    const body = feed.json();
    expect(body).toMatchObject({ '@context': 'https://schema.org', '@type': 'DataFeed' });
    expect(body.dataFeedElement).toHaveLength(1);
    expectValidClaimReview(body.dataFeedElement[0]);
    expect(body.dataFeedElement[0].url).toContain('https://a.example/fact-checks#claim-');
    expect(
      (await call('PUT', '/v1/workspace/publishing', a.key, { public: true, extra: 1 })).statusCode,
    ).toBe(422);
  });

  test("a publishing newsroom cites another publishing newsroom's fact-check under its name", async () => {
    const aName = (await call('GET', '/v1/workspace', a.key)).json().name as string;
    const cited = (result: Json) =>
      (result.claims[0].sources as Json[]).filter((s) => s.publisher === aName && s.stance === 'disputes');
    // B does not publish: A's fact-check is not its evidence.
    expect(cited((await check(b.key, RUMOUR)).result)).toHaveLength(0);
    await call('PUT', '/v1/workspace/publishing', b.key, { public: true });
    const result = (await check(b.key, 'Sokoto river turned into palm wine on Monday.')).result;
    expect(cited(result)).toHaveLength(1);
    expect(result.claims[0].verdict).toBe('verified_false');
    // A stops publishing: its fact-check is no longer anyone else's evidence.
    await call('PUT', '/v1/workspace/publishing', a.key, { public: false });
    expect(cited((await check(b.key, 'On Monday a river in Sokoto became palm wine.')).result)).toHaveLength(
      0,
    );
  });
});
