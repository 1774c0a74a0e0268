import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ElectionService } from '../../core/election/election-service.js';
import { commonErrors, errorEnvelopeSchema } from '../error-envelope.js';
import { toElectionDto } from './elections.schemas.js';
import { toUnitDto, unitsQuery, unitsResponse } from './units.schemas.js';

export function unitsRoutes(deps: { elections: ElectionService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v1/units',
      {
        schema: {
          operationId: 'searchPollingUnits',
          tags: ['elections'],
          summary:
            'Search polling units by name or INEC code, best first, with ward, LGA, state and upload status',
          description:
            '`q` shorter than 2 characters is 422. An unknown `state`, `lga` or `election` is 404. Not counted as a tool use.',
          security: [{ bearer: [] }],
          querystring: unitsQuery,
          response: { 200: unitsResponse, 404: errorEnvelopeSchema, ...commonErrors },
        },
      },
      async (request) => {
        const { election, units } = await deps.elections.searchUnits(request.query);
        return { election: election ? toElectionDto(election) : null, units: units.map(toUnitDto) };
      },
    );
  };
}
