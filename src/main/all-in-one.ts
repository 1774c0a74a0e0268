import { createContainer } from './container.js';
import { buildHttpApp } from './http-server.js';
import { bootstrap, onShutdown } from './process.js';
import { startWorker } from './worker-runtime.js';

/** API and workers in one process: what `npm start` runs. */
const { env, log } = bootstrap();
const container = createContainer({ env, log });
await container.ready();
const app = await buildHttpApp(container);
const worker = await startWorker(container);
const address = await app.listen({ host: env.HOST, port: env.PORT });
log.info(`Gaskiya listening on ${address} (API docs at ${address}/docs, workers: ${env.WORKER_CONCURRENCY})`);
container.warm();
onShutdown(log, async () => {
  // Stop taking requests first, then let the jobs in hand finish.
  await app.close();
  await worker.close();
  await container.close();
});
