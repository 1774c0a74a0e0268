import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer } from '../support/test-app.js';
import { blocksOf } from '../support/chat/fake-slack.js';
import {
  fixture,
  slackMention,
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

const mention = slackMention;

function channelMessage(team: string, channel: string, ts: string, text: string): Json {
  const event = fixture<Json>('slack-message-channel.json');
  event.team_id = team;
  event.event_id = `EvM${ts.replace('.', '')}`;
  Object.assign(event.event, { channel, ts, event_ts: ts, text });
  return event;
}

const postsTo = (channel: string) =>
  h.slack.callsTo('chat.postMessage').filter((c) => c.params.channel === channel);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The first check of a run warms the engine up, which is slow on a shared machine.
describe('Slack', { timeout: 90_000 }, () => {
  test('url_verification answers the challenge (signed)', async () => {
    const body = fixture<Json>('slack-url-verification.json');
    const res = await h.postSlack(body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ challenge: body.challenge });
  });

  test('a signed mention becomes exactly one job and one threaded reply; retries create nothing', async () => {
    const ws = await h.t.newWorkspace('slack');
    const team = unique.slackTeam();
    const channel = unique.slackChannel();
    const ts = unique.ts();
    await h.linkChannels(ws.session, { slack: { team_id: team } });

    const text = 'Lagos State has 20 local government areas & 37 LCDAs.';
    const started = Date.now();
    const res = await h.postSlack(mention(team, channel, ts, text));
    expect(res.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(3000);

    const reply = await h.slack.waitFor((calls) =>
      calls.find((c) => c.method === 'chat.postMessage' && c.params.channel === channel),
    );
    expect(reply.params.thread_ts).toBe(ts);
    const blocks = blocksOf(reply.params);
    expect(blocks[0]).toMatchObject({ type: 'header' });
    const sectionText = blocks
      .filter((b) => b.type === 'section')
      .map((b) => JSON.stringify(b))
      .join(' ');
    expect(sectionText).toContain('&amp; 37 LCDAs'); // escaped for mrkdwn

    // Slack retries the event, and the same message also arrives as a `message` event.
    expect((await h.postSlack(mention(team, channel, ts, text))).statusCode).toBe(200);
    expect((await h.postSlack(channelMessage(team, channel, ts, text))).statusCode).toBe(200);
    await sleep(500);

    const jobs = await h.jobsOf(ws.workspaceId);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.replyTo).toBe(`slack:${team}%2F${channel}:${encodeURIComponent(ts)}`);
    expect(postsTo(channel)).toHaveLength(1);

    const deliveries = await pollDeliveries(ws.key, jobs[0]!.id, (d) => d[0]?.state === 'sent');
    expect(deliveries).toMatchObject([{ kind: 'result', platform: 'slack', state: 'sent', attempts: 1 }]);
  });

  test('a premium newsroom (no counting: claim, place and job in one statement): deliveries of one message at once make one job, its activity entry and one reply', async () => {
    const ws = await h.t.newWorkspace('slack-premium');
    await h.t.container.db.workspace.update({ where: { id: ws.workspaceId }, data: { plan: 'premium' } });
    const team = unique.slackTeam();
    const channel = unique.slackChannel();
    const ts = unique.ts();
    await h.linkChannels(ws.session, { slack: { team_id: team } });

    const text = 'Kaduna State has 23 local government areas.';
    // The mention, Slack's retry of it and the same message as a `message` event, all in one burst.
    const answers = await Promise.all([
      h.postSlack(mention(team, channel, ts, text)),
      h.postSlack(mention(team, channel, ts, text)),
      h.postSlack(channelMessage(team, channel, ts, text)),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);

    const reply = await h.slack.waitFor((calls) =>
      calls.find((c) => c.method === 'chat.postMessage' && c.params.channel === channel),
    );
    expect(reply.params.thread_ts).toBe(ts);
    // A later retry finds the claim taken.
    expect((await h.postSlack(mention(team, channel, ts, text))).statusCode).toBe(200);
    await sleep(500);

    const jobs = await h.jobsOf(ws.workspaceId);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.replyTo).toBe(`slack:${team}%2F${channel}:${encodeURIComponent(ts)}`);
    const job = await h.t.container.db.job.findUniqueOrThrow({ where: { id: jobs[0]!.id } });
    expect(job).toMatchObject({ input: { text }, kind: 'check', createdById: null, counted: true });
    expect(postsTo(channel)).toHaveLength(1);
    const activity = await h.t.container.db.activity.findMany({
      where: { workspaceId: ws.workspaceId, action: 'check.submitted' },
    });
    expect(activity).toHaveLength(1);
    expect(activity[0]!.detail).toEqual({ job_id: jobs[0]!.id, via: 'slack' });
  });

  test('a forged or stale signature is 401 with the envelope and creates nothing', async () => {
    const ws = await h.t.newWorkspace('slack-forged');
    const team = unique.slackTeam();
    const channel = unique.slackChannel();
    await h.linkChannels(ws.session, { slack: { team_id: team } });

    const forged = await h.postSlack(mention(team, channel, unique.ts(), 'Forged claim.'), {
      secret: 'not-the-secret',
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ ok: false, status: 401, error: { code: 'unauthorized' } });

    const stale = await h.postSlack(mention(team, channel, unique.ts(), 'Stale claim.'), {
      timestamp: Math.floor(Date.now() / 1000) - 6 * 60,
    });
    expect(stale.statusCode).toBe(401);

    const unsigned = await h.t.app.inject({
      method: 'POST',
      url: '/slack/events',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(mention(team, channel, unique.ts(), 'Unsigned.')),
    });
    expect(unsigned.statusCode).toBe(401);

    await sleep(300);
    expect(await h.jobsOf(ws.workspaceId)).toHaveLength(0);
    expect(postsTo(channel)).toHaveLength(0);
  });

  test('a team no workspace links gets a short how-to-link reply and nothing else', async () => {
    const team = unique.slackTeam();
    const channel = unique.slackChannel();
    const ts = unique.ts();
    expect((await h.postSlack(mention(team, channel, ts, 'Kano has 44 LGAs.'))).statusCode).toBe(200);
    const reply = await h.slack.waitFor((calls) =>
      calls.find((c) => c.method === 'chat.postMessage' && c.params.channel === channel),
    );
    expect(reply.params.thread_ts).toBe(ts);
    expect(String(reply.params.text)).toContain('not linked');
    expect(JSON.stringify(blocksOf(reply.params))).toContain(team);
    expect(
      await h.t.container.db.job.count({ where: { replyTo: { startsWith: `slack:${channel}:` } } }),
    ).toBe(0);
  });

  test('a 429 from Slack is retried after its Retry-After', async () => {
    const ws = await h.t.newWorkspace('slack-429');
    const team = unique.slackTeam();
    const channel = unique.slackChannel();
    await h.linkChannels(ws.session, { slack: { team_id: team } });
    h.slack.failNext('chat.postMessage', {
      status: 429,
      headers: { 'retry-after': '1' },
      body: { ok: false, error: 'ratelimited' },
    });

    await h.postSlack(mention(team, channel, unique.ts(), 'Abuja became the capital in 1991.'));
    const [first, second] = await h.slack.waitFor((calls) => {
      const mine = calls.filter((c) => c.method === 'chat.postMessage' && c.params.channel === channel);
      return mine.length >= 2 ? mine : undefined;
    });
    expect(first!.response?.status).toBe(429);
    expect(second!.response?.status).toBe(200);
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(950);

    // The fake has answered; the delivery record is written just after, so wait for it.
    const [job] = await h.jobsOf(ws.workspaceId);
    const sent = await pollDeliveries(ws.key, job!.id, (d) => d[0]?.state === 'sent');
    expect(sent).toMatchObject([{ kind: 'result', state: 'sent', attempts: 2 }]);
  });

  test('an invalid token fails the delivery with a recorded reason (no endless retries)', async () => {
    const ws = await h.t.newWorkspace('slack-auth');
    const team = unique.slackTeam();
    const channel = unique.slackChannel();
    await h.linkChannels(ws.session, { slack: { team_id: team } });
    h.slack.failNext('chat.postMessage', { status: 200, body: { ok: false, error: 'invalid_auth' } });
    await h.postSlack(mention(team, channel, unique.ts(), 'Nigeria has 36 states.'));
    const [job] = await waitForJobs(ws.workspaceId, 1);
    const failed = await pollDeliveries(ws.key, job!.id, (d) => d[0]?.state === 'failed');
    expect(failed[0]).toMatchObject({
      kind: 'result',
      state: 'failed',
      reason: 'invalid_token',
      attempts: 1,
    });
  });

  test('low confidence: editors get buttons, a press decides, the thread gets the verdict, a second press is refused politely', async () => {
    const ws = await h.t.newWorkspace('slack-review');
    const team = unique.slackTeam();
    const channel = unique.slackChannel();
    const editors = unique.slackChannel();
    const ts = unique.ts();
    await h.linkChannels(ws.session, { slack: { team_id: team, editors_channel: editors } });

    await h.postSlack(
      mention(team, channel, ts, 'The Kaduna dam released 3 billion litres of water last week.'),
    );
    const card = await h.slack.waitFor((calls) =>
      calls.find((c) => c.method === 'chat.postMessage' && c.params.channel === editors),
    );
    const cardBlocks = blocksOf(card.params);
    const actions = cardBlocks.find((b) => b.type === 'actions') as Json;
    expect(actions.elements.map((e: Json) => e.text.text)).toEqual([
      'True',
      'Mostly true',
      'Misleading',
      'False',
      'Unproven',
    ]);
    const cardTs = (card.response?.body as Json).ts as string;

    const press = (userId: string, name: string, label: string): Json => {
      const payload = fixture<Json>('slack-block-actions.json');
      payload.team.id = team;
      payload.user = { id: userId, username: name, name, team_id: team };
      payload.channel.id = editors;
      payload.container = { ...payload.container, channel_id: editors, message_ts: cardTs };
      payload.message.ts = cardTs;
      const button = actions.elements.find((e: Json) => e.text.text === label);
      payload.actions = [
        { ...payload.actions[0], action_id: button.action_id, value: button.value, action_ts: unique.ts() },
      ];
      return payload;
    };

    const first = await h.postSlack(press('UAMINA01', 'amina', 'False'), { form: true });
    expect(first.statusCode).toBe(200);
    const thanks = await h.slack.waitFor((calls) =>
      calls.find((c) => c.method === 'chat.postEphemeral' && c.params.user === 'UAMINA01'),
    );
    expect(String(thanks.params.text)).toContain('Recorded: False');

    const verdict = await h.slack.waitFor((calls) =>
      calls.find(
        (c) =>
          c.method === 'chat.postMessage' &&
          c.params.channel === channel &&
          String(c.params.text).includes("Editor's verdict"),
      ),
    );
    expect(verdict.params.thread_ts).toBe(ts);
    expect(String(verdict.params.text)).toContain('False');

    const update = await h.slack.waitFor((calls) =>
      calls.find((c) => c.method === 'chat.update' && c.params.ts === cardTs),
    );
    const updated = JSON.stringify(blocksOf(update.params));
    expect(updated).toContain('Decided: False, by amina');
    expect(blocksOf(update.params).some((b) => b.type === 'actions')).toBe(false);

    // The decision is recorded on the claim of the job (review service).
    const [job] = await h.jobsOf(ws.workspaceId);
    const record = await h.t.app.inject({
      method: 'GET',
      url: `/v1/job/${job!.id}`,
      headers: bearer(ws.key),
    });
    expect(record.json().result.claims[0].review).toMatchObject({
      status: 'decided',
      verdict: 'verified_false',
      decided_by: 'amina',
    });

    const second = await h.postSlack(press('UBELLO02', 'bello', 'True'), { form: true });
    expect(second.statusCode).toBe(200);
    const refusal = await h.slack.waitFor((calls) =>
      calls.find((c) => c.method === 'chat.postEphemeral' && c.params.user === 'UBELLO02'),
    );
    expect(String(refusal.params.text)).toMatch(
      /^Already decided by amina at .* UTC: False\. Nothing was changed\.$/,
    );
    await sleep(300);
    const verdicts = postsTo(channel).filter((c) => String(c.params.text).includes("Editor's verdict"));
    expect(verdicts).toHaveLength(1);
  });
});

async function waitForJobs(workspaceId: string, count: number) {
  for (let i = 0; i < 100; i++) {
    const jobs = await h.jobsOf(workspaceId);
    if (jobs.length >= count) return jobs;
    await sleep(50);
  }
  throw new Error('no job');
}

async function pollDeliveries(key: string, jobId: string, done: (d: Json[]) => boolean) {
  for (let i = 0; i < 200; i++) {
    const res = await h.t.app.inject({
      method: 'GET',
      url: `/v1/job/${jobId}/deliveries`,
      headers: bearer(key),
    });
    const deliveries = res.json().deliveries as Json[];
    if (done(deliveries)) return deliveries;
    await sleep(50);
  }
  throw new Error('deliveries did not settle');
}
