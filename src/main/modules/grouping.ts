import { Queue } from 'bullmq';
import { z } from 'zod';
import { installedWordVectors } from '../../../adapters/word-vectors/load.js';
import { createDecisionFanout } from '../../core/grouping/decision-fanout.js';
import { createGroupingHook } from '../../core/grouping/grouping-hook.js';
import type { DecisionQueue } from '../../core/grouping/ports.js';
import { createGroupingStore } from '../../db/repositories/grouping-store.js';
import { createFactCheckService } from '../../core/grouping/fact-check-service.js';
import { createFactCheckStore } from '../../db/repositories/fact-check-store.js';
import { claimsRoutes, publicFeedRoutes } from '../../http/v1/claims.routes.js';
import { statsRoutes } from '../../http/v1/stats.routes.js';
import { createStatsService } from '../../core/stats/stats.js';
import { createStatsWarmup } from '../../core/stats/stats-warmup.js';
import { createStatsStore } from '../../db/repositories/stats-store.js';
import { QUEUE_NAME } from '../../jobs/queue-runtime.js';
import { defineJob } from '../../jobs/registry.js';
import type { FeatureModule, Foundation } from '../feature.js';

export const GROUP_ANSWER = 'group-answer';
/** A decision whose fan-out has not finished this long after it was made is run again. */
const FANOUT_STALE_MS = 2 * 60_000;
export const STATS_WARM_JOB = 'stats.warm';
const STATS_WARM_SCHEDULER_ID = 'stats-warm';
/** Each run stores the day that closed since the last and the periods writes deleted since. */
const STATS_WARM_EVERY_MS = 60 * 60_000;
/** After a worker starts, once it is up (a scheduler that already existed keeps its own hour). */
const STATS_WARM_AFTER_START_MS = 30_000;

/** The durable fan-out of a group decision: one queued job per (group, decision). */
export const decisionQueue = (foundation: Foundation): DecisionQueue => ({
  enqueue: (groupId, seq) =>
    foundation.enqueue(GROUP_ANSWER, { groupId, seq }, `group-answer-${groupId}-${seq}`),
});

/**
 * Claim groups (issue 21): every checked claim joins a group after the engine (the after-check
 * hook), a decision on the group's review item answers every asker (the `group-answer` job), and
 * a sweeper reruns fan-outs a lost queue entry or a dead worker left unfinished. GET /v1/stats
 * reads the same records; the hourly `stats.warm` job stores their closed days ahead of it.
 */
export function createGroupingModule(foundation: Foundation): FeatureModule {
  const { db, clock, events, log } = foundation;
  const store = createGroupingStore(db);
  const fanout = createDecisionFanout({
    store,
    clock,
    notify: (askers, d) =>
      events.publishOrThrow('group.answers', {
        answers: askers.map((asker) => ({
          workspaceId: d.workspaceId,
          jobId: asker.jobId,
          claimId: asker.claimId,
          claimText: asker.text,
          replyTo: asker.replyTo,
          groupId: d.groupId,
          seq: d.seq,
          verdict: d.verdict,
          note: d.note,
          decidedBy: d.decidedBy,
          decidedAt: d.decidedAt,
          correction: d.correction,
        })),
      }),
  });
  const hook = createGroupingHook({
    store,
    clock,
    vectors: () => installedWordVectors((why) => log.warn(why)),
    newsroomName: async (workspaceId) =>
      (await db.workspace.findUnique({ where: { id: workspaceId }, select: { name: true } }))?.name ??
      'The newsroom',
  });
  const queue = decisionQueue(foundation);
  const factChecks = createFactCheckService({
    store: createFactCheckStore(db, { publicUrl: foundation.env.PUBLIC_URL }),
  });
  const publicUrl = foundation.env.PUBLIC_URL;
  const statsStore = createStatsStore(db);
  const warmup = createStatsWarmup({ store: statsStore, now: () => clock.now() });

  let sweeper: NodeJS.Timeout | undefined;
  let scheduler: Queue | null = null;
  return {
    name: 'grouping',
    afterCheck: [hook],
    authenticatedRoutes: [
      claimsRoutes({ factChecks, publicUrl }),
      statsRoutes({ stats: createStatsService({ store: statsStore, now: () => clock.now() }) }),
    ],
    publicRoutes: [publicFeedRoutes({ factChecks, publicUrl })],
    jobs: [
      defineJob({
        name: GROUP_ANSWER,
        payload: z.object({ groupId: z.uuid(), seq: z.number().int().min(1) }),
        attempts: 8,
        backoffMs: 2000,
        handle: async (payload) => void (await fanout.run(payload.groupId, payload.seq)),
      }),
      defineJob({
        name: STATS_WARM_JOB,
        payload: z.object({}),
        // The next hourly run is the retry; a request stores what a failed run left.
        attempts: 1,
        async handle(_payload, ctx) {
          const started = Date.now();
          const outcome = await warmup.run();
          ctx.log.info({ ...outcome, ms: Date.now() - started }, 'statistics periods stored ahead');
        },
      }),
    ],
    async startWorker() {
      sweeper = setInterval(() => {
        fanout
          .pending(FANOUT_STALE_MS)
          .then((list) => Promise.all(list.map((d) => queue.enqueue(d.groupId, d.seq))))
          .catch((error: unknown) => log.error({ err: error }, 'group decision sweep failed'));
      }, FANOUT_STALE_MS);
      sweeper.unref();
      // BullMQ's job scheduler: one hourly warm-up for the whole deployment, however many workers.
      scheduler = new Queue(QUEUE_NAME, {
        connection: foundation.redis,
        prefix: foundation.env.QUEUE_PREFIX,
        skipWaitingForReady: true,
      });
      // Without a listener BullMQ writes each reconnection error to stderr as a bare stack.
      scheduler.on('error', (error) => log.warn({ err: error }, 'scheduler queue error'));
      const opts = { attempts: 1, removeOnComplete: true, removeOnFail: { count: 100 } };
      await scheduler.upsertJobScheduler(
        STATS_WARM_SCHEDULER_ID,
        { every: STATS_WARM_EVERY_MS },
        { name: STATS_WARM_JOB, data: {}, opts },
      );
      // And one run shortly after start (one per hour of starts: workers starting together share it).
      const hour = Math.floor(clock.now().getTime() / STATS_WARM_EVERY_MS);
      await foundation.enqueue(STATS_WARM_JOB, {}, `stats-warm-start-${hour}`, {
        delayMs: STATS_WARM_AFTER_START_MS,
      });
    },
    async close() {
      if (sweeper) clearInterval(sweeper);
      await scheduler?.close();
    },
  };
}
