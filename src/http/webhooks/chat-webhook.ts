import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { notFound, unauthorized } from '../../core/errors/app-error.js';
import type { ChatInbound, Inbound, WebhookRequest } from '../../core/chat/ports.js';

export interface ChatWebhookOptions {
  /**
   * The adapter's inbound half; a function when it depends on the route (a newsroom's own bot or
   * sender, found by the `:connector` path parameter: null answers 404).
   */
  inbound: ChatInbound | ((params: Record<string, string>) => Promise<ChatInbound | null>);
  /** Paths this platform posts to (e.g. /whatsapp/webhook and /whatsapp/status). */
  paths: string[];
  /** Hands a verified, parsed request to the chat services; resolves once it is durably queued. */
  dispatch(inbound: Inbound): Promise<void>;
}

const RAW_TYPES = ['application/json', 'application/x-www-form-urlencoded'];

function toWebhookRequest(request: FastifyRequest): WebhookRequest {
  const bytes = Buffer.isBuffer(request.body) ? request.body : undefined;
  return {
    url: request.url,
    rawBody: bytes ? bytes.toString('utf8') : '',
    ...(bytes ? { rawBytes: bytes } : {}),
    contentType: String(request.headers['content-type'] ?? ''),
    headers: request.headers,
  };
}

/**
 * One platform's webhook: keeps the raw body (signatures cover the exact bytes), verifies it,
 * parses it, dispatches it, and acknowledges. Content-type parsers are registered in this plugin's
 * scope only; errors go through the app's error handler (a bad signature is a 401 envelope).
 */
export function chatWebhook(opts: ChatWebhookOptions): FastifyPluginAsync {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(RAW_TYPES, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    for (const path of opts.paths) {
      app.post(path, { schema: { hide: true } }, async (request, reply) => {
        const adapter =
          typeof opts.inbound === 'function'
            ? await opts.inbound(request.params as Record<string, string>)
            : opts.inbound;
        if (!adapter) throw notFound('This webhook');
        const webhook = toWebhookRequest(request);
        if (!(await adapter.verify(webhook))) {
          throw unauthorized(`The ${adapter.platform} signature is missing, stale or wrong.`);
        }
        const inbound = adapter.parse(webhook);
        await opts.dispatch(inbound);
        const ack = adapter.ack(inbound);
        reply.status(ack.status);
        if (ack.contentType) reply.type(ack.contentType);
        return reply.send(ack.body ?? '');
      });
    }
  };
}
