import type { Logger } from 'pino';
import type { CheckEngine } from '../check/check-engine.js';
import type { CheckResultHook } from '../check/check-processor.js';
import { checkResultSchema, type CheckResult } from '../check/check-result.js';
import type { JobProcessor } from '../jobs/job-service.js';
import { JobWaitingError, PermanentJobError, type JobRecord } from '../jobs/job.js';
import type { NewReviewItem } from '../review/ports.js';
import type { EventBus } from '../shared/events.js';
import { mediaKindOf, TRANSCRIPT_ITEM } from './media-kinds.js';
import { mediaInputSchema, mediaResultSchema, type MediaInput, type MediaResult } from './media-result.js';
import type { MediaLimits } from './media-service.js';
import {
  MediaFetchError,
  TranscriberError,
  UnreadableMediaError,
  type ChatMediaSources,
  type MediaDecoder,
  type MediaStore,
  type StoredMedia,
  type TextReader,
  type Transcriber,
} from './ports.js';
import { cleanScreenText } from './screen-text.js';

/** Where a media job's time goes, for logs and the benchmark. */
export interface MediaTimings {
  fetchMs: number;
  decodeMs: number;
  readMs: number;
  checkMs: number;
}

export interface MediaProcessorDeps {
  store: MediaStore;
  decoder: MediaDecoder;
  reader: TextReader;
  /** Absent: no transcriber is configured, audio goes to the editors. */
  transcriber: Transcriber | undefined;
  sources: ChatMediaSources;
  checking: () => { engine: CheckEngine; afterCheck: CheckResultHook[] };
  review: {
    addPending(items: NewReviewItem[]): Promise<void>;
    pendingForJob(jobId: string): Promise<Array<{ id: string; claimId: string }>>;
  };
  events: EventBus;
  limits: MediaLimits;
  log: Logger;
  onTimings?: (jobId: string, timings: MediaTimings) => void;
}

/** OCR models for a language hint: Yoruba's diacritics need its own model; the rest read as Latin. */
export function ocrLanguages(hint: string | undefined): string[] {
  return hint === 'yo' ? ['yor', 'eng'] : ['eng'];
}

const joinText = (...parts: Array<string | null | undefined>) =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join('\n');

const unreadable = (what: string) =>
  new PermanentJobError(
    'unreadable_media',
    `${what} could not be decoded: the file is damaged or not what its type says.`,
  );

/**
 * The `media` job kind: an image is read (OCR, offline) and a voice note or video is heard (a
 * transcriber) or waits for an editor; the text is then checked by the same engine and
 * after-check hooks as a typed message.
 */
