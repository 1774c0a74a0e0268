import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ElectionService } from '../../core/election/election-service.js';
import { commonErrors, errorEnvelopeSchema } from '../error-envelope.js';
import { electionsQuery, electionsResponse, toArea, toBreakdownDto } from './elections.schemas.js';

export interface RegisterImportStatus {
  state: 'importing' | 'ready' | 'empty';
  finishedAt: Date | null;
}

export function electionsRoutes(deps: {
  elections: ElectionService;
  importStatus: () => Promise<RegisterImportStatus>;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v1/elections',
      {
        schema: {
          operationId: 'listElections',
          tags: ['elections'],
          summary:
            'Polling units and result sheets uploaded, by state, by LGA within a state, or by ward within an LGA',
          description:
            'Without `state`/`lga` each election is broken down by state; with `state`, by LGA; with `lga`, by ward. ' +
            'A governorship election appears only for its own state. Not counted as a tool use.',
          security: [{ bearer: [] }],
          querystring: electionsQuery,
          response: { 200: electionsResponse, 404: errorEnvelopeSchema, ...commonErrors },
        },
      },
      async (request) => {
        const q = request.query;
        const [result, status] = await Promise.all([
          deps.elections.breakdown({
            election: q.election,
            state: q.state,
            lga: q.lga,
            asOf: q.as_of ? new Date(q.as_of) : undefined,
          }),
          deps.importStatus(),
        ]);
        return {
          as_of: result.asOf?.toISOString() ?? null,
          level: result.level,
          state: result.state ? toArea(result.state) : null,
          lga: result.lga ? toArea(result.lga) : null,
          import: { state: status.state, finished_at: status.finishedAt?.toISOString() ?? null },
          elections: result.elections.map(toBreakdownDto),
        };
      },
    );
  };
}
