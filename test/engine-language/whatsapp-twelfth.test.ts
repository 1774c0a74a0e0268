import { WHATSAPP_TWELFTH_CASES } from '../fixtures/whatsapp-claims-twelfth.js';
import { describeWhatsappSet } from '../support/whatsapp-set.js';

/**
 * A twelfth set of forty-eight WhatsApp-style messages in Hausa, Yoruba, Igbo and Pidgin, written
 * before the engine was run on them (test/fixtures/whatsapp-claims-twelfth.ts: hearsay openers,
 * voice-note headers, code-switched figures, "N million plus", "pass N small", "tó ju … lọ",
 * comparisons between candidates and years, focus negation with a name offered instead), through
 * POST /v1/check against the built-in English figures. First reading in the fixture's doc comment
 * (session "whatsapp12"; see src/core/check/language/gloss/README.md). The floor leaves one miss in
 * twelve.
 */
describeWhatsappSet({
  title:
    'a twelfth set of WhatsApp messages in Hausa, Yoruba, Igbo and Pidgin is judged against the English figures',
  label: 'whatsapp-twelfth',
  cases: WHATSAPP_TWELFTH_CASES,
  floor: 0.91,
});
