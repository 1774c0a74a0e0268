import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeliveryStore } from '../../src/db/repositories/chat-delivery-store.js';
import { slackMention, startChatHarness, unique, type ChatHarness } from '../support/chat/chat-harness.js';

/**
 * A chat reply is a `chat_delivery` row plus a queue entry. When Redis restarts empty the entry is
 * gone: the worker's recovery sweep, which finds the restart by its missing epoch marker (or by
 * the reconnect), queues every pending delivery again at once. It used to wait for the delivery
 * sweep, every five minutes, so a tipster's answer could come ten minutes late on election night.
 */
let h: ChatHarness;
beforeAll(async () => {
  h = await startChatHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('after Redis lost its data', { timeout: 90_000 }, () => {
  it('a reply whose queue entry was lost is sent by the recovery sweep', async () => {
    const ws = await h.t.newWorkspace('redis-loss');
    const team = unique.slackTeam();
    const channel = unique.slackChannel();
    const ts = unique.ts();
    await h.linkChannels(ws.session, { slack: { team_id: team } });
    expect((await h.postSlack(slackMention(team, channel, ts, 'Nigeria has 36 states.'))).statusCode).toBe(
      200,
    );
    const posts = () => h.slack.callsTo('chat.postMessage').filter((c) => c.params.channel === channel);
    await h.slack.waitFor(() => posts()[0]);

    // A second reply for the same job written to the outbox, its queue entry lost with Redis's data.
    const store = createDeliveryStore(h.t.container.db);
    const [sent] = await store.listForJob((await h.jobsOf(ws.workspaceId))[0]!.id);
    const { delivery: lost } = await store.create({
      workspaceId: sent!.workspaceId,
      jobId: sent!.jobId,
      kind: sent!.kind,
      platform: sent!.platform,
      target: sent!.target,
      dedupeKey: `${sent!.dedupeKey}:lost-with-redis`,
      message: sent!.message,
    });
    expect(lost.state).toBe('pending');

    // What an empty Redis looks like to the worker: its epoch marker is gone.
    await h.t.container.redis.del(`${h.t.container.env.QUEUE_PREFIX}:queue-epoch`);
    await h.t.worker!.sweep();

    await h.slack.waitFor(() => posts()[1]);
    const deadline = Date.now() + 10_000;
    while ((await store.find(lost.id))?.state !== 'sent' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await store.find(lost.id))?.state).toBe('sent');
    expect(posts()).toHaveLength(2);
  });
});
