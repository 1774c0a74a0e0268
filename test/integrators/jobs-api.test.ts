import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';

// No worker: synchronous checks finish in the request, asynchronous ones stay `running`, so the
// state filter has both to tell apart.
let t: TestApp;
let ws: Awaited<ReturnType<TestApp['newWorkspace']>>;
const texts = [
  'Nigeria has 36 states and the FCT.',
  'INEC registered 93.4 million voters for the 2023 election.',
  'Lagos is the capital of Nigeria.',
  'The naira was redesigned in 2022 by the Central Bank of Nigeria.',
];
const ids: string[] = [];
let runningId = '';

const get = (url: string, key = ws.key) => t.app.inject({ method: 'GET', url, headers: bearer(key) });

beforeAll(async () => {
  t = await createTestApp();
  ws = await t.newWorkspace();
  for (const text of texts) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/check',
      headers: bearer(ws.key),
      payload: { text },
    });
    expect(res.statusCode).toBe(200);
    ids.push(res.json().job_id);
  }
  const accepted = await t.app.inject({
    method: 'POST',
    url: '/v1/check',
    headers: bearer(ws.key),
    payload: { text: 'Kano has 44 local government areas, said the governor.', async: true },
  });
  runningId = accepted.json().job_id;
});
afterAll(async () => t.close());

describe('202 answers', () => {
  it('carry Location and Retry-After, and Location is where the job is polled', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/check',
      headers: bearer(ws.key),
      payload: { text: 'Abuja became the capital in 1991.', async: true },
    });
    expect(res.statusCode).toBe(202);
    const jobId = res.json().job_id;
    expect(res.headers.location).toBe(`/v1/job/${jobId}`);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const polled = await get(String(res.headers.location));
    expect(polled.statusCode).toBe(200);
    expect(polled.json()).toMatchObject({ job_id: jobId, state: 'running' });
  });

  it('are not added to other answers', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/check',
      headers: bearer(ws.key),
      payload: { text: 'Nigeria has 36 states.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers.location).toBeUndefined();
    expect(res.headers['retry-after']).toBeUndefined();
  });
});

