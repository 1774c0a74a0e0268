/**
 * The form a word is looked up in: lower case, without tone marks or under-dots (tweets mostly
 * leave them out), Hausa's hooked letters as plain ones (ɗ d, ƙ k, ɓ b, ƴ y), without
 * apostrophes or hyphens (kuri'a, kuri’a and kuria; ọgọ́rùn-ún, ogorun-un and ogorun are one word).
 */
export function fold(word: string): string {
  return (
    word
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .normalize('NFC')
      .toLowerCase()
      .replace(/ɗ/g, 'd')
      .replace(/ƙ/g, 'k')
      .replace(/ɓ/g, 'b')
      .replace(/ƴ/g, 'y')
      // Yoruba writes a final nasal vowel's tone again after a hyphen (karùn-ún, mẹ́sàn-án,
      // ọgọ́rùn-ún); chats mostly leave the echo out (karun, ogorun): one form for both.
      .replace(/([aeiou])n-\1n$/, '$1n')
      .replace(/['’‘`ʼ-]/g, '')
  );
}

/** A record whose keys (phrases of one or more words) are folded word by word. */
export function foldKeys(entries: Record<string, string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const [phrase, english] of Object.entries(entries))
    out.set(phrase.split(/\s+/).map(fold).join(' '), english);
  return out;
}
