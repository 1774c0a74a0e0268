import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StatsService } from '../../core/stats/stats.js';
import { commonErrors } from '../error-envelope.js';
import { principalOf } from '../principal.js';
import { statsQuery, statsResponse } from './stats.schemas.js';

export function statsRoutes(deps: { stats: StatsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v1/stats',
      {
        schema: {
          operationId: 'getStats',
          tags: ['claims'],
          summary: 'Per day: tips by platform and language, checks by tool, verdicts, groups, time to answer',
          security: [{ bearer: [] }],
          querystring: statsQuery,
          response: { 200: statsResponse, ...commonErrors },
        },
      },
      async (request) =>
        deps.stats.stats({ workspaceId: principalOf(request).workspaceId, ...request.query }),
    );
  };
}
