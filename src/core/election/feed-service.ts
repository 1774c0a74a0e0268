import type { Principal } from '../auth/principal.js';
import { requireOwner } from '../auth/principal.js';
import { AppError, notFound } from '../errors/app-error.js';
import type { JobRecord } from '../jobs/job.js';
import type { Clock } from '../shared/clock.js';
import type {
  FeedBus,
  FeedEntry,
  FeedFetcher,
  FeedQuery,
  FeedStore,
  FetchedItem,
  NewFeedEntry,
  UrlGuard,
} from './feed.js';

export interface FeedServiceDeps {
  store: FeedStore;
  bus: FeedBus;
  fetcher: FeedFetcher;
  guard: UrlGuard;
  clock: Clock;
  /** Finds a job of the caller's workspace (404 otherwise). */
  findJob(principal: Principal, jobId: string): Promise<JobRecord>;
  /** Queues a poll of one source now (after it is added). */
  schedulePoll(sourceId: string): Promise<void>;
  /** The newsroom (workspace) that publishes a check: every reader sees who vouches for it. */
  newsroom(workspaceId: string): Promise<{ name: string; domain: string }>;
  log?: { warn(obj: object, msg: string): void };
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A feed item's identity: its GUID, else its link, else its title (RSS makes none mandatory). */
const itemKey = (item: FetchedItem) => item.guid?.trim() || item.link?.trim() || `title:${item.title.trim()}`;

export function createFeedService(deps: FeedServiceDeps) {
  const { store, bus, clock } = deps;

  async function insertAndAnnounce(entries: NewFeedEntry[]): Promise<FeedEntry[]> {
    if (entries.length === 0) return [];
    const inserted = await store.insert(entries);
    if (inserted.length) await bus.publish(inserted);
    return inserted;
  }

  return {
    list: (query: FeedQuery) => store.page(query),
    since: (workspaceId: string, afterId: bigint, limit: number) => store.since(workspaceId, afterId, limit),
    subscribe: (listener: (entry: FeedEntry) => void, onGap?: () => void) => bus.subscribe(listener, onGap),
    latestId: () => store.latestId(),
    insertAndAnnounce,

    async sources(principal: Principal) {
      return store.sources(principal.workspaceId);
    },

    async addSource(principal: Principal, url: string) {
      requireOwner(principal, 'add feed sources');
      const refused = await deps.guard.check(url);
      if (refused) {
        throw new AppError('validation_failed', `The feed URL cannot be used: it ${refused}.`, {
          details: [{ field: 'url', message: refused }],
        });
      }
      const result = await store.addSource(principal.workspaceId, url);
      if (result.created) await deps.schedulePoll(result.source.id);
      return result;
    },

    async removeSource(principal: Principal, id: string) {
      requireOwner(principal, 'remove feed sources');
      if (!(await store.removeSource(principal.workspaceId, id))) throw notFound('Feed source');
    },

    /** Puts a finished check of the caller's workspace in the feed, for every workspace to see. */
    async publishCheck(principal: Principal, jobId: string): Promise<{ entry: FeedEntry; created: boolean }> {
      const job = await deps.findJob(principal, jobId);
      if (job.kind !== 'check' || job.state !== 'done' || !job.result) {
        throw new AppError('validation_failed', 'Only a finished check (state "done") can be published.', {
          details: [{ field: 'job_id', message: `job is a ${job.kind} in state ${job.state}` }],
        });
      }
      const dedupeKey = `check:${job.id}`;
      const existing = await store.findByDedupeKey(dedupeKey);
      if (existing) return { entry: existing, created: false };
      const result = job.result as {
        verdict?: string;
        confidence?: string;
        claims?: Array<{ text?: string; verdict?: string; write_up?: string }>;
      };
      const top = result.claims?.[0];
      const text = String(top?.text ?? job.input.text ?? 'Checked claim');
      const newsroom = await deps.newsroom(job.workspaceId);
      const [entry] = await insertAndAnnounce([
        {
          kind: 'check',
          workspaceId: null,
          sourceId: null,
          dedupeKey,
          title: clip(`${text} — ${result.verdict ?? 'unproven'}`, 300),
          url: null,
          summary: clip(top?.write_up ?? '', 2000),
          author:
            newsroom.name === newsroom.domain ? newsroom.domain : `${newsroom.name} (${newsroom.domain})`,
          publishedAt: clock.now(),
          electionId: null,
          pollingUnitId: null,
          jobId: job.id,
          data: {
            published_by: { workspace_id: job.workspaceId, name: newsroom.name, domain: newsroom.domain },
            verdict: result.verdict ?? null,
            confidence: result.confidence ?? null,
            claims: (result.claims ?? []).map((c) => ({ text: c.text ?? '', verdict: c.verdict ?? null })),
          },
        },
      ]);
      // A concurrent publish of the same job inserted it first: answer with that one.
      if (!entry) return { entry: (await store.findByDedupeKey(dedupeKey))!, created: false };
      return { entry, created: true };
    },

    /** Polls one source or all of them; a failing feed is recorded on its source, not thrown. */
    async poll(sourceId?: string): Promise<{ polled: number; inserted: number }> {
      const sources = (await store.sources('all')).filter((s) => !sourceId || s.id === sourceId);
      let inserted = 0;
      for (const source of sources) {
        try {
          // Re-checked at fetch time: a name may resolve elsewhere than when it was added.
          const refused = source.workspaceId ? await deps.guard.check(source.url) : null;
          if (refused) throw new Error(`refused: the URL ${refused}`);
          const feed = await deps.fetcher.fetch(source.url);
          const now = clock.now();
          const entries = feed.items.map((item): NewFeedEntry => ({
            kind: 'news',
            workspaceId: source.workspaceId,
            sourceId: source.id,
            dedupeKey: `news:${source.id}:${itemKey(item)}`,
            title: clip(item.title || item.link || 'Untitled', 500),
            url: item.link,
            summary: clip(item.summary, 2000),
            author: item.author,
            // A date in the future is a feed's mistake: it would pin the item on top.
            publishedAt: item.publishedAt && item.publishedAt < now ? item.publishedAt : now,
            electionId: null,
            pollingUnitId: null,
            jobId: null,
            data: {},
          }));
          // Title first, so the new entries carry the feed's name.
          await store.markPolled(source.id, { title: feed.title, error: null });
          inserted += (await insertAndAnnounce(entries)).length;
        } catch (error) {
          deps.log?.warn({ err: error, sourceId: source.id }, 'feed poll failed');
          await store.markPolled(source.id, { error: clip((error as Error).message, 500) });
        }
      }
      return { polled: sources.length, inserted };
    },
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
