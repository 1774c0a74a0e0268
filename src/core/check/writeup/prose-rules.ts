import type { Verdict } from '../check-result.js';
import { proseLimits } from './prose-limits.js';
import type { StyleGuide } from './style-guide.js';

/**
 * What a style guide written as prose for people says that a write-up can follow without a
 * model: length limits (see prose-limits.ts), a sign-off ("Always end with the sign-off: Gaskiya
 * Desk, Abuja.", "Sign off every write-up with 'Gaskiya Desk, Abuja'"), a tone ("Use a friendly
 * tone", "Be formal"), brevity ("Keep it short"), house terms and spellings ('Use "INEC", not
 * "Independent National Electoral Commission"', "write per cent, not percent"), verdict names
 * ('Call false claims "FAKE"', "Instead of 'False', write 'Not true'", a list such as "Verdict
 * labels: TRUE, MOSTLY TRUE, MISLEADING, FALSE, UNVERIFIED"), banned words ("Don't use
 * the word 'fake'") and a verdict in capitals ("Start with the verdict in capitals"). What cannot
 * be followed offline ("Use British spelling", "Always link to the primary source") is ignored.
 */
export function proseRules(text: string): Partial<StyleGuide> {
  const out: Partial<StyleGuide> = { ...proseLimits(text) };

  const signOff = signOffOf(text);
  if (signOff) out.signOff = signOff;

  const tone =
    /\b(formal|friendly|neutral|conversational|warm|casual|plain)\b[^.\n]{0,30}\btone\b/i.exec(text) ??
    /\btone\b[^.\n:]{0,30}\b(formal|friendly|neutral|conversational|warm|casual|plain)\b/i.exec(text) ??
    /\bbe (formal|friendly|neutral|conversational|warm)\b/i.exec(text);
  if (tone?.[1]) out.tone = TONES[tone[1].toLowerCase()] ?? 'neutral';

  if (/\b(?:keep (?:it|them|write-?ups?|replies) (?:short|brief)|be brief|one sentence)\b/i.test(text))
    out.length = 'short';
  else if (/\b(?:in detail|detailed|explain (?:the )?(?:evidence|sources) in full)\b/i.test(text))
    out.length = 'long';

  if (CAPITALS.some((re) => re.test(text)) && !NOT_CAPITALS.test(text)) out.capitalVerdict = true;
  if (FULL_NAMES.some((re) => re.test(text))) out.fullNames = true;

  const labels: Partial<Record<Verdict, string>> = labelListOf(text);
  for (const m of text.matchAll(
    new RegExp(
      `\\bcall\\s+(?:a\\s+|the\\s+)?(true|mostly true|misleading|false|unproven)\\s+(?:claims?|verdicts?|ones)?\\s*${QUOTED}`,
      'gi',
    ),
  )) {
    const verdict = LABELS[m[1]!.toLowerCase()];
    if (verdict) labels[verdict] = m[2]!;
  }
  // A preferred word for a verdict's own word names the verdict; any other is a house term.
  const terms: StyleGuide['terms'] = [];
  for (const term of termsOf(text)) {
    const verdict = LABELS[term.from.toLowerCase()];
    if (verdict) labels[verdict] = term.to;
    else terms.push(term);
  }
  if (terms.length) out.terms = terms;
  if (Object.keys(labels).length) out.labels = labels;

  const banned = [...text.matchAll(BANNED)].flatMap(bannedOf);
  if (banned.length) out.banned = banned;
  return out;
}

/** A value in quotes of any kind: "x", “x”, 'x', ‘x’. */
const QUOTED = `["“‘']([^"”’'\\n]+)["”’']`;

