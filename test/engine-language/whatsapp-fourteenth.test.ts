import { WHATSAPP_FOURTEENTH_CASES } from '../fixtures/whatsapp-claims-fourteenth.js';
import { describeWhatsappSet } from '../support/whatsapp-set.js';

/**
 * A fourteenth set of forty-two WhatsApp-style messages in Hausa, Yoruba and Igbo, written before
 * the engine was run on them (test/fixtures/whatsapp-claims-fourteenth.ts: longer messages,
 * headline register, figures as words in each language's own number system, percentages, dates,
 * ranks, negation and contrast, attributed quotes, spelling without tone marks or hooked letters),
 * through POST /v1/check against the built-in English figures. First reading in the fixture's doc
 * comment (session "wa14"; see src/core/check/language/gloss/README.md).
 */
describeWhatsappSet({
  title:
    'a fourteenth set of WhatsApp messages in Hausa, Yoruba and Igbo is judged against the English figures',
  label: 'whatsapp-fourteenth',
  cases: WHATSAPP_FOURTEENTH_CASES,
  floor: 0.92,
});
