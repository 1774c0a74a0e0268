import { createPdfReader } from '../../../adapters/pdf/pdf-reader.js';
import { createPageExtractor } from '../../../adapters/web/page-extractor.js';
import { createDocumentProcessor } from '../../core/documents/document-processor.js';
import { createDocumentService, type DocumentService } from '../../core/documents/document-service.js';
import type { HtmlReader } from '../../core/documents/ports.js';
import { createFigureEvidence } from '../../core/documents/figure-evidence.js';
import type { StructuredDataSource } from '../../core/check/pipeline/ports.js';
import { createDocumentPublishers } from '../../db/repositories/document-publishers.js';
import { createDocumentStore } from '../../db/repositories/document-store.js';
import { documentsRoutes } from '../../http/v1/documents.routes.js';
import type { FeatureModule, Foundation } from '../feature.js';

/** The link tool's extractor reading an uploaded page (no fetch: the body is the file). */
function htmlReader(): HtmlReader {
  const extractor = createPageExtractor();
  return {
    read(body, charset) {
      const page = extractor.extract({
        url: 'https://document.invalid/',
        mediaType: 'text/html',
        charset,
        body,
      });
      return { title: page.title, paragraphs: page.paragraphs };
    },
  };
}

/**
 * A workspace's document figures as evidence for its own checks: pass it to the engine module's
 * `structured` sources (and the engine threads build their own).
 */
export function createDocumentFiguresSource(foundation: Pick<Foundation, 'db'>): StructuredDataSource {
  const store = createDocumentStore(foundation.db);
  return createFigureEvidence({
    search: (workspaceId, query, limit) => store.searchFigures(workspaceId, query, limit),
    publisherOf: createDocumentPublishers(foundation.db),
  });
}

export interface DocumentsModule extends FeatureModule {
  documents: DocumentService;
}

/**
 * The documents tool (issue 12): POST/GET /v1/documents, GET /v1/figures and the `document` job
 * processor (PDF text layer in a thread, HTML through the link tool's extractor, plain text).
 */
export function createDocumentsModule(foundation: Foundation): DocumentsModule {
  const { env, db } = foundation;
  const store = createDocumentStore(db);
  const limits = {
    maxBytes: env.DOCUMENT_MAX_BYTES,
    maxPages: env.DOCUMENT_MAX_PAGES,
    readTimeoutMs: env.DOCUMENT_READ_TIMEOUT_MS,
  };
  const documents = createDocumentService({ jobs: foundation.jobs, store, limits });
  return {
    name: 'documents',
    documents,
    authenticatedRoutes: [documentsRoutes({ documents })],
    processors: {
      document: createDocumentProcessor({ store, pdf: createPdfReader(), html: htmlReader(), limits }),
    },
  };
}
