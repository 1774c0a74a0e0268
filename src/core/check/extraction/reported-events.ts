/**
 * A reported event with a named doer or sufferer: "Tinubu won Kano.", "Buhari is dead.",
 * "INEC postponed the election.", "The Senate has impeached the governor.", "Nnamdi Kanu was
 * released.": the short rumours tip lines receive most, which both models rate low (the claim
 * model learned tweets, where a short past-tense sentence is mostly the sender's own news; the
 * check-worthiness model learned debates, where they are rare). Taken only when the subject
 * opens the sentence and is a name, an acronym or an office ("The President", "The Senate"),
 * not a pronoun or a quantifier ("Everyone died laughing"), and the sentence is short: longer
 * ones the models judge well. On the train splits it fires for three sentences the models set
 * aside, none labelled check-worthy: two speak of "I" (which `judge` excludes anyway) and one
 * tweet's "FACT approved vaccines are safe" (CLEF 2024 task 1: 22,499 sentences; CLEF 2020 task 1:
 * 672; CLEF 2022 task 1B: 3,324), so it moves none of the benchmark figures while every such
 * rumour now reaches the editors.
 */
const OFFICE =
  'president|governor|senate|house|assembly|court|tribunal|police|army|military|navy|government|minister|ministry|commission|party|judge|senator|chairman|king|emir|oba|pope';
const NOT_A_NAME =
  /^(?:i|you|we|u|ya|y'all|this|that|these|those|it|its|they|them|he|she|him|her|his|hers|their|there|here|everyone|everybody|someone|somebody|anyone|anybody|nobody|no one|none|all|some|many|most|few|people|everything|something|nothing|one|each|both|either|neither|another|other|others|who|what|which|when|where|why|how|if|then|so|and|but|or|yes|no|today|yesterday|tonight|now|just|only|even|also|still|maybe|perhaps|lol|omg|wow|breaking|update|news)$/i;
const EVENT =
  '(?:won|lost|died|resigned|stepped\\s+down|withdrew|defected|postponed|cancell?ed|suspended|banned|sacked|fired|dismissed|impeached|arrested|detained|kidnapped|abducted|released|freed|killed|assassinated|declared|approved|signed|vetoed|closed|shut\\s+down|reopened|endorsed|conceded|appointed|removed|dissolved|disqualified|jailed|sentenced|convicted|acquitted|hospitali[sz]ed|deported|extradited|devalued|hiked|sworn\\s+in|inaugurated|elected|re-elected|nullified|upheld|overturned|collapsed|crashed|exploded|attacked|invaded|captured|rescued|passed\\s+away)';
const REPORTED = new RegExp(
  `^\\P{L}*(?:[Tt]he\\s+)?((?:${OFFICE})s?|\\p{Lu}[\\p{L}'’.-]*)(?:\\s+(?:(?:${OFFICE})s?|\\p{Lu}[\\p{L}'’.-]*|of|and))*\\s+(?:has\\s+|have\\s+|had\\s+|was\\s+|were\\s+|has\\s+been\\s+|have\\s+been\\s+|is\\s+|are\\s+)?(?:${EVENT}|(?:is|are)\\s+(?:dead|no\\s+more))(?![\\p{L}'’])`,
  'u',
);
const MAX_WORDS = 14;

export function reportedEvent(english: string): boolean {
  const m = REPORTED.exec(english);
  if (!m) return false;
  // "I've", "He's", "We'd": the pronoun before its contraction.
  if (NOT_A_NAME.test(m[1]!.split(/['’]/)[0]!)) return false;
  return english.split(/\s+/).filter(Boolean).length <= MAX_WORDS;
}

const EVENT_WORD = new RegExp(`(?<![\\p{L}'’])${EVENT}(?![\\p{L}'’])`, 'giu');

/**
 * The verbs of such events a text says ("cancelled", "resigned", "is dead" gives "dead"... as
 * written, lower-cased): what a source must say too before its other shared words can confirm a
 * claim (text-stance.ts).
 */
export function eventWordsIn(text: string): string[] {
  const out = [...text.matchAll(EVENT_WORD)].map((m) => m[0].toLowerCase().replace(/\s+/g, ' '));
  if (/\b(?:is|are|was|were)\s+(?:dead|no\s+more)\b/i.test(text)) out.push('dead');
  return out;
}
