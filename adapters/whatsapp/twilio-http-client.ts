import twilio from 'twilio';
import type { Headers } from 'twilio/lib/http/request.js';
import type RequestClient from 'twilio/lib/base/RequestClient.js';
import { retryable } from '../../src/core/chat/delivery-error.js';

const TWILIO_ORIGIN = /^https:\/\/[a-z0-9.-]*twilio\.com/i;

function retryAfterMs(headers: Headers | Record<string, unknown> | undefined): number | undefined {
  const raw = headers ? (headers as Record<string, unknown>)['retry-after'] : undefined;
  const seconds = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}

/**
 * Twilio's own RequestClient with two additions: requests go to TWILIO_API_URL when set (a proxy,
 * or a local fake in tests), and a 429 or 5xx becomes a retryable error that keeps Retry-After
 * (Twilio's RestException drops the headers).
 */
export class TwilioHttpClient extends twilio.RequestClient {
  constructor(private readonly apiUrl: string | undefined) {
    super({ timeout: 15_000 });
  }

  override async request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const uri = this.apiUrl ? opts.uri.replace(TWILIO_ORIGIN, this.apiUrl.replace(/\/$/, '')) : opts.uri;
    const response = await super.request<TData>({ ...opts, uri });
    if (response.statusCode === 429) {
      throw retryable('rate_limited', 'Twilio rate limit', retryAfterMs(response.headers) ?? 1000);
    }
    if (response.statusCode >= 500)
      throw retryable(`http_${response.statusCode}`, `Twilio answered ${response.statusCode}`);
    return response;
  }
}
