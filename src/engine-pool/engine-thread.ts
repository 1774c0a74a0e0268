import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { Env } from '../config/env.js';
import type { CheckRequest } from '../core/check/check-engine.js';
import { createPrismaClient } from '../db/prisma.js';
import { createLogger } from '../log/logger.js';
import { createDocumentFiguresSource } from '../main/modules/documents.js';
import { createElectionFactsSource } from '../main/modules/election.js';
import { createLocalCheckEngine } from '../main/modules/engine.js';
import { warmUp } from '../core/check/pipeline/warm-up.js';
import type { ThreadReady, ThreadReply, ThreadTask } from './messages.js';

/**
 * One engine thread: builds the check engine with the same factory the process uses in-process
 * (its own database pool; the environment comes from the parent, which parsed it) and runs the
 * checks the pool hands it, one at a time.
 */
const { env } = workerData as { env: Env };
const port = parentPort;
if (!port) throw new Error('engine-thread runs only as a worker thread');

/**
 * Linux schedules threads one by one: a lower priority (nice 10) for this thread keeps the
 * API's event loop thread first in line for the CPU while checks run. Elsewhere, a no-op.
 */
function yieldToTheEventLoop() {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, 10);
  } catch {
    // Not Linux, or not allowed: the thread simply competes as an equal.
  }
}

yieldToTheEventLoop();
const log = createLogger(env.LOG_LEVEL).child({ thread: 'engine' });
const db = createPrismaClient(env.DATABASE_URL, 3);
// A thread runs one check at a time (the pool hands it the next after the reply), so the
// fallbacks noted since the last reply are this check's.
let fallbacks: string[] = [];
const { engine, remote } = createLocalCheckEngine({
  env,
  log,
  db,
  structured: [createElectionFactsSource({ db }), createDocumentFiguresSource({ db })],
  onFallback: (provider) => fallbacks.push(provider),
});

port.on('message', async (task: ThreadTask) => {
  fallbacks = [];
  let reply: ThreadReply;
  try {
    reply = { id: task.id, ok: true, result: await engine.check(task.request as CheckRequest), fallbacks };
  } catch (error) {
    const e = error instanceof Error ? error : new Error(String(error));
    reply = { id: task.id, ok: false, error: { name: e.name, message: e.message }, fallbacks };
  }
  port.postMessage(reply);
});
// Warmed before it says ready, so a user's first check on this thread is not the one paying for
// the lazily loaded lexicons and the first queries. Not with remote providers configured: their
// calls cost money and the local stages they replace are not the ones in use.
const warmUpMs = remote
  ? null
  : await warmUp(engine, (error) => log.warn({ err: error }, 'engine warm-up check failed'));
port.postMessage({ ready: true, warmUpMs } satisfies ThreadReady);
