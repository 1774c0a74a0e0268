import type { OAuthStates } from '../../core/chat/connector-ports.js';
import type { Db, Prisma } from '../prisma.js';

/** Slack install states: one row each, deleted by the one callback that uses it. */
export function createOAuthStateStore(db: Db): OAuthStates {
  return {
    async save(state) {
      await db.chatOAuthState.create({
        data: {
          stateHash: state.hash,
          workspaceId: state.workspaceId,
          userId: state.userId,
          options: state.options as Prisma.InputJsonObject,
          expiresAt: state.expiresAt,
        },
      });
      // Abandoned installs leave rows behind: swept whenever a new one starts.
      await db.chatOAuthState.deleteMany({ where: { expiresAt: { lt: new Date(Date.now() - 86_400_000) } } });
    },
    async take(hash) {
      // DELETE ... RETURNING: of two callbacks racing with one state, only one gets the row.
      const rows = await db.$queryRaw<Array<{ workspaceId: string; options: unknown; expiresAt: Date }>>`
        DELETE FROM chat_oauth_state WHERE state_hash = ${hash}
        RETURNING workspace_id AS "workspaceId", options, expires_at AS "expiresAt"`;
      return rows[0] ?? null;
    },
  };
}
