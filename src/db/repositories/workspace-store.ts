import type { AcceptOutcome, AddOutcome, WorkspaceStore } from '../../core/workspaces/ports.js';
import { isUuid, TX_OPTIONS, type Db } from '../prisma.js';

const memberSelect = { id: true, email: true, name: true, role: true, createdAt: true } as const;
const workspaceSelect = {
  id: true,
  name: true,
  domain: true,
  plan: true,
  styleGuide: true,
  createdAt: true,
} as const;

const invitationSelect = {
  id: true,
  email: true,
  createdAt: true,
  workspace: { select: { id: true, name: true, domain: true } },
} as const;

/** Rolls the acceptance back when the user still owns their own workspace. */
class OwnerOfHome extends Error {}

export function createWorkspaceStore(db: Db): WorkspaceStore {
  return {
    find(workspaceId) {
      return db.workspace.findUnique({ where: { id: workspaceId }, select: workspaceSelect });
    },

    findByDomain(domain) {
      return db.workspace.findUnique({ where: { domain }, select: workspaceSelect });
    },

    async setPlan(domain, plan) {
      return db.$transaction(async (tx) => {
        const current = await tx.workspace.findUnique({ where: { domain }, select: { plan: true } });
        if (!current) return null;
        await tx.workspace.update({ where: { domain }, data: { plan } });
        return { before: current.plan };
      });
    },

    async setStyleGuide(workspaceId, text) {
      await db.workspace.update({ where: { id: workspaceId }, data: { styleGuide: text } });
    },

    listMembers(workspaceId) {
      return db.user.findMany({
        where: { workspaceId, removedAt: null },
        orderBy: { createdAt: 'asc' },
        select: memberSelect,
      });
    },

    async findMember(workspaceId, userId) {
      if (!isUuid(userId)) return null;
      return db.user.findFirst({ where: { id: userId, workspaceId, removedAt: null }, select: memberSelect });
    },

    findMemberByEmail(email) {
      return db.user.findFirst({
        where: { email, removedAt: null },
        select: { ...memberSelect, workspaceId: true },
      });
    },

    async addMember(workspaceId, email, name, now): Promise<AddOutcome> {
      return db.$transaction(async (tx) => {
        const existing = await tx.user.findUnique({
          where: { email },
          select: { id: true, workspaceId: true, ownerOf: true },
        });
        if (existing && existing.workspaceId !== workspaceId) {
          // The address belongs here by its domain: it comes home; what it held elsewhere stops.
          if (existing.ownerOf) return 'owner_elsewhere';
          await tx.apiKey.updateMany({
            where: { userId: existing.id, revokedAt: null },
            data: { revokedAt: now },
          });
        }
        return tx.user.upsert({
          where: { email },
          create: { email, name, workspaceId, role: 'member' },
          update:
            existing?.workspaceId === workspaceId
              ? { removedAt: null }
              : { workspaceId, role: 'member', removedAt: null },
          select: memberSelect,
        });
      }, TX_OPTIONS);
    },

    async invite(workspaceId, email, invitedById) {
      return db.invitation.upsert({
        where: { workspaceId_email: { workspaceId, email } },
        create: { workspaceId, email, invitedById },
        update: { invitedById, acceptedAt: null, createdAt: new Date() },
        select: invitationSelect,
      });
    },

    invitationsFor(email) {
      return db.invitation.findMany({
        where: { email, acceptedAt: null },
        orderBy: { createdAt: 'asc' },
        select: invitationSelect,
      });
    },

    async acceptInvitation(invitationId, userId, email, now): Promise<AcceptOutcome> {
      if (!isUuid(invitationId)) return 'not_found';
      return db
        .$transaction(async (tx) => {
          const { count } = await tx.invitation.updateMany({
            where: { id: invitationId, email, acceptedAt: null },
            data: { acceptedAt: now },
          });
          if (count === 0) return 'not_found';
          const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { ownerOf: true } });
          if (user.ownerOf) throw new OwnerOfHome();
          const invitation = await tx.invitation.findUniqueOrThrow({
            where: { id: invitationId },
            select: { workspaceId: true },
          });
          await tx.user.update({
            where: { id: userId },
            data: { workspaceId: invitation.workspaceId, role: 'member', removedAt: null },
          });
          await tx.apiKey.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } });
          return 'accepted' as const;
        }, TX_OPTIONS)
        .catch((error: unknown) => {
          if (error instanceof OwnerOfHome) return 'owner_of_home' as const;
          throw error;
        });
    },

    async removeMember(workspaceId, userId, now) {
      if (!isUuid(userId)) return false;
      return db.$transaction(async (tx) => {
        const { count } = await tx.user.updateMany({
          where: { id: userId, workspaceId, removedAt: null, role: 'member' },
          data: { removedAt: now },
        });
        if (count === 0) return false;
        await tx.apiKey.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } });
        await tx.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } });
        return true;
      }, TX_OPTIONS);
    },

    async transferOwnership(workspaceId, fromUserId, toUserId) {
      // Conditional on the caller still being the owner: of two racing transfers the second
      // waits for the first's row lock, then finds no owner to demote and changes nothing. The
      // unique owner slot (user.owner_of) backs this in the database itself.
      return db.$transaction(async (tx) => {
        const { count } = await tx.user.updateMany({
          where: { id: fromUserId, workspaceId, role: 'owner', removedAt: null },
          data: { role: 'member', ownerOf: null },
        });
        if (count === 0) return false;
        const promoted = await tx.user.updateMany({
          where: { id: toUserId, workspaceId, removedAt: null },
          data: { role: 'owner', ownerOf: workspaceId },
        });
        if (promoted.count === 0) throw new Error('transfer target vanished');
        return true;
      }, TX_OPTIONS);
    },
  };
}
