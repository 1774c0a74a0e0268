import { emptyDay, type DayStats, type StatsRange, type StatsStore } from '../../core/stats/stats.js';
import { Prisma, type Db } from '../prisma.js';

/**
 * GET /v1/stats in SQL over the job, claim_ask and claim_group records, bucketed by local day in
 * the asked time zone. Each query reads one index range, the first two from covering indexes
 * (index-only scans once autovacuum has marked the pages): job_stats_idx, claim_ask_stats_idx,
 * and claim_group (workspace_id, created_at).
 */
export function createStatsStore(db: Db): StatsStore {
  const bounds = (r: StatsRange) => ({
    start: Prisma.sql`(${r.from}::date::timestamp AT TIME ZONE ${r.tz})`,
    end: Prisma.sql`((${r.to}::date + 1)::timestamp AT TIME ZONE ${r.tz})`,
  });

  return {
    async days(r) {
      const { start, end } = bounds(r);
      const ws = Prisma.sql`${r.workspaceId}::uuid`;
      const local = (column: Prisma.Sql) => Prisma.sql`(${column} AT TIME ZONE ${r.tz})::date`;
      const [jobs, asks, times, groups] = await Promise.all([
        // Tools and platforms in one pass over job_stats_idx.
        db.$queryRaw<Array<{ day: string; kind: string | null; platform: string | null; n: number }>>`
          SELECT to_char(day, 'YYYY-MM-DD') AS day, kind, platform, count(*)::int AS n
          FROM (SELECT ${local(Prisma.sql`created_at`)} AS day, kind,
                       coalesce(nullif(split_part(reply_to, ':', 1), ''), 'api') AS platform
                FROM job WHERE workspace_id = ${ws} AND created_at >= ${start} AND created_at < ${end}) j
          GROUP BY GROUPING SETS ((day, kind), (day, platform))`,
        // Counts per asker in one pass over claim_ask_stats_idx (hashed grouping sets).
        db.$queryRaw<
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
          GROUP BY GROUPING SETS ((day, language), (day, verdict), (day))`,
        // Time to answer, on its own so the sort it needs covers answered askers only. created_at
        // is the tip's arrival, so no join with the job is needed.
        db.$queryRaw<
          Array<{ day: string; by: string; n: number; median: number | null; p90: number | null }>
        >`
          SELECT to_char(${local(Prisma.sql`created_at`)}, 'YYYY-MM-DD') AS day, answered_by AS by, count(*)::int AS n,
                 percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM answered_at - created_at)) AS median,
                 percentile_cont(0.9) WITHIN GROUP (ORDER BY extract(epoch FROM answered_at - created_at)) AS p90
          FROM claim_ask WHERE workspace_id = ${ws} AND created_at >= ${start} AND created_at < ${end}
            AND answered_at IS NOT NULL
          GROUP BY 1, 2`,
        db.$queryRaw<Array<{ day: string; n: number }>>`
          SELECT to_char(${local(Prisma.sql`created_at`)}, 'YYYY-MM-DD') AS day, count(*)::int AS n
          FROM claim_group WHERE workspace_id = ${ws} AND created_at >= ${start} AND created_at < ${end}
          GROUP BY 1`,
      ]);
      const days = new Map<string, DayStats>();
      const at = (date: string) => days.get(date) ?? days.set(date, emptyDay(date)).get(date)!;
      for (const r of jobs) {
        if (r.kind !== null) at(r.day).checks.by_tool[r.kind] = r.n;
        else if (r.platform !== null) at(r.day).tips.by_platform[r.platform] = r.n;
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
    },

    async topGroups(r, limit) {
      const { start, end } = bounds(r);
      const rows = await db.$queryRaw<
        Array<{ id: string; text: string; status: string; verdict: string | null; askers: number }>
      >`
        SELECT g.id, g.text, g.status, g.verdict, t.askers
        FROM (SELECT group_id, count(*)::int AS askers FROM claim_ask
              WHERE workspace_id = ${r.workspaceId}::uuid AND created_at >= ${start} AND created_at < ${end}
                AND NOT suggested
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
    },
  };
}
