import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { FeedBus, FeedEntry } from '../core/election/feed.js';

type WireEntry = Omit<FeedEntry, 'id' | 'publishedAt'> & { id: string; publishedAt: string };

const toWire = (e: FeedEntry): WireEntry => ({
  ...e,
  id: e.id.toString(),
  publishedAt: e.publishedAt.toISOString(),
});
const fromWire = (w: WireEntry): FeedEntry => ({
  ...w,
  id: BigInt(w.id),
  publishedAt: new Date(w.publishedAt),
});

/**
 * New feed entries over Redis pub/sub, so an entry created by a worker or the replay command
 * reaches the SSE streams of every API process. Publishing uses the shared fail-fast connection;
 * subscribing needs a connection of its own (a subscribed ioredis client can do nothing else),
 * opened on the first subscriber and shared by all of this process's streams.
 */
export function createRedisFeedBus(opts: {
  publisher: Redis;
  url: string;
  channel: string;
  log: Logger;
}): FeedBus & { close(): Promise<void> } {
  const listeners = new Set<(entry: FeedEntry) => void>();
  let subscriber: Redis | null = null;
  let subscribed: Promise<void> | null = null;

  function connect(): Promise<void> {
    subscribed ??= (async () => {
      subscriber = new Redis(opts.url, {
        connectionName: 'gaskiya-feed-subscriber',
        maxRetriesPerRequest: null,
      });
      subscriber.on('error', (error) => opts.log.warn({ err: error }, 'feed subscriber connection error'));
      subscriber.on('message', (_channel: string, message: string) => {
        let entry: FeedEntry;
        try {
          entry = fromWire(JSON.parse(message) as WireEntry);
        } catch (error) {
          opts.log.warn({ err: error }, 'ignored a malformed feed message');
          return;
        }
        for (const listener of listeners) listener(entry);
      });
      await subscriber.subscribe(opts.channel);
    })();
    return subscribed;
  }

  return {
    async publish(entries) {
      for (const entry of entries) await opts.publisher.publish(opts.channel, JSON.stringify(toWire(entry)));
    },
    async subscribe(listener) {
      listeners.add(listener);
      await connect();
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      if (subscriber) subscriber.disconnect();
      subscriber = null;
      subscribed = null;
    },
  };
}
