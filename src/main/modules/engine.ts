import { createCheckEngine } from '../../core/check/engine/check-engine.js';
import type { StructuredDataSource } from '../../core/check/pipeline/ports.js';
import { createRerankedSearch } from '../../core/check/retrieval/reranked-search.js';
import { createLocalStanceJudge } from '../../core/check/stance/local-stance.js';
import { createLocalWriteUpWriter } from '../../core/check/writeup/local-writer.js';
import { createReviewHook } from '../../core/review/review-hook.js';
import { createReviewService, type ReviewService } from '../../core/review/review-service.js';
import { createSourceService, type SourceService } from '../../core/sources/source-service.js';
import { createCandidateSource } from '../../db/repositories/candidate-source.js';
import { installedWordVectors } from '../../../adapters/word-vectors/load.js';
import { createReviewStore } from '../../db/repositories/review-store.js';
import { createSourceStore } from '../../db/repositories/source-store.js';
import { createWorkspaceStore } from '../../db/repositories/workspace-store.js';
import { reviewRoutes } from '../../http/v1/review.routes.js';
import { sourcesRoutes } from '../../http/v1/sources.routes.js';
import type { FeatureModule, Foundation } from '../feature.js';
import { createEngineProviders } from './engine-providers.js';
import { loadServiceSources } from './service-sources.js';

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
  const sources = createSourceService({ store, activity: foundation.activity });
  const search = createRerankedSearch(
    createCandidateSource(db),
    installedWordVectors((why) => log.warn(why)),
  );
  const reviewStore = createReviewStore(db);
  const review = createReviewService({
    store: reviewStore,
    events: foundation.events,
    clock: foundation.clock,
  });
  const workspaces = createWorkspaceStore(db);
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

  const local = { stance: createLocalStanceJudge(), writer: createLocalWriteUpWriter() };
  // Remote providers (LLM, Google Fact Check, SearXNG) where configured, each falling back to local.
  const providers = createEngineProviders(foundation, local);
  if (providers.enabled.length) log.info({ providers: providers.enabled }, 'engine providers enabled');
  const checkEngine = createCheckEngine({
    language: providers.language,
    extractor: providers.extractor,
    evidence: search,
    stance: providers.stance ?? local.stance,
    writer: providers.writer ?? local.writer,
    translator: providers.translator,
    external: providers.external,
    collectNotes: providers.collectNotes,
    degraded: providers.degraded,
    structured: opts.structured ?? [],
    maxClaims: env.CHECK_MAX_CLAIMS,
    styleGuide: async (workspaceId) => (await workspaces.find(workspaceId))?.styleGuide ?? '',
    trustedDomains: async (workspaceId) => (await store.listPublishers(workspaceId)).map((p) => p.domain),
    ready,
  });

  return {
    name: 'engine',
    sources,
    review,
    checkEngine,
    authenticatedRoutes: [sourcesRoutes({ sources, search }), reviewRoutes({ review })],
    afterCheck: [createReviewHook(reviewStore)],
    startWorker: ready,
  };
}
