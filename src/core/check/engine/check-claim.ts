import type { CheckedClaim, CheckSource } from '../check-result.js';
import type { Evidence, EvidenceSearch } from '../evidence-search.js';
import type {
  ExternalEvidenceProvider,
  LanguageCode,
  StanceJudge,
  StanceJudgement,
  StructuredDataSource,
  WriteUpRequest,
  WriteUpWriter,
} from '../pipeline/ports.js';
import { toEnglish } from '../language/to-english.js';
import { readInEnglish, type Translator } from '../language/read-in-english.js';
import type { SpellingMender } from '../language/spelling.js';
import { deniedStatement, withoutAttribution } from '../stance/names.js';
import { standardForms } from '../stance/standard-forms.js';
import { decide, type Decision, type Judged } from '../verdict/verdict.js';
import { clauseParts, figureParts, superlativeAfterFigure } from './figure-parts.js';
import { superlativeIn } from '../stance/superlatives.js';
import { figures } from '../stance/numbers.js';
import { judgeComparison } from '../stance/comparisons.js';
import { judgeShare } from '../stance/shares.js';
import { judgeChangeFrom, judgeDifference } from '../stance/differences.js';
import { judgePointGap } from '../stance/point-gaps.js';
import { judgeRanked } from '../stance/ranked-results.js';
import { judgeResultsList } from '../stance/results-lists.js';
import { decisiveOf } from './decisive-evidence.js';
import { shoutAsHeadline } from '../extraction/message-cleanup.js';

/** Sources listed per claim, and corpus hits judged per claim. */
const MAX_SOURCES = 5;
const SEARCH_DEPTH = 8;

export interface ClaimContext {
  workspaceId: string;
  language: LanguageCode;
  styleGuide: string;
  trustedDomains: string[];
  /** Collects what went wrong with optional providers (the result's `notes`). */
  notes: string[];
  /**
   * Which published fact-checks a sentence of a short message may cite (see check-engine.ts):
   * resolved once the whole message has been searched. Absent: any that matches.
   */
  factChecks?: Promise<FactCheckGate>;
}

/** Whether a sentence may cite a fact-check it matched (`claim` is the sentence). */
export type FactCheckGate = (evidence: Evidence, claim: string) => boolean;

export interface ClaimCheckDeps {
  evidence: EvidenceSearch;
  stance: StanceJudge;
  writer: WriteUpWriter;
  external: ExternalEvidenceProvider[];
  structured: StructuredDataSource[];
  /** Translates claims not in English first (an LLM); without it they are glossed locally. */
  translator?: Translator | undefined;
  /** Whether a remote provider has fallen back so far in this check (no confident verdict then). */
  degraded?: () => boolean;
  /** Mends misspelt words of an English or Pidgin claim to the words the sources say (language/spelling.ts). */
  spelling?: SpellingMender | undefined;
}

/**
 * The corpus's evidence for a claim. An attributed claim ("Buhari said Nigeria has 40 states")
 * is also searched as its bare statement: a fact-check of the quote names the speaker, an
 * official figure does not; a claim of several figures also part by part (figure-parts.ts).
 * The better match of each document is kept.
 */
async function searchCorpus(
  evidence: EvidenceSearch,
  workspaceId: string,
  claim: string,
  statement: string,
  /** `claim` is the message as sent (handles, tags, a trailer): only it matches fact-checks. */
  asSent = false,
): Promise<Evidence[]> {
  // "It is not true that Nigeria has 40 states" is also searched as what it denies.
  const denied = deniedStatement(statement);
  const wholes = [...new Set([claim, statement, ...(denied ? [denied] : [])])];
  const parts = figureParts(statement).filter((part) => !wholes.includes(part));
  const found = await Promise.all(
    [...wholes, ...parts].map((q) => evidence.search(workspaceId, q, SEARCH_DEPTH)),
  );
  // How many of the searches may find a fact-check: a fact-check reviewed a whole claim, so
  // matching one part of ours is not matching ours, nor is matching a message without its words.
  const factCheckSearches = asSent ? 1 : wholes.length;
  const best = new Map<string, Evidence>();
  found.forEach((list, n) => {
    for (const e of list) {
      if (n >= factCheckSearches && (e.claimReviewed || e.rating)) continue;
      if (e.score > (best.get(e.url)?.score ?? -1)) best.set(e.url, e);
    }
  });
  return [...best.values()].sort((a, b) => b.score - a.score).slice(0, SEARCH_DEPTH);
}

