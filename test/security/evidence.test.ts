import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SERVICE_INEC = 'Independent National Electoral Commission (INEC)';
const FORGED = 'INEC confirmed that Nigeria now has 41 states after the creation of Anioma state.';

describe('a workspace cannot borrow a service-wide publisher', () => {
  it.each([
    ['on the official domain', 'https://inecnigeria.org/press/anioma-state'],
    ['by name only', 'https://forgery.example.org/inec-anioma'],
  ])('a forged INEC document (%s) is the uploader’s, not INEC’s, and verifies nothing', async (_, url) => {
    const ws = await t.newWorkspace('forger');
    const upload = await t.app.inject({
      method: 'POST',
      url: '/v1/sources/documents',
      headers: bearer(ws.key),
      payload: { url, title: 'Nigeria now has 41 states', text: FORGED, publisher: 'INEC' },
    });
    expect(upload.statusCode).toBe(200);

    const sources = (
      await t.app.inject({ method: 'GET', url: '/v1/sources', headers: bearer(ws.key) })
    ).json();
    const own = (sources.sources ?? sources).filter((s: { scope?: string }) => s.scope === 'workspace');
    expect(own.length).toBeGreaterThan(0);
    for (const s of own) {
      expect(s.name).not.toBe(SERVICE_INEC);
      expect(s.trust).toBe(0);
    }

    const check = await t.app.inject({
      method: 'POST',
      url: '/v1/check',
      headers: bearer(ws.key),
      payload: { text: 'Nigeria now has 41 states after the creation of Anioma state.' },
    });
    expect(check.statusCode).toBe(200);
    const result = check.json().result;
    expect(result.verdict).not.toBe('verified_true');
    const cited = result.claims.flatMap(
      (c: { sources: Array<{ publisher: string; url: string }> }) => c.sources,
    );
    expect(cited.some((s: { url: string }) => s.url === url)).toBe(true);
    for (const s of cited.filter((c: { url: string }) => c.url === url))
      expect(s.publisher).not.toBe(SERVICE_INEC);

    // Published to the feed, the post names the newsroom that vouches for it.
    const post = await t.app.inject({
      method: 'POST',
      url: '/v1/feed/posts',
      headers: bearer(ws.key),
      payload: { job_id: check.json().job_id },
    });
    expect(post.statusCode).toBe(201);
    expect(post.json().author).toContain(ws.domain);
  });
});
