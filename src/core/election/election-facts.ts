import type { Evidence } from '../check/evidence-search.js';
import type { StructuredDataSource, StructuredFact, StanceJudgement } from '../check/pipeline/ports.js';
import type { Counts, ElectionService } from './election-service.js';
import type { AreaRef } from './ports.js';
import { normaliseAreaName } from './area-resolver.js';

/** What a claim says about a figure: a share of units with sheets, or a number of units. */
export interface ClaimedFigure {
  metric: 'upload_share' | 'upload_count' | 'unit_count';
  value: number;
  /** "only half" and "about half" are `about`; "less than a third" is `below`; "over 90%" is `above`. */
  comparison: 'about' | 'below' | 'above' | 'exact';
}

const FRACTIONS: Array<[RegExp, number]> = [
  [/\b(none|no|zero)\b(?= of| polling| result)/, 0],
  [/\bthree[- ]quarters\b/, 75],
  [/\btwo[- ]thirds\b/, 66.67],
  [/\b(a|one)[- ]third\b/, 33.33],
  [/\b(a|one)[- ]quarter\b/, 25],
  [/\bhalf\b/, 50],
  [/\b(all|every)\b(?= (of |the )?(polling|result|units|sheets))/, 100],
];

const UPLOAD_WORDS =
  /\b(upload(ed|s)?|irev|result sheets?|results? (were |was )?(posted|published|uploaded)|ec8a)\b/;
const UNIT_WORDS = /\bpolling[- ]units?\b|\bpus\b/;

function comparisonOf(text: string): ClaimedFigure['comparison'] {
  if (/\b(less than|fewer than|under|below|not even|barely)\b/.test(text)) return 'below';
  if (/\b(more than|over|above|at least|exceed(ed|s)?)\b/.test(text)) return 'above';
  if (/\b(about|around|nearly|almost|roughly|approximately|some|only|just)\b/.test(text)) return 'about';
  return 'exact';
}

/** Reads the figure a claim states, or null when it states none this source can check. */
export function parseClaimedFigure(claim: string): ClaimedFigure | null {
  const text = claim.toLowerCase().replace(/(\d),(?=\d{3}\b)/g, '$1');
  const aboutUploads = UPLOAD_WORDS.test(text);
  if (!aboutUploads && !UNIT_WORDS.test(text)) return null;
  const comparison = comparisonOf(text);
  const percent = /(\d{1,3}(?:\.\d+)?)\s*(%|percent|per cent)/.exec(text);
  if (percent && aboutUploads) return { metric: 'upload_share', value: Number(percent[1]), comparison };
  if (aboutUploads) {
    for (const [pattern, value] of FRACTIONS)
      if (pattern.test(text)) return { metric: 'upload_share', value, comparison };
  }
  const count = /\b(\d{2,6})\s+(polling[- ]units?|pus|result sheets?)\b/.exec(text);
  if (count) {
    const metric =
      /result sheets?/.test(count[2]!) || (aboutUploads && !/\b(has|have|had|there are)\b/.test(text))
        ? 'upload_count'
        : 'unit_count';
    return { metric, value: Number(count[1]), comparison };
  }
  return null;
}

/** How a claimed figure compares with the real one: supports or disputes, with a strength. */
export function judgeFigure(claimed: ClaimedFigure, actual: number): StanceJudgement {
  const share = claimed.metric === 'upload_share';
  // Shares are judged in percentage points, counts relative to the true figure.
  const off = share
    ? Math.abs(claimed.value - actual)
    : Math.abs(claimed.value - actual) / Math.max(1, actual);
  const close = share ? 5 : 0.02;
  const far = share ? 15 : 0.1;
  if (claimed.comparison === 'below')
    return actual < claimed.value
      ? { stance: 'supports', strength: 0.85 }
      : { stance: 'disputes', strength: 0.9 };
  if (claimed.comparison === 'above')
    return actual > claimed.value
      ? { stance: 'supports', strength: 0.85 }
      : { stance: 'disputes', strength: 0.9 };
  const tolerance = claimed.comparison === 'exact' && !share ? 0.001 : close;
  if (off <= tolerance) return { stance: 'supports', strength: 0.9 };
  if (off >= far) return { stance: 'disputes', strength: 0.9 };
  return { stance: off <= close * 2 ? 'supports' : 'disputes', strength: 0.4 };
}

