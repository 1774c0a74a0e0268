import type { Verdict } from '../check/check-result.js';
import type { GroupChoice } from './choose-group.js';

/** A wording already in one of the workspace's groups, as the candidate search found it. */
export interface CandidateWording {
  groupId: string;
  text: string;
  /** The wording read in English when it was grouped (what matching compares). */
  englishText: string;
  language: string;
  decided: boolean;
}

export interface ClaimGroup {
  id: string;
  workspaceId: string;
  text: string;
  status: 'open' | 'decided';
  verdict: Verdict | null;
  writeUp: string;
  decidedBy: string | null;
  decidedAt: Date | null;
  reviewItemId: string | null;
  createdAt: Date;
}

/** One claim of one job, to be put in a group. */
export interface NewAsk {
  workspaceId: string;
  jobId: string;
  claimId: string;
  text: string;
  englishText: string;
  language: string;
  platform: string;
  replyTo: string | null;
  verdict: string;
  /** The engine's confidence: `low` asks for an editor (one review item per group). */
  confidence: string;
  engineVerdict: string;
  /** When the tip arrived (its job's creation). */
  askedAt: Date;
  /** Set when the asker is answered right away (the engine was sure, or the newsroom decided). */
  answeredAt: Date | null;
}

export interface Assigned {
  group: ClaimGroup;
  /** The newsroom's published fact-check of a decided group (its ClaimReview url). */
  factCheckUrl: string | null;
  askId: string;
  similarity: number;
  strength: GroupChoice['strength'] | 'new';
  suggested: boolean;
}

/** An asker as a decision's fan-out sees it. */
export interface Asker {
  askId: string;
  jobId: string;
  claimId: string;
  text: string;
  replyTo: string | null;
}

export interface GroupDecisionRecord {
  groupId: string;
  workspaceId: string;
  seq: number;
  verdict: Verdict;
  note: string | null;
  decidedBy: string;
  decidedAt: Date;
}

export interface GroupingStore {
  /**
   * Puts a job's claims in groups, in order, in one transaction under a lock on the workspace's
   * grouping (a PostgreSQL advisory transaction lock), so two paraphrases arriving at once cannot
   * both start a group: the second sees the first (a job's second claim sees its first too).
   * `choose` picks among the candidate wordings. A claim already grouped (a retried job) gets its
   * group back unchanged. A low-confidence claim of an open group without a review item gets one.
   */
  assignAll(
    claims: Array<{ ask: NewAsk; choose: (candidates: CandidateWording[]) => GroupChoice }>,
  ): Promise<Assigned[]>;
  /** Askers of a group, confirmed members only (suggestions wait for an editor), in pages. */
  askers(groupId: string, askedBefore: Date, afterAskId: string | null, limit: number): Promise<Asker[]>;
  decision(groupId: string, seq: number): Promise<GroupDecisionRecord | null>;
  /**
   * Writes a decision into the results of the given askers' jobs and marks them answered by an
   * editor (those not answered yet).
   */
  applyToAskers(decision: GroupDecisionRecord, askers: Asker[]): Promise<void>;
  markAnswered(groupId: string, seq: number, at: Date): Promise<void>;
  /** Decisions whose fan-out never finished (the process died): the worker sweeper reruns them. */
  unanswered(before: Date, limit: number): Promise<Array<{ groupId: string; seq: number }>>;
  /** An editor confirms a suggested asker (it becomes a member) or splits it into its own group. */
  resolveSuggestion(
    workspaceId: string,
    itemId: string,
    askId: string,
    action: 'confirm' | 'split',
  ): Promise<'done' | 'not_found'>;
}

/** Runs a decision's fan-out durably (a queued job per decision). */
export interface DecisionQueue {
  enqueue(groupId: string, seq: number): Promise<void>;
}
