import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let ws: Awaited<ReturnType<TestApp['newWorkspace']>>;
beforeAll(async () => {
  t = await createTestApp();
  ws = await t.newWorkspace('hygiene');
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer(ws.key),
    ...(payload === undefined ? {} : { payload: payload as string }),
  });

const expect422 = (res: { statusCode: number; json(): unknown }, field: string) => {
  expect(res.statusCode).toBe(422);
  expect(res.json()).toMatchObject({
    ok: false,
    status: 422,
    error: { code: 'validation_failed', details: [expect.objectContaining({ field })] },
  });
};

describe('text PostgreSQL cannot store is refused with 422 naming the field', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['a lone high surrogate', 'x\uD800y'],
    ['a lone low surrogate', '\uDC00'],
  ])('%s', async (_, bad) => {
    expect422(await send('POST', '/v1/check', { text: `Nigeria has 36 states ${bad}` }), 'text');
    expect422(await send('POST', '/v1/keys', { label: bad }), 'label');
    expect422(await send('PUT', '/v1/workspace/style-guide', { text: bad }), 'text');
    expect422(
      await send('POST', '/v1/sources', { name: bad, domain: 'x.ng', kind: 'news', trust: 0.5 }),
      'name',
    );
    expect422(
      await send('POST', '/v1/sources/documents', {
        url: 'https://example.org/a',
        title: 'T',
        text: 'x',
        publisher: 'P',
        claim_review: { [`k${bad}`]: 'v' },
      }),
      `claim_review.k${bad}`,
    );
    expect422(await send('POST', '/v1/feed/sources', { url: `https://example.org/${bad}` }), 'url');
  });

  it('NUL in a query string', async () => {
    expect422(await send('GET', '/v1/sources/documents?q=a%00b'), 'query.q');
  });

  it('the check route still counts nothing for a refused text', async () => {
    const before = (await send('GET', '/v1/usage')).json().used;
    await send('POST', '/v1/check', { text: '\u0000' });
    expect((await send('GET', '/v1/usage')).json().used).toBe(before);
  });
});

describe('numbers, dates and domains out of range are 422', () => {
  it('an activity cursor past 2^63', async () => {
    const res = await send('GET', '/v1/workspace/activity?cursor=9223372036854775808');
    expect(res.statusCode).toBe(422);
  });

  it('a document published in year 0', async () => {
    const res = await send('POST', '/v1/sources/documents', {
      url: 'https://example.org/old',
      title: 'Old',
      text: 'Old news.',
      publisher: 'Archive',
      published_at: '0000-01-01',
    });
    expect([200, 422]).toContain(res.statusCode);
    if (res.statusCode === 200) expect(res.json()).toMatchObject({ created: 0, rejected: 1 });
  });

  it('a feed `since` in year 0', async () => {
    expect((await send('GET', '/v1/feed?since=0000-01-01T00:00:00Z')).statusCode).toBe(422);
  });

  it.each(['desk@xn--.ng', 'desk@-.ng', 'desk@ng', 'desk@[127.0.0.1]', 'desk@localhost'])(
    'an e-mail domain the Public Suffix List cannot place (%s), unauthenticated',
    async (email) => {
      const res = await t.app.inject({ method: 'POST', url: '/v1/auth/code', payload: { email } });
      expect(res.statusCode).toBe(422);
    },
  );
});
