import { z } from 'zod';
import { WEBHOOK_EVENTS, type WebhookEndpoint } from '../../core/webhooks/ports.js';

export const webhookEventSchema = z.enum(WEBHOOK_EVENTS);

export const createWebhookBody = z
  .object({
    url: z
      .string()
      .trim()
      .min(1)
      .max(2048)
      .describe("Where deliveries are posted: http or https, a public address (the link tool's rules)."),
    events: z
      .array(webhookEventSchema)
      .min(1)
      .max(WEBHOOK_EVENTS.length)
      .optional()
      .describe('The events to receive; all of them when absent.'),
  })
  .meta({ id: 'WebhookRequest' });

export const lastDeliverySchema = z
  .object({
    at: z.string(),
    status: z
      .number()
      .int()
      .nullable()
      .describe('The HTTP status the receiver answered; null when none came.'),
    outcome: z.enum(['succeeded', 'failed']),
    error: z.string().nullable(),
  })
  .nullable()
  .describe("The most recent attempt's outcome; null before the first delivery.");

export const webhookSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    events: z.array(webhookEventSchema),
    created_at: z.string(),
    last_delivery: lastDeliverySchema,
  })
  .meta({ id: 'Webhook' });

export const createdWebhookSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    events: z.array(webhookEventSchema),
    secret: z
      .string()
      .describe('`whsec_` + base64: the signing secret. Shown only in this answer; store it now.'),
    created_at: z.string(),
  })
  .meta({ id: 'CreatedWebhook' });

export const webhookListSchema = z.object({ webhooks: z.array(webhookSchema) }).meta({ id: 'WebhookList' });

export const webhookParams = z.object({ id: z.string() });

export const toWebhookDto = (endpoint: WebhookEndpoint): z.infer<typeof webhookSchema> => ({
  id: endpoint.id,
  url: endpoint.url,
  events: endpoint.events,
  created_at: endpoint.createdAt.toISOString(),
  last_delivery: endpoint.lastDelivery
    ? {
        at: endpoint.lastDelivery.at.toISOString(),
        status: endpoint.lastDelivery.status,
        outcome: endpoint.lastDelivery.outcome,
        error: endpoint.lastDelivery.error,
      }
    : null,
});
