import { WHATSAPP_THIRTEENTH_CASES } from '../fixtures/whatsapp-claims-thirteenth.js';
import { describeWhatsappSet } from '../support/whatsapp-set.js';

/**
 * A thirteenth set of forty-eight WhatsApp-style messages in Hausa, Yoruba, Igbo and Pidgin, written
 * before the engine was run on them (test/fixtures/whatsapp-claims-thirteenth.ts: tone marks and
 * none, hooked and plain Hausa letters, figures as words, months, ranks, negation, comparisons
 * between states and years), through POST /v1/check against the built-in English figures. First
 * reading in the fixture's doc comment (session "wa13"; see src/core/check/language/gloss/README.md).
 */
describeWhatsappSet({
  title:
    'a thirteenth set of WhatsApp messages in Hausa, Yoruba, Igbo and Pidgin is judged against the English figures',
  label: 'whatsapp-thirteenth',
  cases: WHATSAPP_THIRTEENTH_CASES,
  floor: 0.91,
});
