/**
 * Every failure the service reports on purpose. The HTTP layer maps each code to one status
 * (src/http/error-handler.ts); chat adapters map them to a short sentence. Core never picks a
 * status code itself.
 */
export const errorStatus = {
  bad_request: 400,
  unauthorized: 401,
  quota_exceeded: 402,
  forbidden: 403,
  not_found: 404,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  consumer_email: 422,
  rate_limited: 429,
  internal_error: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export interface FieldIssue {
  field: string;
  message: string;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: FieldIssue[] | undefined;
  /** Seconds a client should wait before retrying (sent as Retry-After). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    extra: { details?: FieldIssue[]; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(message, extra.cause === undefined ? undefined : { cause: extra.cause });
    this.name = 'AppError';
    this.code = code;
    this.details = extra.details;
    this.retryAfterSeconds = extra.retryAfterSeconds;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export const notFound = (what: string) => new AppError('not_found', `${what} was not found.`);
export const forbidden = (message: string) => new AppError('forbidden', message);
export const unauthorized = (message = 'A valid API key or session token is required.') =>
  new AppError('unauthorized', message);
