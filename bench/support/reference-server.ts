/**
 * The reference servers of `npm run bench:api`, each run as its own process like the API is:
 * REFERENCE=bare is a bare Fastify POST route; REFERENCE=enqueue is a bare Fastify route doing one
 * BullMQ `add` on REDIS_URL (the yardstick for the hot path). Listens on PORT.
 */
import { Queue } from 'bullmq';
import Fastify from 'fastify';
import { Redis } from 'ioredis';

const mode = process.env.REFERENCE ?? 'bare';
const app = Fastify();
let close = async () => {};
if (mode === 'enqueue') {
  const connection = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
    maxRetriesPerRequest: null,
  });
  const queue = new Queue('bench-ref', { connection, prefix: `bench-ref-${process.pid}` });
  app.post('/ref', async (_request, reply) => {
    const id = crypto.randomUUID();
    await queue.add('x', { jobId: id }, { jobId: id, removeOnComplete: true });
    return reply.status(202).send({ ok: true, job_id: id });
  });
  close = async () => {
    await queue.obliterate({ force: true });
    await queue.close();
    connection.disconnect();
  };
} else {
  app.post('/ref', async () => ({ ok: true }));
}
app.get('/healthz', async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.once('SIGTERM', () => {
  void app
    .close()
    .then(close)
    .finally(() => process.exit(0));
});
