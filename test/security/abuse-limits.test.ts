import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 19 point 10: limits that do not multiply. A workspace's allowance is shared by all its
 * credentials, live event streams are capped per credential and per workspace, and a free
 * workspace's corpus is capped in documents stored and documents imported per day. Each limit
 * holds exactly under concurrent requests and is named in the refusal.
 */

describe('requests per minute, per workspace as well as per credential', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { RATE_LIMIT_PER_MINUTE: '4', RATE_LIMIT_PER_MINUTE_PER_WORKSPACE: '8' },
    });
  });
  afterAll(() => t.close());

  it('a second key shares the workspace allowance instead of getting a fresh one', async () => {
    // newWorkspace spends one request (the session creates a key); two more keys: three in all.
    const ws = await t.newWorkspace('rate');
    const mint = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/keys',
          headers: bearer(ws.session),
          payload: { label: 'k' },
        })
      ).json().key as string;
    const keyB = await mint();
    const keyC = await mint();
    const burst = (key: string) =>
      Promise.all(
        Array.from({ length: 10 }, () =>
          t.app.inject({ method: 'GET', url: '/v1/usage', headers: bearer(key) }),
        ),
      );

    // Key A alone: its own cap (4) stops it; the workspace has now used 3 + 4 = 7 of 8.
    const a = await burst(ws.key);
    expect(a.filter((r) => r.statusCode === 200)).toHaveLength(4);
    const refusedA = a.filter((r) => r.statusCode === 429);
    expect(refusedA).toHaveLength(6);
    expect(refusedA[0]!.json()).toMatchObject({ ok: false, status: 429, error: { code: 'rate_limited' } });
    expect(refusedA[0]!.json().error.message).toContain('per key or session');

    // Key B has its own 4 on paper, but the workspace has one request left: exactly one passes.
    const b = await burst(keyB);
    expect(b.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refusedB = b.filter((r) => r.statusCode === 429);
    expect(refusedB).toHaveLength(9);
    // Four get past B's own cap; three of them meet the workspace's, and say so.
    const byWorkspace = refusedB.filter((r) => r.json().error.message.includes('(per workspace)'));
    expect(byWorkspace).toHaveLength(3);
    expect(byWorkspace[0]!.json().error.message).toContain('limit: requests_per_minute (per workspace)');
    expect(Number(refusedB[0]!.headers['retry-after'])).toBeGreaterThan(0);

    // A key never used, and the dashboard session, are refused too.
    for (const token of [keyC, ws.session]) {
      const again = await t.app.inject({ method: 'GET', url: '/v1/usage', headers: bearer(token) });
      expect(again.statusCode).toBe(429);
      expect(again.json().error.message).toContain('per workspace');
    }

    // Another workspace is not affected.
    const other = await t.newWorkspace('rate-other');
    const fine = await t.app.inject({ method: 'GET', url: '/v1/usage', headers: bearer(other.key) });
    expect(fine.statusCode).toBe(200);
    expect(fine.headers['x-ratelimit-remaining']).toBeDefined();
  });
});

