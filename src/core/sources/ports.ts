/** Trusted sources: publishers a workspace trusts and the documents the checker searches. */

export const PUBLISHER_KINDS = ['fact_checker', 'official', 'news', 'other'] as const;
export type PublisherKind = (typeof PUBLISHER_KINDS)[number];

export interface PublisherRecord {
  id: string;
  /** null: service-wide, shipped with Gaskiya, visible to every workspace. */
  workspaceId: string | null;
  name: string;
  domain: string;
  kind: PublisherKind;
  trust: number;
}

/** A document ready to store (validated, publisher resolved by the store). */
export interface DocumentInput {
  url: string;
  title: string;
  text: string;
  publisher: string;
  publishedAt: Date | null;
  /** The claim a fact-check reviewed, and its published rating. */
  claimText: string | null;
  rating: string | null;
  claimReview: Record<string, unknown> | null;
}

export interface ImportCounts {
  created: number;
  updated: number;
  /** Identical to what was already stored: re-importing the same file changes nothing. */
  unchanged: number;
}

export interface DocumentHit {
  id: string;
  url: string;
  title: string;
  publisher: string;
  excerpt: string;
  claim_text: string | null;
  rating: string | null;
  score: number;
}

/** Free-plan caps on a workspace's corpus (FREE_MAX_DOCUMENTS, FREE_MAX_DOCUMENTS_PER_DAY). */
export interface DocumentCaps {
  maxStored: number;
  maxPerDay: number;
}

/** Persistence of publishers and documents; `workspaceId` null writes service-wide rows. */
export interface SourceStore {
  listPublishers(workspaceId: string): Promise<PublisherRecord[]>;
  createPublisher(
    workspaceId: string,
    p: Omit<PublisherRecord, 'id' | 'workspaceId'>,
  ): Promise<PublisherRecord | 'conflict'>;
  /** Deletes the workspace's own publisher and its documents; false when not found. */
  deletePublisher(workspaceId: string, id: string): Promise<boolean>;
  /**
   * Upserts by (workspace, url). A document's publisher is matched by domain or name among the
   * publishers the workspace sees, and created as a workspace publisher of kind `other` (or
   * `fact_checker` for a ClaimReview) with trust 0.5 when none matches.
   */
  upsertDocuments(workspaceId: string | null, docs: DocumentInput[]): Promise<ImportCounts>;
  /**
   * Runs `write` (which upserts through the function it is given) for a workspace on a capped
   * plan: alone among that workspace's capped imports and in one transaction. After writing, the
   * documents written on `day` (UTC) and the documents stored are compared with `caps`; over
   * either, every write is undone and the cap reached is returned instead.
   */
  importCapped(
    workspaceId: string,
    caps: DocumentCaps,
    day: Date,
    write: (upsert: (docs: DocumentInput[]) => Promise<ImportCounts>) => Promise<ImportCounts>,
  ): Promise<
    | { ok: true; counts: ImportCounts }
    | { ok: false; limit: 'documents_per_day' | 'documents_stored'; max: number; total: number }
  >;
  /**
   * Deletes service-wide documents by url (facts the shipped file no longer carries, e.g. moved
   * to a new url); returns how many existed.
   */
  deleteServiceDocuments(urls: string[]): Promise<number>;
  /** Publishers are created with this seed when they are first met. */
  upsertPublisher(
    workspaceId: string | null,
    p: Omit<PublisherRecord, 'id' | 'workspaceId'>,
  ): Promise<PublisherRecord>;
}
