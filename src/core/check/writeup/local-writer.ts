import type { Verdict } from '../check-result.js';
import type { PointGap, VoteMargin, WriteUpRequest, WriteUpWriter, YearChange } from '../pipeline/ports.js';
import { decisiveQuote, nearestQuote, shortPublisher, type DecisiveQuote } from './decisive.js';
import { decisiveFigure } from './decisive-figure.js';
import { figureSentence } from './figure-wording.js';
import { toEnglish } from '../language/to-english.js';
import { parseStyleGuide, type StyleGuide } from './style-guide.js';
import { fill, wordingFor, type Wording } from './wording.js';
import { claimedFigures, countWords, limitWords } from './word-limit.js';

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
 * `compact`: the reviewed claim is not quoted again (a word limit keeps what was found instead).
 */
function evidenceSentences(
  request: WriteUpRequest,
  wording: Wording,
  label: string,
  guide: StyleGuide,
  compact = false,
): string[] {
  const decisive = decisiveQuote(request);
  if (decisive?.review) {
    const { rating, finding } = decisive.review;
    const values = { v: label, p: decisive.publisher, q: decisive.quote, r: ratingWords(rating, wording) };
    const frame = rating
      ? compact
        ? wording.ratedShort
        : wording.rated
      : compact
        ? wording.reviewedShort
        : wording.reviewed;
    return [fill(frame, values), ...(finding ? [fill(wording.found, { q: finding })] : [])];
  }
  const stated = decisive ? statedFigure(request, decisive, guide) : null;
  if (decisive)
    return [
      ...(stated
        ? [`${label}: ${stated}`, fill(wording.alsoSays, { p: decisive.publisher, q: decisive.quote })]
        : [fill(wording.says, { v: label, p: decisive.publisher, q: decisive.quote })]),
      ...(decisive.also
        ? [fill(wording.alsoSays, { p: decisive.also.publisher, q: decisive.also.quote })]
        : []),
      ...(decisive.share ? [fill(wording.share, shareValues(decisive.share))] : []),
      ...(decisive.change
        ? [
            fill(
              decisive.change.after >= decisive.change.before ? wording.rise : wording.fall,
              changeValues(decisive.change),
            ),
          ]
        : []),
      ...(decisive.gap ? [fill(wording.gap, gapValues(decisive.gap))] : []),
      ...(decisive.margin ? [fill(wording.margin, marginValues(decisive.margin))] : []),
      ...nuanceSentences(request, wording),
    ];
  const nearest = nearestQuote(request);
  if (nearest) return [fill(wording.unsettledSays, { v: label, p: nearest.publisher, q: nearest.quote })];
  if (request.sources.length) return [fill(wording.unsettled, { v: label, p: publishers(request, wording) })];
  return [fill(wording.nothing, { v: label })];
}

/**
 * Why the verdict is mostly true or misleading, with both figures or both years: "9,000,000 is
 * 2.3 percent more than 8,794,726: close, but beyond rounding", "3.46 percent is the figure for
 * 2023, not 2024", or what confirms the right part of a claim part right.
 */
function nuanceSentences(request: WriteUpRequest, wording: Wording): string[] {
  const nuance = request.decisive?.nuance;
  if (!nuance) return [];
  if (nuance.kind === 'close') {
    const off = Math.abs(nuance.claimed - nuance.theirs);
    const frame = nuance.claimed > nuance.theirs ? wording.closeOver : wording.closeUnder;
    return [
      fill(frame, {
        c: counted(nuance.claimed),
        a: counted(nuance.theirs),
        s: ((100 * off) / nuance.theirs).toFixed(1),
      }),
    ];
  }
  if (nuance.kind === 'otherPeriod') {
    const figure = nuance.isPercent ? `${nuance.value} percent` : counted(nuance.value);
    return [fill(wording.otherPeriod, { a: figure, t: nuance.theirs.join(', '), y: nuance.said.join(', ') })];
  }
  const right = request.decisive?.right;
  if (!right) return [];
  return [
    fill(wording.partly, { p: shortPublisher(right.publisher), q: right.quote.replace(/[.;:,]\s*$/, '') }),
  ];
}

