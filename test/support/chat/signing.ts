import { createHmac } from 'node:crypto';
import twilio from 'twilio';

/** Signs a body the way Slack does (https://api.slack.com/authentication/verifying-requests-from-slack). */
export function slackHeaders(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)) {
  const signature = `v0=${createHmac('sha256', secret).update(`v0:${timestamp}:${body}`).digest('hex')}`;
  return { 'x-slack-signature': signature, 'x-slack-request-timestamp': String(timestamp) };
}

/** Twilio's X-Twilio-Signature for a form POST to `url` (Twilio's own helper computes it). */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>) {
  return twilio.getExpectedTwilioSignature(authToken, url, params);
}
