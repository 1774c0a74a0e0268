import { describe, expect, it } from 'vitest';
import { WHATSAPP_SEVENTH_CASES } from '../fixtures/whatsapp-claims-seventh.js';
import { describeWhatsappSet } from '../support/whatsapp-set.js';
import { claimChecker } from '../support/test-app.js';

/**
 * A seventh set of sixty WhatsApp-style messages, written before the engine was run on them
 * (test/fixtures/whatsapp-claims-seventh.ts: Yoruba numbers past a hundred, Hausa and Igbo number
 * words, titles before names, comparisons, tag questions, greetings and remarks around the claim,
 * forecasts), through POST /v1/check against the built-in English figures. First reading in the
 * fixture's doc comment (session "multiling7"; see src/core/check/language/gloss/README.md). The
 * final reading is 1.00 in each language; the floor leaves one miss in fifteen.
 */
describeWhatsappSet({
  title:
    'a seventh set of WhatsApp messages in four Nigerian languages is judged against the English figures',
  label: 'whatsapp-seventh',
  cases: WHATSAPP_SEVENTH_CASES,
  floor: 0.93,
  more: (result) => {
    // The general causes fixed from this set, one message each (a regression names its cause).
    it.each([
      // A title before a name (Mr, Ọ̀gbẹ́ni, Alhaji, Oga) is not a name the source must say.
      ['yo', 'Ọ̀gbẹ́ni Peter Obi ti ẹgbẹ́ LP ló ṣe ipò kìíní nínú ìdìbò ààrẹ 2023.', 'verified_false'],
      [
        'ig',
        'Alhaji Atiku Abubakar nke PDP bụ onye nke abụọ na ntuli aka onye isi ala 2023.',
        'verified_true',
      ],
      ['pcm', 'Na Mr Peter Obi come second for the 2023 presidential election.', 'verified_false'],
      // A remark after the claim ("make una no dey argue", "I no know before"): its "no" is not the claim's.
      ['pcm', 'Nigeria get thirty six states plus FCT, make una no dey argue.', 'verified_true'],
      ['pcm', 'Omo! LGAs wey dey Nigeria na 776, I no know before.', 'verified_false'],
      // An address before the claim ("Biko nụrụ," please listen; "Salam 'yan uwa, ku sani cewa").
      ['ig', 'Biko nụrụ, inflation na Naịjirịa bụ 20 percent na June 2024.', 'verified_false'],
      [
        'ha',
        "Salam 'yan uwa, ku sani cewa Najeriya tana da jihohi talatin da shida da babban birnin tarayya Abuja.",
        'verified_true',
      ],
      // A bound on a count named before its verb is the plain count's ("polling units … more than
      // 170,000" is 176,846, not the 56,872 new ones).
      ['ig', 'Ebe ntuli aka dị na Naịjirịa karịrị puku narị otu na iri asaa.', 'verified_true'],
      // Yoruba tens past a hundred (àádóje, 130: mẹ́tàlélàádóje is 133), tone marks left out.
      ['yo', 'Awon omo Naijiria ti o wa ninu osi je milionu metalelaadoje ni 2022.', 'verified_true'],
      // Yoruba "ọ̀wọ́n gógó ọjà" written as two words is inflation.
      ['yo', 'Ọ̀wọ́n gógó ọjà dé ìdá 34.19 nínú ọgọ́rùn-ún ní oṣù kẹfà ọdún 2024.', 'verified_true'],
      // A greeting before "did you know that …?"; a tag "didn't you know?" after the statement.
      ['yo', 'E kaaro o, se e mo pe Naijiria ni ipinle mejidinlogoji?', 'verified_false'],
      ['yo', 'Guys, CBN ti launch eNaira ní 2020, ẹ ò mọ̀?', 'verified_false'],
      // Pidgin "no come third" (did not), "no reach Obi own" (fewer than Obi's).
      ['pcm', 'Peter Obi no come third for the 2023 presidential election.', 'verified_false'],
      ['pcm', 'Kwankwaso votes no reach Obi own for 2023 presidential election.', 'verified_true'],
    ] as const)('reads %s: %s', (language, text, verdict) => {
      const r = result(text);
      expect([r.language, r.verdict]).toEqual([language, verdict]);
    });
    it('sets aside a Pidgin forecast with a figure ("go reach 2000 naira …, mark my word")', () => {
      const r = result('Dollar go reach 2000 naira before December, mark my word.');
      expect([r.language, r.claims]).toEqual(['pcm', []]);
    });
  },
});

// The same causes in English, where the engine's own reading had them too.
describe('the English reading behind the seventh set', () => {
  const check = claimChecker('whatsapp-seventh-english', { premium: true, timeout: 300_000 });
  it.each([
    ['Dr Peter Obi came third in the 2023 presidential election.', 'verified_true'],
    ['Mr Peter Obi came second in the 2023 presidential election.', 'verified_false'],
    ['The polling units in Nigeria are more than 170,000.', 'verified_true'],
    ['Please listen, inflation in Nigeria was 20 percent in June 2024.', 'verified_false'],
    [
      'Greetings brothers and sisters, know that Nigeria has 36 states and the federal capital Abuja.',
      'verified_true',
    ],
    ['Nigeria has 36 states plus the FCT, do not argue.', 'verified_true'],
    ['LGAs in Nigeria are 776, I did not know before.', 'verified_false'],
    ['The CBN launched the eNaira in 2020, didn’t you know?', 'verified_false'],
    ['Did you hear that the CBN raised the MPR to 26.25 percent in May 2024?', 'verified_true'],
    ['Do you know that 50 million PVCs were collected before the 2023 election?', 'verified_false'],
  ])(
    '%s → %s',
    async (text, verdict) => {
      const r = await check(text);
      expect(r.claims.length).toBeGreaterThan(0);
      expect(r.verdict).toBe(verdict);
    },
    300_000,
  );
  it('sets aside a forecast the sender vouches for, figure and all', async () => {
    const r = await check('The dollar will reach 2000 naira before December, mark my words.');
    expect(r.claims).toEqual([]);
  }, 300_000);
});
