import { createJobHistory } from '../../core/jobs/job-history.js';
import { createJobHistoryStore } from '../../db/repositories/job-history-store.js';
import { jobsRoutes } from '../../http/v1/jobs.routes.js';
import type { FeatureModule, Foundation } from '../feature.js';

/**
 * For the people who build on Gaskiya (issue 15): past jobs and their CSV export, and webhooks
 * that tell a CMS when a job is done instead of making it poll.
 */
export function createIntegrationsModule(foundation: Foundation): FeatureModule {
  const history = createJobHistory({ store: createJobHistoryStore(foundation.db) });
  return {
    name: 'integrations',
    authenticatedRoutes: [jobsRoutes({ history })],
  };
}
