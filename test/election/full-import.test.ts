import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import type { ImportReport } from '../../src/core/election/importer.js';
import { DATA_DIR, hasData, importInto, referenceCounts } from './slice.js';

type Row = {
  area: { id: number; name: string };
  polling_units: number;
  uploaded: number;
  reuploaded: number | null;
};

/**
 * The whole register (176,846 units) into this file's own database clone, then every state and
 * LGA figure of /v1/elections against the reference counts computed from the same source.
 */
describe.skipIf(!hasData)('election data: full import against the reference counts', () => {
  let t: TestApp;
  let token: string;
  let report: ImportReport;
  const progress: string[] = [];
  const reference = referenceCounts();
  const BEFORE = 'pus_document_updated_before_2023-02-26T00Z';

  beforeAll(async () => {
    t = await createTestApp();
    token = (await t.newWorkspace('full')).key;
    report = await importInto(t.container.env.DATABASE_URL, DATA_DIR, {
      progress: (line) => progress.push(line),
    });
  }, 180_000);
  afterAll(async () => t?.close());

  const breakdown = async (query: string): Promise<Row[]> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/elections?election=1292${query}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    return res.json().elections[0].breakdown;
  };

  it('imports every row of the register', () => {
    expect(report.rejected).toEqual([]);
    const units = report.files.find((f) => f.file === 'irev2023_presidential_polling_units.csv')!;
    expect(units.read).toBe(176_846);
    // Progress lines on the long file say the total, the share done and the time left.
    expect(progress).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^irev2023_presidential_polling_units.csv: 100,000 of about 1\d\d,\d{3} rows \(\d+%\), about \d+ (s|min) left; 0 rejected so far$/,
        ),
      ]),
    );
    expect(progress.at(-1)).toMatch(/^done in \d+\.\d s$/);
  });

  it('matches the state counts exactly, now and before 26 February', async () => {
    const now = await breakdown('');
    const past = await breakdown('&as_of=2023-02-25T23:59:59.999Z');
    const states = reference.filter((r) => r.level === 'state');
    expect(now).toHaveLength(37);
    for (const ref of states) {
      const row = now.find((r) => r.area.id === Number(ref.irev_state_id))!;
      expect({ state: ref.state_name, pus: row.polling_units, up: row.uploaded, re: row.reuploaded }).toEqual(
        {
          state: ref.state_name,
          pus: Number(ref.total_pus),
          up: Number(ref.pus_with_document),
          re: Number(ref.pus_with_old_documents),
        },
      );
      expect(past.find((r) => r.area.id === Number(ref.irev_state_id))!.uploaded).toBe(Number(ref[BEFORE]));
    }
  });

  it('matches the LGA counts of every state exactly', async () => {
    const lgas = reference.filter((r) => r.level === 'lga');
    const seen = new Set<number>();
    for (const state of reference.filter((r) => r.level === 'state')) {
      const stateCode = String(state.irev_state_id);
      const rows = await breakdown(`&state=${encodeURIComponent(state.state_name!)}`);
      for (const ref of lgas.filter((l) => l.irev_state_id === stateCode)) {
        const row = rows.find((r) => r.area.id === Number(ref.irev_lga_id));
        expect({
          lga: ref.lga_name,
          pus: row?.polling_units,
          up: row?.uploaded,
          re: row?.reuploaded,
        }).toEqual({
          lga: ref.lga_name,
          pus: Number(ref.total_pus),
          up: Number(ref.pus_with_document),
          re: Number(ref.pus_with_old_documents),
        });
        seen.add(Number(ref.irev_lga_id));
      }
    }
    expect(seen.size).toBe(774);
  });
});
