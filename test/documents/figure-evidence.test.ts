import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, waitForJob, type TestApp } from '../support/test-app.js';
import { makePdf } from '../support/documents/pdfs.js';

// A workspace's documents are evidence for its own checks, and for no one else's.
let t: TestApp;
type Workspace = Awaited<ReturnType<TestApp['newWorkspace']>>;
let ws: Workspace;
let other: Workspace;

const BUDGET = [
  [
    'Kaduna State Approved Budget 2024',
    'The Kaduna State Government approved a budget of N458.3 billion for',
  ],
  [
    '2024, of which capital spending takes N285.6 billion.',
    'The state employs 33,000 teachers in its schools.',
  ],
];

beforeAll(async () => {
  t = await createTestApp({ worker: true });
  ws = await t.newWorkspace();
  other = await t.newWorkspace();
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/documents?publisher=Kaduna%20State%20Ministry%20of%20Budget&url=https%3A%2F%2Fkdsg.example%2Fbudget-2024.pdf',
    headers: { ...bearer(ws.key), 'content-type': 'application/pdf' },
    payload: await makePdf(BUDGET),
  });
  const job = await waitForJob(t.app, ws.key, res.json().job_id, 60_000);
  expect(job.state, JSON.stringify(job.error)).toBe('done');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function check(who: Workspace, text: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/check',
    headers: bearer(who.key),
    payload: { text },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

const fromDocument = (sources: Array<{ url: string; excerpt: string }>) =>
  sources.filter((s) => s.url.startsWith('https://kdsg.example/budget-2024.pdf'));

describe('figures as evidence', () => {
  it('disputes a claim giving another value, naming the document and the page', async () => {
    const result = await check(ws, 'Kaduna State approved a budget of N600 billion for 2024.');
    const claim = result.claims[0];
    const [source] = fromDocument(claim.sources);
    expect(source).toMatchObject({
      stance: 'disputes',
      title: 'Kaduna State Approved Budget 2024, page 1',
      url: 'https://kdsg.example/budget-2024.pdf#page=1',
      publisher: 'Kaduna State Ministry of Budget',
    });
    expect(source?.excerpt).toContain('N458.3 billion for 2024');
    expect(['verified_false', 'misleading']).toContain(claim.verdict);
  }, 60_000);

  it('supports a claim giving the same value; the figure on page 2 is cited as page 2', async () => {
    const same = await check(ws, 'Kaduna State approved a budget of N458.3 billion for 2024.');
    expect(fromDocument(same.claims[0].sources)[0]).toMatchObject({ stance: 'supports' });
    expect(['verified_true', 'mostly_true']).toContain(same.claims[0].verdict);
    const capital = await check(ws, 'Capital spending takes N285.6 billion of the Kaduna 2024 budget.');
    expect(fromDocument(capital.claims[0].sources)[0]).toMatchObject({
      stance: 'supports',
      title: 'Kaduna State Approved Budget 2024, page 2',
    });
  }, 60_000);

  it('is never evidence for another workspace', async () => {
    const result = await check(other, 'Kaduna State approved a budget of N600 billion for 2024.');
    expect(fromDocument(result.claims[0]?.sources ?? [])).toEqual([]);
    expect(JSON.stringify(result)).not.toContain('kdsg.example');
  }, 60_000);
});
