import { createScriptService } from '../../core/scripts/script-service.js';
import { createJobStore } from '../../db/repositories/job-store.js';
import { scriptsRoutes } from '../../http/v1/scripts.routes.js';
import type { FeatureModule, Foundation } from '../feature.js';

/** The scripts tool (issue 12): POST /v1/scripts and the `script` job that records each use. */
export function createScriptsModule(foundation: Foundation): FeatureModule {
  const jobs = createJobStore(foundation.db);
  const scripts = createScriptService({ jobs: foundation.jobs, findJob: (ws, id) => jobs.find(ws, id) });
  return {
    name: 'scripts',
    authenticatedRoutes: [scriptsRoutes({ scripts })],
    processors: { script: scripts.processor },
  };
}
