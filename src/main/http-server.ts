import { fileURLToPath } from 'node:url';
import { createHttpApp } from '../http/app.js';
import { sessionRoutes } from '../http/dashboard/session.routes.js';
import { dashboardStatic } from '../http/dashboard/static.routes.js';
import { authRoutes } from '../http/v1/auth.routes.js';
import { checkRoutes } from '../http/v1/check.routes.js';
import { keysRoutes } from '../http/v1/keys.routes.js';
import { workspaceRoutes } from '../http/v1/workspace.routes.js';
import type { Container } from './container.js';

/** The HTTP side of the service: core routes plus every feature module's routes and webhooks. */
export function buildHttpApp(container: Container) {
  const { env, services, modules } = container;
  return createHttpApp({
    logger: container.log,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    gate: services.gate,
    ratePerMinute: env.RATE_LIMIT_PER_MINUTE,
    workspaceRatePerMinute: env.RATE_LIMIT_PER_MINUTE_PER_WORKSPACE,
    publicUrl: env.PUBLIC_URL,
    trustProxy: env.TRUST_PROXY,
    metrics: { registry: container.metrics, token: env.METRICS_TOKEN },
    probes: [
      { name: 'database', check: async () => void (await container.db.$queryRaw`SELECT 1`) },
      { name: 'queue', check: async () => void (await container.redis.ping()) },
    ],
    publicRoutes: [
      authRoutes({ signIn: services.signIn }),
      sessionRoutes({
        signIn: services.signIn,
        authenticate: services.authenticate,
        secureCookies: env.PUBLIC_URL?.startsWith('https:') ?? false,
        sessionTtlHours: env.SESSION_TTL_HOURS,
      }),
      ...modules.flatMap((m) => m.publicRoutes ?? []),
    ],
    authenticatedRoutes: [
      workspaceRoutes({ workspaces: services.workspaces, usage: services.usage }),
      keysRoutes({ keys: services.keys }),
      checkRoutes({
        jobs: services.jobs,
        maxTextChars: env.CHECK_TEXT_MAX_CHARS,
        describers: modules.flatMap((m) => (m.describeJob ? [m.describeJob] : [])),
      }),
      ...modules.flatMap((m) => m.authenticatedRoutes ?? []),
    ],
    webhooks: [
      ...modules.flatMap((m) => m.webhooks ?? []),
      // The newsroom dashboard (web/, built by `npm install` into dist/dashboard).
      dashboardStatic({ dir: fileURLToPath(new URL('../../dist/dashboard/', import.meta.url)) }),
    ],
  });
}
