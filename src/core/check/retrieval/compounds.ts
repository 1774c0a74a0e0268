import type { CorpusStats, Lexemes } from './ports.js';

const MIN_PART = 3;

/** A corpus lexeme for `part`, tolerating what the stemmer cut or left (plural s, final e, y/i). */
function known(stats: CorpusStats, part: string): string | null {
  for (const form of [
    part,
    `${part}e`,
    part.replace(/s$/, ''),
    part.replace(/es$/, ''),
    part.replace(/y$/, 'i'),
  ]) {
    if (form.length >= MIN_PART && (stats.df.get(form) ?? 0) > 0) return form;
  }
  return null;
}

/**
 * Splits run-together words the corpus does not know ("#cornflakes", "#fyrefestival",
 * "@maddoxstrong") into two words it does, using the corpus vocabulary as the dictionary.
 * The parts are added to the query; the original lexeme stays.
 */
export function splitCompounds(query: Lexemes, stats: CorpusStats): Lexemes {
  const counts = new Map(query.counts);
  const bigrams = new Set(query.bigrams);
  const alternatives = new Map(query.alternatives);
  for (const lexeme of query.counts.keys()) {
    if (lexeme.length < 2 * MIN_PART + 1 || (stats.df.get(lexeme) ?? 0) > 0 || !/^[a-z]+$/.test(lexeme))
      continue;
    let best: [string, string, number] | null = null;
    for (let i = MIN_PART; i <= lexeme.length - MIN_PART; i++) {
      const left = known(stats, lexeme.slice(0, i));
      const right = known(stats, lexeme.slice(i));
      if (!left || !right) continue;
      // Prefer the split whose rarer half is most common: real words over fragments.
      const weight = Math.min(stats.df.get(left) ?? 0, stats.df.get(right) ?? 0);
      if (!best || weight > best[2]) best = [left, right, weight];
    }
    if (!best) continue;
    counts.set(best[0], (counts.get(best[0]) ?? 0) + 1);
    counts.set(best[1], (counts.get(best[1]) ?? 0) + 1);
    bigrams.add(`${best[0]} ${best[1]}`);
    alternatives.set(lexeme, [...(alternatives.get(lexeme) ?? []), [best[0], best[1]]]);
  }
  return { ...query, counts, bigrams, alternatives };
}

/** Place and people, both ways: "Mexican"/"Mexico", "Nigerian"/"Nigeria", "American"/"America". */
function demonymForms(lexeme: string): string[] {
  if (lexeme.endsWith('ian') || lexeme.endsWith('can'))
    return [lexeme.slice(0, -1), `${lexeme.slice(0, -2)}o`];
  if (lexeme.endsWith('ia') || lexeme.endsWith('ica')) return [`${lexeme}n`];
  if (lexeme.endsWith('ico')) return [`${lexeme.slice(0, -1)}an`];
  return [];
}

/** Adds the other form of a place or people name when the corpus has it. */
export function addDemonyms(query: Lexemes, stats: CorpusStats): Lexemes {
  const counts = new Map(query.counts);
  const alternatives = new Map(query.alternatives);
  for (const lexeme of query.counts.keys()) {
    for (const form of demonymForms(lexeme)) {
      if (counts.has(form) || (stats.df.get(form) ?? 0) === 0) continue;
      counts.set(form, 1);
      alternatives.set(lexeme, [...(alternatives.get(lexeme) ?? []), [form]]);
    }
  }
  return { ...query, counts, alternatives };
}

/** A run of two to five capitalised words ("Labour Party", "Central Bank of Nigeria"). */
const NAME_RUN = /\p{Lu}\p{Ll}+(?:\s+(?:of\s+)?\p{Lu}\p{Ll}+)+/gu;

/**
 * A name the corpus writes by its initials ("Labour Party" where the document says "Peter Obi
 * (LP)"): the acronym joins the query as the other form of each word of the name.
 */
export function addInitials(query: Lexemes, stats: CorpusStats, claim: string): Lexemes {
  const counts = new Map(query.counts);
  const alternatives = new Map(query.alternatives);
  for (const run of claim.matchAll(NAME_RUN)) {
    const words = run[0].split(/\s+/).filter((w) => w !== 'of' && !/^(?:The|A|An)$/.test(w));
    if (words.length < 2 || words.length > 5) continue;
    const initials = words.map((w) => w.charAt(0).toLowerCase()).join('');
    if ((stats.df.get(initials) ?? 0) === 0) continue;
    counts.set(initials, counts.get(initials) ?? 1);
    for (const word of words.map((w) => w.toLowerCase())) {
      // The stemmer's form of the word: the word itself or a stem it begins with ("parti", "party").
      const lexeme = [...query.counts.keys()].find(
        (l) => l === word || (l.length >= 4 && word.startsWith(l.slice(0, Math.max(4, l.length - 1)))),
      );
      if (lexeme && lexeme !== initials)
        alternatives.set(lexeme, [...(alternatives.get(lexeme) ?? []), [initials]]);
    }
  }
  return { ...query, counts, alternatives };
}
