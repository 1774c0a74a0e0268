import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../core/errors/app-error.js';
import type { WebhookService } from '../../core/webhooks/webhook-service.js';
import { commonErrors, errorEnvelopeSchema } from '../error-envelope.js';
import { principalOf } from '../principal.js';
import {
  createWebhookBody,
  createdWebhookSchema,
  toWebhookDto,
  webhookListSchema,
  webhookParams,
} from './webhooks.schemas.js';

const DELIVERY_NOTE =
  'Deliveries follow the Standard Webhooks specification: headers `webhook-id` (the same on every retry), ' +
  '`webhook-timestamp` and `webhook-signature` (`v1,` + base64 HMAC-SHA256 of `<id>.<timestamp>.<body>` keyed ' +
  'with the bytes after `whsec_`); body `{type, timestamp, data}` where `data` is what GET /v1/job/{job_id} ' +
  'shows (the review item for `review.decided`). An answer other than 2xx is retried with backoff for about a ' +
  'day.';

/** `webhooks` is null when the operator has not set SECRETS_KEY: the routes answer 503. */
export function webhooksRoutes(deps: { webhooks: WebhookService | null }): FastifyPluginAsyncZod {
  const service = () => {
    if (!deps.webhooks) {
      throw new AppError(
        'unavailable',
        'Webhooks are not configured on this server (the operator sets SECRETS_KEY).',
      );
    }
    return deps.webhooks;
  };
  return async (app) => {
    app.post(
      '/v1/webhooks',
      {
        schema: {
          operationId: 'createWebhook',
          tags: ['webhooks'],
          summary: 'Register an endpoint that is told when jobs finish and editors decide',
          description: `Owner only. ${DELIVERY_NOTE}`,
          security: [{ bearer: [] }],
          body: createWebhookBody,
          response: { 201: createdWebhookSchema, 403: errorEnvelopeSchema, ...commonErrors },
        },
      },
      async (request, reply) => {
        const { endpoint, secret } = await service().create(principalOf(request), request.body);
        return reply.status(201).send({
          id: endpoint.id,
          url: endpoint.url,
          events: endpoint.events,
          secret,
          created_at: endpoint.createdAt.toISOString(),
        });
      },
    );

    app.get(
      '/v1/webhooks',
      {
        schema: {
          operationId: 'listWebhooks',
          tags: ['webhooks'],
          summary: "The workspace's webhooks with their last delivery (never their secrets)",
          security: [{ bearer: [] }],
          response: { 200: webhookListSchema, ...commonErrors },
        },
      },
      async (request) => ({ webhooks: (await service().list(principalOf(request))).map(toWebhookDto) }),
    );

    app.delete(
      '/v1/webhooks/:id',
      {
        schema: {
          operationId: 'deleteWebhook',
          tags: ['webhooks'],
          summary: 'Stop sending to an endpoint (owner only); deliveries not yet made are dropped',
          security: [{ bearer: [] }],
          params: webhookParams,
          response: { 204: z.null(), 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, ...commonErrors },
        },
      },
      async (request, reply) => {
        await service().remove(principalOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
