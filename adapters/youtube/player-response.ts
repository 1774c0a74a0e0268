/**
 * Reads the `ytInitialPlayerResponse` object a YouTube watch page assigns in an inline script.
 * The object is JSON; it is cut out by matching braces (strings and escapes respected), not by a
 * regular expression, because captions and descriptions contain braces and semicolons.
 */
export function extractPlayerResponse(html: string): unknown {
  const marker = html.indexOf('ytInitialPlayerResponse');
  if (marker < 0) return null;
  const start = html.indexOf('{', marker);
  if (start < 0) return null;
  let depth = 0;
  let inString = false;
  for (let i = start; i < html.length; i++) {
    const ch = html[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) {
      try {
        return JSON.parse(html.slice(start, i + 1));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The parts of a player response the caption provider reads (YouTube sends far more). */
export interface CaptionTrackInfo {
  baseUrl: string;
  languageCode: string;
  /** `asr` for automatic speech recognition tracks; absent for uploaded captions. */
  kind?: string;
  name?: { simpleText?: string; runs?: Array<{ text: string }> };
}

export interface PlayerResponse {
  playabilityStatus?: { status?: string; reason?: string };
  videoDetails?: { videoId?: string; title?: string; author?: string; lengthSeconds?: string };
  captions?: { playerCaptionsTracklistRenderer?: { captionTracks?: CaptionTrackInfo[] } };
}
