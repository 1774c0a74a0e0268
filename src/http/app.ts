import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  validatorCompiler,
  type FastifyPluginAsyncZod,
} from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { RequestGate } from '../core/auth/authenticate.js';
import { readFileSync } from 'node:fs';
import { installAcceptedHeaders } from './accepted-headers.js';
import { authenticatedScope } from './authenticated-scope.js';
import { installErrorHandling } from './error-handler.js';
import { installInputHygiene } from './input-hygiene.js';
import { installJsonBodyParsers } from './json-body-parsers.js';
import { createAccessLog } from '../log/logger.js';
import { lazyChildLoggerFactory } from '../log/lazy-child-logger.js';
import { RequestLog } from './request-log.js';
import { finishDocument, type ApiExamples } from './openapi/finish-document.js';
import { envelopeSerializerCompiler } from './response-envelope.js';
import { healthRoutes, type ReadinessProbe } from './health.routes.js';
import { metricsRoute } from './metrics.routes.js';
import type { Metrics } from '../metrics/metrics.js';

export interface HttpAppOptions {
  logger: Logger;
  bodyLimitBytes: number;
  /** Authenticates /v1 requests and counts them against their per-minute limits. */
  gate: RequestGate;
  ratePerMinute: number;
  workspaceRatePerMinute: number;
  probes: ReadinessProbe[];
  /** Routes that need no token (sign-in). */
  publicRoutes: FastifyPluginAsyncZod[];
  /** /v1 routes that need a bearer token. */
  authenticatedRoutes: FastifyPluginAsyncZod[];
  /** Plugins outside /v1 with their own verification (chat webhooks). */
  webhooks?: FastifyPluginAsync[];
  publicUrl?: string | undefined;
  trustProxy: boolean;
  /** Counts every answer by route template and status; served at /metrics when a token is set. */
  metrics?: { registry: Metrics; token: string | undefined };
}

/**
 * Request and response examples recorded from the tests (test/integrators/openapi.test.ts writes
 * the file with UPDATE_API_EXAMPLES=1), so the reference shows what the service really says.
 */
function recordedExamples(): ApiExamples {
  try {
    return JSON.parse(
      readFileSync(new URL('./openapi/examples.json', import.meta.url), 'utf8'),
    ) as ApiExamples;
  } catch {
    return {};
  }
}

/** Builds the Fastify app; the composition root decides what goes in it. */
export async function createHttpApp(opts: HttpAppOptions): Promise<FastifyInstance> {
  const app: FastifyInstance = Fastify({
    loggerInstance: opts.logger as FastifyBaseLogger,
    bodyLimit: opts.bodyLimitBytes,
    trustProxy: opts.trustProxy,
    return503OnClosing: true,
    requestIdHeader: 'x-request-id',
    logController: new RequestLog(createAccessLog(opts.logger)),
    // request.log is made on its first line; most requests write none (see lazy-child-logger.ts).
    childLoggerFactory: lazyChildLoggerFactory,
  });
  app.decorateRequest('principal', null);
  installJsonBodyParsers(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(envelopeSerializerCompiler);
  installErrorHandling(app);
  installInputHygiene(app);
  installAcceptedHeaders(app);
  const metrics = opts.metrics;
  if (metrics) {
    // The route template, never the raw URL: ids and queries would make a series per request.
    // (Callback style: an async hook would cost a promise per request for nothing.)
    app.addHook('onResponse', (request, reply, done) => {
      metrics.registry.request(
        request.method,
        request.routeOptions.url ?? 'unmatched',
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
      done();
    });
  }

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Gaskiya API', version: '1.0.0' },
      servers: [
        opts.publicUrl
          ? { url: opts.publicUrl, description: 'This deployment' }
          : // Relative: the deployment that serves this document (PUBLIC_URL names it absolutely).
            { url: '/', description: 'The deployment serving this document' },
      ],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'An API key (gsk_...) or a session token (gss_...).',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (generated) => finishDocument(jsonSchemaTransformObject(generated), recordedExamples()),
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(healthRoutes({ probes: opts.probes }));
  if (metrics?.token) await app.register(metricsRoute({ metrics: metrics.registry, token: metrics.token }));
  for (const routes of opts.publicRoutes) await app.register(routes);
  for (const webhook of opts.webhooks ?? []) await app.register(webhook);

  await app.register(async (scope) => {
    await authenticatedScope(scope, {
      gate: opts.gate,
      ratePerMinute: opts.ratePerMinute,
      workspaceRatePerMinute: opts.workspaceRatePerMinute,
    });
    for (const routes of opts.authenticatedRoutes) await scope.register(routes);
  });
  return app;
}
