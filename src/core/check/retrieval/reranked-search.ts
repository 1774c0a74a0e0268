import type { Evidence, EvidenceSearch } from '../evidence-search.js';
import { addDemonyms, addInitials, splitCompounds } from './compounds.js';
import type { Candidate, CandidateSource, CorpusStats, Lexemes } from './ports.js';
import { CALIBRATED_CORPUS, factCheckScore } from './match-calibration.js';
import { namesIn } from '../stance/names.js';
import { superlativeClaim, superlativeIn, type SuperlativeClaim } from '../stance/superlatives.js';
import { idfOf, rerank } from './rerank.js';
import { bylineOf, contentWords, searchableText, sentencesOf, stem } from './text.js';
import { meaningOf, type WordVectors } from './word-vectors.js';

/** How many lexical candidates the reranker sees, and from how many of the claim's rarest lexemes. */
const POOL = 50;
const QUERY_LEXEMES = 16;
const MIN_QUERY_LEXEMES = 3;
/** Lexemes in more than this share of documents only rerank; they would match half the corpus. */
const COMMON = 0.05;
/**
 * Query lexeme weights (tuned on CLEF 2020 task 2 train): what only a post's byline says counts
 * half; a lexeme the post repeats counts more (1 + 0.3 ln n), as the post is about it.
 */
const BYLINE_WEIGHT = 0.5;
const REPEAT_WEIGHT = 0.3;

/**
 * In a newsroom's own corpus (below CALIBRATED_CORPUS, where documents are cited by the share of
 * the claim they say), a document that names none of the people, places or bodies the claim
 * names is about someone else, however many other words it shares ("INEC has cancelled the 2023
 * elections in Lagos" against a review of "The Supreme Court cancelled the results of the 2023
 * presidential election"): it is offered at most as a middling match, with low confidence, for
 * an editor to look at.
 */
const NAMES_ABSENT_CAP = 0.5;

/**
 * A document giving the first (or last) place of the very thing a superlative claim counts
 * ("Lagos State had 7,060,195 registered voters ..., the most of any state" for "Kano has the
 * most registered voters") answers the claim whoever it names: a strong match (the verdict's
 * STRONG_MATCH is 0.7), not capped for naming someone else (a first place is about all of them),
 * though "most" is a stop word to full text. The stance judge reads whose it is (superlatives.ts).
 */
const FIRST_PLACE_MATCH = 0.75;

function givesFirstPlace(first: SuperlativeClaim, c: Candidate): boolean {
  if (!first.direction || first.counted.size === 0 || !superlativeIn(c.text)) return false;
  const said = new Set(contentWords(c.text).map(stem));
  return [...first.counted].every((t) => said.has(t));
}

function namesNoneOf(named: string[], c: Candidate): boolean {
  if (named.length === 0) return false;
  const words = new Set(`${c.claimText ?? ''} ${c.title} ${c.text}`.toLowerCase().match(/\p{L}+/gu) ?? []);
  return !named.some((name) => words.has(name));
}

/**
 * Evidence search: PostgreSQL proposes candidates (full text over the claim's most distinctive
 * lexemes, plus trigram similarity), the reranker orders them, reading meaning from `vectors`
 * when given. `score` of each Evidence is the reranker's `match` (0..1), which the verdict's
 * thresholds read.
 */
export function createRerankedSearch(
  source: CandidateSource,
  vectors: WordVectors | null = null,
): EvidenceSearch {
  return {
    async search(workspaceId, claim, limit) {
      const { query, stats, candidates } = await gatherCandidates(source, workspaceId, claim);
      const meaning = vectors ? meaningOf(vectors, claim) : null;
      const ranked = rerank(query, candidates, stats, undefined, meaning);
      const want = new Set(contentWords(claim).map(stem));
      // Only a newsroom's own corpus reads the claim's names (namesNoneOf).
      const named = stats.total < CALIBRATED_CORPUS ? namesIn(claim) : [];
      const first = superlativeClaim(claim, want, namesIn(claim));
      return ranked.slice(0, limit).map(({ candidate: c, match }, i): Evidence => {
        // A fact-check is cited by how likely it is the claim repeated (match-calibration.ts);
        // other documents by the share of the claim they say.
        const said = c.claimText ? factCheckScore(ranked, i, stats.total) : match;
        const firstPlace = !c.claimText && givesFirstPlace(first, c);
        const score = firstPlace ? Math.max(said, FIRST_PLACE_MATCH) : said;
        return {
          documentId: c.id,
          publisher: c.publisher,
          url: c.url,
          title: c.title,
          excerpt: excerptFor(want, c.text),
          score: !firstPlace && namesNoneOf(named, c) ? Math.min(NAMES_ABSENT_CAP, score) : score,
          publisherKind: c.publisherKind,
          trust: c.trust,
          claimReviewed: c.claimText,
          rating: c.rating,
          text: c.text,
        };
      });
    },
  };
}

