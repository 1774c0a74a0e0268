import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Env } from '../config/env.js';
import type { ActivityLog } from '../core/activity/activity-log.js';
import type { CheckEngine } from '../core/check/check-engine.js';
import type { CheckResultHook } from '../core/check/check-processor.js';
import type { JobKind } from '../core/jobs/job.js';
import type { JobProcessor, JobService } from '../core/jobs/job-service.js';
import type { Clock } from '../core/shared/clock.js';
import type { EventBus } from '../core/shared/events.js';
import type { Db } from '../db/prisma.js';
import type { Metrics } from '../metrics/metrics.js';
import type { JobDescriber } from '../http/v1/check.schemas.js';
import type { AnyJobDefinition } from '../jobs/registry.js';

/** What every feature module may use; built once by the composition root. */
export interface Foundation {
  env: Env;
  log: Logger;
  db: Db;
  /** Fail-fast producer connection (commands error at once when Redis is down). */
  redis: Redis;
  clock: Clock;
  events: EventBus;
  activity: ActivityLog;
  /** This process's Prometheus metrics (GET /metrics). */
  metrics: Metrics;
  /** Adds a named job from the registry to the queue (after `delayMs`, for scheduled retries). */
  enqueue(name: string, payload: unknown, jobId?: string, opts?: { delayMs?: number }): Promise<void>;
  /** The job service, resolved lazily (it needs every module's processors first). */
  jobs(): JobService;
  /**
   * The check engine in use and every module's after-check hooks, resolved lazily (a module may
   * replace the engine). Processors that check text other than the `check` kind (link) use these,
   * so their claims are judged and routed to review exactly like a check's.
   */
  checking(): { engine: CheckEngine; afterCheck: CheckResultHook[] };
}

/**
 * A feature's contribution to the running service. The composition root collects these; no
 * feature registers itself anywhere else.
 */
export interface FeatureModule {
  name: string;
  publicRoutes?: FastifyPluginAsyncZod[];
  authenticatedRoutes?: FastifyPluginAsyncZod[];
  /** Raw-body webhook plugins outside /v1 (they verify their own signatures). */
  webhooks?: FastifyPluginAsync[];
  jobs?: AnyJobDefinition[];
  processors?: Partial<Record<JobKind, JobProcessor>>;
  afterCheck?: CheckResultHook[];
  /** The engine behind the CheckEngine port (exactly one module provides it: the engine module). */
  checkEngine?: CheckEngine;
  /** Extra fields for GET /v1/job (e.g. chat deliveries). */
  describeJob?: JobDescriber;
  /**
   * Called in the background once a serving process (API or worker) is up: loads what its first
   * request or job would otherwise wait for. Never awaited by a CLI run.
   */
  warm?(): Promise<void>;
  /** Started in worker processes only (schedulers, pollers). */
  startWorker?(): Promise<void>;
  /**
   * Worker processes only, when Redis may have lost queue entries (it restarted empty, or came
   * back after a drop): queues again the work this module keeps outside the job table (chat
   * deliveries). Returns how many it queued again.
   */
  requeueAfterRedisLoss?(): Promise<number>;
  close?(): Promise<void>;
}
