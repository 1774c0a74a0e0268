import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from './error-envelope.js';

export interface ReadinessProbe {
  name: string;
  check(): Promise<void>;
}

/** Liveness and readiness, without auth: for load balancers and orchestrators. */
export function healthRoutes(deps: { probes: ReadinessProbe[] }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/healthz',
      {
        schema: {
          operationId: 'healthz',
          tags: ['health'],
          summary: 'The process is up (liveness)',
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
      },
      async () => ({ ok: true as const }),
    );

    app.get(
      '/readyz',
      {
        schema: {
          operationId: 'readyz',
          tags: ['health'],
          summary: 'The database and the queue are reachable (readiness)',
          response: {
            200: z.object({ ok: z.literal(true), checks: z.record(z.string(), z.literal('ok')) }),
            503: errorEnvelopeSchema,
          },
        },
      },
      async (_request, reply) => {
        const results = await Promise.all(
          deps.probes.map(async (probe) => {
            try {
              await Promise.race([
                probe.check(),
                new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref()),
              ]);
              return [probe.name, null] as const;
            } catch {
              return [probe.name, 'unreachable'] as const;
            }
          }),
        );
        const failing = results.filter(([, problem]) => problem).map(([name]) => name);
        if (failing.length) {
          return reply.status(503).send({
            ok: false,
            status: 503,
            error: { code: 'unavailable', message: `Not ready: ${failing.join(', ')} unreachable.` },
          });
        }
        return {
          ok: true as const,
          checks: Object.fromEntries(results.map(([name]) => [name, 'ok' as const])),
        };
      },
    );
  };
}
