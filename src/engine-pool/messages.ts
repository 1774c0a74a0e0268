import type { CheckRequest } from '../core/check/check-engine.js';
import type { CheckResult } from '../core/check/check-result.js';

/** Pool -> engine thread: one check. */
export interface ThreadTask {
  id: number;
  request: CheckRequest;
}

/**
 * Engine thread -> pool: its answer (errors lose their class crossing the thread), with the remote
 * providers that fell back during it (the parent's metrics count them).
 */
export type ThreadReply =
  | { id: number; ok: true; result: CheckResult; fallbacks: string[] }
  | { id: number; ok: false; error: { name: string; message: string }; fallbacks: string[] };

/** Engine thread -> pool, once, before any task: built and warmed (how long the warm-up took, ms; null when skipped). */
export interface ThreadReady {
  ready: true;
  warmUpMs: number | null;
}
