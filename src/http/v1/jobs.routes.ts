import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { JobHistory } from '../../core/jobs/job-history.js';
import { commonErrors } from '../error-envelope.js';
import { principalOf } from '../principal.js';
import { CSV_COLUMNS, csvRows, jobListSchema, jobsQuery, toJobSummary } from './jobs.schemas.js';

export function jobsRoutes(deps: { history: JobHistory }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v1/jobs',
      {
        schema: {
          operationId: 'listJobs',
          tags: ['checking'],
          summary: "List the workspace's past jobs, or export them as CSV",
          description:
            'Newest first, filtered by tool, state, creation time and words of the checked text; pages of at ' +
            'most 100 with `next_cursor`. With `format=csv` the answer is `text/csv` with every matching job ' +
            '(no paging), one row per claim, written out as it is read, so a busy month is never held in memory.',
          security: [{ bearer: [] }],
          querystring: jobsQuery,
          response: { 200: jobListSchema, ...commonErrors },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        const { cursor, limit, format, ...filter } = request.query;
        if (format === 'csv') {
          const history = deps.history;
          async function* lines() {
            yield CSV_COLUMNS.join(',') + '\r\n';
            for await (const job of history.all(principal, filter)) yield csvRows(job).join('');
          }
          const day = new Date().toISOString().slice(0, 10);
          return reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="gaskiya-jobs-${day}.csv"`)
            .send(Readable.from(lines()) as never); // a stream is sent as is, never serialised
        }
        const page = await deps.history.list(principal, filter, cursor, limit);
        return { jobs: page.jobs.map(toJobSummary), next_cursor: page.nextCursor };
      },
    );
  };
}
