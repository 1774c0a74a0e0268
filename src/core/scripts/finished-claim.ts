import { z } from 'zod';
import { checkResultSchema, type Verdict } from '../check/check-result.js';
import { AppError, notFound } from '../errors/app-error.js';
import type { JobRecord } from '../jobs/job.js';
import { linkResultSchema, type LinkVerdict } from '../link/link-result.js';
import type { ScriptedClaim } from './script-writer.js';

const LINK_TO_VERDICT: Record<LinkVerdict, Verdict> = {
  true: 'verified_true',
  'mostly true': 'mostly_true',
  misleading: 'misleading',
  false: 'verified_false',
  unproven: 'unproven',
};

const refuse = (field: string, message: string) =>
  new AppError('validation_failed', message, { details: [{ field, message }] });

/** The claims of a finished check, link or media job, as the job's result holds them now. */
export function claimsOf(job: JobRecord): Array<ScriptedClaim & { id: string }> {
  const result = job.result ?? {};
  const checked = checkResultSchema.safeParse(job.kind === 'media' ? result.check : result);
  if (checked.success) return checked.data.claims;
  const linked = linkResultSchema.safeParse(result);
  if (linked.success)
    return linked.data.claims.map((c, i) => ({
      id: c.id ?? String(i + 1),
      text: c.text,
      verdict: LINK_TO_VERDICT[c.verdict],
      confidence: c.confidence ?? 'medium',
      sources: c.sources,
    }));
  return [];
}

/**
 * The claim a script presents: `claim_id` of the job, or its first (most check-worthy) claim.
 * Another workspace's job or an unknown one is 404; a job that is not a finished check is 422.
 */
export async function finishedClaim(
  findJob: (workspaceId: string, jobId: string) => Promise<JobRecord | null>,
  workspaceId: string,
  input: { job_id: string; claim_id?: string | undefined },
): Promise<ScriptedClaim & { id: string }> {
  const job = await findJob(workspaceId, input.job_id);
  if (!job) throw notFound('The job');
  if (!['check', 'link', 'media'].includes(job.kind))
    throw refuse('job_id', `A ${job.kind} job is not a check: scripts present checks, links and media tips.`);
  if (job.state !== 'done')
    throw refuse('job_id', `The job is ${job.state}; a script needs a finished check.`);
  const claims = claimsOf(job);
  if (claims.length === 0) throw refuse('job_id', 'The check found no checkable claim to present.');
  if (!input.claim_id) return claims[0]!;
  const claim = claims.find((c) => c.id === input.claim_id);
  if (!claim) throw refuse('claim_id', `The job has no claim ${input.claim_id}.`);
  return claim;
}

export const scriptInputSchema = z.object({
  job_id: z.string(),
  claim_id: z.string().optional(),
  format: z.enum(['radio', 'broadcast', 'screen']),
  language: z.enum(['pcm', 'ha', 'ig', 'yo', 'en']),
});
export type ScriptInput = z.infer<typeof scriptInputSchema>;