export function createMediaProcessor(deps: MediaProcessorDeps): JobProcessor {
  const { limits } = deps;

  async function load(job: JobRecord, input: MediaInput, timings: MediaTimings): Promise<StoredMedia> {
    if (input.media_id) {
      const media = await deps.store.find(job.workspaceId, input.media_id);
      if (!media) throw new PermanentJobError('media_missing', 'The uploaded file is no longer stored.');
      return media;
    }
    const existing = await deps.store.findByJob(job.id);
    if (existing) return existing;
    const chat = input.chat;
    if (!chat) throw new PermanentJobError('invalid_input', 'The job input names no media file.');
    const source = await deps.sources.sourceFor(job.workspaceId, {
      platform: chat.platform,
      place: chat.place,
      connectorId: chat.connector_id,
    });
    if (!source)
      throw new PermanentJobError('media_unavailable', `Media from ${chat.platform} cannot be fetched here.`);
    const started = performance.now();
    let fetched: { bytes: Uint8Array; mediaType: string };
    try {
      fetched = await source.fetch(
        {
          platform: chat.platform,
          mediaType: chat.media_type,
          kind: input.kind,
          sizeBytes: chat.size_bytes,
          durationS: chat.duration_s,
          ref: chat.ref,
        },
        limits.maxBytes,
      );
    } catch (error) {
      if (error instanceof MediaFetchError && !error.transient)
        throw new PermanentJobError(error.code, error.message, error.code === 'media_too_large');
      throw error;
    }
    timings.fetchMs += performance.now() - started;
    // The type the platform serves the bytes with wins; else the one its webhook named.
    const mediaType = mediaKindOf(fetched.mediaType) ? fetched.mediaType : chat.media_type;
    const kind = mediaKindOf(mediaType);
    if (!mediaType || !kind) {
      throw new PermanentJobError(
        'unsupported_media',
        `The file is ${fetched.mediaType}, which Gaskiya does not read.`,
        true,
      );
    }
    return deps.store.createForJob({
      workspaceId: job.workspaceId,
      jobId: job.id,
      kind,
      mediaType,
      bytes: fetched.bytes,
      caption: input.caption ?? null,
    });
  }

  async function check(job: JobRecord, text: string, language: string | undefined, timings: MediaTimings) {
    const started = performance.now();
    const { engine, afterCheck } = deps.checking();
    let result: CheckResult = checkResultSchema.parse(
      await engine.check({ workspaceId: job.workspaceId, jobId: job.id, text, language }),
    );
    for (const hook of afterCheck) result = await hook(job, result);
    timings.checkMs += performance.now() - started;
    return result;
  }

  async function readImage(
    media: StoredMedia,
    bytes: Uint8Array,
    language: string | undefined,
    timings: MediaTimings,
  ) {
    let started = performance.now();
    let png: Uint8Array;
    try {
      png = await deps.decoder.imageForOcr(bytes);
    } catch (error) {
      if (error instanceof UnreadableMediaError) throw unreadable('This image');
      throw error;
    }
    timings.decodeMs += performance.now() - started;
    started = performance.now();
    const read = await deps.reader.read(png, ocrLanguages(language));
    timings.readMs += performance.now() - started;
    const text = joinText(media.caption, cleanScreenText(read.text));
    if (!text)
      throw new PermanentJobError(
        'no_text',
        'No text could be read from this image, so there is nothing to check.',
      );
    return text;
  }

  /** No transcript: the review queue gets an item carrying the media, the tipster is told. */
  async function waitForEditor(job: JobRecord, media: StoredMedia): Promise<never> {
    if (media.editorState !== 'awaiting_editor') {
      const length = media.durationS ? ` (${Math.round(media.durationS)} s)` : '';
      await deps.review.addPending([
        {
          workspaceId: job.workspaceId,
          jobId: job.id,
          claimId: TRANSCRIPT_ITEM,
          claimText: joinText(
            `${media.kind === 'video' ? 'A video' : 'A voice note'}${length} waits for an editor to type what it says.`,
            media.caption ? `Caption: ${media.caption}` : null,
          ),
          engineVerdict: 'unproven',
          confidence: 'low',
        },
      ]);
      await deps.store.markAwaitingEditor(media.id);
      const item = (await deps.review.pendingForJob(job.id)).find((i) => i.claimId === TRANSCRIPT_ITEM);
      await deps.events.publish('media.awaiting_editor', {
        job,
        reviewItemId: item?.id ?? null,
        kind: media.kind === 'video' ? 'video' : 'audio',
      });
    }
    throw new JobWaitingError('waiting for an editor to type what the recording says');
  }

  async function hear(
    job: JobRecord,
    media: StoredMedia,
    bytes: Uint8Array,
    language: string | undefined,
    timings: MediaTimings,
  ) {
    if (media.editorState === 'transcribed' && media.editorText) {
      return {
        text: joinText(media.caption, media.editorText),
        origin: 'editor' as const,
        durationS: media.durationS,
      };
    }
    if (media.editorState === 'awaiting_editor') return waitForEditor(job, media);
    const started = performance.now();
    let audio: { ogg: Uint8Array; durationS: number };
    try {
      audio = await deps.decoder.speechAudio(bytes, limits.maxDurationS);
    } catch (error) {
      if (error instanceof UnreadableMediaError)
        throw unreadable(media.kind === 'video' ? 'This video' : 'This recording');
      throw error;
    }
    timings.decodeMs += performance.now() - started;
    await deps.store.setDuration(media.id, audio.durationS);
    const withDuration = { ...media, durationS: audio.durationS };
    if (audio.durationS > limits.maxDurationS) {
      throw new PermanentJobError(
        'media_too_long',
        `This recording is ${Math.round(audio.durationS)} s long; Gaskiya takes up to ${limits.maxDurationS} s.`,
        true,
      );
    }
    if (deps.transcriber) {
      const heard = performance.now();
      try {
        const said = await deps.transcriber.transcribe({
          bytes: audio.ogg,
          mediaType: 'audio/ogg',
          filename: 'voice-note.ogg',
          language,
        });
        timings.readMs += performance.now() - heard;
        if (said.text.trim()) {
          return {
            text: joinText(media.caption, said.text),
            origin: 'transcript' as const,
            durationS: audio.durationS,
            language: said.language,
          };
        }
        deps.log.info({ jobId: job.id }, 'the transcriber heard nothing; an editor will listen');
      } catch (error) {
        if (!(error instanceof TranscriberError)) throw error;
        // Degrade, never invent: an editor listens instead.
        deps.log.warn(
          { jobId: job.id, reason: error.reason, err: error.message },
          'transcriber failed; an editor will listen',
        );
      }
    }
    return waitForEditor(job, withDuration);
  }

  return async (job) => {
    const parsed = mediaInputSchema.safeParse(job.input);
    if (!parsed.success)
      throw new PermanentJobError('invalid_input', 'The job input is not a media request.');
    const input = parsed.data;
    const timings: MediaTimings = { fetchMs: 0, decodeMs: 0, readMs: 0, checkMs: 0 };
    const media = await load(job, input, timings);
    // Still waiting for an editor (the sweeper queued it again): nothing to do, nothing to load.
    if (media.kind !== 'image' && media.editorState === 'awaiting_editor') return waitForEditor(job, media);
    const bytes = await deps.store.bytes(media.id);
    if (!bytes) throw new PermanentJobError('media_missing', 'The media file is no longer stored.');

    let result: MediaResult;
    if (media.kind === 'image') {
      const text = await readImage(media, bytes, input.language, timings);
      const checked = await check(job, text, input.language, timings);
      result = {
        kind: 'image',
        text,
        text_origin: 'ocr',
        language: checked.language,
        machine_transcript: false,
        check: checked,
      };
    } else {
      const heard = await hear(job, media, bytes, input.language, timings);
      const hint = input.language ?? ('language' in heard ? heard.language : undefined);
      const checked = await check(
        job,
        heard.text,
        hint && /^[a-z]{2,3}$/.test(hint) ? hint : undefined,
        timings,
      );
      result = {
        kind: media.kind,
        text: heard.text,
        text_origin: heard.origin,
        language: checked.language,
        ...(heard.durationS != null ? { duration_s: Math.round(heard.durationS * 10) / 10 } : {}),
        machine_transcript: heard.origin === 'transcript',
        check: checked,
      };
    }
    deps.onTimings?.(job.id, timings);
    deps.log.info({ jobId: job.id, kind: media.kind, ...timings }, 'media job timings');
    return mediaResultSchema.parse(result);
  };
}
