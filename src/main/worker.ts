import { createContainer } from './container.js';
import { bootstrap, onShutdown } from './process.js';
import { startWorker } from './worker-runtime.js';
import { serveWorkerMetrics } from '../metrics/metrics-server.js';

/** Worker only: runs queued jobs; scale by starting more of these. */
const { env, log } = bootstrap();
const container = createContainer({ env, log });
await container.ready();
const worker = await startWorker(container);
const metrics =
  env.METRICS_TOKEN && env.METRICS_PORT
    ? await serveWorkerMetrics({
        metrics: container.metrics,
        token: env.METRICS_TOKEN,
        host: env.HOST,
        port: env.METRICS_PORT,
      })
    : null;
log.info(
  `Gaskiya worker running (concurrency ${env.WORKER_CONCURRENCY})` +
    (metrics ? `, metrics at ${metrics.address}/metrics` : ''),
);
container.warm();
onShutdown(log, async () => {
  await metrics?.close();
  await worker.close();
  await container.close();
});
