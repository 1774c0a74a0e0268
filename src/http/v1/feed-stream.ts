import { isStorableBigint } from '../../core/shared/bounds.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FeedEntry } from '../../core/election/feed.js';
import { visibleTo } from '../../core/election/feed.js';
import type { FeedService } from '../../core/election/feed-service.js';
import type { StreamLease } from '../../redis/stream-leases.js';
import { toEntryDto } from './feed.schemas.js';

const HEARTBEAT_MS = 15_000;
const BACKLOG_PAGE = 500;

/**
 * `GET /v1/feed` with `Accept: text/event-stream`: Server-Sent Events, one `entry` event per new
 * feed entry, its id the entry id. With `Last-Event-ID` the entries created since that id are
 * sent first (the browser sends it on reconnect). Live entries are taken from the bus from the
 * start and held until the backlog is out, so none falls between the two.
 */
export async function streamFeed(
  request: FastifyRequest,
  reply: FastifyReply,
  opts: {
    feed: FeedService;
    workspaceId: string;
    electionId?: number | undefined;
    /** Open streams, ended when the server shuts down (they would hold it open otherwise). */
    open: Set<{ end(): void }>;
    /** This stream's place under the live-stream caps: renewed with each heartbeat, freed on close. */
    lease: StreamLease;
    /** Told when the stream opens and closes (the SSE clients gauge). */
    gauge?: { sseOpened(): void; sseClosed(): void };
  },
) {
  const lastEventId = String(request.headers['last-event-id'] ?? '').trim();
  const wanted = (entry: FeedEntry) =>
    visibleTo(entry, opts.workspaceId) &&
    (opts.electionId === undefined || entry.electionId === null || entry.electionId === opts.electionId);

  let lastSent = isStorableBigint(lastEventId) ? BigInt(lastEventId) : null;
  let backlogDone = false;
  const held: FeedEntry[] = [];
  const raw = reply.raw;
  const send = (entry: FeedEntry) => {
    if (lastSent !== null && entry.id <= lastSent) return;
    lastSent = entry.id;
    raw.write(`id: ${entry.id}\nevent: entry\ndata: ${JSON.stringify(toEntryDto(entry))}\n\n`);
  };

  let unsubscribe: () => void;
  try {
    unsubscribe = await opts.feed.subscribe((entry) => {
      if (!wanted(entry)) return;
      if (backlogDone) send(entry);
      else held.push(entry);
    });
  } catch (error) {
    await opts.lease.release();
    throw error;
  }

  reply.hijack();
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write(`retry: 3000\n: connected\n\n`);

  const heartbeat = setInterval(() => {
    raw.write(`: ping\n\n`);
    void opts.lease.renew();
  }, HEARTBEAT_MS);
  opts.open.add(raw);
  opts.gauge?.sseOpened();
  const cleanUp = () => {
    opts.gauge?.sseClosed();
    clearInterval(heartbeat);
    unsubscribe();
    opts.open.delete(raw);
    void opts.lease.release();
  };
  // A client gone before the listener was attached would otherwise keep its place until it lapses.
  if (raw.destroyed) cleanUp();
  else request.raw.once('close', cleanUp);

  try {
    if (lastSent !== null) {
      for (;;) {
        const page = await opts.feed.since(opts.workspaceId, lastSent, BACKLOG_PAGE);
        for (const entry of page) if (wanted(entry)) send(entry);
        if (page.length < BACKLOG_PAGE) break;
        lastSent = page[page.length - 1]!.id;
      }
    }
  } catch (error) {
    request.log.error({ err: error }, 'feed backlog failed');
    raw.end();
    return;
  }
  backlogDone = true;
  for (const entry of held.sort((a, b) => (a.id < b.id ? -1 : 1))) send(entry);
  held.length = 0;
}
