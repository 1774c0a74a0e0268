import { requireOwner, type Principal } from '../auth/principal.js';
import type { ActivityLog } from '../activity/activity-log.js';
import { AppError, notFound } from '../errors/app-error.js';
import { UPGRADE_NOTE, type Plan } from '../usage/quota-policy.js';
import type { Clock } from '../shared/clock.js';
import { parseDocumentValue, parseNdjson, type ParsedLine } from './document-input.js';
import type {
  DocumentCaps,
  DocumentInput,
  ImportCounts,
  PublisherKind,
  PublisherRecord,
  SourceStore,
} from './ports.js';

export interface ImportReport extends ImportCounts {
  rejected: number;
  errors: Array<{ line: number; reason: string }>;
}

/** Largest batch written at once: keeps each statement small on a 10,000-line import. */
const BATCH = 500;

export function createSourceService(deps: {
  store: SourceStore;
  activity: ActivityLog;
  /**
   * Resolves once the service-wide publishers are loaded: a workspace's upload is compared with
   * them (it may not borrow their identity), so it must not run before they exist.
   */
  serviceSourcesReady?: () => Promise<void>;
  /** A workspace's plan: free workspaces' imports are held to `freeCaps`. */
  planOf: (workspaceId: string) => Promise<Plan | null>;
  freeCaps: DocumentCaps;
  clock: Clock;
}) {
  const { store } = deps;

  /**
   * Writes the documents in batches; on the free plan inside one capped transaction, so that an
   * import that would pass the day's or the corpus's cap is refused whole (402 naming the cap).
   */
  async function write(workspaceId: string | null, docs: DocumentInput[]): Promise<ImportCounts> {
    const inBatches = async (upsert: (batch: DocumentInput[]) => Promise<ImportCounts>) => {
      const total: ImportCounts = { created: 0, updated: 0, unchanged: 0 };
      for (let i = 0; i < docs.length; i += BATCH) {
        const counts = await upsert(docs.slice(i, i + BATCH));
        total.created += counts.created;
        total.updated += counts.updated;
        total.unchanged += counts.unchanged;
      }
      return total;
    };
    if (workspaceId === null || docs.length === 0 || (await deps.planOf(workspaceId)) !== 'free') {
      return inBatches((batch) => store.upsertDocuments(workspaceId, batch));
    }
    const outcome = await store.importCapped(workspaceId, deps.freeCaps, deps.clock.now(), inBatches);
    if (outcome.ok) return outcome.counts;
    throw new AppError(
      'quota_exceeded',
      outcome.limit === 'documents_per_day'
        ? `This import would bring today's imported documents to ${outcome.total}; the free plan imports ` +
            `${outcome.max} a day (limit: documents_per_day). Nothing was imported. ${UPGRADE_NOTE}`
        : `This import would bring the workspace's documents to ${outcome.total}; the free plan keeps ` +
            `${outcome.max} (limit: documents_stored). Nothing was imported. ${UPGRADE_NOTE}`,
    );
  }

  async function importParsed(
    workspaceId: string | null,
    lines: Array<{ line: number; result: ParsedLine }>,
  ): Promise<ImportReport> {
    if (workspaceId !== null) await deps.serviceSourcesReady?.();
    const report: ImportReport = { created: 0, updated: 0, unchanged: 0, rejected: 0, errors: [] };
    // The last occurrence of a URL wins, as if the lines had been sent one by one.
    const byUrl = new Map<string, DocumentInput>();
    for (const { line, result } of lines) {
      if (result.ok) byUrl.set(result.doc.url, result.doc);
      else {
        report.rejected += 1;
        report.errors.push({ line, reason: result.reason });
      }
    }
    const counts = await write(workspaceId, [...byUrl.values()]);
    return { ...report, ...counts };
  }

  return {
    listPublishers: (principal: Principal) => store.listPublishers(principal.workspaceId),

    async createPublisher(
      principal: Principal,
      input: { name: string; domain: string; kind: PublisherKind; trust: number },
    ): Promise<PublisherRecord> {
      requireOwner(principal, 'add trusted sources');
      const created = await store.createPublisher(principal.workspaceId, {
        ...input,
        domain: input.domain.toLowerCase().replace(/^www\./, ''),
      });
      if (created === 'conflict') {
        throw new AppError('validation_failed', 'This workspace already trusts that domain.', {
          details: [{ field: 'domain', message: 'already listed' }],
        });
      }
      await deps.activity.record({
        workspaceId: principal.workspaceId,
        actor: { id: principal.userId, email: principal.email },
        action: 'source.created',
        detail: { source_id: created.id, domain: created.domain },
      });
      return created;
    },

    async deletePublisher(principal: Principal, id: string): Promise<void> {
      requireOwner(principal, 'remove trusted sources');
      // Service-wide sources are not the workspace's to delete: 404 like any foreign resource.
      if (!(await store.deletePublisher(principal.workspaceId, id))) throw notFound('The source');
      await deps.activity.record({
        workspaceId: principal.workspaceId,
        actor: { id: principal.userId, email: principal.email },
        action: 'source.deleted',
        detail: { source_id: id },
      });
    },

    /** One JSON value (a document, a ClaimReview, or a JSON-LD graph/array of them). */
    importJson: (workspaceId: string | null, value: unknown) =>
      importParsed(
        workspaceId,
        parseDocumentValue(value).map((result) => ({ line: 1, result })),
      ),

    /** NDJSON text: one value per line; bad lines are reported with their line number. */
    importNdjson: (workspaceId: string | null, text: string) => importParsed(workspaceId, parseNdjson(text)),
  };
}

export type SourceService = ReturnType<typeof createSourceService>;
