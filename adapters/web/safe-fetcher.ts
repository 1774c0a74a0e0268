import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { LinkFetchError } from '../../src/core/link/link-fetch-error.js';
import { ACCEPT_HEADER, classifyMedia } from '../../src/core/link/media-types.js';
import type { FetchedResource, Fetcher } from '../../src/core/link/ports.js';
import type { AddressResolver, ResolvedAddress, ResolvedTarget } from './url-guard.js';

export const DEFAULT_USER_AGENT = 'Gaskiya/0.1 (+https://github.com/gaskiya; claim checking for newsrooms)';

/** Which responses a fetcher reads; anything else is refused before its body is read. */
export interface AcceptedMedia {
  acceptHeader: string;
  allows(mediaType: string, path: string): boolean;
  /** For the refusal message, e.g. "web pages and WebVTT/SRT captions". */
  description: string;
}

/** The link tool's media: web pages and caption files. */
export const LINK_MEDIA: AcceptedMedia = {
  acceptHeader: ACCEPT_HEADER,
  allows: (mediaType, path) => classifyMedia(mediaType, path) !== null,
  description: 'web pages and WebVTT/SRT captions',
};

export interface SafeFetcherOptions {
  resolve: AddressResolver;
  /** Defaults to LINK_MEDIA. */
  media?: AcceptedMedia;
  /** Whole fetch, every redirect and the body included. */
  timeoutMs: number;
  /** Largest body read, after decompression. */
  maxBytes: number;
  maxRedirects: number;
  userAgent?: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Connects only to the addresses the resolver checked for this hop (no second DNS answer can
 * slip in between the check and the connection: DNS rebinding).
 */
export function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  }) as LookupFunction;
}

function parseContentType(header: string | undefined) {
  const [type = '', ...params] = (header ?? '').split(';');
  const charset = params
    .map((p) => p.trim().split('='))
    .find(([key]) => key?.toLowerCase() === 'charset')?.[1]
    ?.replace(/^["']|["']$/g, '');
  return { mediaType: type.trim().toLowerCase(), charset: charset || undefined };
}

function decompressed(response: http.IncomingMessage): Readable {
  switch ((response.headers['content-encoding'] ?? '').toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return response.pipe(createGunzip());
    case 'deflate':
      return response.pipe(createInflate());
    case 'br':
      return response.pipe(createBrotliDecompress());
    default:
      return response;
  }
}

/** Reads at most `maxBytes` (decompressed, so a small bomb cannot grow past the cap). */
async function readCapped(stream: Readable, maxBytes: number): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      stream.destroy();
      throw new LinkFetchError('too_large', `The content is larger than ${maxBytes} bytes.`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ETIMEDOUT',
  'EPROTO',
]);

/**
 * The service's HTTP client for addresses users give (links, feeds), on node:http/https: every
 * hop re-resolved and checked, redirects, time and size capped, only the accepted media types
 * read. Throws LinkFetchError.
 */
export function createSafeFetcher(opts: SafeFetcherOptions): Fetcher {
  const userAgent = opts.userAgent ?? DEFAULT_USER_AGENT;
  const media = opts.media ?? LINK_MEDIA;
  const agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: 32 }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: 32 }),
  };

  function request(target: ResolvedTarget, signal: AbortSignal): Promise<http.IncomingMessage> {
    const client = target.url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const req = client.request(target.url, {
        method: 'GET',
        agent: agents[target.url.protocol as 'http:' | 'https:'],
        lookup: pinnedLookup(target.addresses),
        signal,
        headers: {
          'user-agent': userAgent,
          accept: media.acceptHeader,
          'accept-encoding': 'gzip, deflate, br',
          'accept-language': 'en;q=1, *;q=0.5',
        },
      });
      req.once('response', resolve);
      req.once('error', reject);
      req.end();
    });
  }

  async function follow(start: string, signal: AbortSignal): Promise<FetchedResource> {
    let url: string | URL = start;
    for (let hop = 0; ; hop++) {
      const target = await opts.resolve(url);
      const response = await request(target, signal);
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status)) {
        response.resume();
        const location = response.headers.location;
        if (!location)
          throw new LinkFetchError('http_error', `The site answered ${status} without a Location.`);
        if (hop >= opts.maxRedirects) {
          throw new LinkFetchError(
            'too_many_redirects',
            `The link redirects more than ${opts.maxRedirects} times.`,
          );
        }
        url = new URL(location, target.url);
        continue;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        throw new LinkFetchError('http_error', `The site answered HTTP ${status}.`);
      }
      const { mediaType, charset } = parseContentType(response.headers['content-type']);
      if (!media.allows(mediaType, target.url.pathname)) {
        response.destroy();
        throw new LinkFetchError(
          'unsupported_content',
          `The link serves ${mediaType || 'content of no stated type'}; only ${media.description} are read.`,
        );
      }
      const declared = Number(response.headers['content-length'] ?? NaN);
      if (declared > opts.maxBytes) {
        response.destroy();
        throw new LinkFetchError('too_large', `The content is larger than ${opts.maxBytes} bytes.`);
      }
      const body = await readCapped(decompressed(response), opts.maxBytes);
      return { url: target.url.href, mediaType, charset, body };
    }
  }

  return {
    async fetch(url) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), opts.timeoutMs);
      const timedOut = new Promise<never>((_, reject) =>
        controller.signal.addEventListener('abort', () =>
          reject(new LinkFetchError('fetch_timeout', `The link did not load within ${opts.timeoutMs} ms.`)),
        ),
      );
      timedOut.catch(() => undefined);
      try {
        return await Promise.race([follow(url, controller.signal), timedOut]);
      } catch (error) {
        if (controller.signal.aborted) {
          throw new LinkFetchError('fetch_timeout', `The link did not load within ${opts.timeoutMs} ms.`);
        }
        if (error instanceof LinkFetchError) throw error;
        const code = (error as NodeJS.ErrnoException).code ?? '';
        if (
          NETWORK_CODES.has(code) ||
          code.startsWith('HPE_') ||
          code.startsWith('ERR_TLS') ||
          code.includes('CERT')
        ) {
          throw new LinkFetchError('unreachable', `The site could not be reached (${code}).`, {
            cause: error,
          });
        }
        throw error;
      } finally {
        clearTimeout(timer);
        controller.abort();
      }
    },
  };
}
