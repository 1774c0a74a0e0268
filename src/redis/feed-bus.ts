import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { FeedBus, FeedEntry } from '../core/election/feed.js';
import { untilReady } from './connection.js';

/** How long a publish waits for a reconnecting publisher before it leaves the entries to the gap. */
const PUBLISH_WAIT_MS = 10_000;

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
 *
 * Pub/sub keeps nothing: a message published while a subscriber is reconnecting (Redis restarted,
 * a connection cut) never reaches it. So each reconnection of the subscriber, once subscribed
 * again, tells every gap listener to read what it missed from the store; and a publish that fails
 * waits for the publisher to reconnect and tries once more, then gives the entries up to the gap
 * (they are stored already) rather than failing whoever stored them: the replay command, a feed
 * poll, a published check.
 */
export function createRedisFeedBus(opts: {
  publisher: Redis;
  url: string;
  channel: string;
  log: Logger;
}): FeedBus & { close(): Promise<void> } {
  const listeners = new Set<(entry: FeedEntry) => void>();
  const gapListeners = new Set<() => void>();
  let subscriber: Redis | null = null;
  let subscribed: Promise<void> | null = null;

  function connect(): Promise<void> {
    subscribed ??= (async () => {
      const connection = new Redis(opts.url, {
        // Named by channel, so an operator (or a test) can tell one deployment's subscriber from another's.
        connectionName: `gaskiya-feed-subscriber:${opts.channel}`,
        maxRetriesPerRequest: null,
      });
      subscriber = connection;
      connection.on('error', (error) => opts.log.warn({ err: error }, 'feed subscriber connection error'));
      let subscribedOnce = false;
      // 'ready' comes before ioredis re-sends its subscriptions: subscribe again (idempotent) and
      // only then report the gap, so nothing announced after the listeners' catch-up read is missed.
      connection.on('ready', () => {
        if (!subscribedOnce) return;
        connection
          .subscribe(opts.channel)
          .then(() => {
            for (const onGap of gapListeners) onGap();
          })
          .catch((error: unknown) => opts.log.warn({ err: error }, 'feed resubscription failed'));
      });
      connection.on('message', (_channel: string, message: string) => {
        let entry: FeedEntry;
        try {
          entry = fromWire(JSON.parse(message) as WireEntry);
        } catch (error) {
          opts.log.warn({ err: error }, 'ignored a malformed feed message');
          return;
        }
        for (const listener of listeners) listener(entry);
      });
      await connection.subscribe(opts.channel);
      subscribedOnce = true;
    })();
    return subscribed;
  }

  return {
    async publish(entries) {
      const messages = entries.map((entry) => JSON.stringify(toWire(entry)));
      const sendAll = async () => {
        for (const message of messages) await opts.publisher.publish(opts.channel, message);
      };
      try {
        await sendAll();
      } catch (first) {
        try {
          await untilReady(opts.publisher, PUBLISH_WAIT_MS);
          await sendAll();
        } catch {
          opts.log.warn(
            { err: first, entries: entries.length },
            'feed entries stored but not announced: streams read them at the gap',
          );
        }
      }
    },
    async subscribe(listener, onGap) {
      listeners.add(listener);
      if (onGap) gapListeners.add(onGap);
      await connect();
      return () => {
        listeners.delete(listener);
        if (onGap) gapListeners.delete(onGap);
      };
    },
    async close() {
      listeners.clear();
      gapListeners.clear();
      if (subscriber) subscriber.disconnect();
      subscriber = null;
      subscribed = null;
    },
  };
}
