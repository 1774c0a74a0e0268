import { MediaFetchError } from '../../src/core/media/ports.js';

export interface DownloadPolicy {
  /** Origins (`https://host:port`) the first request may go to: the platform's configured API. */
  origins: string[];
  /**
   * Hosts a redirect may lead to (the platform's own file CDN, e.g. Twilio's). Credentials are
   * never sent after a redirect.
   */
  redirectHosts?: RegExp[];
  headers?: Record<string, string>;
  maxBytes: number;
  timeoutMs: number;
}

const originOf = (url: URL) => `${url.protocol}//${url.host}`;

/**
 * Downloads a chat platform's file: only from the platform's configured origin (scheme, host and
 * port compared exactly) or a redirect to its own file hosts; size capped while streaming (a
 * missing or lying Content-Length changes nothing); the whole download within `timeoutMs`.
 */
export async function downloadMedia(
  address: string,
  policy: DownloadPolicy,
): Promise<{ bytes: Uint8Array; mediaType: string }> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new MediaFetchError('media_refused', 'The platform gave a media address that is not a URL.');
  }
  if (!policy.origins.includes(originOf(url))) {
    throw new MediaFetchError(
      'media_refused',
      `Media is fetched only from the platform's own API, not ${url.host}.`,
    );
  }
  const signal = AbortSignal.timeout(policy.timeoutMs);
  let headers = policy.headers ?? {};
  for (let hop = 0; hop < 4; hop++) {
    let response: Response;
    try {
      response = await fetch(url, { headers, redirect: 'manual', signal });
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new MediaFetchError(
        'media_unavailable',
        timedOut
          ? 'The platform did not send the file in time.'
          : 'The platform could not be reached for the file.',
        true,
      );
    }
    if (response.status >= 300 && response.status < 400 && response.headers.get('location')) {
      await response.body?.cancel();
      const next = new URL(response.headers.get('location')!, url);
      const allowed =
        policy.origins.includes(originOf(next)) ||
        (next.protocol === 'https:' && (policy.redirectHosts ?? []).some((host) => host.test(next.hostname)));
      if (!allowed)
        throw new MediaFetchError(
          'media_refused',
          `The platform redirected the file to ${next.host}, which is not its own.`,
        );
      if (originOf(next) !== originOf(url)) headers = {};
      url = next;
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new MediaFetchError(
        'media_unavailable',
        `The platform answered ${response.status} for the file.`,
        response.status >= 500 || response.status === 429,
      );
    }
    const declared = Number(response.headers.get('content-length') ?? NaN);
    if (Number.isFinite(declared) && declared > policy.maxBytes) {
      await response.body?.cancel();
      throw new MediaFetchError('media_too_large', `The file is larger than ${policy.maxBytes} bytes.`);
    }
    const chunks: Uint8Array[] = [];
    let total = 0;
    const reader = response.body?.getReader();
    while (reader) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > policy.maxBytes) {
        await reader.cancel();
        throw new MediaFetchError('media_too_large', `The file is larger than ${policy.maxBytes} bytes.`);
      }
      chunks.push(value);
    }
    const bytes = new Uint8Array(total);
    let offset = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, offset);
      offset += chunk.byteLength;
    }
    const mediaType = (response.headers.get('content-type') ?? 'application/octet-stream')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    return { bytes, mediaType };
  }
  throw new MediaFetchError('media_unavailable', 'The platform redirected the file too many times.');
}

export const originOfUrl = (address: string) => originOf(new URL(address));
