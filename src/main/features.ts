import type { FeatureModule, Foundation } from './feature.js';
import { createChatModule } from './modules/chat.js';
import { createElectionFactsSource, createElectionModule } from './modules/election.js';
import { createEngineModule } from './modules/engine.js';
import { createGroupingModule } from './modules/grouping.js';
import { createIntegrationsModule } from './modules/integrations.js';
import { createLinkModule } from './modules/link.js';
import { createMediaModule } from './modules/media.js';
import { createScriptsModule } from './modules/scripts.js';
import { createDossierModule } from './modules/dossier.js';
import { createDocumentFiguresSource, createDocumentsModule } from './modules/documents.js';

/**
 * Every feature module of the service, in one list. Each is built from the foundation and
 * contributes routes, jobs and processors (see FeatureModule).
 */
export function featureModules(foundation: Foundation): FeatureModule[] {
  const engine = createEngineModule(foundation, {
    structured: [createElectionFactsSource(foundation), createDocumentFiguresSource(foundation)],
  });
  const link = createLinkModule(foundation);
  const media = createMediaModule(foundation);
  return [
    engine,
    // Groups every checked claim (its after-check hook routes low confidence to review).
    createGroupingModule(foundation),
    link,
    media,
    createElectionModule(foundation),
    createChatModule(foundation, {
      review: engine.review,
      submitLink: link.link.submitLink,
      submitMedia: media.media.submitChat,
    }),
    createIntegrationsModule(foundation),
    createDocumentsModule(foundation),
    createScriptsModule(foundation),
    createDossierModule(foundation),
  ];
}
