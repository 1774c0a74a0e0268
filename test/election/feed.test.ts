import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayUploads } from '../../src/core/election/replay.js';
import { createUploadTimeline } from '../../src/db/election/upload-timeline.js';
import { createFeedParts } from '../../src/main/modules/election.js';
import { bearer, createTestApp, waitForJob, type TestApp } from '../support/test-app.js';
import { hasData, importInto, makeSlice } from './slice.js';

/** A real RSS 2.0 document, as newsroom CMSs publish them. */
const rss = (
  items: Array<{ guid: string; title: string; day: number }>,
) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>Election Desk</title>
    <link>https://news.example.ng/</link>
    <description>Live coverage</description>
    ${items
      .map(
        (i) => `<item>
      <title>${i.title}</title>
      <link>https://news.example.ng/${i.guid}</link>
      <guid isPermaLink="false">${i.guid}</guid>
      <dc:creator>Desk</dc:creator>
      <pubDate>Sat, ${String(i.day).padStart(2, '0')} Feb 2023 10:00:00 GMT</pubDate>
      <description>&lt;p&gt;${i.title} in full.&lt;/p&gt;</description>
    </item>`,
      )
      .join('\n')}
  </channel>
</rss>`;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Reads SSE events from a streaming fetch until `count` entry events arrived. */
async function readEvents(response: Response, count: number, timeoutMs = 10_000) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: Array<{ id: string; data: { id: string; kind: string; title: string } }> = [];
  let buffer = '';
  const deadline = Date.now() + timeoutMs;
  while (events.length < count && Date.now() < deadline) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<{ done: true; value: undefined }>((resolve) =>
        setTimeout(() => resolve({ done: true, value: undefined }), deadline - Date.now()),
      ),
    ]);
    if (chunk.done) break;
    buffer += decoder.decode(chunk.value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const fields = Object.fromEntries(
        block
          .split('\n')
          .filter((l) => !l.startsWith(':') && l.includes(':'))
          .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]),
      );
      if (fields.event === 'entry') events.push({ id: fields.id!, data: JSON.parse(fields.data!) });
    }
  }
  await reader.cancel();
  return events;
}

describe('feed: RSS sources, published checks, pagination', () => {
  let t: TestApp;
  let server: Server;
  let items = [
    { guid: 'a-1', title: 'Polls open in Kano', day: 25 },
    { guid: 'a-2', title: 'Card readers delayed in Lagos', day: 25 },
  ];
  let feedUrl: string;

  beforeAll(async () => {
    server = createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(rss(items)),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.xml`;
    t = await createTestApp({
      env: { FETCH_ALLOW_PRIVATE_NETWORKS: 'true', FEED_POLL_SECONDS: '3600' },
      worker: true,
    });
  });
  afterAll(async () => {
    await t?.close();
    server?.close();
  });

  it('ingests a workspace feed once per item, visible to that workspace only', async () => {
    const owner = await t.newWorkspace('desk');
    const other = await t.newWorkspace('other');
    const added = await t.app.inject({
      method: 'POST',
      url: '/v1/feed/sources',
      headers: bearer(owner.key),
      payload: { url: feedUrl },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ url: feedUrl, scope: 'workspace' });
    const again = await t.app.inject({
      method: 'POST',
      url: '/v1/feed/sources',
      headers: bearer(owner.key),
      payload: { url: feedUrl },
    });
    expect(again.statusCode).toBe(200);

    const news = async (key: string) =>
      (await t.app.inject({ method: 'GET', url: '/v1/feed', headers: bearer(key) }))
        .json()
        .entries.filter((e: { kind: string }) => e.kind === 'news');
    const firstPoll = await until(
      () => news(owner.key),
      (e) => e.length >= 2,
    );
    expect(firstPoll.map((e: { title: string }) => e.title).sort()).toEqual([
      'Card readers delayed in Lagos',
      'Polls open in Kano',
    ]);
    expect(firstPoll[0]).toMatchObject({
      visibility: 'workspace',
      source: { title: 'Election Desk' },
      author: 'Desk',
    });

    // The next poll sees the same two items plus a new one: only the new one is added.
    items = [...items, { guid: 'a-3', title: 'Collation begins', day: 26 }];
    await t.container.foundation.enqueue('election.feed-poll', {});
    await until(
      () => news(owner.key),
      (e) => e.length >= 3,
    );
    await t.container.foundation.enqueue('election.feed-poll', {});
    await new Promise((resolve) => setTimeout(resolve, 500));
    const final = await news(owner.key);
    // Newest first; the two items of the same minute by arrival, latest first.
    expect(final.map((e: { title: string }) => e.title)).toEqual([
      'Collation begins',
      'Card readers delayed in Lagos',
      'Polls open in Kano',
    ]);
    expect(final).toHaveLength(3);
    expect(await news(other.key)).toEqual([]);

    const sources = (
      await t.app.inject({ method: 'GET', url: '/v1/feed/sources', headers: bearer(owner.key) })
    ).json().sources;
    expect(sources).toHaveLength(1);
    expect(sources[0].last_polled_at).not.toBeNull();
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/v1/feed/sources/${sources[0].id}`,
      headers: bearer(other.key),
    });
    expect(foreign.statusCode).toBe(404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/v1/feed/sources/${sources[0].id}`,
      headers: bearer(owner.key),
    });
    expect(removed.statusCode).toBe(204);
    expect(await news(owner.key)).toEqual([]);
  });

  it('refuses a feed URL that is not http(s)', async () => {
    const owner = await t.newWorkspace('desk');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/feed/sources',
      headers: bearer(owner.key),
      payload: { url: 'ftp://example.ng/feed' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('validation_failed');
  });

  // Runs before any check is published: published checks are everyone's and would join the pages.
  it('pages newest first with a cursor, and refuses a forged cursor', async () => {
    const reader = await t.newWorkspace('reader');
    const { feed } = createFeedParts(t.container.foundation);
    const base = Date.UTC(2023, 1, 25, 12);
    await feed.insertAndAnnounce(
      [0, 1, 2].map((i) => ({
        kind: 'news' as const,
        workspaceId: reader.workspaceId,
        sourceId: null,
        dedupeKey: `test:${reader.workspaceId}:${i}`,
        title: `post ${i}`,
        url: null,
        summary: '',
        author: null,
        publishedAt: new Date(base + i * 60_000),
        electionId: null,
        pollingUnitId: null,
        jobId: null,
        data: {},
      })),
    );
    const mine = async (url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: bearer(reader.key) })).json();
    const page1 = await mine('/v1/feed?limit=2&since=2023-02-25T00:00:00Z');
    expect(page1.entries.map((e: { title: string }) => e.title)).toEqual(['post 2', 'post 1']);
    const page2 = await mine(`/v1/feed?limit=2&since=2023-02-25T00:00:00Z&cursor=${page1.next_cursor}`);
    expect(page2.entries.map((e: { title: string }) => e.title)).toEqual(['post 0']);
    expect(page2.next_cursor).toBeNull();
    const forged = await t.app.inject({
      method: 'GET',
      url: '/v1/feed?cursor=bm9wZQ',
      headers: bearer(reader.key),
    });
    expect(forged.statusCode).toBe(422);
  });
  it("publishes a workspace's finished check for everyone; another workspace's job is 404", async () => {
    const owner = await t.newWorkspace('desk');
    const other = await t.newWorkspace('other');
    const check = await t.app.inject({
      method: 'POST',
      url: '/v1/check',
      headers: bearer(owner.key),
      payload: { text: 'INEC registered 93.4 million voters for the 2023 general election.', async: true },
    });
    expect(check.statusCode).toBe(202);
    const jobId = check.json().job_id;
    await waitForJob(t.app, owner.key, jobId);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/v1/feed/posts',
      headers: bearer(other.key),
      payload: { job_id: jobId },
    });
    expect(foreign.statusCode).toBe(404);
    const published = await t.app.inject({
      method: 'POST',
      url: '/v1/feed/posts',
      headers: bearer(owner.key),
      payload: { job_id: jobId },
    });
    expect(published.statusCode).toBe(201);
    expect(published.json()).toMatchObject({ kind: 'check', visibility: 'everyone', job_id: jobId });
    const twice = await t.app.inject({
      method: 'POST',
      url: '/v1/feed/posts',
      headers: bearer(owner.key),
      payload: { job_id: jobId },
    });
    expect(twice.statusCode).toBe(200);
    expect(twice.json().id).toBe(published.json().id);
    const seen = (await t.app.inject({ method: 'GET', url: '/v1/feed', headers: bearer(other.key) })).json()
      .entries;
    expect(seen.map((e: { id: string }) => e.id)).toContain(published.json().id);
  });
});

