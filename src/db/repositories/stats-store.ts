import {
  emptyDay,
  type DayStats,
  type StatsRange,
  type StatsStore,
  type TopGroup,
} from '../../core/stats/stats.js';
import { Prisma, type Db } from '../prisma.js';
import { liveDayGroups, liveDays, liveRunGroups, runBounds, type DayRun, type Sql } from './stats-sql.js';

/**
 * Days a request stores per transaction: the exclusive stats lock it holds makes the workspace's
 * writers wait. (The warm-up job stores smaller batches: nobody waits on it, so it can take turns.)
 */
const STORE_CHUNK_DAYS = 31;
/** Computing a month of a busy newsroom takes seconds on a loaded machine. */
const STORE_TX = { maxWait: 15_000, timeout: 120_000 } as const;

/**
 * The shape of DayStats a stored day was written in. Bump it when DayStats changes: days stored
 * in another shape are then computed again (and rewritten) instead of answered as they were.
 */
const DAY_SHAPE = 1;
/** A stored day row that answers in the current shape (a month row only holds askers per group). */
const CURRENT = Prisma.sql`(days > 1 OR (stats->>'shape')::int = ${DAY_SHAPE})`;

const DAY_MS = 86_400_000;
const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

interface Period {
  first: string;
  days: number;
}

/** Splits sorted dates into runs of consecutive days, at most `max` long. */
function runsOf(dates: string[], max = Number.POSITIVE_INFINITY): Array<{ from: string; to: string }> {
  const runs: Array<{ from: string; to: string; n: number }> = [];
  for (const date of dates) {
    const last = runs.at(-1);
    if (last && addDays(last.to, 1) === date && last.n < max) {
      last.to = date;
      last.n++;
    } else runs.push({ from: date, to: date, n: 1 });
  }
  return runs.map(({ from, to }) => ({ from, to }));
}

/** The calendar months lying wholly inside [from, to]. */
function wholeMonths(from: string, to: string): Period[] {
  const months: Period[] = [];
  let first = from.endsWith('-01') ? from : `${addDays(`${from.slice(0, 7)}-28`, 7).slice(0, 7)}-01`;
  for (;;) {
    const next = `${addDays(`${first.slice(0, 7)}-28`, 7).slice(0, 7)}-01`;
    const last = addDays(next, -1);
    if (last > to) return months;
    months.push({ first, days: (Date.parse(next) - Date.parse(first)) / DAY_MS });
    first = next;
  }
}

/**
 * GET /v1/stats in SQL over the job, claim_ask and claim_group records, bucketed by local day in
 * the asked time zone. A closed day (one that ended over an hour ago) is computed once and stored
 * in stats_rollup with its askers per group, and so is a closed whole month's askers per group (top
 * groups of a year add up twelve months instead of 365 days); today and any day whose record
 * changed since (the triggers of migration stats_rollup delete it) are computed live. A year is
 * thus 365 stored rows and a day or two of records, not a million rows.
 *
 * Storing is serialised with the writers: the storing transaction holds the exclusive
 * `stats:<workspace>` advisory lock and takes its snapshot after it, while each trigger takes the
 * shared one before deleting; so a stored period saw every write whose trigger had run, and every
 * later write deletes it. Reading happens in one REPEATABLE READ snapshot, so stored periods and
 * live ones are the records as of one instant.
 */
