import type { Verdict } from '../check/check-result.js';
import type { JobOrigin } from '../jobs/job-service.js';
import type { JobRecord } from '../jobs/job.js';
import type { ChatMediaRef, ChatVia } from '../media/ports.js';
import type { ChatMessage, ReviewCard } from './chat-message.js';
import type { ChatPlatform, ThreadRef } from './thread-ref.js';

/** What a platform accepted: its ids for the message(s) posted (a long reply may be split). */
export interface Posted {
  messageIds: string[];
  /** Set when the message went out differently from asked (e.g. `sent_as_template`). */
  note?: string;
}

/**
 * The one port every chat adapter implements to talk back to its platform. Methods throw
 * ChatDeliveryError when the platform refuses; the delivery service decides about retries.
 */
export interface ChatReplier {
  readonly platform: ChatPlatform;
  /**
   * How long after a user's last message free text may still be sent (WhatsApp: 24 hours).
   * Undefined: no window.
   */
  readonly replyWindowMs?: number;
  /** Posts a threaded reply. `windowClosed`: the platform's reply window has passed. */
  postReply(thread: ThreadRef, message: ChatMessage, opts?: { windowClosed?: boolean }): Promise<Posted>;
  /** Posts a low-confidence claim with verdict buttons to an editors' channel. */
  postReviewRequest(channel: string, card: ReviewCard): Promise<Posted>;
  /** Rewrites an editors' message (shows the decision, removes the buttons). */
  updateReviewMessage(channel: string, messageId: string, card: ReviewCard): Promise<void>;
  /** Answers the editor who pressed a button (Slack ephemeral, Telegram callback answer). */
  answerPress(answerRef: string, text: string): Promise<void>;
}

/** A message a platform delivered to us, already verified and parsed by its adapter. */
export interface IncomingChatMessage {
  platform: ChatPlatform;
  /** The message's identity on the platform: retries and duplicate events share it. */
  eventKey: string;
  /** What a workspace links: Slack team id, Telegram chat id, WhatsApp tip-line number. */
  place: string;
  thread: ThreadRef;
  /** The typed text; for a media tip, its caption (may be empty). */
  text: string;
  receivedAt: Date;
  /** A photo, voice note, audio, video or image/audio document sent with the message. */
  media?: ChatMediaRef | undefined;
  /** Set when it came through a newsroom's own bot or sender: that connector's id. */
  connectorId?: string;
}

/** An editor pressed a verdict button. */
export interface ButtonPress {
  platform: ChatPlatform;
  /** Channel and message the button sits on, as the platform reports them (not trusted from the value). */
  channel: string;
  messageId: string;
  value: string;
  editor: { id: string; name: string };
  /** Where to answer the editor (adapter-specific, opaque to core). */
  answerRef: string;
}

/** A platform's report on a message it accepted earlier (Twilio status callbacks). */
export interface DeliveryStatusReport {
  platform: ChatPlatform;
  messageId: string;
  status: string;
  /** `failed`/`undeliverable`: the message did not arrive; `reason` says why. */
  outcome: 'ok' | 'failed' | 'undeliverable';
  reason?: string;
}

/** Everything an adapter may find in one verified webhook request. */
export type Inbound =
  | { type: 'message'; message: IncomingChatMessage }
  | { type: 'press'; press: ButtonPress }
  | { type: 'status'; report: DeliveryStatusReport }
  | { type: 'challenge'; challenge: string }
  /** The platform says our install is gone (Slack app_uninstalled, tokens_revoked). */
  | { type: 'uninstalled'; platform: ChatPlatform; place: string }
  | { type: 'ignored'; reason: string };

/** The webhook request as its adapter needs it: the exact bytes the platform signed. */
export interface WebhookRequest {
  /** Path and query as received (Twilio signs the public URL including them). */
  url: string;
  rawBody: string;
  /** The same body as the bytes received, when the route kept them (what signatures cover). */
  rawBytes?: Buffer;
  contentType: string;
  headers: Record<string, string | string[] | undefined>;
}

/** The platform's answer to a webhook: Slack wants JSON for challenges, Twilio wants TwiML. */
export interface WebhookAck {
  status: number;
  contentType?: string;
  body?: string;
}

/**
 * The inbound half of an adapter: signature check on the raw body (constant-time) and parsing
 * into platform-neutral events. `parse` throws AppError('bad_request') on malformed payloads.
 */
export interface ChatInbound {
  readonly platform: ChatPlatform;
  verify(request: WebhookRequest): boolean | Promise<boolean>;
  parse(request: WebhookRequest): Inbound;
  ack(inbound: Inbound): WebhookAck;
}

/** Which workspace owns a chat place, and where its editors work. */
export interface ChannelDirectory {
  /** `connectorId`: the message came through a newsroom's own bot or sender (its workspace's). */
  workspaceFor(platform: ChatPlatform, place: string, connectorId?: string): Promise<string | null>;
  editorsChannels(workspaceId: string): Promise<Array<{ platform: ChatPlatform; channel: string }>>;
}

