import type { Verdict } from '../check-result.js';
import type { StyleGuide } from './style-guide.js';

/**
 * What a style guide written as prose for people says that a write-up can follow without a
 * model: a word limit ("under 60 words", "no more than 40 words"), a sign-off ("Always end with
 * the sign-off: Gaskiya Desk, Abuja."), a tone ("Use a friendly tone", "Be formal"), brevity
 * ("Keep it short"), house terms ('Use "INEC", not "Independent National Electoral Commission"')
 * and verdict names ('Call false claims "FAKE"').
 */
export function proseRules(text: string): Partial<StyleGuide> {
  const out: Partial<StyleGuide> = {};
  const under = /\b(?:under|fewer than|less than|below)\s+(\d{1,3})\s+words\b/i.exec(text);
  const atMost =
    /\b(?:at most|no more than|not more than|a maximum of|maximum|max\.?|up to|within|not exceed(?:ing)?)\s+(\d{1,3})\s+words\b/i.exec(
      text,
    ) ?? /\b(\d{1,3})[- ]words? (?:limit|maximum|max|or (?:fewer|less))\b/i.exec(text);
  if (under) out.maxWords = Math.max(5, Number(under[1]) - 1);
  else if (atMost) out.maxWords = Math.max(5, Number(atMost[1]));

  const signOff =
    /\bsign[- ]?off\b[^:\n]{0,40}:\s*["“]?([^\n"”]+?)["”]?\s*$/im.exec(text) ??
    /\b(?:end|close|finish|sign)\s+(?:every|each|all)?\s*(?:write-?ups?|replies|it|them)?\s*with\s+["“]([^"”\n]+)["”]/i.exec(
      text,
    );
  if (signOff?.[1]) out.signOff = untilNextInstruction(signOff[1].trim());

  const tone =
    /\b(formal|friendly|neutral|conversational|warm|casual|plain)\b[^.\n]{0,30}\btone\b/i.exec(text) ??
    /\btone\b[^.\n:]{0,30}\b(formal|friendly|neutral|conversational|warm|casual|plain)\b/i.exec(text) ??
    /\bbe (formal|friendly|neutral|conversational|warm)\b/i.exec(text);
  if (tone?.[1]) out.tone = TONES[tone[1].toLowerCase()] ?? 'neutral';

  if (/\b(?:keep (?:it|them|write-?ups?|replies) (?:short|brief)|be brief|one sentence)\b/i.test(text))
    out.length = 'short';
  else if (/\b(?:in detail|detailed|explain (?:the )?(?:evidence|sources) in full)\b/i.test(text))
    out.length = 'long';

  const terms = [
    ...text.matchAll(
      /\b(?:use|write|say)\s+["“‘']([^"”’'\n]+)["”’'],?\s+(?:not|never|instead of|rather than)\s+["“‘']([^"”’'\n]+)["”’']/gi,
    ),
  ];
  if (terms.length) out.terms = terms.map((m) => ({ from: m[2]!, to: m[1]! }));

  const labels: Partial<Record<Verdict, string>> = {};
  for (const m of text.matchAll(
    /\bcall\s+(?:a\s+|the\s+)?(true|mostly true|misleading|false|unproven)\s+(?:claims?|verdicts?|ones)?\s*["“‘']([^"”’'\n]+)["”’']/gi,
  )) {
    const verdict = LABELS[m[1]!.toLowerCase()];
    if (verdict) labels[verdict] = m[2]!;
  }
  if (Object.keys(labels).length) out.labels = labels;
  return out;
}

const TONES: Record<string, StyleGuide['tone']> = {
  formal: 'formal',
  friendly: 'friendly',
  conversational: 'friendly',
  warm: 'friendly',
  casual: 'friendly',
  neutral: 'neutral',
  plain: 'neutral',
};

const LABELS: Record<string, Verdict> = {
  true: 'verified_true',
  'mostly true': 'mostly_true',
  misleading: 'misleading',
  false: 'verified_false',
  unproven: 'unproven',
};

/** "Gaskiya Desk, Abuja. Keep it short." on one line: the sign-off ends where the next instruction starts. */
function untilNextInstruction(value: string): string {
  const next =
    /\.\s+(?=(?:Keep|Use|Write|Always|Never|Do|Don't|Be|Avoid|Call|Say|Sign|End|Mention|Include|Refer|Prefer|Make|Limit|Stay)\b)/.exec(
      value,
    );
  return next ? value.slice(0, next.index + 1) : value;
}
