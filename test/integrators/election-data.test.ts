import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { until } from './webhook-receiver.js';
import { makeSlice } from '../election/slice.js';

// A slice of the shipped files (every state, LGA, ward, election and party; the polling units of
// Aba North and of one Lagos LGA) stands in for the full register, so the first start is quick.
let t: TestApp;
let dir: string;
let ws: Awaited<ReturnType<TestApp['newWorkspace']>>;
const elections = async (query = '') =>
  t.app.inject({ method: 'GET', url: `/v1/elections${query}`, headers: bearer(ws.key) });

beforeAll(async () => {
  dir = (await makeSlice(['01/01/', '24/10/'])).dir;
  t = await createTestApp({ env: { ELECTION_IMPORT_AT_START: 'true', ELECTION_DATA_DIR: dir } });
  ws = await t.newWorkspace();
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('election data at first start', () => {
  it('is imported in the background while the service answers and says so', async () => {
    const before = (await elections()).json();
    expect(before.import.state).toBe('empty');
    await t.startWorker();
    // The worker has started; the import runs behind it and the API answers meanwhile (other
    // modules start after the election one, so a small slice may already be done by now).
    const during = await elections();
    expect(during.statusCode).toBe(200);
    expect(['importing', 'ready']).toContain(during.json().import.state);
    const ready = await until(
      'the import to finish',
      async () => {
        const body = (await elections()).json();
        return body.import.state === 'ready' ? body : null;
      },
      120_000,
    );
    expect(ready.import.finished_at).toEqual(expect.any(String));
    // The presidential election comes first, with the slice's sheets counted.
    expect(ready.elections[0].election).toMatchObject({ id: 1292, type: 'PRES', results_imported: true });
    expect(ready.elections[0].totals.uploaded).toBeGreaterThan(0);
    expect(ready.elections.length).toBe(34);
    expect(await t.container.db.electionImport.count()).toBe(1);
  }, 150_000);

  it('accepts the IReV id, the INEC code and names for election=', async () => {
    const pres = (await elections('?election=1292')).json().elections;
    expect(pres.map((e: { election: { id: number } }) => e.election.id)).toEqual([1292]);
    for (const name of ['PRES', 'pres', 'presidential', 'presidential%202023', 'Presidential%20election']) {
      const res = await elections(`?election=${name}`);
      expect(res.statusCode, name).toBe(200);
      expect(
        res.json().elections.map((e: { election: { id: number } }) => e.election.id),
        name,
      ).toEqual([1292]);
    }
    for (const name of ['lagos', 'Lagos%20governorship', 'governorship%20lagos%202023']) {
      const res = (await elections(`?election=${name}`)).json();
      expect(res.elections.length, name).toBe(1);
      expect(res.elections[0].election, name).toMatchObject({
        type: 'GOV',
        state: { name: expect.stringMatching(/^lagos$/i) },
      });
    }
    const akwa = (await elections('?election=akwa%20ibom')).json();
    expect(akwa.elections[0].election.state.name).toMatch(/akwa ibom/i);
    const gov = (await elections('?election=GOV')).json().elections;
    expect(gov.length).toBe(33);
  });

  it('answers 404 in the envelope for an election it does not know', async () => {
    for (const name of ['presidential%201999', 'atlantis', '999999']) {
      const res = await elections(`?election=${name}`);
      expect(res.statusCode, name).toBe(404);
      expect(res.json().error.code).toBe('not_found');
      expect(res.json().error.message).toMatch(/presidential 2023/);
    }
  });

  it('does not import again at the next start', async () => {
    await t.worker?.close();
    t.worker = null;
    await t.startWorker();
    expect((await elections()).json().import.state).toBe('ready');
    expect(await t.container.db.electionImport.count()).toBe(1);
  });
});
