import { createCheckEngine } from '../../core/check/engine/check-engine.js';
import type { StructuredDataSource } from '../../core/check/pipeline/ports.js';
import { createRerankedSearch } from '../../core/check/retrieval/reranked-search.js';
import { createLocalStanceJudge } from '../../core/check/stance/local-stance.js';
import { createLocalWriteUpWriter } from '../../core/check/writeup/local-writer.js';
import { createReviewService, type ReviewService } from '../../core/review/review-service.js';
import { createSourceService, type SourceService } from '../../core/sources/source-service.js';
import { createCandidateSource } from '../../db/repositories/candidate-source.js';
import { installedWordVectors } from '../../../adapters/word-vectors/load.js';
import { createReviewStore } from '../../db/repositories/review-store.js';
import { createGroupingStore } from '../../db/repositories/grouping-store.js';
import { createSourceStore } from '../../db/repositories/source-store.js';
import { createUsageStore } from '../../db/repositories/usage-store.js';
import { createWorkspaceStore } from '../../db/repositories/workspace-store.js';
import { reviewRoutes } from '../../http/v1/review.routes.js';
import { sourcesRoutes } from '../../http/v1/sources.routes.js';
import type { FeatureModule, Foundation } from '../feature.js';
import { createEngineProviders } from './engine-providers.js';
import { createCheckThreadPool } from '../../engine-pool/check-thread-pool.js';
import {
  checkWithinBudget,
  searchWithinBudget,
  stanceWithinBudget,
  structuredWithinBudget,
} from '../../core/check/pipeline/time-budget.js';
import { loadServiceSources, serviceSourceWords } from './service-sources.js';
import { createSpellingMender } from '../../core/check/language/spelling.js';
import { warmUp } from '../../core/check/pipeline/warm-up.js';
import { STATES } from '../../core/shared/nigerian-states.js';
import { decisionQueue } from './grouping.js';

export interface EngineModule extends FeatureModule {
  sources: SourceService;
  review: ReviewService;
}

/**
 * The check engine: trusted sources and their routes,
 * reranked retrieval, local stance, verdicts, style-guided write-ups, and the review queue.
 * `structured` lets other features offer their own data as evidence (election figures).
 */
export function createEngineModule(
  foundation: Foundation,
  opts: { structured?: StructuredDataSource[] } = {},
): EngineModule {
  const { db, env, log } = foundation;
  const store = createSourceStore(db);
  const sources = createSourceService({
    store,
    activity: foundation.activity,
    serviceSourcesReady: () => ready(),
    planOf: createUsageStore(db).plan,
    freeCaps: { maxStored: env.FREE_MAX_DOCUMENTS, maxPerDay: env.FREE_MAX_DOCUMENTS_PER_DAY },
    clock: foundation.clock,
  });
  const reviewStore = createReviewStore(db, { publicUrl: env.PUBLIC_URL });
  const groupingStore = createGroupingStore(db);
  const review = createReviewService({
    store: reviewStore,
    events: foundation.events,
    clock: foundation.clock,
    decisions: decisionQueue(foundation),
  });
  foundation.events.subscribe('job.finished', async ({ job }) => {
    if (job.state === 'done') await review.reconcileFinishedJob(job.id);
  });

  // Loaded once per process before the first check; a failure is retried on the next check.
  let seeding: Promise<void> | null = null;
  const ready = () =>
    (seeding ??= loadServiceSources({ store, sources })
      .then((report) => log.info({ ...report, errors: undefined }, 'service-wide sources loaded'))
      .catch((error: unknown) => {
        seeding = null;
        throw error;
      }));

  const inProcess = createLocalCheckEngine({
    env,
    log,
    db,
    structured: opts.structured ?? [],
    ready,
    onFallback: (provider) => foundation.metrics.providerFallback(provider),
  });
  // The engine's CPU work runs in worker threads, off the event loop that answers requests.
  const pool =
    env.CHECK_THREADS > 0
      ? createCheckThreadPool({
          env,
          log,
          threads: env.CHECK_THREADS,
          before: ready,
          onFallback: (provider) => foundation.metrics.providerFallback(provider),
        })
      : null;

  return {
    name: 'engine',
    sources,
    review,
    checkEngine: pool ?? inProcess.engine,
    authenticatedRoutes: [
      sourcesRoutes({ sources, search: inProcess.search }),
      reviewRoutes({ review, suggestions: groupingStore.resolveSuggestion }),
    ],
    startWorker: ready,
    // Threads started and warmed now; in process (CHECK_THREADS=0) the one engine is warmed here.
    warm: async () => {
      if (pool) return pool.warm();
      await ready();
      if (!inProcess.remote)
        await warmUp(inProcess.engine, (error) => log.warn({ err: error }, 'engine warm-up check failed'));
    },
    close: async () => pool?.close(),
  };
}

/**
 * The check engine as configured, in the calling thread: the one factory used both in process
 * (CHECK_THREADS=0) and inside each engine thread (src/engine-pool/engine-thread.ts). Every check
 * runs under the CHECK_BUDGET_MS time budget.
 */
export function createLocalCheckEngine(deps: {
  env: Foundation['env'];
  log: Foundation['log'];
  db: Foundation['db'];
  structured: StructuredDataSource[];
  ready?: () => Promise<void>;
  /** Told each remote provider's fallback (metrics; an engine thread passes them to its parent). */
  onFallback?: (provider: string) => void;
}) {
  const { env, log, db } = deps;
  const store = createSourceStore(db);
  const vectors = installedWordVectors((why) => log.warn(why));
  const search = createRerankedSearch(createCandidateSource(db), vectors);
  // Misspelt words of a claim mended to the starter facts' words; a common English word is kept.
  // The states are names too ("Anambara" is Anambra), said by the sources or not.
  const spelling = createSpellingMender(
    [...serviceSourceWords(), ...STATES.flatMap((state) => state.split(' '))],
    vectors ? (w) => vectors.rowOf(w) : undefined,
  );
  const workspaces = createWorkspaceStore(db);
  const local = { stance: createLocalStanceJudge(), writer: createLocalWriteUpWriter() };
  // Remote providers (LLM, Google Fact Check, SearXNG) where configured, each falling back to local.
  const providers = createEngineProviders({ env, log }, local, deps.onFallback);
  if (providers.enabled.length) log.info({ providers: providers.enabled }, 'engine providers enabled');
  const engine = createCheckEngine({
    language: providers.language,
    extractor: providers.extractor,
    evidence: searchWithinBudget(search),
    stance: stanceWithinBudget(providers.stance ?? local.stance),
    writer: providers.writer ?? local.writer,
    translator: providers.translator,
    external: providers.external,
    collectNotes: providers.collectNotes,
    degraded: providers.degraded,
    spelling,
    structured: deps.structured.map(structuredWithinBudget),
    maxClaims: env.CHECK_MAX_CLAIMS,
    styleGuide: async (workspaceId) => (await workspaces.find(workspaceId))?.styleGuide ?? '',
    trustedDomains: async (workspaceId) => (await store.listPublishers(workspaceId)).map((p) => p.domain),
  });
  return {
    engine: checkWithinBudget(engine, env.CHECK_BUDGET_MS, deps.ready),
    search,
    /** Remote providers take part in checks (a warm-up check would call them). */
    remote: providers.enabled.length > 0,
  };
}
