import type { Clock } from '../shared/clock.js';
import type { Asker, GroupDecisionRecord, GroupingStore } from './ports.js';

/** Askers handled per transaction: their jobs' results are rewritten under row locks. */
const PAGE = 250;
/** Deliveries created at once (a pool of ten database connections serves the worker). */
const PARALLEL = 8;

/** Tells one asker, in their own thread, what the newsroom decided (creates a durable delivery). */
export type AskerNotifier = (
  asker: Asker & { workspaceId: string },
  decision: GroupDecisionRecord & { claimText: string; correction: boolean },
) => Promise<void>;

/**
 * One decision answers every asker of its group: each asker's job result takes the verdict, and
 * each asker with a chat thread gets a delivery whose dedupe key is unique per asker and decision,
 * so a retried fan-out (or a second worker) answers nobody twice. A later decision is a correction.
 */
export function createDecisionFanout(deps: { store: GroupingStore; notify: AskerNotifier; clock: Clock }) {
  return {
    async run(groupId: string, seq: number): Promise<number> {
      const decision = await deps.store.decision(groupId, seq);
      if (!decision) return 0;
      let after: string | null = null;
      let answered = 0;
      for (;;) {
        // Askers who came after the decision were answered with it at once.
        const page = await deps.store.askers(groupId, decision.decidedAt, after, PAGE);
        if (page.length === 0) break;
        await deps.store.applyToAskers(decision, page);
        const owed = page.filter((a) => a.replyTo);
        // A few at a time: each is a row and a queue entry, so waiting on one before the next
        // would make a thousand askers wait a thousand round trips.
        for (let i = 0; i < owed.length; i += PARALLEL) {
          await Promise.all(
            owed
              .slice(i, i + PARALLEL)
              .map((asker) =>
                deps.notify(
                  { ...asker, workspaceId: decision.workspaceId },
                  { ...decision, claimText: asker.text, correction: seq > 1 },
                ),
              ),
          );
        }
        answered += owed.length;
        after = page[page.length - 1]!.askId;
      }
      await deps.store.markAnswered(groupId, seq, deps.clock.now());
      return answered;
    },

    /** Decisions left unanswered (the queue lost them, or a worker died): run again. */
    async pending(olderThanMs: number) {
      return deps.store.unanswered(new Date(deps.clock.now().getTime() - olderThanMs), 50);
    },
  };
}

export type DecisionFanout = ReturnType<typeof createDecisionFanout>;
