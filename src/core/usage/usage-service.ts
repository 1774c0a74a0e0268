import { startOfNextUtcMonth, startOfUtcMonth, type Clock } from '../shared/clock.js';
import { notFound } from '../errors/app-error.js';
import { monthlyLimit, toolLimit, TOOLS, type MonthCounts, type Plan, type Tool } from './quota-policy.js';

export interface UsageStore {
  plan(workspaceId: string): Promise<Plan | null>;
  /** Counted uses since `since`, in total and per tool. */
  countSince(workspaceId: string, since: Date): Promise<MonthCounts>;
}

export interface UsageSummary {
  plan: Plan;
  month: string;
  resetsAt: Date;
  used: number;
  limit: number | null;
  tools: Array<{ tool: Tool; used: number; limit: number | null }>;
}

export function createUsageService(deps: { store: UsageStore; clock: Clock }) {
  return {
    async summary(workspaceId: string): Promise<UsageSummary> {
      const plan = await deps.store.plan(workspaceId);
      if (!plan) throw notFound('Workspace');
      const now = deps.clock.now();
      const since = startOfUtcMonth(now);
      const counts = await deps.store.countSince(workspaceId, since);
      return {
        plan,
        month: since.toISOString().slice(0, 7),
        resetsAt: startOfNextUtcMonth(now),
        used: counts.total,
        limit: monthlyLimit(plan),
        tools: TOOLS.map((tool) => ({ tool, used: counts.byTool[tool] ?? 0, limit: toolLimit(plan, tool) })),
      };
    },
  };
}

export type UsageService = ReturnType<typeof createUsageService>;
