import { expect, it } from 'vitest';
import { WHATSAPP_TENTH_CASES } from '../fixtures/whatsapp-claims-tenth.js';
import { describeWhatsappSet } from '../support/whatsapp-set.js';

/**
 * A tenth set of forty-eight WhatsApp-style messages, written before the engine was run on them
 * (test/fixtures/whatsapp-claims-tenth.ts: days and months in words and in Yoruba's own month
 * names, figures grouped by dots or spaces, percent written several ways, "about", "almost" and
 * "not more than", reported speech, two claims in a message, English words mid-sentence, voice
 * notes without punctuation, Pidgin *abi*, *sef*, *o*), through POST /v1/check against the
 * built-in English figures. First reading in the fixture's doc comment (session "whatsapp10"; see
 * src/core/check/language/gloss/README.md). The floor leaves one miss in twelve.
 */
describeWhatsappSet({
  title: 'a tenth set of WhatsApp messages in four Nigerian languages is judged against the English figures',
  label: 'whatsapp-tenth',
  cases: WHATSAPP_TENTH_CASES,
  floor: 0.91,
  more: (result) => {
    // The general causes fixed from this set, one message each (a regression names its cause).
    it.each([
      // A figure grouped by dots, and by spaces.
      [
        'ha',
        "INEC ta bayyana cewa Bola Tinubu ya samu kuri'u 8.794.726 a zaben shugaban kasa na 2023.",
        'verified_true',
      ],
      [
        'ig',
        'Dịka INEC si kwuo, Peter Obi nke LP nwetara vootu 6 101 533 na ntuli aka onye isi ala 2023.',
        'verified_true',
      ],
      // Two statements joined by ", kuma": the month settles the first.
      [
        'ha',
        "Forwarded\nAn yi zaben gwamnoni na 2023 a watan Afrilu, kuma jam'iyyu ashirin ne suka shiga zaben.",
        'verified_false',
      ],
      // Igbo with English words is Igbo.
      ['ig', 'Unemployment rate na Naịjirịa bụ 14.2 percent na second quarter nke 2023.', 'verified_false'],
      // Voice notes: two statements, a closing word vouching for them.
      ['yo', 'naijiria ni ipinle 36 o si ni ward 8809 ka ma gbagbe eleyi', 'verified_true'],
      ['ig', 'naijiria nwere steeti 36 o nwekwara lga 774 nke a bu eziokwu', 'verified_true'],
      ['pcm', 'my people make una hear this one o na 2022 CBN launch eNaira no be lie', 'verified_false'],
    ] as const)('reads %s: %s', (language, text, verdict) => {
      const r = result(text);
      expect([r.language, r.verdict]).toEqual([language, verdict]);
    });
  },
});