/**
 * Judges the sources on the statement and, for a claim of several figures, on each part too: a
 * source giving one of the figures ("Nigeria has 36 states and the FCT" for "Nigeria has 40
 * states, 774 LGAs and 8,809 wards") says too few of the whole claim's words to be compared with
 * it. A source the whole claim leaves neutral takes its part's stance, with the part's figure
 * counted as that figure of the whole claim (part k holds the figures after those of the parts
 * before it); so does one
 * judged more weakly on the whole than on its figure's clause alone.
 */
async function judgeByParts(stance: StanceJudge, statement: string, evidence: Evidence[]) {
  const whole = await stance.judge(statement, evidence);
  const parts = figureParts(statement);
  if (parts.length === 0) return whole;
  const byPart = await Promise.all(parts.map((part) => stance.judge(part, evidence)));
  // Where each part's figures stand among the whole claim's: a part may give more than one.
  const counts = parts.map((part) => figures(part).filter((f) => !f.isYear).length);
  const firstOf = counts.map((_, k) => counts.slice(0, k).reduce((a, b) => a + b, 0));
  const of = counts.reduce((a, b) => a + b, 0);
  // The parts are statements of their own (figureParts gives the clauses when there are any).
  const partsAreClauses = clauseParts(statement).length > 0;
  const inWhole = (figures: StanceJudgement['figures'], k: number) =>
    figures && {
      agreed: figures.agreed.map((i) => firstOf[k]! + i),
      of,
      conflicted: (figures.conflicted ?? []).map((i) => firstOf[k]! + i),
    };
  return whole.map((judgement, i): StanceJudgement => {
    const e = evidence[i]!;
    // A fact-check is read on the whole claim only (see searchCorpus). A whole claim judged on
    // its figures is not turned by a part's figures (a part may lack the clause saying when),
    // only said more surely.
    const judgedOnFigures = judgement.stance !== 'neutral' && judgement.figures && parts.length > 1;
    if (e.claimReviewed || e.rating) return judgement;
    let best: StanceJudgement = judgement;
    byPart.forEach((judgements, k) => {
      const part = judgements[i];
      // A statement of its own that the source settles against makes the sentence false
      // ("Tinubu won the 2023 election and Obi came second"), whatever it says of the rest.
      if (partsAreClauses && part?.stance === 'disputes' && part.settles) {
        if (best.stance !== 'disputes' || !best.settles) {
          const { figures: partFigures, ...rest } = part;
          const mapped = inWhole(partFigures, k);
          best = { ...rest, ...(mapped ? { figures: mapped } : {}) };
        }
        return;
      }
      // A statement of its own whose figure the source contradicts, unsettled (no year said),
      // outweighs another's confirmed figure: "Obi won 6.1 million votes while Kwankwaso managed
      // only 500k" is not mostly true for its first half.
      const contradicted =
        partsAreClauses && part?.stance === 'disputes' && (part.figures?.conflicted?.length ?? 0) > 0;
      if (contradicted && best.stance === 'supports') {
        best = { ...part, figures: inWhole(part.figures, k)! };
        return;
      }
      if (!part?.figures || part.stance === 'neutral' || part.strength <= best.strength) return;
      // Judged on its figures, the whole is only ever said more surely by a part, not turned:
      // "Nigeria has 36 states and 900 local governments" is as false as its part about the 900.
      if (judgedOnFigures && part.stance !== judgement.stance) return;
      best = { ...part, figures: inWhole(part.figures, k)! };
    });
    return best;
  });
}

