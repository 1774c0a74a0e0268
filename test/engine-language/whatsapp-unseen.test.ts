import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckResult } from '../../src/core/check/check-result.js';
import { judgedRight } from '../fixtures/whatsapp-claims.js';
import { WHATSAPP_UNSEEN_CASES } from '../fixtures/whatsapp-claims-unseen.js';
import { createTestApp, syncCheck, type TestApp } from '../support/test-app.js';

let t: TestApp;
let key: string;

// The first check loads the engine's corpus statistics and word vectors: minutes on a loaded machine.
const SLOW = 300_000;

/**
 * The share each language reached once the general causes of this set's misses were fixed
 * (session "multiling2"; the first reading is in src/core/check/language/gloss/README.md). A
 * floor, not a target: it fails when the reading of these messages breaks.
 */
const FLOOR = 0.85;

beforeAll(async () => {
  t = await createTestApp();
  const workspace = await t.newWorkspace('whatsapp-unseen');
  key = workspace.key;
  // 80 checks: more than the free plan's month allows.
  await t.container.db.workspace.update({ where: { id: workspace.workspaceId }, data: { plan: 'premium' } });
}, SLOW);
afterAll(() => t.close());

async function check(text: string): Promise<CheckResult> {
  return (await syncCheck(t.app, key, text)).result as CheckResult;
}

/**
 * Eighty WhatsApp-style messages written for a second set, without the first set in view
 * (test/fixtures/whatsapp-claims-unseen.ts), through POST /v1/check against the built-in English
 * figures: at least FLOOR judged right in each language, every miss listed with what it got.
 */
describe('a second set of WhatsApp messages in four Nigerian languages is judged against the English figures', () => {
  const results = new Map<string, CheckResult>();

  beforeAll(async () => {
    for (const c of WHATSAPP_UNSEEN_CASES) results.set(c.text, await check(c.text));
  }, SLOW);

  it(`judges at least ${FLOOR * 100} % right in each language`, () => {
    for (const language of ['ha', 'yo', 'ig', 'pcm'] as const) {
      const cases = WHATSAPP_UNSEEN_CASES.filter((c) => c.language === language);
      const wrong = cases
        .filter((c) => !judgedRight(c, results.get(c.text)!))
        .map((c) => {
          const r = results.get(c.text)!;
          const got = r.claims.length ? `${r.language} ${r.verdict}` : `${r.language} no claim`;
          return `want ${c.verdict ?? 'no claim'}, got ${got}: ${c.text}`;
        });
      expect(
        (cases.length - wrong.length) / cases.length,
        `${language}:\n${wrong.join('\n')}`,
      ).toBeGreaterThanOrEqual(FLOOR);
    }
  });

  it.each(WHATSAPP_UNSEEN_CASES.filter((c) => c.verdict === null).map((c) => [c.language, c.text]))(
    'sets aside greetings, opinions and open questions (%s): %s',
    (_language, text) => {
      expect(results.get(text)!.claims).toEqual([]);
    },
  );

  // The general causes fixed from this set, one message each (a regression names its cause).
  it.each([
    // A forwarded Igbo message is Igbo: the forward mark is not read for the language.
    [
      'ig',
      `Forwarded many times\nCBN welitere interest rate ruo pasent 18 n'ọnwa Mee 2024`,
      'verified_false',
    ],
    // Pidgin "no" before a bare verb is "did not", and Pidgin.
    ['pcm', 'CBN no raise MPR reach 26.25 percent for May 2024.', 'verified_false'],
    // A statement closed by a question tag is checked.
    ['pcm', 'Presidential election hold for 4 March 2023 abi?', 'verified_false'],
    // Who said it, after the claim, is not what is judged.
    [
      'ha',
      'Hauhawar farashin kaya a Najeriya ta kai kashi 34.19% a watan Yuni 2024, in ji NBS.',
      'verified_true',
    ],
    // Hausa "the LGAs of Nigeria are 774": the owner has them.
    ['ha', "Ƙananan hukumomin Najeriya dari bakwai da saba'in da hudu ne.", 'verified_true'],
    // Yoruba "are in poverty" is not "are at work"; the number goes before "Nigerians".
    ['yo', 'Gẹ́gẹ́ bí NBS ṣe sọ, àwọn ọmọ Nàìjíríà mílíọ̀nù 133 ló wà nínú ìṣẹ́.', 'verified_true'],
    // Igbo "ịrị elu" is a rise, not ten; "34.19 in June" is not the 19th of June.
    ['ig', 'Ọnụ ahịa ịrị elu (inflation) ruru pasent 34.19 n’ọnwa Juun 2024.', 'verified_true'],
  ] as const)('reads %s: %s', (language, text, verdict) => {
    const r = results.get(text)!;
    expect([r.language, r.verdict]).toEqual([language, verdict]);
  });
});
