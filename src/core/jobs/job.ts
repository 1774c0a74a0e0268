import type { Tool } from '../usage/quota-policy.js';

/** Every job kind is a tool use: checks and link checks. */
export type JobKind = Tool;
export type JobState = 'running' | 'done' | 'failed';

export interface JobError {
  code: string;
  message: string;
}

export interface JobRecord {
  id: string;
  workspaceId: string;
  kind: JobKind;
  state: JobState;
  input: Record<string, unknown>;
  result: Record<string, unknown> | null;
  error: JobError | null;
  attempts: number;
  createdById: string | null;
  /** Opaque `{platform}:{channel}:{thread}` address when the job came from chat. */
  replyTo: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * A failure retrying cannot fix (bad input, a video without captions). The job fails at once
 * with this code; anything else thrown by a processor is treated as transient and retried.
 */
export class PermanentJobError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** The use is given back (a refusal before real work: a file too large or too long). */
    readonly uncounted = false,
  ) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

/**
 * The job waits for a person (an editor typing what a voice note says): it stays `running` with
 * no result, and is queued again when the person has answered. Not a failure, not retried.
 */
export class JobWaitingError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'JobWaitingError';
  }
}
