import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

/**
 * The intake statements read each job's creation time back as epoch milliseconds (not as
 * timestamp text): the record an accepted request answers with must carry the very instant stored.
 */
describe('job intake reads back the stored creation time', () => {
  it('for API jobs inserted in a shared statement (a plan that counts nothing)', async () => {
    const ws = await t.newWorkspace('intake-times');
    await t.container.db.workspace.update({ where: { id: ws.workspaceId }, data: { plan: 'premium' } });
    const origin = {
      workspaceId: ws.workspaceId,
      actor: { id: ws.userId, email: ws.ownerEmail },
      apiKeyId: null,
    };
    const jobs = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        t.container.services.jobs.submit(origin, 'check', { text: `Lagos has ${20 + i} LGAs.` }),
      ),
    );
    for (const job of jobs) {
      const stored = await t.container.db.job.findUniqueOrThrow({ where: { id: job.id } });
      expect(job.createdAt.getTime()).toBe(stored.createdAt.getTime());
      expect(job.updatedAt.getTime()).toBe(stored.updatedAt.getTime());
    }
  });

  it('for chat messages claimed and inserted in one statement', async () => {
    const ws = await t.newWorkspace('intake-times-chat');
    await t.container.db.workspace.update({ where: { id: ws.workspaceId }, data: { plan: 'premium' } });
    const team = `T${randomUUID().slice(0, 8).toUpperCase()}`;
    await t.container.db.chatPlace.create({
      data: { workspaceId: ws.workspaceId, platform: 'slack', place: team },
    });
    const outcome = await t.container.services.jobs.submitFromChat({
      platform: 'slack',
      eventKey: `Ev${randomUUID()}`,
      place: team,
      kind: 'check',
      input: { text: 'Kano has 44 LGAs.' },
      replyTo: `slack:C1:${Date.now()}.000100`,
    });
    expect(outcome.claimed).toBe(true);
    const job = outcome.claimed ? outcome.job : null;
    expect(job).not.toBeNull();
    const stored = await t.container.db.job.findUniqueOrThrow({ where: { id: job!.id } });
    expect(job!.createdAt.getTime()).toBe(stored.createdAt.getTime());
  });
});