/**
 * The claim's lexemes (compounds split, demonyms added), the corpus statistics, and the lexical
 * candidates PostgreSQL proposes: everything the reranker reads. Exported for the reranker's
 * training script, so it learns from exactly the pool the engine sees.
 */
export async function gatherCandidates(
  source: CandidateSource,
  workspaceId: string,
  claim: string,
  pool = POOL,
): Promise<{ query: Lexemes; stats: CorpusStats; candidates: Candidate[] }> {
  const text = searchableText(claim);
  const { body, byline } = bylineOf(claim);
  const [raw, stats, bodyLexemes] = await Promise.all([
    source.lexemes(text),
    source.stats(workspaceId),
    byline ? source.lexemes(searchableText(body)) : null,
  ]);
  // Lexemes only the byline has: the author's name and the date, unless the post says them too.
  const bylineOnly = new Set(
    bodyLexemes ? [...raw.counts.keys()].filter((l) => !bodyLexemes.counts.has(l)) : [],
  );
  const compounded = addDemonyms(splitCompounds(raw, stats), stats);
  // Names read by their initials only in a newsroom's own corpus, as namesNoneOf reads names: a
  // large fact-check corpus has initials of every kind ("ny", "dt") and no fixed way to write one.
  const expanded = stats.total < CALIBRATED_CORPUS ? addInitials(compounded, stats, body) : compounded;
  const weights = new Map<string, number>();
  for (const [lexeme, n] of expanded.counts) {
    weights.set(lexeme, (bylineOnly.has(lexeme) ? BYLINE_WEIGHT : 1) * (1 + REPEAT_WEIGHT * Math.log(n)));
  }
  const query: Lexemes = { ...expanded, weights, ...(bylineOnly.size ? { bylineOnly } : {}) };
  // The rarest lexemes the corpus has find the claim's peers; lexemes it lacks (noise, or a
  // document newer than the cached statistics) come last, common ones only when nothing else.
  const df = (l: string) => stats.df.get(l) ?? 0;
  const byRarity = [...query.counts.keys()].sort((a, b) => idfOf(stats, b) - idfOf(stats, a));
  const distinctive = byRarity.filter((l) => df(l) > 0 && df(l) <= COMMON * stats.total);
  const picked = [...distinctive, ...byRarity.filter((l) => df(l) === 0)].slice(0, QUERY_LEXEMES);
  // A short claim, or a small corpus where every word is "common", has too few distinctive
  // lexemes the corpus has to find its peers ("Nigeria has 40 states": only "40", which no
  // document says); then the rest that some document has join, rarest first.
  const findable = picked.filter((l) => df(l) > 0).length;
  const topUp = byRarity.filter((l) => !picked.includes(l) && df(l) > 0);
  const lexemes = findable >= MIN_QUERY_LEXEMES ? picked : [...picked, ...topUp].slice(0, QUERY_LEXEMES);

  const candidates = await source.candidates(workspaceId, text, lexemes, pool);
  return { query, stats, candidates };
}

/**
 * The sentence of the document that shares most with the claim (its stemmed content words,
 * worked out once per claim), trimmed to 280 characters.
 */
export function excerptFor(want: Set<string>, text: string): string {
  const sentences = sentencesOf(text);
  let best = sentences[0] ?? '';
  let bestHits = -1;
  for (const sentence of sentences) {
    const hits = contentWords(sentence).filter((w) => want.has(stem(w))).length;
    if (hits > bestHits) [best, bestHits] = [sentence, hits];
  }
  return best.length > 280 ? `${best.slice(0, 277)}...` : best;
}
