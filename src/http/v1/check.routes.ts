import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkResultSchema } from '../../core/check/check-result.js';
import { AppError } from '../../core/errors/app-error.js';
import { originOf, type JobService } from '../../core/jobs/job-service.js';
import { commonErrors, errorEnvelopeSchema } from '../error-envelope.js';
import { principalOf } from '../principal.js';
import {
  accepted,
  acceptedSchema,
  checkBody,
  checkDoneSchema,
  jobParams,
  jobSchema,
  toJobDto,
  type JobDescriber,
} from './check.schemas.js';

export function checkRoutes(deps: {
  jobs: JobService;
  maxTextChars: number;
  describers?: JobDescriber[];
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/v1/check',
      {
        // The job insert refuses a key that is no longer live (authenticated-scope.ts).
        config: { keyCheckedByWrite: true },
        schema: {
          operationId: 'check',
          tags: ['checking'],
          summary: 'Check a claim or a text',
          description:
            'With `async: true` the answer is 202 at once and the result is polled from GET /v1/job/{job_id}; ' +
            'otherwise the check runs before the answer (200). Each accepted request is one use of the check tool.',
          security: [{ bearer: [] }],
          body: checkBody(deps.maxTextChars),
          response: {
            200: checkDoneSchema,
            202: acceptedSchema,
            402: errorEnvelopeSchema,
            500: errorEnvelopeSchema,
            ...commonErrors,
          },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        const { text, language } = request.body;
        const input = { text, ...(language ? { language } : {}) };
        if (request.body.async) {
          const job = await deps.jobs.submit(originOf(principal), 'check', input);
          return reply.status(202).send(accepted(job));
        }
        const job = await deps.jobs.runNow(originOf(principal), 'check', input);
        if (job.state !== 'done' || !job.result) {
          throw new AppError('internal_error', `The check could not be completed (job ${job.id}).`);
        }
        return reply.status(200).send({
          ok: true as const,
          status: 200 as const,
          state: 'done' as const,
          job_id: job.id,
          result: checkResultSchema.parse(job.result),
        });
      },
    );

    app.get(
      '/v1/job/:job_id',
      {
        schema: {
          operationId: 'getJob',
          tags: ['checking'],
          summary: 'Poll a job until its state is done or failed',
          security: [{ bearer: [] }],
          params: jobParams,
          response: { 200: jobSchema, 404: errorEnvelopeSchema, ...commonErrors },
        },
      },
      async (request) => {
        const job = await deps.jobs.get(principalOf(request), request.params.job_id);
        const extras = await Promise.all((deps.describers ?? []).map((describe) => describe(job)));
        return Object.assign(toJobDto(job), ...extras);
      },
    );
  };
}
