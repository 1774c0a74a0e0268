import type { FeatureModule, Foundation } from './feature.js';
import { createEngineModule } from './modules/engine.js';

/**
 * Every feature module of the service, in one list. Each is built from the foundation and
 * contributes routes, jobs and processors (see FeatureModule).
 */
export function featureModules(foundation: Foundation): FeatureModule[] {
  return [createEngineModule(foundation)];
}
