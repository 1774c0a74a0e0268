import type { FastifyInstance } from 'fastify';

/** Seconds a client should wait before its first poll when a route does not say otherwise. */
export const DEFAULT_POLL_AFTER_SECONDS = 2;

/**
 * Every accepted job (202 with a `job_id`) tells the client where to poll and when
 * (api.md "For integrators"): `Location: /v1/job/{job_id}` and `Retry-After`. One hook for every
 * route, so a tool added later (documents, media) gets the headers without remembering them. A
 * route that knows its jobs take longer sets `Retry-After` itself; the hook keeps it.
 */
export function installAcceptedHeaders(app: FastifyInstance) {
  // Callback style: nothing here waits, and an async hook costs a promise per request.
  app.addHook('preSerialization', (_request, reply, payload, done) => {
    const jobId =
      reply.statusCode === 202 && payload && typeof payload === 'object'
        ? (payload as { job_id?: unknown }).job_id
        : undefined;
    if (typeof jobId === 'string') {
      if (!reply.hasHeader('location')) reply.header('location', `/v1/job/${encodeURIComponent(jobId)}`);
      if (!reply.hasHeader('retry-after')) reply.header('retry-after', String(DEFAULT_POLL_AFTER_SECONDS));
    }
    done(null, payload);
  });
}
