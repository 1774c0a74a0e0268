/** A document the database proposed for a claim, before reranking. */
export interface Candidate {
  id: string;
  url: string;
  title: string;
  text: string;
  publisher: string;
  publisherKind: 'fact_checker' | 'official' | 'news' | 'other';
  trust: number;
  claimText: string | null;
  rating: string | null;
  /** PostgreSQL's full-text rank of the document for the query: the lexical floor's order. */
  ftsRank: number;
  /** Trigram similarity of the claim with the reviewed claim (or the title). */
  trigram: number;
  /** Lexemes of the whole document, and of the reviewed claim and the title alone. */
  lexemes: Lexemes;
  claimTerms: string[];
  titleTerms: string[];
}

/** Lexemes with their counts, and the pairs that stand next to each other ("super bowl"). */
export interface Lexemes {
  counts: Map<string, number>;
  bigrams: Set<string>;
  /** How much a lexeme of a query counts (default 1): less for what only a post's byline says. */
  weights?: Map<string, number>;
  /**
   * Other ways the corpus writes a lexeme of the query, each a set of lexemes that must all be
   * there: its demonym ("nigeria" → [["nigerian"]]), its parts ("cornflak" → [["corn",
   * "flake"]]). The query holds them too; `match` counts the lexeme said when one set is there.
   */
  alternatives?: Map<string, string[][]>;
  /** Lexemes only a pasted post's byline says (who posted it, when): not part of the claim. */
  bylineOnly?: Set<string>;
}

/** Bigrams from lexeme positions; a gap of one (a stop word between) still counts as adjacent. */
export function lexemesFrom(positions: Record<string, number[]>): Lexemes {
  const counts = new Map<string, number>();
  const at: Array<[number, string]> = [];
  for (const [lexeme, list] of Object.entries(positions)) {
    counts.set(lexeme, Math.max(1, list.length));
    for (const p of list) at.push([p, lexeme]);
  }
  at.sort((a, b) => a[0] - b[0]);
  const bigrams = new Set<string>();
  for (let i = 1; i < at.length; i++) {
    const [p0, l0] = at[i - 1]!;
    const [p1, l1] = at[i]!;
    if (p1 - p0 <= 2) bigrams.add(`${l0} ${l1}`);
  }
  return { counts, bigrams };
}

/** Document frequencies over the corpus a workspace sees. */
export interface CorpusStats {
  total: number;
  avgLength: number;
  df: Map<string, number>;
}

/**
 * Lexical candidate generation in PostgreSQL. Lexemes are PostgreSQL's (`english` text search
 * configuration), so the reranker's terms are exactly what the full-text index holds.
 */
export interface CandidateSource {
  /** The claim's lexemes. */
  lexemes(text: string): Promise<Lexemes>;
  /**
   * Documents containing any of `lexemes` (rarest first): the best by full-text rank, the best
   * for each of the rarest few, and trigram hits when full text finds little.
   */
  candidates(workspaceId: string, claim: string, lexemes: string[], limit: number): Promise<Candidate[]>;
  stats(workspaceId: string): Promise<CorpusStats>;
}
