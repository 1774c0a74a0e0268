import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { KeyService } from '../../core/keys/key-service.js';
import { commonErrors, errorEnvelopeSchema } from '../error-envelope.js';
import { principalOf } from '../principal.js';
import { createKeyBody, createdKeySchema, keyIdParams, keySchema, toKeyDto } from './keys.schemas.js';

export function keysRoutes(deps: { keys: KeyService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/v1/keys',
      {
        schema: {
          operationId: 'createKey',
          tags: ['keys'],
          summary: 'Create an API key (its value is shown once)',
          security: [{ bearer: [] }],
          body: createKeyBody,
          response: { 201: createdKeySchema, ...commonErrors },
        },
      },
      async (request, reply) => {
        const { record, key } = await deps.keys.create(principalOf(request), request.body.label);
        return reply.status(201).send({
          id: record.id,
          label: record.label,
          key,
          prefix: record.prefix,
          created_at: record.createdAt.toISOString(),
        });
      },
    );

    app.get(
      '/v1/keys',
      {
        schema: {
          operationId: 'listKeys',
          tags: ['keys'],
          summary: "List the workspace's API keys (never their values)",
          security: [{ bearer: [] }],
          response: { 200: z.object({ keys: z.array(keySchema) }), ...commonErrors },
        },
      },
      async (request) => ({ keys: (await deps.keys.list(principalOf(request))).map(toKeyDto) }),
    );

    app.delete(
      '/v1/keys/:id',
      {
        schema: {
          operationId: 'revokeKey',
          tags: ['keys'],
          summary: 'Revoke an API key; it answers 401 from then on',
          security: [{ bearer: [] }],
          params: keyIdParams,
          response: { 204: z.null().describe('Revoked'), 404: errorEnvelopeSchema, ...commonErrors },
        },
      },
      async (request, reply) => {
        await deps.keys.revoke(principalOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
