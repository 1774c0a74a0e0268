import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReviewService } from '../../core/review/review-service.js';
import { commonErrors, errorEnvelopeSchema } from '../error-envelope.js';
import { principalOf } from '../principal.js';
import { notFound } from '../../core/errors/app-error.js';
import {
  decisionBody,
  decisionResponse,
  itemIdParams,
  reviewItemSchema,
  suggestionBody,
  suggestionParams,
  toReviewItemDto,
} from './review.schemas.js';

export function reviewRoutes(deps: {
  review: ReviewService;
  suggestions: (
    workspaceId: string,
    itemId: string,
    askId: string,
    action: 'confirm' | 'split',
  ) => Promise<'done' | 'not_found'>;
}): FastifyPluginAsyncZod {
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
          // api.md: a decision on a decided group is a correction, sent to every asker.
          correction: true,
        });
        return { outcome: decided.outcome, item: toReviewItemDto(decided.item) };
      },
    );

    app.post(
      '/v1/review/:item_id/suggestions/:ask_id',
      {
        schema: {
          operationId: 'resolveReviewSuggestion',
          tags: ['review'],
          summary: 'Confirm a suggested tip into the group, or split it into a group of its own',
          security: [{ bearer: [] }],
          params: suggestionParams,
          body: suggestionBody,
          response: { 200: z.object({ ok: z.literal(true) }), 404: errorEnvelopeSchema, ...commonErrors },
        },
      },
      async (request) => {
        const { workspaceId } = principalOf(request);
        const done = await deps.suggestions(
          workspaceId,
          request.params.item_id,
          request.params.ask_id,
          request.body.action,
        );
        if (done === 'not_found') throw notFound('The suggestion');
        return { ok: true as const };
      },
    );
  };
}
