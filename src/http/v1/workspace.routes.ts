import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UsageService } from '../../core/usage/usage-service.js';
import type { WorkspaceService } from '../../core/workspaces/workspace-service.js';
import { commonErrors, errorEnvelopeSchema } from '../error-envelope.js';
import { principalOf } from '../principal.js';
import {
  activityQuery,
  activitySchema,
  addMemberBody,
  addMemberResponse,
  invitationParams,
  invitationSchema,
  toInvitationDto,
  styleGuideBody,
  styleGuideSchema,
  toActivityDto,
  toMemberDto,
  toUsageDto,
  transferOwnerBody,
  usageSchema,
  userIdParams,
  workspaceSchema,
} from './workspace.schemas.js';

const ownerErrors = { ...commonErrors, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };

export function workspaceRoutes(deps: {
  workspaces: WorkspaceService;
  usage: UsageService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const describe = async (principal: Parameters<WorkspaceService['describe']>[0]) => {
      const { workspace, owner, members, usage } = await deps.workspaces.describe(principal);
      return {
        id: workspace.id,
        name: workspace.name,
        domain: workspace.domain,
        plan: workspace.plan,
        owner: owner ? toMemberDto(owner) : null,
        members: members.map(toMemberDto),
        usage: toUsageDto(usage),
      };
    };

    app.get(
      '/v1/workspace',
      {
        schema: {
          operationId: 'getWorkspace',
          tags: ['workspace'],
          summary: "The signed-in user's workspace: its plan, owner, members and this month's usage",
          security: [{ bearer: [] }],
          response: { 200: workspaceSchema, ...commonErrors },
        },
      },
      async (request) => describe(principalOf(request)),
    );

    app.post(
      '/v1/workspace/members',
      {
        schema: {
          operationId: 'addMember',
          tags: ['workspace'],
          summary: 'Add a member of the workspace domain, or invite another address (owner only)',
          description:
            'An address of the workspace\'s own registrable domain becomes a member at once (`status: "active"`). ' +
            'Any other address is invited (`status: "invited"`): it joins only when its holder signs in with a ' +
            'code sent to it and accepts with POST /v1/invitations/{invitation_id}/accept.',
          security: [{ bearer: [] }],
          body: addMemberBody,
          response: { 201: addMemberResponse, ...ownerErrors },
        },
      },
      async (request, reply) => {
        const added = await deps.workspaces.addMember(principalOf(request), request.body.email);
        return reply
          .status(201)
          .send(
            added.status === 'active'
              ? { ...toMemberDto(added.member), status: 'active' as const }
              : toInvitationDto(added.invitation),
          );
      },
    );

    app.get(
      '/v1/invitations',
      {
        schema: {
          operationId: 'listInvitations',
          tags: ['workspace'],
          summary: 'Invitations waiting for the signed-in address',
          security: [{ bearer: [] }],
          response: { 200: z.object({ invitations: z.array(invitationSchema) }), ...commonErrors },
        },
      },
      async (request) => ({
        invitations: (await deps.workspaces.invitations(principalOf(request))).map(toInvitationDto),
      }),
    );

    app.post(
      '/v1/invitations/:invitation_id/accept',
      {
        schema: {
          operationId: 'acceptInvitation',
          tags: ['workspace'],
          summary: 'Accept an invitation addressed to you: you leave your workspace and join that one',
          security: [{ bearer: [] }],
          params: invitationParams,
          response: { 200: workspaceSchema, ...ownerErrors },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const { workspace, owner, members, usage } = await deps.workspaces.acceptInvitation(
          principal,
          request.params.invitation_id,
        );
        return {
          id: workspace.id,
          name: workspace.name,
          domain: workspace.domain,
          plan: workspace.plan,
          owner: owner ? toMemberDto(owner) : null,
          members: members.map(toMemberDto),
          usage: toUsageDto(usage),
        };
      },
    );

    app.delete(
      '/v1/workspace/members/:user_id',
      {
        schema: {
          operationId: 'removeMember',
          tags: ['workspace'],
          summary: 'Remove a member (owner only); their keys and sessions stop working',
          security: [{ bearer: [] }],
          params: userIdParams,
          response: { 204: z.null(), ...ownerErrors },
        },
      },
      async (request, reply) => {
        await deps.workspaces.removeMember(principalOf(request), request.params.user_id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/v1/workspace/owner',
      {
        schema: {
          operationId: 'transferOwnership',
          tags: ['workspace'],
          summary: 'Make another member the owner; the old owner stays a member',
          security: [{ bearer: [] }],
          body: transferOwnerBody,
          response: { 200: workspaceSchema, ...ownerErrors },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        await deps.workspaces.transferOwnership(principal, request.body.user_id);
        return describe(principal);
      },
    );

    app.get(
      '/v1/workspace/activity',
      {
        schema: {
          operationId: 'listActivity',
          tags: ['workspace'],
          summary: 'Who did what, when (newest first, cursor-paginated)',
          security: [{ bearer: [] }],
          querystring: activityQuery,
          response: { 200: activitySchema, ...commonErrors },
        },
      },
      async (request) => {
        const { cursor, limit } = request.query;
        const entries = await deps.workspaces.activity(principalOf(request), {
          ...(cursor ? { cursor } : {}),
          limit,
        });
        return toActivityDto(entries, limit);
      },
    );

    app.get(
      '/v1/workspace/style-guide',
      {
        schema: {
          operationId: 'getStyleGuide',
          tags: ['workspace'],
          summary: "The workspace's style guide (the write-ups follow it)",
          security: [{ bearer: [] }],
          response: { 200: styleGuideSchema, ...commonErrors },
        },
      },
      async (request) => ({ text: await deps.workspaces.styleGuide(principalOf(request)) }),
    );

    app.put(
      '/v1/workspace/style-guide',
      {
        schema: {
          operationId: 'putStyleGuide',
          tags: ['workspace'],
          summary: "Set the workspace's style guide (owner only); write-ups follow it",
          security: [{ bearer: [] }],
          body: styleGuideBody,
          response: { 200: styleGuideSchema, ...ownerErrors },
        },
      },
      async (request) => ({
        text: await deps.workspaces.setStyleGuide(principalOf(request), request.body.text),
      }),
    );

    app.get(
      '/v1/usage',
      {
        schema: {
          operationId: 'getUsage',
          tags: ['workspace'],
          summary: "This month's uses and limits, in total and per tool",
          security: [{ bearer: [] }],
          response: { 200: usageSchema, ...commonErrors },
        },
      },
      async (request) => toUsageDto(await deps.usage.summary(principalOf(request).workspaceId)),
    );
  };
}
