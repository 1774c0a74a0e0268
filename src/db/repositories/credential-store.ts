import type { CredentialStore } from '../../core/auth/ports.js';
import type { Principal } from '../../core/auth/principal.js';
import type { Db } from '../prisma.js';

const principalUser = { id: true, email: true, name: true, role: true, workspaceId: true, removedAt: true } as const;

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
  return { userId: user.id, email: user.email, name: user.name, workspaceId: user.workspaceId, role: user.role, via, credentialId };
}

export function createCredentialStore(db: Db): CredentialStore {
  return {
    async findByApiKeyHash(hash) {
      const key = await db.apiKey.findUnique({
        where: { keyHash: hash },
        select: { id: true, revokedAt: true, user: { select: principalUser } },
      });
      if (!key || key.revokedAt) return null;
      return toPrincipal(key.user, 'api_key', key.id);
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