async function gather(
  deps: ClaimCheckDeps,
  said: string,
  ctx: ClaimContext,
  searchAs: string,
): Promise<{ judged: Judged[]; readAs: string }> {
  // A claim in another language is searched and judged in English words: the sources are in English.
  // Its dates and periods as the sources write them ("25/02/2023" is "25 February 2023"), without
  // the tags closing a tweet ("… ready for #NigeriaDecides2023"), which no source says.
  // An English claim's misspelt names and words as the sources spell them ("Tinubbu" is Tinubu);
  // a Pidgin claim's too, since its content words are English words typed as fast ("politcal
  // parties"), and its gloss is English.
  // An English claim in capitals is read as a headline (shoutAsHeadline), not as a row of names.
  const written = ctx.language === 'en' ? shoutAsHeadline(said) : said;
  const english = withoutTags(await readInEnglish(written, ctx.language, deps.translator, ctx.notes));
  const mends = ctx.language === 'en' || ctx.language === 'pcm';
  const claim = standardForms(mends && deps.spelling ? deps.spelling.mend(english) : english);
  const statement = withoutAttribution(claim);
  const query = searchAs === said ? claim : toEnglish(searchAs, ctx.language);
  // A whole message is searched as sent, and a claim also as its bare statement. For a message
  // searched as sent, that second search is for an official figure, which a message that is one
  // claim with a retweet's handle and tags ("RT @NigeriaStories: … #NigerianEconomy") shares too
  // few words with to find it whole: so only a statement giving a figure has it (it cost a sixth
  // of a tweet's check when every one had it), and it finds no fact-check, which the message as
  // sent matches (searched bare, tweets found a stranger's fact-check 7 times in 100 more: CLEF
  // 2020 task 2 dev, own fact-check removed).
  const asSent = query !== claim;
  const bare = !asSent || figures(statement).some((f) => !f.isYear) ? statement : query;
  // The corpus is searched while the structured sources are read: neither needs the other, and
  // each is a round trip to the database (one fewer on the way to a verdict). Awaited below; a
  // failure is thrown there, as before.
  const corpus = searchCorpus(deps.evidence, ctx.workspaceId, query, bare, asSent);
  corpus.catch(() => undefined);
  const direct: Judged[] = [];
  for (const source of deps.structured) {
    try {
      for (const fact of await source.lookup(claim, ctx.language, { workspaceId: ctx.workspaceId })) {
        // The service's own figures are official data unless the source says otherwise.
        const evidence = { trust: 0.9, publisherKind: 'official' as const, ...fact.evidence };
        if (fact.judgement) direct.push({ evidence, judgement: fact.judgement, direct: true });
        else direct.push({ evidence, judgement: { stance: 'neutral', strength: 0 } });
      }
    } catch {
      ctx.notes.push(`${source.name}: unavailable, checked without it`);
    }
  }
  const found = await corpus;
  for (const provider of deps.external) {
    try {
      found.push(
        ...(await provider.search(claim, { language: ctx.language, trustedDomains: ctx.trustedDomains })),
      );
    } catch {
      // Providers wrap their own fallbacks; one that still throws must not fail the check.
      ctx.notes.push(`${provider.name}: unavailable, checked without it`);
    }
  }
  const seen = new Set(direct.map((d) => d.evidence.url));
  const unique = found.filter((e) => !seen.has(e.url) && seen.add(e.url));
  // Whether a source confirms what was said is judged on the statement, not on who said it.
  const judgements = await judgeByParts(deps.stance, statement, unique);
  const judged = comparedAcross(statement, [
    ...direct,
    ...unique.map((evidence, i) => ({
      evidence,
      judgement: judgements[i] ?? { stance: 'neutral' as const, strength: 0 },
    })),
  ]);
  return { judged, readAs: claim };
}

/**
 * A statement without its tags, which no source says (the extraction models still read them:
 * they judge tweets): hashtags and handles closing it, hashtags opening it that name a topic in
 * joined words ("#ElectionFacts Lagos has …", "#NigeriaDecides2023 …"); a hashtag of one word
 * elsewhere is that word ("#Lagos has 7 million voters", "as #INEC says").
 */
