import { expect, it } from 'vitest';
import { WHATSAPP_THIRD_CASES } from '../fixtures/whatsapp-claims-third.js';
import { describeWhatsappSet } from '../support/whatsapp-set.js';

/**
 * A third set of eighty WhatsApp-style messages, written before the engine was run on them
 * (test/fixtures/whatsapp-claims-third.ts: forwards with chatter, reported speech, decimal commas,
 * ₦ amounts, typos, code-switching, negated claims), through POST /v1/check against the built-in
 * English figures. First reading ha 0.60, yo 0.80, ig 0.65, pcm 0.55 (session "multiling3"; see
 * src/core/check/language/gloss/README.md); after the general causes were fixed every message
 * was judged right. The floor is the service's 90 % per language: it fails when the reading of
 * these messages breaks.
 */
describeWhatsappSet({
  title: 'a third set of WhatsApp messages in four Nigerian languages is judged against the English figures',
  label: 'whatsapp-third',
  cases: WHATSAPP_THIRD_CASES,
  floor: 0.9,
  more: (result) => {
    // The general causes fixed from this set, one message each (a regression names its cause).
    it.each([
      // A decimal comma next to a scale word is a decimal point, in every language.
      ['yo', 'Mo gbọ́ pé INEC forúkọ àwọn olùdìbò mílíọ̀nù 93,4 sílẹ̀ fún ìdìbò 2023.', 'verified_true'],
      ['pcm', 'Dem talk say INEC registar 93,4 million voters for 2023 elections.', 'verified_true'],
      // A negated count the source rules out is true: "Nigeria no get 40 states".
      ['pcm', 'Nigeria no get 40 states, na 36 we get.', 'verified_true'],
      ['yo', 'Naijiria ko ni ipinle 40 rara.', 'verified_true'],
      // "It is not true that …", and the Igbo focus "it was not Tinubu who won", are checked.
      ['ha', "Ba gaskiya ba ne cewa Najeriya na da jihohi arba'in.", 'verified_true'],
      ['ig', 'Ọ bụghị Tinubu meriri ntuli aka onye isi ala 2023.', 'verified_false'],
      // Reported speech: "I hear say …" is its statement.
      [
        'pcm',
        'Good evening family. I hear say Nigeria get 36 states plus Abuja. Abeg make una share am.',
        'verified_true',
      ],
      // Hausa "kaso" is percent; "'yan Najeriya" keeps its apostrophe.
      ['ha', "Kaso 63 na 'yan Najeriya talakawa ne, wato mutane miliyan 133.", 'verified_true'],
      // "8,809 registration areas, also called wards" counts wards.
      ['ha', 'Wai mazabu dubu goma ne a Najeriya.', 'verified_false'],
      ['ig', 'Wọọdụ dị na Naịjirịa karịrị puku iri abụọ.', 'verified_false'],
      // A colon opens the figure's clause: "News from INEC: …" is not INEC's own count.
      [
        'ha',
        'Forwarded\nGa labari daga INEC: rumfunan zabe a Najeriya sun kai 176,846. Ku yada wannan.',
        'verified_true',
      ],
      // The same event in another year is false, not misleading.
      ['pcm', 'CBN change N200, N500 and N1000 notes for 2019.', 'verified_false'],
      // Pidgin: an acronym with a bare news verb.
      ['pcm', 'CBN launch eNaira for October 2021.', 'verified_true'],
    ] as const)('reads %s: %s', (language, text, verdict) => {
      const r = result(text);
      expect([r.language, r.verdict]).toEqual([language, verdict]);
    });
  },
});
