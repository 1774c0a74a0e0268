import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { originOf } from '../../core/jobs/job-service.js';
import type { MediaService } from '../../core/media/media-service.js';
import { commonErrors, errorEnvelopeSchema } from '../error-envelope.js';
import { principalOf } from '../principal.js';
import { accepted, acceptedSchema } from './check.schemas.js';
import { itemIdParams } from './review.schemas.js';
// Importing mediaResult registers the MediaResult schema in the OpenAPI components.
import {
  acceptedTypesText,
  mediaIdParams,
  mediaQuery,
  mediaResult,
  transcriptBody,
  transcriptResponse,
} from './media.schemas.js';

/**
 * POST /v1/media (the file as the raw body), GET /v1/media/{id} (editors play it) and
 * POST /v1/review/{item_id}/transcript (an editor's text for a recording no transcriber heard).
 */
export function mediaRoutes(deps: { media: MediaService }): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(uploadRoutes(deps));
    await app.register(transcriptRoutes(deps));
  };
}

function uploadRoutes(deps: { media: MediaService }): FastifyPluginAsyncZod {
  return async (app) => {
    // In this plugin only: every body is raw bytes; the handler decides the type (415) itself, so a
    // PDF is refused as unsupported rather than as malformed JSON.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: deps.media.limits.maxBytes },
      (_r, body, done) => done(null, body),
    );

    app.post(
      '/v1/media',
      {
        bodyLimit: deps.media.limits.maxBytes,
        schema: {
          operationId: 'checkMedia',
          tags: ['checking'],
          summary: 'Check an image, a voice note or a video',
          description:
            'Send the file itself as the body with its Content-Type. Images (screenshots, news cards) are read ' +
            'offline (OCR); voice notes, audio and video are transcribed when a transcriber is configured, and ' +
            'otherwise wait for an editor (the job stays running; its review item carries the media). Answers 202; ' +
            'poll GET /v1/job/{job_id} for a MediaResult. One use of the media tool (a trial tool: 5 a month in a ' +
            `free workspace). Larger than ${deps.media.limits.maxBytes} bytes: 413; another type: 415; neither is ` +
            `counted. A file that cannot be decoded fails the job with \`unreadable_media\`. Accepted types: ${acceptedTypesText}.`,
          security: [{ bearer: [] }],
          querystring: mediaQuery,
          response: {
            202: acceptedSchema,
            402: errorEnvelopeSchema,
            500: errorEnvelopeSchema,
            ...commonErrors,
          },
        },
      },
      async (request, reply) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const job = await deps.media.submitUpload(originOf(principalOf(request)), {
          bytes: new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
          mediaType: String(request.headers['content-type'] ?? ''),
          language: request.query.language,
        });
        return reply
          .status(202)
          .header('location', `/v1/job/${job.id}`)
          .header('retry-after', '3')
          .send(accepted(job));
      },
    );

    app.get(
      '/v1/media/:media_id',
      {
        schema: {
          operationId: 'getMedia',
          tags: ['review'],
          summary: 'The media file of a tip, to play or view (the bytes, with their Content-Type)',
          security: [{ bearer: [] }],
          params: mediaIdParams,
          response: { 404: errorEnvelopeSchema, ...commonErrors },
        },
      },
      async (request, reply) => {
        const { media, bytes } = await deps.media.file(
          principalOf(request).workspaceId,
          request.params.media_id,
        );
        return (
          reply
            .type(media.mediaType)
            .header('cache-control', 'private, max-age=300')
            .header('x-content-type-options', 'nosniff')
            // Raw bytes: 200 has no JSON schema, so nothing serialises them.
            .send(Buffer.from(bytes) as never)
        );
      },
    );
  };
}

function transcriptRoutes(deps: { media: MediaService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/v1/review/:item_id/transcript',
      {
        schema: {
          operationId: 'giveTranscript',
          tags: ['review'],
          summary: "An editor's text for a voice note or video: checked like a typed message, then answered",
          security: [{ bearer: [] }],
          params: itemIdParams,
          body: transcriptBody,
          response: { 200: transcriptResponse, 404: errorEnvelopeSchema, ...commonErrors },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const given = await deps.media.giveTranscript({
          workspaceId: principal.workspaceId,
          itemId: request.params.item_id,
          text: request.body.text,
          editor: { id: principal.userId, name: principal.name || principal.email },
        });
        return { outcome: given.outcome, job_id: given.media.jobId ?? '' };
      },
    );
  };
}

export const mediaResultComponent = mediaResult;
