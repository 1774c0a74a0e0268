import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let a: Awaited<ReturnType<TestApp['newWorkspace']>>;
let b: Awaited<ReturnType<TestApp['newWorkspace']>>;

beforeAll(async () => {
  t = await createTestApp();
  a = await t.newWorkspace('desk-a');
  b = await t.newWorkspace('desk-b');
});
afterAll(() => t.close());

const post = (token: string, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });
const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('review queue', () => {
  it('a decision updates the job result, is logged with the editor and time, and is announced', async () => {
    const announced: unknown[] = [];
    t.container.foundation.events.subscribe('review.decided', (e) => void announced.push(e));
    const checked = (
      await post(a.key, '/v1/check', {
        text: 'The federal government spent N2 billion on goats for the Senate in 2022.',
      })
    ).json();
    const item = (await get(a.key, '/v1/review'))
      .json()
      .items.find((i: { job_id: string }) => i.job_id === checked.job_id);
    expect(item).toMatchObject({
      claim_id: 'c1',
      status: 'pending',
      engine_verdict: 'unproven',
      decision: null,
    });

    // Another workspace: the item does not exist for it, and it does not see it.
    expect(
      (await post(b.key, `/v1/review/${item.id}/decision`, { verdict: 'verified_true' })).statusCode,
    ).toBe(404);
    expect((await get(b.key, '/v1/review')).json().items.map((i: { id: string }) => i.id)).not.toContain(
      item.id,
    );
    expect((await post(a.key, '/v1/review/nope/decision', { verdict: 'verified_true' })).statusCode).toBe(
      404,
    );
    expect((await post(a.key, `/v1/review/${item.id}/decision`, { verdict: 'maybe' })).statusCode).toBe(422);

    const decided = await post(a.key, `/v1/review/${item.id}/decision`, {
      verdict: 'verified_false',
      note: 'No such session.',
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({
      outcome: 'decided',
      item: { status: 'decided', decision: { verdict: 'verified_false', note: 'No such session.' } },
    });
    const editor = decided.json().item.decision.decided_by as string;
    expect(editor.length).toBeGreaterThan(0);

    const job = (await get(a.key, `/v1/job/${checked.job_id}`)).json();
    expect(job.result.claims[0]).toMatchObject({
      verdict: 'verified_false',
      review: {
        status: 'decided',
        verdict: 'verified_false',
        decided_by: editor,
        decided_at: expect.any(String),
      },
    });
    expect(job.result.verdict).toBe('verified_false');

    const log = (await get(a.session, '/v1/workspace/activity')).json().entries;
    expect(log[0]).toMatchObject({
      action: 'review.decided',
      actor: { email: a.ownerEmail },
      detail: { item_id: item.id, verdict: 'verified_false', editor, decided_at: expect.any(String) },
    });
    expect(announced).toContainEqual(
      expect.objectContaining({
        jobId: checked.job_id,
        claimId: 'c1',
        verdict: 'verified_false',
        decidedBy: editor,
      }),
    );

    // Deciding again is a correction (api.md "Grouped tips"): it replaces the verdict and is logged.
    const again = await post(a.key, `/v1/review/${item.id}/decision`, { verdict: 'verified_true' });
    expect(again.json()).toMatchObject({
      outcome: 'corrected',
      item: { decision: { verdict: 'verified_true' } },
    });
    const corrected = (await get(a.key, `/v1/job/${item.job_id}`)).json();
    expect(corrected.result.claims[0].review).toMatchObject({ status: 'decided', verdict: 'verified_true' });
    expect((await get(a.key, '/v1/review')).json().items.map((i: { id: string }) => i.id)).not.toContain(
      item.id,
    );
  });

  it('a decision made while the job is still running survives the job storing its result', async () => {
    // The job record exists and its claim is already queued for review, as the review hook
    // leaves them just before the result is stored; an editor decides in that moment.
    const text = 'A river in Zamfara turned into milk on Tuesday.';
    const job = await t.container.db.job.create({
      data: { workspaceId: a.workspaceId, kind: 'check', input: { text } },
    });
    const queued = await t.container.db.reviewItem.create({
      data: {
        workspaceId: a.workspaceId,
        jobId: job.id,
        claimId: 'c1',
        claimText: text,
        engineVerdict: 'unproven',
        confidence: 'low',
      },
    });
    const decided = await post(a.key, `/v1/review/${queued.id}/decision`, { verdict: 'verified_false' });
    expect(decided.json().outcome).toBe('decided');

    await t.container.services.jobs.process(job.id, { attempt: 1, maxAttempts: 1 });
    const result = (await get(a.key, `/v1/job/${job.id}`)).json().result;
    expect(result.claims[0]).toMatchObject({
      id: 'c1',
      verdict: 'verified_false',
      review: { status: 'decided', verdict: 'verified_false', decided_by: expect.any(String) },
    });
    expect(result.verdict).toBe('verified_false');
  });

  it('two editors deciding at once: one decides, the others are corrections in one order', async () => {
    const checked = (
      await post(a.key, '/v1/check', { text: 'A river in Sokoto turned into palm wine on Monday.' })
    ).json();
    const item = (await get(a.key, '/v1/review'))
      .json()
      .items.find((i: { job_id: string }) => i.job_id === checked.job_id);
    const outcomes = await Promise.all(
      ['verified_false', 'misleading', 'unproven'].map((verdict) =>
        post(a.key, `/v1/review/${item.id}/decision`, { verdict }),
      ),
    );
    expect(outcomes.map((o) => o.json().outcome).sort()).toEqual(['corrected', 'corrected', 'decided']);
    // The group's decisions are numbered 1, 2, 3 and the job shows the last one.
    const decisions = await t.container.db.groupDecision.findMany({
      where: { groupId: item.group_id },
      orderBy: { seq: 'asc' },
    });
    expect(decisions.map((d) => d.seq)).toEqual([1, 2, 3]);
    const job = (await get(a.key, `/v1/job/${checked.job_id}`)).json();
    expect(job.result.claims[0].review.verdict).toBe(decisions[2]!.verdict);
  });
});

describe('style guides', () => {
  it('change the write-up and nothing else', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/v1/workspace/style-guide',
      headers: bearer(a.session),
      payload: {
        text: 'House style for the desk.\ntone: formal\nlength: long\nterm: Independent National Electoral Commission => INEC\nsign-off: — Desk A',
      },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/v1/workspace/style-guide',
      headers: bearer(b.session),
      payload: { text: 'tone: friendly\nlength: short\nlabel verified_true: spot on\nsign-off: Team B' },
    });
    const claim = 'Nigeria has 774 local government areas.';
    const ra = (await post(a.key, '/v1/check', { text: claim })).json().result;
    const rb = (await post(b.key, '/v1/check', { text: claim })).json().result;
    expect(ra.claims[0].write_up).not.toBe(rb.claims[0].write_up);
    expect(ra.claims[0].write_up).toMatch(/^The claim that .* is true\./);
    expect(ra.claims[0].write_up).toContain('INEC');
    expect(ra.claims[0].write_up).not.toContain('Independent National Electoral Commission');
    expect(ra.claims[0].write_up.endsWith('— Desk A')).toBe(true);
    expect(rb.claims[0].write_up).toBe(`We checked "${claim}" and it's spot on.\nTeam B`);
    const strip = (r: { claims: Array<Record<string, unknown>> }) => ({
      ...r,
      claims: r.claims.map(({ write_up: _w, ...c }) => c),
    });
    expect(strip(ra)).toEqual(strip(rb));
    expect(ra.verdict).toBe('verified_true');
  });
});
