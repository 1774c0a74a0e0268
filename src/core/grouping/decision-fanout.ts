import type { Clock } from '../shared/clock.js';
import type { Asker, GroupDecisionRecord, GroupingStore } from './ports.js';

/** Askers handled per transaction: their jobs' results are rewritten under row locks. */
const PAGE = 250;

/**
 * Tells a page of askers, each in their own thread, what the newsroom decided: one durable
 * delivery per asker with a chat thread, created together.
 */
export type AskerNotifier = (
  askers: Array<Asker & { replyTo: string }>,
  decision: GroupDecisionRecord & { correction: boolean },
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
        const owed = page.filter((a): a is Asker & { replyTo: string } => a.replyTo !== null);
        if (owed.length > 0) await deps.notify(owed, { ...decision, correction: seq > 1 });
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
