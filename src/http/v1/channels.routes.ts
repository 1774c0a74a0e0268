import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ChannelService } from '../../core/chat/channel-service.js';
import type { DeliveryService } from '../../core/chat/delivery-service.js';
import type { JobService } from '../../core/jobs/job-service.js';
import { commonErrors, errorEnvelopeSchema } from '../error-envelope.js';
import { principalOf } from '../principal.js';
import { jobParams } from './check.schemas.js';
import {
  channelsBody,
  channelsSchema,
  deliveriesSchema,
  toDeliveryDto,
  toChannelsDto,
  toRequest,
} from './channels.schemas.js';

export function channelsRoutes(deps: {
  channels: ChannelService;
  publicUrl: string | undefined;
  deliveries: DeliveryService;
  jobs: () => JobService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v1/workspace/channels',
      {
        schema: {
          operationId: 'getChannels',
          tags: ['workspace'],
          summary: 'The chat places linked to this workspace',
          security: [{ bearer: [] }],
          response: { 200: channelsSchema, ...commonErrors },
        },
      },
      async (request) =>
        toChannelsDto(await deps.channels.view(principalOf(request).workspaceId), deps.publicUrl),
    );

    app.put(
      '/v1/workspace/channels',
      {
        schema: {
          operationId: 'putChannels',
          tags: ['workspace'],
          summary: 'Link chat places to this workspace (owner only)',
          description:
            'Each platform present replaces that platform’s links; an absent platform is left as it is; null unlinks it. ' +
            'Places on the deployment’s own bots need the operator’s allowance (else 403 forbidden); a newsroom’s own ' +
            'Telegram bot (bot_token) or Twilio sender (account_sid, auth_token, from) is checked with the platform first. ' +
            'A place another workspace has linked, or an unknown field, answers 422 validation_failed.',
          security: [{ bearer: [] }],
          body: channelsBody,
          response: { 200: channelsSchema, ...commonErrors, 403: errorEnvelopeSchema },
        },
      },
      async (request) =>
        toChannelsDto(
          await deps.channels.update(principalOf(request), toRequest(request.body)),
          deps.publicUrl,
        ),
    );

    app.get(
      '/v1/job/:job_id/deliveries',
      {
        schema: {
          operationId: 'getJobDeliveries',
          tags: ['checking'],
          summary: 'Chat replies owed for a job and whether each reached its platform',
          security: [{ bearer: [] }],
          params: jobParams,
          response: { 200: deliveriesSchema, 404: errorEnvelopeSchema, ...commonErrors },
        },
      },
      async (request) => {
        const job = await deps.jobs().get(principalOf(request), request.params.job_id);
        const deliveries = await deps.deliveries.listForJob(job.id);
        return { job_id: job.id, deliveries: deliveries.map(toDeliveryDto) };
      },
    );
  };
}
