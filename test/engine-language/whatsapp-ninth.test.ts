import { describe, expect, it } from 'vitest';
import { WHATSAPP_NINTH_CASES } from '../fixtures/whatsapp-claims-ninth.js';
import { describeWhatsappSet } from '../support/whatsapp-set.js';
import { claimChecker } from '../support/test-app.js';

/**
 * A ninth set of forty-eight WhatsApp-style messages, written before the engine was run on them
 * (test/fixtures/whatsapp-claims-ninth.ts: rankings, fractions and percents as bounds, negated
 * bounds, comparisons of candidates and of years, ordinal dates, hearsay, forward banners, claims
 * the figures cannot settle), through POST /v1/check against the built-in English figures. First
 * reading in the fixture's doc comment (session "multiling9"; see
 * src/core/check/language/gloss/README.md). The floor leaves one miss in twelve.
 */
describeWhatsappSet({
  title: 'a ninth set of WhatsApp messages in four Nigerian languages is judged against the English figures',
  label: 'whatsapp-ninth',
  cases: WHATSAPP_NINTH_CASES,
  floor: 0.91,
  more: (result) => {
    // The general causes fixed from this set, one message each (a regression names its cause).
    it.each([
      // A fraction said as parts over a whole ("kashi ɗaya bisa uku"), "one third of" a share.
      [
        'ha',
        'Kasa da kashi ɗaya bisa uku na masu rajistar zabe ne suka fito zaben shugaban kasa na 2023.',
        'verified_true',
      ],
      // One count in two years compared: "sun fi na 2023 yawa", "karịrị … 2023" (exceeded).
      ['ig', "Ndị debara aha ịtụ vootu n'afọ 2019 karịrị ndị debara aha n'afọ 2023.", 'verified_false'],
      // "ìbò X pọ̀ ju ti Y lọ": X's votes more than Y's.
      ['yo', 'Wọ́n sọ pé ìbò Atiku pọ̀ ju ti Tinubu lọ nínú ìdìbò ààrẹ 2023.', 'verified_false'],
      // "ọnụ ọgụgụ ndị pụtara ịtụ vootu": the turnout.
      [
        'ig',
        'Ọnụ ọgụgụ ndị pụtara ịtụ vootu na ntuli aka onye isi ala 2023 erughị pasent iri atọ.',
        'verified_true',
      ],
      // A bold forward mark; "with pass", "no pass" before a figure heard as Pidgin.
      [
        'pcm',
        '*Forwarded as received* Tinubu win 2023 election with pass 10 million votes 😂',
        'verified_false',
      ],
      ['pcm', 'Kwankwaso votes no pass 2 million for 2023 presidential election.', 'verified_true'],
      // "pass ten percent" in words; "last year wey be 2023" is in 2023.
      ['pcm', 'Last year wey be 2023, unemployment for second quarter pass ten percent.', 'verified_false'],
    ] as const)('reads %s: %s', (language, text, verdict) => {
      const r = result(text);
      expect([r.language, r.verdict]).toEqual([language, verdict]);
    });
    it('writes each verdict in the claim’s language, naming the publisher and its figure', () => {
      const yoruba = result('Wọ́n sọ pé ìbò Atiku pọ̀ ju ti Tinubu lọ nínú ìdìbò ààrẹ 2023.');
      expect(yoruba.claims[0]!.write_up).toMatch(
        /^Irọ́ ni: INEC sọ pé [^“]*\. Gẹ́gẹ́ bí INEC ṣe sọ, “.*8,794,726/,
      );
      const igbo = result(
        'Ọnụ ọgụgụ ndị pụtara ịtụ vootu na ntuli aka onye isi ala 2023 erughị pasent iri atọ.',
      );
      expect(igbo.claims[0]!.write_up).toMatch(/^Ọ bụ eziokwu: dịka INEC si kwuo, “.*27 percent/);
      const pidgin = result('Kwankwaso votes no pass 2 million for 2023 presidential election.');
      expect(pidgin.claims[0]!.write_up).toMatch(
        /^(?:Na true|E be true)[^:]*: INEC talk say [^“]*\. INEC talk say “.*1,496,687/,
      );
    });
  },
});

// The same causes in English, where the engine's own reading had them too.
describe('the English reading behind the ninth set', () => {
  const check = claimChecker('whatsapp-ninth-english', { premium: true, timeout: 300_000 });
  it.each([
    [
      'Less than one third of registered voters turned out for the 2023 presidential election.',
      'verified_true',
    ],
  ])(
    '%s → %s',
    async (text, verdict) => {
      const r = await check(text);
      expect(r.claims.length).toBeGreaterThan(0);
      expect(r.verdict).toBe(verdict);
    },
    300_000,
  );
});
