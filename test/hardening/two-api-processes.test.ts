import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log/logger.js';
import { createContainer, type Container } from '../../src/main/container.js';
import { buildHttpApp } from '../../src/main/http-server.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Two API instances as two processes would be: each its own composition root (its own pools,
 * Redis connections and credential cache) on the same PostgreSQL database and Redis prefix.
 */
let t: TestApp;
let second: { app: FastifyInstance; container: Container };
beforeAll(async () => {
  t = await createTestApp();
  const container = createContainer({ env: t.container.env, log: createLogger('silent') });
  await container.ready();
  const app = await buildHttpApp(container);
  await app.ready();
  second = { app, container };
});
afterAll(async () => {
  await second.app.close();
  await second.container.close();
  await t.close();
});

const check = (app: FastifyInstance, key: string, i: number) =>
  app.inject({
    method: 'POST',
    url: '/v1/check',
    headers: bearer(key),
    payload: { text: `Claim number ${i} is true.`, async: true },
  });

describe('two API instances on one database and Redis', () => {
  it('200 parallel requests split across both, against 100 uses left, admit exactly 100', async () => {
    const ws = await t.newWorkspace();
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => check(i % 2 ? second.app : t.app, ws.key, i)),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 202)).toHaveLength(100);
    expect(statuses.filter((s) => s === 402)).toHaveLength(100);
    expect(await t.container.db.job.count({ where: { workspaceId: ws.workspaceId } })).toBe(100);
  });

  it('a key revoked on one instance is refused by the other at once, though it had it cached', async () => {
    const ws = await t.newWorkspace();
    await t.container.db.workspace.update({ where: { id: ws.workspaceId }, data: { plan: 'premium' } });
    // Warm both instances' caches with the key.
    for (const app of [t.app, second.app])
      for (let i = 0; i < 3; i++) expect((await check(app, ws.key, i)).statusCode).toBe(202);
    const keys = await t.app.inject({ method: 'GET', url: '/v1/keys', headers: bearer(ws.session) });
    const keyId = keys.json().keys[0].id;
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/v1/keys/${keyId}`,
      headers: bearer(ws.session),
    });
    expect(revoked.statusCode).toBeLessThan(300);
    const after = await check(second.app, ws.key, 99);
    expect(after.statusCode).toBe(401);
    expect((await check(t.app, ws.key, 100)).statusCode).toBe(401);
  });

  it('a member removed on one instance loses their key on the other at once', async () => {
    const ws = await t.newWorkspace();
    const memberEmail = `reporter@${ws.domain}`;
    const add = await t.app.inject({
      method: 'POST',
      url: '/v1/workspace/members',
      headers: bearer(ws.session),
      payload: { email: memberEmail },
    });
    expect(add.statusCode).toBeLessThan(300);
    const member = await t.signIn(memberEmail);
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/keys',
      headers: bearer(member.token),
      payload: { label: 'member key' },
    });
    const memberKey = created.json().key as string;
    expect(
      (await second.app.inject({ method: 'GET', url: '/v1/usage', headers: bearer(memberKey) })).statusCode,
    ).toBe(200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/v1/workspace/members/${member.userId}`,
      headers: bearer(ws.session),
    });
    expect(removed.statusCode).toBeLessThan(300);
    expect(
      (await second.app.inject({ method: 'GET', url: '/v1/usage', headers: bearer(memberKey) })).statusCode,
    ).toBe(401);
  });
});

describe('the hot routes take a cached key without asking Redis, yet a revoked key hears only 401', () => {
  it('on the other instance: async check, sync check, a link and a bad link are all 401, nothing written', async () => {
    const ws = await t.newWorkspace();
    await t.container.db.workspace.update({ where: { id: ws.workspaceId }, data: { plan: 'premium' } });
    for (let i = 0; i < 2; i++) expect((await check(second.app, ws.key, i)).statusCode).toBe(202);
    const before = await t.container.db.job.count({ where: { workspaceId: ws.workspaceId } });
    const keys = await t.app.inject({ method: 'GET', url: '/v1/keys', headers: bearer(ws.session) });
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/v1/keys/${keys.json().keys[0].id}`,
      headers: bearer(ws.session),
    });
    expect(revoked.statusCode).toBeLessThan(300);
    const attempts = [
      { url: '/v1/check', payload: { text: 'Kano has 44 LGAs.', async: true } },
      { url: '/v1/check', payload: { text: 'Kano has 44 LGAs.' } },
      { url: '/v1/link', payload: { url: 'https://example.com/story' } },
      { url: '/v1/link', payload: { url: 'not a link' } },
      { url: '/v1/check', payload: { text: '' } },
    ];
    for (const attempt of attempts) {
      const res = await second.app.inject({ method: 'POST', headers: bearer(ws.key), ...attempt });
      expect(res.statusCode, `${attempt.url} ${JSON.stringify(attempt.payload)}`).toBe(401);
      expect(res.json()).toMatchObject({ ok: false, status: 401, error: { code: 'unauthorized' } });
    }
    expect(await t.container.db.job.count({ where: { workspaceId: ws.workspaceId } })).toBe(before);
  });
});
