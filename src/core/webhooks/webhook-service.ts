import { randomBytes, randomUUID } from 'node:crypto';
import { requireOwner, type Principal } from '../auth/principal.js';
import { AppError, notFound } from '../errors/app-error.js';
import type { JobRecord } from '../jobs/job.js';
import type { UrlGuard } from '../link/ports.js';
import type { Clock } from '../shared/clock.js';
import type { CoreEventMap } from '../shared/events.js';
import type {
  DeliveryQueue,
  NewDelivery,
  SecretSealer,
  WebhookEndpoint,
  WebhookEvent,
  WebhookSender,
  WebhookStore,
} from './ports.js';
import { WEBHOOK_EVENTS } from './ports.js';

/**
 * Seconds between attempts after the first: the Standard Webhooks recommendation (5 s, 5 min,
 * 30 min, 2 h, 5 h, 10 h, 10 h), about 28 hours in all, so a receiver down for a day still gets
 * everything.
 */
export const DEFAULT_RETRY_SCHEDULE_SECONDS = [5, 300, 1800, 7200, 18000, 36000, 36000];

/** Endpoints per workspace: enough for a CMS, a monitor and a spare. */
export const MAX_ENDPOINTS = 10;

/** How long one attempt may hold a delivery before the sweep gives it to another worker. */
const ATTEMPT_LEASE_MS = 2 * 60_000;

/** Events the recovery sweep still announces if their announcement was lost. */
const ANNOUNCE_WINDOW_MS = 24 * 3_600_000;

export interface WebhookServiceDeps {
  store: WebhookStore;
  sender: WebhookSender;
  sealer: SecretSealer;
  queue: DeliveryQueue;
  /** The link tool's address rules, applied at creation and before every attempt. */
  guard: UrlGuard;
  clock: Clock;
  retryScheduleMs: number[];
  /** What GET /v1/job/{id} shows for a job: the `data` of job events. */
  describeJob(job: JobRecord): Record<string, unknown>;
  /** The review item as GET /v1/review shows it: the `data` of review.decided. */
  describeDecision(jobId: string, claimId: string): Promise<Record<string, unknown> | null>;
  findJob(jobId: string): Promise<JobRecord | null>;
}

/** `webhook-id`: the delivery's id, the same on every attempt, so receivers can deduplicate. */
export const webhookId = (deliveryId: string) => `msg_${deliveryId.replace(/-/g, '')}`;

/** A new signing secret: `whsec_` + 32 random bytes in base64 (the Standard Webhooks format). */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