/** The atomic claim of a platform message: true exactly once per (platform, key). */
export interface EventClaims {
  claim(platform: ChatPlatform, eventKey: string): Promise<boolean>;
  /**
   * The claim, and the workspace of the place the message came from (ChannelDirectory.workspaceFor
   * without a connector), in one step: every chat message needs both, and a burst's messages get
   * them from one statement.
   */
  claimFromPlace(
    platform: ChatPlatform,
    eventKey: string,
    place: string,
  ): Promise<{ claimed: boolean; workspaceId: string | null }>;
  /** Gives a claim back when nothing could be queued, so the platform's retry is taken. */
  release(platform: ChatPlatform, eventKey: string): Promise<void>;
}

/** Carries delivery ids to workers (the record itself is in PostgreSQL). */
export interface DeliveryQueue {
  enqueue(deliveryId: string): Promise<void>;
}

export type DeliveryKind =
  'result' | 'notice' | 'verdict' | 'review_request' | 'review_update' | 'press_answer';
export type DeliveryState = 'pending' | 'sent' | 'failed' | 'undeliverable';

export interface NewDelivery {
  workspaceId: string | null;
  jobId: string | null;
  kind: DeliveryKind;
  platform: ChatPlatform;
  target: string;
  dedupeKey: string;
  message: ChatMessage | ReviewCard;
}

export interface DeliveryRecord extends NewDelivery {
  id: string;
  state: DeliveryState;
  attempts: number;
  reason: string | null;
  platformMessageIds: string[];
  platformStatus: string | null;
  createdAt: Date;
  updatedAt: Date;
  sentAt: Date | null;
}

/** The durable record of every message owed to a platform. */
export interface DeliveryStore {
  /** Inserts unless the dedupe key exists; returns the delivery either way and whether it is new. */
  create(delivery: NewDelivery): Promise<{ delivery: DeliveryRecord; created: boolean }>;
  /** Inserts those whose dedupe key does not exist yet, in one statement; returns their ids. */
  createMany(deliveries: NewDelivery[]): Promise<string[]>;
  find(id: string): Promise<DeliveryRecord | null>;
  findByDedupeKey(key: string): Promise<DeliveryRecord | null>;
  /** Counts an attempt; returns the delivery only while it is still pending. */
  beginAttempt(id: string): Promise<DeliveryRecord | null>;
  markSent(id: string, posted: Posted, at: Date): Promise<void>;
  markFailed(id: string, state: 'failed' | 'undeliverable', reason: string): Promise<void>;
  /** Records why an attempt failed while the delivery stays pending for a retry. */
  noteRetry(id: string, reason: string): Promise<void>;
  listForJob(jobId: string): Promise<DeliveryRecord[]>;
  /** Pending deliveries untouched since `before` (their queue entry may be lost). */
  findStalePending(before: Date, limit: number): Promise<string[]>;
  /** Records a platform's status callback for a message it accepted. */
  recordStatus(report: DeliveryStatusReport): Promise<DeliveryRecord | null>;
}

export interface EditorMessage {
  id: string;
  workspaceId: string;
  jobId: string;
  claimId: string;
  claimText: string;
  itemId: string;
  replyTo: string | null;
  platform: ChatPlatform;
  channel: string;
  messageId: string | null;
}

export interface EditorMessageStore {
  create(message: Omit<EditorMessage, 'id' | 'messageId'>): Promise<EditorMessage>;
  find(id: string): Promise<EditorMessage | null>;
  setMessageId(id: string, messageId: string): Promise<void>;
  forClaim(jobId: string, claimId: string): Promise<EditorMessage[]>;
}

/** When a user last wrote in a conversation (for platforms with a reply window). */
export interface ConversationWindows {
  touch(thread: ThreadRef, at: Date): Promise<void>;
  lastInbound(thread: ThreadRef): Promise<Date | null>;
}

/** A review queue item waiting for an editor (the review service's shape, as much as chat needs). */
export interface PendingReviewItem {
  id: string;
  claimId: string;
  claimText?: string;
}

export type ReviewDecision =
  | { outcome: 'decided'; item: { id: string } }
  | { outcome: 'corrected'; item: { id: string } }
  | { outcome: 'already_decided'; decidedBy: string; decidedAt: Date | string; verdict: string };

/**
 * The review service as chat uses it (src/core/review/review-service.ts, built elsewhere): the
 * items of a finished job, and the decision an editor's button press asks for.
 */
export interface ReviewGateway {
  pendingForJob(jobId: string): Promise<PendingReviewItem[]>;
  decide(request: {
    workspaceId: string;
    itemId: string;
    verdict: Verdict;
    note?: string;
    editor: { id: string | null; name: string };
  }): Promise<ReviewDecision>;
}

/**
 * Starts a media job (src/core/media) for a chat tip's file; its caption is part of the tip.
 * Throws AppError for a type or size refused before anything is counted.
 */
export type SubmitMedia = (
  origin: JobOrigin,
  media: ChatMediaRef,
  caption: string,
  via?: ChatVia,
) => Promise<JobRecord>;

/** Starts a link job (src/core/link, built elsewhere). Counted like the API's POST /v1/link. */
export type SubmitLink = (origin: JobOrigin, url: string) => Promise<JobRecord>;
