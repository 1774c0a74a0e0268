import type { Verdict } from '../check/check-result.js';

export interface ReviewItem {
  id: string;
  workspaceId: string;
  jobId: string;
  claimId: string;
  claimText: string;
  /** What the engine said before the editor. */
  engineVerdict: string;
  confidence: string;
  status: 'pending' | 'decided';
  verdict: Verdict | null;
  note: string | null;
  decidedBy: string | null;
  decidedAt: Date | null;
  createdAt: Date;
  /** Set on an item that asks for a transcript: the voice note or video an editor plays. */
  media?: ReviewMedia | null;
  /** The claim group the item decides (every asker of it is answered by one decision). */
  group?: ReviewGroup | null;
}

export interface ReviewGroup {
  id: string;
  askers: number;
  platforms: string[];
  firstAskedAt: Date;
  lastAskedAt: Date;
  sampleTexts: string[];
  /** Middling matches an editor confirms (they join) or splits (they become a group of their own). */
  suggestions: Array<{ id: string; text: string; platform: string; askedAt: Date; similarity: number }>;
}

export interface ReviewMedia {
  id: string;
  kind: string;
  mediaType: string;
  durationS: number | null;
  caption: string | null;
}

export interface NewReviewItem {
  workspaceId: string;
  jobId: string;
  claimId: string;
  claimText: string;
  engineVerdict: string;
  confidence: string;
}

export interface Decision {
  workspaceId: string;
  itemId: string;
  verdict: Verdict;
  note: string | null;
  editor: { id: string | null; name: string };
  at: Date;
  /** A new decision on an item already decided corrects it (the API); otherwise it is refused (a button). */
  correction?: boolean;
}

/** The decision recorded on the item's claim group, whose askers are all answered from it. */
export interface GroupDecisionRef {
  groupId: string;
  seq: number;
}

export type DecideOutcome =
  | { outcome: 'decided'; item: ReviewItem; replyTo: string | null; group: GroupDecisionRef | null }
  | { outcome: 'corrected'; item: ReviewItem; group: GroupDecisionRef | null }
  | { outcome: 'already_decided'; item: ReviewItem }
  | { outcome: 'not_found' };

export interface ReviewStore {
  /** Adds items; an item already there for (job, claim) is left as it is (retried jobs). */
  addPending(items: NewReviewItem[]): Promise<void>;
  listPending(workspaceId: string): Promise<ReviewItem[]>;
  pendingForJob(jobId: string): Promise<ReviewItem[]>;
  /**
   * Decides an item if it is still pending (a conditional update, so two editors pressing at
   * once decide it once) and, in the same transaction, rewrites the claim in its job's result
   * under a lock on the job row and logs the decision in the activity log.
   */
  decide(decision: Decision): Promise<DecideOutcome>;
  /**
   * Writes every decided item of a job into its (just stored) result again: an editor may decide
   * a claim between its review item being queued and the job's result being stored.
   */
  reapplyDecisions(jobId: string): Promise<number>;
}
