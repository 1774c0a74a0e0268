import type { LanguageCode } from '../check/pipeline/ports.js';

export const SCRIPT_LANGUAGES = ['pcm', 'ha', 'ig', 'yo', 'en'] as const;
export type ScriptLanguage = (typeof SCRIPT_LANGUAGES)[number];
export const SCRIPT_FORMATS = ['radio', 'broadcast', 'screen'] as const;
export type ScriptFormat = (typeof SCRIPT_FORMATS)[number];

/**
 * The frame of a script in each language: what a presenter says around the check. The verdict
 * labels and the "who says what" sentences are the engine's write-up wording
 * (src/core/check/writeup/wording.ts), reused so a script and a write-up never disagree.
 * `{c}` is the claim, `{p}` publishers.
 */
export interface ScriptWording {
  /** Radio and TV open with the programme's line. */
  opening: string;
  /** The claim as people shared it. */
  claim: string;
  /** Who the evidence comes from (a screen card's foot, the end of a broadcast). */
  source: string;
  /** Radio and TV close with the advice to listeners. */
  closing: string;
}

export const SCRIPT_WORDING: Record<ScriptLanguage, ScriptWording> = {
  en: {
    opening: 'This is a Gaskiya fact-check.',
    claim: 'The claim: “{c}”.',
    source: 'Source: {p}.',
    closing: 'Check before you share.',
  },
  pcm: {
    opening: 'Na Gaskiya fact-check be dis.',
    claim: 'Wetin people dey talk: “{c}”.',
    source: 'Where we see am: {p}.',
    closing: 'Abeg, check am well before you share.',
  },
  ha: {
    opening: 'Wannan binciken gaskiya ne daga Gaskiya.',
    claim: 'Ikirarin da ake yadawa: “{c}”.',
    source: 'Majiya: {p}.',
    closing: 'Ku tabbatar kafin ku yada labari.',
  },
  yo: {
    opening: 'Ìwádìí òtítọ́ láti ọwọ́ Gaskiya nìyí.',
    claim: 'Ọ̀rọ̀ tí wọ́n ń tàn kálẹ̀: “{c}”.',
    source: 'Orísun: {p}.',
    closing: 'Ẹ ṣàyẹ̀wò kí ẹ tó pín in.',
  },
  ig: {
    opening: 'Nke a bụ nyocha eziokwu sitere na Gaskiya.',
    claim: 'Ihe a na-ekesa: “{c}”.',
    source: 'Isi iyi: {p}.',
    closing: 'Nyochaa ya tupu ị kesaa ya.',
  },
};

/** Words a minute read aloud on radio and TV (news pace), and read on a screen card. */
export const WORDS_PER_MINUTE: Record<ScriptFormat, number> = { radio: 150, broadcast: 160, screen: 200 };

/** The most words each format takes: a 30-45 s radio item, a 20-30 s TV item, a card. */
export const MAX_WORDS: Record<ScriptFormat, number> = { radio: 110, broadcast: 75, screen: 35 };

export const asLanguageCode = (language: ScriptLanguage): LanguageCode => language;
