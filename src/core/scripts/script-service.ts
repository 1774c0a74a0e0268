import { AppError } from '../errors/app-error.js';
import type { JobOrigin, JobProcessor, JobService } from '../jobs/job-service.js';
import type { JobRecord } from '../jobs/job.js';
import { finishedClaim, scriptInputSchema, type ScriptInput } from './finished-claim.js';
import { writeScript, type Script } from './script-writer.js';

export interface ScriptAnswer extends Script {
  language: ScriptInput['language'];
  format: ScriptInput['format'];
  job_id: string;
  claim_id: string;
}

type FindJob = (workspaceId: string, jobId: string) => Promise<JobRecord | null>;

/**
 * The scripts tool. The claim is looked up before the use is counted (an unknown job or one not
 * finished costs nothing); then one counted `script` job writes it in the caller's process, so
 * the use is recorded like any other tool's. Writing is a few string operations, no CPU to spare.
 */
export function createScriptService(deps: { jobs: () => JobService; findJob: FindJob }) {
  const processor: JobProcessor = async (job) => {
    const input = scriptInputSchema.parse(job.input);
    const claim = await finishedClaim(deps.findJob, job.workspaceId, input);
    const answer: ScriptAnswer = {
      language: input.language,
      format: input.format,
      ...writeScript(claim, input.format, input.language),
      job_id: input.job_id,
      claim_id: claim.id,
    };
    return { ...answer };
  };

  return {
    processor,
    async write(origin: JobOrigin, input: ScriptInput): Promise<ScriptAnswer> {
      await finishedClaim(deps.findJob, origin.workspaceId, input);
      const job = await deps.jobs().runNow(origin, 'script', { ...input });
      if (job.state !== 'done' || !job.result)
        throw new AppError('internal_error', job.error?.message ?? 'The script could not be written.');
      return job.result as unknown as ScriptAnswer;
    },
  };
}

export type ScriptService = ReturnType<typeof createScriptService>;
