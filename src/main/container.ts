import type { Logger } from 'pino';
import type { Env } from '../config/env.js';
import { createAuthenticator, type RequestGate } from '../core/auth/authenticate.js';
import { createSignInService } from '../core/auth/sign-in-service.js';
import { createCheckProcessor } from '../core/check/check-processor.js';
import { createJobService, type JobProcessor, type JobService } from '../core/jobs/job-service.js';
import type { JobKind } from '../core/jobs/job.js';
import { createKeyService } from '../core/keys/key-service.js';
import { systemClock, type Clock } from '../core/shared/clock.js';
import { createEventBus } from '../core/shared/events.js';
import { createUsageService } from '../core/usage/usage-service.js';
import { createWorkspaceService } from '../core/workspaces/workspace-service.js';
import { createPrismaClient } from '../db/prisma.js';
import { createActivityStore } from '../db/repositories/activity-store.js';
import { createCredentialStore } from '../db/repositories/credential-store.js';
import { createJobStore } from '../db/repositories/job-store.js';
import { createKeyStore } from '../db/repositories/key-store.js';
import { createMembershipStore } from '../db/repositories/membership-store.js';
import { createSignInStore } from '../db/repositories/sign-in-store.js';
import { createUsageStore } from '../db/repositories/usage-store.js';
import { createWorkspaceStore } from '../db/repositories/workspace-store.js';
import { createQueueProducer } from '../jobs/queue-runtime.js';
import { createRegistry } from '../jobs/registry.js';
import { createJobQueue, dispatchBurstDefinition } from '../jobs/job-bursts.js';
import { runJobDefinition } from '../jobs/run-job.js';
import { createLogMailer, createSmtpMailer } from '../mail/mailer.js';
import { createMetrics, type QueueCounts } from '../metrics/metrics.js';
import { createRedisAttemptLimiter } from '../redis/attempt-limiter.js';
import { createCredentialCache } from '../redis/credential-cache.js';
import { createRedis, untilReady } from '../redis/connection.js';
import type { FeatureModule, Foundation } from './feature.js';
import { featureModules } from './features.js';

/** Rate limits count requests per credential per minute. */
const RATE_WINDOW_MS = 60_000;

/** Outside production a fixed development secret stands in (production refuses to boot without one). */
const signInCodeSecret = (env: Env) =>
  env.SIGN_IN_CODE_SECRET ?? 'gaskiya-development-only-sign-in-code-secret';

export interface ContainerOptions {
  env: Env;
  log: Logger;
  clock?: Clock;
}

/**
 * The one place that wires the service: stores, core services, queue, feature modules.
 * API, worker and all-in-one entrypoints all start from here.
 */
