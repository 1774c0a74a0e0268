import { z } from 'zod';
import type { JobProcessor } from '../jobs/job-service.js';
import { PermanentJobError, type JobRecord } from '../jobs/job.js';
import type { CheckEngine } from './check-engine.js';
import { checkResultSchema, type CheckResult } from './check-result.js';

export const checkInputSchema = z.object({ text: z.string().min(1), language: z.string().optional() });

/** Runs after the engine with the finished result (e.g. to route low confidence to review). */
export type CheckResultHook = (job: JobRecord, result: CheckResult) => Promise<CheckResult>;

/** The `check` job kind: input text in, api.md's check result out. */
export function createCheckProcessor(deps: {
  engine: CheckEngine;
  afterCheck?: CheckResultHook[];
}): JobProcessor {
  return async (job) => {
    const input = checkInputSchema.safeParse(job.input);
    if (!input.success) throw new PermanentJobError('invalid_input', 'The job input is not a check request.');
    let result = checkResultSchema.parse(
      await deps.engine.check({
        workspaceId: job.workspaceId,
        jobId: job.id,
        text: input.data.text,
        language: input.data.language,
      }),
    );
    for (const hook of deps.afterCheck ?? []) result = await hook(job, result);
    return result;
  };
}