/** A count as the sources write it, digits grouped. */
const counted = (n: number) => n.toLocaleString('en-US');

/**
 * The decisive figure said in the claim's language (Pidgin, Hausa, Yoruba, Igbo) before the
 * source's English quote, so a reader without English reads what it counts, the figure, the year
 * and who says so: "INEC ta ce adadin masu rajistar zaɓe a 2023 ya kai 93,469,008." Null for
 * English, and where the language has no sure words for what the figure counts.
 */
function statedFigure(request: WriteUpRequest, decisive: DecisiveQuote, guide: StyleGuide): string | null {
  if (request.language === 'en' || request.language === 'other') return null;
  const title = request.sources.find((s) => s.url === request.decisive?.url)?.title ?? '';
  const figure = decisiveFigure(toEnglish(request.claim, request.language), decisive.quote, title);
  const stated = figure ? figureSentence(request.language, figure, decisive.publisher) : null;
  // A word the guide bans ("Never write 'Naija'") leaves the source's words to say it.
  return stated && !guide.banned.some((word) => wordPattern(word).test(stated)) ? stated : null;
}

/** A share's counts as the sources write them (digits grouped), its percent to one decimal. */
export function shareValues(share: { part: number; whole: number; percent: number }) {
  return {
    a: share.part.toLocaleString('en-US'),
    b: share.whole.toLocaleString('en-US'),
    s: share.percent.toFixed(1),
  };
}

/** A change's years, its size as the sources write counts (digits grouped) and its percent of the earlier count. */
export function changeValues(change: YearChange) {
  const moved = Math.abs(change.after - change.before);
  return {
    f: String(change.from),
    t: String(change.to),
    d: moved.toLocaleString('en-US'),
    s: ((100 * moved) / change.before).toFixed(1),
  };
}

/** Two candidates' counts and the margin between them, digits grouped as the sources write them. */
export function marginValues(margin: VoteMargin) {
  return { a: counted(margin.ahead), b: counted(margin.behind), d: counted(margin.ahead - margin.behind) };
}

/**
 * Two shares of the votes cast to one decimal, and the gap between them in points, taken from the
 * shares as written (35.2 and 28.0 make 7.2, though the unrounded gap is 7.25): the reader checks it.
 */