describe('GET /v1/jobs', () => {
  it('lists the workspace jobs newest first with their claims and verdicts', async () => {
    const res = await get('/v1/jobs?kind=check&state=done&limit=100');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const listed = body.jobs.map((j: { job_id: string }) => j.job_id);
    expect(listed.slice(-texts.length)).toEqual([...ids].reverse());
    const first = body.jobs.find((j: { job_id: string }) => j.job_id === ids[0]);
    expect(first).toMatchObject({
      kind: 'check',
      state: 'done',
      input: { text: texts[0] },
      verdict: expect.any(String),
      confidence: expect.any(String),
    });
    expect(first.claims[0]).toMatchObject({
      text: expect.stringContaining('36 states'),
      verdict: expect.any(String),
    });
    expect(body.next_cursor).toBeNull();
  });

  it('pages with next_cursor until null, with no job twice or missed', async () => {
    const seen: string[] = [];
    let url = '/v1/jobs?limit=2';
    for (let pages = 0; pages < 10; pages++) {
      const body = (await get(url)).json();
      expect(body.jobs.length).toBeLessThanOrEqual(2);
      seen.push(...body.jobs.map((j: { job_id: string }) => j.job_id));
      if (!body.next_cursor) break;
      url = `/v1/jobs?limit=2&cursor=${encodeURIComponent(body.next_cursor)}`;
    }
    const all = (await get('/v1/jobs?limit=100')).json().jobs.map((j: { job_id: string }) => j.job_id);
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining([...ids, runningId]));
  });

  it('filters by state, words of the text and time', async () => {
    const running = (await get('/v1/jobs?state=running'))
      .json()
      .jobs.map((j: { job_id: string }) => j.job_id);
    expect(running).toContain(runningId);
    expect(running).not.toContain(ids[0]);

    const words = (await get('/v1/jobs?q=registered%20voters')).json().jobs;
    expect(words.map((j: { job_id: string }) => j.job_id)).toEqual([ids[1]]);
    expect((await get('/v1/jobs?q=voters%20Lagos')).json().jobs).toEqual([]);

    const future = new Date(Date.now() + 3_600_000).toISOString();
    const past = new Date(Date.now() - 3_600_000).toISOString();
    expect((await get(`/v1/jobs?since=${encodeURIComponent(future)}`)).json().jobs).toEqual([]);
    expect((await get(`/v1/jobs?until=${encodeURIComponent(past)}`)).json().jobs).toEqual([]);
    const window = await get(
      `/v1/jobs?since=${encodeURIComponent(past)}&until=${encodeURIComponent(future)}&limit=100`,
    );
    expect(window.json().jobs.length).toBeGreaterThanOrEqual(texts.length + 1);
    expect((await get('/v1/jobs?kind=link')).json().jobs).toEqual([]);
  });

  it("never shows another workspace's jobs", async () => {
    const other = await t.newWorkspace('other');
    expect((await get('/v1/jobs', other.key)).json()).toEqual({ ok: true, jobs: [], next_cursor: null });
  });

  it('refuses bad filters with 422 naming the field', async () => {
    for (const [query, field] of [
      ['limit=101', 'limit'],
      ['since=yesterday', 'since'],
      ['state=lost', 'state'],
      ['cursor=not-a-cursor', 'cursor'],
    ] as const) {
      const res = await get(`/v1/jobs?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json()).toMatchObject({ ok: false, status: 422, error: { code: 'validation_failed' } });
      expect(JSON.stringify(res.json().error.details), query).toContain(field);
    }
  });
});

/** A minimal RFC 4180 reader, enough to check what a spreadsheet would see. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (c !== '\r') cell += c;
  }
  return rows;
}

describe('GET /v1/jobs?format=csv', () => {
  it('exports one row per claim with the documented columns, quoting what needs it', async () => {
    const res = await get('/v1/jobs?format=csv&kind=check');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="gaskiya-jobs-.*\.csv"/);
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual([
      'job_id',
      'created_at',
      'kind',
      'text',
      'verdict',
      'confidence',
      'sources_cited',
      'review_status',
      'decided_by',
      'decided_at',
    ]);
    const listed = (await get('/v1/jobs?kind=check&limit=100')).json().jobs;
    const claims = listed.reduce(
      (n: number, j: { claims: unknown[] }) => n + Math.max(1, j.claims.length),
      0,
    );
    expect(rows.length - 1).toBe(claims);
    const states = rows.filter((r) => r[0] === ids[0]);
    expect(states.length).toBe(listed.find((j: { job_id: string }) => j.job_id === ids[0]).claims.length);
    expect(states[0]![3]).toContain('36 states');
    expect(states[0]![4]).toMatch(/^(verified_true|mostly_true|misleading|verified_false|unproven)$/);
    const running = rows.find((r) => r[0] === runningId)!;
    expect(running[3]).toContain('Kano has 44');
    expect(running[4]).toBe('running');
  });

  it('applies the same filters', async () => {
    const rows = parseCsv((await get('/v1/jobs?format=csv&q=naira')).body);
    expect(rows.slice(1).every((r) => r[0] === ids[3])).toBe(true);
    expect(rows.length).toBeGreaterThan(1);
  });

  it('streams an export larger than one page of the reader', async () => {
    // More jobs than the 200-job page the export reads at a time, created through the real API.
    const big = await t.newWorkspace('big');
    await t.container.db.workspace.update({ where: { id: big.workspaceId }, data: { plan: 'premium' } });
    const accepted = await Promise.all(
      Array.from({ length: 230 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/v1/check',
          headers: bearer(big.key),
          payload: { text: `=HYPERLINK("x") claim number ${i}`, async: true },
        }),
      ),
    );
    expect(accepted.every((r) => r.statusCode === 202)).toBe(true);
    const res = await get('/v1/jobs?format=csv', big.key);
    const rows = parseCsv(res.body).slice(1);
    expect(rows.length).toBe(230);
    expect(new Set(rows.map((r) => r[0])).size).toBe(230);
    // A cell a spreadsheet would run as a formula is defused.
    expect(rows.every((r) => r[3]!.startsWith(`'=HYPERLINK`))).toBe(true);
  });
});