/** The words that may lead to a sign-off's value. */
const SIGN_OFF = [
  // "Always end with the sign-off: Gaskiya Desk, Abuja."; "Sign-off: — The desk"
  /\bsign[- ]?off\b[^:\n]{0,40}:\s*["“‘']?([^\n"”]+?)["”’']?\s*$/im,
  // "Sign off — The Verification Desk", "Sign-off – Desk 7": a dash for the colon (not kept).
  /\bsign[- ]?off\s*(?:[—–]|\s-)\s*["“‘']?([^\n"”]+?)["”’']?\s*$/im,
  // "Sign off every write-up with 'X'", "must be signed off as 'X'", "End each reply with "X"",
  // "Every write-up ends with our tagline — 'X'", Pidgin "make una sign am 'X'"
  new RegExp(
    `\\b(?:ends?|closes?|finish(?:es)?|sign(?:ed|s)?(?: off)?)\\s+(?:every|each|all|the)?\\s*(?:write-?ups?|replies|reply|messages?|it|them|am|dem)?\\s*(?:(?:with|as)\\s+(?:(?:our|the|this|a)\\s+)?(?:(?:tag ?line|signature|sign-?off|line)\\s*[—–:-]?\\s*)?)?${QUOTED}`,
    'i',
  ),
  // "Una go end every write-up with: Naija Fact Desk." (Pidgin); Hausa "A rufe kowane rubutu da: X";
  // a dash for the colon ("• End with — Gaskiya Desk"); "Sign every piece off with: X"
  /\b(?:end|close|finish|rufe|sign\b(?:\s+\S+){0,3}\s+off)\b[^:\n—–]{0,40}\b(?:with|da)\s*(?::|[—–]|\s-)\s*([^\n]+?)\s*$/im,
  // "At the end, write 'X'", Pidgin "For the end, write 'X'", "At the bottom put 'X'"
  new RegExp(
    `\\b(?:at|for)\\s+(?:the\\s+|di\\s+)?(?:very\\s+)?(?:end|bottom|last line)\\b,?\\s+(?:\\S+\\s+){0,2}?(?:write|put|add|type)\\s+(?:am\\s+)?${QUOTED}`,
    'i',
  ),
  // Hausa "A rufe da 'X'"; Igbo "Jiri 'X' mechie" (close with X); Yoruba "Fi 'X' parí" (end with X)
  new RegExp(`\\brufe\\b[^\n"“‘']{0,40}\\bda\\s+${QUOTED}`, 'i'),
  new RegExp(`\\b(?:jiri|fi)\\s+${QUOTED}\\s+(?:mechie|pari\\p{M}?|parí)`, 'iu'),
];

