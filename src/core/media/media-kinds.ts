export const MEDIA_KINDS = ['image', 'audio', 'video'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** The claim id of a review item that asks an editor for a transcript (not for a verdict). */
export const TRANSCRIPT_ITEM = 'transcript';

/** Image types the decoder turns into OCR input (what phones and chat apps send). */
const IMAGE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/jpg',
  'image/webp',
  'image/gif',
  'image/bmp',
  'image/tiff',
]);
/**
 * Audio and video families ffmpeg decodes (WhatsApp and Telegram voice notes are OGG/Opus,
 * iPhones send m4a/mov, Android 3gpp/amr). Anything else is refused before any work.
 */
const AUDIO_TYPES = new Set([
  'audio/ogg',
  'audio/opus',
  'audio/mpeg',
  'audio/mp3',
  'audio/mp4',
  'audio/m4a',
  'audio/x-m4a',
  'audio/aac',
  'audio/amr',
  'audio/3gpp',
  'audio/wav',
  'audio/x-wav',
  'audio/wave',
  'audio/webm',
  'audio/flac',
]);
const VIDEO_TYPES = new Set([
  'video/mp4',
  'video/3gpp',
  'video/webm',
  'video/quicktime',
  'video/ogg',
  'video/x-matroska',
  'video/mpeg',
]);

/** `image/png; charset=x` → `image/png`. */
export const bareMediaType = (contentType: string | undefined) =>
  (contentType ?? '').split(';')[0]!.trim().toLowerCase();

/** The kind of a media type this service takes, or null (415 / a "cannot read this" reply). */
export function mediaKindOf(contentType: string | undefined): MediaKind | null {
  const type = bareMediaType(contentType);
  if (IMAGE_TYPES.has(type)) return 'image';
  if (AUDIO_TYPES.has(type)) return 'audio';
  if (VIDEO_TYPES.has(type)) return 'video';
  return null;
}

export const ACCEPTED_MEDIA_TYPES = [...IMAGE_TYPES, ...AUDIO_TYPES, ...VIDEO_TYPES];

/** A file name providers accept for a type (OpenAI's endpoint goes by the extension). */
export function fileNameFor(mediaType: string): string {
  const sub = bareMediaType(mediaType).split('/')[1] ?? 'bin';
  const ext: Record<string, string> = { mpeg: 'mp3', 'x-m4a': 'm4a', quicktime: 'mov', 'x-wav': 'wav' };
  return `media.${ext[sub] ?? sub}`;
}
