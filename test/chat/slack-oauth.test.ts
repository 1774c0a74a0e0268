import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer } from '../support/test-app.js';
import {
  fixture,
  PUBLIC_URL,
  SLACK_CLIENT,
  SLACK_TOKEN,
  startChatHarness,
  unique,
  type ChatHarness,
} from '../support/chat/chat-harness.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let h: ChatHarness;
beforeAll(async () => {
  h = await startChatHarness();
});
afterAll(async () => {
  await h?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const STATE_COOKIE = 'slack-app-oauth-state';

/** Step one, as the owner's browser does it: the redirect to Slack and the state cookie. */
async function startInstall(session: string) {
  const res = await h.t.app.inject({ method: 'GET', url: '/slack/install', headers: bearer(session) });
  expect(res.statusCode).toBe(302);
  const location = new URL(String(res.headers.location));
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = cookies.find((c) => c.startsWith(`${STATE_COOKIE}=`))!;
  return { location, state: location.searchParams.get('state')!, cookie: cookie.split(';')[0]! };
}

/** Step two, as Slack sends the installer back. */
const callback = (query: Record<string, string>, cookie?: string) =>
  h.t.app.inject({
    method: 'GET',
    url: `/slack/oauth/callback?${new URLSearchParams(query)}`,
    headers: cookie ? { cookie } : {},
  });

/** The whole "Add to Slack" for one team; returns the bot token Slack granted. */
async function install(session: string, team: { id: string; name: string }) {
  const { state, cookie } = await startInstall(session);
  const code = `code-${randomBytes(6).toString('hex')}`;
  const botToken = `xoxb-${team.id}-${randomBytes(8).toString('hex')}`;
  h.slack.grant({ code, team, botToken });
  const res = await callback({ code, state }, cookie);
  return { res, botToken, state, code, cookie };
}

function mention(team: string, channel: string, text: string): Json {
  const ts = unique.ts();
  const event = fixture<Json>('slack-app-mention.json');
  event.team_id = team;
  event.event_id = `Ev${randomBytes(6).toString('hex')}`;
  Object.assign(event.event, { channel, ts, event_ts: ts, text: `<@U0LAN0Z89> ${text}` });
  return event;
}

async function waitForJobs(workspaceId: string, count: number) {
  for (let i = 0; i < 1200; i++) {
    const jobs = await h.jobsOf(workspaceId);
    if (jobs.length >= count) return jobs;
    await sleep(50);
  }
  throw new Error(`fewer than ${count} jobs`);
}

describe('Add to Slack (OAuth v2)', { timeout: 90_000 }, () => {
  test('only a signed-in owner starts an install; the redirect carries the app, scopes, redirect URL and a fresh state', async () => {
    const ws = await h.t.newWorkspace('oauth-start');
    expect((await h.t.app.inject({ method: 'GET', url: '/slack/install' })).statusCode).toBe(401);
    const member = await h.t.signIn(`reporter@${ws.domain}`);
    expect(
      (await h.t.app.inject({ method: 'GET', url: '/slack/install', headers: bearer(member.token) }))
        .statusCode,
    ).toBe(403);
    const first = await startInstall(ws.session);
    expect(first.location.origin + first.location.pathname).toBe('https://slack.com/oauth/v2/authorize');
    expect(first.location.searchParams.get('client_id')).toBe(SLACK_CLIENT.id);
    expect(first.location.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/slack/oauth/callback`);
    expect(first.location.searchParams.get('scope')).toContain('chat:write');
    expect(first.cookie).toBe(`${STATE_COOKIE}=${first.state}`);
    expect((await startInstall(ws.session)).state).not.toBe(first.state);
    // Only a hash of the state is kept.
    const rows = await h.t.container.db.chatOAuthState.findMany({ where: { workspaceId: ws.workspaceId } });
    expect(rows).toHaveLength(2);
    expect(JSON.stringify(rows)).not.toContain(first.state);
  });

  test('a forged, replayed or expired state is refused and stores nothing', async () => {
    const ws = await h.t.newWorkspace('oauth-state');
    const team = { id: unique.slackTeam(), name: 'State Test' };
    const connectors = () => h.t.container.db.chatConnector.count({ where: { workspaceId: ws.workspaceId } });

    // Forged: a state we never issued (even with a matching cookie).
    const forgedState = randomBytes(32).toString('base64url');
    h.slack.grant({ code: 'forged-code', team, botToken: 'xoxb-forged' });
    const forged = await callback(
      { code: 'forged-code', state: forgedState },
      `${STATE_COOKIE}=${forgedState}`,
    );
    expect(forged.statusCode).toBe(400);
    // A real state from another browser (no cookie, or someone else's cookie).
    const other = await startInstall(ws.session);
    expect((await callback({ code: 'forged-code', state: other.state })).statusCode).toBe(400);
    expect(h.slack.callsTo('oauth.v2.access')).toHaveLength(0);
    expect(await connectors()).toBe(0);

    // Replayed: a state that has served once serves no more.
    const done = await install(ws.session, team);
    expect(done.res.statusCode).toBe(200);
    h.slack.grant({ code: 'second-code', team, botToken: 'xoxb-replayed' });
    const replay = await callback({ code: 'second-code', state: done.state }, done.cookie);
    expect(replay.statusCode).toBe(400);
    const stored = await h.t.container.db.chatConnector.findMany({ where: { workspaceId: ws.workspaceId } });
    expect(stored).toHaveLength(1);
    expect(stored[0]!.sealedSecrets).not.toContain('xoxb');

    // Expired: ten minutes are up.
    const late = await startInstall(ws.session);
    await h.t.container.db.chatOAuthState.updateMany({
      where: { workspaceId: ws.workspaceId },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    h.slack.grant({ code: 'late-code', team, botToken: 'xoxb-late' });
    expect((await callback({ code: 'late-code', state: late.state }, late.cookie)).statusCode).toBe(400);
    expect(h.slack.callsTo('oauth.v2.access').map((c) => c.params.code)).toEqual([
      expect.stringMatching(/^code-/),
    ]);
  });

  test('two Slack teams in two workspaces: each team’s events land in its workspace, and replies go out with its own token', async () => {
    const a = await h.t.newWorkspace('oauth-a');
    const b = await h.t.newWorkspace('oauth-b');
    const teamA = { id: unique.slackTeam(), name: 'Newsroom A' };
    const teamB = { id: unique.slackTeam(), name: 'Newsroom B' };
    const installA = await install(a.session, teamA);
    const installB = await install(b.session, teamB);
    expect(installA.res.statusCode).toBe(200);
    expect(installA.res.body).toContain('Newsroom A');
    expect(installB.res.statusCode).toBe(200);

    // Neither workspace needed the operator; GET shows the install, never the token.
    const got = await h.t.app.inject({
      method: 'GET',
      url: '/v1/workspace/channels',
      headers: bearer(a.key),
    });
    expect(got.json()).toMatchObject({
      deployment_bots: false,
      slack: { team_id: teamA.id, installed: true, team_name: 'Newsroom A', editors_channel: null },
    });
    expect(got.body).not.toContain(installA.botToken);
    // The owner picks the editors' channel of the installed team (no allowance needed).
    const editors = unique.slackChannel();
    const put = await h.t.app.inject({
      method: 'PUT',
      url: '/v1/workspace/channels',
      headers: bearer(a.session),
      payload: { slack: { team_id: teamA.id, editors_channel: editors } },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().slack).toMatchObject({ installed: true, editors_channel: editors });

    const channelA = unique.slackChannel();
    const channelB = unique.slackChannel();
    expect((await h.postSlack(mention(teamA.id, channelA, 'Kano has 44 LGAs.'))).statusCode).toBe(200);
    expect((await h.postSlack(mention(teamB.id, channelB, 'Lagos has 20 LGAs.'))).statusCode).toBe(200);
    await waitForJobs(a.workspaceId, 1);
    await waitForJobs(b.workspaceId, 1);
    const replyA = await h.slack.waitFor((calls) =>
      calls.find((c) => c.method === 'chat.postMessage' && c.params.channel === channelA),
    );
    const replyB = await h.slack.waitFor((calls) =>
      calls.find((c) => c.method === 'chat.postMessage' && c.params.channel === channelB),
    );
    expect(h.slack.tokenOf(replyA)).toBe(installA.botToken);
    expect(h.slack.tokenOf(replyB)).toBe(installB.botToken);
    expect((await h.jobsOf(a.workspaceId)).map((j) => j.replyTo)).toEqual([
      expect.stringContaining(`slack:${teamA.id}%2F${channelA}:`),
    ]);

    // Team A cannot be taken by another workspace, by install or by link.
    const steal = await install(b.session, teamA);
    expect(steal.res.statusCode).toBe(409);
    await h.allow(b.workspaceId);
    const link = await h.t.app.inject({
      method: 'PUT',
      url: '/v1/workspace/channels',
      headers: bearer(b.session),
      payload: { slack: { team_id: teamA.id } },
    });
    expect(link.statusCode).toBe(422);
  });

  test('app_uninstalled and tokens_revoked unlink the team', async () => {
    const ws = await h.t.newWorkspace('oauth-gone');
    const other = await h.t.newWorkspace('oauth-gone2');
    const team = { id: unique.slackTeam(), name: 'Leaving' };
    const team2 = { id: unique.slackTeam(), name: 'Revoking' };
    expect((await install(ws.session, team)).res.statusCode).toBe(200);
    expect((await install(other.session, team2)).res.statusCode).toBe(200);

    const uninstalled = {
      ...fixture<Json>('slack-app-mention.json'),
      team_id: team.id,
      event_id: `Ev${randomBytes(6).toString('hex')}`,
      event: { type: 'app_uninstalled', event_ts: unique.ts() },
    };
    expect((await h.postSlack(uninstalled)).statusCode).toBe(200);
    expect(await h.t.container.db.chatConnector.count({ where: { workspaceId: ws.workspaceId } })).toBe(0);
    const revoked = {
      ...fixture<Json>('slack-app-mention.json'),
      team_id: team2.id,
      event_id: `Ev${randomBytes(6).toString('hex')}`,
      event: { type: 'tokens_revoked', tokens: { bot: ['UBOT0001'] }, event_ts: unique.ts() },
    };
    expect((await h.postSlack(revoked)).statusCode).toBe(200);
    expect(await h.t.container.db.chatConnector.count({ where: { workspaceId: other.workspaceId } })).toBe(0);

    // A message from the team now is unlinked: a how-to-link note (the deployment's token), no check.
    const channel = unique.slackChannel();
    expect((await h.postSlack(mention(team.id, channel, 'Kano has 44 LGAs.'))).statusCode).toBe(200);
    const note = await h.slack.waitFor((calls) =>
      calls.find((c) => c.method === 'chat.postMessage' && c.params.channel === channel),
    );
    expect(h.slack.tokenOf(note)).toBe(SLACK_TOKEN);
    expect(await h.jobsOf(ws.workspaceId)).toHaveLength(0);
  });
});
