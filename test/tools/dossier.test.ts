import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, waitForJob, type TestApp } from '../support/test-app.js';

// GET /v1/dossier: the workspace's checks, documents, trusted corpus and election data on a name.
let t: TestApp;
type Workspace = Awaited<ReturnType<TestApp['newWorkspace']>>;
let ws: Workspace;

beforeAll(async () => {
  t = await createTestApp({ worker: true });
  ws = await t.newWorkspace();
  await t.container.db.workspace.update({ where: { id: ws.workspaceId }, data: { plan: 'premium' } });
  for (const text of [
    'Peter Obi won the 2023 presidential election.',
    'Willie Obi scored 3 goals for Enugu Rangers.',
  ])
    expect((await check(ws, text)).statusCode).toBe(200);
  const doc = await t.app.inject({
    method: 'POST',
    url: '/v1/documents?publisher=INEC&title=2023%20Presidential%20Election%20Result',
    headers: { ...bearer(ws.key), 'content-type': 'text/plain' },
    payload:
      'Declaration of results.\n\nPeter Gregory Obi of the Labour Party polled 6,101,533 votes in the presidential election of 25 February 2023. Bola Ahmed Tinubu polled 8,794,726 votes.',
  });
  expect((await waitForJob(t.app, ws.key, doc.json().job_id, 30_000)).state).toBe('done');
  const imported = await t.app.inject({
    method: 'POST',
    url: '/v1/sources/documents',
    headers: bearer(ws.key),
    payload: {
      url: 'https://desk.example/obi-profile',
      title: 'Profile: the Labour Party candidate',
      text: 'Mr Obi was governor of Anambra State from 2006 to 2014. He ran for president in 2023.',
      publisher: 'Desk Research',
    },
  });
  expect(imported.statusCode, imported.body).toBeLessThan(300);
  await t.container.db.party.upsert({
    where: { acronym: 'LP' },
    create: { acronym: 'LP', name: 'Labour Party' },
    update: {},
  });
}, 180_000);
afterAll(async () => {
  await t?.close();
});

function check(who: Workspace, text: string) {
  return t.app.inject({ method: 'POST', url: '/v1/check', headers: bearer(who.key), payload: { text } });
}

const dossier = (who: Workspace, name: string) =>
  t.app.inject({
    method: 'GET',
    url: `/v1/dossier?name=${encodeURIComponent(name)}`,
    headers: bearer(who.key),
  });

describe('GET /v1/dossier', () => {
  it('finds the same person by each variant of the name, every statement with its source', async () => {
    for (const name of ['Obi', 'Peter Obi', 'Peter Gregory Obi']) {
      const res = await dossier(ws, name);
      expect(res.statusCode, res.body).toBe(200);
      const d = res.json();
      expect(d.name).toBe(name);
      const texts = d.claims.map((c: { text: string }) => c.text);
      expect(texts, name).toContain('Peter Obi won the 2023 presidential election.');
      expect(d.claims[0]).toMatchObject({ job_id: expect.any(String), checked_at: expect.any(String) });
      expect(
        d.figures.map((f: { value: number }) => f.value),
        name,
      ).toContain(6101533);
      expect(d.figures.find((f: { value: number }) => f.value === 6101533).document.publisher).toBe('INEC');
      expect(d.figures.map((f: { value: number }) => f.value)).not.toContain(8794726);
      const statement = d.statements.find((s: { text: string }) => s.text.includes('governor of Anambra'));
      expect(statement?.source, name).toMatchObject({ url: 'https://desk.example/obi-profile' });
      for (const s of d.statements) expect(s.source.url).toBeTruthy();
      expect(d.sources.map((s: { url: string }) => s.url)).toContain('https://desk.example/obi-profile');
      expect(d.summary).toContain(name);
    }
    // "Willie Obi" is another Obi: only the bare surname may mean him.
    const peter = (await dossier(ws, 'Peter Obi')).json();
    expect(peter.kind).toBe('person');
    expect(peter.claims.map((c: { text: string }) => c.text).join(' ')).not.toContain('Willie');
    expect(
      (await dossier(ws, 'Obi'))
        .json()
        .claims.map((c: { text: string }) => c.text)
        .join(' '),
    ).toContain('Willie');
  }, 120_000);

  it('names a registered party from the election data', async () => {
    const d = (await dossier(ws, 'Labour Party')).json();
    expect(d.kind).toBe('organisation');
    expect(d.election).toMatchObject({
      party: { acronym: 'LP', name: 'Labour Party' },
      source: { publisher: expect.stringContaining('INEC') },
    });
    expect(d.figures.map((f: { value: number }) => f.value)).toContain(6101533);
    expect((await dossier(ws, 'LP')).json().election.party.acronym).toBe('LP');
  }, 60_000);

  it('shows another workspace nothing of this one; 422 uncounted; 402 after 5 trial uses', async () => {
    const other = await t.newWorkspace();
    const d = (await dossier(other, 'Peter Obi')).json();
    expect(d.claims).toEqual([]);
    expect(d.figures).toEqual([]);
    expect(JSON.stringify(d)).not.toContain('desk.example');
    expect((await dossier(other, 'x')).statusCode).toBe(422);
    const used = async () =>
      (await t.app.inject({ method: 'GET', url: '/v1/usage', headers: bearer(other.key) }))
        .json()
        .tools.find((x: { tool: string }) => x.tool === 'dossier');
    expect(await used()).toEqual({ tool: 'dossier', used: 1, limit: 5 });
    for (let i = 0; i < 4; i++) expect((await dossier(other, 'INEC')).statusCode).toBe(200);
    const refused = await dossier(other, 'INEC');
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error.code).toBe('quota_exceeded');
  }, 60_000);
});
