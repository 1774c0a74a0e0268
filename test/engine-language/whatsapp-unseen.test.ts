import { expect, it } from 'vitest';
import { WHATSAPP_UNSEEN_CASES } from '../fixtures/whatsapp-claims-unseen.js';
import { describeWhatsappSet } from '../support/whatsapp-set.js';

/**
 * Eighty WhatsApp-style messages written for a second set, without the first set in view
 * (test/fixtures/whatsapp-claims-unseen.ts), through POST /v1/check against the built-in English
 * figures: at least the floor judged right in each language, every miss listed with what it got.
 * The floor is the share each language reached once the general causes of this set's misses were
 * fixed (session "multiling2"; the first reading is in src/core/check/language/gloss/README.md):
 * it fails when the reading of these messages breaks.
 */
describeWhatsappSet({
  title: 'a second set of WhatsApp messages in four Nigerian languages is judged against the English figures',
  label: 'whatsapp-unseen',
  cases: WHATSAPP_UNSEEN_CASES,
  floor: 0.85,
  more: (result) => {
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
      const r = result(text);
      expect([r.language, r.verdict]).toEqual([language, verdict]);
    });
  },
});
