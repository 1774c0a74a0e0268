import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { Metrics } from '../metrics/metrics.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics in the Prometheus text format, for the operator only: `Authorization: Bearer
 * <METRICS_TOKEN>` (compared in constant time), else 401 with the error envelope. Not part of
 * the /v1 API (hidden from the OpenAPI document) and not rate limited per workspace: a scraper
 * is not a newsroom. Registered only when the token is set, so without it /metrics is a 404.
 */
export function metricsRoute(opts: { metrics: Metrics; token: string }): FastifyPluginAsync {
  const expected = digest(`Bearer ${opts.token}`);
  return async (app) => {
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const given = digest(String(request.headers.authorization ?? ''));
      if (!timingSafeEqual(given, expected)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer')
          .send({
            ok: false,
            status: 401,
            error: { code: 'unauthorized', message: 'The metrics need the operator token (METRICS_TOKEN).' },
          });
      }
      return reply.header('content-type', opts.metrics.contentType).send(await opts.metrics.render());
    });
  };
}
