import type { UsageStore } from '../../core/usage/usage-service.js';
import { pgPoolOf, type Db } from '../prisma.js';
import { countUses } from './job-store.js';

export function createUsageStore(db: Db): UsageStore {
  return {
    async plan(workspaceId) {
      const row = await db.workspace.findUnique({ where: { id: workspaceId }, select: { plan: true } });
      return row?.plan ?? null;
    },
    countSince: (workspaceId, since) => countUses(pgPoolOf(db), workspaceId, since),
  };
}
