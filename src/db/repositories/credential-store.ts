import type { CredentialStore } from '../../core/auth/ports.js';
import type { Principal } from '../../core/auth/principal.js';
import { pgPoolOf, type Db } from '../prisma.js';

const principalUser = {
  id: true,
  email: true,
  name: true,
  role: true,
  workspaceId: true,
  removedAt: true,
} as const;

type PrincipalUser = {
  id: string;
  email: string;
  name: string;
  role: 'owner' | 'member';
  workspaceId: string;
  removedAt: Date | null;
};

function toPrincipal(user: PrincipalUser, via: Principal['via'], credentialId: string): Principal | null {
  if (user.removedAt) return null;
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    workspaceId: user.workspaceId,
    role: user.role,
    via,
    credentialId,
  };
}

export function createCredentialStore(db: Db): CredentialStore {
  const pool = pgPoolOf(db);
  return {
    // Every authenticated request runs this: one indexed join, one round trip.
    async findByApiKeyHash(hash) {
      const { rows } = await pool.query<PrincipalUser & { keyId: string; lastUsedAt: Date | null }>(
        `SELECT k.id AS "keyId", k.last_used_at AS "lastUsedAt", u.id, u.email, u.name, u.role::text AS role,
                u.workspace_id AS "workspaceId", u.removed_at AS "removedAt"
         FROM api_key k JOIN "user" u ON u.id = k.user_id
         WHERE k.key_hash = $1 AND k.revoked_at IS NULL`,
        [hash],
      );
      const row = rows[0];
      if (!row) return null;
      // "Last used" is shown to minute precision, so write it at most once a minute and never
      // make the request wait for it.
      if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > 60_000) {
        db.apiKey
          .update({ where: { id: row.keyId }, data: { lastUsedAt: new Date() } })
          .catch(() => undefined);
      }
      return toPrincipal(row, 'api_key', row.keyId);
    },

    async findBySessionHash(hash, now) {
      const session = await db.session.findUnique({
        where: { tokenHash: hash },
        select: { id: true, revokedAt: true, expiresAt: true, user: { select: principalUser } },
      });
      if (!session || session.revokedAt || session.expiresAt <= now) return null;
      return toPrincipal(session.user, 'session', session.id);
    },
  };
}
