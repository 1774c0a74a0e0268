/**
 * A public figure's or an organisation's name and its variants: "Obi", "Peter Obi" and "Peter
 * Gregory Obi" are one person; "INEC" and "Independent National Electoral Commission (INEC)" one
 * body. A text mentions the name when it has the surname (or the acronym, or the whole name) as a
 * word, and no other given name stands right before the surname ("Willie Obi" is someone else).
 */

const TITLES = new Set(
  [
    'mr',
    'mrs',
    'ms',
    'dr',
    'prof',
    'sen',
    'senator',
    'gov',
    'governor',
    'president',
    'vice',
    'former',
    'alhaji',
    'chief',
    'mallam',
    'hon',
    'honourable',
    'general',
    'gen',
    'minister',
    'candidate',
    'ambassador',
    'pastor',
    'bishop',
    'sir',
    'lady',
    'madam',
    'engr',
    'barr',
  ].map((w) => w.toLowerCase()),
);

/** Capitalised words that open a sentence before a surname without being a given name. */
const STARTERS = new Set(
  'the when but and however then now also so in on at after before while if as today yesterday later why how what where said says according meanwhile only even with for by from to of'.split(
    ' ',
  ),
);

const ORGANISATION =
  /\b(party|commission|bureau|bank|ministry|agency|corporation|company|limited|ltd|plc|association|union|congress|council|service|police|army|navy|court|senate|assembly|university|government|authority|board|institute|foundation|group|network|movement|forum|committee|office|department|federation|league)\b/i;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export type NameKind = 'person' | 'organisation' | 'unknown';

export interface NameMatcher {
  /** The name as asked, tidied. */
  name: string;
  kind: NameKind;
  /** Words a full-text search uses to find candidates (the surname, the acronym, the words). */
  searchTerms: string;
  /** Spellings the name is matched by, longest first. */
  variants: string[];
  mentions(text: string): boolean;
  /** The sentences of `text` that mention the name. */
  sentences(text: string): string[];
}

export function nameMatcher(raw: string, knownKind?: NameKind): NameMatcher {
  const name = raw.replace(/\s+/g, ' ').trim();
  const acronym = /\(([A-Z][A-Za-z&.]{1,11})\)\s*$/.exec(name)?.[1];
  const bare = name.replace(/\s*\([^)]*\)\s*$/, '');
  const words = bare.split(' ').filter(Boolean);
  const isAcronym = /^[A-Z][A-Z&.]{1,11}$/.test(bare);
  const kind: NameKind =
    knownKind ??
    (ORGANISATION.test(bare) || isAcronym || acronym
      ? 'organisation'
      : words.length >= 2 && words.every((w) => /^\p{Lu}/u.test(w))
        ? 'person'
        : 'unknown');
  const person = kind !== 'organisation';
  const surname = person ? (words.at(-1) ?? bare) : bare;
  const given = new Set(person ? words.slice(0, -1).map((w) => w.toLowerCase()) : []);
  const variants = [
    ...new Set(
      person
        ? [bare, words.length > 2 ? `${words[0]} ${surname}` : '', surname]
        : [bare, acronym ?? '', isAcronym ? bare : ''],
    ),
  ].filter(Boolean);
  const pattern = new RegExp(
    `(?<![\\p{L}])(${variants.map(escape).join('|')})(?![\\p{L}])`,
    person ? 'gu' : 'giu',
  );

  function mentions(text: string): boolean {
    for (const m of text.matchAll(pattern)) {
      if (!person || m[1] !== surname || given.size === 0) return true;
      // "Willie Obi" is another Obi; "Mr Obi", "Peter (Gregory) Obi" and a sentence's first word are not.
      const lead = text.slice(Math.max(0, (m.index ?? 0) - 60), m.index);
      const before = /((?:\p{Lu}[\p{L}'’.-]*\s+){1,2})$/u.exec(lead);
      const names = (before?.[1] ?? '').trim().split(/\s+/).filter(Boolean);
      const word = names.at(-1)?.replace(/\.$/, '').toLowerCase();
      if (!word || TITLES.has(word) || STARTERS.has(word)) return true;
      if (names.some((n) => given.has(n.replace(/\.$/, '').toLowerCase()))) return true;
    }
    return false;
  }

  return {
    name,
    kind,
    searchTerms: person ? surname : acronym ? `${bare} OR ${acronym}` : bare,
    variants,
    mentions,
    sentences: (text) =>
      (text.match(/[^.!?\n]+(?:[.!?]+|$)/g) ?? []).map((s) => s.trim()).filter((s) => s && mentions(s)),
  };
}
