import type { CheckResultHook } from '../check/check-processor.js';
import type { ReviewStore } from './ports.js';

/**
 * After a check: every low-confidence claim becomes a pending review item of the job's
 * workspace and is marked `review: {status: 'pending'}` in the result. Safe on retries (one item
 * per job and claim).
 */
export function createReviewHook(store: ReviewStore): CheckResultHook {
  return async (job, result) => {
    const low = result.claims.filter((c) => c.confidence === 'low');
    if (low.length === 0) return result;
    await store.addPending(
      low.map((c) => ({
        workspaceId: job.workspaceId,
        jobId: job.id,
        claimId: c.id,
        claimText: c.text,
        engineVerdict: c.verdict,
        confidence: c.confidence,
      })),
    );
    return {
      ...result,
      claims: result.claims.map((c) =>
        c.confidence === 'low' ? { ...c, review: { status: 'pending' as const } } : c,
      ),
    };
  };
}
