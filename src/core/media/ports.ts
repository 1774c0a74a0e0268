/**
 * Ports of the media pipeline (issue 20). Core decides what a tip's image, voice note or video
 * becomes; adapters do the decoding (ffmpeg), the reading (OCR), the transcribing (a remote
 * provider) and the fetching from chat platforms.
 */
import type { MediaKind } from './media-kinds.js';

/** Reads the text of an image (OCR). Runs off the event loop; one engine reused across jobs. */
export interface TextReader {
  /** `languages`: ISO 639 codes of the languages to expect (the reader picks its models). */
  read(image: Uint8Array, languages: string[]): Promise<{ text: string; confidence: number }>;
  close?(): Promise<void>;
}

/** Why a transcriber gave no text: the editors' path takes over either way. */
export class TranscriberError extends Error {
  constructor(
    readonly reason: 'timeout' | 'provider_error' | 'unreachable',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'TranscriberError';
  }
}

/**
 * Speech to text (a remote OpenAI-compatible provider, or an embedded model). Throws
 * TranscriberError when it cannot answer; never invents text.
 */
export interface Transcriber {
  readonly name: string;
  transcribe(audio: {
    bytes: Uint8Array;
    mediaType: string;
    filename: string;
    /** ISO 639-1 hint when the workspace, the chat or the caller knows the language. */
    language?: string | undefined;
  }): Promise<{ text: string; language?: string | undefined }>;
}

/** Thrown by the decoder when a file is not what it claims to be or cannot be decoded. */
export class UnreadableMediaError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UnreadableMediaError';
  }
}

/** Decodes media (ffmpeg): checks it, measures it, and converts it to what readers take. */
export interface MediaDecoder {
  /** An image as a PNG the OCR reads well (scaled, flattened). Throws UnreadableMediaError. */
  imageForOcr(bytes: Uint8Array): Promise<Uint8Array>;
  /**
   * The sound of an audio or video file as mono OGG/Opus, decoded only up to `maxSeconds + 1`.
   * `durationS` is the whole file's. Throws UnreadableMediaError (no audio track, corrupt file).
   */
  speechAudio(bytes: Uint8Array, maxSeconds: number): Promise<{ ogg: Uint8Array; durationS: number }>;
}

/** A chat platform's file, as its adapter described it in the webhook (opaque to core). */
export interface ChatMediaRef {
  platform: 'slack' | 'telegram' | 'whatsapp';
  /** What the platform says it is (may be absent: then the fetched file's type decides). */
  mediaType: string | undefined;
  /** image | audio | video when the platform says so (a Telegram voice, a Slack file's mimetype). */
  kind: MediaKind | undefined;
  sizeBytes: number | undefined;
  durationS: number | undefined;
  /** Platform-specific address of the file (Twilio media URL, Telegram file_id, Slack file id). */
  ref: Record<string, string>;
}

/**
 * Where a chat tip came in: the platform place (Slack team, Telegram chat, tip-line number) and,
 * when it came through a newsroom's own bot or sender, that connector: its file is fetched with
 * that newsroom's credentials, never the deployment's.
 */
export interface ChatVia {
  place: string;
  connectorId?: string | undefined;
}

/** Fetches a chat tip's file from its platform's own API hosts, within the size limit. */
export interface ChatMediaSource {
  readonly platform: ChatMediaRef['platform'];
  /** Throws MediaFetchError. */
  fetch(ref: ChatMediaRef, maxBytes: number): Promise<{ bytes: Uint8Array; mediaType: string }>;
}

/**
 * The fetcher for a tip: with the credentials of the newsroom's own bot, sender or Slack install it
 * came through, else the deployment's. Undefined when none may fetch it (a newsroom's connector
 * since removed, a platform not configured).
 */
export interface ChatMediaSources {
  sourceFor(
    workspaceId: string,
    chat: {
      platform: ChatMediaRef['platform'];
      place?: string | undefined;
      connectorId?: string | undefined;
    },
  ): Promise<ChatMediaSource | undefined>;
}

export class MediaFetchError extends Error {
  constructor(
    readonly code: 'media_too_large' | 'media_unavailable' | 'media_refused',
    message: string,
    readonly transient = false,
  ) {
    super(message);
    this.name = 'MediaFetchError';
  }
}

export interface StoredMedia {
  id: string;
  workspaceId: string;
  jobId: string | null;
  kind: MediaKind;
  mediaType: string;
  sizeBytes: number;
  durationS: number | null;
  caption: string | null;
  editorState: 'awaiting_editor' | 'transcribed' | null;
  editorText: string | null;
  editorName: string | null;
}

export interface NewMedia {
  workspaceId: string;
  jobId?: string | null;
  kind: MediaKind;
  mediaType: string;
  bytes: Uint8Array;
  caption?: string | null;
}

/** What an editor typed for a voice note, handed over under the review item's id. */
export type TranscriptOutcome =
  | { outcome: 'accepted'; media: StoredMedia; jobId: string }
  | { outcome: 'already_given'; media: StoredMedia }
  | { outcome: 'not_found' };

export interface MediaStore {
  create(media: NewMedia): Promise<StoredMedia>;
  /** Idempotent for chat jobs: the file stored by an earlier attempt of the same job is kept. */
  createForJob(media: NewMedia & { jobId: string }): Promise<StoredMedia>;
  attachJob(mediaId: string, jobId: string): Promise<void>;
  remove(mediaId: string): Promise<void>;
  find(workspaceId: string, mediaId: string): Promise<StoredMedia | null>;
  findByJob(jobId: string): Promise<StoredMedia | null>;
  bytes(mediaId: string): Promise<Uint8Array | null>;
  setDuration(mediaId: string, durationS: number): Promise<void>;
  markAwaitingEditor(mediaId: string): Promise<void>;
  /**
   * Records an editor's text for the pending transcript item `itemId` of `workspaceId` and closes
   * that item, in one transaction (two editors typing at once: the first one's text stands).
   */
  giveTranscript(input: {
    workspaceId: string;
    itemId: string;
    text: string;
    editor: { id: string | null; name: string };
    at: Date;
  }): Promise<TranscriptOutcome>;
}