export function gapValues(gap: PointGap) {
  const [ahead, behind] = [gap.ahead, gap.behind].map((count) => Math.round((1000 * count) / gap.whole)) as [
    number,
    number,
  ];
  const tenths = (n: number) => (n / 10).toFixed(1);
  return { a: tenths(ahead), b: tenths(behind), d: tenths(Math.abs(ahead - behind)) };
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

/** An English verdict word a guide bans ("Don't use the word 'false'") gives way to another. */
const PLAIN_LABELS: Record<Verdict, string> = {
  verified_true: 'Correct',
  mostly_true: 'Largely correct',
  misleading: 'Missing context',
  verified_false: 'Incorrect',
  unproven: 'Not proven',
};

const wordPattern = (word: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'giu');

/** The verdict as the write-up names it: the guide's label, else the language's, as the guide asks. */
function verdictLabel(request: WriteUpRequest, guide: StyleGuide, wording: Wording): string {
  const verdict = request.verdict as Verdict;
  const english = wording === wordingFor('en');
  // A house label ("label verified_false: FALSE") is English; other languages keep their own words.
  let label = (english ? guide.labels[verdict] : undefined) ?? wording.labels[verdict] ?? request.verdict;
  if (english && !guide.labels[verdict] && guide.banned.some((word) => wordPattern(word).test(label)))
    label = PLAIN_LABELS[verdict] ?? label;
  return guide.capitalVerdict ? label.toLocaleUpperCase() : label;
}

/**
 * Each publisher a guide wants named in full ("Give the publisher's full name, not its
 * initials"): its first mention outside quotes, "INEC", becomes "Independent National Electoral
 * Commission (INEC)"; later mentions keep the initials, as newsrooms write.
 */
function inFullAtFirstMention(parts: string[], request: WriteUpRequest): string[] {
  const named = new Set<string>();
  let text = parts.join('\u0000');
  for (const { publisher } of request.sources) {
    const short = shortPublisher(publisher);
    if (short === publisher || named.has(short)) continue;
    named.add(short);
    // Outside quotes only: a source's own words stay as written.
    const outside = new RegExp(`“[^”]*”|(?<![\\p{L}\\p{N}])${escapeRegExp(short)}(?![\\p{L}\\p{N}])`, 'gu');
    let done = false;
    text = text.replace(outside, (m) => {
      if (done || m.startsWith('“')) return m;
      done = true;
      return publisher;
    });
  }
  return text.split('\u0000');
}

/**
 * The offline write-up: the verdict and what the decisive source says, in the claim's language
 * (English, Pidgin, Hausa, Yoruba or Igbo), assembled to the workspace's style guide (tone,
 * length, word and sentence limits, house terms and spellings, verdict labels and capitals,
 * banned words, sign-off; prose or `key: value`). It only words what the engine decided: the
 * verdict and sources it is given are never changed here.
 */
export function createLocalWriteUpWriter(): WriteUpWriter {
  return {
    async write(request) {
      const guide = parseStyleGuide(request.styleGuide);
      const wording = wordingFor(request.language);
      const english = wording === wordingFor('en');
      const label = verdictLabel(request, guide, wording);
      const sentencesOf = (compact: boolean) => {
        const sentences: string[] = [];
        const opening = english
          ? openingSentence(guide, request.claim, guide.capitalVerdict ? label : label.toLowerCase())
          : null;
        const evidence = evidenceSentences(request, wording, label, guide, compact);
        if (opening) {
          sentences.push(opening);
          if (guide.length !== 'short') sentences.push(...evidence);
        } else sentences.push(...(guide.length === 'short' ? evidence.slice(0, 1) : evidence));
        if (request.confidence === 'low') sentences.push(wording.review);
        else if (guide.length === 'long' && english) sentences.push(`Confidence: ${request.confidence}.`);
        if (guide.length === 'long' && english) {
          const titles = request.sources
            .slice(0, 3)
            .map((s) => `"${s.title}" (${shortPublisher(s.publisher)})`);
          if (titles.length) sentences.push(`Sources: ${titles.join(', ')}.`);
        }
        let parts = sentences.map((s) => (/[.!?…”"]$/.test(s) ? s : `${s}.`));
        if (guide.maxSentences) parts = parts.slice(0, guide.maxSentences);
        for (const { from, to } of guide.terms) parts = parts.map((s) => s.replace(wordPattern(from), to));
        if (guide.fullNames) parts = inFullAtFirstMention(parts, request);
        return parts;
      };
      const signOff = guide.signOff;
      // A word the guide bans in the write-up's own sentences ("Never use the word 'claim'"): the
      // compact wording leaves out "the claim “…”" (a quoted source keeps its own words).
      const ownWords = (parts: string[]) => parts.join(' ').replace(/“[^”]*”/g, '');
      let parts = sentencesOf(false);
      if (guide.banned.some((word) => wordPattern(word).test(ownWords(parts)))) parts = sentencesOf(true);
      if (guide.maxWords) {
        // The sign-off counts towards the limit: the reader sees both.
        const room = Math.max(5, guide.maxWords - (signOff ? signOff.split(/\s+/).length : 0));
        // Over the limit, a fact-check's rating leaves out the claim it reviewed before what it found goes.
        if (countWords(parts) > room) parts = sentencesOf(true);
        parts = [limitWords(parts, room, claimedFigures(toEnglish(request.claim, request.language)))];
      }
      const text = parts.join(' ');
      return signOff ? `${text}\n${signOff}` : text;
    },
  };
}
