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
 * because what this set still misses is the English side's (its English twins read 0.80 to 0.93:
 * "the most votes", "the poor reached 150 million", "more than 80 million" for 2019); it fails
 * when the reading of these messages falls from where the language layer left it (session
 * "multiling6": Hausa, Yoruba and Pidgin 0.93, Igbo 1.00, from 0.73, 0.87, 0.87, 0.80).
 */
describeWhatsappSet({
  title: 'a fifth set of WhatsApp messages in four Nigerian languages is judged against the English figures',
  label: 'whatsapp-fifth',
  cases: WHATSAPP_FIFTH_CASES,
  floor: 0.93,
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
      // Session "multiling6": a voice note cut after its dated figure (the lament's "not" no
      // longer denies it); an elliptical second sentence ranked after the claim it continues; a
      // title alone as the name (Asiwaju); a Pidgin comma before a second clause.
      [
        'ha',
        'yan uwa wallahi hauhawar farashin kaya ta kai kashi 40 a watan yuni 2024 don haka kowa ya shirya abinci ya yi tsada',
        'verified_false',
      ],
      [
        'ig',
        "nwanne m nuru ihe a CBN welitere MPR ruo pasent 30 n'onwa ise 2024 ego agaghi adi mfe",
        'verified_false',
      ],
      [
        'ha',
        "Atiku ya samu kuri'u kusan miliyan 7 a zaben 2023. Peter Obi kuma ya samu miliyan 9.",
        'verified_true',
      ],
      [
        'yo',
        'Atiku ní ìbò tó ju mílíọ̀nù mẹ́fà lọ nínú ìdìbò ààrẹ 2023. Obi sì ní mílíọ̀nù mẹ́wàá.',
        'verified_true',
      ],
      [
        'ha',
        'Asiwaju ne ya zo na daya a zaben shugaban kasa na 2023, Atiku na biyu, Obi na uku 🙏',
        'verified_true',
      ],
      [
        'pcm',
        'NNPP come fourth for the 2023 presidential election, Kwankwaso get like 1.5 million votes.',
        'verified_true',
      ],
    ] as const)('reads %s: %s', (language, text, verdict) => {
      const r = result(text);
      expect([r.language, r.verdict]).toEqual([language, verdict]);
    });
  },
});
