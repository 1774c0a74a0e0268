import type { ActivityLog } from '../../core/activity/activity-log.js';
import type { Db } from '../prisma.js';

export function createActivityStore(db: Db): ActivityLog {
  return {
    async record(entry) {
      await db.activity.create({
        data: {
          workspaceId: entry.workspaceId,
          actorId: entry.actor?.id ?? null,
          actorEmail: entry.actor?.email ?? null,
          action: entry.action,
          detail: (entry.detail ?? {}) as object,
        },
      });
    },

    async list(workspaceId, { cursor, limit }) {
      const rows = await db.activity.findMany({
        where: { workspaceId, ...(cursor ? { id: { lt: BigInt(cursor) } } : {}) },
        orderBy: { id: 'desc' },
        take: limit,
      });
      return rows.map((row) => ({
        id: row.id.toString(),
        actor: { id: row.actorId, email: row.actorEmail },
        action: row.action,
        detail: row.detail as Record<string, unknown>,
        createdAt: row.createdAt,
      }));
    },
  };
}
