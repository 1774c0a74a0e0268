/**
 * Yoruba number words, folded (see fold.ts): Yoruba counts in twenties, and by subtraction
 * from the next ten or twenty: 36 is mẹ́rìndínlógójì, "four short of forty"; 74 is
 * mẹ́rìnléláàádọ́rin, "four on seventy"; 18 is méjìdínlógún. Written by hand from the standard
 * grammar of Yoruba numerals.
 */
const BASES: Record<string, number> = {
  ewa: 10,
  ewaa: 10,
  mewa: 10,
  mewaa: 10,
  eedogun: 15,
  ogun: 20,
  eedogbon: 25,
  ogbon: 30,
  ogoji: 40,
  aadota: 50,
  ogota: 60,
  aadorin: 70,
  ogorin: 80,
  aadorun: 90,
  aadorunun: 90,
  ogorun: 100,
  ogorunun: 100,
  // The tens past a hundred, counted in twenties too (àádọ́fà 110, "ten short of 120"; ọgọ́fà
  // 120; àádóje 130; … àádọ́wàá 190): mẹ́tàlélàádóje is 133.
  aadofa: 110,
  ogofa: 120,
  aadoje: 130,
  ogoje: 140,
  aadojo: 150,
  ogojo: 160,
  aadosan: 170,
  aadosanan: 170,
  ogosan: 180,
  ogosanan: 180,
  aadowa: 190,
  aadowaa: 190,
  igba: 200,
  oodunrun: 300,
  irinwo: 400,
  eedegbeta: 500,
  egbeta: 600,
  eedegberin: 700,
  egberin: 800,
  eedegbesan: 900,
  egberun: 1000,
  egbaa: 2000,
};

/** Units by the stem they keep in every form (ọ̀kan, mọ́kàn-; èjì, méjì; ẹ̀rin, mẹ́rin, ẹẹ́rìn-). */
const STEMS: Record<string, number> = {
  kan: 1,
  ji: 2,
  ta: 3,
  rin: 4,
  run: 5,
  fa: 6,
  je: 7,
  jo: 8,
  san: 9,
  wa: 10,
};

const UNITS: Record<string, number> = {
  eni: 1,
  // "mílíọ̀nù kan", "ìpínlẹ̀ kan": one, after what it counts.
  kan: 1,
  okan: 1,
  ookan: 1,
  eji: 2,
  meji: 2,
  eta: 3,
  meta: 3,
  erin: 4,
  merin: 4,
  arun: 5,
  marun: 5,
  marunun: 5,
  efa: 6,
  mefa: 6,
  eje: 7,
  meje: 7,
  ejo: 8,
  mejo: 8,
  esan: 9,
  mesan: 9,
  mesanan: 9,
};

const STEM = '(m?[oea]{0,2})(kan|ji|ta|rin|run|fa|je|jo|san|wa)';
const TEEN = new RegExp(`^${STEM}la$`);
const COMPOUND = new RegExp(`^${STEM}(din|le)l?(.+)$`);

export function yorubaNumber(word: string): number | null {
  const plain = UNITS[word] ?? BASES[word];
  if (plain !== undefined) return plain;
  // The counting form of an ẹ̀ẹ́d- base takes m- as the units do (mẹ́ẹ̀ẹ́dọ́gbọ̀n 25, mẹ́ẹ̀ẹ́dógún
  // 15, "meedogbon" in a chat), its long vowel written once, twice or three times.
  const counting = /^me{1,3}(d[a-z]+)$/.exec(word);
  const base = counting ? BASES[`ee${counting[1]}`] : undefined;
  if (base !== undefined) return base;
  const teen = TEEN.exec(word);
  if (teen) return 10 + (STEMS[teen[2]!] ?? 0);
  const compound = COMPOUND.exec(word);
  if (compound) {
    // "lé ní àádọ́rin" contracts to "léláàádọ́rin": the base may carry the linker's vowel.
    const rest = compound[4]!;
    const base = [rest, rest.replace(/^n/, ''), rest.replace(/^([aeiou])\1\1/, '$1$1')]
      .map((form) => BASES[form])
      .find((value) => value !== undefined);
    const unit = STEMS[compound[2]!];
    if (base !== undefined && unit !== undefined) return compound[3] === 'din' ? base - unit : base + unit;
  }
  return null;
}

/**
 * An ordinal, folded: k + the number's vowel-initial form, its first vowel sometimes lengthened
 * (kejì 2nd, kẹrin 4th, kọkànlá 11th, kẹẹ̀ẹ́dọ́gbọ̀n 25th, kẹrìndínlọ́gbọ̀n 26th); kìíní is 1st.
 * Days of the month are counted so: "ọjọ́ kẹẹ̀ẹ́dọ́gbọ̀n oṣù Kejì" is 25 February.
 */
export function yorubaOrdinal(word: string): number | null {
  if (word === 'kiini' || word === 'kini') return 1;
  const rest = /^k([aeiou].+)$/.exec(word)?.[1];
  if (!rest) return null;
  for (const form of [rest, rest.replace(/^([aeiou])\1+/, '$1$1'), rest.replace(/^([aeiou])\1+/, '$1')]) {
    const n = yorubaNumber(form);
    if (n !== null) return n;
  }
  return null;
}
