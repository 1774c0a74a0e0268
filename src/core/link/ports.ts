/**
 * Ports of the link tool. Core decides what to fetch and what to check; the adapters (safe
 * fetcher, HTML extractor, caption parser, caption providers) do the I/O and the parsing.
 */

/** Outcome of checking whether an address may be fetched at all: a value, not a throw. */
export type UrlVerdict = { ok: true; url: string } | { ok: false; reason: string };

/** Decides, before any job exists, whether the service may fetch an address. */
export interface UrlGuard {
  /** Parses, normalises and resolves `url`; refuses what the fetcher would refuse. */
  check(url: string): Promise<UrlVerdict>;
}

/** A body the fetcher accepted, already capped in size and time. */
export interface FetchedResource {
  /** The address after redirects. */
  url: string;
  /** Media type without parameters, lower case (`text/html`, `text/vtt`, ...). */
  mediaType: string;
  /** Charset named by the Content-Type header, if any. */
  charset: string | undefined;
  body: Uint8Array;
}

/**
 * Fetches one address safely: http(s) only, every hop's every resolved address checked, redirects,
 * size and time capped, only page and caption media types accepted. Throws LinkFetchError.
 */
export interface Fetcher {
  fetch(url: string): Promise<FetchedResource>;
}

/** One caption line with its place in the video, in seconds. */
export interface Cue {
  start: number;
  end: number;
  text: string;
}

export type CaptionFormat = 'vtt' | 'srt';

/** Parses a caption file (decoding its charset) into plain-text cues, markup removed. */
export interface CaptionParser {
  parse(body: Uint8Array, charset: string | undefined, format: CaptionFormat): Promise<Cue[]>;
}

/** A `<track>` of a page's `<video>` or `<audio>`. */
export interface PageTrack {
  src: string;
  kind: string;
  language: string | undefined;
}

/** What the extractor keeps of a web page: the main text and its metadata. */
export interface ExtractedPage {
  title: string;
  siteName: string | undefined;
  author: string | undefined;
  publishedAt: string | undefined;
  /** ISO 639 code from `<html lang>`, when present. */
  language: string | undefined;
  /** Main-text blocks (paragraphs, headings, list items) without navigation, boilerplate or comments. */
  paragraphs: string[];
  /** Caption tracks of the page's media elements, absolute URLs. */
  tracks: PageTrack[];
  /** Whether the page is mainly a video (an og:video type or a media element with little text). */
  isVideo: boolean;
  /** Sources of the page's `<video>` and `<audio>` elements, absolute URLs (heard when no captions). */
  media?: string[];
}

/**
 * Hears a video or audio file that has no captions (src/core/media/video-speech.ts): null when no
 * transcriber could; throws LinkFetchError when the file cannot be fetched or decoded.
 */
export interface VideoSpeech {
  transcribe(
    url: string,
    language: string | undefined,
  ): Promise<{ cues: Cue[]; language: string | undefined } | null>;
}

/** Turns a fetched HTML or XHTML body into text and metadata (decoding its charset). */
export interface PageExtractor {
  extract(resource: FetchedResource): ExtractedPage;
}

/** Captions of one video, ready to check. */
export interface VideoCaptions {
  title: string;
  url: string;
  language: string | undefined;
  cues: Cue[];
}

/**
 * A platform whose videos' captions are read through its own interface (YouTube). The link
 * service does not resolve a recognised address itself: the provider fetches only from its
 * configured base.
 */
export interface CaptionProvider {
  name: string;
  recognizes(url: URL): boolean;
  /** The video's captions, or null when the video has none. */
  captions(url: URL): Promise<VideoCaptions | null>;
}
