import { createFfmpegDecoder } from '../../../adapters/media/ffmpeg-decoder.js';
import { createTesseractReader } from '../../../adapters/ocr/tesseract-reader.js';
import { createSlackMediaSource } from '../../../adapters/slack/slack-media.js';
import { createTelegramMediaSource } from '../../../adapters/telegram/telegram-media.js';
import { createOpenAiTranscriber } from '../../../adapters/transcribe/openai-transcriber.js';
import { createWhatsAppMediaSource } from '../../../adapters/whatsapp/whatsapp-media.js';
import { createMediaProcessor, type MediaTimings } from '../../core/media/media-processor.js';
import { createMediaService, type MediaService } from '../../core/media/media-service.js';
import type { ChatMediaSource, TextReader, Transcriber } from '../../core/media/ports.js';
import { createMediaStore } from '../../db/repositories/media-store.js';
import { createReviewStore } from '../../db/repositories/review-store.js';
import { mediaRoutes } from '../../http/v1/media.routes.js';
import { RUN_JOB } from '../../jobs/run-job.js';
import type { FeatureModule, Foundation } from '../feature.js';

/** Each configured chat platform's file fetcher (the same settings that switch the platform on). */
function chatMediaSources(foundation: Foundation): ChatMediaSource[] {
  const { env } = foundation;
  const timeoutMs = env.MEDIA_FETCH_TIMEOUT_MS;
  const sources: ChatMediaSource[] = [];
  if (env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN) {
    sources.push(
      createWhatsAppMediaSource({
        accountSid: env.TWILIO_ACCOUNT_SID,
        authToken: env.TWILIO_AUTH_TOKEN,
        apiUrl: env.TWILIO_API_URL,
        timeoutMs,
      }),
    );
  }
  if (env.TELEGRAM_BOT_TOKEN)
    sources.push(
      createTelegramMediaSource({
        botToken: env.TELEGRAM_BOT_TOKEN,
        apiRoot: env.TELEGRAM_API_ROOT,
        timeoutMs,
      }),
    );
  if (env.SLACK_BOT_TOKEN)
    sources.push(
      createSlackMediaSource({ botToken: env.SLACK_BOT_TOKEN, apiUrl: env.SLACK_API_URL, timeoutMs }),
    );
  return sources;
}

export function configuredTranscriber(foundation: Foundation): Transcriber | undefined {
  const { env } = foundation;
  if (!env.TRANSCRIBE_BASE_URL || !env.TRANSCRIBE_MODEL) return undefined;
  return createOpenAiTranscriber({
    baseUrl: env.TRANSCRIBE_BASE_URL,
    model: env.TRANSCRIBE_MODEL,
    apiKey: env.TRANSCRIBE_API_KEY,
    timeoutMs: env.TRANSCRIBE_TIMEOUT_MS,
  });
}

export interface MediaModule extends FeatureModule {
  media: MediaService;
}

/**
 * Media tips (issue 20): POST /v1/media, the `media` job processor (OCR offline, a transcriber or
 * the editors), GET /v1/media/{id} for editors, and the transcript an editor types.
 */
export function createMediaModule(
  foundation: Foundation,
  opts: { reader?: TextReader; onTimings?: (jobId: string, timings: MediaTimings) => void } = {},
): MediaModule {
  const { env, db, log } = foundation;
  const store = createMediaStore(db);
  const limits = { maxBytes: env.MEDIA_MAX_BYTES, maxDurationS: env.MEDIA_MAX_DURATION_SECONDS };
  const media = createMediaService({
    jobs: foundation.jobs,
    store,
    limits,
    clock: foundation.clock,
    // The job's queue entry finished when it began to wait; a new one runs it with the editor's text.
    resume: (jobId) => foundation.enqueue(RUN_JOB, { jobId }, jobId),
  });
  // The OCR engine starts on the first image a worker reads, never in an API process.
  const reader = opts.reader ?? createTesseractReader();
  const transcriber = configuredTranscriber(foundation);
  if (transcriber) log.info({ transcriber: transcriber.name }, 'media: transcriber configured');
  const processor = createMediaProcessor({
    store,
    decoder: createFfmpegDecoder(),
    reader,
    transcriber,
    sources: chatMediaSources(foundation),
    checking: foundation.checking,
    review: createReviewStore(db),
    events: foundation.events,
    limits,
    log,
    ...(opts.onTimings ? { onTimings: opts.onTimings } : {}),
  });
  return {
    name: 'media',
    media,
    authenticatedRoutes: [mediaRoutes({ media })],
    processors: { media: processor },
    async close() {
      await reader.close?.();
    },
  };
}
