import { webApi } from '@slack/bolt';
import { permanent, retryable, type ChatDeliveryError } from '../../src/core/chat/delivery-error.js';

/** Slack Web API errors a retry cannot fix (https://api.slack.com/methods/chat.postMessage#errors). */
const PERMANENT: Record<string, string> = {
  invalid_auth: 'invalid_token',
  not_authed: 'invalid_token',
  token_revoked: 'invalid_token',
  token_expired: 'invalid_token',
  account_inactive: 'invalid_token',
  channel_not_found: 'chat_not_found',
  not_in_channel: 'not_in_channel',
  is_archived: 'chat_archived',
  msg_too_long: 'message_too_long',
  invalid_blocks: 'invalid_blocks',
  message_not_found: 'message_not_found',
  user_not_in_channel: 'user_not_in_channel',
};

/** Slack's errors in the delivery policy's terms: 429 keeps its Retry-After, 5xx and network retry. */
export function fromSlackError(error: unknown): ChatDeliveryError {
  if (error instanceof webApi.WebAPIRateLimitedError) {
    return retryable('rate_limited', 'Slack rate limit', error.retryAfter * 1000, error);
  }
  if (error instanceof webApi.WebAPIPlatformError) {
    const code = error.data.error;
    if (code === 'ratelimited') return retryable('rate_limited', 'Slack rate limit', 1000, error);
    if (code === 'internal_error' || code === 'fatal_error' || code === 'service_unavailable') {
      return retryable(`slack_${code}`, `Slack answered ${code}`, undefined, error);
    }
    return permanent(PERMANENT[code] ?? `slack_${code}`, `Slack refused the message: ${code}`, error);
  }
  if (error instanceof webApi.WebAPIHTTPError) {
    if (error.statusCode >= 500)
      return retryable(`http_${error.statusCode}`, `Slack answered ${error.statusCode}`, undefined, error);
    return permanent(`http_${error.statusCode}`, `Slack answered ${error.statusCode}`, error);
  }
  return retryable(
    'network_error',
    error instanceof Error ? error.message : 'Slack could not be reached',
    undefined,
    error,
  );
}
