import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseEnv } from '../../src/config/env.js';
import { createLogger } from '../../src/log/logger.js';
import { createContainer } from '../../src/main/container.js';
import { buildHttpApp } from '../../src/main/http-server.js';
import { startWorker } from '../../src/main/worker-runtime.js';
import { percentile, prepareBenchDatabase } from './bench-db.js';
import { benchWorkspace } from './bench-workspace.js';

/**
 * Time from a job's end (its `updated_at`, which is the webhook body's `timestamp`) to the moment
 * a loopback receiver has the signed delivery: listener -> delivery row -> queue -> worker ->
 * address check -> sign -> POST. `jobs` async checks go through the whole service (API + worker).
 */
export async function webhookDeliveryLatency(jobs = 200): Promise<{ p50: number; p99: number; n: number }> {
  const arrivals: number[] = [];
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const at = Date.now();
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { timestamp: string };
      arrivals.push(at - Date.parse(body.timestamp));
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const env = parseEnv({
    ...process.env,
    DATABASE_URL: prepareBenchDatabase('gaskiya_bench_webhooks'),
    LOG_LEVEL: 'silent',
    QUEUE_PREFIX: `bench-wh-${Date.now()}`,
    RATE_LIMIT_PER_MINUTE: '100000000',
    RATE_LIMIT_PER_MINUTE_PER_WORKSPACE: '100000000',
    SECRETS_KEY: randomBytes(32).toString('base64'),
    // The receiver is on loopback; never set this in production.
    FETCH_ALLOW_PRIVATE_NETWORKS: 'true',
    ELECTION_IMPORT_AT_START: 'false',
  });
  const container = createContainer({ env, log: createLogger('silent') });
  await container.ready();
  const app = await buildHttpApp(container);
  const worker = await startWorker(container);
  try {
    const { key } = await benchWorkspace(container);
    const auth = { authorization: `Bearer ${key}` };
    const { port } = receiver.address() as AddressInfo;
    const hook = await app.inject({
      method: 'POST',
      url: '/v1/webhooks',
      headers: auth,
      payload: { url: `http://127.0.0.1:${port}/hook`, events: ['job.done'] },
    });
    if (hook.statusCode !== 201) throw new Error(`webhook not created: ${hook.body}`);
    for (let i = 0; i < jobs; i++) {
      await app.inject({
        method: 'POST',
        url: '/v1/check',
        headers: auth,
        payload: { text: `Nigeria has 774 local government areas (${i}).`, async: true },
      });
    }
    const deadline = Date.now() + 300_000;
    while (arrivals.length < jobs && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const sorted = [...arrivals].sort((a, b) => a - b);
    return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), n: sorted.length };
  } finally {
    await worker.close();
    await container.producer.queue().obliterate({ force: true });
    await container.producer.queue('dispatch').obliterate({ force: true });
    await container.producer.queue('deliveries').obliterate({ force: true });
    await app.close();
    await container.close();
    receiver.close();
  }
}