const formatCounts = (place: string, c: Counts) =>
  `${place}: ${c.pollingUnits.toLocaleString('en')} polling units in the register; result sheets on IReV for ` +
  `${c.uploaded.toLocaleString('en')} of them (${c.uploadedPct}%), none for ${c.notUploaded.toLocaleString('en')}.`;

/**
 * The election register and IReV upload counts as evidence (engine.md, retrieval): recognises a
 * claim about the polling units or uploaded result sheets of Nigeria, a state or an LGA, and
 * judges its figure against the data ("INEC uploaded results for only half of Lagos's polling
 * units": Lagos had sheets for far more than half).
 */
export function createElectionFacts(deps: { elections: ElectionService }): StructuredDataSource {
  let states: AreaRef[] | null = null;

  async function areaIn(claim: string): Promise<{ state?: AreaRef; lga?: string; place: string } | null> {
    const text = ` ${normaliseAreaName(claim.replace(/['’]s\b/g, ''))} `;
    const lga = /\b([A-Z][A-Z ]{1,30}?) (LGA|LOCAL GOVERNMENT)\b/.exec(claim.toUpperCase());
    states ??= await deps.elections.states();
    const all = states;
    const names = [...all].sort((a, b) => b.name.length - a.name.length);
    const state =
      names.find((s) => text.includes(` ${s.name} `)) ??
      (/ (ABUJA|FEDERAL CAPITAL TERRITORY) /.test(text) ? all.find((s) => s.name === 'FCT') : undefined);
    if (lga) return { ...(state ? { state } : {}), lga: lga[1]!.trim(), place: `${lga[1]!.trim()} LGA` };
    if (state) return { state, place: state.name };
    if (/\b(NIGERIA|NATIONWIDE|THE COUNTRY|NATIONAL(LY)?)\b/.test(text)) return { place: 'Nigeria' };
    return null;
  }

  return {
    name: 'election-data',
    async lookup(claim) {
      const figure = parseClaimedFigure(claim);
      if (!figure) return [];
      const area = await areaIn(claim);
      if (!area) return [];
      let result;
      try {
        result = await deps.elections.breakdown({
          ...(area.state ? { state: area.state.code } : {}),
          ...(area.lga ? { lga: area.lga } : {}),
        });
      } catch {
        return []; // an LGA name the register does not know: nothing to say
      }
      const election = result.elections.find((e) => e.election.typeCode === 'PRES' && e.election.hasUploads);
      if (!election) return [];
      const totals = election.totals;
      const actual =
        figure.metric === 'upload_share'
          ? totals.uploadedPct
          : figure.metric === 'upload_count'
            ? totals.uploaded
            : totals.pollingUnits;
      const scope = result.lga
        ? `${result.lga.name} LGA, ${result.state?.name ?? ''}`
        : (result.state?.name ?? 'Nigeria');
      const evidence: Evidence = {
        documentId: `election-data:${election.election.id}:${result.lga?.code ?? result.state?.code ?? 'national'}`,
        publisher: 'INEC (IReV result viewing portal and polling-unit register)',
        url: 'https://www.inecelectionresults.ng/',
        title: `${election.election.name}: result sheets uploaded in ${scope}`,
        excerpt: `${formatCounts(scope, totals)} (IReV as archived 2–4 March 2023.)`,
        score: 1,
      };
      const fact: StructuredFact = { evidence, judgement: judgeFigure(figure, actual) };
      return [fact];
    },
  };
}
