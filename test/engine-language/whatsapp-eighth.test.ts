import { describe, expect, it } from 'vitest';
import { WHATSAPP_EIGHTH_CASES } from '../fixtures/whatsapp-claims-eighth.js';
import { describeWhatsappSet } from '../support/whatsapp-set.js';
import { claimChecker } from '../support/test-app.js';

/**
 * An eighth set of forty-eight WhatsApp-style messages, written before the engine was run on them
 * (test/fixtures/whatsapp-claims-eighth.ts: fractions, years in words, negated bounds, comparisons
 * of states and parties, local spellings of places, claims the figures cannot settle), through
 * POST /v1/check against the built-in English figures. First reading in the fixture's doc comment
 * (session "multiling8"; see src/core/check/language/gloss/README.md). The final reading is 1.00
 * in each language; the floor leaves one miss in twelve.
 */
describeWhatsappSet({
  title:
    'an eighth set of WhatsApp messages in four Nigerian languages is judged against the English figures',
  label: 'whatsapp-eighth',
  cases: WHATSAPP_EIGHTH_CASES,
  floor: 0.91,
  more: (result) => {
    // The general causes fixed from this set, one message each (a regression names its cause).
    it.each([
      // "half of" a count the source gives in percent; "poor" is "poverty"'s measure.
      ['ig', "Ihe karịrị ọkara ndị Naịjirịa bụ ndị ogbenye n'afọ 2022, dịka NBS si kwuo.", 'verified_true'],
      ['pcm', 'Pass half of Nigerians dey poor for 2022, NBS talk am.', 'verified_true'],
      ['yo', 'Ó lé ní ìdajì àwọn olùdìbò tó forúkọsílẹ̀ ló jáde dìbò nínú ìdìbò ààrẹ 2023.', 'verified_false'],
      // A ceiling said with a negation ("bai wuce … ba", "no reach").
      ['ha', "Rashin aikin yi a Najeriya bai wuce kashi biyar ba a rubu'i na biyu na 2023.", 'verified_true'],
      ['pcm', 'GDP growth for Q4 2023 no reach 4 percent.', 'verified_true'],
      // "X ya fi Y yawan ƙuri'u": X has more votes than Y; a party by its candidate's count.
      [
        'ha',
        "Peter Obi na LP ya fi Atiku na PDP yawan ƙuri'u a zaɓen shugaban ƙasa na 2023.",
        'verified_false',
      ],
      ['pcm', 'NNPP carry more votes pass PDP for the 2023 presidential election.', 'verified_false'],
      // A place between the verb and its bound; the plain count, not the new polling units.
      ['ig', 'Ebe ntuli aka dị na Naịjirịa erughị puku narị otu.', 'verified_false'],
      // Lasgidi is Lagos; "reach … for 2023" is Pidgin; a year said in two pairs.
      [
        'pcm',
        'Lasgidi registered voters reach 7 million for 2023 election, e pass any other state.',
        'verified_true',
      ],
      ['pcm', 'Accredited voters for 2023 presidential election reach 30 million.', 'verified_false'],
      ['pcm', 'Na February 25, twenty twenty-three dem do presidential election.', 'verified_true'],
      // What the figures cannot settle stays unproven, in the claim's language.
      ['pcm', 'Naira exchange rate reach 1,500 to one dollar for June 2024.', 'unproven'],
      ['ig', 'Steeti Enugu nwere ọchịchị ime obodo iri na asaa.', 'unproven'],
    ] as const)('reads %s: %s', (language, text, verdict) => {
      const r = result(text);
      expect([r.language, r.verdict]).toEqual([language, verdict]);
    });
    it('writes each verdict in the claim’s language, naming the publisher and its figure', () => {
      const hausa = result("Peter Obi na LP ya fi Atiku na PDP yawan ƙuri'u a zaɓen shugaban ƙasa na 2023.");
      expect(hausa.claims[0]!.write_up).toMatch(/^Karya ne: INEC ta ce [^“]*\. A cewar INEC, “.*6,101,533/);
      const igbo = result('Ebe ntuli aka dị na Naịjirịa erughị puku narị otu.');
      expect(igbo.claims[0]!.write_up).toMatch(
        /^Ọ bụ ụgha: INEC kwuru na [^“]*\. Dịka INEC si kwuo, “.*176,846/,
      );
      const pidgin = result('Pass half of Nigerians dey poor for 2022, NBS talk am.');
      expect(pidgin.claims[0]!.write_up).toMatch(/^(?:Na true|E be true)[^:]*: NBS talk say “.*63 percent/);
    });
  },
});

// The same causes in English, where the engine's own reading had them too.
describe('the English reading behind the eighth set', () => {
  const check = claimChecker('whatsapp-eighth-english', { premium: true, timeout: 300_000 });
  it.each([
    ['More than half of Nigerians were poor in 2022, according to the NBS.', 'verified_true'],
    ['Unemployment in Nigeria did not exceed five percent in the second quarter of 2023.', 'verified_true'],
    ['Registered voters in Lagos State were not up to five million in 2023.', 'verified_false'],
    ['Inflation in Nigeria passed thirty percent in June 2024.', 'verified_true'],
    ['The CBN launched the eNaira in the year two thousand and twenty-one.', 'verified_true'],
    ['The NNPP got more votes than the PDP in the 2023 presidential election.', 'verified_false'],
    ['Lagos registered voters reached 7 million for the 2023 election.', 'verified_true'],
    ['The presidential election was held on February 25, twenty twenty-three.', 'verified_true'],
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
