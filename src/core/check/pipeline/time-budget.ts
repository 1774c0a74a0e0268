import { AsyncLocalStorage } from 'node:async_hooks';
import type { CheckEngine } from '../check-engine.js';
import type { EvidenceSearch } from '../evidence-search.js';
import { addNote } from './degradation-notes.js';
import type { StanceJudge, StructuredDataSource } from './ports.js';

/**
 * A per-check time budget. The engine's expensive stages (corpus search, structured lookups,
 * stance) are wrapped so that once the check in progress has used its budget they answer
 * "nothing found" at once: the check finishes with what it has, those claims come out unproven,
 * and the result's `notes` say so. The deadline travels in async-local storage because the
 * stage ports carry no per-check context (as with the degradation notes).
 */
const deadline = new AsyncLocalStorage<{ at: number; noted: boolean }>();

export const BUDGET_NOTE =
  'The check reached its time budget: claims it could not finish are unproven and go to review.';

function spent(): boolean {
  const current = deadline.getStore();
  if (!current || performance.now() < current.at) return false;
  if (!current.noted) {
    current.noted = true;
    addNote(BUDGET_NOTE);
  }
  return true;
}

export function searchWithinBudget(search: EvidenceSearch): EvidenceSearch {
  return { search: async (...args) => (spent() ? [] : search.search(...args)) };
}

export function stanceWithinBudget(judge: StanceJudge): StanceJudge {
  return {
    judge: async (claim, evidence) =>
      spent()
        ? evidence.map(() => ({ stance: 'neutral' as const, strength: 0 }))
        : judge.judge(claim, evidence),
  };
}

export function structuredWithinBudget(source: StructuredDataSource): StructuredDataSource {
  return { name: source.name, lookup: async (...args) => (spent() ? [] : source.lookup(...args)) };
}

/**
 * Runs every check of `engine` under a budget of `budgetMs` from its start. `ready` (the
 * service-wide sources loaded once per process) is awaited before the clock starts: a process's
 * first check, waiting seconds for that on a busy host, would otherwise spend its whole budget
 * before searching and answer unproven.
 */
export function checkWithinBudget(
  engine: CheckEngine,
  budgetMs: number,
  ready?: () => Promise<void>,
): CheckEngine {
  return {
    async check(request) {
      await ready?.();
      return deadline.run({ at: performance.now() + budgetMs, noted: false }, () => engine.check(request));
    },
  };
}
