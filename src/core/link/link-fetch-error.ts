/** Why a link could not be read. Each code becomes the failed job's `error.code`. */
export type LinkFetchErrorCode =
  | 'url_refused'
  | 'unresolvable'
  | 'too_many_redirects'
  | 'fetch_timeout'
  | 'too_large'
  | 'unsupported_content'
  | 'http_error'
  | 'unreachable'
  | 'video_unavailable'
  | 'no_captions';

/** Thrown by fetchers and caption providers; the link processor fails the job with its code. */
export class LinkFetchError extends Error {
  constructor(
    readonly code: LinkFetchErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'LinkFetchError';
  }
}
