import type { LanguageCode } from '../pipeline/ports.js';
import type { DecisiveFigure, FigurePeriod, FigureSubject } from './decisive-figure.js';
import { MONTHS } from '../stance/standard-forms.js';

/** The languages a decisive figure is stated in beside the source's English quote. */
type Local = 'pcm' | 'ha' | 'yo' | 'ig';

/**
 * How one language states a figure. `{p}` publisher, `{s}` what is counted, `{c}` "in Nigeria"
 * when the source says it of Nigeria, `{w}` when (both with their leading space), `{n}` the figure,
 * `{o}` the candidate. `count`: a number of things; `rate`: a percent; `votes`: a candidate's.
 */
interface FigureFrames {
  count: string;
  /** `count` for a figure the source gives of Nigeria, where the language says it otherwise. */
  countOfNigeria?: string;
  /** A rate's frame; `{a}` is the verb's agreement with the subject where the language marks it. */
  rate: string;
  votes: string;
  /**
   * The same subject's figure for a later year, put before the full stop: `{w}` when, `{n}` the
   * figure (`{a}` the agreement, as in `rate`).
   */
  thenCount: string;
  thenRate: string;
  /** The other candidate's votes (`{o}`, `{n}`), put before the full stop. */
  rivalVotes: string;
  nigeria: string;
  year: string;
  /** When a candidate's votes were cast: the election of `{y}`. */
  election: string;
  /** "{m}" a month's words, "{y}" the year. */
  month: string;
  months: readonly string[];
  /** "{q}" a quarter's words, "{y}" the year; absent: the year alone. */
  quarter?: string;
  quarters?: readonly string[];
}

/** A subject's words in one language; a rate's in Hausa carry the verb's agreement ("ta", "ya"). */
type SubjectWords = string | { words: string; agree: string };

/**
 * Words for what a figure counts. A subject missing in a language has no sure words there: the
 * write-up keeps the verdict and the source's quote (never a guessed translation).
 */
const SUBJECTS: Record<FigureSubject, Partial<Record<Local, SubjectWords>>> = {
  registeredVoters: {
    pcm: 'people wey register to vote',
    ha: 'masu rajistar zaɓe',
    yo: 'àwọn olùdìbò tí wọ́n forúkọ sílẹ̀',
    ig: 'ndị debanyere aha ntuli aka',
  },
  pvcs: {
    pcm: 'PVC wey people collect',
    ha: 'katunan zaɓe (PVC) da aka karɓa',
    yo: 'káàdì ìdìbò (PVC) tí wọ́n gbà',
  },
  states: { pcm: 'states', ha: 'jihohi', yo: 'ìpínlẹ̀', ig: 'steeti' },
  lgas: { pcm: 'local governments', ha: 'ƙananan hukumomi', yo: 'ìjọba ìbílẹ̀', ig: 'ọchịchị ime obodo' },
  wards: { pcm: 'wards', ha: 'mazaɓu', yo: 'wọ́ọ̀dù' },
  pollingUnits: { pcm: 'polling units', ha: 'rumfunan zaɓe', yo: 'ibùdó ìdìbò', ig: 'ebe ntuli aka' },
  parties: {
    pcm: 'political parties',
    ha: "jam'iyyun siyasa",
    yo: 'ẹgbẹ́ òṣèlú',
    ig: 'otu ndọrọ ndọrọ ọchịchị',
  },
  population: { pcm: 'people', ha: "al'umma", yo: 'ènìyàn', ig: 'ndị mmadụ' },
  votes: { pcm: 'votes', ha: "ƙuri'u", yo: 'ìbò', ig: 'votu' },
  inflation: {
    pcm: 'inflation',
    ha: { words: 'hauhawar farashin kaya', agree: 'ta' },
    yo: 'ọ̀wọ́ngógó ọjà',
    ig: 'mmụba ọnụ ahịa',
  },
  unemployment: {
    pcm: 'unemployment rate',
    ha: { words: 'rashin aikin yi', agree: 'ya' },
    yo: 'àìníṣẹ́',
    ig: 'ọnụego enweghị ọrụ',
  },
  mpr: {
    pcm: 'MPR (interest rate)',
    ha: { words: "ma'aunin kuɗin ruwa (MPR)", agree: 'ya' },
    yo: 'òṣùwọ̀n èlé (MPR)',
    ig: 'ọnụego ọmụrụ nwa (MPR)',
  },
  gdpGrowth: {
    pcm: 'GDP growth',
    ha: { words: 'bunƙasar tattalin arziki', agree: 'ta' },
    yo: 'ìdàgbàsókè ọrọ̀ ajé',
  },
};

