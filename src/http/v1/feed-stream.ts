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
 * start and held until the backlog is out, so none falls between the two. When the bus was down
 * (Redis restarted), the stream reads what it missed from the store the same way: a client that
 * stays connected through the restart still gets every entry, in order.
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
  /**
   * While the stream reads the store (its backlog, or what it missed while the bus was down), live
   * entries wait here, so none falls between the read and the live ones, and none comes out of order.
   */
  let reading = true;
  let readAgain = false;
  const held: FeedEntry[] = [];
  const raw = reply.raw;
  const send = (entry: FeedEntry) => {
    if (lastSent !== null && entry.id <= lastSent) return;
    lastSent = entry.id;
    raw.write(`id: ${entry.id}\nevent: entry\ndata: ${JSON.stringify(toEntryDto(entry))}\n\n`);
  };
  /** Where a read of missed entries starts when nothing was sent yet: the newest entry at opening. */
  let openedAt: bigint | null = null;
  const readStore = async () => {
    let from = lastSent ?? openedAt;
    if (from === null) return;
    for (;;) {
      const page = await opts.feed.since(opts.workspaceId, from, BACKLOG_PAGE);
      for (const entry of page) if (wanted(entry)) send(entry);
      if (page.length < BACKLOG_PAGE) break;
      from = page[page.length - 1]!.id;
    }
  };
  /**
   * Reads the store (unless `read` is false: a new stream has no backlog) until no gap is pending,
   * then lets the held live entries out.
   */
  const catchUp = async (read: boolean) => {
    do {
      readAgain = false;
      if (read) await readStore();
      read = true;
    } while (readAgain);
    reading = false;
    for (const entry of held.sort((a, b) => (a.id < b.id ? -1 : 1))) send(entry);
    held.length = 0;
  };
  const onGap = () => {
    if (reading) {
      readAgain = true;
      return;
    }
    reading = true;
    catchUp(true).catch((error: unknown) => {
      request.log.error({ err: error }, 'feed catch-up after a bus gap failed');
      raw.end();
    });
  };

  let unsubscribe = () => {};
  try {
    unsubscribe = await opts.feed.subscribe((entry) => {
      if (!wanted(entry)) return;
      if (reading) held.push(entry);
      else send(entry);
    }, onGap);
    if (lastSent === null) openedAt = await opts.feed.latestId();
  } catch (error) {
    unsubscribe();
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
    await catchUp(lastSent !== null);
  } catch (error) {
    request.log.error({ err: error }, 'feed backlog failed');
    raw.end();
  }
}