/** A sign-off the guide asks for, unless it says not to ("Do not end with 'Thanks'"). */
function signOffOf(text: string): string | null {
  for (const pattern of SIGN_OFF) {
    const m = pattern.exec(text);
    if (!m?.[1]) continue;
    // Only a negation just before the rule's verb: "should not exceed 30 words and be signed off as" is no refusal.
    if (/\b(?:not|never|don't|no)\s+(?:\S+\s+)?$/i.test(text.slice(Math.max(0, m.index - 24), m.index)))
      continue;
    return untilNextInstruction(m[1].trim());
  }
  return null;
}

/**
 * "Start with the verdict in capitals", "Put verdicts in upper case", "Capitalise the verdict",
 * "Lead with the verdict in bold capitals" (the capitals are followed; bold is the platform's).
 */
const CAPITALS = [
  /\bverdicts?\b[^.\n]{0,40}\b(?:in (?:all |bold |block )?(?:capitals|caps|capital letters|upper[- ]?case|block letters)|all[- ]caps|capitali[sz]ed|upper[- ]?cased?)\b/i,
  /\b(?:capitali[sz]e|upper[- ]?case)\s+(?:the\s+|all\s+|each\s+)?verdicts?\b/i,
];
const NOT_CAPITALS =
  /\b(?:never|not|don't|no)\b[^.\n]{0,30}\b(?:capitals|caps|upper[- ]?case|capitali[sz]e)/i;

/**
 * "Give the publisher's full name, not its initials", "Spell out abbreviations at first mention",
 * "Name organisations in full", "No acronyms without the full name first".
 */
const FULL_NAMES = [
  /\bfull names?\b[^.\n]{0,60}\b(?:not|rather than|instead of)\b[^.\n]{0,20}\b(?:initials|acronyms?|abbreviations?)\b/i,
  /\b(?:publishers?|sources?|organi[sz]ations?|agencies|bodies|institutions?)\b[^.\n]{0,20}\bfull names?\b/i,
  /\bfull names?\b[^.\n]{0,20}\b(?:of\s+)?(?:the\s+)?(?:publishers?|sources?|organi[sz]ations?|agencies|bodies|institutions?)\b/i,
  /\bspell out\b[^.\n]{0,20}\b(?:initials|acronyms?|abbreviations?|names?)\b/i,
  /\b(?:name|write)\s+(?:publishers|sources|organi[sz]ations|agencies|bodies|institutions)\s+in full\b/i,
];

/** "Don't use the word 'fake'", "Never call a claim 'fake'", "Avoid 'hoax'", "Avoid 'fake', 'lie' and 'hoax'". */
const BANNED = new RegExp(
  `\\b(?:(?:don't|do not|never)\\s+(?:use|say|write|call\\s+(?:a\\s+|any\\s+)?(?:claims?|anything|stories|it))|avoid)\\s+(?:the\\s+(?:word|term)s?\\s+)?${QUOTED}((?:\\s*(?:,|\\bor\\b|\\band\\b|,\\s*or\\b|,\\s*and\\b)\\s*${QUOTED})*)`,
  'gi',
);

/** The words a banned-word rule names: the first and each one its list goes on with. */
function bannedOf(m: RegExpMatchArray): string[] {
  const rest = [...(m[2] ?? '').matchAll(new RegExp(QUOTED, 'g'))].map((q) => q[1]!);
  return [m[1]!, ...rest];
}

/**
 * House terms: 'Use "INEC", not "Independent National Electoral Commission"', "Refer to the
 * Central Bank of Nigeria as CBN", "Instead of
 * 'False', write 'Not true'", "Replace 'X' with 'Y'", "Don't use 'fake'; say 'false' instead".
 * Without quotes only a spelling is taken ("write per cent, not percent", "judgement not
 * judgment"): "Use numerals, not words" is no term to replace words with.
 */
function termsOf(text: string): StyleGuide['terms'] {
  const terms: StyleGuide['terms'] = [];
  const add = (from: string, to: string) => {
    if (from.trim() && to.trim() && from !== to) terms.push({ from: from.trim(), to: to.trim() });
  };
  for (const m of text.matchAll(
    new RegExp(
      `\\b(?:use|write|say)\\s+${QUOTED},?\\s+(?:not|never|instead of|rather than)\\s+${QUOTED}`,
      'gi',
    ),
  ))
    add(m[2]!, m[1]!);
  for (const m of text.matchAll(
    new RegExp(`\\b(?:instead of|rather than)\\s+${QUOTED},?\\s+(?:use|write|say)\\s+${QUOTED}`, 'gi'),
  ))
    add(m[1]!, m[2]!);
  for (const m of text.matchAll(new RegExp(`\\breplace\\s+${QUOTED}\\s+(?:with|by)\\s+${QUOTED}`, 'gi')))
    add(m[1]!, m[2]!);
  // "Refer to the Independent National Electoral Commission as INEC", "Refer to the Central Bank
  // of Nigeria as 'the apex bank' after first mention": a name (capitalised) for another.
  for (const m of text.matchAll(REFER_TO))
    if (!m[2]!.toLowerCase().includes(m[1]!.toLowerCase())) add(m[1]!, m[2]!);
  for (const m of text.matchAll(
    new RegExp(
      `\\b(?:don't|do not|never)\\s+(?:use|say|write)\\s+(?:the\\s+(?:word|term)\\s+)?${QUOTED}[;,.]?\\s+(?:use|say|write)\\s+${QUOTED}(?:\\s+instead)?`,
      'gi',
    ),
  ))
    add(m[1]!, m[2]!);
  for (const m of text.matchAll(
    /\b(?:use|write|say)\s+([\p{L}-]+(?: [\p{L}-]+)?),?\s+(?:not|never|instead of|rather than)\s+([\p{L}-]+)(?: ([\p{L}-]+))?/giu,
  )) {
    // The word not to use is one word ("percent") or two ("per cent"), whatever follows it.
    const two = m[3] ? `${m[2]} ${m[3]}` : null;
    const from = two && sameWordSpelledOtherwise(m[1]!, two) ? two : m[2]!;
    if (sameWordSpelledOtherwise(m[1]!, from)) add(from, m[1]!);
  }
  return terms;
}

const REFER_TO =
  /\b[Rr]efer to\s+(?:the\s+)?(\p{Lu}[\p{L}'’-]*(?:\s+(?:of|for|and|\p{Lu}[\p{L}'’-]*))*)\s+as\s+["“‘']?([^"”’'.;,\n]+?)["”’']?(?=\s+(?:on|after|in|from|throughout|every|each)\b|[.;,\n]|$)/gu;

/** "per cent" and "percent", "judgement" and "judgment": one word, two spellings. */
function sameWordSpelledOtherwise(a: string, b: string): boolean {
  const [x, y] = [a, b].map((s) => s.toLowerCase().replace(/[\s-]/g, ''));
  if (x === y) return a.toLowerCase() !== b.toLowerCase();
  if (!x || !y || Math.abs(x.length - y.length) > 1 || x.length < 5) return false;
  let i = 0;
  while (i < Math.min(x.length, y.length) && x[i] === y[i]) i++;
  // One letter added, dropped or changed ("judgement"/"judgment", "organise"/"organize").
  return [
    x.slice(i + 1) === y.slice(i + 1),
    x.slice(i + 1) === y.slice(i),
    x.slice(i) === y.slice(i + 1),
  ].some(Boolean);
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

/**
 * A desk's list of its verdict labels ("Verdict labels: TRUE, MOSTLY TRUE, MISLEADING, FALSE,
 * UNVERIFIED.", "Our ratings: Correct / Incorrect / Missing context", or the list as bullets
 * under "Verdict labels:"), each label read for the verdict it means and kept as written. A list
 * naming fewer than two verdicts is no list of labels ("verdict: capitals").
 */
function labelListOf(text: string): Partial<Record<Verdict, string>> {
  const m = LABEL_LIST.exec(text);
  if (!m) return {};
  let items = (m[1] ?? '').trim();
  // The labels as bullets on the lines after the heading.
  if (!items)
    items =
      /^((?:[ \t]*[-*•][^\n]*(?:\n|$))+)/.exec(
        text.slice(m.index + m[0].length).replace(/^\r?\n/, ''),
      )?.[1] ?? '';
  const labels: Partial<Record<Verdict, string>> = {};
  for (const item of items.split(/\s*(?:[,/|;\n]|\bor\b)\s*/i)) {
    const label = item
      .replace(/^[-*•\s]+/, '')
      .replace(/^["“‘']|["”’'.]+$/g, '')
      .trim();
    const verdict = label && label.split(/\s+/).length <= 4 ? verdictMeant(label) : null;
    if (verdict && !labels[verdict]) labels[verdict] = label;
  }
  return Object.keys(labels).length >= 2 ? labels : {};
}

/** "Verdict labels:", "Our verdicts are", "Ratings we use:", "Labels:" up to the end of the sentence. */
const LABEL_LIST =
  /\b(?:(?:verdict|rating)s?\s+labels?|(?:our|the|these|house)\s+(?:verdicts|ratings)(?:\s+(?:are|we use))?|(?:verdicts|ratings)\s+we use|labels)\s*(?::|\bare\b)[ \t]*([^\n.]*)/i;

/** The verdict a label means: "MOSTLY TRUE", "Missing context", "UNVERIFIED", "Incorrect". */
function verdictMeant(label: string): Verdict | null {
  if (
    /\b(?:mostly|largely|partly|partially|half|broadly)\b.*\b(?:true|correct|accurate|right)\b/i.test(label)
  )
    return 'mostly_true';
  if (/\b(?:mislead\w*|(?:missing|needs?|lacks?|out of) context)\b/i.test(label)) return 'misleading';
  if (
    /\b(?:unverified|unproven|not proven|unsupported|insufficient|undetermined|unclear|unconfirmed)\b/i.test(
      label,
    )
  )
    return 'unproven';
  if (/\b(?:false|incorrect|wrong|untrue|not true|fake|inaccurate)\b/i.test(label)) return 'verified_false';
  if (/^(?:true|correct|accurate|right|verified)$/i.test(label)) return 'verified_true';
  return null;
}

/** "Gaskiya Desk, Abuja. Keep it short." on one line: the sign-off ends where the next instruction starts. */
function untilNextInstruction(value: string): string {
  const next =
    /\.\s+(?=(?:Keep|Use|Write|Always|Never|Do|Don't|Be|Avoid|Call|Say|Sign|End|Mention|Include|Refer|Prefer|Make|Limit|Stay|Max|No|Start|Put|Replace|Instead)\b)/.exec(
      value,
    );
  return next ? value.slice(0, next.index + 1) : value;
}
