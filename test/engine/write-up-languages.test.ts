import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, syncCheck, type TestApp } from '../support/test-app.js';
import {
  WRITE_UP_LANGUAGE_SET,
  writeUpLanguageFaults,
  type WriteUpLanguageProbe,
} from '../fixtures/write-up-languages.js';

/**
 * The blind set of issue 10 point 5 (test/fixtures/write-up-languages.ts) through the product path:
 * each claim checked with POST /v1/check against the built-in official figures, under the
 * workspace's style guide where the probe names one.
 */
const FLOOR = 0;

let t: TestApp;
let key = '';
let session = '';

beforeAll(async () => {
  t = await createTestApp();
  const workspace = await t.newWorkspace('write-up-languages');
  [key, session] = [workspace.key, workspace.session];
  await t.container.db.workspace.update({ where: { id: workspace.workspaceId }, data: { plan: 'premium' } });
}, 180_000);
afterAll(() => t.close());

async function runSet(probes: WriteUpLanguageProbe[]) {
  const report: string[] = [];
  const right: Record<string, number> = {};
  for (const probe of probes) {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/v1/workspace/style-guide',
      headers: bearer(session),
      payload: { text: probe.guide ?? '' },
    });
    expect(put.statusCode).toBe(200);
    const result = (await syncCheck(t.app, key, probe.claim)).result;
    const claim = result.claims[0];
    const writeUp: string = claim?.write_up ?? '(no claim)';
    const faults = [
      ...(claim?.verdict === probe.verdict ? [] : [`verdict: ${claim?.verdict}`]),
      ...(result.language === probe.language ? [] : [`language: ${result.language}`]),
      ...writeUpLanguageFaults(probe, writeUp),
    ];
    right[probe.language] = (right[probe.language] ?? 0) + (faults.length === 0 ? 1 : 0);
    report.push(
      `${faults.length ? '✗' : '✓'} [${probe.language}] ${probe.claim}\n    ${writeUp.replace(/\n/g, ' ⏎ ')}\n    ${faults.join('; ')}`,
    );
  }
  return { right, report };
}

describe('the blind write-up language set', () => {
  it('states the decisive evidence in the claim’s language', async () => {
    const { right, report } = await runSet(WRITE_UP_LANGUAGE_SET);
    const total = Object.values(right).reduce((a, b) => a + b, 0);
    console.log(
      `write-up language set: ${total} of ${WRITE_UP_LANGUAGE_SET.length} ${JSON.stringify(right)}\n${report.join('\n')}`,
    );
    expect(total).toBeGreaterThanOrEqual(FLOOR);
  }, 900_000);
});
