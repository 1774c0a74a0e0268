import { createQueueWorker } from '../jobs/queue-runtime.js';
import { createRedis } from '../redis/connection.js';
import type { Container } from './container.js';

/** Bursts of accepted jobs opened at once per worker process (see job-bursts.ts). */
const DISPATCH_CONCURRENCY = 4;

/**
 * The worker side: a BullMQ worker over the job registry, plus the sweeper that re-queues jobs
 * Redis lost. Closing waits for the jobs in hand to finish; a job cut off by a crash is handed to
 * another worker when its lock expires.
 */
export async function startWorker(container: Container) {
  const { env, log } = container;
  const connection = createRedis(env.REDIS_URL, 'worker', log);
  const worker = createQueueWorker(connection, {
    prefix: env.QUEUE_PREFIX,
    registry: container.registry,
    log,
    lane: 'work',
    concurrency: env.WORKER_CONCURRENCY,
    lockDurationMs: env.JOB_LOCK_SECONDS * 1000,
    observer: container.metrics,
  });
  // Webhooks and chat replies have their own queue and workers: a job's end reaches its receiver
  // at once, not after the checks queued behind it (they are network calls, so many run at once).
  const deliveryConnection = createRedis(env.REDIS_URL, 'worker', log);
  const deliveryWorker = createQueueWorker(deliveryConnection, {
    prefix: env.QUEUE_PREFIX,
    registry: container.registry,
    log,
    lane: 'deliveries',
    concurrency: env.DELIVERY_CONCURRENCY,
    lockDurationMs: env.JOB_LOCK_SECONDS * 1000,
    observer: container.metrics,
  });

  // Bursts of accepted jobs (job-bursts.ts): opening one is a single Redis pipeline, so a few at a
  // time keep up with any API; on their own queue, they never wait behind a backlog of checks.
  const dispatchConnection = createRedis(env.REDIS_URL, 'worker', log);
  const dispatchWorker = createQueueWorker(dispatchConnection, {
    prefix: env.QUEUE_PREFIX,
    registry: container.registry,
    log,
    lane: 'dispatch',
    concurrency: DISPATCH_CONCURRENCY,
    lockDurationMs: env.JOB_LOCK_SECONDS * 1000,
    observer: container.metrics,
  });

  const markerKey = `${env.QUEUE_PREFIX}:queue-epoch`;
  /** True when Redis lost its data since the last sweep (or on first start): recover at once. */
  async function redisWasReset(): Promise<boolean> {
    const created = await container.redis.set(markerKey, String(Date.now()), 'NX');
    return created === 'OK';
  }

  let sweeping: Promise<void> | null = null;
  /** Set when Redis came back after a drop: the next sweep checks every running job. */
  let reconnected = false;
  async function sweep() {
    try {
      const full = (await redisWasReset()) || reconnected;
      reconnected = false;
      const staleAfterMs = full ? 0 : env.JOB_STALE_AFTER_SECONDS * 1000;
      const requeued = await container.services.jobs.recoverLostJobs(staleAfterMs);
      if (requeued > 0) log.warn({ requeued, full }, 're-queued jobs that the queue had lost');
      const announced = await container.services.jobs.redeliverFinished();
      if (announced > 0) log.warn({ announced }, 'ran the listeners of finished jobs left in the outbox');
      // Chat replies are queued outside the job table: without this a reply whose queue entry the
      // restart took waited for the five-minute delivery sweep.
      if (full) {
        for (const module of container.modules) {
          const queuedAgain = (await module.requeueAfterRedisLoss?.()) ?? 0;
          if (queuedAgain > 0)
            log.warn({ module: module.name, queuedAgain }, 're-queued work the queue had lost');
        }
      }
    } catch (error) {
      log.error({ err: error }, 'job sweep failed');
    }
  }
  const runSweep = () => {
    sweeping ??= sweep().finally(() => (sweeping = null));
    return sweeping;
  };

  // Redis back after a restart: whatever it forgot is found now, not a sweep interval later.
  let wasDown = false;
  const onDown = () => (wasDown = true);
  const onReady = () => {
    if (!wasDown) return;
    wasDown = false;
    reconnected = true;
    log.info('Redis is back: checking every running job against the queue');
    // After the sweep in progress, if any (it may have started before the reconnect).
    void (sweeping ?? Promise.resolve()).then(runSweep);
  };
  container.redis.on('close', onDown);
  container.redis.on('ready', onReady);

  for (const module of container.modules) await module.startWorker?.();
  void worker.run();
  void deliveryWorker.run();
  void dispatchWorker.run();
  await runSweep();
  const timer = setInterval(runSweep, env.JOB_SWEEP_INTERVAL_SECONDS * 1000);
  timer.unref();

  return {
    worker,
    sweep: runSweep,
    async close() {
      clearInterval(timer);
      container.redis.off('close', onDown);
      container.redis.off('ready', onReady);
      await sweeping;
      await Promise.all([worker.close(), deliveryWorker.close(), dispatchWorker.close()]);
      connection.disconnect();
      deliveryConnection.disconnect();
      dispatchConnection.disconnect();
    },
  };
}

export type WorkerRuntime = Awaited<ReturnType<typeof startWorker>>;
