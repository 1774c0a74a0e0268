import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DossierService } from '../../core/dossier/dossier-service.js';
import { originOf } from '../../core/jobs/job-service.js';
import { commonErrors, errorEnvelopeSchema } from '../error-envelope.js';
import { principalOf } from '../principal.js';
import { dossierQuery, dossierSchema } from './dossier.schemas.js';

/** GET /v1/dossier?name=: what Gaskiya holds about a public figure or an organisation. */
export function dossierRoutes(deps: { dossier: DossierService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v1/dossier',
      {
        schema: {
          operationId: 'getDossier',
          tags: ['tools'],
          summary: 'A sourced dossier on a public figure or organisation',
          description:
            "What the workspace's checks, its documents' key figures, the trusted corpus (its own and the " +
            'service-wide sources) and the election data say about a person or an organisation, every statement ' +
            'with its source. Names match with their variants: "Obi", "Peter Obi" and "Peter Gregory Obi" find ' +
            'each other, "Willie Obi" is someone else. One use of the dossier tool (a trial tool: 5 a month in a ' +
            'free workspace); a name shorter than 2 characters is 422 and not counted.',
          security: [{ bearer: [] }],
          querystring: dossierQuery,
          response: { 200: dossierSchema, 402: errorEnvelopeSchema, ...commonErrors },
        },
      },
      async (request) => deps.dossier.dossier(originOf(principalOf(request)), request.query.name),
    );
  };
}
