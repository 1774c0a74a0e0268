import { Queue } from 'bullmq';
import { z } from 'zod';
import type { StructuredDataSource } from '../../core/check/pipeline/ports.js';
import { createElectionFacts } from '../../core/election/election-facts.js';
import { createElectionService, type ElectionService } from '../../core/election/election-service.js';
import { createFeedService, type FeedService } from '../../core/election/feed-service.js';
import { createElectionReadStore } from '../../db/election/election-read-store.js';
import { importStatus } from '../../db/election/import-lock.js';
import { pgPoolOf } from '../../db/prisma.js';
import { SHIPPED_ELECTION_DATA } from '../../files/shipped-data.js';
import { startFirstImport } from '../election-first-import.js';
import { createFeedStore } from '../../db/election/feed-store.js';
import { createSafeFetcher } from '../../../adapters/web/safe-fetcher.js';
import { createAddressResolver } from '../../../adapters/web/url-guard.js';
import { createRssFetcher, FEED_MEDIA } from '../../feed/rss-fetcher.js';
import { createFeedUrlGuard } from '../../feed/url-guard.js';
import { electionsRoutes } from '../../http/v1/elections.routes.js';
import { feedRoutes } from '../../http/v1/feed.routes.js';
import { partiesRoutes } from '../../http/v1/parties.routes.js';
import { unitsRoutes } from '../../http/v1/units.routes.js';
import { QUEUE_NAME } from '../../jobs/queue-runtime.js';
import { defineJob } from '../../jobs/registry.js';
import { createRedisFeedBus } from '../../redis/feed-bus.js';
import { createStreamLeases } from '../../redis/stream-leases.js';
import type { FeatureModule, Foundation } from '../feature.js';

export const FEED_POLL_JOB = 'election.feed-poll';
const FEED_SCHEDULER_ID = 'election-feed-poll';

/** The feed's parts for one process: store, Redis bus and service. Also used by the replay command. */
export function createFeedParts(foundation: Foundation) {
  const { env, db, redis, log } = foundation;
  const bus = createRedisFeedBus({
    publisher: redis,
    url: env.REDIS_URL,
    channel: `${env.QUEUE_PREFIX}:feed`,
    log,
  });
  const store = createFeedStore(db);
  const resolve = createAddressResolver({ allowPrivateNetworks: env.FETCH_ALLOW_PRIVATE_NETWORKS });
  const feed = createFeedService({
    store,
    bus,
    fetcher: createRssFetcher({
      fetcher: createSafeFetcher({
        resolve,
        media: FEED_MEDIA,
        timeoutMs: env.LINK_FETCH_TIMEOUT_MS,
        maxBytes: env.LINK_FETCH_MAX_BYTES,
        maxRedirects: env.LINK_FETCH_MAX_REDIRECTS,
      }),
    }),
    guard: createFeedUrlGuard(resolve),
    clock: foundation.clock,
    findJob: (principal, jobId) => foundation.jobs().get(principal, jobId),
    schedulePoll: (sourceId) => foundation.enqueue(FEED_POLL_JOB, { sourceId }),
    newsroom: async (workspaceId) =>
      foundation.db.workspace.findUniqueOrThrow({
        where: { id: workspaceId },
        select: { name: true, domain: true },
      }),
    log,
  });
  return { bus, store, feed };
}

/**
 * Evidence for the check engine from the election register: pass it to the engine module as
 * `createEngineModule(foundation, { structured: [createElectionFactsSource(foundation)] })`.
 */
export function createElectionFactsSource(foundation: Pick<Foundation, 'db'>): StructuredDataSource {
  return createElectionFacts({
    elections: createElectionService({ store: createElectionReadStore(foundation.db) }),
  });
}

/**
 * Election data: GET /v1/elections, /v1/units, /v1/parties and the feed (/v1/feed, its sources
 * and published checks), plus the scheduled poll of RSS/Atom sources (worker processes).
 */
export function createElectionModule(
  foundation: Foundation,
): FeatureModule & { elections: ElectionService; feed: FeedService } {
  const { env, log } = foundation;
  const elections = createElectionService({ store: createElectionReadStore(foundation.db) });
  const { bus, store, feed } = createFeedParts(foundation);
  let scheduler: Queue | null = null;

  return {
    name: 'election',
    elections,
    feed,
    authenticatedRoutes: [
      electionsRoutes({ elections, importStatus: () => importStatus(pgPoolOf(foundation.db)) }),
      unitsRoutes({ elections }),
      partiesRoutes({ elections }),
      feedRoutes({
        feed,
        streamLeases: createStreamLeases(foundation.redis, {
          prefix: foundation.env.QUEUE_PREFIX,
          perCredential: foundation.env.MAX_FEED_STREAMS_PER_CREDENTIAL,
          perWorkspace: foundation.env.MAX_FEED_STREAMS_PER_WORKSPACE,
        }),
        gauge: foundation.metrics,
      }),
    ],
    jobs: [
      defineJob({
        name: FEED_POLL_JOB,
        payload: z.object({ sourceId: z.uuid().optional() }),
        // The next scheduled poll is the retry: a failing feed is recorded on its source.
        attempts: 1,
        async handle(payload, ctx) {
          const outcome = await feed.poll(payload.sourceId);
          ctx.log.info(outcome, 'feed sources polled');
        },
      }),
    ],
    async startWorker() {
      if (env.ELECTION_IMPORT_AT_START) {
        await startFirstImport({
          databaseUrl: env.DATABASE_URL,
          dir: env.ELECTION_DATA_DIR ?? SHIPPED_ELECTION_DATA,
          log,
        });
      }
      await store.syncServiceSources(env.FEED_URLS);
      // BullMQ's job scheduler: one repeatable poll for the whole deployment, however many workers.
      scheduler = new Queue(QUEUE_NAME, {
        connection: foundation.redis,
        prefix: env.QUEUE_PREFIX,
        skipWaitingForReady: true,
      });
      // Without a listener BullMQ writes each reconnection error to stderr as a bare stack.
      scheduler.on('error', (error) => log.warn({ err: error }, 'scheduler queue error'));
      await scheduler.upsertJobScheduler(
        FEED_SCHEDULER_ID,
        { every: env.FEED_POLL_SECONDS * 1000 },
        {
          name: FEED_POLL_JOB,
          data: {},
          opts: { attempts: 1, removeOnComplete: true, removeOnFail: { count: 100 } },
        },
      );
      log.info(
        { every: env.FEED_POLL_SECONDS, serviceFeeds: env.FEED_URLS.length },
        'election feed polling scheduled',
      );
    },
    async close() {
      await scheduler?.close();
      await bus.close();
    },
  };
}
