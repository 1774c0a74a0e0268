import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewFeedEntry } from '../../src/core/election/feed.js';
import { createFeedStore } from '../../src/db/election/feed-store.js';
import { createFeedParts } from '../../src/main/modules/election.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Redis pub/sub keeps nothing: an entry announced while an API process's feed subscriber is
 * reconnecting (Redis restarted on election night) never reaches it. The SSE streams read what
 * they missed from the store when the subscriber is back. Here the entry is stored and never
 * announced at all, so only that catch-up can deliver it, and the subscriber's connection is cut
 * with CLIENT KILL as a Redis restart cuts it.
 */
let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
});

const entry = (title: string, workspaceId: string | null = null): NewFeedEntry => ({
  kind: 'news',
  workspaceId,
  sourceId: null,
  dedupeKey: `gap-test:${randomUUID()}`,
  title,
  url: null,
  summary: '',
  author: null,
  publishedAt: new Date(),
  electionId: null,
  pollingUnitId: null,
  jobId: null,
  data: {},
});

/** Reads `entry` events from an open SSE response as they come. */
function eventReader(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: Array<{ id: string; title: string }> = [];
  let buffer = '';
  const pump = (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) return;
      buffer += decoder.decode(chunk.value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^data: (.+)$/m.exec(block)?.[1];
        if (/^event: entry$/m.test(block) && data) {
          events.push({
            id: /^id: (.+)$/m.exec(block)![1]!,
            title: (JSON.parse(data) as { title: string }).title,
          });
        }
      }
    }
  })();
  return {
    events,
    /** Resolves once `count` events arrived (fails the test after 10 s). */
    async until(count: number) {
      const deadline = Date.now() + 10_000;
      while (events.length < count) {
        if (Date.now() > deadline) throw new Error(`got ${events.length} of ${count} events`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return events;
    },
    close: () => reader.cancel().then(() => pump),
  };
}

/** Cuts this app's feed subscriber connection, as a Redis restart does. */
async function cutSubscriber() {
  const name = `gaskiya-feed-subscriber:${t.container.env.QUEUE_PREFIX}:feed`;
  const list = String(await t.container.foundation.redis.client('LIST'));
  const ids = list
    .split('\n')
    .filter((line) => line.includes(` name=${name} `))
    .map((line) => /(?:^| )id=(\d+)/.exec(line)![1]!);
  expect(ids).toHaveLength(1);
  await t.container.foundation.redis.client('KILL', 'ID', ids[0]!);
}

describe('SSE streams read what the bus missed while it was down', () => {
  it('a stream that has sent entries gets the ones announced nowhere, after the gap, in order', async () => {
    const { key, workspaceId } = await t.newWorkspace('gap-sent');
    const { feed } = createFeedParts(t.container.foundation);
    const store = createFeedStore(t.container.db);
    const response = await fetch(`${base}/v1/feed`, {
      headers: { ...bearer(key), accept: 'text/event-stream' },
    });
    expect(response.status).toBe(200);
    const stream = eventReader(response);

    await feed.insertAndAnnounce([entry('announced live', workspaceId)]);
    await stream.until(1);

    // Stored while the bus is "down": never announced.
    const missed = await store.insert([entry('missed one', workspaceId), entry('missed two')]);
    expect(missed).toHaveLength(2);
    await cutSubscriber();
    const events = await stream.until(3);
    expect(events.map((e) => e.title)).toEqual(['announced live', 'missed one', 'missed two']);

    // Live entries flow again after the catch-up, and none comes twice.
    await feed.insertAndAnnounce([entry('after the gap', workspaceId)]);
    await stream.until(4);
    expect(stream.events.map((e) => e.title)).toEqual([
      'announced live',
      'missed one',
      'missed two',
      'after the gap',
    ]);
    await stream.close();
  });

  it('a stream that has sent nothing yet starts its catch-up from where it opened', async () => {
    const { key, workspaceId } = await t.newWorkspace('gap-fresh');
    const { feed } = createFeedParts(t.container.foundation);
    const store = createFeedStore(t.container.db);
    await store.insert([entry('before the stream opened', workspaceId)]);
    const response = await fetch(`${base}/v1/feed`, {
      headers: { ...bearer(key), accept: 'text/event-stream' },
    });
    const stream = eventReader(response);
    // The stream is subscribed once its first bytes arrive (headers are written after subscribing).
    await store.insert([entry('stored during the gap', workspaceId)]);
    await cutSubscriber();
    await stream.until(1);
    await feed.insertAndAnnounce([entry('live again', workspaceId)]);
    const events = await stream.until(2);
    expect(events.map((e) => e.title)).toEqual(['stored during the gap', 'live again']);
    await stream.close();
  });
});
