import twilio from 'twilio';
import { z } from 'zod';
import { AppError } from '../../src/core/errors/app-error.js';
import type { ChatInbound, Inbound, WebhookRequest } from '../../src/core/chat/ports.js';
import type { ChatMediaRef } from '../../src/core/media/ports.js';
import type { Clock } from '../../src/core/shared/clock.js';
import { headerOf } from '../shared/logging.js';

/** Twilio error code for a free-form message sent outside WhatsApp's 24-hour window. */
export const OUTSIDE_WINDOW_CODE = '63016';

// Twilio's Messaging webhook and status callback parameters
// (https://www.twilio.com/docs/messaging/guides/webhook-request, .../outbound-message-logging).
const incomingSchema = z.object({
  MessageSid: z.string().min(1),
  From: z.string().min(1),
  To: z.string().min(1),
  Body: z.string().default(''),
  // A photo, voice note or video: Twilio names the first file and its type (issue 20).
  NumMedia: z.coerce.number().int().min(0).default(0),
  MediaUrl0: z.string().optional(),
  MediaContentType0: z.string().optional(),
});

const statusSchema = z.object({
  MessageSid: z.string().min(1),
  MessageStatus: z.string().min(1),
  ErrorCode: z.string().optional(),
});

export const bareNumber = (address: string) => address.replace(/^whatsapp:/, '');

function form(raw: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(raw));
}

function parseIncoming(params: Record<string, string>, now: Date, connectorId?: string): Inbound {
  const parsed = incomingSchema.safeParse(params);
  if (!parsed.success) throw new AppError('bad_request', 'The Twilio webhook lacks MessageSid, From or To.');
  const { MessageSid, From, To, Body } = parsed.data;
  const tipline = bareNumber(To);
  const user = bareNumber(From);
  const text = Body.trim();
  const media = whatsAppMedia(parsed.data);
  if (!text && !media) return { type: 'ignored', reason: 'no text and no media' };
  return {
    type: 'message',
    message: {
      platform: 'whatsapp',
      eventKey: MessageSid,
      place: tipline,
      thread: { platform: 'whatsapp', channel: `${tipline}/${user}`, thread: MessageSid },
      text,
      receivedAt: now,
      ...(media ? { media } : {}),
      ...(connectorId ? { connectorId } : {}),
    },
  };
}

/** The first media file of a message (the Body is then its caption). */
function whatsAppMedia(params: z.infer<typeof incomingSchema>): ChatMediaRef | undefined {
  if (params.NumMedia < 1 || !params.MediaUrl0) return undefined;
  return {
    platform: 'whatsapp',
    mediaType: params.MediaContentType0,
    kind: undefined,
    sizeBytes: undefined,
    durationS: undefined,
    ref: { url: params.MediaUrl0 },
  };
}

function parseStatus(params: Record<string, string>): Inbound {
  const parsed = statusSchema.safeParse(params);
  if (!parsed.success)
    throw new AppError('bad_request', 'The Twilio status callback lacks MessageSid or MessageStatus.');
  const { MessageSid, MessageStatus, ErrorCode } = parsed.data;
  const failed = MessageStatus === 'failed' || MessageStatus === 'undelivered';
  const outsideWindow = ErrorCode === OUTSIDE_WINDOW_CODE;
  return {
    type: 'status',
    report: {
      platform: 'whatsapp',
      messageId: MessageSid,
      status: MessageStatus,
      outcome: failed ? (outsideWindow ? 'undeliverable' : 'failed') : 'ok',
      ...(failed
        ? { reason: outsideWindow ? 'outside_24h_window' : `twilio_error_${ErrorCode ?? 'unknown'}` }
        : {}),
    },
  };
}

/**
 * Twilio's WhatsApp webhooks. The signature covers the public URL Twilio called (PUBLIC_URL + path
 * and query) and the form parameters; twilio.validateRequest compares it in constant time.
 */
export function createWhatsAppInbound(config: {
  authToken: string;
  publicUrl: string;
  clock: Clock;
  /** A newsroom's own sender: its connector (its route, its account's auth token). */
  connectorId?: string;
}): ChatInbound {
  const base = config.publicUrl.replace(/\/$/, '');
  return {
    platform: 'whatsapp',
    verify(request: WebhookRequest) {
      const signature = headerOf(request.headers, 'x-twilio-signature');
      if (!signature) return false;
      return twilio.validateRequest(
        config.authToken,
        signature,
        `${base}${request.url}`,
        form(request.rawBody),
      );
    },
    parse(request) {
      const params = form(request.rawBody);
      return request.url.split('?')[0]!.endsWith('/status')
        ? parseStatus(params)
        : parseIncoming(params, config.clock.now(), config.connectorId);
    },
    // An empty TwiML document: the answer comes later through the REST API, from the worker.
    ack: () => ({
      status: 200,
      contentType: 'text/xml',
      body: '<?xml version="1.0" encoding="UTF-8"?><Response></Response>',
    }),
  };
}
