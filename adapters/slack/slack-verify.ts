import { isValidSlackRequest } from '@slack/bolt';

const WINDOW_SECONDS = 5 * 60;

/**
 * Slack's signing secret check (v0 HMAC-SHA256 of `v0:{timestamp}:{raw body}`, compared in
 * constant time by Bolt's helper). Bolt only refuses old timestamps; a request claiming to come
 * from more than five minutes in the future is refused here too.
 */
export function verifySlackSignature(input: {
  signingSecret: string;
  rawBody: string;
  signature: string | undefined;
  timestamp: string | undefined;
  nowMs: number;
}): boolean {
  const timestamp = Number(input.timestamp);
  if (!input.signature || !input.timestamp || !Number.isInteger(timestamp)) return false;
  if (Math.abs(input.nowMs / 1000 - timestamp) > WINDOW_SECONDS) return false;
  return isValidSlackRequest({
    signingSecret: input.signingSecret,
    body: input.rawBody,
    headers: { 'x-slack-signature': input.signature, 'x-slack-request-timestamp': timestamp },
    nowMilliseconds: input.nowMs,
  });
}
