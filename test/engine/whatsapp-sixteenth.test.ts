import { WHATSAPP_SIXTEENTH_CASES } from '../fixtures/whatsapp-claims-sixteenth.js';
import { describeWhatsappSet } from '../support/whatsapp-set.js';

/**
 * A sixteenth set of forty-eight WhatsApp-style messages in Hausa, Yoruba, Igbo and Pidgin, written
 * before the engine was run on them (test/fixtures/whatsapp-claims-sixteenth.ts: ranks and
 * ordinals, "at least / nearly / about / close to" before a figure, differences of two figures,
 * the right figure for the wrong year, several claims in one message, code-switching, figures in
 * words and digits, denials of true and false facts, dates as "25/2/2023", health rumours, and in
 * each language three messages to set aside), through POST /v1/check against the built-in English
 * figures. First reading in the fixture's doc comment (session "wa16").
 */
describeWhatsappSet({
  title:
    'a sixteenth set of WhatsApp messages in Hausa, Yoruba, Igbo and Pidgin is judged against the English figures',
  label: 'whatsapp-sixteenth',
  cases: WHATSAPP_SIXTEENTH_CASES,
  floor: 0.9,
});
