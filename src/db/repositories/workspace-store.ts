import type { Member, WorkspaceStore } from '../../core/workspaces/ports.js';
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

    async addMember(workspaceId, email, name): Promise<Member | 'conflict'> {
      const existing = await db.user.findUnique({ where: { email }, select: { workspaceId: true } });
      if (existing && existing.workspaceId !== workspaceId) return 'conflict';
      return db.user.upsert({
        where: { email },
        create: { email, name, workspaceId, role: 'member' },
        update: { removedAt: null },
        select: memberSelect,
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
      await db.$transaction([
        db.user.update({ where: { id: fromUserId, workspaceId }, data: { role: 'member' } }),
        db.user.update({ where: { id: toUserId, workspaceId }, data: { role: 'owner' } }),
      ]);
    },
  };
}
