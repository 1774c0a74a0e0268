import { createDossierService } from '../../core/dossier/dossier-service.js';
import { createDocumentStore } from '../../db/repositories/document-store.js';
import { createDossierStore } from '../../db/repositories/dossier-store.js';
import { dossierRoutes } from '../../http/v1/dossier.routes.js';
import type { FeatureModule, Foundation } from '../feature.js';

/** The dossier tool (issue 12): GET /v1/dossier and the `dossier` job that records each use. */
export function createDossierModule(foundation: Foundation): FeatureModule {
  const documents = createDocumentStore(foundation.db);
  const dossier = createDossierService({
    jobs: foundation.jobs,
    store: createDossierStore(foundation.db),
    searchFigures: (workspaceId, query, limit) => documents.searchFigures(workspaceId, query, limit),
  });
  return {
    name: 'dossier',
    authenticatedRoutes: [dossierRoutes({ dossier })],
    processors: { dossier: dossier.processor },
  };
}
