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
      const [jobs, asks, groups] = await Promise.all([
        // Tools and platforms in one pass over job_stats_idx.
        db.$queryRaw<Array<{ day: string; kind: string | null; platform: string | null; n: number }>>`
          SELECT to_char(day, 'YYYY-MM-DD') AS day, kind, platform, count(*)::int AS n
          FROM (SELECT ${local(Prisma.sql`created_at`)} AS day, kind,
                       coalesce(nullif(split_part(reply_to, ':', 1), ''), 'api') AS platform
                FROM job WHERE workspace_id = ${ws} AND created_at >= ${start} AND created_at < ${end}) j
          GROUP BY GROUPING SETS ((day, kind), (day, platform))`,
        // Every per-asker figure in one pass over claim_ask_stats_idx. `created_at` is the tip's
        // arrival, so time to answer needs no join with the job.
        db.$queryRaw<
          Array<{
            day: string;
            language: string | null;
            verdict: string | null;
            answered_by: string | null;
            set: number;
            tips: number;
            n: number;
            askers: number;
            median: number | null;
            p90: number | null;
          }>
        >`
          SELECT to_char(day, 'YYYY-MM-DD') AS day, language, verdict, answered_by,
                 (GROUPING(language) * 4 + GROUPING(verdict) * 2 + GROUPING(answered_by))::int AS set,
                 count(DISTINCT job_id)::int AS tips, count(*)::int AS n,
                 (count(*) FILTER (WHERE NOT suggested))::int AS askers,
                 percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM answered_at - created_at)) AS median,
                 percentile_cont(0.9) WITHIN GROUP (ORDER BY extract(epoch FROM answered_at - created_at)) AS p90
          FROM (SELECT ${local(Prisma.sql`created_at`)} AS day, language, verdict, answered_by, answered_at,
                       created_at, suggested, job_id
                FROM claim_ask WHERE workspace_id = ${ws} AND created_at >= ${start} AND created_at < ${end}) a
          GROUP BY GROUPING SETS ((day, language), (day, verdict), (day, answered_by), (day))`,
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
        // GROUPING bits: language 4, verdict 2, answered_by 1 (set = 7 is the whole day).
        if (a.set === 3 && a.language !== null) day.tips.by_language[a.language] = a.tips;
        else if (a.set === 5 && a.verdict !== null) day.verdicts[a.verdict] = a.n;
        else if (a.set === 6 && a.answered_by !== null) {
          const which = a.answered_by === 'editor' ? 'editor' : 'automatic';
          day.time_to_answer[which] = { count: a.n, median_s: seconds(a.median), p90_s: seconds(a.p90) };
        } else if (a.set === 7) day.groups.askers = a.askers;
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
