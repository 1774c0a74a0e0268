import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { originOf } from '../../core/jobs/job-service.js';
import type { ScriptService } from '../../core/scripts/script-service.js';
import { commonErrors, errorEnvelopeSchema } from '../error-envelope.js';
import { principalOf } from '../principal.js';
import { scriptBody, scriptSchema } from './scripts.schemas.js';

/** POST /v1/scripts: a finished check as a radio, TV or screen script in one of five languages. */
export function scriptsRoutes(deps: { scripts: ScriptService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/v1/scripts',
      {
        schema: {
          operationId: 'writeScript',
          tags: ['tools'],
          summary:
            'Present a finished check for radio, TV or a screen card, in Pidgin, Hausa, Igbo, Yoruba or English',
          description:
            'The verdict, what the evidence says and who says it, in the words the format takes (radio at most ' +
            '110, TV 75, a screen card 35), with an estimated reading time. It never changes the verdict or the ' +
            'sources: an editor’s decision, where there is one, is the verdict presented. One use of the scripts ' +
            'tool (a trial tool: 5 a month in a free workspace). Another workspace’s job or an unknown one: 404; ' +
            'a job still running, failed or without a claim: 422; neither is counted.',
          security: [{ bearer: [] }],
          body: scriptBody,
          response: {
            200: scriptSchema,
            402: errorEnvelopeSchema,
            404: errorEnvelopeSchema,
            ...commonErrors,
          },
        },
      },
      async (request) => deps.scripts.write(originOf(principalOf(request)), request.body),
    );
  };
}