export function createWebhookService(deps: WebhookServiceDeps) {
  const { store, clock } = deps;

  async function refusedAddress(url: string): Promise<string | null> {
    const verdict = await deps.guard.check(url);
    return verdict.ok ? null : verdict.reason;
  }

  /** Creates one delivery per subscribed endpoint and queues its first attempt. */
  async function owe(
    workspaceId: string,
    type: WebhookEvent,
    key: string,
    happenedAt: Date,
    data: () => Promise<Record<string, unknown> | null>,
  ) {
    const endpoints = await store.endpointsFor(workspaceId, type, happenedAt);
    if (endpoints.length === 0) return [];
    const payload = await data();
    if (!payload) return [];
    const body = JSON.stringify({ type, timestamp: happenedAt.toISOString(), data: payload });
    const rows: NewDelivery[] = endpoints.map((e) => ({
      endpointId: e.id,
      workspaceId,
      eventType: type,
      eventKey: key,
      body,
    }));
    const created = await store.createDeliveries(rows);
    // A queue that is down loses nothing: the delivery row is there and the sweep queues it.
    await Promise.allSettled(created.map((id) => deps.queue.enqueue(id, 1, 0)));
    return created;
  }

  return {
    async create(principal: Principal, input: { url: string; events?: WebhookEvent[] | undefined }) {
      requireOwner(principal, 'add webhooks');
      const reason = await refusedAddress(input.url);
      if (reason) {
        throw new AppError('validation_failed', `The service may not send to this address: ${reason}.`, {
          details: [{ field: 'url', message: reason }],
        });
      }
      const existing = await store.listEndpoints(principal.workspaceId);
      if (existing.length >= MAX_ENDPOINTS) {
        throw new AppError(
          'validation_failed',
          `A workspace has at most ${MAX_ENDPOINTS} webhooks; delete one first.`,
          { details: [{ field: 'url', message: `at most ${MAX_ENDPOINTS} webhooks per workspace` }] },
        );
      }
      const id = randomUUID();
      const secret = newWebhookSecret();
      const endpoint = await store.createEndpoint({
        id,
        workspaceId: principal.workspaceId,
        url: new URL(input.url).href,
        events: input.events?.length ? [...new Set(input.events)] : [...WEBHOOK_EVENTS],
        secretSealed: deps.sealer.seal(secret, id),
        createdById: principal.userId,
      });
      return { endpoint, secret };
    },

    list: (principal: Principal): Promise<WebhookEndpoint[]> => store.listEndpoints(principal.workspaceId),

    async remove(principal: Principal, endpointId: string) {
      requireOwner(principal, 'delete webhooks');
      if (!(await store.deleteEndpoint(principal.workspaceId, endpointId))) throw notFound('Webhook');
    },

    /** From the `job.finished` event, the same one chat replies come from. */
    announceJob(job: JobRecord) {
      if (job.state === 'running') return Promise.resolve([]);
      const type = job.state === 'done' ? 'job.done' : 'job.failed';
      return owe(job.workspaceId, type, `job:${job.id}`, job.updatedAt, async () => deps.describeJob(job));
    },

    /** From the `review.decided` event, the same one the chat verdict reply comes from. */
    announceDecision(
      decision: Pick<CoreEventMap['review.decided'], 'workspaceId' | 'jobId' | 'claimId'> & {
        decidedAt: Date;
      },
    ) {
      return owe(
        decision.workspaceId,
        'review.decided',
        `review:${decision.jobId}:${decision.claimId}`,
        decision.decidedAt,
        () => deps.describeDecision(decision.jobId, decision.claimId),
      );
    },

    /**
     * One attempt: the address is checked again (a name may point somewhere private since the
     * endpoint was added), the body signed with a fresh timestamp and the same id, and the
     * outcome recorded. A failure schedules the next attempt until the schedule runs out.
     */
    async attempt(deliveryId: string, attempt: number) {
      const delivery = await store.claimAttempt(deliveryId, attempt, ATTEMPT_LEASE_MS);
      if (!delivery) return null;
      const now = clock.now();
      let outcome: { status: number | null; error: string | null };
      if (delivery.endpointDeleted) {
        await store.recordAttempt(delivery, {
          succeeded: false,
          status: null,
          error: 'The webhook was deleted.',
          nextAttemptAt: null,
        });
        return { succeeded: false };
      }
      const refused = await refusedAddress(delivery.url);
      if (refused) outcome = { status: null, error: `address refused: ${refused}` };
      else
        outcome = await deps.sender.send({
          url: delivery.url,
          id: webhookId(delivery.id),
          timestamp: now,
          body: delivery.body,
          secret: deps.sealer.open(delivery.secretSealed, delivery.endpointId),
        });
      const succeeded = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
      const delay = succeeded ? undefined : deps.retryScheduleMs[delivery.attempts - 1];
      const nextAttemptAt = delay === undefined ? null : new Date(now.getTime() + delay);
      await store.recordAttempt(delivery, {
        succeeded,
        status: outcome.status,
        error: succeeded ? null : (outcome.error ?? `HTTP ${outcome.status}`),
        nextAttemptAt,
      });
      if (nextAttemptAt && delay !== undefined) {
        await deps.queue.enqueue(delivery.id, delivery.attempts + 1, delay).catch(() => undefined);
      }
      return { succeeded };
    },

    /**
     * Crash recovery, run by workers now and then: events whose announcement was lost (the
     * process died between recording a job's end and creating its deliveries) are announced,
     * and attempts whose queue entry was lost are queued again. Both are safe to repeat.
     */
    async sweep(settleMs: number) {
      const now = clock.now().getTime();
      const since = new Date(now - ANNOUNCE_WINDOW_MS);
      const settled = new Date(now - settleMs);
      let announced = 0;
      for (const jobId of await store.jobsNotAnnounced(since, settled, 200)) {
        const job = await deps.findJob(jobId);
        if (job) announced += (await this.announceJob(job)).length;
      }
      for (const decision of await store.decisionsNotAnnounced(since, settled, 200)) {
        announced += (await this.announceDecision(decision)).length;
      }
      const overdue = await store.overdue(settled, 500);
      await Promise.allSettled(overdue.map((d) => deps.queue.enqueue(d.id, d.attempts + 1, 0)));
      return { announced, requeued: overdue.length };
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