const FRAMES: Record<Local, FigureFrames> = {
  pcm: {
    count: '{p} talk say di number of {s}{c}{w} na {n}.',
    countOfNigeria: '{p} talk say Naija get {n} {s}{w}.',
    // "34.19%": the figure as Pidgin news writes it (and no word a guide's spelling rules touch).
    rate: '{p} talk say {s}{c}{w} na {n}%.',
    votes: '{p} talk say {o} get {n} votes{w}.',
    thenCount: ', and{w} e na {n}',
    rivalVotes: ', and {o} get {n}',
    thenRate: ', and{w} e na {n}%',
    nigeria: ' for Naija',
    year: ' for {y}',
    election: ' for di {y} election',
    month: ' for {m} {y}',
    // Pidgin writes the months as English does.
    months: MONTHS,
    quarter: ' for di {q} quarter of {y}',
    quarters: ['first', 'second', 'third', 'fourth'],
  },
  ha: {
    count: '{p} ta ce adadin {s}{c}{w} ya kai {n}.',
    rate: '{p} ta ce {s}{c}{w} {a} kai kashi {n} cikin ɗari.',
    votes: "{p} ta ce ƙuri'un {o}{w} sun kai {n}.",
    thenCount: ',{w} kuma {a} kai {n}',
    rivalVotes: ', na {o} kuma sun kai {n}',
    thenRate: ',{w} kuma {a} kai kashi {n} cikin ɗari',
    nigeria: ' a Najeriya',
    year: ' a {y}',
    election: ' a zaɓen {y}',
    month: ' a watan {m} {y}',
    months: [
      'Janairu',
      'Fabrairu',
      'Maris',
      'Afrilu',
      'Mayu',
      'Yuni',
      'Yuli',
      'Agusta',
      'Satumba',
      'Oktoba',
      'Nuwamba',
      'Disamba',
    ],
    quarter: ' a zango na {q} na {y}',
    quarters: ['farko', 'biyu', 'uku', 'huɗu'],
  },
  yo: {
    count: '{p} sọ pé iye {s}{c}{w} jẹ́ {n}.',
    rate: '{p} sọ pé {s}{c}{w} jẹ́ ìdá {n} nínú ọgọ́rùn-ún.',
    votes: '{p} sọ pé {o} ní ìbò {n}{w}.',
    thenCount: ',{w} ó jẹ́ {n}',
    rivalVotes: ', {o} sì ní ìbò {n}',
    thenRate: ',{w} ó jẹ́ ìdá {n} nínú ọgọ́rùn-ún',
    nigeria: ' ní Nàìjíríà',
    year: ' ní ọdún {y}',
    election: ' nínú ìdìbò ọdún {y}',
    month: ' ní oṣù {m} ọdún {y}',
    // The months as Yoruba newsrooms number them: "oṣù Kẹfà" is June.
    months: [
      'Kìíní',
      'Kejì',
      'Kẹta',
      'Kẹrin',
      'Karùn-ún',
      'Kẹfà',
      'Keje',
      'Kẹjọ',
      'Kẹsàn-án',
      'Kẹwàá',
      'Kọkànlá',
      'Kejìlá',
    ],
    quarter: ' ní ìdámẹ́rin {q} ọdún {y}',
    quarters: ['kìíní', 'kejì', 'kẹta', 'kẹrin'],
  },
  ig: {
    count: '{p} kwuru na ọnụ ọgụgụ {s}{c}{w} bụ {n}.',
    rate: '{p} kwuru na {s}{c}{w} bụ pasentị {n}.',
    votes: '{p} kwuru na ọnụ ọgụgụ votu {o} nwetara{w} bụ {n}.',
    thenCount: ',{w} ọ bụ {n}',
    rivalVotes: ', nke {o} bụ {n}',
    thenRate: ',{w} ọ bụ pasentị {n}',
    nigeria: ' na Naịjirịa',
    year: " n'afọ {y}",
    election: ' na ntuli aka {y}',
    month: " n'ọnwa nke {m} n'afọ {y}",
    // "ọnwa nke isii" (the sixth month) is June.
    months: [
      'mbụ',
      'abụọ',
      'atọ',
      'anọ',
      'ise',
      'isii',
      'asaa',
      'asatọ',
      'itoolu',
      'iri',
      'iri na otu',
      'iri na abụọ',
    ],
  },
};

