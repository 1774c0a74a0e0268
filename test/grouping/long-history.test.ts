import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CandidateWording, NewAsk } from '../../src/core/grouping/ports.js';
import { createGroupingStore } from '../../src/db/repositories/grouping-store.js';
import { createPrismaClient, type Db } from '../../src/db/prisma.js';
import { createTestDatabase } from '../support/test-database.js';
import { templateDatabaseUrl } from '../support/test-env.js';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase(templateDatabaseUrl());
  db = createPrismaClient(database.url, 2);
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
});

const ask = (workspaceId: string, text: string): NewAsk => ({
  workspaceId,
  jobId: randomUUID(),
  claimId: 'c1',
  text,
  englishText: text,
  language: 'en',
  platform: 'api',
  replyTo: null,
  verdict: 'unproven',
  confidence: 'low',
  engineVerdict: 'unproven',
  askedAt: new Date(),
  answeredAt: null,
});

it('a claim still meets the decided group it repeats behind more than a thousand newer tips that share a word', async () => {
  const workspace = await db.workspace.create({ data: { name: 'Desk', domain: `desk-${randomUUID()}.ng` } });
  const store = createGroupingStore(db);
  // A month ago an editor decided the rumour.
  const decided = await db.claimGroup.create({
    data: {
      workspaceId: workspace.id,
      text: 'Bitter kola cures cholera.',
      englishText: 'Bitter kola cures cholera.',
      language: 'en',
      status: 'decided',
      verdict: 'verified_false',
      decidedAt: new Date(Date.now() - 30 * 86_400_000),
    },
  });
  await db.$executeRaw`
    INSERT INTO claim_ask (id, group_id, workspace_id, job_id, claim_id, text, english_text, language, platform,
                           similarity, verdict, search, created_at)
    VALUES (gen_random_uuid(), ${decided.id}::uuid, ${workspace.id}::uuid, gen_random_uuid(), 'c1',
            'Bitter kola cures cholera.', 'Bitter kola cures cholera.', 'en', 'api', 1, 'verified_false',
            to_tsvector('english', 'Bitter kola cures cholera.'), now() - interval '30 days')`;
  // Since then, 1,200 tips about a cholera outbreak, each worded its own way.
  const outbreak = await db.claimGroup.create({
    data: { workspaceId: workspace.id, text: 'outbreak', englishText: 'outbreak', language: 'en' },
  });
  await db.$executeRaw`
    INSERT INTO claim_ask (id, group_id, workspace_id, job_id, claim_id, text, english_text, language, platform,
                           similarity, verdict, search, created_at)
    SELECT gen_random_uuid(), ${outbreak.id}::uuid, ${workspace.id}::uuid, gen_random_uuid(), 'c1', t, t, 'en', 'api',
           1, 'unproven', to_tsvector('english', t), now() - make_interval(secs => n)
    FROM generate_series(1, 1200) n, LATERAL (SELECT 'Cholera outbreak kills ' || n || ' in Kano ward ' || n AS t) w`;

  let seen: CandidateWording[] = [];
  const [assigned] = await store.assignAll([
    {
      ask: ask(workspace.id, 'Bitter kola cures cholera.'),
      choose: (candidates) => {
        seen = candidates;
        const repeat = candidates.find((c) => c.groupId === decided.id);
        return repeat
          ? { groupId: repeat.groupId, similarity: 1, strength: 'strong' }
          : { groupId: null, similarity: 0, strength: 'none' };
      },
    },
  ]);
  expect(seen.some((c) => c.groupId === decided.id && c.decided)).toBe(true);
  expect(seen.length).toBeLessThanOrEqual(200);
  expect(assigned!.group.id).toBe(decided.id);
  expect(assigned!.group.verdict).toBe('verified_false');
});
