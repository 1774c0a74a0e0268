import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const outboxRows = async (jobId: string) =>
  (
    await t.container.db.$queryRaw<Array<{ n: number }>>`
    SELECT count(*)::int AS n FROM job_outbox WHERE job_id = ${jobId}::uuid`
  )[0]!.n;

async function until(condition: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

it("answers a sync check before its job's listeners finish; they still run, and the outbox row goes after", async () => {
  const ws = await t.newWorkspace();
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const heard: string[] = [];
  t.container.foundation.events.subscribe('job.finished', async ({ job }) => {
    if (job.workspaceId !== ws.workspaceId) return;
    await gate;
    heard.push(job.id);
  });

  const answer = t.app.inject({
    method: 'POST',
    url: '/v1/check',
    headers: bearer(ws.key),
    payload: { text: 'Nigeria has 36 states.' },
  });
  // With the listeners awaited first, the answer would wait for the gate: a clear failure, not a hang.
  const first = await Promise.race([
    answer.then((res) => ({ res })),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 15_000)),
  ]);
  expect(first, 'the answer waited for a listener').not.toBeNull();
  const body = first!.res.json();
  expect(first!.res.statusCode).toBe(200);
  expect(body.result.claims[0].text).toContain('36 states');

  // The listener has not finished: the outbox row written with the result still holds the job.
  expect(heard).toEqual([]);
  expect(await outboxRows(body.job_id)).toBe(1);

  release();
  await until(async () => heard.includes(body.job_id) && (await outboxRows(body.job_id)) === 0);
});
