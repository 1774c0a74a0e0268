import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EvidenceSearch } from '../../core/check/evidence-search.js';
import { AppError } from '../../core/errors/app-error.js';
import type { SourceService } from '../../core/sources/source-service.js';
import { commonErrors, errorEnvelopeSchema } from '../error-envelope.js';
import { principalOf } from '../principal.js';
import {
  createSourceBody,
  documentHitSchema,
  importBody,
  importReportSchema,
  searchQuery,
  sourceIdParams,
  sourceSchema,
  toSourceDto,
} from './sources.schemas.js';

const ownerErrors = { ...commonErrors, 403: errorEnvelopeSchema };

export function sourcesRoutes(deps: {
  sources: SourceService;
  search: EvidenceSearch;
}): FastifyPluginAsyncZod {
  return async (app) => {
    // NDJSON arrives as text; each line is parsed (and rejected on its own) by the import.
    app.addContentTypeParser('application/x-ndjson', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );

    app.get(
      '/v1/sources',
      {
        schema: {
          operationId: 'listSources',
          tags: ['sources'],
          summary: "The workspace's trusted publishers plus the service-wide ones",
          security: [{ bearer: [] }],
          response: { 200: z.object({ sources: z.array(sourceSchema) }), ...commonErrors },
        },
      },
      async (request) => ({
        sources: (await deps.sources.listPublishers(principalOf(request))).map(toSourceDto),
      }),
    );

    app.post(
      '/v1/sources',
      {
        schema: {
          operationId: 'createSource',
          tags: ['sources'],
          summary: 'Trust a publisher (owner only)',
          security: [{ bearer: [] }],
          body: createSourceBody,
          response: { 201: sourceSchema, ...ownerErrors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(toSourceDto(await deps.sources.createPublisher(principalOf(request), request.body))),
    );

    app.delete(
      '/v1/sources/:id',
      {
        schema: {
          operationId: 'deleteSource',
          tags: ['sources'],
          summary: 'Stop trusting a publisher and drop its documents (owner only; service-wide sources: 404)',
          security: [{ bearer: [] }],
          params: sourceIdParams,
          response: { 204: z.null().describe('Deleted'), 404: errorEnvelopeSchema, ...ownerErrors },
        },
      },
      async (request, reply) => {
        await deps.sources.deletePublisher(principalOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/v1/sources/documents',
      {
        schema: {
          operationId: 'importDocuments',
          tags: ['sources'],
          summary: 'Add documents: one JSON document, ClaimReview JSON-LD, or many as application/x-ndjson',
          security: [{ bearer: [] }],
          body: importBody,
          response: { 200: importReportSchema, ...commonErrors },
        },
      },
      async (request) => {
        const { workspaceId } = principalOf(request);
        if (typeof request.body === 'string') {
          if (!/^application\/x-ndjson/i.test(request.headers['content-type'] ?? '')) {
            throw new AppError('bad_request', 'Send one JSON document, or many as application/x-ndjson.');
          }
          return deps.sources.importNdjson(workspaceId, request.body);
        }
        const report = await deps.sources.importJson(workspaceId, request.body);
        // A single document that is wrong is the caller's mistake, not a partial import.
        if (
          report.rejected === 1 &&
          report.created + report.updated + report.unchanged === 0 &&
          !Array.isArray(request.body)
        ) {
          throw new AppError('validation_failed', 'The document is not valid.', {
            details: [{ field: 'body', message: report.errors[0]?.reason ?? 'invalid' }],
          });
        }
        return report;
      },
    );

    app.get(
      '/v1/sources/documents',
      {
        schema: {
          operationId: 'searchDocuments',
          tags: ['sources'],
          summary: 'Search the corpus the checker sees (own and service-wide documents), best match first',
          security: [{ bearer: [] }],
          querystring: searchQuery,
          response: { 200: z.object({ documents: z.array(documentHitSchema) }), ...commonErrors },
        },
      },
      async (request) => {
        const { workspaceId } = principalOf(request);
        const hits = await deps.search.search(workspaceId, request.query.q, request.query.limit);
        return {
          documents: hits.map((h) => ({
            id: h.documentId,
            url: h.url,
            title: h.title,
            publisher: h.publisher,
            excerpt: h.excerpt,
            rating: h.rating ?? null,
            claim_reviewed: h.claimReviewed ?? null,
            score: Math.round(h.score * 1000) / 1000,
          })),
        };
      },
    );
  };
}
