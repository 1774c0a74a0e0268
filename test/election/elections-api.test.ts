import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportReport } from '../../src/core/election/importer.js';
import { createElectionFactsSource } from '../../src/main/modules/election.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { hasData, importInto, makeSlice, referenceCounts } from './slice.js';

/** Aba North (Abia) and Ifako-Ijaye (Lagos): 503 + 761 real polling units with their sheets. */
const PREFIXES = ['01/01/', '24/10/'];

describe.skipIf(!hasData)('election data: import and read endpoints', () => {
  let t: TestApp;
  let token: string;
  let dir: string;
  let first: ImportReport;
  const reference = referenceCounts();
  const ref = (lga: string) => reference.find((r) => r.level === 'lga' && r.lga_name === lga)!;
  const runImport = (from: string) => importInto(t.container.env.DATABASE_URL, from, { batchSize: 200 });
  const get = async (url: string, auth = token) =>
    t.app.inject({ method: 'GET', url, headers: bearer(auth) });

  beforeAll(async () => {
    t = await createTestApp();
    token = (await t.newWorkspace('election')).key;
    dir = (await makeSlice(PREFIXES)).dir;
    first = await runImport(dir);
  });
  afterAll(async () => {
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('imports the slice (gzip included) with no rejected rows', () => {
    const byFile = Object.fromEntries(first.files.map((f) => [f.file, f]));
    expect(byFile['irev2023_states.csv']).toMatchObject({ read: 37, changed: 37, rejected: 0 });
    expect(byFile['irev2023_lgas.csv']).toMatchObject({ read: 774, changed: 774, rejected: 0 });
    expect(byFile['irev2023_wards.csv']).toMatchObject({ read: 8809, rejected: 0 });
    expect(byFile['irev_elections.csv']).toMatchObject({ read: 34, changed: 34, rejected: 0 });
    expect(byFile['parties_2023.csv']).toMatchObject({ read: 18, changed: 18, rejected: 0 });
    // Each unit row writes the unit and its sheet record.
    expect(byFile['irev2023_presidential_polling_units.csv']).toMatchObject({
      read: 1264,
      changed: 2528,
      rejected: 0,
    });
    expect(first.rejected).toEqual([]);
  });

  it('re-imports the same files without changing a row', async () => {
    const again = await runImport(dir);
    expect(again.files.map((f) => f.changed)).toEqual([0, 0, 0, 0, 0, 0]);
    const units = await get('/v1/elections?election=1292&state=01&lga=01-01');
    expect(units.json().elections[0].totals.polling_units).toBe(503);
  });

  it('needs a token', async () => {
    for (const url of ['/v1/elections', '/v1/units?q=iju', '/v1/feed', '/v1/parties']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ ok: false, status: 401, error: { code: 'unauthorized' } });
    }
  });

  it('lists the 18 parties', async () => {
    const res = await get('/v1/parties');
    expect(res.statusCode).toBe(200);
    expect(res.json().parties).toHaveLength(18);
    expect(res.json().parties).toContainEqual(
      expect.objectContaining({ acronym: 'LP', name: 'Labour Party' }),
    );
  });

  it('breaks the presidential election down by state', async () => {
    const res = await get('/v1/elections?election=1292');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.level).toBe('state');
    const [pres] = body.elections;
    expect(pres.election).toMatchObject({
      id: 1292,
      type: 'PRES',
      date: '2023-02-25',
      results_imported: true,
    });
    const abia = pres.breakdown.find((r: { area: { code: string } }) => r.area.code === '01');
    const aba = ref('ABA NORTH');
    const ifako = ref('IFAKO-IJAYE');
    expect(abia).toMatchObject({
      polling_units: 503,
      uploaded: Number(aba.pus_with_document),
      reuploaded: Number(aba.pus_with_old_documents),
    });
    expect(pres.totals.polling_units).toBe(503 + 761);
    expect(pres.totals.uploaded).toBe(Number(aba.pus_with_document) + Number(ifako.pus_with_document));
    expect(pres.totals.uploaded_pct).toBeCloseTo((pres.totals.uploaded / 1264) * 100, 2);
  });

  it('breaks a state down by LGA, with the state given by name or code', async () => {
    const byName = (await get('/v1/elections?state=lagos')).json();
    const byCode = (await get('/v1/elections?state=24')).json();
    expect(byName).toEqual(byCode);
    expect(byName.level).toBe('lga');
    expect(byName.state).toMatchObject({ code: '24', name: 'LAGOS' });
    // The presidential election and Lagos's own governorship election; no other state's.
    expect(byName.elections.map((e: { election: { type: string } }) => e.election.type).sort()).toEqual([
      'GOV',
      'PRES',
    ]);
    const pres = byName.elections.find((e: { election: { type: string } }) => e.election.type === 'PRES');
    const row = pres.breakdown.find((r: { area: { name: string } }) => r.area.name === 'IFAKO-IJAYE');
    const ifako = ref('IFAKO-IJAYE');
    expect(row).toMatchObject({
      area: { code: '24-10' },
      polling_units: Number(ifako.total_pus),
      uploaded: Number(ifako.pus_with_document),
      reuploaded: Number(ifako.pus_with_old_documents),
    });
    const gov = byName.elections.find((e: { election: { type: string } }) => e.election.type === 'GOV');
    expect(gov.election.results_imported).toBe(false);
  });

  it('breaks an LGA down by ward, and counts at a past moment with as_of', async () => {
    const res = await get('/v1/elections?election=1292&state=Abia&lga=aba%20north');
    const body = res.json();
    expect(body.level).toBe('ward');
    const pres = body.elections[0];
    expect(pres.breakdown.length).toBeGreaterThan(5);
    expect(
      pres.breakdown.reduce((sum: number, r: { polling_units: number }) => sum + r.polling_units, 0),
    ).toBe(503);
    const past = (await get('/v1/elections?election=1292&lga=01-01&as_of=2023-02-25T23:59:59.999Z')).json();
    expect(past.as_of).toBe('2023-02-25T23:59:59.999Z');
    expect(past.elections[0].totals).toMatchObject({
      polling_units: 503,
      uploaded: Number(ref('ABA NORTH')['pus_document_updated_before_2023-02-26T00Z']),
      reuploaded: null,
    });
    const later = (await get('/v1/elections?election=1292&lga=01-01&as_of=2023-03-10T00:00:00Z')).json();
    expect(later.elections[0].totals.uploaded).toBe(Number(ref('ABA NORTH').pus_with_document));
  });

  it('answers unknown areas with 404 and bad values with 422', async () => {
    expect((await get('/v1/elections?state=atlantis')).statusCode).toBe(404);
    expect((await get('/v1/elections?election=999999')).statusCode).toBe(404);
    // Surulere is an LGA of Lagos and of Oyo: the name alone is ambiguous, with state it is not.
    const ambiguous = await get('/v1/elections?lga=surulere');
    expect(ambiguous.statusCode).toBe(422);
    expect(ambiguous.json().error.message).toMatch(/LAGOS.*OYO|OYO.*LAGOS/);
    expect((await get('/v1/elections?state=oyo&lga=Surulere')).json().lga.code).toBe('30-33');
    expect((await get('/v1/units?q=iju&state=atlantis')).statusCode).toBe(404);
    const bad = await get('/v1/elections?as_of=yesterday');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.code).toBe('validation_failed');
  });

  it('finds units by misspelled and partial names, best first, with their upload status', async () => {
    const res = await get('/v1/units?q=iju%20statoin%20pry');
    expect(res.statusCode).toBe(200);
    const [top] = res.json().units;
    expect(top).toMatchObject({
      code: '24-10-05-001',
      name: 'IJU STATION PRY. SCH. IJU',
      matched_by: 'name',
    });
    expect(top.ward.code).toBe('24-10-05');
    expect(top.lga).toMatchObject({ code: '24-10', name: 'IFAKO-IJAYE' });
    expect(top.state).toMatchObject({ code: '24', name: 'LAGOS' });
    expect(top.upload).toMatchObject({ uploaded: true });
    expect(res.json().election).toMatchObject({ id: 1292 });
    const partial = (await get('/v1/units?q=railway%20quart&state=abia&limit=3')).json().units;
    expect(partial).toHaveLength(3);
    for (const unit of partial) expect(unit.name).toContain('RAILWAY QUARTERS');
  });

  it('finds units by full code (dashes or slashes) and by code prefix', async () => {
    const exact = (await get('/v1/units?q=24-10-05-011')).json().units;
    expect(exact.map((u: { code: string }) => u.code)).toEqual(['24-10-05-011']);
    const slashes = (await get('/v1/units?q=24/10/05/011')).json().units;
    expect(slashes[0].code).toBe('24-10-05-011');
    const prefix = (await get('/v1/units?q=01-01-01&limit=100')).json().units;
    expect(prefix.length).toBeGreaterThan(10);
    for (const unit of prefix) expect(unit.code.startsWith('01-01-01-')).toBe(true);
    const filtered = (await get('/v1/units?q=iju&lga=01-01')).json().units;
    expect(filtered).toEqual([]);
  });

  it('gives the check engine evidence judged from the figures', async () => {
    const facts = createElectionFactsSource(t.container.foundation);
    // In this slice Lagos is Ifako-Ijaye: 761 units, sheets for all but a handful.
    const [half] = await facts.lookup("INEC uploaded results for only half of Lagos's polling units", 'en');
    expect(half!.judgement).toEqual({ stance: 'disputes', strength: 0.9 });
    expect(half!.evidence.excerpt).toContain('761 polling units');
    const [count] = await facts.lookup('Aba North LGA has 503 polling units', 'en');
    expect(count!.judgement?.stance).toBe('supports');
    expect(count!.evidence.title).toContain('ABA NORTH');
    const [wrong] = await facts.lookup('Aba North LGA has 900 polling units', 'en');
    expect(wrong!.judgement?.stance).toBe('disputes');
    const [most] = await facts.lookup(
      'More than 90% of polling units in Lagos had result sheets uploaded to IReV',
      'en',
    );
    expect(most!.judgement?.stance).toBe('supports');
    expect(await facts.lookup('Tinubu won Lagos', 'en')).toEqual([]);
  });

  it('documents the four endpoints in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    for (const path of [
      '/v1/elections',
      '/v1/units',
      '/v1/feed',
      '/v1/feed/sources',
      '/v1/feed/posts',
      '/v1/parties',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(doc.paths['/v1/units'].get.operationId).toBe('searchPollingUnits');
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['ElectionBreakdown', 'PollingUnit', 'FeedEntry', 'Party']),
    );
  });

  it('refuses a q shorter than 2 characters with the validation envelope', async () => {
    const res = await get('/v1/units?q=a');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ ok: false, status: 422, error: { code: 'validation_failed' } });
    expect(res.json().error.details[0].field).toContain('q');
  });
});