const isLocal = (language: LanguageCode): language is Local => language in FRAMES;

function periodWords(frames: FigureFrames, period: FigurePeriod | undefined, votes: boolean): string {
  if (!period) return '';
  const y = String(period.year);
  if (votes) return frames.election.replace('{y}', y);
  if (period.month) return frames.month.replace('{m}', frames.months[period.month - 1]!).replace('{y}', y);
  if (period.quarter && frames.quarter && frames.quarters)
    return frames.quarter.replace('{q}', frames.quarters[period.quarter - 1]!).replace('{y}', y);
  return frames.year.replace('{y}', y);
}

/**
 * The decisive figure stated in the claim's language: "INEC ta ce adadin masu rajistar zaɓe a
 * 2023 ya kai 93,469,008." Null for English and other languages, and where the language has no
 * sure words for what the figure counts.
 */
export function figureSentence(
  language: LanguageCode,
  figure: DecisiveFigure,
  publisher: string,
): string | null {
  if (!isLocal(language)) return null;
  const frames = FRAMES[language];
  const subject = SUBJECTS[figure.subject][language];
  if (!subject) return null;
  const kind = figure.subject === 'votes' ? 'votes' : figure.percent ? 'rate' : 'count';
  const [words, agree] = typeof subject === 'string' ? [subject, 'ya'] : [subject.words, subject.agree];
  const values: Record<string, string> = {
    p: publisher,
    s: words,
    a: agree,
    // Pidgin's "Naija get 36 states" says the country itself.
    c:
      figure.nigeria && kind !== 'votes' && !(kind === 'count' && frames.countOfNigeria)
        ? frames.nigeria
        : '',
    w: periodWords(frames, figure.period, kind === 'votes'),
    n: figure.figure,
    o: figure.owner ?? '',
  };
  const put = (frame: string, slots: Record<string, string>) =>
    frame.replace(/\{([psacwno])\}/g, (_m, key: string) => slots[key] ?? '');
  const frame =
    kind === 'count' && figure.nigeria && frames.countOfNigeria ? frames.countOfNigeria : frames[kind];
  const sentence = put(frame, values);
  if (kind === 'votes' && figure.rival)
    return sentence.replace(
      /\.$/,
      `${put(frames.rivalVotes, { o: figure.rival.owner, n: figure.rival.figure })}.`,
    );
  if (!figure.then || kind === 'votes') return sentence;
  const then = put(kind === 'rate' ? frames.thenRate : frames.thenCount, {
    ...values,
    w: periodWords(frames, figure.then.period, false),
    n: figure.then.figure,
  });
  return sentence.replace(/\.$/, `${then}.`);
}
