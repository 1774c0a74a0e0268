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
  /** PostgreSQL's full-text rank (ts_rank_cd) and trigram similarity: the lexical floor. */
  ftsRank: number;
  trigram: number;
}

/** Lexical candidate generation (PostgreSQL full text OR-query plus trigram similarity). */
export interface CandidateSource {
  candidates(workspaceId: string, claim: string, words: string[], limit: number): Promise<Candidate[]>;
  /** How many documents the workspace sees, and in how many each word occurs. */
  documentFrequencies(workspaceId: string, words: string[]): Promise<{ total: number; df: Map<string, number> }>;
}
