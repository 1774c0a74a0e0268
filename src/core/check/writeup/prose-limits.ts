/**
 * Length limits a style guide written as prose sets, as editors write them: "under 60 words",
 * "Max 40 words", "The word limit is 25 words", "below fifty words", "No more than three
 * sentences", "Keep it to one sentence", and in the other languages of the newsrooms: Pidgin
 * "Make una no pass 40 words", Hausa "Kada rubutu ya wuce kalmomi 40", Yoruba "Má ṣe ju ọ̀rọ̀
 * 40 lọ", Igbo "Agaghị karịa okwu 40".
 */
export function proseLimits(text: string): { maxWords?: number; maxSentences?: number } {
  // Tone marks and dots below vary with the keyboard: Yoruba and Igbo words are read without them.
  const plain = text.normalize('NFD').replace(/\p{M}/gu, '');
  const maxWords = limitOf(plain, WORDS);
  const maxSentences = limitOf(plain, SENTENCES);
  return {
    ...(maxWords !== null ? { maxWords: Math.max(5, maxWords) } : {}),
    ...(maxSentences !== null ? { maxSentences: Math.max(1, maxSentences) } : {}),
  };
}

const UNITS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** A count as a guide writes it: digits or English words up to "a hundred". */
const COUNT = `(\\d{1,3}|(?:${TENS.join('|')})(?:[- ](?:${UNITS.join('|')}))?|${TEENS.join('|')}|${UNITS.join('|')}|a single|a hundred|one hundred)`;

function countOf(written: string): number {
  const w = written.toLowerCase();
  if (/^\d+$/.test(w)) return Number(w);
  if (w === 'a single') return 1;
  if (/hundred/.test(w)) return 100;
  const [tens, unit] = w.split(/[- ]/);
  if (TEENS.includes(tens!)) return 10 + TEENS.indexOf(tens!);
  if (TENS.includes(tens!)) return (TENS.indexOf(tens!) + 2) * 10 + (unit ? UNITS.indexOf(unit) + 1 : 0);
  return UNITS.indexOf(tens!) + 1;
}

/** What is counted, in each language a guide may be written in (read without tone marks). */
const WORDS = '(?:words?|kalmomi|oro|okwu)';
const SENTENCES = '(?:sentences?|jimloli|gbolohun)';

/** Phrasings of a limit: `upTo` keeps the count, `below` is one less ("under 60 words": 59). */
function limitOf(text: string, unit: string): number | null {
  const upTo = [
    `\\b(?:at most|no more than|not more than|(?:a )?maximum(?: of)?|max\\.?|up to|within|(?:not|never) (?:to )?exceed(?:ing)?|(?:not|never|no) (?:\\S+ )?pass|limit(?:ed)? to|keep (?:it|them|write-?ups?|replies) (?:to|at)|wuce|ju|karia) ${COUNT} ${unit}\\b`,
    // "Please don't write more than 45 words", "No write-up should be longer than 35 words",
    // "No write-up may run past 35 words"
    `\\b(?:no|not|never|don't|n't)\\b[^.\\n]{0,40}\\b(?:more than|longer than|over|past|beyond) ${COUNT} ${unit}\\b`,
    `\\b(?:wuce|ju|karia) ${unit} ${COUNT}\\b`,
    `\\b${COUNT}[- ]${unit} (?:limit|maximum|max|or (?:fewer|less)|at most|at the most)\\b`,
    `\\b${unit} limit (?:is|of|:)\\s*${COUNT}\\b`,
    `\\bin ${COUNT} ${unit}\\b`,
  ];
  const below = [`\\b(?:under|fewer than|less than|below|kasa da) ${COUNT} ${unit}\\b`];
  for (const pattern of below) {
    const m = new RegExp(pattern, 'i').exec(text);
    if (m) return countOf(m[1]!) - 1;
  }
  for (const pattern of upTo) {
    const m = new RegExp(pattern, 'i').exec(text);
    if (m) return countOf(m[1]!);
  }
  // "Keep it to one sentence", "a single sentence": no word for a limit, but one all the same.
  if (unit === SENTENCES && /\b(?:one|a single) sentence\b/i.test(text)) return 1;
  return null;
}
