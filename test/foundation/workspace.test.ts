import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('workspace members and ownership', () => {
  it('the owner adds and removes members; a removed member loses keys, sessions and sign-in', async () => {
    const ws = await t.newWorkspace();
    const add = await t.app.inject({
      method: 'POST',
      url: '/v1/workspace/members',
      headers: bearer(ws.session),
      payload: { email: `reporter@${ws.domain}` },
    });
    expect(add.statusCode).toBe(201);
    expect(add.json()).toMatchObject({ email: `reporter@${ws.domain}`, role: 'member' });

    const member = await t.signIn(`reporter@${ws.domain}`);
    expect(member.role).toBe('member');
    const key = await t.app.inject({
      method: 'POST',
      url: '/v1/keys',
      headers: bearer(member.token),
      payload: { label: 'mine' },
    });
    const memberKey = key.json().key as string;
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/workspace', headers: bearer(memberKey) })).statusCode,
    ).toBe(200);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/v1/workspace/members/${member.userId}`,
      headers: bearer(ws.session),
    });
    expect(removed.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/workspace', headers: bearer(memberKey) })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/workspace', headers: bearer(member.token) })).statusCode,
    ).toBe(401);
    await expect(t.signIn(`reporter@${ws.domain}`)).rejects.toThrow(/verify failed.*forbidden/);

    const list = await t.app.inject({ method: 'GET', url: '/v1/workspace', headers: bearer(ws.key) });
    expect(list.json().members.map((m: { email: string }) => m.email)).toEqual([ws.ownerEmail]);
  });

  it('members cannot do owner actions (403)', async () => {
    const ws = await t.newWorkspace();
    const member = await t.signIn(`desk@${ws.domain}`);
    const h = bearer(member.token);
    const attempts = [
      t.app.inject({
        method: 'POST',
        url: '/v1/workspace/members',
        headers: h,
        payload: { email: `x@${ws.domain}` },
      }),
      t.app.inject({ method: 'DELETE', url: `/v1/workspace/members/${ws.userId}`, headers: h }),
      t.app.inject({
        method: 'POST',
        url: '/v1/workspace/owner',
        headers: h,
        payload: { user_id: member.userId },
      }),
      t.app.inject({
        method: 'PUT',
        url: '/v1/workspace/style-guide',
        headers: h,
        payload: { text: 'Be brief.' },
      }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ ok: false, status: 403, error: { code: 'forbidden' } });
    }
  });

  it('transfers ownership; the old owner stays a member', async () => {
    const ws = await t.newWorkspace();
    const member = await t.signIn(`deputy@${ws.domain}`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/workspace/owner',
      headers: bearer(ws.session),
      payload: { user_id: member.userId },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().owner.email).toBe(`deputy@${ws.domain}`);
    const roles = Object.fromEntries(
      res.json().members.map((m: { email: string; role: string }) => [m.email, m.role]),
    );
    expect(roles).toEqual({ [ws.ownerEmail]: 'member', [`deputy@${ws.domain}`]: 'owner' });
    // The former owner can no longer add members.
    const add = await t.app.inject({
      method: 'POST',
      url: '/v1/workspace/members',
      headers: bearer(ws.session),
      payload: { email: `late@${ws.domain}` },
    });
    expect(add.statusCode).toBe(403);
  });

  it("another workspace's member is a 404, and an address of another workspace is only invited", async () => {
    const a = await t.newWorkspace('a');
    const b = await t.newWorkspace('b');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/v1/workspace/members/${b.userId}`,
      headers: bearer(a.session),
    });
    expect(del.statusCode).toBe(404);
    const transfer = await t.app.inject({
      method: 'POST',
      url: '/v1/workspace/owner',
      headers: bearer(a.session),
      payload: { user_id: b.userId },
    });
    expect(transfer.statusCode).toBe(404);
    const add = await t.app.inject({
      method: 'POST',
      url: '/v1/workspace/members',
      headers: bearer(a.session),
      payload: { email: b.ownerEmail },
    });
    // Another domain's address is only invited (issue 19): it stays where it is until it accepts.
    expect(add.statusCode).toBe(201);
    expect(add.json()).toMatchObject({ status: 'invited' });
    const still = await t.app.inject({ method: 'GET', url: '/v1/workspace', headers: bearer(b.session) });
    expect(still.json().id).toBe(b.workspaceId);
  });

  it('keeps an activity log of member changes, readable by members, paginated', async () => {
    const ws = await t.newWorkspace();
    const member = await t.signIn(`log@${ws.domain}`);
    await t.app.inject({
      method: 'POST',
      url: '/v1/workspace/members',
      headers: bearer(ws.session),
      payload: { email: `n@${ws.domain}` },
    });
    const page1 = await t.app.inject({
      method: 'GET',
      url: '/v1/workspace/activity?limit=2',
      headers: bearer(member.token),
    });
    expect(page1.statusCode).toBe(200);
    const body = page1.json();
    expect(body.entries).toHaveLength(2);
    expect(body.entries[0]).toMatchObject({ action: 'member.added', actor: { email: ws.ownerEmail } });
    expect(body.next_cursor).toBeTruthy();
    const page2 = await t.app.inject({
      method: 'GET',
      url: `/v1/workspace/activity?limit=50&cursor=${body.next_cursor}`,
      headers: bearer(member.token),
    });
    const actions = page2.json().entries.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['key.created', 'workspace.created']));
    const bad = await t.app.inject({
      method: 'GET',
      url: '/v1/workspace/activity?cursor=abc',
      headers: bearer(member.token),
    });
    expect(bad.statusCode).toBe(422);
  });

  it('stores and returns the style guide', async () => {
    const ws = await t.newWorkspace();
    const put = await t.app.inject({
      method: 'PUT',
      url: '/v1/workspace/style-guide',
      headers: bearer(ws.session),
      payload: { text: 'Tone: plain. Sign-off: — The Desk' },
    });
    expect(put.statusCode).toBe(200);
    const get = await t.app.inject({
      method: 'GET',
      url: '/v1/workspace/style-guide',
      headers: bearer(ws.key),
    });
    expect(get.json()).toEqual({ ok: true, text: 'Tone: plain. Sign-off: — The Desk' });
  });
});
