import type { Verdict } from '../check-result.js';
import type { WriteUpRequest, WriteUpWriter } from '../pipeline/ports.js';
import { decisiveQuote, nearestQuote, shortPublisher } from './decisive.js';
import { parseStyleGuide, type StyleGuide } from './style-guide.js';
import { fill, wordingFor, type Wording } from './wording.js';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The publishers of the listed sources, short names, each once: "INEC and NBS". */
function publishers(request: WriteUpRequest, wording: Wording): string {
  const names = [...new Set(request.sources.map((s) => shortPublisher(s.publisher)))].slice(0, 3);
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${wording.and} ${names.at(-1)}`;
}

/**
 * The sentences that say what the evidence says, in the claim's language: the verdict, then the
 * decisive source's own words (a quote stays in its language) with its publisher. A fact-check
 * is not quoted as saying the claim it reviewed: its rating of that claim is given, then what it
 * found. A comparison's second figure from another publisher follows in a sentence of its own.
 */
function evidenceSentences(request: WriteUpRequest, wording: Wording, label: string): string[] {
  const decisive = decisiveQuote(request);
  if (decisive?.review) {
    const { rating, finding } = decisive.review;
    const values = { v: label, p: decisive.publisher, q: decisive.quote, r: ratingWords(rating, wording) };
    return [
      fill(rating ? wording.rated : wording.reviewed, values),
      ...(finding ? [fill(wording.found, { q: finding })] : []),
    ];
  }
  if (decisive)
    return [
      fill(wording.says, { v: label, p: decisive.publisher, q: decisive.quote }),
      ...(decisive.also
        ? [fill(wording.alsoSays, { p: decisive.also.publisher, q: decisive.also.quote })]
        : []),
    ];
  const nearest = nearestQuote(request);
  if (nearest) return [fill(wording.unsettledSays, { v: label, p: nearest.publisher, q: nearest.quote })];
  if (request.sources.length) return [fill(wording.unsettled, { v: label, p: publishers(request, wording) })];
  return [fill(wording.nothing, { v: label })];
}

/** A rating as the sentence reads it: "rated … false" in English; quoted as published otherwise. */
function ratingWords(rating: string | null, wording: Wording): string {
  if (!rating) return '';
  return wording === wordingFor('en') && /^\p{Lu}\p{Ll}/u.test(rating) ? rating.toLowerCase() : rating;
}

/** English write-ups in a formal or friendly tone open with the claim itself, as before. */
function openingSentence(guide: StyleGuide, claim: string, label: string): string | null {
  if (guide.tone === 'formal') return `The claim that "${claim}" is ${label}.`;
  if (guide.tone === 'friendly') return `We checked "${claim}" and it's ${label}.`;
  return null;
}

/** Cuts to `max` words: whole sentences from the end first, then words (the first sentence stays). */
function limitWords(sentences: string[], max: number): string {
  const count = (s: string[]) => s.join(' ').split(/\s+/).filter(Boolean).length;
  const kept = [...sentences];
  while (kept.length > 1 && count(kept) > max) kept.pop();
  const text = kept.join(' ');
  const words = text.split(/\s+/);
  return words.length > max
    ? `${words
        .slice(0, max)
        .join(' ')
        .replace(/[,;:]$/, '')}…`
    : text;
}

/**
 * The offline write-up: the verdict and what the decisive source says, in the claim's language
 * (English, Pidgin, Hausa, Yoruba or Igbo), assembled to the workspace's style guide (tone,
 * length, word limit, house terms, verdict labels, sign-off; prose or `key: value`). It only
 * words what the engine decided: the verdict and sources it is given are never changed here.
 */
export function createLocalWriteUpWriter(): WriteUpWriter {
  return {
    async write(request) {
      const guide = parseStyleGuide(request.styleGuide);
      const wording = wordingFor(request.language);
      const verdict = request.verdict as Verdict;
      const english = wording === wordingFor('en');
      // A house label ("label verified_false: FALSE") is English; other languages keep their own words.
      const house = english ? guide.labels[verdict] : undefined;
      const label = house ?? wording.labels[verdict] ?? request.verdict;
      const sentences: string[] = [];
      const opening = english ? openingSentence(guide, request.claim, house ?? label.toLowerCase()) : null;
      const evidence = evidenceSentences(request, wording, label);
      if (opening) {
        sentences.push(opening);
        if (guide.length !== 'short') sentences.push(...evidence);
      } else sentences.push(...(guide.length === 'short' ? evidence.slice(0, 1) : evidence));
      if (request.confidence === 'low' || guide.length === 'long') {
        if (request.confidence === 'low') sentences.push(wording.review);
        else if (english) sentences.push(`Confidence: ${request.confidence}.`);
      }
      if (guide.length === 'long' && english) {
        const titles = request.sources
          .slice(0, 3)
          .map((s) => `"${s.title}" (${shortPublisher(s.publisher)})`);
        if (titles.length) sentences.push(`Sources: ${titles.join(', ')}.`);
      }
      let parts = sentences.map((s) => (/[.!?…”"]$/.test(s) ? s : `${s}.`));
      for (const { from, to } of guide.terms)
        parts = parts.map((s) => s.replace(new RegExp(escapeRegExp(from), 'gi'), to));
      const signOff = guide.signOff;
      let text = parts.join(' ');
      if (guide.maxWords) {
        // The sign-off counts towards the limit: the reader sees both.
        const room = guide.maxWords - (signOff ? signOff.split(/\s+/).length : 0);
        text = limitWords(parts, Math.max(5, room));
      }
      return signOff ? `${text}\n${signOff}` : text;
    },
  };
}