describe('feed: service-wide sources from FEED_URLS, polled on a BullMQ schedule', () => {
  let t: TestApp;
  let server: Server;
  let hits = 0;

  beforeAll(async () => {
    server = createServer((_req, res) => {
      hits++;
      res
        .writeHead(200, { 'content-type': 'application/rss+xml' })
        .end(rss([{ guid: 's-1', title: 'INEC briefing at noon', day: 24 }]));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/service.xml`;
    // The local feed server is on loopback, which feed polling refuses unless this switch is on.
    t = await createTestApp({
      env: { FEED_URLS: url, FEED_POLL_SECONDS: '1', FETCH_ALLOW_PRIVATE_NETWORKS: 'true' },
      worker: true,
    });
  });
  afterAll(async () => {
    await t?.close();
    server?.close();
  });

  it('polls the service feeds every FEED_POLL_SECONDS and shows their news to every workspace', async () => {
    const a = await t.newWorkspace('a');
    const b = await t.newWorkspace('b');
    const newsOf = async (key: string) =>
      (await t.app.inject({ method: 'GET', url: '/v1/feed', headers: bearer(key) }))
        .json()
        .entries.filter((e: { kind: string }) => e.kind === 'news');
    const seen = await until(
      () => newsOf(a.key),
      (e) => e.length > 0,
    );
    expect(seen).toEqual([
      expect.objectContaining({ title: 'INEC briefing at noon', visibility: 'everyone' }),
    ]);
    await until(
      async () => hits,
      (n) => n >= 3,
      10_000,
    );
    expect(hits).toBeGreaterThanOrEqual(3);
    expect(await newsOf(b.key)).toHaveLength(1);
    const sources = (
      await t.app.inject({ method: 'GET', url: '/v1/feed/sources', headers: bearer(a.key) })
    ).json().sources;
    expect(sources).toEqual([
      expect.objectContaining({ scope: 'service', title: 'Election Desk', last_error: null }),
    ]);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/v1/feed/sources/${sources[0].id}`,
      headers: bearer(a.key),
    });
    expect(remove.statusCode).toBe(404);
  });
});

