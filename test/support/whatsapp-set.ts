import { beforeAll, describe, expect, it } from 'vitest';
import type { CheckResult } from '../../src/core/check/check-result.js';
import { judgedRight, type WhatsappCase } from '../fixtures/whatsapp-claims.js';
import { claimChecker } from './test-app.js';

// The first check loads the engine's corpus statistics and word vectors: minutes on a loaded machine.
const SLOW = 300_000;
const WARM_UP = 'Nigeria has 36 states and the Federal Capital Territory.';

/**
 * A set of WhatsApp-style messages checked through POST /v1/check (one premium workspace, since a
 * set holds more checks than the free plan's month allows), each message once: at least `floor`
 * judged right in each language, every miss listed with what it got (every language is reported,
 * not only the first below its floor), and every non-claim set aside. `more` adds the file's own
 * cases inside the same describe, reading the results by message.
 */
export function describeWhatsappSet(opts: {
  title: string;
  label: string;
  cases: WhatsappCase[];
  floor: number;
  more?: (result: (text: string) => CheckResult) => void;
}): void {
  const check = claimChecker(opts.label, { premium: true, timeout: SLOW });
  const results = new Map<string, CheckResult>();

  describe(opts.title, () => {
    beforeAll(async () => {
      // The first check of a process loads the word vectors and the corpus statistics inside its
      // time budget (CHECK_BUDGET_MS): on a loaded machine that can run out and leave the set's
      // first message unproven. A check of no case of the set takes that cost.
      await check(WARM_UP);
      for (const c of opts.cases) {
        if (!results.has(c.text)) results.set(c.text, (await check(c.text)) as CheckResult);
      }
    }, SLOW);

    it(`judges at least ${opts.floor * 100} % right in each language`, () => {
      for (const language of ['ha', 'yo', 'ig', 'pcm'] as const) {
        const cases = opts.cases.filter((c) => c.language === language);
        // A set written in fewer languages (the eleventh: no Pidgin) has nothing to judge in the rest.
        if (cases.length === 0) continue;
        const wrong = cases
          .filter((c) => !judgedRight(c, results.get(c.text)!))
          .map((c) => {
            const r = results.get(c.text)!;
            const got = r.claims.length ? `${r.language} ${r.verdict}` : `${r.language} no claim`;
            return `want ${c.verdict ?? 'no claim'}, got ${got}: ${c.text}`;
          });
        expect
          .soft((cases.length - wrong.length) / cases.length, `${language}:\n${wrong.join('\n')}`)
          .toBeGreaterThanOrEqual(opts.floor);
      }
    });

    it.each(opts.cases.filter((c) => c.verdict === null).map((c) => [c.language, c.text]))(
      'sets aside greetings, opinions and open questions (%s): %s',
      (_language, text) => {
        expect(results.get(text)!.claims).toEqual([]);
      },
    );

    opts.more?.((text) => {
      const r = results.get(text);
      if (!r) throw new Error(`not in the set: ${text}`);
      return r;
    });
  });
}
