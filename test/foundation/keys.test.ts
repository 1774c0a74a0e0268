import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('API keys', () => {
  it('shows the value once and stores only its SHA-256 and a display prefix', async () => {
    const ws = await t.newWorkspace();
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/keys',
      headers: bearer(ws.session),
      payload: { label: 'CMS integration' },
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({ label: 'CMS integration' });
    expect(body.key).toMatch(/^gsk_[A-Za-z0-9_-]{43}$/);
    expect(body.key.startsWith(body.prefix)).toBe(true);

    const list = await t.app.inject({ method: 'GET', url: '/v1/keys', headers: bearer(ws.session) });
    expect(list.body).not.toContain(body.key);
    expect(list.json().keys.map((k: { id: string }) => k.id)).toContain(body.id);

    await t.app.inject({ method: 'GET', url: '/v1/usage', headers: bearer(body.key) });
    await new Promise((r) => setTimeout(r, 200));
    const used = await t.app.inject({ method: 'GET', url: '/v1/keys', headers: bearer(ws.session) });
    expect(used.json().keys.find((k: { id: string }) => k.id === body.id).last_used_at).not.toBeNull();

    const row = await t.container.db.apiKey.findUniqueOrThrow({ where: { id: body.id } });
    expect(row.keyHash).toBe(createHash('sha256').update(body.key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(body.key);
  });

  it('answers 401 for wrong, malformed, missing and revoked keys', async () => {
    const ws = await t.newWorkspace();
    const cases = [
      undefined,
      'Bearer',
      'Basic abc',
      `Bearer ${ws.key}x`,
      'Bearer gsk_nope',
      `Bearer ${ws.session}z`,
    ];
    for (const authorization of cases) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/v1/usage',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ ok: false, status: 401, error: { code: 'unauthorized' } });
    }
    const keys = await t.app.inject({ method: 'GET', url: '/v1/keys', headers: bearer(ws.session) });
    const id = keys.json().keys[0].id;
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/usage', headers: bearer(ws.key) })).statusCode,
    ).toBe(200);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/v1/keys/${id}`,
      headers: bearer(ws.session),
    });
    expect(revoked.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/usage', headers: bearer(ws.key) })).statusCode,
    ).toBe(401);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/v1/keys/${id}`,
      headers: bearer(ws.session),
    });
    expect(again.statusCode).toBe(404);
  });

  it("cannot revoke another workspace's key (404) and logs key changes", async () => {
    const a = await t.newWorkspace('a');
    const b = await t.newWorkspace('b');
    const bKeys = await t.app.inject({ method: 'GET', url: '/v1/keys', headers: bearer(b.session) });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/v1/keys/${bKeys.json().keys[0].id}`,
      headers: bearer(a.session),
    });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/v1/usage', headers: bearer(b.key) })).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/v1/keys/not-a-uuid', headers: bearer(a.session) }))
        .statusCode,
    ).toBe(404);

    const log = await t.app.inject({ method: 'GET', url: '/v1/workspace/activity', headers: bearer(a.key) });
    expect(log.json().entries.some((e: { action: string }) => e.action === 'key.created')).toBe(true);
  });

  it('refuses an empty label', async () => {
    const ws = await t.newWorkspace();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/keys',
      headers: bearer(ws.session),
      payload: { label: '  ' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details[0].field).toBe('label');
  });
});
