import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, waitForJob, type TestApp } from '../support/test-app.js';
import { makeBrokenPdf, makeEncryptedPdf, makeImageOnlyPdf, makePdf } from '../support/documents/pdfs.js';

// The documents tool end to end: real PDFs made here, read by the worker, figures searched.
let t: TestApp;
type Workspace = Awaited<ReturnType<TestApp['newWorkspace']>>;

/** An NBS-style report of three pages: a figure broken across lines, and a sentence across pages. */
const REPORT = [
  [
    'Consumer Price Index February 2023',
    'Headline inflation rose to 21.91 percent in February 2023, from 21.82',
    'percent in January 2023. Food inflation stood at 24.35 percent in the same month.',
  ],
  [
    'The Federal Government spent N4.39 trillion on petrol subsidy in 2022, while the',
    'States received N1.2',
    'trillion from the Federation Account.',
    'INEC registered 93.4 million voters for the 25 February 2023 presidential election.',
    'Kano State has 44 local government areas, the most of any state. The regis-',
    'tered voters of Lagos numbered 7,060,195 and the food basket index for',
  ],
  ['Lagos was 27.4 percent in February 2023.', 'Prices are published monthly.'],
];

beforeAll(async () => {
  t = await createTestApp({ worker: true, env: { DOCUMENT_MAX_BYTES: '300000', DOCUMENT_MAX_PAGES: '50' } });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const upload = (ws: Workspace, body: Buffer | string, type: string, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/v1/documents${query}`,
    headers: { ...bearer(ws.key), 'content-type': type },
    payload: body,
  });

const get = (ws: Workspace, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(ws.key) });

async function documentUses(ws: Workspace) {
  const usage = (await get(ws, '/v1/usage')).json();
  return usage.tools.find((x: { tool: string }) => x.tool === 'document') as {
    used: number;
    limit: number | null;
  };
}

async function read(ws: Workspace, body: Buffer | string, type: string, query = '') {
  const res = await upload(ws, body, type, query);
  expect(res.statusCode, res.body).toBe(202);
  return waitForJob(t.app, ws.key, res.json().job_id, 60_000);
}

describe('POST /v1/documents', () => {
  it('reads every figure of a multi-page PDF with its page and whole sentence', async () => {
    const ws = await t.newWorkspace();
    const query =
      '?publisher=National%20Bureau%20of%20Statistics&url=https%3A%2F%2Fexample.org%2Fcpi-feb-2023.pdf';
    const job = await read(ws, await makePdf(REPORT), 'application/pdf', query);
    expect(job.state, JSON.stringify(job.error)).toBe('done');
    expect(job.kind).toBe('document');
    expect(job.result).toMatchObject({ title: 'Consumer Price Index February 2023', pages: 3 });
    const figures = job.result.figures as Array<Record<string, unknown>>;
    const of = (written: string) => figures.find((f) => f.written === written)!;

    expect(of('21.91 percent')).toMatchObject({
      value: 21.91,
      unit: 'percent',
      what: 'Headline inflation',
      when: 'February 2023',
      page: 1,
      document: { title: 'Consumer Price Index February 2023', publisher: 'National Bureau of Statistics' },
    });
    // "21.82" ends a line and "percent" starts the next: still one percentage, of the same thing.
    expect(of('21.82 percent')).toMatchObject({ value: 21.82, unit: 'percent', what: 'Headline inflation' });
    // "N1.2" / "trillion": one naira sum, its sentence whole.
    expect(of('N1.2 trillion')).toMatchObject({
      value: 1.2e12,
      unit: 'naira',
      page: 2,
      quote: expect.stringContaining('States received N1.2 trillion from the Federation Account.'),
    });
    expect(of('N4.39 trillion')).toMatchObject({ value: 4.39e12, unit: 'naira', when: '2022' });
    expect(String(of('N4.39 trillion').what)).toContain('petrol subsidy');
    expect(of('93.4 million')).toMatchObject({ value: 93.4e6, unit: 'count', what: 'voters' });
    expect(of('25 February 2023')).toMatchObject({ value: 20230225, unit: 'date' });
    expect(of('44')).toMatchObject({ what: 'local government areas', where: 'Kano' });
    expect(of('7,060,195')).toMatchObject({ value: 7060195, where: 'Lagos', page: 2 });
    // The sentence runs from page 2 onto page 3: the figure is on page 3, the quote whole.
    expect(of('27.4 percent')).toMatchObject({
      page: 3,
      where: 'Lagos',
      quote:
        'The registered voters of Lagos numbered 7,060,195 and the food basket index for Lagos was 27.4 percent in February 2023.',
    });
    // The page numbers printed at the foot of each page are not figures.
    expect(figures.filter((f) => f.written === '1' || f.written === '2')).toEqual([]);
    expect((await documentUses(ws)).used).toBe(1);

    const listed = (await get(ws, '/v1/documents')).json();
    expect(listed.documents).toHaveLength(1);
    expect(listed.documents[0]).toMatchObject({
      title: 'Consumer Price Index February 2023',
      publisher: 'National Bureau of Statistics',
      url: 'https://example.org/cpi-feb-2023.pdf',
      pages: 3,
      figures_count: figures.length,
    });
    const one = (await get(ws, `/v1/documents/${listed.documents[0].id}`)).json();
    expect(one.figures).toHaveLength(figures.length);
  }, 120_000);

  it('searches figures best first, and only the workspace’s own', async () => {
    const ws = await t.newWorkspace();
    await read(ws, await makePdf(REPORT), 'application/pdf', '?publisher=NBS');
    const res = await get(ws, '/v1/figures?q=inflation%20February%202023');
    expect(res.statusCode, res.body).toBe(200);
    const [best] = res.json().figures;
    expect(best).toMatchObject({ what: 'Headline inflation', value: 21.91, page: 1 });
    expect((await get(ws, '/v1/figures?q=petrol%20subsidy')).json().figures[0]).toMatchObject({
      value: 4.39e12,
    });
    expect((await get(ws, '/v1/figures?q=x')).statusCode).toBe(422);

    const other = await t.newWorkspace();
    expect((await get(other, '/v1/figures?q=inflation')).json().figures).toEqual([]);
    const documentId = best.document.id;
    expect((await get(other, `/v1/documents/${documentId}`)).statusCode).toBe(404);
    expect((await get(other, '/v1/documents')).json().documents).toEqual([]);
    expect((await get(ws, '/v1/documents/not-a-uuid')).statusCode).toBe(404);
  }, 120_000);

  it('reads HTML with the link tool’s extractor and plain text with form-feed pages', async () => {
    const ws = await t.newWorkspace();
    const html =
      '<html><head><title>CBN raises rate</title></head><body><nav>Home | About</nav><article><h1>CBN raises rate</h1>' +
      '<p>The Monetary Policy Committee raised the monetary policy rate to 18 percent in March 2023, the sixth rise in a row.</p>' +
      '<p>Nigeria’s external reserves stood at $35.5 billion at the end of February 2023.</p></article></body></html>';
    const page = await read(ws, html, 'text/html; charset=utf-8', '?publisher=CBN');
    expect(page.state, JSON.stringify(page.error)).toBe('done');
    expect(page.result.title).toBe('CBN raises rate');
    expect(page.result.figures).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ value: 18, unit: 'percent', when: 'March 2023' }),
        expect.objectContaining({ value: 35.5e9, unit: 'dollar', where: 'Nigeria' }),
      ]),
    );
    const text =
      'Budget 2024\n\nThe 2024 budget is N28.7 trillion.\fCapital spending takes N9.9 trillion of it.';
    const plain = await read(ws, text, 'text/plain');
    expect(plain.result).toMatchObject({ title: 'Budget 2024', pages: 2 });
    expect(plain.result.figures.map((f: { written: string; page: number }) => [f.written, f.page])).toEqual([
      ['N28.7 trillion', 1],
      ['N9.9 trillion', 2],
    ]);
  }, 120_000);

  it('fails broken, encrypted and image-only PDFs with unreadable_document and counts none', async () => {
    const ws = await t.newWorkspace();
    for (const [name, pdf] of [
      ['broken', makeBrokenPdf()],
      ['encrypted', await makeEncryptedPdf()],
      ['image-only', await makeImageOnlyPdf()],
    ] as const) {
      const job = await read(ws, pdf, 'application/pdf');
      expect(job, name).toMatchObject({ state: 'failed', error: { code: 'unreadable_document' } });
    }
    expect((await documentUses(ws)).used).toBe(0);
  }, 120_000);

  it('refuses other types (415), oversized (413) and empty (422) files before any job, uncounted', async () => {
    const ws = await t.newWorkspace();
    const image = await upload(ws, Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'image/png');
    expect(image.statusCode).toBe(415);
    expect(image.json()).toMatchObject({ ok: false, status: 415, error: { code: 'unsupported_media_type' } });
    const big = await upload(ws, Buffer.alloc(400_000, 32), 'text/plain');
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ ok: false, status: 413, error: { code: 'payload_too_large' } });
    expect((await upload(ws, Buffer.alloc(0), 'application/pdf')).statusCode).toBe(422);
    expect((await upload(ws, 'x', 'text/plain', '?url=ftp%3A%2F%2Fx')).statusCode).toBe(422);
    expect((await documentUses(ws)).used).toBe(0);
  });

  it('gives a free workspace 5 trial documents, then 402; premium has no limit', async () => {
    const ws = await t.newWorkspace();
    for (let i = 0; i < 5; i++)
      expect((await upload(ws, `Report ${i}: 4${i} percent of households.`, 'text/plain')).statusCode).toBe(
        202,
      );
    const refused = await upload(ws, 'One more: 12 percent.', 'text/plain');
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ ok: false, status: 402, error: { code: 'quota_exceeded' } });
    expect(await documentUses(ws)).toMatchObject({ used: 5, limit: 5 });
    // The refused file is not kept.
    expect(await t.container.db.documentFile.count({ where: { workspaceId: ws.workspaceId } })).toBe(5);
    await t.container.db.workspace.update({ where: { id: ws.workspaceId }, data: { plan: 'premium' } });
    expect((await upload(ws, 'Premium: 13 percent.', 'text/plain')).statusCode).toBe(202);
    expect(await documentUses(ws)).toMatchObject({ limit: null });
  }, 60_000);
});
