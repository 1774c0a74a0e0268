/**
 * Nigerian Pidgin's grammar words, in English, so a Pidgin claim searches and is judged like
 * its English twin: "Nigeria get 40 states" is "Nigeria has 40 states". Only the words that
 * carry the sentence (verbs of being and having, pronouns, negation, tense markers) and the
 * particles that carry nothing; Pidgin's content words are English already. Hand-written from
 * common usage (BBC Pidgin style), checked against the NaijaSenti Pidgin stop-word list.
 */
const PHRASES: Array<[RegExp, string]> = [
  [/\bno be\b/gi, 'is not'],
  // "na so dem talk" (so they say) attributes the claim; it says nothing a source could.
  [/,?\s*\bna so (?:\p{L}+ )?(talk|tok|say|sey)\b/giu, ''],
  // "na wetin NBS talk" (that is what NBS says) likewise.
  [/,?\s*\bna wetin (?:\p{L}+ ){1,3}(?:talk|tok|say|sey|talk am|tok am)\b/giu, ''],
  [/\bno get\b/gi, 'does not have'],
  // "for" before a place or a date is "in": "for Nigeria", "for June 2024".
  [/\bfor (?=\p{Lu}|\d)/gu, 'in '],
  [/\b(e|im) no\b/gi, 'it is not'],
  [/\bdon dey\b/gi, 'has been'],
  [/\bwey dey\b/gi, 'that is'],
  [/\bwey be\b/gi, 'who is'],
  // Focus: "Na Peter Obi win" (it is Peter Obi who won), "Na 87 million PVC people collect"
  // (it is 87 million PVCs people collected): what follows is the subject or the figure the
  // sentence is about; "na" is not "is" here.
  [/(^|[.!?]\s+)[Nn]a\s+(?=\p{Lu}\p{Ll}|\d)/gu, '$1'],
  // After its subject the pronoun only repeats it ("Tinubu wey be APC candidate na im win":
  // Tinubu, the APC candidate, won); opening a sentence it is the subject.
  [/(?<=\p{L}\s+)na (im|am|him)\b/giu, ''],
  [/\bna (im|am|him)\b/gi, 'he'],
  [/\bna (dem|them)\b/gi, 'they'],
  // "pass 10 million" is more than 10 million; "like 1.5 million" about 1.5 million.
  [/\bpass (?=\d)/gi, 'more than '],
  [/\blike (?=\d)/gi, 'about '],
  // "for di last quarter": "for" before "the" is "in" too.
  [/\bfor (?:di|d|de) /gi, 'in the '],
  // Pidgin leaves out "the" that English needs before a year naming an event: "win 2023
  // presidential election" is "won the 2023 presidential election".
  [/\b(win|won|for|in|before|after|during|since)\s+((?:19|20)\d\d)\s+(?=\p{Ll})/giu, '$1 the $2 '],
  // "774 complete" is all 774, the whole count.
  [/(\d)\s+complete\b/gi, '$1 in total'],
];

const WORDS: Record<string, string> = {
  get: 'has',
  gat: 'has',
  dey: 'is',
  de: 'is',
  deh: 'is',
  na: 'is',
  don: 'has',
  bin: 'was',
  go: 'will',
  fit: 'can',
  dem: 'they',
  una: 'you',
  im: 'his',
  wey: 'that',
  weh: 'that',
  sey: 'that',
  say: 'that',
  dis: 'this',
  dat: 'that',
  d: 'the',
  di: 'the',
  wit: 'with',
  wetin: 'what',
  pipo: 'people',
  pesin: 'person',
  pikin: 'child',
  pikins: 'children',
  oda: 'other',
  comot: 'left',
  tok: 'said',
  talk: 'said',
  collect: 'collected',
  kon: 'then',
  plenty: 'many',
  wahala: 'trouble',
  abeg: '',
  // Openers that say how the sender feels, not what happened ("Omo, ...", "Chai! ...").
  omo: '',
  chai: '',
  haba: '',
  kai: '',
  sef: '',
  abi: '',
  shey: '',
  jare: '',
  o: '',
  oo: '',
  ooo: '',
  ehn: '',
};

/**
 * Pidgin verbs take no ending: a bare action verb tells a past event ("Tinubu win" is "Tinubu
 * won", "economy grow 3.46 percent" grew). After go, dey, fit, wan, make or no it stays bare (will
 * win, is winning, can win, did not win). The verbs figures are reported with.
 */
const PAST: Record<string, string> = {
  win: 'won',
  grow: 'grew',
  rise: 'rose',
  fall: 'fell',
  reach: 'reached',
  register: 'registered',
  record: 'recorded',
  increase: 'increased',
  drop: 'dropped',
  pay: 'paid',
  spend: 'spent',
  lose: 'lost',
  raise: 'raised',
  launch: 'launched',
  accredit: 'accredited',
  announce: 'announced',
  declare: 'declared',
};
const BARE_VERB = new RegExp(
  `(?<!\\b(?:go|dey|de|fit|wan|make|no|to)\\s)\\b(${Object.keys(PAST).join('|')})\\b`,
  'gi',
);

export function pidginToEnglish(text: string): string {
  let out = text;
  for (const [pattern, english] of PHRASES) out = out.replace(pattern, english);
  out = out.replace(BARE_VERB, (verb) => PAST[verb.toLowerCase()] ?? verb);
  return out
    .replace(/\b\p{L}+\b/gu, (word) => WORDS[word.toLowerCase()] ?? word)
    .replace(/\s+([,.!?])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
