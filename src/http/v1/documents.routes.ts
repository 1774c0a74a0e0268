import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DOCUMENT_TYPES, type DocumentService } from '../../core/documents/document-service.js';
import { toFigureView } from '../../core/documents/figure-view.js';
import { originOf } from '../../core/jobs/job-service.js';
import { commonErrors, errorEnvelopeSchema } from '../error-envelope.js';
import { principalOf } from '../principal.js';
import { accepted, acceptedSchema } from './check.schemas.js';
// Importing documentResultSchema registers the DocumentResult schema in the OpenAPI components.
import {
  documentIdParams,
  documentList,
  documentListQuery,
  documentQuery,
  documentResultSchema,
  documentWithFigures,
  figuresAnswer,
  figuresQuery,
  toDocumentDto,
} from './documents.schemas.js';

/**
 * The documents tool: POST /v1/documents (the file as the raw body), the workspace's documents,
 * one document with its figures, and GET /v1/figures (key figures best first).
 */
export function documentsRoutes(deps: { documents: DocumentService }): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(uploadRoute(deps));
    await app.register(readRoutes(deps));
  };
}

function uploadRoute(deps: { documents: DocumentService }): FastifyPluginAsyncZod {
  const { maxBytes } = deps.documents.limits;
  return async (app) => {
    // In this plugin only: every body is raw bytes; the service decides the type (415) itself.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxBytes }, (_r, body, done) =>
      done(null, body),
    );

    app.post(
      '/v1/documents',
      {
        bodyLimit: maxBytes,
        schema: {
          operationId: 'uploadDocument',
          tags: ['documents'],
          summary: 'Read an official document (PDF, HTML, text) and its key figures',
          description:
            `Send the file itself as the body with its Content-Type (${DOCUMENT_TYPES.join(', ')}); title, publisher, ` +
            'url and published_at go in the query. Answers 202; poll GET /v1/job/{job_id} for a DocumentResult. ' +
            'PDFs are read from their text layer (no OCR) in a thread of their own. One use of the documents tool ' +
            `(a trial tool: 5 a month in a free workspace). Larger than ${maxBytes} bytes: 413; another type: 415; ` +
            'neither is counted. A password-protected, damaged or image-only PDF, or one with more pages than the ' +
            'service reads, fails the job with `unreadable_document` and the use is given back. The figures become ' +
            "evidence for this workspace's checks.",
          security: [{ bearer: [] }],
          querystring: documentQuery,
          response: { 202: acceptedSchema, 402: errorEnvelopeSchema, ...commonErrors },
        },
      },
      async (request, reply) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const q = request.query;
        const job = await deps.documents.submit(
          originOf(principalOf(request)),
          {
            bytes: new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
            mediaType: String(request.headers['content-type'] ?? ''),
          },
          { title: q.title, publisher: q.publisher, url: q.url, publishedAt: q.published_at },
        );
        return reply
          .status(202)
          .header('location', `/v1/job/${job.id}`)
          .header('retry-after', '2')
          .send(accepted(job));
      },
    );
  };
}

function readRoutes(deps: { documents: DocumentService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v1/documents',
      {
        schema: {
          operationId: 'listDocuments',
          tags: ['documents'],
          summary: "The workspace's documents, newest first",
          security: [{ bearer: [] }],
          querystring: documentListQuery,
          response: { 200: documentList, ...commonErrors },
        },
      },
      async (request) => {
        const page = await deps.documents.list(principalOf(request).workspaceId, request.query);
        return { documents: page.documents.map(toDocumentDto), next_cursor: page.nextCursor };
      },
    );

    app.get(
      '/v1/documents/:id',
      {
        schema: {
          operationId: 'getDocument',
          tags: ['documents'],
          summary: 'A document and its key figures, in reading order',
          description: "Another workspace's document, or an unknown id: 404.",
          security: [{ bearer: [] }],
          params: documentIdParams,
          response: { 200: documentWithFigures, 404: errorEnvelopeSchema, ...commonErrors },
        },
      },
      async (request) => {
        const { document, figures } = await deps.documents.get(
          principalOf(request).workspaceId,
          request.params.id,
        );
        return { ...toDocumentDto(document), figures: figures.map(toFigureView) };
      },
    );

    app.get(
      '/v1/figures',
      {
        schema: {
          operationId: 'searchFigures',
          tags: ['documents'],
          summary: "Search the key figures of the workspace's documents, best first",
          description:
            'Full-text search over what each figure counts, where, when, its sentence and its document. All the ' +
            'words must match (quotes and -word work as in a web search); when none match so, any word will do.',
          security: [{ bearer: [] }],
          querystring: figuresQuery,
          response: { 200: figuresAnswer, ...commonErrors },
        },
      },
      async (request) => {
        const { q, limit } = request.query;
        const figures = await deps.documents.figures(principalOf(request).workspaceId, q, limit);
        return { figures: figures.map(toFigureView) };
      },
    );
  };
}

export const documentResultComponent = documentResultSchema;
