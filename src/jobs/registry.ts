import type { z } from 'zod';
import type { Logger } from 'pino';

export interface JobContext {
  attempt: number;
  maxAttempts: number;
  log: Logger;
}

/**
 * One kind of queued work: its name, the zod schema of its payload (re-parsed in the worker,
 * since Redis is just a carrier) and its handler. Handlers must be idempotent.
 */
export interface JobDefinition<P = unknown> {
  name: string;
  payload: z.ZodType<P>;
  handle(payload: P, ctx: JobContext): Promise<void>;
  /**
   * Which queue carries it: `work` (checks, links, media, imports) or `deliveries` (webhooks and
   * chat replies: short network calls that must not wait behind a backlog of checks; they have
   * their own queue and workers, so a job's end reaches its receiver in milliseconds whatever the
   * backlog). `dispatch` carries only the bursts of accepted jobs the API hands over in one entry
   * (job-bursts.ts), which workers of their own expand at once into `work` entries. Default `work`.
   */
  lane?: JobLane;
  /** Attempts before giving up (default 5), with exponential backoff from `backoffMs`. */
  attempts?: number;
  backoffMs?: number;
  /** The job kind metrics file this job under (default: its name); `run-job` names the record's kind. */
  metricsKind?: (payload: P) => string;
}

export type JobLane = 'work' | 'deliveries' | 'dispatch';
export const JOB_LANES: JobLane[] = ['work', 'deliveries', 'dispatch'];

export function defineJob<P>(definition: JobDefinition<P>): JobDefinition<P> {
  return definition;
}

/** A definition of any payload type, for lists of jobs (each keeps its own schema and handler). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJobDefinition = JobDefinition<any>;

export type JobRegistry = Map<string, JobDefinition<unknown>>;

export function createRegistry(definitions: AnyJobDefinition[]): JobRegistry {
  const registry: JobRegistry = new Map();
  for (const definition of definitions) {
    if (registry.has(definition.name)) throw new Error(`Job ${definition.name} is defined twice`);
    registry.set(definition.name, definition);
  }
  return registry;
}
