import type { ElectionInfo } from './ports.js';

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const TYPE_WORDS: Record<string, string> = {
  presidential: 'PRES',
  president: 'PRES',
  pres: 'PRES',
  governorship: 'GOV',
  governor: 'GOV',
  gov: 'GOV',
  guber: 'GOV',
  gubernatorial: 'GOV',
};
const FILLER = new Set(['election', 'elections', 'state', 'the', 'of', 'and']);

/** Presidential elections first (the one most people ask about), then the rest as they were. */
export function presidentialFirst(elections: ElectionInfo[]): ElectionInfo[] {
  const rank = (e: ElectionInfo) => (e.typeCode === 'PRES' ? 0 : 1);
  return [...elections].sort((a, b) => rank(a) - rank(b) || b.date.getTime() - a.date.getTime());
}

/**
 * The elections `raw` names (api.md "For integrators"): an IReV id or object id, an INEC type
 * code (`PRES`), or words: a type (`presidential`, `governorship`), a year, a state's name
 * (`lagos`, `akwa ibom governorship 2023`). A state's name alone means its governorship election.
 * Empty when nothing matches.
 */
export function matchElections(all: ElectionInfo[], raw: string): ElectionInfo[] {
  const value = raw.trim();
  const exact = all.filter((e) => String(e.id) === value || e.irevObjectId === value.toLowerCase());
  if (exact.length > 0) return exact;
  const byCode = all.filter((e) => e.typeCode.toLowerCase() === value.toLowerCase());
  if (byCode.length > 0) return presidentialFirst(byCode);

  let type: string | null = null;
  let year: number | null = null;
  const rest: string[] = [];
  for (const word of fold(value).split(' ')) {
    if (TYPE_WORDS[word]) type = TYPE_WORDS[word];
    else if (/^(19|20)\d\d$/.test(word)) year = Number(word);
    else if (word && !FILLER.has(word)) rest.push(word);
  }
  const place = rest.join(' ');
  if (!type && !place) return year ? all.filter((e) => e.date.getUTCFullYear() === year) : [];
  return presidentialFirst(
    all.filter((e) => {
      if (year !== null && e.date.getUTCFullYear() !== year) return false;
      if (place) {
        if (!e.state) return false;
        const state = fold(e.state.name);
        if (state !== place && !(place === 'abuja' && state === 'fct')) return false;
        return (type ?? 'GOV') === e.typeCode;
      }
      return e.typeCode === type;
    }),
  );
}
