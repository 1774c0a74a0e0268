import type { CheckResultHook } from '../check/check-processor.js';
import type { CheckedClaim, CheckSource } from '../check/check-result.js';
import type { WordVectors } from '../check/retrieval/word-vectors.js';
import { parseThreadRef } from '../chat/thread-ref.js';
import type { Clock } from '../shared/clock.js';
import { prepareClaim, prepareReading } from './claim-similarity.js';
import { chooseGroup } from './choose-group.js';
import type { Assigned, CandidateWording, GroupingStore } from './ports.js';

/** A decided verdict supports a claim it rates true, disputes one it rates false or misleading. */
const STANCE_OF: Record<string, CheckSource['stance']> = {
  verified_true: 'supports',
  mostly_true: 'supports',
  misleading: 'disputes',
  verified_false: 'disputes',
  unproven: 'neutral',
};

/**
 * After a check: every claim joins its group (see choose-group.ts). A claim that surely repeats a
 * claim the newsroom decided is answered at once with the newsroom's verdict, write-up and
 * decision date (high confidence). A low-confidence claim of an open group waits for the group's
 * one review item (`review: {status: 'pending'}`). Safe on retries: a claim is grouped once.
 */
export function createGroupingHook(deps: {
  store: GroupingStore;
  vectors: () => WordVectors | null;
  clock: Clock;
  newsroomName: (workspaceId: string) => Promise<string>;
}): CheckResultHook {
  return async (job, result) => {
    const platform = parseThreadRef(job.replyTo)?.platform ?? 'api';
    const vectors = deps.vectors();
    const now = deps.clock.now();
    const assigned = await deps.store.assignAll(
      result.claims.map((claim) => {
        const prepared = prepareClaim(claim.text, result.language, vectors);
        return {
          ask: {
            workspaceId: job.workspaceId,
            jobId: job.id,
            claimId: claim.id,
            text: claim.text,
            englishText: prepared.english,
            language: result.language,
            platform,
            replyTo: job.replyTo,
            askedAt: job.createdAt,
            verdict: claim.verdict,
            confidence: claim.confidence,
            engineVerdict: claim.verdict,
            answeredAt: claim.confidence === 'low' ? null : now,
          },
          // Candidates are compared as they were read when grouped: no glossing again.
          choose: (candidates: CandidateWording[]) =>
            chooseGroup(
              prepared,
              candidates.map((c) => ({
                groupId: c.groupId,
                decided: c.decided,
                claim: prepareReading(c.text, c.englishText, vectors),
              })),
            ),
        };
      }),
    );
    const claims: CheckedClaim[] = [];
    for (const [i, claim] of result.claims.entries())
      claims.push(await answered(claim, assigned[i]!, job.workspaceId));
    const top = claims[0];
    return top
      ? {
          ...result,
          claims,
          verdict: top.verdict,
          confidence: top.confidence,
          sources: top.sources,
          sources_cited: top.sources_cited,
        }
      : result;
  };

  async function answered(claim: CheckedClaim, a: Assigned, workspaceId: string): Promise<CheckedClaim> {
    const { group } = a;
    if (group.status === 'decided' && group.verdict && group.decidedAt && a.strength === 'strong') {
      const newsroom = await deps.newsroomName(workspaceId);
      const source: CheckSource = {
        publisher: newsroom,
        url: a.factCheckUrl ?? '',
        title: group.text,
        stance: STANCE_OF[group.verdict] ?? 'neutral',
        excerpt: group.writeUp,
      };
      return {
        ...claim,
        verdict: group.verdict,
        confidence: 'high',
        write_up: group.writeUp,
        sources: [source, ...claim.sources.filter((s) => s.publisher !== newsroom)],
        sources_cited: claim.sources_cited + 1,
        review: {
          status: 'decided',
          verdict: group.verdict,
          ...(group.decidedBy ? { decided_by: group.decidedBy } : {}),
          decided_at: group.decidedAt.toISOString(),
        },
      };
    }
    if (claim.confidence === 'low' && group.status === 'open')
      return { ...claim, review: { status: 'pending' } };
    return claim;
  }
}
