import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireOwner } from '../../core/auth/principal.js';
import { notFound } from '../../core/errors/app-error.js';
import type { FactCheckService } from '../../core/grouping/fact-check-service.js';
import { commonErrors, errorEnvelopeSchema } from '../error-envelope.js';
import { principalOf } from '../principal.js';
import {
  claimIdParams,
  claimReviewSchema,
  claimsQuery,
  claimsResponse,
  decodeCursor,
  encodeCursor,
  publishingBody,
  publishingResponse,
  toFactCheckDto,
} from './claims.schemas.js';

const feedPath = (slug: string) => `/public/${slug}/claim-reviews.json`;

/** The newsroom's fact-checks (api.md "Grouped tips, the newsroom's own fact-checks"). */
export function claimsRoutes(deps: {
  factChecks: FactCheckService;
  publicUrl: string | undefined;
}): FastifyPluginAsyncZod {
  const base = (deps.publicUrl ?? '').replace(/\/$/, '');
  return async (app) => {
    app.get(
      '/v1/claims',
      {
        schema: {
          operationId: 'listClaims',
          tags: ['claims'],
          summary: "The newsroom's decided claims (its fact-checks), newest first",
          security: [{ bearer: [] }],
          querystring: claimsQuery,
          response: { 200: claimsResponse, ...commonErrors },
        },
      },
      async (request) => {
        const { workspaceId } = principalOf(request);
        const { q, cursor, limit } = request.query;
        const page = await deps.factChecks.list(workspaceId, {
          q,
          after: decodeCursor(cursor),
          limit: limit + 1,
        });
        const shown = page.slice(0, limit);
        const last = shown[shown.length - 1];
        return {
          claims: shown.map(toFactCheckDto),
          next_cursor: page.length > limit && last ? encodeCursor(last) : null,
        };
      },
    );

    app.get(
      '/v1/claims/:id/claim-review',
      {
        schema: {
          operationId: 'getClaimReview',
          tags: ['claims'],
          summary: 'One fact-check as schema.org ClaimReview JSON-LD',
          security: [{ bearer: [] }],
          params: claimIdParams,
          response: { 200: claimReviewSchema, 404: errorEnvelopeSchema, ...commonErrors },
        },
      },
      async (request, reply) => {
        const review = await deps.factChecks.claimReview(principalOf(request).workspaceId, request.params.id);
        return reply.type('application/ld+json; charset=utf-8').send(review);
      },
    );

    app.get(
      '/v1/claims.ndjson',
      {
        schema: {
          operationId: 'exportClaimReviews',
          tags: ['claims'],
          summary: 'Every fact-check as ClaimReview JSON-LD, one per line (application/x-ndjson, streamed)',
          security: [{ bearer: [] }],
          response: { 200: z.string().describe('One ClaimReview object per line.'), ...commonErrors },
        },
      },
      async (request, reply) => {
        const { workspaceId } = principalOf(request);
        const reviews = deps.factChecks.export(workspaceId);
        async function* lines() {
          for await (const review of reviews) yield `${JSON.stringify(review)}\n`;
        }
        return reply.type('application/x-ndjson; charset=utf-8').send(Readable.from(lines()) as never); // a stream is sent as is, never serialised
      },
    );

    app.put(
      '/v1/workspace/publishing',
      {
        schema: {
          operationId: 'setPublishing',
          tags: ['claims'],
          summary: "Publish the newsroom's fact-checks as a public schema.org DataFeed (owner only)",
          security: [{ bearer: [] }],
          body: publishingBody,
          response: { 200: publishingResponse, 403: errorEnvelopeSchema, ...commonErrors },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        requireOwner(principal, 'change publishing');
        const p = await deps.factChecks.setPublishing(principal.workspaceId, {
          public: request.body.public,
          siteUrl: request.body.site_url ?? null,
        });
        return { public: p.public, site_url: p.siteUrl, feed_url: `${base}${feedPath(p.slug)}` };
      },
    );
  };
}

/** The public feed: no auth; a newsroom that does not publish is 404, like an unknown one. */
export function publicFeedRoutes(deps: {
  factChecks: FactCheckService;
  publicUrl: string | undefined;
}): FastifyPluginAsyncZod {
  const base = (deps.publicUrl ?? '').replace(/\/$/, '');
  return async (app) => {
    app.get(
      '/public/:slug/claim-reviews.json',
      {
        schema: {
          operationId: 'publicClaimReviewFeed',
          tags: ['claims'],
          summary: "A publishing newsroom's fact-checks as a schema.org DataFeed of ClaimReview (no auth)",
          params: z.object({ slug: z.string().max(300) }),
          response: {
            200: z.record(z.string(), z.unknown()),
            404: errorEnvelopeSchema,
            429: errorEnvelopeSchema,
          },
        },
      },
      async (request, reply) => {
        const feed = await deps.factChecks.publicFeed(
          request.params.slug,
          `${base}${feedPath(request.params.slug)}`,
        );
        if (!feed) throw notFound('A published feed');
        return reply
          .type('application/ld+json; charset=utf-8')
          .header('cache-control', 'public, max-age=300')
          .send(feed);
      },
    );
  };
}
