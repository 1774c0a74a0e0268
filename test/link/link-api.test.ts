import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_VERDICTS, linkResultSchema } from '../../src/core/link/link-result.js';
import { bearer, createTestApp, waitForJob, type TestApp } from '../support/test-app.js';
import { startFakeYouTube, VIDEOS, type FakeYouTube } from './support/fake-youtube.js';
import { startFixtureServer, type FixtureServer } from './support/fixture-server.js';

let t: TestApp;
let site: FixtureServer;
let youtube: FakeYouTube;

beforeAll(async () => {
  [site, youtube] = await Promise.all([startFixtureServer(), startFakeYouTube()]);
  t = await createTestApp({
    worker: true,
    env: {
      // The fixture server listens on loopback: only tests ever turn this on.
      FETCH_ALLOW_PRIVATE_NETWORKS: 'true',
      YOUTUBE_BASE_URL: youtube.baseUrl,
      LINK_FETCH_TIMEOUT_MS: '1500',
      LINK_FETCH_MAX_BYTES: '1000000',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await Promise.all([site?.close(), youtube?.close()]);
});

type Workspace = Awaited<ReturnType<TestApp['newWorkspace']>>;

async function submit(ws: Workspace, url: string) {
  return t.app.inject({ method: 'POST', url: '/v1/link', headers: bearer(ws.key), payload: { url } });
}

async function check(ws: Workspace, url: string) {
  const res = await submit(ws, url);
  expect(res.statusCode, res.body).toBe(202);
  return waitForJob(t.app, ws.key, res.json().job_id);
}

async function linkUses(ws: Workspace) {
  const usage = (await t.app.inject({ method: 'GET', url: '/v1/usage', headers: bearer(ws.key) })).json();
  return { total: usage.used, link: usage.tools.find((x: { tool: string }) => x.tool === 'link').used };
}

function expectLinkResult(result: unknown) {
  expect(Object.keys(result as object).sort()).toEqual([
    'claims',
    'disclaimer',
    'rating',
    'source',
    'suggestion',
    'summary',
  ]);
  const parsed = linkResultSchema.parse(result);
  expect(LINK_VERDICTS).toContain(parsed.rating);
  for (const claim of parsed.claims) {
    expect(LINK_VERDICTS).toContain(claim.verdict);
    expect(claim.reason.length).toBeGreaterThan(0);
    expect(Array.isArray(claim.sources)).toBe(true);
  }
  expect(parsed.disclaimer).toMatch(/AI/);
  expect(parsed.suggestion.length).toBeGreaterThan(40);
  return parsed;
}

describe('POST /v1/link', () => {
  let ws: Workspace;
  beforeAll(async () => {
    ws = await t.newWorkspace('link');
  });

  it('answers 202 exactly as api.md, then a page result with rating, claims, suggestion and disclaimer', async () => {
    const url = `${site.origin}/news/inflation-eases-march`;
    const res = await submit(ws, url);
    expect(res.statusCode).toBe(202);
    const accepted = res.json();
    expect(accepted).toEqual({
      ok: true,
      accepted: true,
      status: 202,
      state: 'running',
      job_id: expect.any(String),
    });

    const job = await waitForJob(t.app, ws.key, accepted.job_id);
    expect(job).toMatchObject({ job_id: accepted.job_id, kind: 'link', state: 'done' });
    const result = expectLinkResult(job.result);
    expect(result.source).toMatchObject({
      url,
      title: 'Inflation eases to 24.2% in March, NBS says',
      kind: 'page',
      site_name: 'The Lagos Ledger',
      author: 'Aisha Bello',
      published_at: '2026-04-15T08:30:00.000Z',
    });
    expect(result.claims.length).toBeGreaterThan(0);
    expect(result.claims.length).toBeLessThanOrEqual(5);
    const texts = result.claims.map((c) => c.text).join('\n');
    expect(texts).toContain('24.2');
    expect(texts).not.toMatch(/Commenter99|propaganda|Subscribe|I think things/);
    expect(result.summary).toContain(`Overall rating: ${result.rating}`);
    expect(await linkUses(ws)).toEqual({ total: 1, link: 1 });
    // Low-confidence claims reach the review queue, with the link job as their job.
    const low = result.claims.filter((c) => c.confidence === 'low');
    const review = (await t.app.inject({ method: 'GET', url: '/v1/review', headers: bearer(ws.key) })).json();
    const items = (review.items ?? review) as Array<{ job_id: string }>;
    // Claims that say the same thing share their group's one review item (grouping-hook.ts).
    const mine = items.filter((i) => i.job_id === accepted.job_id);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThanOrEqual(low.length);
    for (const claim of low) expect(claim.review).toEqual({ status: 'pending' });

    // An editor's decision lands in the link result in the link vocabulary, and the rating follows.
    const item = items.find((i) => i.job_id === accepted.job_id) as unknown as {
      id: string;
      claim_id: string;
    };
    expect(item).toBeDefined();
    {
      const decided = await t.app.inject({
        method: 'POST',
        url: `/v1/review/${item.id}/decision`,
        headers: bearer(ws.key),
        payload: { verdict: 'verified_false' },
      });
      expect(decided.statusCode).toBe(200);
      const after = expectLinkResult((await waitForJob(t.app, ws.key, accepted.job_id)).result);
      const claim = after.claims.find((c) => c.id === item.claim_id)!;
      expect(claim).toMatchObject({
        verdict: 'false',
        review: { status: 'decided', verdict: 'verified_false' },
      });
      expect(['false', 'misleading']).toContain(after.rating);
      expect(after).not.toHaveProperty('verdict');
    }
  });

  it('checks the captions of a page <track>, with the time each claim was said', async () => {
    const job = await check(ws, `${site.origin}/videos/budget-speech`);
    expect(job.state).toBe('done');
    const result = expectLinkResult(job.result);
    expect(result.source).toMatchObject({
      kind: 'video',
      title: "Watch: Governor's budget speech to the Delta House of Assembly",
    });
    const growth = result.claims.find((c) => c.text.includes('4.2 percent growth'));
    expect(growth).toMatchObject({ at: '00:12:34', start_seconds: 754 });
    for (const claim of result.claims) expect(claim.at).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    expect(result.claims.map((c) => c.text).join(' ')).not.toContain('best budget');
  });

  it('checks an SRT file served as a download', async () => {
    const job = await check(ws, `${site.origin}/downloads/news-bulletin.srt`);
    const result = expectLinkResult(job.result);
    expect(result.source.kind).toBe('video');
    expect(result.claims.find((c) => c.text.includes('93.4 million'))).toMatchObject({ at: '00:01:15' });
  });

  it('checks a YouTube video through the caption provider', async () => {
    const job = await check(ws, `https://www.youtube.com/watch?v=${VIDEOS.json3}`);
    expect(job.state, JSON.stringify(job.error)).toBe('done');
    const result = expectLinkResult(job.result);
    expect(result.source).toEqual({
      url: `https://www.youtube.com/watch?v=${VIDEOS.json3}`,
      title: 'INEC chairman briefs press on voter registration {data}',
      kind: 'video',
    });
    expect(result.claims.find((c) => c.text.includes('9.5 million'))).toMatchObject({
      at: '00:12:05',
      start_seconds: 725,
    });
    expect(await linkUses(ws)).toEqual({ total: 4, link: 4 });
  });
});

describe('link failures and the trial limit', () => {
  let ws: Workspace;
  beforeAll(async () => {
    ws = await t.newWorkspace('linkfail');
  });

  it.each([
    ['a video page without captions', '/videos/flood'],
    ['an empty caption file', '/captions/empty.vtt'],
  ])('fails %s with no_captions', async (_what, path) => {
    const job = await check(ws, `${site.origin}${path}`);
    expect(job).toMatchObject({
      state: 'failed',
      error: { code: 'no_captions', message: expect.stringContaining('captions') },
    });
  });

  it('fails a YouTube video without captions with no_captions', async () => {
    const job = await check(ws, `https://youtu.be/${VIDEOS.none}`);
    expect(job).toMatchObject({ state: 'failed', error: { code: 'no_captions' } });
  });

  it('fails a huge page with too_large, without retrying for minutes', async () => {
    const started = Date.now();
    const job = await check(ws, `${site.origin}/huge.html`);
    expect(job).toMatchObject({ state: 'failed', error: { code: 'too_large' } });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('picks claims with the engine: a short false statement is checked, so the page is not rated true', async () => {
    // A workspace of its own: the free trial counts five links a month.
    const job = await check(await t.newWorkspace('link-claims'), `${site.origin}/news/states-and-voters`);
    expect(job.state, JSON.stringify(job.error)).toBe('done');
    const result = expectLinkResult(job.result);
    const states = result.claims.find((c) => c.text === 'Nigeria has 40 states.');
    expect(states).toMatchObject({ verdict: 'false', confidence: 'high' });
    expect(result.claims.find((c) => /93\.4 million/.test(c.text))).toMatchObject({ verdict: 'true' });
    expect(result.rating).toBe('false');
  });

  it('decodes a windows-1252 page correctly', async () => {
    const job = await check(ws, `${site.origin}/ogun/levy`);
    const result = expectLinkResult(job.result);
    expect(result.source.title).toBe('Café owners in Abéokuta protest “new levy” | Ogun Weekly');
    expect(result.claims.map((c) => c.text).join(' ')).toMatch(/Abéokuta|“new levy”|2,400 businesses/);
    expect(await linkUses(ws)).toEqual({ total: 5, link: 5 });
  });

  it('answers the sixth link of a free month with 402, uncounted', async () => {
    const res = await submit(ws, `${site.origin}/news/inflation-eases-march`);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      ok: false,
      status: 402,
      error: { code: 'quota_exceeded', message: expect.stringMatching(/link tool.*Upgrade/) },
    });
    expect(await linkUses(ws)).toEqual({ total: 5, link: 5 });
    // The check tool still works within the 100.
    const checkRes = await t.app.inject({
      method: 'POST',
      url: '/v1/check',
      headers: bearer(ws.key),
      payload: { text: 'Lagos has 20 local governments.', async: true },
    });
    expect(checkRes.statusCode).toBe(202);
  });
});

describe('redirects, XHTML, compression and the contract', () => {
  it('follows a redirect chain, reads XHTML and gzip pages', async () => {
    const ws = await t.newWorkspace('linkmisc');
    for (const path of ['/r/1', '/xhtml/article', '/news/inflation-eases-march.gz']) {
      const job = await check(ws, `${site.origin}${path}`);
      expect(job.state, `${path}: ${JSON.stringify(job.error)}`).toBe('done');
      expect(expectLinkResult(job.result).source.title).toBe('Inflation eases to 24.2% in March, NBS says');
    }
    const loop = await check(ws, `${site.origin}/loop`);
    expect(loop).toMatchObject({ state: 'failed', error: { code: 'too_many_redirects' } });
    const slow = await check(ws, `${site.origin}/slow.html`);
    expect(slow).toMatchObject({ state: 'failed', error: { code: 'fetch_timeout' } });
  });

  it('documents POST /v1/link and LinkResult in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    expect(doc.paths['/v1/link'].post.operationId).toBe('checkLink');
    expect(doc.paths['/v1/link'].post.responses['202']).toBeDefined();
    const schema = doc.components.schemas.LinkResult;
    expect(schema.required).toEqual(
      expect.arrayContaining(['rating', 'summary', 'source', 'claims', 'suggestion', 'disclaimer']),
    );
    expect(schema.properties.rating.enum).toEqual([...LINK_VERDICTS]);
  });

  it('rejects a body without url with 422 and details', async () => {
    const ws = await t.newWorkspace('linkbody');
    const res = await t.app.inject({ method: 'POST', url: '/v1/link', headers: bearer(ws.key), payload: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details[0].field).toBe('url');
  });
});
