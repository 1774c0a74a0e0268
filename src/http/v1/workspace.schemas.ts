import { z } from 'zod';
import { isStorableBigint } from '../../core/shared/bounds.js';
import type { ActivityEntry } from '../../core/activity/activity-log.js';
import type { UsageSummary } from '../../core/usage/usage-service.js';
import type { Invitation, Member } from '../../core/workspaces/ports.js';
import { planSchema, roleSchema } from './auth.schemas.js';

export const memberSchema = z
  .object({ id: z.string(), email: z.string(), name: z.string(), role: roleSchema, created_at: z.string() })
  .meta({ id: 'Member' });

export const usageSchema = z
  .object({
    plan: planSchema,
    month: z.string().describe('Calendar month (UTC), YYYY-MM'),
    resets_at: z.string(),
    used: z.number().int(),
    limit: z.number().int().nullable().describe('null: no limit (premium)'),
    tools: z.array(
      z.object({ tool: z.string(), used: z.number().int(), limit: z.number().int().nullable() }),
    ),
  })
  .meta({ id: 'Usage' });

export const workspaceSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    domain: z.string(),
    plan: planSchema,
    owner: memberSchema.nullable(),
    members: z.array(memberSchema),
    usage: usageSchema,
  })
  .meta({ id: 'Workspace' });

export const addMemberBody = z.object({ email: z.string().max(320) });

export const invitationSchema = z
  .object({
    status: z.literal('invited'),
    id: z.string().describe('Invitation id (accepted with POST /v1/invitations/{invitation_id}/accept)'),
    email: z.string(),
    workspace: z.object({ id: z.string(), name: z.string(), domain: z.string() }),
    invited_at: z.string(),
  })
  .meta({ id: 'Invitation' });

export const addMemberResponse = z.union([
  memberSchema.extend({ status: z.literal('active') }),
  invitationSchema,
]);
export const invitationParams = z.object({ invitation_id: z.string() });

export const toInvitationDto = (i: Invitation) => ({
  status: 'invited' as const,
  id: i.id,
  email: i.email,
  workspace: i.workspace,
  invited_at: i.createdAt.toISOString(),
});
export const userIdParams = z.object({ user_id: z.string() });
export const transferOwnerBody = z.object({ user_id: z.string() });
export const styleGuideBody = z.object({ text: z.string().max(20_000) });
export const styleGuideSchema = z.object({ text: z.string() });

export const activityQuery = z.object({
  cursor: z.string().refine(isStorableBigint, 'must be a cursor from a previous page').optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const activitySchema = z.object({
  entries: z.array(
    z.object({
      id: z.string(),
      actor: z.object({ id: z.string().nullable(), email: z.string().nullable() }),
      action: z.string(),
      detail: z.record(z.string(), z.unknown()),
      created_at: z.string(),
    }),
  ),
  next_cursor: z.string().nullable(),
});

export const toMemberDto = (m: Member) => ({
  id: m.id,
  email: m.email,
  name: m.name,
  role: m.role,
  created_at: m.createdAt.toISOString(),
});

export const toUsageDto = (u: UsageSummary) => ({
  plan: u.plan,
  month: u.month,
  resets_at: u.resetsAt.toISOString(),
  used: u.used,
  limit: u.limit,
  tools: u.tools,
});

export const toActivityDto = (entries: ActivityEntry[], limit: number) => ({
  entries: entries.map((e) => ({
    id: e.id,
    actor: e.actor,
    action: e.action,
    detail: e.detail,
    created_at: e.createdAt.toISOString(),
  })),
  next_cursor: entries.length === limit ? (entries.at(-1)?.id ?? null) : null,
});
