import { emptyDay, type DayStats } from '../../core/stats/stats.js';
import { Prisma } from '../prisma.js';

/** What runs the queries: the client or a transaction (the rollup reads inside one). */
export type Sql = Pick<Prisma.TransactionClient, '$queryRaw'>;

/** A run of whole local days, inclusive, in one workspace and time zone. */
export interface DayRun {
  workspaceId: string;
  tz: string;
  from: string;
  to: string;
}

/** A run's bounds as instants: [start, end). */
export function runBounds(r: DayRun) {
  return {
    start: Prisma.sql`(${r.from}::date::timestamp AT TIME ZONE ${r.tz})`,
    end: Prisma.sql`((${r.to}::date + 1)::timestamp AT TIME ZONE ${r.tz})`,
  };
}

/**
 * The statistics of a run of days, straight from the job, claim_ask and claim_group records,
 * bucketed by local day: one index range per query (job_stats_idx and claim_ask_stats_idx cover
 * the first two). Days without activity are left out. The queries run one after the other so
 * that they can share a transaction's snapshot.
 */
export async function liveDays(sql: Sql, r: DayRun): Promise<DayStats[]> {
  const { start, end } = runBounds(r);
  const ws = Prisma.sql`${r.workspaceId}::uuid`;
  const local = (column: Prisma.Sql) => Prisma.sql`(${column} AT TIME ZONE ${r.tz})::date`;
  // Tools and platforms in one pass over job_stats_idx.
  const jobs = await sql.$queryRaw<
    Array<{ day: string; kind: string | null; platform: string | null; n: number }>
  >`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, kind, platform, count(*)::int AS n
    FROM (SELECT ${local(Prisma.sql`created_at`)} AS day, kind,
                 coalesce(nullif(split_part(reply_to, ':', 1), ''), 'api') AS platform
          FROM job WHERE workspace_id = ${ws} AND created_at >= ${start} AND created_at < ${end}) j
    GROUP BY GROUPING SETS ((day, kind), (day, platform))`;
  // Counts per asker in one pass over claim_ask_stats_idx (hashed grouping sets).
  const asks = await sql.$queryRaw<
    Array<{
      day: string;
      language: string | null;
      verdict: string | null;
      set: number;
      n: number;
      askers: number;
    }>
  >`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, language, verdict,
           (GROUPING(language) * 2 + GROUPING(verdict))::int AS set, count(*)::int AS n,
           (count(*) FILTER (WHERE NOT suggested))::int AS askers
    FROM (SELECT ${local(Prisma.sql`created_at`)} AS day, language, verdict, suggested
          FROM claim_ask WHERE workspace_id = ${ws} AND created_at >= ${start} AND created_at < ${end}) a
    GROUP BY GROUPING SETS ((day, language), (day, verdict), (day))`;
  // Time to answer, on its own so the sort it needs covers answered askers only. created_at is
  // the tip's arrival, so no join with the job is needed. Exact: a closed day is stored as answered.
  const times = await sql.$queryRaw<
    Array<{ day: string; by: string; n: number; median: number | null; p90: number | null }>
  >`
    SELECT to_char(${local(Prisma.sql`created_at`)}, 'YYYY-MM-DD') AS day, answered_by AS by, count(*)::int AS n,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM answered_at - created_at)) AS median,
           percentile_cont(0.9) WITHIN GROUP (ORDER BY extract(epoch FROM answered_at - created_at)) AS p90
    FROM claim_ask WHERE workspace_id = ${ws} AND created_at >= ${start} AND created_at < ${end}
      AND answered_at IS NOT NULL
    GROUP BY 1, 2`;
  const groups = await sql.$queryRaw<Array<{ day: string; n: number }>>`
    SELECT to_char(${local(Prisma.sql`created_at`)}, 'YYYY-MM-DD') AS day, count(*)::int AS n
    FROM claim_group WHERE workspace_id = ${ws} AND created_at >= ${start} AND created_at < ${end}
    GROUP BY 1`;

  const days = new Map<string, DayStats>();
  const at = (date: string) => days.get(date) ?? days.set(date, emptyDay(date)).get(date)!;
  for (const row of jobs) {
    if (row.kind !== null) at(row.day).checks.by_tool[row.kind] = row.n;
    else if (row.platform !== null) at(row.day).tips.by_platform[row.platform] = row.n;
  }
  const seconds = (v: number | null) => (v === null ? null : Math.round(Number(v) * 1000) / 1000);
  for (const a of asks) {
    const day = at(a.day);
    // GROUPING bits: language 2, verdict 1 (set = 3 is the whole day).
    if (a.set === 1 && a.language !== null) day.tips.by_language[a.language] = a.n;
    else if (a.set === 2 && a.verdict !== null) day.verdicts[a.verdict] = a.n;
    else if (a.set === 3) day.groups.askers = a.askers;
  }
  for (const t of times) {
    const which = t.by === 'editor' ? 'editor' : 'automatic';
    at(t.day).time_to_answer[which] = { count: t.n, median_s: seconds(t.median), p90_s: seconds(t.p90) };
  }
  for (const g of groups) at(g.day).groups.new = g.n;
  return [...days.values()];
}

/** Askers per group (suggested ones wait for an editor and do not count) in each day of a run. */
export async function liveDayGroups(
  sql: Sql,
  r: DayRun,
): Promise<Map<string, { ids: string[]; askers: number[] }>> {
  const { start, end } = runBounds(r);
  const rows = await sql.$queryRaw<Array<{ day: string; ids: string[]; askers: number[] }>>`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, array_agg(group_id) AS ids, array_agg(n) AS askers
    FROM (SELECT (created_at AT TIME ZONE ${r.tz})::date AS day, group_id, count(*)::int AS n
          FROM claim_ask WHERE workspace_id = ${r.workspaceId}::uuid AND created_at >= ${start}
            AND created_at < ${end} AND NOT suggested
          GROUP BY 1, 2) g
    GROUP BY 1`;
  return new Map(rows.map((row) => [row.day, { ids: row.ids, askers: row.askers }]));
}

/** Askers per group over a whole run (a month, stored for top groups). */
export async function liveRunGroups(sql: Sql, r: DayRun): Promise<{ ids: string[]; askers: number[] }> {
  const { start, end } = runBounds(r);
  const [row] = await sql.$queryRaw<Array<{ ids: string[] | null; askers: number[] | null }>>`
    SELECT array_agg(group_id) AS ids, array_agg(n) AS askers
    FROM (SELECT group_id, count(*)::int AS n FROM claim_ask
          WHERE workspace_id = ${r.workspaceId}::uuid AND created_at >= ${start} AND created_at < ${end}
            AND NOT suggested
          GROUP BY 1) g`;
  return { ids: row?.ids ?? [], askers: row?.askers ?? [] };
}
