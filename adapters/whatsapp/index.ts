import type { ChatInbound, ChatReplier } from '../../src/core/chat/ports.js';
import type { Clock } from '../../src/core/shared/clock.js';
import { createWhatsAppInbound } from './whatsapp-inbound.js';
import { createWhatsAppReplier, type TwilioAccount } from './whatsapp-replier.js';

export { createWhatsAppInbound } from './whatsapp-inbound.js';
export { createTwilioSenderCheck } from './twilio-sender-check.js';
export type { TwilioAccount } from './whatsapp-replier.js';

export interface WhatsAppAdapterConfig {
  /** The deployment's own account (TWILIO_*), when configured. */
  deployment?: { authToken: string } | undefined;
  publicUrl: string;
  /** The account a tip-line number sends from (a newsroom's own sender, else the deployment's). */
  accountFor(number: string): Promise<TwilioAccount | null>;
  apiUrl?: string | undefined;
  clock: Clock;
}

export interface WhatsAppAdapter {
  inbound: ChatInbound | null;
  replier: ChatReplier;
}

/** WhatsApp through Twilio: signed webhooks in, the Messages API out. */
export function createWhatsAppAdapter(config: WhatsAppAdapterConfig): WhatsAppAdapter {
  return {
    inbound: config.deployment
      ? createWhatsAppInbound({
          authToken: config.deployment.authToken,
          publicUrl: config.publicUrl,
          clock: config.clock,
        })
      : null,
    replier: createWhatsAppReplier({ accountFor: config.accountFor, apiUrl: config.apiUrl }),
  };
}
