import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import type { Env } from '../config/env.js';
import type { CheckEngine, CheckRequest } from '../core/check/check-engine.js';
import type { CheckResult } from '../core/check/check-result.js';
import type { ThreadReady, ThreadReply, ThreadTask } from './messages.js';

const THREAD_FILE = new URL('./engine-thread-boot.mjs', import.meta.url);

/** Said in `notes` when a check was stopped from outside (a single stage outran the budget). */
export const STOPPED_NOTE =
  'The check was stopped at its time budget before any claim was finished; it is unproven.';

interface Task {
  id: number;
  request: CheckRequest;
  resolve(result: CheckResult): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker | null;
  ready: Promise<void> | null;
  task: Task | null;
}

/**
 * The check engine behind the `CheckEngine` port, run in worker threads so that no check, however
 * adversarial its text, holds the API's event loop. Each thread runs one check at a time. Checks
 * wait in one queue per workspace and threads take them round-robin across workspaces, with at
 * most `threads - 1` per workspace: one newsroom's burst cannot keep a neighbour waiting behind
 * it. A check that outruns its budget (CHECK_BUDGET_MS, enforced inside the engine) by a wide
 * margin is stopped from outside: its thread is replaced and the check answers unproven, saying so.
 */
export function createCheckThreadPool(opts: {
  env: Env;
  log: Logger;
  threads: number;
  /** Awaited before the first check is handed to a thread (service-wide sources loaded). */
  before?: () => Promise<void>;
  /** Told each remote provider fallback a thread reports (metrics). */
  onFallback?: (provider: string) => void;
}): CheckEngine & { warm(): Promise<void>; close(): Promise<void> } {
  const { env, log } = opts;
  const perWorkspace = Math.max(1, opts.threads - 1);
  const hardLimitMs = Math.max(env.CHECK_BUDGET_MS * 2, env.CHECK_BUDGET_MS + 10_000);
  const slots: Slot[] = Array.from({ length: opts.threads }, () => ({
    worker: null,
    ready: null,
    task: null,
  }));
  const queues = new Map<string, Task[]>();
  const running = new Map<string, number>();
  let turn: string[] = [];
  let nextId = 1;
  let closed = false;

  // The boot file registers tsx itself; no inherited loader flags, so it is registered once.
  const execArgv: string[] = [];

  function spawn(slot: Slot) {
    const worker = new Worker(THREAD_FILE, { workerData: { env }, execArgv });
    slot.worker = worker;
    const spawned = performance.now();
    slot.ready = new Promise<void>((resolve, reject) => {
      worker.once('message', (ready: ThreadReady) => {
        log.info(
          {
            startMs: Math.round(performance.now() - spawned),
            warmUpMs: ready.warmUpMs && Math.round(ready.warmUpMs),
          },
          'engine thread ready',
        );
        resolve();
      });
      worker.once('error', reject);
    });
    slot.ready.catch(() => undefined);
    worker.on('message', (reply: ThreadReply | ThreadReady) => {
      if (!('id' in reply) || slot.task?.id !== reply.id) return;
      for (const provider of reply.fallbacks ?? []) opts.onFallback?.(provider);
      finish(
        slot,
        reply.ok
          ? { result: reply.result }
          : { error: Object.assign(new Error(reply.error.message), { name: reply.error.name }) },
      );
    });
    worker.on('error', (error) => {
      log.error({ err: error }, 'engine thread failed');
      if (slot.worker === worker) slot.worker = null;
      finish(slot, { error });
    });
    worker.on('exit', () => {
      if (slot.worker !== worker) return;
      slot.worker = null;
      finish(slot, { error: new Error('The engine thread exited during a check.') });
    });
    worker.unref();
  }

  function finish(slot: Slot, outcome: { result: CheckResult } | { error: Error }) {
    const task = slot.task;
    if (!task) return;
    slot.task = null;
    running.set(task.request.workspaceId, (running.get(task.request.workspaceId) ?? 1) - 1);
    if ('result' in outcome) task.resolve(outcome.result);
    else task.reject(outcome.error);
    dispatch();
  }

  /** The next task, round-robin over workspaces that are under their share of the threads. */
  function nextTask(): Task | undefined {
    for (let i = 0; i < turn.length; i++) {
      const workspaceId = turn[i]!;
      const queue = queues.get(workspaceId);
      if (!queue?.length || (running.get(workspaceId) ?? 0) >= perWorkspace) continue;
      const task = queue.shift()!;
      turn = [...turn.slice(0, i), ...turn.slice(i + 1), workspaceId];
      if (queue.length === 0) {
        queues.delete(workspaceId);
        turn = turn.filter((w) => w !== workspaceId);
      }
      return task;
    }
    return undefined;
  }

  function dispatch() {
    for (const slot of slots) {
      if (closed || slot.task) continue;
      const task = nextTask();
      if (!task) return;
      slot.task = task;
      running.set(task.request.workspaceId, (running.get(task.request.workspaceId) ?? 0) + 1);
      void start(slot, task);
    }
  }

  async function start(slot: Slot, task: Task) {
    try {
      if (!slot.worker) spawn(slot);
      await slot.ready;
    } catch (error) {
      slot.worker = null;
      finish(slot, { error: error instanceof Error ? error : new Error(String(error)) });
      return;
    }
    if (slot.task !== task) return;
    const worker = slot.worker!;
    const timer = setTimeout(() => {
      if (slot.task !== task) return;
      log.warn(
        { jobId: task.request.jobId, hardLimitMs },
        'check stopped at its time budget; thread replaced',
      );
      slot.worker = null;
      void worker.terminate();
      finish(slot, { result: stopped(task.request) });
    }, hardLimitMs);
    timer.unref();
    const clear = () => clearTimeout(timer);
    worker.once('message', clear);
    worker.postMessage({ id: task.id, request: task.request } satisfies ThreadTask);
  }

  // Threads start at the first check that needs them (each loads and warms the engine once,
  // seconds on a busy machine), or all at once when a serving process calls `warm` after it
  // started: a CLI run never pays for them, a restarted server's first user does not either.
  return {
    async warm() {
      await opts.before?.();
      for (const slot of slots) if (!closed && !slot.worker) spawn(slot);
      await Promise.allSettled(slots.map((slot) => slot.ready));
    },

    async check(request) {
      if (closed) throw new Error('The check engine is shut down.');
      await opts.before?.();
      return new Promise<CheckResult>((resolve, reject) => {
        const task: Task = { id: nextId++, request, resolve, reject };
        const queue = queues.get(request.workspaceId);
        if (queue) queue.push(task);
        else {
          queues.set(request.workspaceId, [task]);
          turn.push(request.workspaceId);
        }
        dispatch();
      });
    },

    async close() {
      closed = true;
      for (const queue of queues.values()) {
        for (const task of queue) task.reject(new Error('The check engine is shut down.'));
      }
      queues.clear();
      await Promise.all(slots.map((slot) => slot.worker?.terminate()));
    },
  };
}

/** The answer of a check stopped from outside: nothing finished, unproven, and said so. */
function stopped(request: CheckRequest): CheckResult {
  return {
    verdict: 'unproven',
    confidence: 'low',
    sources_cited: 0,
    sources: [],
    claims: [],
    set_aside: [],
    language: request.language ?? 'en',
    notes: [STOPPED_NOTE],
  };
}
