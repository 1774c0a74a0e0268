import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { blocksOf } from '../support/chat/fake-slack.js';
import { fixture, startChatHarness, unique, type ChatHarness } from '../support/chat/chat-harness.js';
import { startFixtureServer, type FixtureServer } from '../link/support/fixture-server.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let h: ChatHarness;
let pages: FixtureServer;
beforeAll(async () => {
  pages = await startFixtureServer();
  // The fixture pages are on loopback, which only this switch lets the link tool fetch.
  h = await startChatHarness({ env: { FETCH_ALLOW_PRIVATE_NETWORKS: 'true' } });
});
afterAll(async () => {
  await h?.close();
  await pages?.close();
});

describe('a message that is a link', () => {
  test('becomes a link job, and the threaded reply shows the overall rating first', async () => {
    const ws = await h.t.newWorkspace('slacklink');
    const team = unique.slackTeam();
    const channel = unique.slackChannel();
    const ts = unique.ts();
    await h.linkChannels(ws.session, { slack: { team_id: team } });

    const url = `${pages.origin}/news/inflation-eases-march`;
    const event = fixture<Json>('slack-app-mention.json');
    event.team_id = team;
    event.event_id = `EvL${ts.replace('.', '')}`;
    Object.assign(event.event, { channel, ts, event_ts: ts, text: `<@U0LAN0Z89> is this true? <${url}>` });
    expect((await h.postSlack(event)).statusCode).toBe(200);

    const reply = await h.slack.waitFor(
      (calls) => calls.find((c) => c.method === 'chat.postMessage' && c.params.channel === channel),
      30_000,
    );
    expect(reply.params.thread_ts).toBe(ts);
    const firstText = JSON.stringify(blocksOf(reply.params)[0]);
    expect(firstText).toMatch(/Rating: (True|Mostly true|Misleading|False|Unproven)/i);

    const jobs = await h.t.container.db.job.findMany({ where: { workspaceId: ws.workspaceId } });
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ kind: 'link', state: 'done', input: { url } });
  }, 60_000);
});
