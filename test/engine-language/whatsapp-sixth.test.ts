import { expect, it } from 'vitest';
import { WHATSAPP_SIXTH_CASES } from '../fixtures/whatsapp-claims-sixth.js';
import { describeWhatsappSet } from '../support/whatsapp-set.js';

/**
 * A sixth set of sixty WhatsApp-style messages, written before the engine was run on them
 * (test/fixtures/whatsapp-claims-sixth.ts: greetings before the claim, forwards, run-on voice
 * notes with a lament or advice after the figure, numbers in words, ordinal dates, negations,
 * "did you know that …?" questions), through POST /v1/check against the built-in English figures.
 * First reading in the fixture's doc comment (session "multiling6"; see
 * src/core/check/language/gloss/README.md). The floor is the lowest language's final reading
 * (Pidgin 0.87; Hausa 0.93, Yoruba and Igbo 1.00): what this set still misses, its English twins
 * miss too (a month or a year wrong on the right event, "more than 7 million" against 6,984,520).
 */
describeWhatsappSet({
  title: 'a sixth set of WhatsApp messages in four Nigerian languages is judged against the English figures',
  label: 'whatsapp-sixth',
  cases: WHATSAPP_SIXTH_CASES,
  floor: 0.86,
  more: (result) => {
    // The general causes fixed from this set, one message each (a regression names its cause).
    it.each([
      // "Did you know that …?" states what it asks, in each language.
      ['ha', 'Shin kun san cewa rumfunan zabe a Najeriya sun kai 176,846?', 'verified_true'],
      ['yo', 'Ṣé ẹ mọ̀ pé àwọn ibùdó ìdìbò tó wà ní Nàìjíríà jẹ́ 176,846?', 'verified_true'],
      ['ig', 'Ị maara na Kwankwaso nwetara vootu nde iri na ntuli aka onye isi ala 2023?', 'verified_false'],
      ['pcm', 'Una know say na 8,809 wards dey Nigeria?', 'verified_true'],
      // A voice note run on past its dated figure: the claim ends at the year.
      [
        'ha',
        "to yan uwa ina so in gaya muku cewa jam'iyyu 18 ne suka tsaya takara a zaben 2023 kun gane ko",
        'verified_true',
      ],
      [
        'yo',
        'ẹ gbọ́ o owó èlé CBN MPR ti di 26.25 percent láti May 2024 ẹ máa ṣọ́ra fún gbèsè',
        'verified_true',
      ],
      [
        'ig',
        'ndewo nu ihe m na-ekwu bu na onu ahia ihe riri elu ruo pasent 34.19 na June 2024 onye obula kwesiri ichekwa ego',
        'verified_true',
      ],
      [
        'pcm',
        'my guy dem don increase MPR reach 26.25 percent for May 2024 na why loan dey cost like this',
        'verified_true',
      ],
      // Yoruba "ní Nàìjíríà" after a noun is "in Nigeria"; "ìwọ̀n àìníṣẹ́ lọ́wọ́" the unemployment rate.
      [
        'yo',
        'Ìwọ̀n àìníṣẹ́ lọ́wọ́ ní Nàìjíríà jẹ́ ìdá 33 nínú ọgọ́rùn-ún ní ìdámẹ́rin kejì ọdún 2023.',
        'verified_false',
      ],
      // A figure not reached is a ceiling (Pidgin "no reach", Hausa "bai kai … ba"), not a denied figure.
      ['pcm', 'Inflation no reach 30 percent for June 2024.', 'verified_false'],
      // Pidgin heard in "for Nigeria reach" and "start for 25 October" (the verdicts are the English side's).
      [
        'pcm',
        'Polling units for Nigeria reach one hundred and seventy-six thousand, eight hundred and forty-six.',
        'verified_true',
      ],
    ] as const)('reads %s: %s', (language, text, verdict) => {
      const r = result(text);
      expect([r.language, r.verdict]).toEqual([language, verdict]);
    });
    it('hears Pidgin in a bare verb before "for" and a date', () => {
      expect(result('eNaira start for 25 October 2022.').language).toBe('pcm');
      expect(result('Atiku collect pass 7 million votes for 2023 presidential election.').language).toBe(
        'pcm',
      );
    });
  },
});
