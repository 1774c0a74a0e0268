import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { originOf } from '../../core/jobs/job-service.js';
import type { LinkService } from '../../core/link/link-service.js';
import { commonErrors, errorEnvelopeSchema } from '../error-envelope.js';
import { principalOf } from '../principal.js';
import { accepted, acceptedSchema } from './check.schemas.js';
// Importing linkResult registers the LinkResult schema (zod global registry) in the OpenAPI
// components, where the job route's description points.
import { linkBody, linkResult } from './link.schemas.js';

export function linkRoutes(deps: { link: LinkService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/v1/link',
      {
        // The job insert refuses a key that is no longer live (authenticated-scope.ts).
        config: { keyCheckedByWrite: true },
        schema: {
          operationId: 'checkLink',
          tags: ['checking'],
          summary: 'Check a web page or a captioned video',
          description:
            'Answers 202 at once; poll GET /v1/job/{job_id} every few seconds for a LinkResult. An address the ' +
            'service may not fetch (not http/https, credentials in it, a private, loopback, link-local, multicast ' +
            'or metadata address, or a host that does not resolve) answers 422 `validation_failed` with details ' +
            'on `url`, and is not counted. Each accepted request is one use of the link tool (a trial tool: 5 a ' +
            'month in a free workspace). The job fails with `no_captions` for a video without captions.',
          security: [{ bearer: [] }],
          body: linkBody,
          response: {
            202: acceptedSchema,
            402: errorEnvelopeSchema,
            500: errorEnvelopeSchema,
            ...commonErrors,
          },
        },
      },
      async (request, reply) => {
        const job = await deps.link.submitLink(originOf(principalOf(request)), request.body.url);
        // A page or a video takes longer than a text: polling sooner only costs requests.
        return reply.status(202).header('retry-after', '5').send(accepted(job));
      },
    );
  };
}

export const linkResultComponent = linkResult;
