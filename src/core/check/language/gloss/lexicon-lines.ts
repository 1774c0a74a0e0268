/**
 * A lexicon written one entry a line, `word or phrase = English`, so the long general word
 * lists read like a dictionary rather than code. `#` starts a comment; an empty right-hand side
 * drops the word (grammar words that carry nothing into English). Several entries may share a
 * line when separated by `;`.
 */
export function lexiconLines(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const content = line.replace(/#.*$/, '');
    for (const entry of content.split(';')) {
      const at = entry.indexOf('=');
      if (at < 0) continue;
      const phrase = entry.slice(0, at).trim().normalize('NFC');
      if (!phrase) continue;
      out[phrase] = entry.slice(at + 1).trim();
    }
  }
  return out;
}

/**
 * A language's specific entries over its general word list. Words that differ only by tone
 * or dots fold to one key, so a general entry is dropped whenever a specific one folds to the
 * same key (otherwise whichever came last would win), unless its dots differ: then it is
 * another word (Yoruba "kó lọ" moved, "kọ́ ló" it is not … that), kept for messages written
 * with dots (glosser.ts tells them apart); the specific one stays the sense of undotted text.
 */
export function over(
  general: Record<string, string>,
  specific: Record<string, string>,
  fold: (word: string) => string,
): Record<string, string> {
  const key = (phrase: string) => phrase.split(/\s+/).map(fold).join(' ');
  const taken = new Map<string, Set<string>>();
  for (const phrase of Object.keys(specific))
    taken.set(key(phrase), (taken.get(key(phrase)) ?? new Set()).add(dotted(phrase)));
  const out: Record<string, string> = {};
  for (const [phrase, english] of Object.entries(general)) {
    const spellings = taken.get(key(phrase));
    if (!spellings || !spellings.has(dotted(phrase))) out[phrase] = english;
  }
  return { ...out, ...specific };
}

/** A phrase's letters with their under-dots and dots above, without tone marks or case. */
function dotted(phrase: string): string {
  return phrase
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^\p{L}\d\s\u0323\u0307]/gu, '')
    .normalize('NFC');
}
