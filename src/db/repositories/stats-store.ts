import { emptyDay, type DayStats, type StatsRange, type StatsStore } from '../../core/stats/stats.js';
import { Prisma, type Db } from '../prisma.js';

type Counted = { day: string; key: string; n: number };

/**
 * GET /v1/stats in SQL over the job, claim_ask and claim_group records, bucketed by local day in
 * the asked time zone. Each query reads one index range: job (workspace_id, created_at, kind),
 * claim_ask (workspace_id, created_at), claim_group (workspace_id, created_at).
 */
export function createStatsStore(db: Db): StatsStore {
  const bounds = (r: StatsRange) => ({
    start: Prisma.sql`(${r.from}::date::timestamp AT TIME ZONE ${r.tz})`,
    end: Prisma.sql`((${r.to}::date + 1)::timestamp AT TIME ZONE ${r.tz})`,
    day: (column: Prisma.Sql) => Prisma.sql`to_char(${column} AT TIME ZONE ${r.tz}, 'YYYY-MM-DD')`,
  });

  return {
    async days(r) {
      const { start, end, day } = bounds(r);
      const ws = Prisma.sql`${r.workspaceId}::uuid`;
      const [tools, platforms, languages, verdicts, groups, askers, times] = await Promise.all([
        db.$queryRaw<Counted[]>`
          SELECT ${day(Prisma.sql`created_at`)} AS day, kind AS key, count(*)::int AS n
          FROM job WHERE workspace_id = ${ws} AND created_at >= ${start} AND created_at < ${end}
          GROUP BY 1, 2`,
        db.$queryRaw<Counted[]>`
          SELECT ${day(Prisma.sql`created_at`)} AS day,
                 coalesce(nullif(split_part(reply_to, ':', 1), ''), 'api') AS key, count(*)::int AS n
          FROM job WHERE workspace_id = ${ws} AND created_at >= ${start} AND created_at < ${end}
          GROUP BY 1, 2`,
        db.$queryRaw<Counted[]>`
          SELECT ${day(Prisma.sql`created_at`)} AS day, language AS key, count(DISTINCT job_id)::int AS n
          FROM claim_ask WHERE workspace_id = ${ws} AND created_at >= ${start} AND created_at < ${end}
          GROUP BY 1, 2`,
        // The verdict an asker ends with: the newsroom's once it decided, else the one they got.
        db.$queryRaw<Counted[]>`
          SELECT ${day(Prisma.sql`a.created_at`)} AS day, coalesce(g.verdict, a.verdict) AS key, count(*)::int AS n
          FROM claim_ask a JOIN claim_group g ON g.id = a.group_id
          WHERE a.workspace_id = ${ws} AND a.created_at >= ${start} AND a.created_at < ${end}
          GROUP BY 1, 2`,
        db.$queryRaw<Array<{ day: string; n: number }>>`
          SELECT ${day(Prisma.sql`created_at`)} AS day, count(*)::int AS n
          FROM claim_group WHERE workspace_id = ${ws} AND created_at >= ${start} AND created_at < ${end}
          GROUP BY 1`,
        db.$queryRaw<Array<{ day: string; n: number }>>`
          SELECT ${day(Prisma.sql`created_at`)} AS day, count(*)::int AS n
          FROM claim_ask WHERE workspace_id = ${ws} AND created_at >= ${start} AND created_at < ${end} AND NOT suggested
          GROUP BY 1`,
        // From the tip's arrival (its job) to its answer: at once (engine or newsroom) or by an editor.
        db.$queryRaw<
          Array<{ day: string; by: string; n: number; median: number | null; p90: number | null }>
        >`
          SELECT ${day(Prisma.sql`a.created_at`)} AS day, a.answered_by AS by, count(*)::int AS n,
                 percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM a.answered_at - j.created_at)) AS median,
                 percentile_cont(0.9) WITHIN GROUP (ORDER BY extract(epoch FROM a.answered_at - j.created_at)) AS p90
          FROM claim_ask a JOIN job j ON j.id = a.job_id
          WHERE a.workspace_id = ${ws} AND a.created_at >= ${start} AND a.created_at < ${end}
            AND a.answered_at IS NOT NULL
          GROUP BY 1, 2`,
      ]);
      const days = new Map<string, DayStats>();
      const at = (date: string) => days.get(date) ?? days.set(date, emptyDay(date)).get(date)!;
      for (const r of tools) at(r.day).checks.by_tool[r.key] = r.n;
      for (const r of platforms) at(r.day).tips.by_platform[r.key] = r.n;
      for (const r of languages) at(r.day).tips.by_language[r.key] = r.n;
      for (const r of verdicts) at(r.day).verdicts[r.key] = r.n;
      for (const r of groups) at(r.day).groups.new = r.n;
      for (const r of askers) at(r.day).groups.askers = r.n;
      const seconds = (v: number | null) => (v === null ? null : Math.round(Number(v) * 1000) / 1000);
      for (const r of times) {
        const which = r.by === 'editor' ? 'editor' : 'automatic';
        at(r.day).time_to_answer[which] = { count: r.n, median_s: seconds(r.median), p90_s: seconds(r.p90) };
      }
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
