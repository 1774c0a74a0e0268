import Fastify from 'fastify';
import { metricsRoute } from '../http/metrics.routes.js';
import type { Metrics } from './metrics.js';

/**
 * A worker process has no API: with METRICS_TOKEN and METRICS_PORT set it serves its own
 * GET /metrics (same token) so Prometheus scrapes its job times and chat deliveries too.
 */
export async function serveWorkerMetrics(opts: {
  metrics: Metrics;
  token: string;
  host: string;
  port: number;
}) {
  const app = Fastify({ logger: false });
  await app.register(metricsRoute({ metrics: opts.metrics, token: opts.token }));
  const address = await app.listen({ host: opts.host, port: opts.port });
  return { address, close: () => app.close() };
}
