import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIMS } from '../fixtures/multilingual-claims.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let key: string;

// Checks run in engine threads that load the corpus statistics and word vectors on their first
// check: on a loaded machine that alone can take tens of seconds, so these tests allow minutes.
const SLOW = 180_000;

beforeAll(async () => {
  t = await createTestApp();
  key = (await t.newWorkspace('judged-claims')).key;
}, SLOW);
afterAll(() => t.close());

/**
 * Claims written in Hausa, Yoruba, Igbo and Pidgin, judged through POST /v1/check against the
 * built-in English official figures (issue 10's target: at least 90 % judged as their English
 * twins are, in every language).
 */
describe('claims in five languages are judged against English evidence', () => {
  it(
    'detects each claim’s language and gives the verdict its English twin gets',
    async () => {
      const wrong: string[] = [];
      const right: Record<string, { ok: number; n: number }> = {};
      for (const claim of CLAIMS) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/v1/check',
          headers: bearer(key),
          payload: { text: claim.text },
        });
        expect(res.statusCode).toBe(200);
        const { result } = res.json();
        const tally = (right[claim.language] ??= { ok: 0, n: 0 });
        tally.n += 1;
        if (result.language === claim.language && result.verdict === claim.verdict) tally.ok += 1;
        else wrong.push(`${claim.language} ${result.language} ${result.verdict}: ${claim.text}`);
      }
      for (const [language, { ok, n }] of Object.entries(right))
        expect(ok / n, `${language}: ${wrong.join('\n')}`).toBeGreaterThanOrEqual(0.9);
    },
    SLOW,
  );

  it(
    'the README’s Pidgin example is Pidgin and false, like its English twin',
    async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/check',
        headers: bearer(key),
        payload: { text: 'Nigeria get 40 states.' },
      });
      expect(res.json().result).toMatchObject({ language: 'pcm', verdict: 'verified_false' });
    },
    SLOW,
  );

  it(
    'writes each verdict in the claim’s language, quoting the English source and its publisher',
    async () => {
      const cases: Array<[string, RegExp]> = [
        ['Najeriya tana da jihohi 40.', /^Karya ne: INEC ta ce [^“]*\. A cewar INEC, “Nigeria has 36 states/],
        [
          'Naijiria ni ipinle ogoji.',
          /^Irọ́ ni: INEC sọ pé [^“]*\. Gẹ́gẹ́ bí INEC ṣe sọ, “Nigeria has 36 states/,
        ],
        [
          'Naịjirịa nwere steeti iri anọ.',
          /^Ọ bụ ụgha: INEC kwuru na [^“]*\. Dịka INEC si kwuo, “Nigeria has 36 states/,
        ],
        ['Nigeria get 40 states.', /^No be true: INEC talk say [^“]*\. INEC talk say “Nigeria has 36 states/],
        ['Nigeria has 40 states.', /^False: INEC says “Nigeria has 36 states/],
      ];
      for (const [text, expected] of cases) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/v1/check',
          headers: bearer(key),
          payload: { text },
        });
        expect(res.json().result.claims[0].write_up).toMatch(expected);
      }
    },
    SLOW,
  );
});