describe('live event streams and free-plan documents', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        MAX_FEED_STREAMS_PER_CREDENTIAL: '2',
        MAX_FEED_STREAMS_PER_WORKSPACE: '3',
        FREE_MAX_DOCUMENTS: '4',
        FREE_MAX_DOCUMENTS_PER_DAY: '6',
      },
    });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const open = async (token: string) => {
    const controller = new AbortController();
    const response = await fetch(`${base}/v1/feed`, {
      headers: { ...bearer(token), accept: 'text/event-stream' },
      signal: controller.signal,
    });
    if (response.status !== 200) await response.text();
    return { response, close: () => controller.abort() };
  };

  it('caps live streams per credential and per workspace, exactly, and frees a place on close', async () => {
    const ws = await t.newWorkspace('streams');
    const keyB = (
      await t.app.inject({
        method: 'POST',
        url: '/v1/keys',
        headers: bearer(ws.session),
        payload: { label: 'b' },
      })
    ).json().key as string;

    const fromA = await Promise.all(Array.from({ length: 6 }, () => open(ws.key)));
    const liveA = fromA.filter((s) => s.response.status === 200);
    expect(liveA).toHaveLength(2);
    const refusedA = fromA.find((s) => s.response.status === 429)!;
    expect(refusedA.response.headers.get('retry-after')).toBeTruthy();

    const fromB = await Promise.all(Array.from({ length: 4 }, () => open(keyB)));
    const liveB = fromB.filter((s) => s.response.status === 200);
    expect(liveB).toHaveLength(1);
    const refusedB = await open(keyB);
    expect(refusedB.response.status).toBe(429);

    // The body of a refusal is the envelope and names the cap.
    const envelope = await fetch(`${base}/v1/feed`, {
      headers: { ...bearer(ws.key), accept: 'text/event-stream' },
    });
    expect(envelope.status).toBe(429);
    const body = (await envelope.json()) as { error: { message: string } };
    expect(body).toMatchObject({ ok: false, status: 429, error: { code: 'rate_limited' } });
    expect(body.error.message).toContain('live_streams (per key or session)');
    const wsBody = (await (
      await fetch(`${base}/v1/feed`, { headers: { ...bearer(ws.session), accept: 'text/event-stream' } })
    ).json()) as { error: { message: string } };
    expect(wsBody.error.message).toContain('live_streams (per workspace)');

    // Another workspace streams freely.
    const other = await t.newWorkspace('streams-other');
    const otherStream = await open(other.key);
    expect(otherStream.response.status).toBe(200);
    otherStream.close();

    // Closing a stream gives its place back (the server notices the disconnect).
    liveA[0]!.close();
    const deadline = Date.now() + 10_000;
    let reopened = await open(ws.key);
    while (reopened.response.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      reopened = await open(ws.key);
    }
    expect(reopened.response.status).toBe(200);
    for (const s of [...liveA, ...liveB, reopened]) s.close();
  });

  const doc = (n: number | string, text = 'The ministry reported 12 new clinics in Kano this year.') => ({
    url: `https://news.example.ng/${n}`,
    title: `Report ${n}`,
    text,
    publisher: 'Example News',
  });
  const importDocs = (token: string, docs: unknown[]) =>
    t.app.inject({ method: 'POST', url: '/v1/sources/documents', headers: bearer(token), payload: docs });
  const stored = (workspaceId: string) => t.container.db.document.count({ where: { workspaceId } });

  it('caps documents stored on the free plan, exactly under concurrent imports, with 402 naming it', async () => {
    const ws = await t.newWorkspace('docs-stored');
    const answers = await Promise.all(
      [0, 1, 2, 3].map((i) => importDocs(ws.key, [doc(`s${i}a`), doc(`s${i}b`)])),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    const refused = answers.filter((a) => a.statusCode === 402);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.json()).toMatchObject({ ok: false, status: 402, error: { code: 'quota_exceeded' } });
    expect(refused[0]!.json().error.message).toContain('limit: documents_stored');
    expect(await stored(ws.workspaceId)).toBe(4);

    // Changing a stored document adds no row: allowed.
    const [first] = answers.filter((a) => a.statusCode === 200);
    expect(first!.json().created).toBe(2);
    const ok = answers.findIndex((a) => a.statusCode === 200);
    const changed = await importDocs(ws.key, [doc(`s${ok}a`, 'Now 13 new clinics in Kano this year.')]);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ created: 0, updated: 1 });

    // Premium workspaces are not capped.
    await t.container.db.workspace.update({ where: { id: ws.workspaceId }, data: { plan: 'premium' } });
    const premium = await importDocs(ws.key, [doc('p1'), doc('p2'), doc('p3')]);
    expect(premium.statusCode).toBe(200);
    expect(await stored(ws.workspaceId)).toBe(7);
  });

  it('caps documents imported per day on the free plan; unchanged re-imports do not count', async () => {
    const ws = await t.newWorkspace('docs-daily');
    expect((await importDocs(ws.key, [doc('d1'), doc('d2'), doc('d3')])).json()).toMatchObject({
      created: 3,
    });
    // The same three again: nothing written, nothing counted.
    expect((await importDocs(ws.key, [doc('d1'), doc('d2'), doc('d3')])).json()).toMatchObject({
      unchanged: 3,
    });
    const edited = (n: string) => doc(n, `Edited: ${n} reports 20 clinics in Kano.`);
    // Two parallel edits of three documents each, with 3 left today: exactly one goes through.
    const answers = await Promise.all([
      importDocs(ws.key, [edited('d1'), edited('d2'), edited('d3')]),
      importDocs(ws.key, [doc('d1', 'Other 1'), doc('d2', 'Other 2'), doc('d3', 'Other 3')]),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 402]);
    const refused = answers.find((a) => a.statusCode === 402)!;
    expect(refused.json().error.message).toContain('limit: documents_per_day');
    const one = await importDocs(ws.key, [doc('d1', 'One more edit, 30 clinics.')]);
    expect(one.statusCode).toBe(402);
    expect(await stored(ws.workspaceId)).toBe(3);
    const day = new Date().toISOString().slice(0, 10);
    const counter = await t.container.db.documentImportDay.findUnique({
      where: { workspaceId_day: { workspaceId: ws.workspaceId, day: new Date(day) } },
    });
    expect(counter?.documents).toBe(6);
  });
});
