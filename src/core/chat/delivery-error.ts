/**
 * How a platform refused a message, in terms the delivery policy understands. Adapters translate
 * their SDK's errors into this; core never sees an SDK error type.
 */
export class ChatDeliveryError extends Error {
  /** Short machine reason recorded on the delivery, e.g. `rate_limited`, `invalid_token`. */
  readonly reason: string;
  /** Whether trying again later can succeed (rate limits, 5xx, network). */
  readonly retryable: boolean;
  /** The platform's Retry-After, when it gave one. */
  readonly retryAfterMs: number | undefined;
  /** The message can never go out as asked (e.g. outside WhatsApp's 24-hour window, no template). */
  readonly undeliverable: boolean;

  constructor(
    reason: string,
    message: string,
    opts: { retryable: boolean; retryAfterMs?: number; undeliverable?: boolean; cause?: unknown },
  ) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.name = 'ChatDeliveryError';
    this.reason = reason;
    this.retryable = opts.retryable;
    this.retryAfterMs = opts.retryAfterMs;
    this.undeliverable = opts.undeliverable ?? false;
  }
}

export const retryable = (reason: string, message: string, retryAfterMs?: number, cause?: unknown) =>
  new ChatDeliveryError(reason, message, {
    retryable: true,
    ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
    cause,
  });

export const permanent = (reason: string, message: string, cause?: unknown) =>
  new ChatDeliveryError(reason, message, { retryable: false, cause });
