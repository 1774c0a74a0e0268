/** The tools a workspace can use; every accepted use of one counts toward the month. */
export const TOOLS = ['check', 'link', 'media', 'document', 'dossier', 'script'] as const;
export type Tool = (typeof TOOLS)[number];

export const FREE_MONTHLY_USES = 100;
/** Trial uses per month of each tool other than the check tool, in free workspaces. */
export const FREE_TRIAL_USES_PER_TOOL = 5;

export const UPGRADE_NOTE =
  'Upgrade the workspace to premium to keep going: premium workspaces have no trial limits. Ask your Gaskiya operator.';

export const PLANS = ['free', 'premium'] as const;
export type Plan = (typeof PLANS)[number];

export interface MonthCounts {
  total: number;
  byTool: Partial<Record<Tool, number>>;
}

export type QuotaDecision = { allowed: true } | { allowed: false; message: string };

export function toolLimit(plan: Plan, tool: Tool): number | null {
  if (plan === 'premium') return null;
  return tool === 'check' ? FREE_MONTHLY_USES : FREE_TRIAL_USES_PER_TOOL;
}

export function monthlyLimit(plan: Plan): number | null {
  return plan === 'premium' ? null : FREE_MONTHLY_USES;
}

/** The limits one more use of `tool` must stay under on `plan` (null: none). */
export interface QuotaLimits {
  monthly: number | null;
  tool: number | null;
}

export const quotaLimits = (plan: Plan, tool: Tool): QuotaLimits => ({
  monthly: monthlyLimit(plan),
  tool: toolLimit(plan, tool),
});

/** Whether one more use of `tool` fits this month. Pure: the caller holds the workspace lock. */
export function decideQuota(plan: Plan, counts: MonthCounts, tool: Tool): QuotaDecision {
  const limits = quotaLimits(plan, tool);
  if (limits.monthly !== null && counts.total >= limits.monthly) {
    return {
      allowed: false,
      message: `This workspace has used all ${limits.monthly} free uses this month. ${UPGRADE_NOTE}`,
    };
  }
  if (limits.tool !== null && (counts.byTool[tool] ?? 0) >= limits.tool) {
    return {
      allowed: false,
      message: `The free trial of the ${tool} tool (${limits.tool} uses a month) is used up. ${UPGRADE_NOTE}`,
    };
  }
  return { allowed: true };
}
