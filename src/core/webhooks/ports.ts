/**
 * Ports of outgoing webhooks (api.md "For integrators"). Core decides what is owed to whom and
 * when to try again; the store keeps it durable, the sender signs and posts.
 */
export const WEBHOOK_EVENTS = ['job.done', 'job.failed', 'review.decided'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export interface LastDelivery {
  at: Date;
  status: number | null;
  outcome: 'succeeded' | 'failed';
  error: string | null;
}

export interface WebhookEndpoint {
  id: string;
  workspaceId: string;
  url: string;
  events: WebhookEvent[];
  createdAt: Date;
  lastDelivery: LastDelivery | null;
}

export interface NewDelivery {
  endpointId: string;
  workspaceId: string;
  eventType: WebhookEvent;
  /** What makes the event unique for one endpoint (`job:<id>`, `review:<item id>`). */
  eventKey: string;
  body: string;
}

/** A delivery whose attempt this worker holds, with what it needs to send it. */
export interface ClaimedDelivery {
  id: string;
  endpointId: string;
  url: string;
  secretSealed: string;
  body: string;
  /** Attempts so far, this one included. */
  attempts: number;
  endpointDeleted: boolean;
}

export interface AttemptOutcome {
  succeeded: boolean;
  status: number | null;
  error: string | null;
  /** When to try again; null when this was the last attempt (or it succeeded). */
  nextAttemptAt: Date | null;
}

export interface WebhookStore {
  createEndpoint(endpoint: {
    id: string;
    workspaceId: string;
    url: string;
    events: WebhookEvent[];
    secretSealed: string;
    createdById: string | null;
  }): Promise<WebhookEndpoint>;
  listEndpoints(workspaceId: string): Promise<WebhookEndpoint[]>;
  /** Marks an endpoint deleted; false when the workspace has no such live endpoint. */
  deleteEndpoint(workspaceId: string, endpointId: string): Promise<boolean>;
  /** Live endpoints of the workspace subscribed to `event` that existed when it happened. */
  endpointsFor(workspaceId: string, event: WebhookEvent, happenedAt: Date): Promise<Array<{ id: string }>>;
  /** Inserts the deliveries not already owed (unique endpoint + event key); returns the new ones' ids. */
  createDeliveries(deliveries: NewDelivery[]): Promise<string[]>;
  /**
   * Takes attempt number `attempt` of a pending delivery (a conditional update, so a duplicate
   * queue entry finds nothing to do) and holds it for `leaseMs`: if this worker dies, the sweep
   * hands the attempt to another after the lease.
   */
  claimAttempt(deliveryId: string, attempt: number, leaseMs: number): Promise<ClaimedDelivery | null>;
  recordAttempt(delivery: ClaimedDelivery, outcome: AttemptOutcome): Promise<void>;
  /** Pending deliveries whose next attempt is overdue (their queue entry was lost). */
  overdue(before: Date, limit: number): Promise<Array<{ id: string; attempts: number }>>;
  /** Finished jobs since `since` that a subscribed endpoint has no delivery for yet. */
  jobsNotAnnounced(since: Date, settledBefore: Date, limit: number): Promise<string[]>;
  /** Decided review items since `since` that a subscribed endpoint has no delivery for yet. */
  decisionsNotAnnounced(
    since: Date,
    settledBefore: Date,
    limit: number,
  ): Promise<Array<{ workspaceId: string; jobId: string; claimId: string; decidedAt: Date }>>;
}

/** What came back from one POST: an HTTP status, or no answer and why. */
export interface SendOutcome {
  status: number | null;
  error: string | null;
}

/** Signs a body per the Standard Webhooks specification and posts it. Never throws. */
export interface WebhookSender {
  send(request: {
    url: string;
    id: string;
    timestamp: Date;
    body: string;
    secret: string;
  }): Promise<SendOutcome>;
}

/** Keeps secrets usable but unreadable at rest (bound to the row that holds them). */
export interface SecretSealer {
  seal(plain: string, boundTo: string): string;
  open(sealed: string, boundTo: string): string;
}

/** Queues attempt `attempt` of a delivery after `delayMs`. */
export interface DeliveryQueue {
  enqueue(deliveryId: string, attempt: number, delayMs: number): Promise<void>;
}
