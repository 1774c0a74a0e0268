import { LinkFetchError } from '../link/link-fetch-error.js';
import type { Fetcher, VideoSpeech } from '../link/ports.js';
import { TranscriberError, UnreadableMediaError, type MediaDecoder, type Transcriber } from './ports.js';

/**
 * The link tool's ears: a video (or audio) file without captions is fetched with the link tool's
 * safety rules (a fetcher that takes audio and video, size and time capped), decoded, and heard by
 * the same transcriber as voice notes. A transcriber that fails gives null: the job then fails
 * with no_captions as before, and nothing is invented.
 */
export function createVideoSpeech(deps: {
  fetcher: Fetcher;
  decoder: MediaDecoder;
  transcriber: Transcriber;
  maxDurationS: number;
}): VideoSpeech {
  return {
    async transcribe(url, language) {
      const resource = await deps.fetcher.fetch(url);
      let audio: { ogg: Uint8Array; durationS: number };
      try {
        audio = await deps.decoder.speechAudio(resource.body, deps.maxDurationS);
      } catch (error) {
        if (error instanceof UnreadableMediaError)
          throw new LinkFetchError('unsupported_content', 'The video could not be decoded.');
        throw error;
      }
      if (audio.durationS > deps.maxDurationS)
        throw new LinkFetchError('too_large', `The video is longer than ${deps.maxDurationS} s.`);
      try {
        const said = await deps.transcriber.transcribe({
          bytes: audio.ogg,
          mediaType: 'audio/ogg',
          filename: 'video-sound.ogg',
          language: language?.toLowerCase().split('-')[0],
        });
        if (!said.text.trim()) return null;
        return { cues: [{ start: 0, end: audio.durationS, text: said.text }], language: undefined };
      } catch (error) {
        if (error instanceof TranscriberError) return null;
        throw error;
      }
    },
  };
}
