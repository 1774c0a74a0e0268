import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReviewService } from '../../core/review/review-service.js';
import { commonErrors, errorEnvelopeSchema } from '../error-envelope.js';
import { principalOf } from '../principal.js';
import {
  decisionBody,
  decisionResponse,
  itemIdParams,
  reviewItemSchema,
  toReviewItemDto,
} from './review.schemas.js';

export function reviewRoutes(deps: { review: ReviewService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v1/review',
      {
        schema: {
          operationId: 'listReviewItems',
          tags: ['review'],
          summary: 'Pending low-confidence claims of this workspace, oldest first',
          security: [{ bearer: [] }],
          response: { 200: z.object({ items: z.array(reviewItemSchema) }), ...commonErrors },
        },
      },
      async (request) => ({
        items: (await deps.review.listPending(principalOf(request).workspaceId)).map(toReviewItemDto),
      }),
    );

    app.post(
      '/v1/review/:item_id/decision',
      {
        schema: {
          operationId: 'decideReviewItem',
          tags: ['review'],
          summary: "An editor's verdict: logged with name and time, written into the job's result",
          security: [{ bearer: [] }],
          params: itemIdParams,
          body: decisionBody,
          response: { 200: decisionResponse, 404: errorEnvelopeSchema, ...commonErrors },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const decided = await deps.review.decide({
          workspaceId: principal.workspaceId,
          itemId: request.params.item_id,
          verdict: request.body.verdict,
          note: request.body.note,
          editor: { id: principal.userId, name: principal.name || principal.email },
        });
        return { outcome: decided.outcome, item: toReviewItemDto(decided.item) };
      },
    );
  };
}
