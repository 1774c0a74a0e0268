/**
 * Official-report prose for the documents benchmark: sentences of the kinds NBS, CBN, INEC and
 * budget documents print (rates, naira sums, counts, dates), seeded so every run reads the same.
 */
const STATES = [
  'Lagos',
  'Kano',
  'Kaduna',
  'Rivers',
  'Oyo',
  'Enugu',
  'Borno',
  'Anambra',
  'Delta',
  'Ogun',
  'Plateau',
  'Sokoto',
];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const INDICATORS = [
  'Headline inflation',
  'Food inflation',
  'Core inflation',
  'The unemployment rate',
  'Youth unemployment',
  'The poverty rate',
];
const ITEMS = [
  'petrol subsidy',
  'capital projects',
  'debt service',
  'primary health care',
  'basic education',
  'road construction',
  'security votes',
];
const AGENCIES = [
  'The Federal Government',
  'The state government',
  'The Ministry of Finance',
  'The Central Bank of Nigeria',
];

/** A small deterministic generator (mulberry32). */
export function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function reportSentences(count: number, seed = 1): string[] {
  const rand = seeded(seed);
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)]!;
  const pct = () => (5 + rand() * 40).toFixed(2);
  const year = () => String(2018 + Math.floor(rand() * 7));
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    switch (i % 5) {
      case 0:
        out.push(
          `${pick(INDICATORS)} in ${pick(STATES)} rose to ${pct()} percent in ${pick(MONTHS)} ${year()}, up from ${pct()} percent a year earlier.`,
        );
        break;
      case 1:
        out.push(
          `${pick(AGENCIES)} spent N${(1 + rand() * 900).toFixed(1)} billion on ${pick(ITEMS)} in ${year()}.`,
        );
        break;
      case 2:
        out.push(
          `${pick(STATES)} State recorded ${Math.floor(1e5 + rand() * 7e6).toLocaleString('en-US')} registered voters across ${Math.floor(1000 + rand() * 9000).toLocaleString('en-US')} polling units.`,
        );
        break;
      case 3:
        out.push(
          `The allocation to ${pick(ITEMS)} was N${(0.2 + rand() * 4).toFixed(2)} trillion in the ${year()} budget, approved on ${1 + Math.floor(rand() * 28)} ${pick(MONTHS)} ${year()}.`,
        );
        break;
      default:
        out.push(
          `About ${(1 + rand() * 90).toFixed(1)} million people in ${pick(STATES)} were counted in the ${year()} survey, and ${pct()}% of households reported a fall in income.`,
        );
    }
  }
  return out;
}

/** Sentences wrapped into lines of at most `width` characters, as a PDF sets them. */
export function wrap(sentences: string[], width = 95): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of sentences.join(' ').split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}
