import { createFfmpegDecoder } from '../../../adapters/media/ffmpeg-decoder.js';
import { createTesseractReader } from '../../../adapters/ocr/tesseract-reader.js';
import { createSlackMediaSource } from '../../../adapters/slack/slack-media.js';
import { createTelegramMediaSource } from '../../../adapters/telegram/telegram-media.js';
import { createOpenAiTranscriber } from '../../../adapters/transcribe/openai-transcriber.js';
import { createWhisperCppTranscriber } from '../../../adapters/transcribe/whisper-cpp-transcriber.js';
import { createWhatsAppMediaSource } from '../../../adapters/whatsapp/whatsapp-media.js';
import { createMediaProcessor, type MediaTimings } from '../../core/media/media-processor.js';
import { createMediaService, type MediaService } from '../../core/media/media-service.js';
import type { ChatPlatform } from '../../core/chat/thread-ref.js';
import type { ChatMediaSource, ChatMediaSources, TextReader, Transcriber } from '../../core/media/ports.js';
import { createConnectorStore } from '../../db/repositories/chat-connector-store.js';
import { createSecretBox } from '../../db/secret-box.js';
import { createMediaStore } from '../../db/repositories/media-store.js';
import { createReviewStore } from '../../db/repositories/review-store.js';
import { mediaRoutes } from '../../http/v1/media.routes.js';
import { RUN_JOB } from '../../jobs/run-job.js';
import type { FeatureModule, Foundation } from '../feature.js';

/**
 * Who fetches a chat tip's file: the newsroom's own Telegram bot, Twilio sender or Slack install it
 * came through (with that newsroom's token, from chat_connector), else the deployment's bot of that
 * platform. A tip that came through a newsroom's connector is never fetched with the deployment's
 * credentials: if the connector is gone, the file is unavailable.
 */
function chatMediaSources(foundation: Foundation): ChatMediaSources {
  const { env, db } = foundation;
  const timeoutMs = env.MEDIA_FETCH_TIMEOUT_MS;
  const telegram = (botToken: string) =>
    createTelegramMediaSource({ botToken, apiRoot: env.TELEGRAM_API_ROOT, timeoutMs });
  const whatsapp = (accountSid: string, authToken: string) =>
    createWhatsAppMediaSource({ accountSid, authToken, apiUrl: env.TWILIO_API_URL, timeoutMs });
  const slack = (botToken: string) =>
    createSlackMediaSource({ botToken, apiUrl: env.SLACK_API_URL, timeoutMs });

  const deployment: Partial<Record<ChatPlatform, ChatMediaSource>> = {
    ...(env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN
      ? { whatsapp: whatsapp(env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN) }
      : {}),
    ...(env.TELEGRAM_BOT_TOKEN ? { telegram: telegram(env.TELEGRAM_BOT_TOKEN) } : {}),
    ...(env.SLACK_BOT_TOKEN ? { slack: slack(env.SLACK_BOT_TOKEN) } : {}),
  };
  const connectors = env.SECRETS_KEY
    ? createConnectorStore(db, createSecretBox(env.SECRETS_KEY, env.SECRETS_KEY_PREVIOUS))
    : null;

  async function ownSource(
    workspaceId: string,
    chat: { platform: ChatPlatform; place?: string | undefined; connectorId?: string | undefined },
  ): Promise<ChatMediaSource | undefined> {
    if (!connectors) return undefined;
    // Telegram bots and Twilio senders name their connector; a Slack install is found by its team.
    const connector = chat.connectorId
      ? await connectors.find(chat.connectorId)
      : chat.platform === 'slack' && chat.place
        ? await connectors.findExternal('slack', chat.place)
        : null;
    if (!connector || connector.platform !== chat.platform || connector.workspaceId !== workspaceId)
      return undefined;
    const secrets = await connectors.secretsOf(connector);
    if (chat.platform === 'telegram' && secrets.token) return telegram(secrets.token);
    if (chat.platform === 'whatsapp' && secrets.accountSid && secrets.authToken)
      return whatsapp(secrets.accountSid, secrets.authToken);
    if (chat.platform === 'slack' && secrets.token) return slack(secrets.token);
    return undefined;
  }

  return {
    async sourceFor(workspaceId, chat) {
      const own = await ownSource(workspaceId, chat);
      if (own || chat.connectorId) return own;
      return deployment[chat.platform];
    },
  };
}

export function configuredTranscriber(foundation: Foundation): Transcriber | undefined {
  const { env } = foundation;
  // whisper.cpp on this machine; the model file is checked now, so a wrong path stops the start.
  if (env.WHISPER_MODEL_PATH)
    return createWhisperCppTranscriber({
      modelPath: env.WHISPER_MODEL_PATH,
      timeoutMs: env.TRANSCRIBE_TIMEOUT_MS,
    });
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