describe.skipIf(!hasData)('feed: live upload events over SSE', () => {
  let t: TestApp;
  let closed = false;
  let dir: string;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp();
    dir = (await makeSlice(['01/01/01/'])).dir;
    await importInto(t.container.env.DATABASE_URL, dir);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    if (!closed) await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('streams replayed upload events live and resumes after Last-Event-ID', async () => {
    const { key } = await t.newWorkspace('live');
    const { feed } = createFeedParts(t.container.foundation);
    const open = (headers: Record<string, string> = {}) =>
      fetch(`${base}/v1/feed?election=1292`, {
        headers: { ...bearer(key), accept: 'text/event-stream', ...headers },
      });

    const live = await open();
    expect(live.status).toBe(200);
    expect(live.headers.get('content-type')).toContain('text/event-stream');
    const received = readEvents(live, 2);
    const replay = await replayUploads({
      timeline: createUploadTimeline(t.container.db),
      announce: (entries) => feed.insertAndAnnounce(entries),
      clock: t.container.foundation.clock,
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      electionId: 1292,
      speed: 1e9,
      limit: 2,
      runId: `test-${Date.now()}`,
    });
    expect(replay.announced).toBe(2);
    const events = await received;
    expect(events).toHaveLength(2);
    expect(events.map((e) => e.data.kind)).toEqual(['upload', 'upload']);
    expect(events[0]!.data.title).toMatch(/^Result sheet uploaded: .+ \(01-01-01-\d{3}\), ABA NORTH, ABIA$/);
    expect(BigInt(events[1]!.id)).toBeGreaterThan(BigInt(events[0]!.id));

    // A client that saw only the first event reconnects and gets the second from the backlog.
    const resumed = await open({ 'last-event-id': events[0]!.id });
    const missed = await readEvents(resumed, 1);
    expect(missed.map((e) => e.id)).toEqual([events[1]!.id]);

    // A shutdown ends open streams instead of waiting for their clients.
    const lingering = await open();
    const ended = lingering.body!.getReader();
    await t.close();
    closed = true;
    for (;;) if ((await ended.read()).done) break;
  });
});
