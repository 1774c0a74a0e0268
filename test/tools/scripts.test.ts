import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';

// POST /v1/scripts: a finished check for radio, TV and screen, in the five languages.
let t: TestApp;
type Workspace = Awaited<ReturnType<TestApp['newWorkspace']>>;

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function checked(ws: Workspace, text: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/check',
    headers: bearer(ws.key),
    payload: { text },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const script = (ws: Workspace, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/v1/scripts', headers: bearer(ws.key), payload });

async function scriptUses(ws: Workspace) {
  const usage = (await t.app.inject({ method: 'GET', url: '/v1/usage', headers: bearer(ws.key) })).json();
  return usage.tools.find((x: { tool: string }) => x.tool === 'script') as {
    used: number;
    limit: number | null;
  };
}

const FALSE_LABEL = {
  en: 'False',
  pcm: 'No be true',
  ha: 'Karya ne',
  yo: 'Irọ́ ni',
  ig: 'Ọ bụ ụgha',
} as const;
const OPENING = {
  en: 'This is a Gaskiya fact-check.',
  pcm: 'Na Gaskiya fact-check be dis.',
  ha: 'Wannan binciken gaskiya ne daga Gaskiya.',
  yo: 'Ìwádìí òtítọ́ láti ọwọ́ Gaskiya nìyí.',
  ig: 'Nke a bụ nyocha eziokwu sitere na Gaskiya.',
} as const;

describe('POST /v1/scripts', () => {
  it('writes each format in each language with the check’s verdict and source, sized to the format', async () => {
    const ws = await t.newWorkspace();
    await t.container.db.workspace.update({ where: { id: ws.workspaceId }, data: { plan: 'premium' } });
    const check = await checked(ws, 'Nigeria has 40 states.');
    const claim = check.result.claims[0];
    expect(claim.verdict).toBe('verified_false');
    const publisher = /\(([A-Z]+)\)/.exec(claim.sources[0].publisher)?.[1] ?? claim.sources[0].publisher;
    const seen = new Set<string>();
    for (const language of ['en', 'pcm', 'ha', 'yo', 'ig'] as const) {
      for (const format of ['radio', 'broadcast', 'screen'] as const) {
        const res = await script(ws, { job_id: check.job_id, format, language });
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json();
        expect(body).toMatchObject({ language, format, job_id: check.job_id, claim_id: claim.id });
        const label = FALSE_LABEL[language];
        expect(body.script, `${language} ${format}`).toContain(
          format === 'screen' ? label.toUpperCase() : label,
        );
        expect(body.script).toContain(publisher);
        expect(body.script).toContain('40 states');
        if (format === 'radio') expect(body.script.startsWith(OPENING[language])).toBe(true);
        expect(body.words).toBe(body.script.split(/\s+/).filter(Boolean).length);
        expect(body.words).toBeLessThanOrEqual({ radio: 110, broadcast: 75, screen: 35 }[format]);
        const wpm = { radio: 150, broadcast: 160, screen: 200 }[format];
        expect(body.seconds).toBe(Math.max(1, Math.round((body.words / wpm) * 60)));
        seen.add(body.script);
      }
    }
    expect(seen.size).toBe(15);
    // The check itself is untouched.
    const job = (
      await t.app.inject({ method: 'GET', url: `/v1/job/${check.job_id}`, headers: bearer(ws.key) })
    ).json();
    expect(job.result.claims[0].verdict).toBe('verified_false');
    expect(job.result.claims[0].sources).toEqual(claim.sources);
  }, 120_000);

  it('refuses unknown, foreign and unfinished jobs before counting; 402 after 5 trial uses', async () => {
    const ws = await t.newWorkspace();
    const other = await t.newWorkspace();
    const check = await checked(ws, 'Nigeria has 40 states.');
    const foreign = await script(other, { job_id: check.job_id, format: 'radio', language: 'en' });
    expect(foreign.statusCode).toBe(404);
    expect((await script(ws, { job_id: 'nope', format: 'radio', language: 'en' })).statusCode).toBe(404);
    const badClaim = await script(ws, {
      job_id: check.job_id,
      claim_id: 'zz',
      format: 'radio',
      language: 'en',
    });
    expect(badClaim.statusCode).toBe(422);
    expect(badClaim.json().error.details[0].field).toBe('claim_id');
    expect((await script(ws, { job_id: check.job_id, format: 'podcast', language: 'en' })).statusCode).toBe(
      422,
    );
    expect((await script(ws, { job_id: check.job_id, format: 'radio', language: 'fr' })).statusCode).toBe(
      422,
    );
    const opinion = await checked(ws, 'I think jollof rice is the best food.');
    expect((await script(ws, { job_id: opinion.job_id, format: 'radio', language: 'en' })).statusCode).toBe(
      422,
    );
    expect((await scriptUses(ws)).used).toBe(0);
    for (let i = 0; i < 5; i++)
      expect((await script(ws, { job_id: check.job_id, format: 'screen', language: 'ha' })).statusCode).toBe(
        200,
      );
    const refused = await script(ws, { job_id: check.job_id, format: 'screen', language: 'ha' });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error.code).toBe('quota_exceeded');
    expect(await scriptUses(ws)).toEqual({ tool: 'script', used: 5, limit: 5 });
  }, 120_000);
});
