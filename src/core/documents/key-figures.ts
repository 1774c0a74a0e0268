import { pageAt, streamOf, type DocumentPage } from './document-text.js';
import { periodNear, placeMentions, placesIn } from './figure-context.js';
import type { FigureUnit, NewKeyFigure } from './ports.js';
import { SCALE } from '../check/stance/numbers.js';

const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const SCALE_WORD = String.raw`(?:trillion|billion|million|thousand|tn|tr|bn|mn|[kmb])\b`;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = String.raw`(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.?`;

/**
 * Every kind of figure, in the order they are tried at a position: a date before a count (the
 * 25 of "25 February 2023"), money before a bare number, a percentage before a count.
 */
const FIGURE = new RegExp(
  [
    String.raw`(?<dayFirst>\b\d{1,2})(?:st|nd|rd|th)?\s+(?<monthA>${MONTH})(?:,?\s+(?<yearA>(?:19|20)\d{2}))?\b`,
    String.raw`\b(?<monthB>${MONTH})\s+(?<dayAfter>\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(?<yearB>(?:19|20)\d{2}))?\b`,
    String.raw`(?<naira>₦|\bNGN\s?|\bN(?=\d))\s?(?<nairaValue>${NUMBER})\s*(?<nairaScale>${SCALE_WORD})?`,
    String.raw`(?<dollar>US\$|\$|\bUSD\s?)\s?(?<dollarValue>${NUMBER})\s*(?<dollarScale>${SCALE_WORD})?`,
    String.raw`(?<plain>\b(?:${NUMBER}))\s*(?<unit>%|per\s?cent\b|percent\b|${SCALE_WORD})?(?<currency>\s+(?:naira|dollars?)\b)?`,
  ].join('|'),
  'gi',
);

/** Numbers that label rather than count: "Table 3", "page 12", "Section 4". */
const LABEL_BEFORE =
  /\b(?:table|figure|fig\.?|chart|page|section|chapter|article|annex|appendix|item|no\.?|number|paragraph|schedule|box|step|phase|part)\s*$/i;

/** Words that end the phrase a figure counts ("93.4 million registered voters in 2023"). */
const PHRASE_END =
  /[,;:()[\].!?]|\s(?:and|or|but|while|with|in|for|from|to|by|on|at|as|than|was|were|is|are|has|have|had|which|who|that|compared|against|between|during|since|within|representing|accounting)\b/i;
/** A clause's verb before a figure: "inflation rose to", "the government spent". */
const VERB_BEFORE =
  /\s(?:up|down|from|rose|fell|increased|decreased|declined|dropped|grew|climbed|jumped|stood|was|were|is|are|has|have|had|reached|hit|recorded|spent|allocated|budgeted|earmarked|borrowed|received|released|generated|totalled|totaled|amounted|estimated|put|came|moved|eased|slowed|accelerated|remained|expanded|contracted)\b.*$/i;
const LEADING =
  /^(?:the|a|an|its|their|this|that|these|those|of|about|around|some|only|over|nearly|almost)\s+/i;

const words = (text: string, max: number) =>
  text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean).slice(0, max).join(' ');

function stripLeading(phrase: string): string {
  let out = phrase.trim();
  for (let i = 0; i < 3 && LEADING.test(out); i++) out = out.replace(LEADING, '');
  return out;
}

/** The words right after a figure, up to a joining word or punctuation: what a count counts. */
function phraseAfter(text: string): string {
  const slice = ` ${text.slice(0, 100)}`;
  const stop = PHRASE_END.exec(slice);
  const phrase = words(stop ? slice.slice(0, stop.index) : slice, 5);
  return /\d/.test(phrase) ? '' : stripLeading(phrase);
}

/** The subject of the figure's clause: "Headline inflation" of "Headline inflation rose to 21.91%". */
function subjectBefore(text: string): string {
  const clause =
    text
      .slice(-160)
      .split(/[,;:()]|\.\s|\s(?:and|while|but|whereas)\s/)
      .pop() ?? '';
  // "Table 3 shows registered voters of": what is shown, not the table.
  const shown = /\b(?:shows?|showed|indicates?|indicated|puts?)\s+(.*)$/i.exec(clause);
  const subject = ` ${shown ? shown[1] : clause}`
    .replace(VERB_BEFORE, '')
    .replace(/\s(?:in|of|for|on|at|to|by)(?:\s.*)?$/i, '');
  const last = subject.trim().split(/\s+/).slice(-6).join(' ');
  return /\d/.test(last) ? last.replace(/^.*\d\S*\s*/, '') : stripLeading(last);
}

/** What a figure is of, by its kind: a count names its things after it; a rate or sum its subject. */
function whatOf(unit: FigureUnit, before: string, after: string): string {
  const following = phraseAfter(after);
  const subject = subjectBefore(before);
  if (unit === 'date' || unit === 'count') return following || subject;
  // "N1.2 trillion on fuel subsidy", "40 percent of households".
  const onWhat = (unit === 'percent' ? /^\s*(?:of)\s+(.*)/i : /^\s*(?:on|for)\s+(.*)/i).exec(after);
  const object = onWhat ? phraseAfter(onWhat[1] ?? '') : '';
  if (unit === 'percent')
    return [subject, object && !subject ? object : ''].filter(Boolean).join(' ') || following;
  return [object, subject && object ? `(${subject})` : subject].filter(Boolean).join(' ') || following;
}

