/**
 * More Yoruba news words (session 18, "xl18"): linking words, courts and the police, daily life,
 * and split verbs read with what lies between their parts. Written by hand for this project from
 * general knowledge of the language (no data set was copied or derived from; MAFAND-MT was only
 * measured, as aggregate recall); MIT with the project. The lowest layer: every other Yoruba list
 * wins on a word they share, so these entries only fill gaps. Format: lexicon-lines.ts.
 */
export const YORUBA_NEWS18 = `
# grammar and linking words
yó = will ; ẹni = person ; ẹnìkan = someone ; àmọ́ = but ; bẹ́ẹ̀ = so ; bẹ́ẹ̀ni = yes ; dáadáa = well ; ọ̀kan = one
# saying and thinking
rọ̀ = urged ; rò = thought
# courts and police
àhámọ́ = custody ; jẹ́jọ́ = stood trial ; dá láre = acquitted ; fi sẹ́wọ̀n = jailed ; nípò = from office ; yọ nípò = removed from office
ìfìyàjẹ = punishment ; ìtanràn = fine ; apànìyàn = killer ; ìràpadà = ransom ; owó ìràpadà = ransom
halẹ̀ = threatened ; sálọ = fled ; tú ká = dispersed ; dájọ́ ikú = sentenced to death
# daily life
aṣọ = clothes ; àpò = bag ; àpò ìrẹsì = bags of rice ; àdúgbò = neighbourhood ; ibùdókọ̀ = motor park ; kànga = well ; olú ilé iṣẹ́ = headquarters
# people
ẹlẹgbẹ́ = counterpart ; onígbàgbọ́ = Christians ; ìbejì = twins
# health, weather
àìsí = lack of ; omi mímu = drinking water ; ìkọ́ṣẹ́ = training ; ilé ìwòsàn ìkọ́ṣẹ́ = teaching hospital ; rọpárọsẹ̀ = polio ; ẹ̀ẹ̀rùn = dry season ; ọ̀gbẹlẹ̀ = drought ; ìjáwé olúborí = victory
`;

/** A split verb's first part, then one to four words, then its closing part (no punctuation). */
const split = (first: string, last: string) =>
  new RegExp(
    `(?<![\\p{L}\\p{M}])(${first})\\s+((?:[^\\s.,;:!?]+\\s+){0,3}[^\\s.,;:!?]+)\\s+(${last})(?![\\p{L}\\p{M}])`,
    'giu',
  );

/**
 * Split verbs (*dín owó orí kù*, reduce the tax; *ba ilé jẹ́*, destroy the house; *tú àwọn
 * olùwọ́de ká*, disperse the protesters): the closing part is moved next to the verb, where the
 * word lists read the whole verb (*dín kù*, *ba jẹ́*, *tú ká*), the object after it.
 */
export const YORUBA_SPLIT_VERBS18: Array<[RegExp, string]> = [
  [split('d[íi]\\p{M}*n', 'k[ùu]\\p{M}*'), '$1 $3 $2'],
  [split('b(?:a|a\\u0300|à)', 'j[ẹe]\\p{M}*'), '$1 $3 $2'],
  [split('t[úu]\\p{M}*', 'k[áa]\\p{M}*'), '$1 $3 $2'],
  [split('y[ọo]\\p{M}*', 'n[íi]\\p{M}*p[òo]\\p{M}*'), '$1 $3 $2'],
  [split('d[áa]\\p{M}*', 'l[áa]\\p{M}*r[ée]\\p{M}*|l[ẹe]\\p{M}*b[ìíi]\\p{M}*'), '$1 $3 $2'],
  [split('gb[àa]\\p{M}*', 's[íi]\\p{M}*l[ẹe]\\p{M}*'), '$1 $3 $2'],
  [split('j[íi]\\p{M}*', 'gb[ée]\\p{M}*'), '$1 $3 $2'],
  // "sún ẹjọ́ / ìgbẹ́jọ́ síwájú" (adjourned the case) is a phrase of its own in the lists.
  [
    split(
      's[úu]\\p{M}*n(?!\\s+(?:[ìi]\\p{M}*gb)?[ẹe]\\p{M}*j[ọo]\\p{M}*\\s)',
      's[íi]\\p{M}*w[áa]\\p{M}*j[úu]\\p{M}*',
    ),
    '$1 $3 $2',
  ],
];
