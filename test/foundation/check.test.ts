import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, waitForJob, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ worker: true, env: { CHECK_TEXT_MAX_CHARS: '500' } });
});
afterAll(async () => t.close());

const check = (key: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/v1/check', headers: bearer(key), payload: payload as object });

describe('POST /v1/check and GET /v1/job', () => {
  it('answers a synchronous check with the result (api.md shape)', async () => {
    const ws = await t.newWorkspace();
    const res = await check(ws.key, {
      text: 'Nigeria has 36 states and the FCT. I think Abuja is the most beautiful city.',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ ok: true, status: 200, state: 'done', job_id: expect.any(String) });
    const result = body.result;
    expect(result).toMatchObject({
      verdict: expect.stringMatching(/^(verified_true|mostly_true|misleading|verified_false|unproven)$/),
      confidence: expect.stringMatching(/^(high|medium|low)$/),
      sources_cited: expect.any(Number),
      language: expect.any(String),
    });
    expect(result.sources_cited).toBe(result.sources.length);
    expect(result.claims.length).toBeGreaterThanOrEqual(1);
    expect(result.claims[0].text).toContain('36 states');
    expect(result.set_aside.map((s: { text: string }) => s.text).join(' ')).toContain('beautiful');

    const job = await t.app.inject({ method: 'GET', url: `/v1/job/${body.job_id}`, headers: bearer(ws.key) });
    expect(job.json()).toMatchObject({ job_id: body.job_id, kind: 'check', state: 'done', result });
  });

  it('accepts an async check with 202 and the job can be polled to done', async () => {
    const ws = await t.newWorkspace();
    const res = await check(ws.key, {
      text: 'INEC registered 93.4 million voters for the 2023 election.',
      async: true,
    });
    expect(res.statusCode).toBe(202);
    const body = res.json();
    expect(body).toEqual({
      ok: true,
      accepted: true,
      status: 202,
      state: 'running',
      job_id: expect.any(String),
    });
    const done = await waitForJob(t.app, ws.key, body.job_id);
    expect(done).toMatchObject({ job_id: body.job_id, kind: 'check', state: 'done' });
    expect(Date.parse(done.created_at)).toBeLessThanOrEqual(Date.parse(done.updated_at));
    expect(done.result.claims[0].text).toContain('93.4 million');
    expect(done.error).toBeUndefined();
  });

  it('text of opinions only has no claims, unproven/low and nothing cited', async () => {
    const ws = await t.newWorkspace();
    const res = await check(ws.key, { text: 'I think this government is the worst ever.' });
    expect(res.json().result).toMatchObject({
      claims: [],
      verdict: 'unproven',
      confidence: 'low',
      sources_cited: 0,
    });
  });

  it("another workspace's job and unknown ids are 404", async () => {
    const a = await t.newWorkspace('a');
    const b = await t.newWorkspace('b');
    const res = await check(a.key, { text: 'Lagos has 20 local government areas.', async: true });
    const jobId = res.json().job_id;
    for (const url of [
      `/v1/job/${jobId}`,
      '/v1/job/00000000-0000-4000-8000-000000000000',
      '/v1/job/not-a-job',
    ]) {
      const other = await t.app.inject({ method: 'GET', url, headers: bearer(b.key) });
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject({ ok: false, status: 404, error: { code: 'not_found' } });
    }
  });

  it('refuses text over the limit with 422 naming the limit, and empty text', async () => {
    const ws = await t.newWorkspace();
    const long = await check(ws.key, { text: 'a'.repeat(501) });
    expect(long.statusCode).toBe(422);
    expect(long.json().error.message).toContain('500');
    expect(long.json().error.details).toEqual([{ field: 'text', message: expect.stringContaining('500') }]);
    for (const payload of [{ text: '' }, { text: '   ' }, {}, { text: 42 }, { text: 'ok', async: 'yes' }]) {
      const res = await check(ws.key, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.code).toBe('validation_failed');
    }
    const usage = await t.app.inject({ method: 'GET', url: '/v1/usage', headers: bearer(ws.key) });
    expect(usage.json().used).toBe(0);
  });

  it('logs checks in the activity log', async () => {
    const ws = await t.newWorkspace();
    await check(ws.key, { text: 'Kano is the most populous state.', async: true });
    const log = await t.app.inject({ method: 'GET', url: '/v1/workspace/activity', headers: bearer(ws.key) });
    expect(log.json().entries[0]).toMatchObject({
      action: 'check.submitted',
      actor: { email: ws.ownerEmail },
    });
  });
});
