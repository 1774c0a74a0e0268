import { z } from 'zod';
import { createAddressResolver, createUrlGuard } from '../../../adapters/web/url-guard.js';
import { createStandardWebhooksSender } from '../../../adapters/webhooks/standard-webhooks-sender.js';
import { createJobHistory } from '../../core/jobs/job-history.js';
import { createWebhookService, type WebhookService } from '../../core/webhooks/webhook-service.js';
import { createSecretBox } from '../../crypto/secret-box.js';
import { parseSecretKey } from '../../db/secret-box.js';
import type { Verdict } from '../../core/check/check-result.js';
import { createJobStore } from '../../db/repositories/job-store.js';
import { createJobHistoryStore } from '../../db/repositories/job-history-store.js';
import { createWebhookStore } from '../../db/repositories/webhook-store.js';
import { toJobDto } from '../../http/v1/check.schemas.js';
import { jobsRoutes } from '../../http/v1/jobs.routes.js';
import { toReviewItemDto } from '../../http/v1/review.schemas.js';
import { webhooksRoutes } from '../../http/v1/webhooks.routes.js';
import { defineJob } from '../../jobs/registry.js';
import type { FeatureModule, Foundation } from '../feature.js';

export const WEBHOOK_DELIVER = 'webhook-deliver';

/** A finished job's announcement may still be on its way this long; the sweep leaves it alone. */
const SETTLE_MS = 30_000;

function createWebhooks(foundation: Foundation): WebhookService | null {
  const { env, db, clock } = foundation;
  if (!env.SECRETS_KEY) return null;
  // SECRETS_KEY seals; the previous keys and the old webhook-only setting still open what they sealed.
  const keys = [env.SECRETS_KEY, ...env.SECRETS_KEY_PREVIOUS, env.WEBHOOK_SECRETS_KEY]
    .filter((k): k is string => Boolean(k))
    .map(parseSecretKey);
  const jobs = createJobStore(db);
  const resolve = createAddressResolver({ allowPrivateNetworks: env.FETCH_ALLOW_PRIVATE_NETWORKS });
  return createWebhookService({
    store: createWebhookStore(db),
    sender: createStandardWebhooksSender({ resolve, timeoutMs: env.WEBHOOK_TIMEOUT_MS }),
    sealer: createSecretBox(...keys),
    queue: {
      enqueue: (deliveryId, attempt, delayMs) =>
        foundation.enqueue(WEBHOOK_DELIVER, { deliveryId, attempt }, `webhook-${deliveryId}-${attempt}`, {
          delayMs,
        }),
    },
    guard: createUrlGuard(resolve),
    clock,
    retryScheduleMs: env.WEBHOOK_RETRY_SCHEDULE_SECONDS.map((s) => s * 1000),
    describeJob: (job) => toJobDto(job),
    async describeDecision(jobId, claimId) {
      const item = await db.reviewItem.findUnique({ where: { jobId_claimId: { jobId, claimId } } });
      return item
        ? toReviewItemDto({ ...item, verdict: item.verdict as Verdict | null, decidedBy: item.decidedByName })
        : null;
    },
    findJob: (jobId) => jobs.findById(jobId),
  });
}

/**
 * For the people who build on Gaskiya (issue 15): past jobs and their CSV export, and webhooks
 * that tell a CMS when a job is done instead of making it poll.
 *
 * Webhooks hang off the same core events as chat replies (`job.finished`, `review.decided`); the
 * listener only writes durable delivery rows and queues them. If the process dies between a job's
 * end and that write, the worker's sweep finds finished jobs and decisions with no delivery for a
 * subscribed endpoint and announces them; attempts whose queue entry was lost are queued again.
 */
export function createIntegrationsModule(
  foundation: Foundation,
): FeatureModule & { outgoing: WebhookService | null } {
  const { events, log, env } = foundation;
  const history = createJobHistory({ store: createJobHistoryStore(foundation.db) });
  const webhooks = createWebhooks(foundation);
  if (webhooks) {
    events.subscribe('job.finished', async ({ job }) => void (await webhooks.announceJob(job)));
    events.subscribe('review.decided', async (decision) => void (await webhooks.announceDecision(decision)));
  }
  let sweeper: NodeJS.Timeout | undefined;
  return {
    name: 'integrations',
    outgoing: webhooks,
    authenticatedRoutes: [jobsRoutes({ history }), webhooksRoutes({ webhooks })],
    jobs: webhooks
      ? [
          defineJob({
            name: WEBHOOK_DELIVER,
            lane: 'deliveries',
            payload: z.object({ deliveryId: z.uuid(), attempt: z.number().int().min(1) }),
            // The retry schedule is the service's own (delayed jobs); these attempts only cover
            // a fault of ours (the database unreachable while recording).
            attempts: 3,
            backoffMs: 2000,
            handle: async (payload) => void (await webhooks.attempt(payload.deliveryId, payload.attempt)),
          }),
        ]
      : [],
    async startWorker() {
      if (!webhooks) return;
      sweeper = setInterval(() => {
        webhooks
          .sweep(SETTLE_MS)
          .catch((error: unknown) => log.error({ err: error }, 'webhook sweep failed'));
      }, env.JOB_SWEEP_INTERVAL_SECONDS * 1000);
      sweeper.unref();
    },
    async close() {
      if (sweeper) clearInterval(sweeper);
    },
  };
}
