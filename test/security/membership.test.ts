import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { uniqueDomain } from '../support/test-env.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const workspaceOf = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/v1/workspace', headers: bearer(token) })).json();

describe('membership follows the registrable domain', () => {
  it('an owner cannot capture an address of another domain: it is only invited', async () => {
    const attacker = await t.newWorkspace('attacker');
    const victimDomain = uniqueDomain('victim');
    const add = await t.app.inject({
      method: 'POST',
      url: '/v1/workspace/members',
      headers: bearer(attacker.session),
      payload: { email: `editor@${victimDomain}` },
    });
    expect(add.statusCode).toBe(201);
    expect(add.json()).toMatchObject({ status: 'invited', email: `editor@${victimDomain}` });
    const attackerView = await workspaceOf(attacker.session);
    expect(attackerView.members.map((m: { email: string }) => m.email)).toEqual([attacker.ownerEmail]);

    // The editor signs in and lands in their own newsroom's workspace, not the attacker's.
    const editor = await t.signIn(`editor@${victimDomain}`);
    expect(editor.workspaceId).not.toBe(attacker.workspaceId);
    expect((await workspaceOf(editor.token)).domain).toBe(victimDomain);

    // A colleague on a subdomain of the same registrable domain joins the same workspace.
    const desk = await t.signIn(`desk@news.${victimDomain}`);
    expect(desk.workspaceId).toBe(editor.workspaceId);
    expect(desk.role).toBe('member');

    // The invitation is visible to its holder, who may accept it; then the attacker removes them.
    const invitations = await t.app.inject({
      method: 'GET',
      url: '/v1/invitations',
      headers: bearer(desk.token),
    });
    expect(invitations.json().invitations).toEqual([]);
    const mine = (
      await t.app.inject({ method: 'GET', url: '/v1/invitations', headers: bearer(editor.token) })
    ).json().invitations;
    expect(mine).toHaveLength(1);
    // The editor owns their newsroom's workspace: they must hand it on before leaving.
    const refused = await t.app.inject({
      method: 'POST',
      url: `/v1/invitations/${mine[0].id}/accept`,
      headers: bearer(editor.token),
    });
    expect(refused.statusCode).toBe(422);
  });

  it('an accepted invitation never locks the address out of its own domain workspace', async () => {
    const other = await t.newWorkspace('other');
    const home = await t.newWorkspace('home');
    const reporterEmail = `reporter@${home.domain}`;
    const reporter = await t.signIn(reporterEmail);
    expect(reporter.workspaceId).toBe(home.workspaceId);

    const invited = await t.app.inject({
      method: 'POST',
      url: '/v1/workspace/members',
      headers: bearer(other.session),
      payload: { email: reporterEmail },
    });
    const accept = await t.app.inject({
      method: 'POST',
      url: `/v1/invitations/${invited.json().id}/accept`,
      headers: bearer(reporter.token),
    });
    expect(accept.statusCode).toBe(200);
    expect(accept.json().id).toBe(other.workspaceId);

    // The other workspace removes them: their sign-in is not refused, it goes home.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/v1/workspace/members/${reporter.userId}`,
      headers: bearer(other.session),
    });
    expect(removed.statusCode).toBe(204);
    const back = await t.signIn(reporterEmail);
    expect(back.workspaceId).toBe(home.workspaceId);

    // Accept again, then the home owner names the address: it comes home at once (201, not 422).
    const again = await t.app.inject({
      method: 'POST',
      url: '/v1/workspace/members',
      headers: bearer(other.session),
      payload: { email: reporterEmail },
    });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/v1/invitations/${again.json().id}/accept`,
          headers: bearer(back.token),
        })
      ).statusCode,
    ).toBe(200);
    const recalled = await t.app.inject({
      method: 'POST',
      url: '/v1/workspace/members',
      headers: bearer(home.session),
      payload: { email: reporterEmail },
    });
    expect(recalled.statusCode).toBe(201);
    expect(recalled.json()).toMatchObject({ status: 'active', email: reporterEmail });
    expect((await workspaceOf(back.token)).id).toBe(home.workspaceId);
  });
});
