/** A document found for a claim, with how well it matched (0..1, higher is better). */
export interface Evidence {
  documentId: string;
  publisher: string;
  url: string;
  title: string;
  excerpt: string;
  score: number;
}

/** Searches the trusted corpus a workspace sees: its own documents plus service-wide ones. */
export interface EvidenceSearch {
  search(workspaceId: string, claim: string, limit: number): Promise<Evidence[]>;
}
