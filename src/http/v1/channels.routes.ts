import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOwner } from '../../core/auth/principal.js';
import type { DeliveryService } from '../../core/chat/delivery-service.js';
import { AppError } from '../../core/errors/app-error.js';
import type { JobService } from '../../core/jobs/job-service.js';
import type { ChannelStore } from '../../db/repositories/chat-channel-store.js';
import { commonErrors, errorEnvelopeSchema } from '../error-envelope.js';
import { principalOf } from '../principal.js';
import { jobParams } from './check.schemas.js';
import {
  channelsBody,
  channelsSchema,
  deliveriesSchema,
  toDeliveryDto,
  toChannelsDto,
  toUpdate,
} from './channels.schemas.js';

const FIELD: Record<string, string> = {
  slack: 'slack.team_id',
  telegram: 'telegram.chat_ids',
  whatsapp: 'whatsapp.numbers',
};

export function channelsRoutes(deps: {
  channels: ChannelStore;
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
      async (request) => toChannelsDto(await deps.channels.read(principalOf(request).workspaceId)),
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
            'A place another workspace has linked answers 422 validation_failed.',
          security: [{ bearer: [] }],
          body: channelsBody,
          response: { 200: channelsSchema, ...commonErrors, 403: errorEnvelopeSchema },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        requireOwner(principal, 'link chat channels');
        const outcome = await deps.channels.update(principal.workspaceId, toUpdate(request.body));
        if (!outcome.ok) {
          const { platform, place } = outcome.conflict;
          throw new AppError(
            'validation_failed',
            `The ${platform} place ${place} is already linked to another workspace.`,
            {
              details: [
                { field: FIELD[platform] ?? platform, message: `${place} is linked to another workspace` },
              ],
            },
          );
        }
        return toChannelsDto(outcome.settings);
      },
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
