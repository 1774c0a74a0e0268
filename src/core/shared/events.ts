import type { JobRecord } from '../jobs/job.js';

/**
 * What core announces to whoever listens (chat adapters reply from these). Listeners should only
 * enqueue durable work; the bus itself is in-process and keeps nothing.
 */
export interface CoreEventMap {
  'job.finished': { job: JobRecord };
  'review.decided': {
    workspaceId: string;
    jobId: string;
    claimId: string;
    claimText: string;
    verdict: string;
    decidedBy: string;
    decidedAt: Date;
    replyTo: string | null;
    note: string | null;
  };
  /**
   * A page of a claim group's askers is owed the newsroom's decision (or its correction), each in
   * their own thread. Listeners create one durable delivery per asker, keyed by asker and decision,
   * all in one statement (a thousand askers are four pages, not a thousand round trips).
   */
  'group.answers': { answers: GroupAnswer[] };
  /** A media tip waits for an editor to type what it says (no transcriber, or it failed). */
  'media.awaiting_editor': { job: JobRecord; reviewItemId: string | null; kind: 'audio' | 'video' };
}

/** One asker of a claim group and the decision they are owed (see `group.answers`). */
export interface GroupAnswer {
  workspaceId: string;
  jobId: string;
  claimId: string;
  claimText: string;
  replyTo: string;
  groupId: string;
  seq: number;
  verdict: string;
  note: string | null;
  decidedBy: string;
  decidedAt: Date;
  correction: boolean;
}

export type CoreEventName = keyof CoreEventMap;
export type CoreEventListener<K extends CoreEventName> = (event: CoreEventMap[K]) => Promise<void> | void;

export interface EventBus {
  publish<K extends CoreEventName>(name: K, event: CoreEventMap[K]): Promise<void>;
  /**
   * Like publish, but throws (after every listener had its turn) when one failed, so the caller
   * can keep the event in its outbox and run it again later. Listeners must be idempotent.
   */
  publishOrThrow<K extends CoreEventName>(name: K, event: CoreEventMap[K]): Promise<void>;
  subscribe<K extends CoreEventName>(name: K, listener: CoreEventListener<K>): void;
}

/** Runs listeners in order and awaits them; a failing listener is reported, not swallowed. */
export function createEventBus(onListenerError: (name: string, error: unknown) => void): EventBus {
  const listeners = new Map<string, Array<CoreEventListener<CoreEventName>>>();
  return {
    async publish(name, event) {
      for (const listener of listeners.get(name) ?? []) {
        try {
          await (listener as CoreEventListener<typeof name>)(event);
        } catch (error) {
          onListenerError(name, error);
        }
      }
    },
    async publishOrThrow(name, event) {
      const errors: unknown[] = [];
      for (const listener of listeners.get(name) ?? []) {
        try {
          await (listener as CoreEventListener<typeof name>)(event);
        } catch (error) {
          errors.push(error);
        }
      }
      if (errors.length === 1) throw errors[0];
      if (errors.length > 1) throw new AggregateError(errors, `${errors.length} ${name} listeners failed`);
    },
    subscribe(name, listener) {
      const list = listeners.get(name) ?? [];
      list.push(listener as CoreEventListener<CoreEventName>);
      listeners.set(name, list);
    },
  };
}
