import { requireOwner, type Principal } from '../auth/principal.js';
import { parseWorkEmail } from '../auth/email-address.js';
import { AppError, notFound } from '../errors/app-error.js';
import type { ActivityLog } from '../activity/activity-log.js';
import type { Clock } from '../shared/clock.js';
import type { UsageService } from '../usage/usage-service.js';
import type { WorkspaceStore } from './ports.js';

/** Display name for a new member: the part of the address before the @. */
export const nameFromEmail = (email: string) => email.slice(0, email.indexOf('@'));

export function createWorkspaceService(deps: {
  store: WorkspaceStore;
  activity: ActivityLog;
  usage: UsageService;
  clock: Clock;
}) {
  const { store, activity } = deps;
  const actorOf = (p: Principal) => ({ id: p.userId, email: p.email });

  async function load(workspaceId: string) {
    const workspace = await store.find(workspaceId);
    if (!workspace) throw notFound('Workspace');
    return workspace;
  }

  return {
    async describe(principal: Principal) {
      const workspace = await load(principal.workspaceId);
      const members = await store.listMembers(workspace.id);
      const usage = await deps.usage.summary(principal.workspaceId);
      const owner = members.find((m) => m.role === 'owner') ?? null;
      return { workspace, owner, members, usage };
    },

    async addMember(principal: Principal, rawEmail: string) {
      requireOwner(principal, 'add members');
      const { address } = parseWorkEmail(rawEmail);
      const member = await store.addMember(principal.workspaceId, address, nameFromEmail(address));
      if (member === 'conflict') {
        throw new AppError('validation_failed', 'That address already belongs to another workspace.', {
          details: [{ field: 'email', message: 'belongs to another workspace' }],
        });
      }
      await activity.record({
        workspaceId: principal.workspaceId,
        actor: actorOf(principal),
        action: 'member.added',
        detail: { user_id: member.id, email: member.email },
      });
      return member;
    },

    async removeMember(principal: Principal, userId: string) {
      requireOwner(principal, 'remove members');
      if (userId === principal.userId) {
        throw new AppError(
          'validation_failed',
          'The owner cannot remove themselves; transfer ownership first.',
          {
            details: [{ field: 'user_id', message: 'is the owner' }],
          },
        );
      }
      const member = await store.findMember(principal.workspaceId, userId);
      if (!member || !(await store.removeMember(principal.workspaceId, userId, deps.clock.now()))) {
        throw notFound('Member');
      }
      await activity.record({
        workspaceId: principal.workspaceId,
        actor: actorOf(principal),
        action: 'member.removed',
        detail: { user_id: member.id, email: member.email },
      });
    },

    async transferOwnership(principal: Principal, userId: string) {
      requireOwner(principal, 'transfer ownership');
      const target = await store.findMember(principal.workspaceId, userId);
      if (!target) throw notFound('Member');
      if (target.id !== principal.userId) {
        await store.transferOwnership(principal.workspaceId, principal.userId, target.id);
        await activity.record({
          workspaceId: principal.workspaceId,
          actor: actorOf(principal),
          action: 'owner.transferred',
          detail: { from_user_id: principal.userId, to_user_id: target.id, to_email: target.email },
        });
      }
      return this.describe({ ...principal, role: target.id === principal.userId ? 'owner' : 'member' });
    },

    async styleGuide(principal: Principal) {
      const workspace = await load(principal.workspaceId);
      return workspace.styleGuide;
    },

    async setStyleGuide(principal: Principal, text: string) {
      requireOwner(principal, 'change the style guide');
      await store.setStyleGuide(principal.workspaceId, text);
      await activity.record({
        workspaceId: principal.workspaceId,
        actor: actorOf(principal),
        action: 'style_guide.updated',
        detail: { length: text.length },
      });
      return text;
    },

    activity(principal: Principal, opts: { cursor?: string; limit: number }) {
      return activity.list(principal.workspaceId, opts);
    },

    /** Operator action (`npm run plan`); billing can call the same later. */
    async setPlan(domain: string, plan: 'free' | 'premium') {
      const changed = await store.setPlan(domain.trim().toLowerCase(), plan);
      if (!changed) throw notFound(`A workspace for ${domain}`);
      return changed;
    },
  };
}

export type WorkspaceService = ReturnType<typeof createWorkspaceService>;
