import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let ws: Awaited<ReturnType<TestApp['newWorkspace']>>;
let other: Awaited<ReturnType<TestApp['newWorkspace']>>;

beforeAll(async () => {
  t = await createTestApp();
  ws = await t.newWorkspace('sources');
  other = await t.newWorkspace('elsewhere');
});
afterAll(() => t.close());

const inject = (
  token: string,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
  contentType?: string,
) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...(contentType ? { 'content-type': contentType } : {}) },
    ...(payload === undefined ? {} : { payload: payload as string }),
  });

describe('trusted sources', () => {
  it('creates, lists and deletes a workspace source; service-wide ones are listed and read-only', async () => {
    const created = await inject(ws.key, 'POST', '/v1/sources', {
      name: 'Dubawa',
      domain: 'Dubawa.org',
      kind: 'fact_checker',
      trust: 0.9,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Dubawa',
      domain: 'dubawa.org',
      kind: 'fact_checker',
      trust: 0.9,
      scope: 'workspace',
    });
    const dup = await inject(ws.key, 'POST', '/v1/sources', {
      name: 'Dubawa',
      domain: 'dubawa.org',
      kind: 'fact_checker',
      trust: 0.9,
    });
    expect(dup.statusCode).toBe(422);
    const bad = await inject(ws.key, 'POST', '/v1/sources', {
      name: 'X',
      domain: 'x.org',
      kind: 'blog',
      trust: 2,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.code).toBe('validation_failed');

    // Checking once loads the shipped official facts.
    await inject(ws.key, 'POST', '/v1/check', { text: 'Nigeria has 774 local government areas.' });
    const list = (await inject(ws.key, 'GET', '/v1/sources')).json().sources as Array<{
      id: string;
      domain: string;
      scope: string;
    }>;
    expect(list.map((s) => s.domain)).toEqual(
      expect.arrayContaining(['dubawa.org', 'inecnigeria.org', 'nigerianstat.gov.ng', 'cbn.gov.ng']),
    );
    const inec = list.find((s) => s.domain === 'inecnigeria.org');
    expect(inec?.scope).toBe('service');
    expect((await inject(ws.key, 'DELETE', `/v1/sources/${inec?.id}`)).statusCode).toBe(404);

    // Another workspace neither sees nor deletes it.
    const mine = list.find((s) => s.domain === 'dubawa.org');
    const theirs = (await inject(other.key, 'GET', '/v1/sources')).json().sources as Array<{
      domain: string;
    }>;
    expect(theirs.map((s) => s.domain)).not.toContain('dubawa.org');
    expect((await inject(other.key, 'DELETE', `/v1/sources/${mine?.id}`)).statusCode).toBe(404);
    expect((await inject(ws.key, 'DELETE', `/v1/sources/${mine?.id}`)).statusCode).toBe(204);
    expect((await inject(ws.key, 'DELETE', `/v1/sources/${mine?.id}`)).statusCode).toBe(404);
    expect((await inject(ws.key, 'DELETE', '/v1/sources/not-a-uuid')).statusCode).toBe(404);
  });

  it('imports NDJSON, rejecting a bad line with its reason, and re-imports idempotently', async () => {
    const lines = [
      {
        url: 'https://news.example.ng/a',
        title: 'Kano flyover opened',
        text: 'The Kano state flyover was opened in May 2024.',
        publisher: 'Example News',
      },
      '{not json',
      { url: 'ftp://news.example.ng/b', title: 'Bad scheme', text: 'x', publisher: 'Example News' },
      {
        url: 'https://news.example.ng/c',
        title: 'Ogun refinery',
        text: 'A refinery in Ogun state started production.',
        publisher: 'Example News',
      },
    ]
      .map((l) => (typeof l === 'string' ? l : JSON.stringify(l)))
      .join('\n');
    const first = await inject(ws.key, 'POST', '/v1/sources/documents', lines, 'application/x-ndjson');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ created: 2, updated: 0, unchanged: 0, rejected: 2 });
    expect(first.json().errors).toEqual([
      { line: 2, reason: 'not valid JSON' },
      { line: 3, reason: expect.stringContaining('url') },
    ]);
    const again = await inject(ws.key, 'POST', '/v1/sources/documents', lines, 'application/x-ndjson');
    expect(again.json()).toMatchObject({ created: 0, updated: 0, unchanged: 2, rejected: 2 });
    const changed = lines.replace('opened in May 2024', 'opened in June 2024');
    expect(
      (await inject(ws.key, 'POST', '/v1/sources/documents', changed, 'application/x-ndjson')).json(),
    ).toMatchObject({
      created: 0,
      updated: 1,
      unchanged: 1,
    });

    const found = await inject(ws.key, 'GET', '/v1/sources/documents?q=Kano%20flyover');
    expect(found.json().documents[0]).toMatchObject({
      url: 'https://news.example.ng/a',
      publisher: 'Example News',
    });
    expect(found.json().documents[0].excerpt).toContain('June 2024');
    // The other workspace's corpus does not contain it.
    const elsewhere = await inject(other.key, 'GET', '/v1/sources/documents?q=Kano%20flyover');
    expect(elsewhere.json().documents.map((d: { url: string }) => d.url)).not.toContain(
      'https://news.example.ng/a',
    );
  });

  it('accepts schema.org ClaimReview JSON-LD as published', async () => {
    const claimReview = {
      '@context': 'https://schema.org',
      '@type': 'ClaimReview',
      url: 'https://factcheck.example.ng/2024/kano-bridge',
      claimReviewed: 'The new Kano bridge collapsed a week after it opened',
      datePublished: '2024-06-10',
      author: { '@type': 'Organization', name: 'Example Fact Desk', url: 'https://factcheck.example.ng' },
      reviewRating: {
        '@type': 'Rating',
        ratingValue: 1,
        bestRating: 5,
        worstRating: 1,
        alternateName: 'False',
      },
      itemReviewed: { '@type': 'Claim', author: { '@type': 'Person', name: 'A viral post' } },
    };
    const res = await inject(ws.key, 'POST', '/v1/sources/documents', claimReview);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: 1, rejected: 0 });
    const hits = (await inject(ws.key, 'GET', '/v1/sources/documents?q=Kano%20bridge%20collapsed')).json()
      .documents;
    expect(hits[0]).toMatchObject({
      publisher: 'Example Fact Desk',
      rating: 'False',
      claim_reviewed: claimReview.claimReviewed,
    });
    const sources = (await inject(ws.key, 'GET', '/v1/sources')).json().sources;
    expect(sources).toContainEqual(
      expect.objectContaining({ domain: 'factcheck.example.ng', kind: 'fact_checker' }),
    );

    const invalid = await inject(ws.key, 'POST', '/v1/sources/documents', {
      '@type': 'ClaimReview',
      url: 'https://x.ng/1',
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().error.details[0].message).toContain('claimReviewed');
    const plain = await inject(ws.key, 'POST', '/v1/sources/documents', 'hello', 'text/plain');
    expect(plain.statusCode).toBeGreaterThanOrEqual(400);
    expect(plain.statusCode).toBeLessThan(500);
  });
});
