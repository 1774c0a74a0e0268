import { AppError, notFound } from '../errors/app-error.js';
import type { JobOrigin, JobService } from '../jobs/job-service.js';
import type { JobRecord } from '../jobs/job.js';
import type { DocumentStore, KeyFigure, StoredDocument } from './ports.js';

/** The types the documents tool reads (the body's Content-Type, parameters aside). */
export const DOCUMENT_TYPES = ['application/pdf', 'text/html', 'text/plain'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export interface DocumentLimits {
  maxBytes: number;
  maxPages: number;
  readTimeoutMs: number;
}

export interface DocumentMeta {
  title?: string | undefined;
  publisher?: string | undefined;
  url?: string | undefined;
  publishedAt?: Date | undefined;
}

const bareType = (type: string | undefined) => (type ?? '').split(';')[0]!.trim().toLowerCase();
const mb = (bytes: number) => `${Math.round((bytes / 1_048_576) * 10) / 10} MB`;

/** Cursor of a document list: the last item's time and id, opaque to clients. */
const encodeCursor = (d: StoredDocument) =>
  Buffer.from(`${d.createdAt.toISOString()}|${d.id}`).toString('base64url');
function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(at ?? '');
  if (!id || Number.isNaN(createdAt.getTime()))
    throw new AppError('validation_failed', 'The cursor is not one this service gave.', {
      details: [{ field: 'cursor', message: 'unknown cursor' }],
    });
  return { createdAt, id };
}

/**
 * The documents tool. Type and size are decided before the job exists, so a refusal (415, 413)
 * costs nothing; an accepted file becomes one counted `document` job, read by a worker.
 */
export function createDocumentService(deps: {
  jobs: () => JobService;
  store: DocumentStore;
  limits: DocumentLimits;
}) {
  const { store, limits } = deps;
  return {
    limits,

    async submit(
      origin: JobOrigin,
      file: { bytes: Uint8Array; mediaType: string },
      meta: DocumentMeta,
    ): Promise<JobRecord> {
      const mediaType = bareType(file.mediaType);
      if (!(DOCUMENT_TYPES as readonly string[]).includes(mediaType))
        throw new AppError(
          'unsupported_media_type',
          `The documents tool reads ${DOCUMENT_TYPES.join(', ')}; ${mediaType || 'a body without a type'} is not one of them.`,
        );
      if (file.bytes.byteLength > limits.maxBytes)
        throw new AppError(
          'payload_too_large',
          `The document is ${mb(file.bytes.byteLength)}; the documents tool takes files up to ${mb(limits.maxBytes)}.`,
        );
      if (file.bytes.byteLength === 0)
        throw new AppError('validation_failed', 'The request body is empty: send the document as the body.', {
          details: [{ field: 'body', message: 'must not be empty' }],
        });
      const document = await store.create({
        workspaceId: origin.workspaceId,
        mediaType,
        bytes: file.bytes,
        title: meta.title?.trim() ?? '',
        publisher: meta.publisher?.trim() ?? '',
        url: meta.url ?? null,
        publishedAt: meta.publishedAt ?? null,
      });
      try {
        const job = await deps
          .jobs()
          .submit(origin, 'document', { document_id: document.id, media_type: mediaType });
        await store.attachJob(document.id, job.id);
        return job;
      } catch (error) {
        // Refused (quota) or never queued: the file has no job to serve.
        await store.remove(document.id).catch(() => undefined);
        throw error;
      }
    },

    async list(workspaceId: string, opts: { cursor?: string | undefined; limit: number }) {
      const before = opts.cursor ? decodeCursor(opts.cursor) : undefined;
      const documents = await store.list(workspaceId, {
        limit: opts.limit + 1,
        ...(before ? { before } : {}),
      });
      const page = documents.slice(0, opts.limit);
      const last = page.at(-1);
      return {
        documents: page,
        nextCursor: documents.length > opts.limit && last ? encodeCursor(last) : null,
      };
    },

    /** One document of this workspace with its figures; another workspace's is not found. */
    async get(
      workspaceId: string,
      documentId: string,
    ): Promise<{ document: StoredDocument; figures: KeyFigure[] }> {
      const document = await store.find(workspaceId, documentId);
      if (!document) throw notFound('The document');
      return { document, figures: await store.figuresOf(document.id) };
    },

    figures: (workspaceId: string, query: string, limit: number) =>
      store.searchFigures(workspaceId, query, limit),
  };
}

export type DocumentService = ReturnType<typeof createDocumentService>;
