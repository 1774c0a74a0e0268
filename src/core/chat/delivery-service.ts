import type { AttemptInfo } from '../jobs/job-service.js';
import type { Clock } from '../shared/clock.js';
import type { ChatMessage, ReviewCard } from './chat-message.js';
import { ChatDeliveryError, permanent, retryable } from './delivery-error.js';
import type {
  ChatReplier,
  ConversationWindows,
  DeliveryQueue,
  DeliveryRecord,
  DeliveryStatusReport,
  DeliveryStore,
  EditorMessageStore,
  NewDelivery,
  Posted,
} from './ports.js';
import { parseThreadRef, type ChatPlatform } from './thread-ref.js';

export interface DeliveryServiceDeps {
  store: DeliveryStore;
  queue: DeliveryQueue;
  repliers: Map<ChatPlatform, ChatReplier>;
  editors: EditorMessageStore;
  windows: ConversationWindows;
  clock: Clock;
  /** A Retry-After up to this long is waited out in the attempt itself; longer ones go back to the queue. */
  maxInlineWaitMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Told each attempt's outcome (the metrics count deliveries by platform and outcome). */
  onOutcome?: (platform: ChatPlatform, outcome: 'sent' | 'retried' | 'failed' | 'undeliverable') => void;
}

const MAX_INLINE_RETRIES = 3;
/** Pending deliveries read per query when queuing them again. */
const REQUEUE_PAGE = 200;
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Every message owed to a chat platform goes through here: recorded in PostgreSQL first, carried
 * by the queue, sent by the platform's adapter. Rate limits are honoured (Retry-After), transient
 * failures retried with backoff, permanent ones recorded with their reason: nothing is lost silently.
 */
