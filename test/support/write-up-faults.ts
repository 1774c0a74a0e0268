import type { Verdict } from '../../src/core/check/check-result.js';

/**
 * What a blind write-up probe asks of the write-up (test/fixtures/write-up-blind-3.ts and -4.ts),
 * and the check both sets read it with.
 */
export interface WriteUpProbe {
  claim: string;
  language: 'en' | 'pcm' | 'ha' | 'yo' | 'ig';
  verdict: Verdict;
  guide?: string;
  /** How the write-up may start (any one, case as given; a leading `**` is allowed). */
  opens: string[];
  /** Pieces the write-up must carry. */
  says: string[];
  /** Groups of pieces of which the write-up must carry at least one each. */
  saysOneOf?: string[][];
  /** A fact-check rating the write-up must give (any case). */
  rating?: string;
  /** The guide asks for the source before its figure: [any of the source's names, the figure]. */
  sourceFirst?: [string[], string];
  /** The last line (a leading dash and a trailing full stop either way). */
  signOff?: string;
  maxWords?: number;
  maxSentences?: number;
  /** Words or marks the guide bans, outside quotes. */
  never?: string[];
}

/** English framing words a Pidgin write-up must not use outside quotes and names. */
const PIDGIN_GLUE =
  /\b(?:says|said|which does not|does not settle|the claim|rated|It found|Confidence is|according to|an editor will)\b/i;
/** English sentence glue a Hausa, Yoruba or Igbo write-up must not use outside quotes, names, ratings and the sign-off. */
const ENGLISH_GLUE =
  /\b(?:the|is|was|were|are|and|of|says|said|from|than|which|found|claim|rated|according|votes|registered|voters|million|percent|per cent|between|more|less|not)\b/i;
function outsideQuotes(text: string): string {
  return text
    .replace(/“[^”]*”/g, '“”')
    .replace(/‘[^’]*’/g, '‘’')
    .replace(/"[^"]*"/g, '""');
}

/** Tone marks and dots below are spelling conventions, not wording: not compared (set 4 on). */
const withoutMarks = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');

/**
 * What is wrong with `writeUp` for `probe` (empty: right). `names`: the publishers, desks and
 * ratings a non-English write-up may write in English; `ignoreMarks`: whether tone marks count.
 */
export function writeUpFaults(
  probe: WriteUpProbe,
  writeUp: string,
  names: RegExp,
  ignoreMarks = true,
): string[] {
  const plain = ignoreMarks ? withoutMarks : (text: string) => text;
  const bare = (line: string) =>
    plain(line)
      .trim()
      .replace(/^[—–-]\s*/, '')
      .replace(/\.$/, '');
  const faults: string[] = [];
  const lines = writeUp.split('\n');
  const last = lines.at(-1)!.trim();
  const signed = probe.signOff !== undefined && bare(probe.signOff) === bare(last);
  const body = signed ? lines.slice(0, -1).join(' ') : writeUp;
  const start = plain(writeUp.replace(/^\*+/, ''));
  if (!probe.opens.some((o) => start.startsWith(plain(o)))) faults.push(`opens: not "${probe.opens[0]}"`);
  for (const piece of probe.says) if (!writeUp.includes(piece)) faults.push(`says: no "${piece}"`);
  for (const group of probe.saysOneOf ?? [])
    if (!group.some((piece) => writeUp.includes(piece))) faults.push(`says: none of "${group.join('", "')}"`);
  if (probe.rating && !writeUp.toLowerCase().includes(probe.rating.toLowerCase()))
    faults.push(`rating: no "${probe.rating}"`);
  if (probe.sourceFirst) {
    const [names, figure] = probe.sourceFirst;
    const named = Math.min(...names.map((n) => writeUp.indexOf(n)).filter((i) => i >= 0));
    const at = writeUp.indexOf(figure);
    if (at >= 0 && !(named < at)) faults.push(`source first: "${figure}" before "${names[0]}"`);
  }
  if (probe.signOff && !signed) faults.push(`sign-off: ends "${last}"`);
  if (!probe.signOff && lines.length > 1) faults.push(`sign-off: a line "${last}" no guide asked for`);
  const words = writeUp.split(/\s+/).filter(Boolean).length;
  if (probe.maxWords && words > probe.maxWords) faults.push(`words: ${words} > ${probe.maxWords}`);
  const sentences = outsideQuotes(body)
    .split(/(?<=[.!?…])\s+(?=\S)/)
    .filter((s) => s.trim()).length;
  if (probe.maxSentences && sentences > probe.maxSentences)
    faults.push(`sentences: ${sentences} > ${probe.maxSentences}`);
  const free = outsideQuotes(writeUp);
  for (const word of probe.never ?? []) {
    const hit = /\w/.test(word) ? new RegExp(`\\b${word}\\b`, 'i').test(free) : free.includes(word);
    if (hit) faults.push(`never: "${word}"`);
  }
  if ((writeUp.match(/“/g) ?? []).length !== (writeUp.match(/”/g) ?? []).length)
    faults.push('quotes: unpaired');
  const own = outsideQuotes(body).replace(names, '');
  const glue =
    probe.language === 'pcm'
      ? PIDGIN_GLUE.exec(own)
      : probe.language === 'en'
        ? null
        : ENGLISH_GLUE.exec(own);
  if (glue) faults.push(`glue: English "${glue[0]}"`);
  return faults;
}
