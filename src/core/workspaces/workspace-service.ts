import { requireOwner, type Principal } from '../auth/principal.js';
import { parseWorkEmail, type EmailPolicy } from '../auth/email-address.js';
import { AppError, notFound } from '../errors/app-error.js';
import type { ActivityLog } from '../activity/activity-log.js';
import type { Clock } from '../shared/clock.js';
import type { UsageService } from '../usage/usage-service.js';
import type { Invitation, Member, WorkspaceStore } from './ports.js';

/** Display name for a new member: the part of the address before the @. */
export const nameFromEmail = (email: string) => email.slice(0, email.indexOf('@'));

export type AddedMember =
  { status: 'active'; member: Member } | { status: 'invited'; invitation: Invitation };

export function createWorkspaceService(deps: {
  store: WorkspaceStore;
  emailPolicy?: EmailPolicy;
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

    /**
     * An address of the workspace's own registrable domain is added at once; any other address is
     * invited and joins only when its holder, signed in with a code sent to it, accepts.
     */
    async addMember(principal: Principal, rawEmail: string): Promise<AddedMember> {
      requireOwner(principal, 'add members');
      const { address, domain } = parseWorkEmail(rawEmail, deps.emailPolicy);
      const workspace = await load(principal.workspaceId);
      if (domain !== workspace.domain) {
        const invitation = await store.invite(workspace.id, address, principal.userId);
        await activity.record({
          workspaceId: principal.workspaceId,
          actor: actorOf(principal),
          action: 'member.invited',
          detail: { invitation_id: invitation.id, email: address },
        });
        return { status: 'invited', invitation };
      }
      const member = await store.addMember(workspace.id, address, nameFromEmail(address), deps.clock.now());
      if (member === 'owner_elsewhere') {
        throw new AppError(
          'validation_failed',
          'That address owns another workspace; it must hand that ownership on before it can return.',
          { details: [{ field: 'email', message: 'owns another workspace' }] },
        );
      }
      await activity.record({
        workspaceId: principal.workspaceId,
        actor: actorOf(principal),
        action: 'member.added',
        detail: { user_id: member.id, email: member.email },
      });
      return { status: 'active', member };
    },

    /** Invitations waiting for the signed-in user's own address. */
    invitations(principal: Principal) {
      return store.invitationsFor(principal.email);
    },

    /** The signed-in holder of the invited address accepts: they move to that workspace. */
    async acceptInvitation(principal: Principal, invitationId: string) {
      const outcome = await store.acceptInvitation(
        invitationId,
        principal.userId,
        principal.email,
        deps.clock.now(),
      );
      if (outcome === 'not_found') throw notFound('Invitation');
      if (outcome === 'owner_of_home') {
        throw new AppError(
          'validation_failed',
          'You own your workspace: transfer ownership to a member before joining another.',
          { details: [{ field: 'invitation_id', message: 'the user owns their workspace' }] },
        );
      }
      const user = await store.findMemberByEmail(principal.email);
      if (!user) throw notFound('Member');
      await activity.record({
        workspaceId: user.workspaceId,
        actor: actorOf(principal),
        action: 'invitation.accepted',
        detail: { invitation_id: invitationId, email: principal.email },
      });
      return this.describe({ ...principal, workspaceId: user.workspaceId, role: 'member' });
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
        if (!(await store.transferOwnership(principal.workspaceId, principal.userId, target.id))) {
          throw new AppError('forbidden', 'You are no longer the owner of this workspace.');
        }
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
