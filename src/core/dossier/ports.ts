import type { JobRecord } from '../jobs/job.js';

export interface CorpusDocument {
  publisher: string;
  url: string;
  title: string;
  text: string;
}

export interface FeedMention {
  title: string;
  url: string | null;
  summary: string;
  publishedAt: Date;
  /** The feed's own title or address: who published the post. */
  source: string;
}

/** What the dossier reads: the workspace's finished jobs, the trusted corpus, the election data. */
export interface DossierStore {
  /** Finished check, link and media jobs of the workspace whose result names any of `terms`, newest first. */
  jobsMentioning(workspaceId: string, terms: string[], limit: number): Promise<JobRecord[]>;
  /** Documents of the corpus the workspace's checks see (its own and service-wide), best first. */
  corpus(workspaceId: string, query: string, limit: number): Promise<CorpusDocument[]>;
  /** A registered party by acronym or name. */
  party(name: string): Promise<{ acronym: string; name: string } | null>;
  /** Election feed posts the workspace sees that name any of `terms`, newest first. */
  feed(workspaceId: string, terms: string[], limit: number): Promise<FeedMention[]>;
}
