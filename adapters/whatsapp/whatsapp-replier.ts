import twilio from 'twilio';
import { ChatDeliveryError, permanent, retryable } from '../../src/core/chat/delivery-error.js';
import type { ChatReplier } from '../../src/core/chat/ports.js';
import { clip } from '../../src/core/chat/wording.js';
import { TwilioHttpClient } from './twilio-http-client.js';
import { OUTSIDE_WINDOW_CODE } from './whatsapp-inbound.js';
import { renderWhatsAppMessage } from './whatsapp-render.js';

/** WhatsApp allows free-form replies for 24 hours after the user's last message. */
export const REPLY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The Twilio account a tip line sends from. */
export interface TwilioAccount {
  accountSid: string;
  authToken: string;
  /** Where Twilio reports delivery status (PUBLIC_URL + /whatsapp/status, or the sender's own route). */
  statusCallback: string;
  /** Content SID (HX...) of an approved template with one variable {{1}}, for replies outside the window. */
  templateSid?: string | undefined;
}

export interface WhatsAppReplierConfig {
  /** The account of tip line `number` (a newsroom's own sender, else the deployment's); null if none. */
  accountFor(number: string): Promise<TwilioAccount | null>;
  apiUrl?: string | undefined;
}

const PERMANENT_CODES: Record<number, string> = {
  20003: 'invalid_token',
  20404: 'not_found',
  21211: 'invalid_recipient',
  21408: 'region_not_enabled',
  21610: 'recipient_unsubscribed',
  21614: 'invalid_recipient',
  63007: 'sender_not_found',
};

function fromTwilioError(error: unknown): ChatDeliveryError {
  if (error instanceof ChatDeliveryError) return error;
  if (error instanceof twilio.RestException) {
    if (String(error.code) === OUTSIDE_WINDOW_CODE) {
      return new ChatDeliveryError('outside_24h_window', error.message, {
        retryable: false,
        undeliverable: true,
        cause: error,
      });
    }
    const reason =
      (error.code ? PERMANENT_CODES[error.code] : undefined) ?? `twilio_error_${error.code ?? error.status}`;
    return permanent(reason, error.message, error);
  }
  return retryable(
    'network_error',
    error instanceof Error ? error.message : 'Twilio could not be reached',
    undefined,
    error,
  );
}

const whatsapp = (number: string) => (number.startsWith('whatsapp:') ? number : `whatsapp:${number}`);

/** Sends WhatsApp messages through Twilio's Messages API with the official client. */
export function createWhatsAppReplier(config: WhatsAppReplierConfig): ChatReplier {
  const clients = new Map<string, ReturnType<typeof twilio>>();
  const clientFor = (account: TwilioAccount) => {
    const key = `${account.accountSid}:${account.authToken}`;
    let client = clients.get(key);
    if (!client) {
      client = twilio(account.accountSid, account.authToken, {
        httpClient: new TwilioHttpClient(config.apiUrl),
      });
      clients.set(key, client);
    }
    return client;
  };
  const send = async (
    account: TwilioAccount,
    params: { from: string; to: string; body?: string; contentSid?: string; contentVariables?: string },
  ) => {
    try {
      return await clientFor(account).messages.create({ ...params, statusCallback: account.statusCallback });
    } catch (error) {
      throw fromTwilioError(error);
    }
  };
  const unsupported = () => permanent('unsupported', 'WhatsApp has no editors’ channel with buttons.');

  return {
    platform: 'whatsapp',
    replyWindowMs: REPLY_WINDOW_MS,
    async postReply(thread, message, opts) {
      const [tipline, user] = thread.channel.split('/');
      if (!tipline || !user) throw permanent('bad_target', 'Not a WhatsApp conversation reference.');
      const from = whatsapp(tipline);
      const to = whatsapp(user);
      // Replies go from the number the user wrote to, with that number's account.
      const account = await config.accountFor(tipline);
      if (!account) throw permanent('not_installed', `No Twilio account serves ${tipline}.`);
      if (opts?.windowClosed) {
        // Free text would be refused (63016): an approved template, or an honest record.
        if (!account.templateSid) {
          throw new ChatDeliveryError(
            'outside_24h_window',
            'The 24-hour window has closed and no template is configured.',
            {
              retryable: false,
              undeliverable: true,
            },
          );
        }
        const sent = await send(account, {
          from,
          to,
          contentSid: account.templateSid,
          contentVariables: JSON.stringify({ 1: clip(message.summary, 1000) }),
        });
        return { messageIds: [sent.sid], note: 'sent_as_template' };
      }
      const ids: string[] = [];
      for (const body of renderWhatsAppMessage(message))
        ids.push((await send(account, { from, to, body })).sid);
      return { messageIds: ids };
    },
    postReviewRequest: async () => {
      throw unsupported();
    },
    updateReviewMessage: async () => {
      throw unsupported();
    },
    answerPress: async () => {
      throw unsupported();
    },
  };
}
