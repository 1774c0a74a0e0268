import { notFound } from '../errors/app-error.js';
import type { Verdict } from '../check/check-result.js';
import type { Clock } from '../shared/clock.js';
import type { EventBus } from '../shared/events.js';
import type { DecisionQueue } from '../grouping/ports.js';
import type { ReviewItem, ReviewStore } from './ports.js';

export type DecideResult =
  | { outcome: 'decided'; item: ReviewItem }
  | { outcome: 'corrected'; item: ReviewItem }
  | { outcome: 'already_decided'; decidedBy: string; decidedAt: Date; verdict: Verdict; item: ReviewItem };

/**
 * The review queue: low-confidence claims wait here for an editor. Used by the HTTP routes and
 * by the chat adapters' buttons alike; deciding twice is a value, not an error.
 */
export function createReviewService(deps: {
  store: ReviewStore;
  events: EventBus;
  clock: Clock;
  /** Answers every asker of a decided group (a durable job per decision). */
  decisions?: DecisionQueue;
}) {
  return {
    /** Pending items of a workspace, oldest first. */
    listPending: (workspaceId: string) => deps.store.listPending(workspaceId),

    pendingForJob: (jobId: string) => deps.store.pendingForJob(jobId),

    /** Called when a job finishes: decisions made while it was still running are not lost. */
    reconcileFinishedJob: (jobId: string) => deps.store.reapplyDecisions(jobId),

    /** Another workspace's item, or an unknown id: AppError not_found. */
    async decide(input: {
      workspaceId: string;
      itemId: string;
      verdict: Verdict;
      note?: string | null | undefined;
      editor: { id: string | null; name: string };
      /** The API's decision on a decided item is a correction; a chat button's is refused. */
      correction?: boolean;
    }): Promise<DecideResult> {
      const outcome = await deps.store.decide({
        workspaceId: input.workspaceId,
        itemId: input.itemId,
        verdict: input.verdict,
        note: input.note?.trim() || null,
        editor: input.editor,
        at: deps.clock.now(),
        correction: input.correction ?? false,
      });
      if (outcome.outcome === 'not_found') throw notFound('The review item');
      const { item } = outcome;
      if (outcome.outcome !== 'already_decided' && outcome.group)
        // The decision is committed: if the queue is down now, the worker's sweeper runs it later.
        await deps.decisions?.enqueue(outcome.group.groupId, outcome.group.seq).catch(() => undefined);
      if (outcome.outcome === 'corrected') return { outcome: 'corrected', item };
      if (outcome.outcome === 'already_decided') {
        return {
          outcome: 'already_decided',
          decidedBy: item.decidedBy ?? 'an editor',
          decidedAt: item.decidedAt ?? item.createdAt,
          verdict: item.verdict ?? (item.engineVerdict as Verdict),
          item,
        };
      }
      await deps.events.publish('review.decided', {
        workspaceId: item.workspaceId,
        jobId: item.jobId,
        claimId: item.claimId,
        claimText: item.claimText,
        verdict: input.verdict,
        decidedBy: input.editor.name,
        decidedAt: item.decidedAt ?? deps.clock.now(),
        replyTo: outcome.replyTo,
        note: item.note,
      });
      return { outcome: 'decided', item };
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
