import { DAY_MS, DEFAULT_STATS_TZ, isoDay, localToday, MAX_DAYS, type StatsStore } from './stats.js';

/**
 * Days the warm-up stores per exclusive `stats:<workspace>` lock. A busy newsroom's day takes about
 * 0.1 s to compute on a loaded machine, so a week holds its tip writes back well under a second
 * (a request stores 31 at a time: its client is waiting).
 */
export const WARM_CHUNK_DAYS = 7;

/**
 * The `stats.warm` job: stores, for every workspace with records in the past year, the closed
 * days and whole months of the longest range GET /v1/stats allows (MAX_DAYS ending today, which
 * holds the default 30 days and any year up to today; from its first job on) in the default
 * time zone, so the first request of a range finds them stored instead of storing them while its
 * client waits. Only
 * the default time zone: the records do not say which other zones were asked for lately (a zone
 * is stored the first time a request asks for it, as before). Idempotent: a period already
 * stored and unchanged is not computed again, so a second run stores nothing.
 */
export function createStatsWarmup(deps: { store: StatsStore; now: () => Date; tz?: string }) {
  const tz = deps.tz ?? DEFAULT_STATS_TZ;
  return {
    async run(): Promise<{ workspaces: number; stored: number }> {
      const now = deps.now();
      const to = localToday(tz, now);
      const from = isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - (MAX_DAYS - 1) * DAY_MS));
      const workspaces = await deps.store.workspacesWithRecords(new Date(now.getTime() - MAX_DAYS * DAY_MS));
      let stored = 0;
      // One workspace after another: each holds only its own lock, a batch at a time. The empty
      // days before a workspace's first job are left to requests (with no records they are quick
      // to compute), so a new newsroom (or a test's) is not a year of empty rows to store.
      for (const { workspaceId, firstAt } of workspaces) {
        const first = localToday(tz, firstAt);
        const range = { workspaceId, tz, from: first > from ? first : from, to };
        stored += await deps.store.store(range, { chunkDays: WARM_CHUNK_DAYS });
      }
      return { workspaces: workspaces.length, stored };
    },
  };
}
