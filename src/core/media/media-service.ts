import { AppError, notFound } from '../errors/app-error.js';
import type { JobOrigin, JobService } from '../jobs/job-service.js';
import type { JobRecord } from '../jobs/job.js';
import type { Clock } from '../shared/clock.js';
import { ACCEPTED_MEDIA_TYPES, bareMediaType, mediaKindOf, type MediaKind } from './media-kinds.js';
import type { MediaInput } from './media-result.js';
import type { ChatMediaRef, ChatVia, MediaStore, StoredMedia } from './ports.js';

export interface MediaLimits {
  maxBytes: number;
  maxDurationS: number;
}

const mb = (bytes: number) => `${Math.round((bytes / 1_048_576) * 10) / 10} MB`;

/**
 * Accepts media tips. Type and size are decided before the job exists, so a refusal (415, 413)
 * costs nothing; an accepted file becomes one counted `media` job (the transcription tool).
 */
export function createMediaService(deps: {
  jobs: () => JobService;
  store: MediaStore;
  limits: MediaLimits;
  clock: Clock;
  /** Queues a waiting job again once an editor has typed its text. */
  resume: (jobId: string) => Promise<void>;
}) {
  const { limits } = deps;

  function kindOrRefuse(mediaType: string | undefined): MediaKind {
    const kind = mediaKindOf(mediaType);
    if (!kind) {
      throw new AppError(
        'unsupported_media_type',
        `Gaskiya reads images, voice notes, audio and video; ${bareMediaType(mediaType) || 'a file without a type'} is not one of them. ` +
          `Accepted types: ${ACCEPTED_MEDIA_TYPES.join(', ')}.`,
      );
    }
    return kind;
  }

  function sizeOrRefuse(size: number | undefined) {
    if (size !== undefined && size > limits.maxBytes) {
      throw new AppError(
        'payload_too_large',
        `The file is ${mb(size)}; Gaskiya takes media files up to ${mb(limits.maxBytes)}.`,
      );
    }
  }

  return {
    limits,

    /** POST /v1/media: the file is stored, then one counted job is queued; refusals cost nothing. */
    async submitUpload(
      origin: JobOrigin,
      file: { bytes: Uint8Array; mediaType: string; language?: string | undefined },
    ): Promise<JobRecord> {
      const kind = kindOrRefuse(file.mediaType);
      sizeOrRefuse(file.bytes.byteLength);
      if (file.bytes.byteLength === 0)
        throw new AppError('validation_failed', 'The request body is empty: send the file as the body.', {
          details: [{ field: 'body', message: 'must not be empty' }],
        });
      const media = await deps.store.create({
        workspaceId: origin.workspaceId,
        kind,
        mediaType: bareMediaType(file.mediaType),
        bytes: file.bytes,
      });
      const input: MediaInput = {
        media_id: media.id,
        kind,
        media_type: media.mediaType,
        ...(file.language ? { language: file.language } : {}),
      };
      try {
        const job = await deps.jobs().submit(origin, 'media', input);
        await deps.store.attachJob(media.id, job.id);
        return job;
      } catch (error) {
        // Refused (quota) or never queued: the file has no job to serve.
        await deps.store.remove(media.id).catch(() => undefined);
        throw error;
      }
    },

    /**
     * A chat tip with media: refused at once when the platform already says it is too large, too
     * long or of a type this service does not take (the tipster hears why; nothing is counted).
     * The file itself is fetched by the worker, never on the webhook's request.
     */
    async submitChat(
      origin: JobOrigin,
      media: ChatMediaRef,
      caption: string,
      via?: ChatVia,
    ): Promise<JobRecord> {
      const kind = media.kind ?? kindOrRefuse(media.mediaType);
      if (media.mediaType && !media.kind) kindOrRefuse(media.mediaType);
      sizeOrRefuse(media.sizeBytes);
      if (media.durationS !== undefined && media.durationS > limits.maxDurationS) {
        throw new AppError(
          'payload_too_large',
          `This recording is ${Math.round(media.durationS)} s long; Gaskiya takes voice notes and videos up to ${limits.maxDurationS} s.`,
        );
      }
      const input: MediaInput = {
        kind,
        media_type: bareMediaType(media.mediaType) || `${kind}/*`,
        ...(caption ? { caption } : {}),
        chat: {
          platform: media.platform,
          ...(media.mediaType ? { media_type: bareMediaType(media.mediaType) } : {}),
          ...(media.sizeBytes !== undefined ? { size_bytes: media.sizeBytes } : {}),
          ...(media.durationS !== undefined ? { duration_s: media.durationS } : {}),
          ref: media.ref,
          ...(via?.place ? { place: via.place } : {}),
          ...(via?.connectorId ? { connector_id: via.connectorId } : {}),
        },
      };
      return deps.jobs().submit(origin, 'media', input);
    },

    /** The stored file of this workspace (GET /v1/media/{id}: editors play it). */
    async file(workspaceId: string, mediaId: string): Promise<{ media: StoredMedia; bytes: Uint8Array }> {
      const media = await deps.store.find(workspaceId, mediaId);
      const bytes = media ? await deps.store.bytes(media.id) : null;
      if (!media || !bytes) throw notFound('The media file');
      return { media, bytes };
    },

    /**
     * An editor's text for a voice note or video waiting in the review queue. The first text
     * given stands; the job is queued again and checks it like a typed message.
     */
    async giveTranscript(input: {
      workspaceId: string;
      itemId: string;
      text: string;
      editor: { id: string | null; name: string };
    }): Promise<{ outcome: 'accepted' | 'already_given'; media: StoredMedia }> {
      const outcome = await deps.store.giveTranscript({ ...input, at: deps.clock.now() });
      if (outcome.outcome === 'not_found') throw notFound('A review item waiting for a transcript');
      if (outcome.outcome === 'accepted') await deps.resume(outcome.jobId);
      return outcome;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
