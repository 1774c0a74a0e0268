/**
 * The election feed: news from RSS/Atom sources, result-sheet upload events and published checks,
 * newest first. Visibility: an entry with a workspace id is that workspace's alone (news from a
 * feed it configured); entries without one (service feeds, uploads, published checks) are for all.
 */
export type FeedEntryKind = 'news' | 'upload' | 'check';

export interface FeedEntry {
  /** Increasing with insertion: the SSE event id. */
  id: bigint;
  kind: FeedEntryKind;
  workspaceId: string | null;
  source: { id: string; title: string | null; url: string } | null;
  title: string;
  url: string | null;
  summary: string;
  author: string | null;
  publishedAt: Date;
  electionId: number | null;
  pollingUnitId: number | null;
  jobId: string | null;
  data: Record<string, unknown>;
}

export type NewFeedEntry = Omit<FeedEntry, 'id' | 'source'> & { sourceId: string | null; dedupeKey: string };

export interface FeedSource {
  id: string;
  workspaceId: string | null;
  url: string;
  title: string | null;
  createdAt: Date;
  lastPolledAt: Date | null;
  lastError: string | null;
}

export interface FeedPage {
  entries: FeedEntry[];
  /** Position after the last entry, or null at the end. */
  next: { publishedAt: Date; id: bigint } | null;
}

export interface FeedQuery {
  workspaceId: string;
  electionId?: number | undefined;
  since?: Date | undefined;
  after?: { publishedAt: Date; id: bigint } | undefined;
  limit: number;
}

/** Stored feed entries and sources. */
export interface FeedStore {
  page(query: FeedQuery): Promise<FeedPage>;
  /** Entries visible to the workspace with an id above `afterId`, oldest first (SSE resume). */
  since(workspaceId: string, afterId: bigint, limit: number): Promise<FeedEntry[]>;
  /** The highest entry id so far (0 when there is none): where a new stream would resume from. */
  latestId(): Promise<bigint>;
  /** Inserts new entries; duplicates (same dedupe key) are skipped. Returns the inserted ones. */
  insert(entries: NewFeedEntry[]): Promise<FeedEntry[]>;
  findByDedupeKey(key: string): Promise<FeedEntry | null>;
  sources(workspaceId: string | null | 'all'): Promise<FeedSource[]>;
  addSource(workspaceId: string | null, url: string): Promise<{ source: FeedSource; created: boolean }>;
  /** Removes a workspace's own source (and its entries); false when it has no such source. */
  removeSource(workspaceId: string, id: string): Promise<boolean>;
  /** Makes the service-wide sources exactly `urls` (FEED_URLS). */
  syncServiceSources(urls: string[]): Promise<void>;
  markPolled(id: string, outcome: { title?: string | null; error: string | null }): Promise<void>;
}

/** Carries new entries to every API process (for SSE), whichever process created them. */
export interface FeedBus {
  /**
   * Announces stored entries. Never rejects: an entry that could not be announced (the bus was
   * down) is still stored, and every listener is told of the gap when the bus is back.
   */
  publish(entries: FeedEntry[]): Promise<void>;
  /**
   * Calls `listener` for each new entry and `onGap` after the bus was down (entries announced
   * meanwhile may never arrive: read them from the store); returns the unsubscribe function.
   */
  subscribe(listener: (entry: FeedEntry) => void, onGap?: () => void): Promise<() => void>;
}

export interface FetchedItem {
  guid: string | null;
  link: string | null;
  title: string;
  summary: string;
  author: string | null;
  publishedAt: Date | null;
}

/** Fetches and parses an RSS or Atom feed. */
export interface FeedFetcher {
  fetch(url: string): Promise<{ title: string | null; items: FetchedItem[] }>;
}

/** Whether the service may fetch a URL a workspace gave; the reason when not. */
export interface UrlGuard {
  check(url: string): Promise<string | null>;
}

export const visibleTo = (entry: FeedEntry, workspaceId: string) =>
  entry.workspaceId === null || entry.workspaceId === workspaceId;