describe.skipIf(!hasData)('election import: bad rows', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp();
    const slice = await makeSlice(
      ['01/01/01/'],
      [
        '999001,01/01/1A/999,BAD CODE UNIT,1,ABIA,3103,ABA NORTH,17526,EZIAMA,111,2,4,,,,,0',
        '999002,01/01/01/998,NO SUCH WARD,1,ABIA,3103,ABA NORTH,1,EZIAMA,111,2,4,,,,,0',
        '999003,01/01/01/997,URL WITHOUT TIME,1,ABIA,3103,ABA NORTH,17526,EZIAMA,111,2,4,https://docs.example/x.pdf,10,,false,0',
        '7,01/01/01/996,DUPLICATE ID,1,ABIA,3103,ABA NORTH,17526,EZIAMA,111,2,4,,,,,0',
        'short,row',
      ],
    );
    dir = slice.dir;
  });
  afterAll(async () => {
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('reports each bad row with its line and imports the rest', async () => {
    const report = await importInto(t.container.env.DATABASE_URL, dir);
    const units = report.files.find((f) => f.file === 'irev2023_presidential_polling_units.csv')!;
    const good = units.read - 5;
    expect(units).toMatchObject({ rejected: 5, changed: good * 2 });
    const lines = report.rejected.map((r) => r.line);
    expect(lines).toEqual([good + 2, good + 3, good + 4, good + 5, good + 6]);
    expect(report.rejected.map((r) => r.reason)).toEqual([
      expect.stringContaining('pu_code'),
      expect.stringContaining('no ward 1'),
      expect.stringContaining('upload time'),
      expect.stringContaining('duplicate polling_unit_id 7'),
      expect.stringContaining('polling_unit_id'),
    ]);
    const count = await t.container.db.pollingUnit.count();
    expect(count).toBe(good);
  });
});