export function createStatsStore(db: Db): StatsStore {
  async function lockStats(tx: Prisma.TransactionClient, workspaceId: string) {
    // Short queries over a few rows each: JIT compiling them costs more than it saves (~0.3 s).
    await tx.$executeRaw`SET LOCAL jit = off`;
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`stats:${workspaceId}`}, 0))`;
  }

  /** Which periods have ended over an hour ago (the triggers skip fresh inserts until then), and which are stored. */
  async function survey(workspaceId: string, tz: string, periods: Period[]) {
    return db.$queryRaw<Array<{ first: string; days: number; closed: boolean; stored: boolean }>>`
      SELECT to_char(p.first, 'YYYY-MM-DD') AS first, p.days,
             ((p.first + p.days)::timestamp AT TIME ZONE ${tz}) <= now() - interval '1 hour' AS closed,
             EXISTS (SELECT 1 FROM stats_rollup WHERE workspace_id = ${workspaceId}::uuid AND tz = ${tz}
                       AND first_day = p.first AND days = p.days AND ${CURRENT}) AS stored
      FROM unnest(${periods.map((p) => p.first)}::date[], ${periods.map((p) => p.days)}::int[]) AS p(first, days)`;
  }

  /** Stores a run of closed days; returns how many it stored (0 when another got there first). */
  async function storeDays(run: DayRun): Promise<number> {
    return db.$transaction(async (tx) => {
      await lockStats(tx, run.workspaceId);
      const [{ n }] = await tx.$queryRaw<[{ n: number }]>`
        SELECT count(*)::int AS n FROM stats_rollup WHERE workspace_id = ${run.workspaceId}::uuid
          AND tz = ${run.tz} AND days = 1 AND first_day BETWEEN ${run.from}::date AND ${run.to}::date
          AND ${CURRENT}`;
      const dates: string[] = [];
      for (let d = run.from; d <= run.to; d = addDays(d, 1)) dates.push(d);
      if (n === dates.length) return 0; // another request stored them while this one waited
      const stats = new Map((await liveDays(tx, run)).map((d) => [d.date, d]));
      const groups = await liveDayGroups(tx, run);
      const rows = dates.map((day) => ({
        day,
        stats: { ...(stats.get(day) ?? emptyDay(day)), shape: DAY_SHAPE },
        ids: groups.get(day)?.ids ?? [],
        askers: groups.get(day)?.askers ?? [],
      }));
      await tx.$executeRaw`
        INSERT INTO stats_rollup (workspace_id, tz, first_day, days, starts_at, ends_at, stats, group_ids, group_askers)
        SELECT ${run.workspaceId}::uuid, ${run.tz}, r.day, 1, (r.day::timestamp AT TIME ZONE ${run.tz}),
               ((r.day + 1)::timestamp AT TIME ZONE ${run.tz}), r.stats, r.ids, r.askers
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(day date, stats jsonb, ids uuid[], askers int[])
        ON CONFLICT (workspace_id, tz, first_day, days) DO UPDATE
          SET stats = EXCLUDED.stats, group_ids = EXCLUDED.group_ids, group_askers = EXCLUDED.group_askers,
              computed_at = now()`;
      return dates.length;
    }, STORE_TX);
  }

  async function storeMonth(workspaceId: string, tz: string, month: Period) {
    await db.$transaction(async (tx) => {
      await lockStats(tx, workspaceId);
      const run = { workspaceId, tz, from: month.first, to: addDays(month.first, month.days - 1) };
      // From its stored days when all are there (they were stored just before, and the lock
      // keeps them current), else from the records.
      const [{ ids, askers, days }] = await tx.$queryRaw<
        [{ ids: string[] | null; askers: number[] | null; days: number }]
      >`
        SELECT array_agg(group_id) AS ids, array_agg(n) AS askers, (SELECT count(*)::int FROM stats_rollup
                 WHERE workspace_id = ${workspaceId}::uuid AND tz = ${tz} AND days = 1
                   AND first_day BETWEEN ${run.from}::date AND ${run.to}::date) AS days
        FROM (SELECT u.group_id, sum(u.n)::int AS n
              FROM stats_rollup s, unnest(s.group_ids, s.group_askers) AS u(group_id, n)
              WHERE s.workspace_id = ${workspaceId}::uuid AND s.tz = ${tz} AND s.days = 1
                AND s.first_day BETWEEN ${run.from}::date AND ${run.to}::date
              GROUP BY 1) g`;
      const groups =
        days === month.days ? { ids: ids ?? [], askers: askers ?? [] } : await liveRunGroups(tx, run);
      const { start, end } = runBounds(run);
      await tx.$executeRaw`
        INSERT INTO stats_rollup (workspace_id, tz, first_day, days, starts_at, ends_at, group_ids, group_askers)
        VALUES (${workspaceId}::uuid, ${tz}, ${month.first}::date, ${month.days}, ${start}, ${end},
                ${groups.ids}::uuid[], ${groups.askers}::int[])
        ON CONFLICT (workspace_id, tz, first_day, days) DO UPDATE
          SET group_ids = EXCLUDED.group_ids, group_askers = EXCLUDED.group_askers, computed_at = now()`;
    }, STORE_TX);
  }

  /** The range's top groups: stored months and days, plus the live runs, added up in one statement. */
  async function topGroups(
    sql: Sql,
    r: { workspaceId: string; tz: string },
    stored: Period[],
    live: Array<{ from: string; to: string }>,
    limit: number,
  ): Promise<TopGroup[]> {
    const liveRange = live.length
      ? Prisma.join(
          live.map((run) => {
            const { start, end } = runBounds({ ...r, ...run });
            return Prisma.sql`(created_at >= ${start} AND created_at < ${end})`;
          }),
          ' OR ',
        )
      : Prisma.sql`false`;
    const rows = await sql.$queryRaw<
      Array<{ id: string; text: string; status: string; verdict: string | null; askers: number }>
    >`
      SELECT g.id, g.text, g.status, g.verdict, t.askers
      FROM (SELECT group_id, sum(n)::int AS askers
            FROM (SELECT u.group_id, u.n
                  FROM stats_rollup s, unnest(s.group_ids, s.group_askers) AS u(group_id, n)
                  WHERE s.workspace_id = ${r.workspaceId}::uuid AND s.tz = ${r.tz}
                    AND (s.first_day, s.days) IN (SELECT * FROM unnest(${stored.map((p) => p.first)}::date[],
                                                                       ${stored.map((p) => p.days)}::int[]))
                  UNION ALL
                  SELECT group_id, 1 FROM claim_ask
                  WHERE workspace_id = ${r.workspaceId}::uuid AND NOT suggested AND (${liveRange})) a
            GROUP BY group_id ORDER BY askers DESC, group_id LIMIT ${limit}) t
      JOIN claim_group g ON g.id = t.group_id
      ORDER BY t.askers DESC, g.id`;
    return rows.map((g) => ({
      group_id: g.id,
      text: g.text,
      askers: g.askers,
      status: g.status,
      verdict: g.verdict,
    }));
  }

  /** Stores the range's closed days and whole months not stored yet, `chunkDays` per lock; returns how many. */
  async function storeClosed(range: StatsRange, chunkDays: number): Promise<number> {
    const { workspaceId, tz, from, to } = range;
    const dates: string[] = [];
    for (let d = from; d <= to; d = addDays(d, 1)) dates.push(d);
    const periods = await survey(workspaceId, tz, [
      ...dates.map((first) => ({ first, days: 1 })),
      ...wholeMonths(from, to),
    ]);
    const missing = periods.filter((p) => p.closed && !p.stored);
    let stored = 0;
    for (const run of runsOf(
      missing.filter((p) => p.days === 1).map((p) => p.first),
      chunkDays,
    ))
      stored += await storeDays({ workspaceId, tz, ...run });
    for (const month of missing.filter((p) => p.days > 1)) {
      await storeMonth(workspaceId, tz, month);
      stored++;
    }
    return stored;
  }

  return {
    store: (range, opts) => storeClosed(range, opts.chunkDays),

    async workspacesWithRecords(since) {
      // One probe of job's (workspace_id, created_at) index per workspace.
      return db.$queryRaw<Array<{ workspaceId: string; firstAt: Date }>>`
        SELECT id AS "workspaceId", first AS "firstAt"
        FROM (SELECT w.id::text AS id,
                     (SELECT min(j.created_at) FROM job j WHERE j.workspace_id = w.id AND j.created_at >= ${since}) AS first
              FROM workspace w) f
        WHERE first IS NOT NULL
        ORDER BY id`;
    },

    async read(range, topLimit) {
      const { workspaceId, tz, from, to } = range;
      const dates: string[] = [];
      for (let d = from; d <= to; d = addDays(d, 1)) dates.push(d);

      // 1. Store the closed periods not stored yet (the first request of a range pays for what
      // the warm-up job has not stored).
      await storeClosed(range, STORE_CHUNK_DAYS);

      // 2. Read the stored periods and compute the rest, all in one snapshot.
      return db.$transaction(
        async (tx) => {
          await tx.$executeRaw`SET LOCAL jit = off`;
          const stored = await tx.$queryRaw<Array<{ first: string; days: number; stats: DayStats | null }>>`
            SELECT to_char(first_day, 'YYYY-MM-DD') AS first, days, CASE WHEN days = 1 THEN stats - 'shape' END AS stats
            FROM stats_rollup
            WHERE workspace_id = ${workspaceId}::uuid AND tz = ${tz}
              AND first_day BETWEEN ${from}::date AND ${to}::date AND first_day + days - 1 <= ${to}::date
              AND ${CURRENT}`;
          const storedDays = new Map(stored.filter((p) => p.days === 1).map((p) => [p.first, p.stats!]));
          const storedMonths = stored.filter((p) => p.days > 1);
          const inMonth = new Set(
            storedMonths.flatMap((m) => Array.from({ length: m.days }, (_, i) => addDays(m.first, i))),
          );
          const liveRuns = runsOf(dates.filter((d) => !storedDays.has(d)));
          const days: DayStats[] = [...storedDays.values()];
          for (const run of liveRuns) days.push(...(await liveDays(tx, { workspaceId, tz, ...run })));
          const top = await topGroups(
            tx,
            { workspaceId, tz },
            [
              ...storedMonths,
              ...[...storedDays.keys()].filter((d) => !inMonth.has(d)).map((first) => ({ first, days: 1 })),
            ],
            runsOf(dates.filter((d) => !storedDays.has(d) && !inMonth.has(d))),
            topLimit,
          );
          return { days, top };
        },
        { isolationLevel: Prisma.TransactionIsolationLevel.RepeatableRead, ...STORE_TX },
      );
    },
  };
}
