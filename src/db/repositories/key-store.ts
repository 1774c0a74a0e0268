import type { ApiKeyRecord, KeyStore } from '../../core/keys/ports.js';
import { isUuid, type Db } from '../prisma.js';

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
    async create(key) {
      return toRecord(await db.apiKey.create({ data: key, select: keySelect }));
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
