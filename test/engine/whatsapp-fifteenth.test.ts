import { WHATSAPP_FIFTEENTH_CASES } from '../fixtures/whatsapp-claims-fifteenth.js';
import { describeWhatsappSet } from '../support/whatsapp-set.js';

/**
 * A fifteenth set of forty-eight WhatsApp-style messages in Hausa, Yoruba, Igbo and Pidgin, written
 * before the engine was run on them (test/fixtures/whatsapp-claims-fifteenth.ts: reported speech,
 * negated figures, comparisons, percentages and fractions in words, month names, election results,
 * census counts, the economy, health rumours, and in each language three messages to set aside),
 * through POST /v1/check against the built-in English figures. First reading in the fixture's doc
 * comment (session "wa15").
 */
describeWhatsappSet({
  title:
    'a fifteenth set of WhatsApp messages in Hausa, Yoruba, Igbo and Pidgin is judged against the English figures',
  label: 'whatsapp-fifteenth',
  cases: WHATSAPP_FIFTEENTH_CASES,
  floor: 0.9,
});
