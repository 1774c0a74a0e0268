import { createContainer } from './container.js';
import { buildHttpApp } from './http-server.js';
import { bootstrap, onShutdown } from './process.js';

/** API only: serves HTTP and enqueues; run `worker` processes beside it. */
const { env, log } = bootstrap();
const container = createContainer({ env, log });
await container.ready();
const app = await buildHttpApp(container);
const address = await app.listen({ host: env.HOST, port: env.PORT });
log.info(`Gaskiya API listening on ${address} (docs at ${address}/docs)`);
container.warm();
onShutdown(log, async () => {
  await app.close();
  await container.close();
});
