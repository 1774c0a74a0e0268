export interface ApiKeyRecord {
  id: string;
  label: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  createdBy: { id: string; email: string };
}

export interface KeyStore {
  create(
    key: {
      workspaceId: string;
      userId: string;
      label: string;
      prefix: string;
      keyHash: string;
    },
    maxLive: number,
  ): Promise<ApiKeyRecord | 'limit_reached'>;
  list(workspaceId: string): Promise<ApiKeyRecord[]>;
  /** Revokes a live key of this workspace; false when there is none (or it is another's). */
  revoke(
    workspaceId: string,
    keyId: string,
    now: Date,
    onlyOfUserId: string | null,
  ): Promise<ApiKeyRecord | null>;
}
