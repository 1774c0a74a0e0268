import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ElectionService } from '../../core/election/election-service.js';
import { commonErrors } from '../error-envelope.js';
import { partiesResponse } from './parties.schemas.js';

export function partiesRoutes(deps: { elections: ElectionService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v1/parties',
      {
        schema: {
          operationId: 'listParties',
          tags: ['elections'],
          summary: 'The registered political parties (2023), by acronym',
          security: [{ bearer: [] }],
          response: { 200: partiesResponse, ...commonErrors },
        },
      },
      async () => ({
        parties: (await deps.elections.parties()).map((p) => ({
          acronym: p.acronym,
          name: p.name,
          logo_url: p.logoUrl,
        })),
      }),
    );
  };
}
