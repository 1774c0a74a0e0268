import { expect, it } from 'vitest';
import { WHATSAPP_CASES } from '../fixtures/whatsapp-claims.js';
import { describeWhatsappSet } from '../support/whatsapp-set.js';

/**
 * A hundred and fifty-two WhatsApp-style messages in Hausa, Yoruba, Igbo and Pidgin (test/fixtures/whatsapp-claims.ts),
 * through POST /v1/check against the built-in English figures: at least 90 % judged right in
 * each language, and each case listed with what it got, so a regression names its sentences.
 */
describeWhatsappSet({
  title: 'WhatsApp messages in four Nigerian languages are judged against the English figures',
  label: 'whatsapp-claims',
  cases: WHATSAPP_CASES,
  floor: 0.9,
  more: (result) => {
    it('writes the verdict in the claim’s language, with the decisive figure and its publisher', () => {
      const cases: Array<[string, RegExp]> = [
        [
          `Forwarded many times\nNAJERIYA TANA DA JIHOHI ARBA'IN DA BIYU!!! 😡😡`,
          /^Karya ne: INEC ta ce [^“]*\. A cewar INEC, “Nigeria has 36 states/,
        ],
        [
          'Akwai kananan hukumomi 774 a fadin Najeriya.',
          /^Gaskiya ne: INEC ta ce [^“]*\. A cewar INEC, “Nigeria has 774 local government areas/,
        ],
        // Who won is settled by who was declared winner, not by the claimed winner's votes.
        [
          'Peter Obi ne ya ci zaben shugaban kasa na 2023.',
          /^Karya ne: INEC ta ce [^“]*\. A cewar INEC, “INEC declared Bola Ahmed Tinubu/,
        ],
        [
          'Naijiria ni ipinle marundinlogoji.',
          /^Irọ́ ni: INEC sọ pé [^“]*\. Gẹ́gẹ́ bí INEC ṣe sọ, “Nigeria has 36 states/,
        ],
        ['Idibo gomina waye ni ojo 18 osu Keta odun 2023.', /^Òótọ́ ni: gẹ́gẹ́ bí INEC ṣe sọ, “.*18 March 2023/],
        [
          'Ọ bụghị eziokwu na Naịjirịa nwere steeti iri atọ na isii.',
          /^Ọ bụ ụgha: INEC kwuru na [^“]*\. Dịka INEC si kwuo, “Nigeria has 36 states/,
        ],
        [
          'Ndị Naịjirịa nde 133 bụ ndị ogbenye, dịka NBS si kwuo.',
          /^Ọ bụ eziokwu: dịka NBS si kwuo, “.*133 million Nigerians/,
        ],
        [
          'Nigeria no get 774 local government, na lie dem dey tell una.',
          /^No be true: INEC talk say [^“]*\. INEC talk say “Nigeria has 774 local government areas/,
        ],
        [
          'Inflation for Nigeria reach 34.19 percent for June 2024 o.',
          /^Na true: NBS talk say [^“]*\. NBS talk say “.*34\.19 percent/,
        ],
      ];
      for (const [text, expected] of cases) expect(result(text).claims[0]?.write_up).toMatch(expected);
    });
  },
});
