import { createContainer } from './container.js';
import { bootstrap, onShutdown } from './process.js';
import { startWorker } from './worker-runtime.js';

/** Worker only: runs queued jobs; scale by starting more of these. */
const { env, log } = bootstrap();
const container = createContainer({ env, log });
await container.ready();
const worker = await startWorker(container);
log.info(`Gaskiya worker running (concurrency ${env.WORKER_CONCURRENCY})`);
onShutdown(log, async () => {
  await worker.close();
  await container.close();
});
