import type { ActivityLog } from '../../core/activity/activity-log.js';
import { pgPoolOf, type Db } from '../prisma.js';

export function createActivityStore(db: Db): ActivityLog {
  const pool = pgPoolOf(db);
  return {
    // Written for every check: on the pool directly (see pgPoolOf).
    async record(entry) {
      await pool.query(
        'INSERT INTO activity (workspace_id, actor_id, actor_email, action, detail) VALUES ($1, $2, $3, $4, $5)',
        [
          entry.workspaceId,
          entry.actor?.id ?? null,
          entry.actor?.email ?? null,
          entry.action,
          entry.detail ?? {},
        ],
      );
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
