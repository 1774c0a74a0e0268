import { expect, it } from 'vitest';
import { WHATSAPP_FOURTH_CASES } from '../fixtures/whatsapp-claims-fourth.js';
import { describeWhatsappSet } from '../support/whatsapp-set.js';

/**
 * A fourth set of eighty WhatsApp-style messages, written before the engine was run on them
 * (test/fixtures/whatsapp-claims-fourth.ts: the claim deep in a forward, tone marks dropped or
 * wrong, dialect spellings, number words, ordinal dates, comparisons, places in a result, rates
 * that rose or fell, denials, rhetorical questions), through POST /v1/check against the built-in
 * English figures. First reading ha 0.65, yo 0.65, ig 0.60, pcm 0.50 (session "multiling4"; see
 * src/core/check/language/gloss/README.md). The floor is the service's 90 % per language: it
 * fails when the reading of these messages breaks.
 */
describeWhatsappSet({
  title: 'a fourth set of WhatsApp messages in four Nigerian languages is judged against the English figures',
  label: 'whatsapp-fourth',
  cases: WHATSAPP_FOURTH_CASES,
  floor: 0.9,
  more: (result) => {
    // The general causes fixed from this set, one message each (a regression names its cause).
    it.each([
      // A rhetorical question states what it asks about, in every language.
      ['ha', 'Ba ku sani ba cewa Nijeriya tana da jahohi talatin da bakwai?', 'verified_false'],
      ['yo', 'Ṣé ẹ ò gbọ́ pé ìdá mẹ́tàlélọ́gọ́ta nínú ọgọ́rùn-ún àwọn ọmọ Nàìjíríà ló tòṣì?', 'verified_true'],
      ['ig', 'Ị maghị na Naịjirịa nwere steeti iri atọ na asaa?', 'verified_false'],
      ['pcm', 'Una no know say Nigeria get 37 states?', 'verified_false'],
      // Hausa thousands count on across "da"; "digo" is a decimal point; a day's teens without "goma".
      [
        'ha',
        "Assalamu alaikum. INEC ta ce akwai rumfunan zabe dubu dari da saba'in da shida da dari takwas da arba'in da shida a Najeriya. Ku tura wa wasu.",
        'verified_true',
      ],
      [
        'ha',
        "Rashin aikin yi a Najeriya ya kai kashi hudu digo biyu a rubu'i na biyu na 2023.",
        'verified_true',
      ],
      ['ha', 'An gudanar da zaben gwamnoni a ranar sha takwas ga watan Maris, 2023.', 'verified_true'],
      // "It is a lie that …" denies what follows.
      ['yo', 'Irọ́ ni pé Tinubu ló wọlé ìbò ààrẹ 2023.', 'verified_false'],
      ['ig', 'Asị ka ọ bụ na INEC debara aha ndị ntuli aka nde 93.4 maka 2023.', 'verified_false'],
      // Places in a result.
      ['yo', 'Peter Obi ló ṣe ipò kejì nínú ìdìbò ààrẹ 2023.', 'verified_false'],
      ['ig', 'Tinubu bụ onye mbụ na ntuli aka onye isi ala 2023, Atiku sochiri ya.', 'verified_true'],
      // "More than" and "fewer than" next to their figure.
      ['yo', 'Kwankwaso ní ìbò tó ju mílíọ̀nù méjì lọ nínú ìdìbò ààrẹ 2023.', 'verified_false'],
      ['ig', 'Atiku nwetara vootu karịrị nde iri na ntuli aka 2023.', 'verified_false'],
      ['pcm', 'Pipo wey collect PVC before 2023 election no pass 50 million.', 'verified_false'],
      // Igbo months said by number in a date.
      ['ig', "Ntuli aka gọvanọ 2023 mere na ụbọchị iri na asatọ n'ọnwa atọ.", 'verified_true'],
      ['ig', "CBN welitere MPR ruo pasent 26.25 n'ọnwa ise 2024.", 'verified_true'],
      // A quarter written short; Pidgin number words and "milion".
      ['pcm', 'Unemployment for Naija reach 4.2% for Q2 2023.', 'verified_true'],
      ['pcm', 'Nigeria get seven hundred and seventy four local governments.', 'verified_true'],
      ['pcm', 'Registered voters for 2023 na 39.4 milion.', 'verified_false'],
      // Pidgin heard in "get pass", "pass … own", an acronym with a bare "push"/"grow".
      ['pcm', 'Lagos get pass 10 million registered voters for 2023.', 'verified_false'],
      ['pcm', 'Atiku votes pass Peter Obi own for the 2023 presidential election.', 'verified_true'],
      ['pcm', 'GDP grow by 6 percent for Q4 2023.', 'verified_false'],
    ] as const)('reads %s: %s', (language, text, verdict) => {
      const r = result(text);
      expect([r.language, r.verdict]).toEqual([language, verdict]);
    });
  },
});
