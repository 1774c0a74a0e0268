import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseEnv } from '../../src/config/env.js';
import { createStatsWarmup } from '../../src/core/stats/stats-warmup.js';
import { createStatsStore } from '../../src/db/repositories/stats-store.js';
import { createLogger } from '../../src/log/logger.js';
import { createContainer, type Container } from '../../src/main/container.js';
import { buildHttpApp } from '../../src/main/http-server.js';
import { startWorker } from '../../src/main/worker-runtime.js';
import { percentile, prepareBenchDatabase } from './bench-db.js';
import { benchWorkspace } from './bench-workspace.js';

const TOKEN = '123456:BENCH-telegram-token';

/** A loopback Telegram that accepts every sendMessage (the bench measures us, not Telegram). */
async function fakeTelegram() {
  let next = 1;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({ ok: true, result: { message_id: next++, date: 0, chat: { id: 1, type: 'group' } } }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

async function service(name: string, extra: Record<string, string> = {}) {
  const env = parseEnv({
    ...process.env,
    DATABASE_URL: prepareBenchDatabase(name),
    LOG_LEVEL: 'silent',
    QUEUE_PREFIX: `bench-grp-${Date.now()}`,
    RATE_LIMIT_PER_MINUTE: '100000000',
    ELECTION_IMPORT_AT_START: 'false',
    ...extra,
  });
  const container = createContainer({ env, log: createLogger('silent') });
  await container.ready();
  return { container, app: await buildHttpApp(container) };
}

/**
 * One group of `askers` Telegram tips (seeded in SQL: jobs done, one low-confidence claim each,
 * the group's review item), then one decision through the API: the time until every asker's
 * answer is sent (fan-out job, durable deliveries, chat-deliver jobs, the platform call).
 */
export async function answerAskersBench(
  askers = 1000,
): Promise<{ seconds: number; scheduled: number; sent: number }> {
  const telegram = await fakeTelegram();
  const { container, app } = await service('gaskiya_bench_groups', {
    TELEGRAM_BOT_TOKEN: TOKEN,
    TELEGRAM_WEBHOOK_SECRET: 'bench-secret',
    TELEGRAM_API_ROOT: telegram.url,
  });
  const worker = await startWorker(container);
  try {
    const { workspace, key } = await benchWorkspace(container);
    const itemId = await seedGroup(container, workspace.id, askers);
    const started = Date.now();
    const res = await app.inject({
      method: 'POST',
      url: `/v1/review/${itemId}/decision`,
      headers: { authorization: `Bearer ${key}` },
      payload: { verdict: 'verified_false' },
    });
    if (res.statusCode !== 200) throw new Error(`decision failed: ${res.body}`);
    let sent = 0;
    let scheduled = 0;
    const deadline = Date.now() + 600_000;
    while (sent < askers && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      const where = { workspaceId: workspace.id, kind: 'verdict' };
      sent = await container.db.chatDelivery.count({ where: { ...where, state: 'sent' } });
      if (!scheduled && (await container.db.chatDelivery.count({ where })) >= askers)
        scheduled = (Date.now() - started) / 1000;
    }
    return { seconds: (Date.now() - started) / 1000, scheduled, sent };
  } finally {
    await worker.close();
    await container.producer.queue().obliterate({ force: true });
    await container.producer.queue('dispatch').obliterate({ force: true });
    await app.close();
    await container.close();
    telegram.close();
  }
}

async function seedGroup(container: Container, workspaceId: string, askers: number): Promise<string> {
  const db = container.db;
  const claim = 'INEC has postponed the governorship election in Kano State to next Saturday.';
  await db.$executeRaw`
    INSERT INTO job (id, workspace_id, kind, state, input, result, reply_to, updated_at, finished_at)
    SELECT gen_random_uuid(), ${workspaceId}::uuid, 'check', 'done', jsonb_build_object('text', ${claim}::text),
      jsonb_build_object('verdict', 'unproven', 'confidence', 'low', 'sources_cited', 0, 'sources', '[]'::jsonb,
        'set_aside', '[]'::jsonb, 'language', 'en', 'claims', jsonb_build_array(jsonb_build_object(
          'id', 'c1', 'text', ${claim}::text, 'span', jsonb_build_object('start', 0, 'end', 10), 'verdict', 'unproven',
          'confidence', 'low', 'sources_cited', 0, 'sources', '[]'::jsonb, 'write_up', '',
          'review', jsonb_build_object('status', 'pending')))),
      'telegram:-100' || i || ':' || i, now(), now()
    FROM generate_series(1, ${askers}) i`;
  const jobs = await db.job.findMany({ where: { workspaceId }, select: { id: true, replyTo: true } });
  const group = await db.claimGroup.create({
    data: { workspaceId, text: claim, englishText: claim, language: 'en' },
  });
  const item = await db.reviewItem.create({
    data: {
      workspaceId,
      jobId: jobs[0]!.id,
      claimId: 'c1',
      claimText: claim,
      engineVerdict: 'unproven',
      confidence: 'low',
    },
  });
  await db.claimGroup.update({ where: { id: group.id }, data: { reviewItemId: item.id } });
  await db.claimAsk.createMany({
    data: jobs.map((j) => ({
      groupId: group.id,
      workspaceId,
      jobId: j.id,
      claimId: 'c1',
      text: claim,
      englishText: claim,
      language: 'en',
      platform: 'telegram',
      replyTo: j.replyTo,
      similarity: 1,
      verdict: 'unproven',
    })),
  });
  return item.id;
}

/**
 * GET /v1/stats over `jobs` jobs spread over the past year in one workspace (seeded with
 * generate_series: jobs, one asker each, a group per 100 askers), default range (30 days) and a
 * whole year, `runs` requests each: p50 and p95 in ms. The `stats.warm` job runs first (as a
 * worker runs it after start), so the first request of each range is what a newsroom meets; then,
 * for reference in the same run, the first year request with nothing stored.
 */
export async function statsBench(jobs = 1_000_000, runs = 20) {
  const { container, app } = await service('gaskiya_bench_stats');
  try {
    const { workspace, key } = await benchWorkspace(container);
    const seedStarted = Date.now();
    await seedYear(container, workspace.id, jobs);
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    const warmStarted = Date.now();
    const warmed = await createStatsWarmup({
      store: createStatsStore(container.db),
      now: () => new Date(),
    }).run();
    const warmSeconds = (Date.now() - warmStarted) / 1000;
    const time = async (url: string, n = runs) => {
      const ms: number[] = [];
      for (let i = 0; i < n; i++) {
        const started = performance.now();
        const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${key}` } });
        if (res.statusCode !== 200) throw new Error(`stats failed: ${res.body}`);
        ms.push(performance.now() - started);
      }
      // The first request of a range stores what the warm-up left (stats_rollup); the others
      // read them. Both are printed.
      const first = ms[0]!;
      ms.sort((a, b) => a - b);
      return { first, p50: percentile(ms, 50), p95: percentile(ms, 95) };
    };
    const today = new Date().toISOString().slice(0, 10);
    const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
    const yearUrl = `/v1/stats?tz=Africa/Lagos&from=${yearAgo}&to=${today}`;
    const month = await time('/v1/stats?tz=Africa/Lagos');
    const year = await time(yearUrl);
    await container.db.$executeRaw`DELETE FROM stats_rollup WHERE workspace_id = ${workspace.id}::uuid`;
    const cold = await time(yearUrl, 1);
    return { seedSeconds, warmSeconds, warmed, month, year, coldYear: cold.first };
  } finally {
    await app.close();
    await container.close();
  }
}

async function seedYear(container: Container, workspaceId: string, jobs: number) {
  const db = container.db;
  const groups = Math.max(1, Math.floor(jobs / 100));
  await db.$executeRaw`
    INSERT INTO claim_group (id, workspace_id, text, english_text, language, status, verdict, created_at)
    SELECT ('00000000-0000-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid, ${workspaceId}::uuid, 'claim ' || g,
           'claim ' || g, 'en', CASE WHEN g % 3 = 0 THEN 'decided' ELSE 'open' END,
           CASE WHEN g % 3 = 0 THEN 'verified_false' END, now() - (g % 365) * interval '1 day'
    FROM generate_series(1, ${groups}) g`;
  await db.$executeRaw`
    INSERT INTO job (id, workspace_id, kind, state, input, result, reply_to, created_at, updated_at, finished_at)
    SELECT ('10000000-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid, ${workspaceId}::uuid,
           (ARRAY['check','check','check','link','media'])[1 + i % 5], 'done', '{}'::jsonb, '{}'::jsonb,
           (ARRAY['whatsapp:a:','telegram:b:','slack:c:', NULL])[1 + i % 4] || i,
           now() - (i % 365) * interval '1 day' - (i % 86400) * interval '1 second',
           now(), now() - (i % 365) * interval '1 day'
    FROM generate_series(1, ${jobs}) i`;
  await db.$executeRaw`
    INSERT INTO claim_ask (id, group_id, workspace_id, job_id, claim_id, text, english_text, language, platform,
                           reply_to, similarity, verdict, answered_at, answered_by, created_at)
    SELECT gen_random_uuid(), ('00000000-0000-4000-8000-' || lpad(to_hex(1 + i % ${groups}), 12, '0'))::uuid,
           ${workspaceId}::uuid, j.id, 'c1', 'claim', 'claim', (ARRAY['en','pcm','ha','yo','ig'])[1 + i % 5],
           'whatsapp', j.reply_to, 1, (ARRAY['unproven','verified_false','verified_true'])[1 + i % 3],
           j.created_at + (i % 600) * interval '1 second', CASE WHEN i % 4 = 0 THEN 'editor' ELSE 'automatic' END,
           j.created_at
    FROM generate_series(1, ${jobs}) i
    JOIN job j ON j.id = ('10000000-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid`;
  // As autovacuum would have by then: statistics, and the visibility map index-only scans need.
  for (const table of ['job', 'claim_ask', 'claim_group'])
    await db.$executeRawUnsafe(`VACUUM ANALYZE ${table}`);
}

/** The grouping section of bench:api, printed. */
export async function printGroupBenches() {
  const only = process.env.BENCH_GROUPS_ONLY;
  if (only !== 'stats') {
    const askers = Number(process.env.BENCH_GROUP_ASKERS ?? 1000);
    const answered = await answerAskersBench(askers);
    console.log(
      `\none decision -> every asker answered (${answered.sent}/${askers} Telegram askers of one group, loopback platform): ` +
        `${answered.seconds.toFixed(1)} s (all ${askers} deliveries scheduled after ${answered.scheduled.toFixed(1)} s)`,
    );
  }
  if (only === 'answer') return;
  const jobs = Number(process.env.BENCH_STATS_JOBS ?? 1_000_000);
  const stats = await statsBench(jobs);
  console.log(
    `GET /v1/stats over ${jobs.toLocaleString('en')} jobs in one workspace (seeded in ${stats.seedSeconds.toFixed(0)} s): ` +
      `30 days p50 ${stats.month.p50.toFixed(0)} ms, p95 ${stats.month.p95.toFixed(0)} ms; ` +
      `365 days p50 ${stats.year.p50.toFixed(0)} ms, p95 ${stats.year.p95.toFixed(0)} ms ` +
      `(first request of each after the stats.warm job, which took ${stats.warmSeconds.toFixed(1)} s and stored ` +
      `${stats.warmed.stored} periods: ${stats.month.first.toFixed(0)} ms, ${stats.year.first.toFixed(0)} ms; ` +
      `first year request with nothing stored, for reference: ${stats.coldYear.toFixed(0)} ms)`,
  );
}