export function createContainer({ env, log, clock = systemClock }: ContainerOptions) {
  const db = createPrismaClient(env.DATABASE_URL);
  const redis = createRedis(env.REDIS_URL, 'producer', log);
  // Every authenticated request reads the credentials epoch and bumps its rate-limit counter (one
  // script): on a connection of their own with auto-pipelining, a burst of requests makes one write.
  const authRedis = createRedis(env.REDIS_URL, 'producer', log, { name: 'auth', autoPipelining: true });
  const events = createEventBus((name, error) =>
    log.error({ err: error, event: name }, 'event listener failed'),
  );
  const activity = createActivityStore(db);
  const metrics = createMetrics();

  let jobService: JobService | undefined;
  const jobs = () => {
    if (!jobService) throw new Error('job service used before the container was built');
    return jobService;
  };
  let checking: ReturnType<Foundation['checking']> | undefined;

  const foundation: Foundation = {
    env,
    log,
    db,
    redis,
    clock,
    events,
    activity,
    metrics,
    // Resolved at call time: modules are built before the producer that needs their job list.
    enqueue: (name, payload, jobId, opts) => producer.add(name, payload, jobId, opts),
    jobs,
    checking: () => {
      if (!checking) throw new Error('check engine used before the container was built');
      return checking;
    },
  };
  const modules: FeatureModule[] = featureModules(foundation);
  const registry = createRegistry([
    runJobDefinition(jobs),
    // Resolved at call time, in a worker: the producer is built from this registry.
    dispatchBurstDefinition(() => producer),
    ...modules.flatMap((m) => m.jobs ?? []),
  ]);
  const producer = createQueueProducer(redis, { prefix: env.QUEUE_PREFIX, registry, log });
  const STATES = ['waiting', 'active', 'delayed', 'prioritized', 'failed'] as const;
  metrics.readQueueFrom(async () => ({
    work: (await producer.queue('work').getJobCounts(...STATES)) as QueueCounts,
    deliveries: (await producer.queue('deliveries').getJobCounts(...STATES)) as QueueCounts,
    dispatch: (await producer.queue('dispatch').getJobCounts(...STATES)) as QueueCounts,
  }));

  const checkEngine = modules.find((m) => m.checkEngine)?.checkEngine;
  if (!checkEngine) throw new Error('no feature module provides the check engine');
  checking = { engine: checkEngine, afterCheck: modules.flatMap((m) => m.afterCheck ?? []) };
  const processors: Partial<Record<JobKind, JobProcessor>> = {
    check: createCheckProcessor(checking),
  };
  for (const module of modules) Object.assign(processors, module.processors ?? {});

  const queue = createJobQueue(producer);
  jobService = createJobService({
    store: createJobStore(db),
    queue,
    processors,
    events,
    activity,
    clock,
    onEnqueueFailed: (jobId, error) =>
      log.warn({ err: error, jobId }, 'an accepted job did not reach the queue; the sweeper will queue it'),
    onAnnounceFailed: (jobId, error) =>
      log.warn(
        { err: error, jobId },
        'job.finished listeners failed; the outbox keeps the job for the sweeper',
      ),
  });

  const usage = createUsageService({ store: createUsageStore(db), clock });
  const emailPolicy = { consumer: env.CONSUMER_EMAIL_DOMAINS, allowed: env.WORK_EMAIL_DOMAINS_ALLOWED };
  const mailer = env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM) : createLogMailer(log);
  // API keys are cached per process; anything that can refuse one bumps the shared epoch, so every
  // API process refuses it from its next request (see credential-cache.ts).
  const credentialCache = createCredentialCache(authRedis, { prefix: env.QUEUE_PREFIX });
  const authenticator = createAuthenticator({ credentials: createCredentialStore(db), clock });
  const cachedAuthenticate = credentialCache.wrap(authenticator);
  const rateLimits = {
    windowMs: RATE_WINDOW_MS,
    perCredential: env.RATE_LIMIT_PER_MINUTE,
    perWorkspace: env.RATE_LIMIT_PER_MINUTE_PER_WORKSPACE,
  };
  function invalidating<S extends object>(service: S, methods: Array<keyof S>): S {
    const wrapped = { ...service };
    for (const name of methods) {
      const original = service[name] as (...args: unknown[]) => Promise<unknown>;
      (wrapped as Record<keyof S, unknown>)[name] = async (...args: unknown[]) => {
        const result = await original.apply(service, args);
        await credentialCache.invalidate().catch((error: unknown) =>
          // Processes that cannot read the epoch do not use their cache either; entries expire in 60 s.
          log.warn({ err: error }, 'could not publish a credentials change to the other API processes'),
        );
        return result;
      };
    }
    return wrapped;
  }
  const services = {
    jobs: jobService,
    usage,
    keys: invalidating(
      createKeyService({
        store: createKeyStore(db),
        activity,
        clock,
        maxLiveKeys: env.MAX_LIVE_KEYS_PER_WORKSPACE,
      }),
      ['revoke'],
    ),
    workspaces: invalidating(
      createWorkspaceService({ store: createWorkspaceStore(db), activity, usage, clock, emailPolicy }),
      ['removeMember', 'transferOwnership'],
    ),
    signIn: createSignInService({
      store: createSignInStore(db),
      members: createMembershipStore(db),
      mailer,
      limiter: createRedisAttemptLimiter(redis, env.QUEUE_PREFIX),
      activity,
      clock,
      sessionTtlHours: env.SESSION_TTL_HOURS,
      codeSecret: signInCodeSecret(env),
      emailPolicy,
    }),
    authenticate: cachedAuthenticate,
    // Authentication and the per-minute count of /v1 requests (see credential-cache.ts).
    gate: {
      admit: credentialCache.admitting(authenticator, rateLimits),
      admitWithoutWaiting: (header) => credentialCache.admitWithoutWaiting(header, rateLimits),
      authenticate: cachedAuthenticate,
      forget: (header) => credentialCache.forget(header),
    } satisfies RequestGate,
  };

  return {
    env,
    log,
    db,
    redis,
    authRedis,
    metrics,
    foundation,
    modules,
    producer,
    /** Core's job queue (bursts of accepted jobs; which jobs the queue holds). */
    jobQueue: queue,
    registry,
    services,
    /** Waits for Redis: the producer connection refuses commands until it is connected. */
    async ready() {
      try {
        await Promise.all([untilReady(redis), untilReady(authRedis)]);
      } catch {
        log.warn('Redis is not reachable yet; requests that need the queue answer 503 until it is');
      }
    },
    /** Warms every module in the background (see FeatureModule.warm); a failure is only logged. */
    warm() {
      for (const module of modules)
        module
          .warm?.()
          .catch((error: unknown) => log.warn({ err: error, module: module.name }, 'warm-up failed'));
    },
    async close() {
      for (const module of modules) await module.close?.();
      // Bursts still gathering go out first, through the producer, which then drains its own adds.
      await queue.idle();
      await producer.close();
      mailer.close();
      redis.disconnect();
      authRedis.disconnect();
      await db.$disconnect();
    },
  };
}

export type Container = ReturnType<typeof createContainer>;
