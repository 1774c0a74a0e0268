import { LinkFetchError } from '../../src/core/link/link-fetch-error.js';
import type { CaptionProvider, Cue, VideoCaptions } from '../../src/core/link/ports.js';
import { extractPlayerResponse, type CaptionTrackInfo, type PlayerResponse } from './player-response.js';
import { parseJson3, parseTimedTextXml } from './timedtext.js';

export interface YouTubeConfig {
  /** YOUTUBE_BASE_URL: every request goes here (https://www.youtube.com, a proxy, or a test fake). */
  baseUrl: string;
  userAgent: string;
  timeoutMs: number;
  maxBytes: number;
  /** Caption languages to prefer, best first (ISO 639). */
  languages?: string[];
}

const HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** The 11-character video id of a YouTube address, or null for anything else. */
export function youTubeVideoId(url: URL): string | null {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1];
  else if (HOSTS.has(host)) {
    const [, first, second] = url.pathname.split('/');
    id =
      first === 'watch'
        ? url.searchParams.get('v')
        : ['shorts', 'embed', 'live', 'v'].includes(first ?? '')
          ? second
          : null;
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

/** Uploaded captions in a preferred language, then any uploaded, then automatic ones likewise. */
function chooseTrack(tracks: CaptionTrackInfo[], languages: string[]): CaptionTrackInfo | undefined {
  const rank = (t: CaptionTrackInfo) => {
    const lang = languages.indexOf(t.languageCode.split('-')[0]!.toLowerCase());
    return (t.kind === 'asr' ? 100 : 0) + (lang < 0 ? languages.length : lang);
  };
  return [...tracks].sort((a, b) => rank(a) - rank(b))[0];
}

/**
 * Captions of YouTube videos, read the way the YouTube web player reads them: the watch page's
 * `ytInitialPlayerResponse.captions.playerCaptionsTracklistRenderer.captionTracks[].baseUrl`, then
 * that track in the `json3` timed-text format (the XML formats are understood too). Requests go
 * only to the configured base: a track URL naming another origin is re-pointed at it.
 */
export function createYouTubeCaptionProvider(config: YouTubeConfig): CaptionProvider {
  const base = new URL(config.baseUrl);
  const languages = config.languages ?? ['en'];

  async function get(url: URL): Promise<string> {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { 'user-agent': config.userAgent, 'accept-language': 'en' },
        redirect: 'error',
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      const timeout = (error as Error).name === 'TimeoutError';
      throw new LinkFetchError(timeout ? 'fetch_timeout' : 'unreachable', 'YouTube could not be reached.', {
        cause: error,
      });
    }
    if (!response.ok) throw new LinkFetchError('http_error', `YouTube answered HTTP ${response.status}.`);
    const body = await response.text();
    if (body.length > config.maxBytes)
      throw new LinkFetchError('too_large', 'The YouTube answer is too large.');
    return body;
  }

  const onBase = (raw: string) => {
    const url = new URL(raw, base);
    url.protocol = base.protocol;
    url.host = base.host;
    return url;
  };

  async function cuesOf(track: CaptionTrackInfo): Promise<Cue[]> {
    const url = onBase(track.baseUrl);
    url.searchParams.set('fmt', 'json3');
    const body = await get(url);
    return body.trimStart().startsWith('{') ? parseJson3(body) : parseTimedTextXml(body);
  }

  return {
    name: 'youtube',
    recognizes: (url) => youTubeVideoId(url) !== null,
    async captions(url): Promise<VideoCaptions | null> {
      const id = youTubeVideoId(url)!;
      const watch = onBase(`/watch?v=${id}`);
      watch.searchParams.set('hl', 'en');
      const player = extractPlayerResponse(await get(watch)) as PlayerResponse | null;
      if (!player)
        throw new LinkFetchError('video_unavailable', 'The YouTube page did not describe the video.');
      const status = player.playabilityStatus?.status;
      if (status && status !== 'OK') {
        throw new LinkFetchError(
          'video_unavailable',
          `YouTube says the video is unavailable (${player.playabilityStatus?.reason ?? status}).`,
        );
      }
      const tracks = player.captions?.playerCaptionsTracklistRenderer?.captionTracks ?? [];
      const track = chooseTrack(tracks, languages);
      if (!track) return null;
      return {
        title: player.videoDetails?.title ?? `YouTube video ${id}`,
        url: url.href,
        language: track.languageCode,
        cues: await cuesOf(track),
      };
    },
  };
}
