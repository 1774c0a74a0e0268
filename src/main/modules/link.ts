import { createCaptionParser } from '../../../adapters/web/caption-parser.js';
import { createPageExtractor } from '../../../adapters/web/page-extractor.js';
import { createFfmpegDecoder } from '../../../adapters/media/ffmpeg-decoder.js';
import { createSafeFetcher, DEFAULT_USER_AGENT } from '../../../adapters/web/safe-fetcher.js';
import { createAddressResolver, createUrlGuard } from '../../../adapters/web/url-guard.js';
import { createYouTubeCaptionProvider } from '../../../adapters/youtube/youtube-captions.js';
import type { JobOrigin } from '../../core/jobs/job-service.js';
import type { JobRecord } from '../../core/jobs/job.js';
import { createLinkProcessor } from '../../core/link/link-processor.js';
import { createLinkService, type LinkService } from '../../core/link/link-service.js';
import { mediaKindOf } from '../../core/media/media-kinds.js';
import { createVideoSpeech } from '../../core/media/video-speech.js';
import { linkRoutes } from '../../http/v1/link.routes.js';
import type { FeatureModule, Foundation } from '../feature.js';
import { configuredTranscriber } from './media.js';

/** The link tool's parts, built from the environment once per module. */
function linkParts(foundation: Foundation) {
  const { env } = foundation;
  const resolve = createAddressResolver({ allowPrivateNetworks: env.FETCH_ALLOW_PRIVATE_NETWORKS });
  const providers = [
    createYouTubeCaptionProvider({
      baseUrl: env.YOUTUBE_BASE_URL,
      userAgent: DEFAULT_USER_AGENT,
      timeoutMs: env.LINK_FETCH_TIMEOUT_MS,
      maxBytes: env.LINK_FETCH_MAX_BYTES,
    }),
  ];
  const service = createLinkService({ jobs: foundation.jobs, guard: createUrlGuard(resolve), providers });
  return { resolve, providers, service };
}

/**
 * A video without captions is heard by the configured transcriber (issue 20): its file is fetched
 * with the link tool's address rules, but takes audio and video up to the media size limit.
 */
function videoSpeech(foundation: Foundation, resolve: ReturnType<typeof createAddressResolver>) {
  const { env } = foundation;
  const transcriber = configuredTranscriber(foundation);
  if (!transcriber) return undefined;
  const fetcher = createSafeFetcher({
    resolve,
    media: {
      acceptHeader: 'video/*,audio/*;q=0.9',
      allows: (mediaType) => ['audio', 'video'].includes(mediaKindOf(mediaType) ?? ''),
      description: 'audio and video files',
    },
    timeoutMs: env.MEDIA_FETCH_TIMEOUT_MS,
    maxBytes: env.MEDIA_MAX_BYTES,
    maxRedirects: env.LINK_FETCH_MAX_REDIRECTS,
  });
  return createVideoSpeech({
    fetcher,
    decoder: createFfmpegDecoder(),
    transcriber,
    maxDurationS: env.MEDIA_MAX_DURATION_SECONDS,
  });
}

/**
 * For chat adapters: submits a link job for a chat place with the same checks as POST /v1/link.
 * A refused address throws AppError('validation_failed'); a used-up trial AppError('quota_exceeded').
 */
export function createLinkSubmitter(
  foundation: Foundation,
): (origin: JobOrigin, url: string) => Promise<JobRecord> {
  const { service } = linkParts(foundation);
  return (origin, url) => service.submitLink(origin, url);
}

/** The link tool: POST /v1/link and the `link` job processor. */
export function createLinkModule(foundation: Foundation): FeatureModule & { link: LinkService } {
  const { env } = foundation;
  const { resolve, providers, service } = linkParts(foundation);
  const processor = createLinkProcessor({
    fetcher: createSafeFetcher({
      resolve,
      timeoutMs: env.LINK_FETCH_TIMEOUT_MS,
      maxBytes: env.LINK_FETCH_MAX_BYTES,
      maxRedirects: env.LINK_FETCH_MAX_REDIRECTS,
    }),
    extractor: createPageExtractor(),
    captions: createCaptionParser(),
    providers,
    checking: foundation.checking,
    maxClaims: env.LINK_MAX_CLAIMS,
    speech: videoSpeech(foundation, resolve),
  });
  return {
    name: 'link',
    link: service,
    authenticatedRoutes: [linkRoutes({ link: service })],
    processors: { link: processor },
  };
}
