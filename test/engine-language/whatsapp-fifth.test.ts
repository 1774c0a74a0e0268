import { expect, it } from 'vitest';
import { WHATSAPP_FIFTH_CASES } from '../fixtures/whatsapp-claims-fifth.js';
import { describeWhatsappSet } from '../support/whatsapp-set.js';

/**
 * A fifth set of sixty WhatsApp-style messages, written before the engine was run on them
 * (test/fixtures/whatsapp-claims-fifth.ts: names spelled several ways, parties as subjects, third
 * and fourth places, turnout, "about" and "more than", quoted people, two claims in a message,
 * English figures in local sentences, run-on voice-note text, emoji), through POST /v1/check
 * against the built-in English figures. First reading in the fixture's doc comment (session
 * "multiling5"; see src/core/check/language/gloss/README.md). The floor is below the service's 90 %
 * because most of what this set still misses is the English side's (its English twins read 0.73 to
 * 0.80: two claims ranked by check-worthiness, comparisons of two candidates' votes, run-on
 * laments); it fails when the reading of these messages falls from where the language layer left
 * it (0.73 to 0.87).
 */
describeWhatsappSet({
  title: 'a fifth set of WhatsApp messages in four Nigerian languages is judged against the English figures',
  label: 'whatsapp-fifth',
  cases: WHATSAPP_FIFTH_CASES,
  floor: 0.7,
  more: (result) => {
    // The general causes fixed from this set, one message each (a regression names its cause).
    it.each([
      // A party's place in a result: Hausa "ta zo ta uku" (feminine), Yoruba "Ẹgbẹ́ LP" (the LP),
      // Pidgin "na number two" (came second).
      ['ha', "Jam'iyyar PDP ce ta zo ta uku a zaben shugaban kasa na 2023.", 'verified_false'],
      ['yo', 'Ẹgbẹ́ LP ló ṣe ipò kejì nínú ìdìbò ààrẹ ọdún 2023.', 'verified_false'],
      ['pcm', 'LP na number two for the 2023 presidential election.', 'verified_false'],
      // Hausa "da" before votes is "with".
      [
        'ha',
        "Bola Ahmed Tinubu na jam'iyyar APC ne ya lashe zaben shugaban kasa na 2023 da kuri'u kusan miliyan 8.8.",
        'verified_true',
      ],
      // Yoruba "ju … lọ" straight after what is counted is the verb ("were more than").
      ['yo', 'Àwọn olùdìbò tó forúkọsílẹ̀ fún ìdìbò 2023 ju mílíọ̀nù àádọ́rùn-ún lọ.', 'verified_true'],
      // A voice note's opener ("ẹ jẹ́ ká gbọ́ ooo", "my people una hear say") and "rose to".
      [
        'yo',
        'ẹ jẹ́ ká gbọ́ ooo inflation ti lọ sókè dé 40 percent ní June 2024 oúnjẹ ti wọ́n gan',
        'verified_false',
      ],
      [
        'pcm',
        'my people una hear say INEC don register 120 million voters for 2023 election this country don spoil finish',
        'verified_false',
      ],
      // Pidgin bare "happen" (was held), "for" before a day (on), "bring out" (unveiled).
      ['pcm', 'Forwarded\nThe 2023 presidential election happen for 18 March.', 'verified_false'],
      ['pcm', 'CBN bring out new N200, N500 and N1000 notes for November 2022.', 'verified_true'],
    ] as const)('reads %s: %s', (language, text, verdict) => {
      const r = result(text);
      expect([r.language, r.verdict]).toEqual([language, verdict]);
    });
  },
});
