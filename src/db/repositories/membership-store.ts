import { randomUUID } from 'node:crypto';
import type { MembershipStore, SignedInUser } from '../../core/auth/ports.js';
import { nameFromEmail } from '../../core/workspaces/workspace-service.js';
import { isUniqueViolation, type Db } from '../prisma.js';

type UserWithWorkspace = {
  id: string;
  email: string;
  name: string;
  role: 'owner' | 'member';
  removedAt: Date | null;
  workspace: { id: string; name: string; domain: string; plan: 'free' | 'premium' };
};

const toSignedIn = (user: UserWithWorkspace, createdWorkspace: boolean): SignedInUser => ({
  userId: user.id,
  email: user.email,
  name: user.name,
  role: user.role,
  workspace: user.workspace,
  createdWorkspace,
});

const userSelect = {
  id: true,
  email: true,
  name: true,
  role: true,
  removedAt: true,
  workspace: { select: { id: true, name: true, domain: true, plan: true } },
} as const;

export function createMembershipStore(db: Db): MembershipStore {
  async function existing(email: string) {
    return db.user.findUnique({ where: { email }, select: userSelect });
  }

  /**
   * A user removed by a workspace of another domain (one whose invitation they accepted) goes
   * back to their own domain's workspace: no other workspace can lock an address out of it.
   */
  async function returnHome(userId: string, domain: string) {
    let home = await db.workspace.findUnique({ where: { domain }, select: { id: true } });
    if (!home) {
      try {
        home = await db.workspace.create({ data: { name: domain, domain }, select: { id: true } });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        home = await db.workspace.findUniqueOrThrow({ where: { domain }, select: { id: true } });
      }
    }
    const data = { workspaceId: home.id, removedAt: null };
    try {
      // A workspace without an owner (this request just made it) gets this user as owner; the
      // unique owner slot refuses a second one.
      const owner = await db.user.update({
        where: { id: userId },
        data: { ...data, role: 'owner', ownerOf: home.id },
        select: userSelect,
      });
      return toSignedIn(owner, true);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    const member = await db.user.update({
      where: { id: userId },
      data: { ...data, role: 'member', ownerOf: null },
      select: userSelect,
    });
    return toSignedIn(member, false);
  }

  return {
    async signInUser(email, domain) {
      const known = await existing(email);
      if (known && !known.removedAt) return toSignedIn(known, false);
      if (known) return known.workspace.domain === domain ? null : returnHome(known.id, domain);
      try {
        // The unique domain decides the race between two first sign-ins: one creates the
        // workspace (and is its owner), the other fails here and joins it as a member.
        const id = randomUUID();
        const created = await db.workspace.create({
          data: {
            id,
            name: domain,
            domain,
            users: { create: { email, name: nameFromEmail(email), role: 'owner', ownerOf: id } },
          },
          select: { users: { select: userSelect } },
        });
        return toSignedIn(created.users[0]!, true);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      try {
        const workspace = await db.workspace.findUniqueOrThrow({ where: { domain }, select: { id: true } });
        const member = await db.user.create({
          data: { email, name: nameFromEmail(email), role: 'member', workspaceId: workspace.id },
          select: userSelect,
        });
        return toSignedIn(member, false);
      } catch (error) {
        // The same address signing in twice at once: the other request created the user.
        if (!isUniqueViolation(error)) throw error;
        const user = await existing(email);
        return user && !user.removedAt ? toSignedIn(user, false) : null;
      }
    },
  };
}