interface Found {
  value: number;
  unit: FigureUnit;
  written: string;
  at: number;
  end: number;
}

function scaled(raw: string, scale: string | undefined): number {
  const base = Number(raw.replace(/,/g, ''));
  // 4.39 × 10¹² is 4389999999999.9995 in floating point: keep the digits the document wrote.
  return Number((base * (SCALE[(scale ?? '').toLowerCase()] ?? 1)).toPrecision(12));
}

function monthOf(name: string) {
  return MONTHS.indexOf(name.toLowerCase().slice(0, 3)) + 1;
}

/** One regex match as a figure, or null when it is a label, a year or a stray digit. */
function figureOf(m: RegExpMatchArray, sentence: string): Found | null {
  const g = m.groups ?? {};
  const at = m.index ?? 0;
  const written = m[0].trim();
  const end = at + m[0].trimEnd().length;
  const day = g.dayFirst ?? g.dayAfter;
  const month = g.monthA ?? g.monthB;
  if (day && month) {
    const d = Number(day);
    if (d < 1 || d > 31) return null;
    const year = Number(g.yearA ?? g.yearB ?? 0);
    return { value: year * 10_000 + monthOf(month) * 100 + d, unit: 'date', written, at, end };
  }
  if (g.naira) return { value: scaled(g.nairaValue ?? '', g.nairaScale), unit: 'naira', written, at, end };
  if (g.dollar)
    return { value: scaled(g.dollarValue ?? '', g.dollarScale), unit: 'dollar', written, at, end };
  const raw = g.plain ?? '';
  const unit = (g.unit ?? '').toLowerCase().replace(/\s/g, '');
  if (unit === '%' || unit.startsWith('per'))
    return { value: Number(raw), unit: 'percent', written, at, end };
  const value = scaled(raw, unit || undefined);
  if (g.currency) return { value, unit: /naira/i.test(g.currency) ? 'naira' : 'dollar', written, at, end };
  const isYear = !unit && /^(?:19|20)\d{2}$/.test(raw);
  if (isYear) return null;
  if (LABEL_BEFORE.test(sentence.slice(Math.max(0, at - 20), at))) return null;
  // A lone digit inside a code ("24-10-05-011", "S/N 4") is not a figure.
  if (/[-/]$/.test(sentence.slice(0, at)) || /^[-/]\d/.test(sentence.slice(end))) return null;
  return { value, unit: 'count', written, at, end };
}

/** The country when the document names it; otherwise a place it keeps naming; else nothing. */
function mainPlace(text: string): string {
  const counts = new Map<string, number>();
  for (const place of placesIn(text.slice(0, 200_000), true)) counts.set(place, (counts.get(place) ?? 0) + 1);
  if (counts.has('Nigeria')) return 'Nigeria';
  const [top] = [...counts].sort((a, b) => b[1] - a[1]);
  return top && top[1] >= 3 ? top[0] : '';
}

/** The place a sentence names closest to the figure ("... 24.35% in Kano" is Kano's). */
function nearestPlace(sentence: string, at: number): string {
  let best = '';
  let distance = Infinity;
  for (const { place, index } of placeMentions(sentence)) {
    const d = Math.abs(index - at);
    if (d < distance) [best, distance] = [place, d];
  }
  return best;
}

export interface DocumentContext {
  /** Where and when the document as a whole is about, used when a sentence does not say. */
  where: string;
  when: string;
}

/**
 * Every key figure of a document with its origin: percentages, naira and dollar sums, counts
 * ("93.4 million"), dates; each with what it counts, where, when, the sentence and its page.
 */
export function keyFigures(pages: DocumentPage[], context: DocumentContext): NewKeyFigure[] {
  const stream = streamOf(pages);
  const documentWhere = context.where || mainPlace(stream.text);
  const out: NewKeyFigure[] = [];
  for (const sentence of stream.sentences) {
    if (!/\d/.test(sentence.text) || sentence.text.length > 1200) continue;
    for (const m of sentence.text.matchAll(FIGURE)) {
      const found = figureOf(m, sentence.text);
      if (!found || !Number.isFinite(found.value)) continue;
      const before = sentence.text.slice(0, found.at);
      const after = sentence.text.slice(found.end);
      // "rose to 21.91 percent, up from 21.82 percent": the second is of the same thing.
      const previous = out.at(-1);
      const inherited =
        previous && previous.quote === sentence.text && previous.unit === found.unit ? previous.what : '';
      out.push({
        value: found.value,
        unit: found.unit,
        written: found.written,
        what: words(whatOf(found.unit, before, after), 10) || inherited,
        where: nearestPlace(sentence.text, found.at) || documentWhere,
        when: found.unit === 'date' ? found.written : periodNear(sentence.text, found.at) || context.when,
        quote: sentence.text,
        page: pageAt(stream, sentence.start + found.at),
      });
    }
  }
  return out;
}
