import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../core/errors/app-error.js';
import type { FeedService } from '../../core/election/feed-service.js';
import { commonErrors, errorEnvelopeSchema } from '../error-envelope.js';
import { principalOf } from '../principal.js';
import type { StreamLeases } from '../../redis/stream-leases.js';
import { streamFeed } from './feed-stream.js';
import {
  addSourceBody,
  decodeCursor,
  encodeCursor,
  feedEntrySchema,
  feedPageSchema,
  feedQuery,
  feedSourceSchema,
  publishBody,
  sourceIdParams,
  toEntryDto,
  toSourceDto,
} from './feed.schemas.js';

export function feedRoutes(deps: {
  feed: FeedService;
  /** Caps on live streams per credential and per workspace (MAX_FEED_STREAMS_PER_*). */
  streamLeases: StreamLeases;
  gauge?: { sseOpened(): void; sseClosed(): void };
}): FastifyPluginAsyncZod {
  return async (app) => {
    const streams = new Set<{ end(): void }>();
    // Live streams never finish on their own: end them so a shutdown does not wait on clients
    // (they reconnect elsewhere with Last-Event-ID).
    app.addHook('preClose', async () => {
      for (const stream of streams) stream.end();
    });

    app.get(
      '/v1/feed',
      {
        schema: {
          operationId: 'listFeed',
          tags: ['elections'],
          summary:
            'Posts and news about the vote, newest first; `Accept: text/event-stream` streams new ones live',
          description:
            'Pages are ordered by published_at then id, newest first; follow `next_cursor`. With ' +
            '`Accept: text/event-stream` the answer is a Server-Sent Events stream of `entry` events ' +
            '(data: a FeedEntry, id: its id); send `Last-Event-ID` to receive what was missed. A workspace ' +
            'sees the service-wide entries and the news of its own feed sources. Not counted as a tool use. ' +
            'Live streams are capped per key or session and per workspace: one more answers 429 ' +
            '`rate_limited` naming `live_streams`.',
          security: [{ bearer: [] }],
          querystring: feedQuery,
          response: { 200: feedPageSchema, ...commonErrors },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        const q = request.query;
        if (String(request.headers.accept ?? '').includes('text/event-stream')) {
          // Taken before the stream starts, so a refusal is an ordinary 429 envelope.
          const lease = await deps.streamLeases.acquire(principal);
          await streamFeed(request, reply, {
            feed: deps.feed,
            workspaceId: principal.workspaceId,
            electionId: q.election,
            open: streams,
            lease,
            gauge: deps.gauge,
          });
          return reply;
        }
        const after = q.cursor === undefined ? undefined : decodeCursor(q.cursor);
        if (after === null) {
          throw new AppError('validation_failed', 'The cursor is not one this API gave out.', {
            details: [{ field: 'querystring.cursor', message: 'is not a valid cursor' }],
          });
        }
        const page = await deps.feed.list({
          workspaceId: principal.workspaceId,
          electionId: q.election,
          since: q.since ? new Date(q.since) : undefined,
          after,
          limit: q.limit,
        });
        return {
          entries: page.entries.map(toEntryDto),
          next_cursor: page.next ? encodeCursor(page.next) : null,
        };
      },
    );

    app.get(
      '/v1/feed/sources',
      {
        schema: {
          operationId: 'listFeedSources',
          tags: ['elections'],
          summary: "The RSS/Atom feeds polled for this workspace: its own and the service's",
          security: [{ bearer: [] }],
          response: { 200: z.object({ sources: z.array(feedSourceSchema) }), ...commonErrors },
        },
      },
      async (request) => ({ sources: (await deps.feed.sources(principalOf(request))).map(toSourceDto) }),
    );

    app.post(
      '/v1/feed/sources',
      {
        schema: {
          operationId: 'addFeedSource',
          tags: ['elections'],
          summary:
            'Add an RSS/Atom feed for this workspace (owner); its news is visible to this workspace only',
          description:
            'Polled at once, then on the service schedule. 201 when added, 200 when it was already there.',
          security: [{ bearer: [] }],
          body: addSourceBody,
          response: {
            200: feedSourceSchema,
            201: feedSourceSchema,
            403: errorEnvelopeSchema,
            ...commonErrors,
          },
        },
      },
      async (request, reply) => {
        const { source, created } = await deps.feed.addSource(principalOf(request), request.body.url);
        return reply.status(created ? 201 : 200).send(toSourceDto(source));
      },
    );

    app.delete(
      '/v1/feed/sources/:id',
      {
        schema: {
          operationId: 'removeFeedSource',
          tags: ['elections'],
          summary: "Remove one of this workspace's feed sources (owner) and its news",
          security: [{ bearer: [] }],
          params: sourceIdParams,
          response: {
            204: z.null().describe('Removed'),
            403: errorEnvelopeSchema,
            404: errorEnvelopeSchema,
            ...commonErrors,
          },
        },
      },
      async (request, reply) => {
        await deps.feed.removeSource(principalOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/v1/feed/posts',
      {
        schema: {
          operationId: 'publishCheck',
          tags: ['elections'],
          summary: "Publish one of this workspace's finished checks to the feed (every workspace sees it)",
          description:
            "201 when published, 200 when it already was. Another workspace's job: 404; a job not done: 422.",
          security: [{ bearer: [] }],
          body: publishBody,
          response: { 200: feedEntrySchema, 201: feedEntrySchema, 404: errorEnvelopeSchema, ...commonErrors },
        },
      },
      async (request, reply) => {
        const { entry, created } = await deps.feed.publishCheck(principalOf(request), request.body.job_id);
        return reply.status(created ? 201 : 200).send(toEntryDto(entry));
      },
    );
  };
}
