import http from 'node:http';
import https from 'node:https';
import { Webhook } from 'standardwebhooks';
import { LinkFetchError } from '../../src/core/link/link-fetch-error.js';
import type { SendOutcome, WebhookSender } from '../../src/core/webhooks/ports.js';
import { DEFAULT_USER_AGENT, pinnedLookup } from '../web/safe-fetcher.js';
import type { AddressResolver } from '../web/url-guard.js';

export interface StandardWebhooksSenderOptions {
  /** The link tool's resolver: the connection goes only to the addresses it approved. */
  resolve: AddressResolver;
  timeoutMs: number;
  userAgent?: string;
}

/**
 * Posts a delivery signed per the Standard Webhooks specification with its reference library
 * (`standardwebhooks`): `webhook-id`, `webhook-timestamp` and `webhook-signature: v1,<base64
 * HMAC-SHA256 of "<id>.<timestamp>.<body>">` keyed with the bytes after `whsec_`. Redirects are not
 * followed (a receiver that moved answers 3xx, which counts as a failure the owner can see).
 */
export function createStandardWebhooksSender(opts: StandardWebhooksSenderOptions): WebhookSender {
  const userAgent = opts.userAgent ?? DEFAULT_USER_AGENT;
  return {
    async send({ url, id, timestamp, body, secret }): Promise<SendOutcome> {
      let target;
      try {
        target = await opts.resolve(url);
      } catch (error) {
        if (error instanceof LinkFetchError)
          return { status: null, error: `address refused: ${error.message}` };
        return { status: null, error: 'the address could not be checked' };
      }
      const signature = new Webhook(secret).sign(id, timestamp, body);
      const client = target.url.protocol === 'https:' ? https : http;
      return new Promise<SendOutcome>((resolve) => {
        const request = client.request(target.url, {
          method: 'POST',
          lookup: pinnedLookup(target.addresses),
          signal: AbortSignal.timeout(opts.timeoutMs),
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'user-agent': userAgent,
            'webhook-id': id,
            'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
            'webhook-signature': signature,
          },
        });
        request.once('response', (response) => {
          // The answer's body is not needed; drain it so the socket is freed.
          response.resume();
          resolve({ status: response.statusCode ?? null, error: null });
        });
        request.once('error', (error: NodeJS.ErrnoException) => {
          const reason =
            error.name === 'TimeoutError' || error.name === 'AbortError'
              ? `no answer within ${opts.timeoutMs} ms`
              : `connection failed (${error.code ?? error.message})`;
          resolve({ status: null, error: reason });
        });
        request.end(body);
      });
    },
  };
}
