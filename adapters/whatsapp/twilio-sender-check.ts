import twilio from 'twilio';
import type { TwilioSenderCheck } from '../../src/core/chat/connector-ports.js';
import { TwilioHttpClient } from './twilio-http-client.js';

/**
 * A newsroom's own sender, checked against Twilio: the account answers to its auth token
 * (GET Accounts/{sid}), and the sender number is one of the account's own numbers
 * (IncomingPhoneNumbers), so nobody can claim a number they do not hold.
 */
export function createTwilioSenderCheck(config: { apiUrl?: string | undefined }): TwilioSenderCheck {
  return {
    async verify(accountSid, authToken, from) {
      const client = twilio(accountSid, authToken, { httpClient: new TwilioHttpClient(config.apiUrl) });
      try {
        await client.api.v2010.accounts(accountSid).fetch();
      } catch (error) {
        if (error instanceof twilio.RestException && (error.status === 401 || error.status === 404))
          return 'bad_credentials';
        throw error;
      }
      const numbers = await client.incomingPhoneNumbers.list({ phoneNumber: from, limit: 1 });
      return numbers.some((n) => n.phoneNumber === from) ? 'ok' : 'not_owned';
    },
  };
}
