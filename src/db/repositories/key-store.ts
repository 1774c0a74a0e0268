import type { ApiKeyRecord, KeyStore } from '../../core/keys/ports.js';
import { isUuid, TX_OPTIONS, type Db } from '../prisma.js';

const keySelect = {
  id: true,
  label: true,
  prefix: true,
  createdAt: true,
  lastUsedAt: true,
  revokedAt: true,
  user: { select: { id: true, email: true } },
} as const;

type KeyRow = Omit<ApiKeyRecord, 'createdBy'> & { user: { id: string; email: string } };

const toRecord = ({ user, ...key }: KeyRow): ApiKeyRecord => ({ ...key, createdBy: user });

export function createKeyStore(db: Db): KeyStore {
  return {
    async create(key, maxLive) {
      // Counted under a lock on the workspace row, so concurrent creations cannot pass the cap.
      return db.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT 1 FROM workspace WHERE id = ${key.workspaceId}::uuid FOR UPDATE`;
        const live = await tx.apiKey.count({ where: { workspaceId: key.workspaceId, revokedAt: null } });
        if (live >= maxLive) return 'limit_reached' as const;
        return toRecord(await tx.apiKey.create({ data: key, select: keySelect }));
      }, TX_OPTIONS);
    },

    async list(workspaceId) {
      const rows = await db.apiKey.findMany({
        where: { workspaceId },
        orderBy: { createdAt: 'desc' },
        select: keySelect,
      });
      return rows.map(toRecord);
    },

    async revoke(workspaceId, keyId, now, onlyOfUserId) {
      if (!isUuid(keyId)) return null;
      const { count } = await db.apiKey.updateMany({
        where: { id: keyId, workspaceId, revokedAt: null, ...(onlyOfUserId ? { userId: onlyOfUserId } : {}) },
        data: { revokedAt: now },
      });
      if (count === 0) return null;
      return toRecord(await db.apiKey.findUniqueOrThrow({ where: { id: keyId }, select: keySelect }));
    },
  };
}
