import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckResult } from '../../src/core/check/check-result.js';
import { WHATSAPP_CASES, judgedRight } from '../fixtures/whatsapp-claims.js';
import { createTestApp, syncCheck, type TestApp } from '../support/test-app.js';

let t: TestApp;
let key: string;

// The first check loads the engine's corpus statistics and word vectors: minutes on a loaded machine.
const SLOW = 300_000;

beforeAll(async () => {
  t = await createTestApp();
  const workspace = await t.newWorkspace('whatsapp-claims');
  key = workspace.key;
  // 152 checks: more than the free plan's month allows.
  await t.container.db.workspace.update({ where: { id: workspace.workspaceId }, data: { plan: 'premium' } });
}, SLOW);
afterAll(() => t.close());

async function check(text: string): Promise<CheckResult> {
  return (await syncCheck(t.app, key, text)).result as CheckResult;
}

/**
 * A hundred and fifty-two WhatsApp-style messages in Hausa, Yoruba, Igbo and Pidgin (test/fixtures/whatsapp-claims.ts),
 * through POST /v1/check against the built-in English figures: at least 90 % judged right in
 * each language, and each case listed with what it got, so a regression names its sentences.
 */
describe('WhatsApp messages in four Nigerian languages are judged against the English figures', () => {
  const results = new Map<string, CheckResult>();

  beforeAll(async () => {
    for (const c of WHATSAPP_CASES) results.set(c.text, await check(c.text));
  }, SLOW);

  it('judges at least 90 % right in each language', () => {
    for (const language of ['ha', 'yo', 'ig', 'pcm'] as const) {
      const cases = WHATSAPP_CASES.filter((c) => c.language === language);
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
      ).toBeGreaterThanOrEqual(0.9);
    }
  });

  it.each(WHATSAPP_CASES.filter((c) => c.verdict === null).map((c) => [c.language, c.text]))(
    'sets aside greetings, opinions and questions (%s): %s',
    (_language, text) => {
      expect(results.get(text)!.claims).toEqual([]);
    },
  );

  it('writes the verdict in the claim’s language, with the decisive figure and its publisher', () => {
    const cases: Array<[string, RegExp]> = [
      [
        `Forwarded many times\nNAJERIYA TANA DA JIHOHI ARBA'IN DA BIYU!!! 😡😡`,
        /^Karya ne: a cewar INEC, “Nigeria has 36 states/,
      ],
      [
        'Akwai kananan hukumomi 774 a fadin Najeriya.',
        /^Gaskiya ne: a cewar INEC, “Nigeria has 774 local government areas/,
      ],
      // Who won is settled by who was declared winner, not by the claimed winner's votes.
      [
        'Peter Obi ne ya ci zaben shugaban kasa na 2023.',
        /^Karya ne: a cewar INEC, “INEC declared Bola Ahmed Tinubu/,
      ],
      ['Naijiria ni ipinle marundinlogoji.', /^Irọ́ ni: gẹ́gẹ́ bí INEC ṣe sọ, “Nigeria has 36 states/],
      ['Idibo gomina waye ni ojo 18 osu Keta odun 2023.', /^Òótọ́ ni: gẹ́gẹ́ bí INEC ṣe sọ, “.*18 March 2023/],
      [
        'Ọ bụghị eziokwu na Naịjirịa nwere steeti iri atọ na isii.',
        /^Ọ bụ ụgha: dịka INEC si kwuo, “Nigeria has 36 states/,
      ],
      [
        'Ndị Naịjirịa nde 133 bụ ndị ogbenye, dịka NBS si kwuo.',
        /^Ọ bụ eziokwu: dịka NBS si kwuo, “.*133 million Nigerians/,
      ],
      [
        'Nigeria no get 774 local government, na lie dem dey tell una.',
        /^No be true: INEC talk say “Nigeria has 774 local government areas/,
      ],
      [
        'Inflation for Nigeria reach 34.19 percent for June 2024 o.',
        /^Na true: NBS talk say “.*34\.19 percent/,
      ],
    ];
    for (const [text, expected] of cases) expect(results.get(text)!.claims[0]?.write_up).toMatch(expected);
  });
});
