import type { Principal } from '../auth/principal.js';
import { AppError } from '../errors/app-error.js';
import type { JobKind, JobRecord, JobState } from './job.js';

/** What GET /v1/jobs filters on; every field is optional and they combine with AND. */
export interface JobFilter {
  kind?: JobKind | undefined;
  state?: JobState | undefined;
  since?: Date | undefined;
  until?: Date | undefined;
  /** Words of the checked text (or the link's address), all of which must occur. */
  q?: string | undefined;
}

/** A position in the newest-first order: the last job of the previous page. */
export interface JobCursor {
  createdAt: Date;
  id: string;
}

/** Reads a workspace's past jobs page by page, newest first (keyset, so pages never shift). */
export interface JobHistoryStore {
  page(workspaceId: string, filter: JobFilter, after: JobCursor | null, limit: number): Promise<JobRecord[]>;
}

export const encodeCursor = (job: Pick<JobRecord, 'createdAt' | 'id'>) =>
  Buffer.from(`${job.createdAt.toISOString()}|${job.id}`).toString('base64url');

export function decodeCursor(raw: string): JobCursor {
  const [at, id] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (!id || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(createdAt.getTime())) {
    throw new AppError('validation_failed', 'The cursor is not one this service gave out.', {
      details: [{ field: 'cursor', message: 'must be a next_cursor value from a previous page' }],
    });
  }
  return { createdAt, id };
}

/** One claim of a finished job as the history and the export show it. */
export interface ClaimLine {
  id: string | null;
  text: string;
  verdict: string;
  confidence: string | null;
  sourcesCited: number;
  reviewStatus: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
}

interface RawClaim {
  id?: unknown;
  text?: unknown;
  verdict?: unknown;
  confidence?: unknown;
  sources_cited?: unknown;
  sources?: unknown;
  review?: { status?: unknown; verdict?: unknown; decided_by?: unknown; decided_at?: unknown } | null;
}

const str = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * The claims of a job's result, with an editor's decision in place of the engine's verdict
 * when there is one (that is the verdict the newsroom stands behind). Check and link results
 * share this shape closely enough: a link claim counts its sources instead of `sources_cited`.
 */
export function claimLines(job: JobRecord): ClaimLine[] {
  const claims = job.state === 'done' && Array.isArray(job.result?.claims) ? job.result.claims : [];
  return (claims as RawClaim[]).map((claim) => {
    const review = claim.review ?? null;
    const decided = review?.status === 'decided' ? str(review.verdict) : null;
    return {
      id: str(claim.id),
      text: str(claim.text) ?? '',
      verdict: decided ?? str(claim.verdict) ?? '',
      confidence: str(claim.confidence),
      sourcesCited:
        typeof claim.sources_cited === 'number'
          ? claim.sources_cited
          : Array.isArray(claim.sources)
            ? claim.sources.length
            : 0,
      reviewStatus: str(review?.status),
      decidedBy: str(review?.decided_by),
      decidedAt: str(review?.decided_at),
    };
  });
}

/** The checked text of a job: the text of a check, the address of a link. */
export const jobText = (job: JobRecord) => str(job.input.text) ?? str(job.input.url) ?? '';

export function createJobHistory(deps: { store: JobHistoryStore }) {
  return {
    /** One page of the caller's workspace's jobs and the cursor of the next page (null at the end). */
    async list(principal: Principal, filter: JobFilter, cursor: string | undefined, limit: number) {
      const after = cursor ? decodeCursor(cursor) : null;
      // One more than asked tells whether a next page exists without a count query.
      const rows = await deps.store.page(principal.workspaceId, filter, after, limit + 1);
      const jobs = rows.slice(0, limit);
      const last = jobs[jobs.length - 1];
      return { jobs, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
    },

    /**
     * Every matching job, newest first, read a page at a time: an export of a busy month never
     * holds more than one page in memory, and the caller writes each job out as it arrives.
     */
    async *all(principal: Principal, filter: JobFilter, pageSize = 200): AsyncGenerator<JobRecord> {
      let after: JobCursor | null = null;
      for (;;) {
        const rows = await deps.store.page(principal.workspaceId, filter, after, pageSize);
        yield* rows;
        const last = rows[rows.length - 1];
        if (rows.length < pageSize || !last) return;
        after = { createdAt: last.createdAt, id: last.id };
      }
    },
  };
}

export type JobHistory = ReturnType<typeof createJobHistory>;
