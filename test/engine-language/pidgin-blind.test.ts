import { PIDGIN_BLIND_CASES } from '../fixtures/pidgin-claims-blind.js';
import { describeWhatsappSet } from '../support/whatsapp-set.js';

/**
 * Forty Nigerian Pidgin messages as people type them on WhatsApp, Telegram and Twitter, written
 * before the engine was run on them (test/fixtures/pidgin-claims-blind.ts: forwarded openers, ALL
 * CAPS, typos, emoji, tense and aspect markers, *na X* focus, *no be*, comparisons with *pass* and
 * *reach*, ranks, figures as words), through POST /v1/check against the built-in English figures.
 * First and final readings in the fixture's doc comment (session "pcm17").
 */
describeWhatsappSet({
  title: 'forty Pidgin messages as people type them are judged against the English figures',
  label: 'pidgin-blind',
  cases: PIDGIN_BLIND_CASES,
  floor: 0.92,
});
