import type { ChatInbound, ChatReplier } from '../../src/core/chat/ports.js';
import type { Clock } from '../../src/core/shared/clock.js';
import { createWhatsAppInbound } from './whatsapp-inbound.js';
import { createWhatsAppReplier } from './whatsapp-replier.js';

export interface WhatsAppAdapterConfig {
  accountSid: string;
  authToken: string;
  from: string;
  publicUrl: string;
  apiUrl?: string | undefined;
  templateSid?: string | undefined;
  clock: Clock;
}

export interface WhatsAppAdapter {
  inbound: ChatInbound;
  replier: ChatReplier;
}

/** WhatsApp through Twilio: signed webhooks in, the Messages API out. */
export function createWhatsAppAdapter(config: WhatsAppAdapterConfig): WhatsAppAdapter {
  const base = config.publicUrl.replace(/\/$/, '');
  return {
    inbound: createWhatsAppInbound({
      authToken: config.authToken,
      publicUrl: config.publicUrl,
      clock: config.clock,
    }),
    replier: createWhatsAppReplier({
      accountSid: config.accountSid,
      authToken: config.authToken,
      from: config.from,
      apiUrl: config.apiUrl,
      statusCallback: `${base}/whatsapp/status`,
      templateSid: config.templateSid,
    }),
  };
}
