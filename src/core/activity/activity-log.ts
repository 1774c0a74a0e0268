export interface ActivityEntry {
  id: string;
  actor: { id: string | null; email: string | null };
  action: string;
  detail: Record<string, unknown>;
  createdAt: Date;
}

export interface NewActivity {
  workspaceId: string;
  actor: { id: string; email: string } | null;
  /** Dotted verb, e.g. `key.created`, `member.removed`, `check.submitted`, `review.decided`. */
  action: string;
  detail?: Record<string, unknown>;
}

/** The workspace's append-only log of who did what, when. */
export interface ActivityLog {
  record(entry: NewActivity): Promise<void>;
  /** Newest first; `cursor` is the id of the last entry of the previous page. */
  list(workspaceId: string, opts: { cursor?: string; limit: number }): Promise<ActivityEntry[]>;
}