export function createDeliveryService(deps: DeliveryServiceDeps) {
  const { store, repliers, editors, clock } = deps;
  const maxInlineWaitMs = deps.maxInlineWaitMs ?? 60_000;
  const sleep = deps.sleep ?? defaultSleep;

  async function windowClosed(replier: ChatReplier, target: string): Promise<boolean> {
    if (replier.replyWindowMs === undefined) return false;
    const thread = parseThreadRef(target);
    const last = thread ? await deps.windows.lastInbound(thread) : null;
    // No record of the user writing: only a template may open the conversation.
    return !last || clock.now().getTime() - last.getTime() > replier.replyWindowMs;
  }

  async function send(delivery: DeliveryRecord, replier: ChatReplier): Promise<Posted> {
    switch (delivery.kind) {
      case 'result':
      case 'notice':
      case 'verdict': {
        const thread = parseThreadRef(delivery.target);
        if (!thread) throw permanent('bad_target', `Not a thread reference: ${delivery.target}`);
        const closed = await windowClosed(replier, delivery.target);
        return replier.postReply(thread, delivery.message as ChatMessage, { windowClosed: closed });
      }
      case 'review_request': {
        const editor = await editors.find(delivery.target);
        if (!editor) throw permanent('editor_message_missing', 'The editors message record is gone.');
        const posted = await replier.postReviewRequest(editor.channel, delivery.message as ReviewCard);
        const first = posted.messageIds[0];
        if (first) await editors.setMessageId(editor.id, first);
        return posted;
      }
      case 'review_update': {
        const editor = await editors.find(delivery.target);
        if (!editor) throw permanent('editor_message_missing', 'The editors message record is gone.');
        // The request may still be on its way (both are queued): wait for it rather than lose the update.
        if (!editor.messageId)
          throw retryable('request_not_posted_yet', 'The editors message is not posted yet.');
        await replier.updateReviewMessage(editor.channel, editor.messageId, delivery.message as ReviewCard);
        return { messageIds: [editor.messageId] };
      }
      case 'press_answer':
        await replier.answerPress(delivery.target, (delivery.message as ChatMessage).summary);
        return { messageIds: [] };
    }
  }

  const asDeliveryError = (error: unknown) =>
    error instanceof ChatDeliveryError
      ? error
      : retryable(
          'unexpected_error',
          error instanceof Error ? error.message : String(error),
          undefined,
          error,
        );

  return {
    /** Records a delivery (once per dedupe key) and queues it. */
    async schedule(delivery: NewDelivery): Promise<DeliveryRecord> {
      const { delivery: record, created } = await store.create(delivery);
      if (created) await deps.queue.enqueue(record.id);
      return record;
    },

    /**
     * Records many deliveries in one statement (those whose dedupe key exists are left as they
     * are) and queues the new ones together: the queue's adds of one turn go to Redis as one batch.
     */
    async scheduleMany(list: NewDelivery[]): Promise<number> {
      if (list.length === 0) return 0;
      const created = await store.createMany(list);
      await Promise.all(created.map((id) => deps.queue.enqueue(id)));
      return created.length;
    },

    /** The worker's handler for one delivery. Idempotent: a delivery no longer pending is left alone. */
    async deliver(deliveryId: string, attempt: AttemptInfo): Promise<void> {
      let delivery = await store.beginAttempt(deliveryId);
      if (!delivery) return;
      const platform = delivery.platform;
      const outcome = (what: 'sent' | 'retried' | 'failed' | 'undeliverable') =>
        deps.onOutcome?.(platform, what);
      const replier = repliers.get(platform);
      if (!replier) {
        await store.markFailed(deliveryId, 'failed', 'platform_not_configured');
        outcome('failed');
        return;
      }
      for (let inline = 0; ; inline++) {
        try {
          const posted = await send(delivery, replier);
          await store.markSent(deliveryId, posted, clock.now());
          outcome('sent');
          return;
        } catch (thrown) {
          const error = asDeliveryError(thrown);
          if (!error.retryable) {
            await store.markFailed(
              deliveryId,
              error.undeliverable ? 'undeliverable' : 'failed',
              error.reason,
            );
            outcome(error.undeliverable ? 'undeliverable' : 'failed');
            return;
          }
          const wait = error.retryAfterMs;
          if (wait !== undefined && wait <= maxInlineWaitMs && inline < MAX_INLINE_RETRIES) {
            await store.noteRetry(deliveryId, error.reason);
            outcome('retried');
            await sleep(wait);
            const again = await store.beginAttempt(deliveryId);
            if (!again) return;
            delivery = again;
            continue;
          }
          if (attempt.attempt >= attempt.maxAttempts) {
            await store.markFailed(
              deliveryId,
              'failed',
              `${error.reason}: gave up after ${delivery.attempts} attempts`,
            );
            outcome('failed');
            return;
          }
          await store.noteRetry(deliveryId, error.reason);
          outcome('retried');
          throw error;
        }
      }
    },

    /** A platform's status callback: recorded, and a message that never arrived fails its delivery. */
    async recordStatus(report: DeliveryStatusReport): Promise<void> {
      const delivery = await store.recordStatus(report);
      if (delivery && report.outcome !== 'ok') {
        await store.markFailed(delivery.id, report.outcome, report.reason ?? report.status);
      }
    },

    /**
     * Queues again pending deliveries untouched for `olderThanMs` (0: every pending one, after
     * Redis lost its data), a page at a time until none is left: their queue entries may be gone.
     * A delivery still queued is not doubled (its queue id is its own).
     */
    async requeueStale(olderThanMs: number): Promise<number> {
      const queued = new Set<string>();
      for (;;) {
        // Each page is marked touched as it is read, so the next page holds others (and a page of
        // ones already queued, as a clock behind the database's would give, ends the loop).
        const ids = await store.findStalePending(new Date(clock.now().getTime() - olderThanMs), REQUEUE_PAGE);
        const fresh = ids.filter((id) => !queued.has(id));
        for (const id of fresh) {
          await deps.queue.enqueue(id);
          queued.add(id);
        }
        if (ids.length < REQUEUE_PAGE || fresh.length === 0) return queued.size;
      }
    },

    listForJob: (jobId: string) => store.listForJob(jobId),
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