export const withoutTags = (text: string) =>
  text
    // (A handle may come with the word crediting it: "… #NigeriaDecides2023 per @inecnigeria".)
    .replace(/(?:\s+(?:(?:per|via|by|from|cc|h\/t)\s+)?[#@]\w+)+\s*([.!?]?)\s*$/u, '$1')
    .replace(/^(\P{L}*)(?:#\p{Lu}?\p{Ll}+(?:\p{Lu}+\p{Ll}*|\d+)+\s+)+/u, '$1')
    .replace(/(?<![\p{L}\p{N}])#(?=\p{L})/gu, '');

/**
 * A comparison of two figures official sources give apart ("more registered voters in 2023 than
 * in 2019"), a share of one in the other ("over 90 percent of registered voters collected their
 * PVCs") or the change from one to the other ("added over 9 million voters between 2019 and
 * 2023"), or a results list's counts ("Tinubu polled 8.79m votes, Atiku 6.98m and Obi 6.1m"):
 * the sources giving them answer it together, as directly as one figure would.
 */
function comparedAcross(statement: string, judged: Judged[]): Judged[] {
  const official = judged.filter((j) => (j.evidence.trust ?? 0.5) >= OFFICIAL_TRUST);
  const passages = official.map((j) => `${j.evidence.title}. ${j.evidence.text ?? j.evidence.excerpt}`);
  // A share of a whole the sources count apart, or a change between two years they count, is
  // settled by the two counts the same way.
  const settledTogether =
    judgeComparison(statement, passages) ??
    judgeShare(statement, passages) ??
    judgeDifference(statement, passages) ??
    judgeChangeFrom(statement, passages) ??
    judgePointGap(statement, passages) ??
    judgeRanked(statement, passages);
  // A results list, read only when nothing above settles the claim, says which of its counts were
  // right (one wrong beside right ones: misleading).
  const resultsList = settledTogether ? null : judgeResultsList(statement, passages);
  const compared = settledTogether ?? resultsList;
  if (!compared) return judged;
  const listedCounts = resultsList?.counts;
  const settled = new Set(compared.passages.map((i) => official[i]!));
  return judged.map((j) =>
    settled.has(j)
      ? {
          ...j,
          direct: true,
          judgement: {
            stance: compared.stance,
            strength: 0.85,
            settles: true,
            ...(listedCounts ? { figures: listedCounts } : {}),
          },
        }
      : j,
  );
}

/**
 * A superlative over a span no figure source covers: all time, a run of years, the world. "The
 * most of any state" or "the second highest" among the candidates is read from the sources' own
 * counts (superlatives.ts, the places of a result), not capped here.
 */
const BEYOND_THE_SOURCES =
  /\b(?:ever|history|historic|on\s+record|record|all-time|in\s+(?:\d+|many|several)\s+(?:years|decades)|since\s+(?:19|20)\d\d|in\s+(?:the\s+)?(?:world|africa|west\s+africa))\b/i;

/**
 * A true figure with a superlative said of it that no supporting source says ("Inflation hit
 * 34.19% in June 2024, the highest in Nigeria's history": NBS gives the month's figure, not its
 * rank): the figure is confirmed, the superlative is not, so an editor looks before it is called
 * true with confidence.
 */
function unconfirmedSuperlative(statement: string, verdict: string, taking: Decision['listed']): boolean {
  if (
    verdict !== 'verified_true' ||
    !superlativeAfterFigure(statement) ||
    !BEYOND_THE_SOURCES.test(statement)
  )
    return false;
  return !taking.some(
    (j) =>
      j.stance === 'supports' &&
      superlativeIn(`${j.evidence.title}. ${j.evidence.text ?? j.evidence.excerpt}`),
  );
}

/** Trust from which a source's figures are taken as official (the built-in publishers are 0.95). */
const OFFICIAL_TRUST = 0.7;

/** Whether a piece of evidence is a published fact-check (a review of a claim, or its publisher's kind). */
export const isFactCheck = (e: Evidence) =>
  Boolean(e.claimReviewed) || Boolean(e.rating) || e.publisherKind === 'fact_checker';

/** A checked claim with what the engine needs to weigh it against others of the same text. */
export interface ClaimOutcome {
  claim: CheckedClaim;
  /** Best match among the fact-checks it cites (0 when it cites none). */
  factCheckMatch: number;
  /** The best-matched fact-check it cites, if any. */
  factCheckUrl: string | null;
  /** Every fact-check it matched from the citing threshold on (listed or not). */
  factCheckUrls: string[];
  /** Best match among everything it cites. */
  bestMatch: number;
}

/** One claim through retrieval, stance, verdict and write-up. */
export async function checkClaim(
  deps: ClaimCheckDeps,
  id: string,
  claim: string,
  span: { start: number; end: number },
  ctx: ClaimContext,
  /** What retrieval reads, when more than the claim (a whole message with its byline). */
  searchAs = claim,
): Promise<ClaimOutcome> {
  // `readAs`: the claim as judged, its misspelt words mended to the sources' (spelling.ts).
  const gathered = await gather(deps, claim, ctx, searchAs);
  const { readAs } = gathered;
  let { judged } = gathered;
  if (ctx.factChecks) {
    const may = await ctx.factChecks;
    judged = judged.filter((j) => j.direct || !isFactCheck(j.evidence) || may(j.evidence, claim));
  }
  const decided = decide(judged);
  const { verdict } = decided;
  // The result lists what the write-up uses: the sources that support or dispute the claim, or,
  // when none does, the related ones that leave it open (for an editor to look at).
  const taking = decided.listed.filter((j) => j.stance !== 'neutral');
  const listed = taking.length ? taking : decided.listed;
  // A provider that stood in for another caps confidence at medium; decide it before the
  // write-up so the write-up states the confidence the result carries.
  const degraded = ctx.notes.length > 0 || (deps.degraded?.() ?? false);
  // The claim read in English where it is read: the decisive sentence and a true verdict's
  // superlative (a verdict other than unproven always has a decisive source, verdict.ts).
  const english = decided.decisive ? (ctx.language === 'en' ? readAs : toEnglish(claim, ctx.language)) : '';
  const confidence = unconfirmedSuperlative(english, verdict, taking)
    ? 'low'
    : degraded && decided.confidence === 'high'
      ? 'medium'
      : decided.confidence;
  const sources: CheckSource[] = listed.slice(0, MAX_SOURCES).map((j) => ({
    publisher: j.evidence.publisher,
    url: j.evidence.url,
    title: j.evidence.title,
    stance: j.stance,
    excerpt: j.evidence.excerpt,
  }));
  // The settling sentence is English: it is found from the claim read in English words. An
  // English claim as mended (readAs is already English: glossing it again would read English
  // words as Hausa or Yoruba ones); another language's, glossed as before.
  const writeUp = await deps.writer.write({
    claim,
    verdict,
    confidence,
    sources: sources.map((s) => ({
      publisher: s.publisher,
      stance: s.stance,
      title: s.title,
      url: s.url,
      excerpt: s.excerpt,
    })),
    decisive: decided.decisive
      ? {
          ...decisiveOf(
            english,
            decided.decisive,
            taking.filter((j) => j.stance === decided.decisive?.stance),
          ),
          ...nuanceOf(decided, english),
        }
      : null,
    language: ctx.language,
    styleGuide: ctx.styleGuide,
  });
  const cited = listed.slice(0, MAX_SOURCES);
  const matchOf = (list: typeof cited) => Math.max(0, ...list.map((j) => (j.direct ? 1 : j.evidence.score)));
  const checked: CheckedClaim = {
    id,
    text: claim,
    span,
    verdict,
    confidence,
    sources_cited: sources.length,
    sources,
    write_up: writeUp,
    review: null,
  };
  return {
    claim: checked,
    factCheckMatch: matchOf(cited.filter((j) => isFactCheck(j.evidence))),
    factCheckUrl: cited.find((j) => isFactCheck(j.evidence))?.evidence.url ?? null,
    factCheckUrls: decided.listed.filter((j) => isFactCheck(j.evidence)).map((j) => j.evidence.url),
    bestMatch: matchOf(cited),
  };
}

/**
 * Why the verdict is mostly true or misleading, for the write-up to state; for a claim part
 * right, the sentence of the source confirming that part (the decisive one contradicts the rest).
 */
function nuanceOf(
  decided: Decision,
  claim: string,
): Partial<Pick<NonNullable<WriteUpRequest['decisive']>, 'nuance' | 'right'>> {
  const { nuance } = decided;
  if (!nuance) return {};
  if (nuance.kind !== 'partly') return { nuance };
  const confirming = decided.listed.find((j) => j.stance === 'supports');
  if (!confirming) return { nuance };
  const { publisher, quote } = decisiveOf(claim, confirming);
  return { nuance, right: { publisher, quote } };
}
