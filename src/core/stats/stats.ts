import { AppError } from '../errors/app-error.js';

/** Median and 90th percentile of seconds from a tip's arrival to its answer. */
export interface AnswerTimes {
  count: number;
  median_s: number | null;
  p90_s: number | null;
}

/**
 * One local day of GET /v1/stats. Closed days are stored as they were answered: a change here
 * bumps DAY_SHAPE in src/db/repositories/stats-store.ts.
 */
export interface DayStats {
  date: string;
  tips: { by_platform: Record<string, number>; by_language: Record<string, number> };
  checks: { by_tool: Record<string, number> };
  verdicts: Record<string, number>;
  groups: { new: number; askers: number };
  time_to_answer: { automatic: AnswerTimes; editor: AnswerTimes };
}

export interface TopGroup {
  group_id: string;
  text: string;
  askers: number;
  status: string;
  verdict: string | null;
}

export interface StatsRange {
  workspaceId: string;
  /** Local calendar days in `tz`, inclusive. */
  from: string;
  to: string;
  tz: string;
}

/**
 * Everything is computed from the job and group records, no counter that can drift: a closed
 * period may be answered from a stored copy of that computation, which any change to its records
 * removes in the same transaction.
 */
export interface StatsStore {
  /** The range's days that had activity, and its top groups by askers, as of one instant. */
  read(range: StatsRange, topLimit: number): Promise<{ days: DayStats[]; top: TopGroup[] }>;
  /**
   * Stores the range's closed days and whole months not stored yet, at most `chunkDays` days per
   * exclusive lock (what read() would otherwise store while its client waits); returns how many.
   */
  store(range: StatsRange, opts: { chunkDays: number }): Promise<number>;
  /** The workspaces with a job created since `since` (the only ones with statistics to store), and their first such job's time. */
  workspacesWithRecords(since: Date): Promise<Array<{ workspaceId: string; firstAt: Date }>>;
}

/** The time zone GET /v1/stats counts days in when the request names none. */
export const DEFAULT_STATS_TZ = 'Africa/Lagos';

export const DAY_MS = 86_400_000;
/** A year and a day: a leap year's statistics in one request, no more. */
export const MAX_DAYS = 367;

export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
/** Today as the newsroom's calendar says (en-CA formats dates as YYYY-MM-DD). */
export const localToday = (tz: string, now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(now);

/** GET /v1/stats: the range checked, days without activity included (zeros), top groups beside. */
export function createStatsService(deps: { store: StatsStore; now: () => Date }) {
  return {
    async stats(input: {
      workspaceId: string;
      from?: string | undefined;
      to?: string | undefined;
      tz: string;
    }) {
      const to = input.to ?? localToday(input.tz, deps.now());
      const from = input.from ?? isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY_MS));
      const span = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
      if (span < 1) throw new AppError('validation_failed', '`from` must not be after `to`.');
      if (span > MAX_DAYS)
        throw new AppError('validation_failed', `A range may cover at most ${MAX_DAYS} days.`);
      const range = { workspaceId: input.workspaceId, from, to, tz: input.tz };
      const { days, top } = await deps.store.read(range, 10);
      const byDate = new Map(days.map((d) => [d.date, d]));
      const all: DayStats[] = [];
      for (let i = 0; i < span; i++) {
        const date = isoDay(new Date(Date.parse(`${from}T00:00:00Z`) + i * DAY_MS));
        all.push(byDate.get(date) ?? emptyDay(date));
      }
      return { from, to, tz: input.tz, days: all, top_groups: top };
    },
  };
}

export function emptyDay(date: string): DayStats {
  const none = { count: 0, median_s: null, p90_s: null };
  return {
    date,
    tips: { by_platform: {}, by_language: {} },
    checks: { by_tool: {} },
    verdicts: {},
    groups: { new: 0, askers: 0 },
    time_to_answer: { automatic: { ...none }, editor: { ...none } },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
