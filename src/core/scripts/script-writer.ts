import type { Confidence, Stance, Verdict } from '../check/check-result.js';
import { decisiveQuote, shortPublisher } from '../check/writeup/decisive.js';
import { fill, wordingFor } from '../check/writeup/wording.js';
import {
  MAX_WORDS,
  SCRIPT_WORDING,
  WORDS_PER_MINUTE,
  type ScriptFormat,
  type ScriptLanguage,
} from './script-wording.js';

/** The finished claim a script presents, exactly as the check (or an editor's decision) left it. */
export interface ScriptedClaim {
  text: string;
  verdict: Verdict;
  confidence: Confidence;
  sources: Array<{ publisher: string; url: string; title: string; stance: Stance; excerpt: string }>;
}

export interface Script {
  script: string;
  words: number;
  seconds: number;
}

const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

function clip(text: string, maxWords: number): string {
  const words = text.trim().split(/\s+/);
  return words.length > maxWords ? `${words.slice(0, maxWords).join(' ')}…` : words.join(' ');
}

/** Figures as a presenter reads them: "N1.2 trillion" is "1.2 trillion naira", "21.9%" "21.9 percent". */
export function spoken(text: string): string {
  return text
    .replace(
      /(?:₦|\bN(?=\d))\s?(\d[\d,]*(?:\.\d+)?)(\s*(?:trillion|billion|million|thousand))?/g,
      '$1$2 naira',
    )
    .replace(/(\d)\s?%/g, '$1 percent');
}

/**
 * A script that presents a finished check for radio, TV or a screen card, in the language asked.
 * It words only what the check decided: the verdict label, the decisive source's own sentence
 * and who said it, from the engine's write-up wording. Longer formats say more; each is cut to
 * the words its slot takes (the quote first, then the claim).
 */
export function writeScript(claim: ScriptedClaim, format: ScriptFormat, language: ScriptLanguage): Script {
  const frame = SCRIPT_WORDING[language];
  const wording = wordingFor(language);
  const label = wording.labels[claim.verdict];
  const decisive = decisiveQuote({
    claim: claim.text,
    verdict: claim.verdict,
    confidence: claim.confidence,
    sources: claim.sources,
    decisive: null,
    language,
    styleGuide: '',
  });
  const taking = claim.sources.filter((s) => s.stance !== 'neutral');
  const names = [
    ...new Set((taking.length ? taking : claim.sources).map((s) => shortPublisher(s.publisher))),
  ];
  const who =
    names.length > 1 ? `${names.slice(0, -1).join(', ')} ${wording.and} ${names.at(-1)}` : (names[0] ?? '');
  const aloud = format === 'screen' ? (t: string) => t : spoken;

  const build = (quoteWords: number, claimWords: number): string[] => {
    const said = clip(claim.text, claimWords).replace(/[.!]$/, '');
    const claimLine = fill(frame.claim.replace('{c}', '{q}'), { q: aloud(said) });
    const evidence = decisive
      ? fill(wording.says, { v: label, p: decisive.publisher, q: aloud(clip(decisive.quote, quoteWords)) })
      : fill(claim.sources.length ? wording.unsettled : wording.nothing, { v: label, p: who });
    // The evidence sentence names the decisive publisher; a source line adds the others, if any.
    const sourceLine =
      who && (!decisive || names.length > 1) ? fill(frame.source.replace('{p}', '{q}'), { q: who }) : '';
    if (format === 'screen') return [label.toUpperCase(), claimLine, evidence, sourceLine];
    const review = claim.confidence === 'low' ? wording.review : '';
    if (format === 'broadcast') return [claimLine, evidence, review, frame.closing];
    return [frame.opening, claimLine, evidence, review, sourceLine, frame.closing];
  };

  const max = MAX_WORDS[format];
  let quoteWords = format === 'screen' ? 14 : format === 'broadcast' ? 22 : 30;
  let claimWords = format === 'screen' ? 14 : 30;
  let parts = build(quoteWords, claimWords);
  while (countWords(parts.join(' ')) > max && (quoteWords > 6 || claimWords > 8)) {
    if (quoteWords > 6) quoteWords -= 2;
    else claimWords -= 2;
    parts = build(quoteWords, claimWords);
  }
  // Still too long (a very long publisher name): the frame's optional lines go, last first.
  for (const optional of [frame.closing, frame.opening, wording.review]) {
    if (countWords(parts.join(' ')) <= max) break;
    parts = parts.filter((p) => p !== optional);
  }
  const script = parts.filter(Boolean).join(format === 'screen' ? '\n' : ' ');
  const words = countWords(script);
  return { script, words, seconds: Math.max(1, Math.round((words / WORDS_PER_MINUTE[format]) * 60)) };
}
