/** A document found for a claim, with how well it matched (0..1, higher is better). */
export interface Evidence {
  documentId: string;
  publisher: string;
  url: string;
  title: string;
  excerpt: string;
  score: number;
  /** Optional detail the local stance judge and verdict use when the source provides it. */
  publisherKind?: 'fact_checker' | 'official' | 'news' | 'other';
  /** The publisher's trust in 0..1 (0.5 when unknown). */
  trust?: number;
  /** For a fact-check: the claim it reviewed and its published rating (e.g. "False"). */
  claimReviewed?: string | null;
  rating?: string | null;
  /** The document's text (or its start), for judging stance beyond the excerpt. */
  text?: string;
}

/** Searches the trusted corpus a workspace sees: its own documents plus service-wide ones. */
export interface EvidenceSearch {
  search(workspaceId: string, claim: string, limit: number): Promise<Evidence[]>;
}
