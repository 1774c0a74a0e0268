import { randomBytes } from 'node:crypto';
import { startFakeServer } from './fake-server.js';

/**
 * Twilio's Messages API as documented (https://www.twilio.com/docs/messaging/api/message-resource):
 * POST /2010-04-01/Accounts/{AccountSid}/Messages.json, HTTP Basic auth, form parameters,
 * 201 with the message resource.
 */
export async function startFakeTwilio(accountSid: string, authToken: string) {
  const basic = (sid: string, token: string) => `Basic ${Buffer.from(`${sid}:${token}`).toString('base64')}`;
  /** Accounts (the deployment's, and newsrooms' added by tests) with their phone numbers. */
  const accounts = new Map<string, { sid: string; numbers: string[] }>([
    [basic(accountSid, authToken), { sid: accountSid, numbers: [] }],
  ]);
  const server = await startFakeServer(
    (call) => {
      const account = accounts.get(String(call.headers.authorization ?? ''));
      if (!account || !call.path.includes(`/Accounts/${account.sid}`)) {
        return {
          status: 401,
          body: {
            code: 20003,
            message: 'Authenticate',
            more_info: 'https://www.twilio.com/docs/errors/20003',
            status: 401,
          },
        };
      }
      if (call.method === `${account.sid}.json`)
        return {
          status: 200,
          body: { sid: account.sid, friendly_name: 'Newsroom', status: 'active', type: 'Full' },
        };
      if (call.method === 'IncomingPhoneNumbers.json') {
        const wanted = call.params.PhoneNumber ? [String(call.params.PhoneNumber)] : account.numbers;
        const found = account.numbers.filter((n) => wanted.includes(n));
        return {
          status: 200,
          body: {
            incoming_phone_numbers: found.map((n) => ({
              sid: `PN${Buffer.from(n).toString('hex').padEnd(32, '0').slice(0, 32)}`,
              account_sid: account.sid,
              phone_number: n,
              friendly_name: n,
            })),
            page: 0,
            page_size: 50,
            first_page_uri: '',
            next_page_uri: null,
            previous_page_uri: null,
            uri: '',
          },
        };
      }
      if (call.method !== 'Messages.json')
        return { status: 404, body: { code: 20404, message: 'Not found', status: 404 } };
      const sid = `SM${randomBytes(16).toString('hex')}`;
      return {
        status: 201,
        body: {
          sid,
          account_sid: account.sid,
          from: call.params.From,
          to: call.params.To,
          body: call.params.Body ?? '',
          status: 'queued',
          num_segments: '1',
          date_created: new Date().toUTCString(),
          uri: `/2010-04-01/Accounts/${account.sid}/Messages/${sid}.json`,
        },
      };
    },
    (path) => path.split('/').pop() ?? '',
  );
  return {
    ...server,
    /**
     * A media file of an incoming message, served as Twilio serves `MediaUrl0`
     * (/2010-04-01/Accounts/{sid}/Messages/{MM}/Media/{ME}, HTTP Basic with the account's credentials).
     */
    addMedia(bytes: Buffer, contentType: string, account = { sid: accountSid, token: authToken }): string {
      const path = `/2010-04-01/Accounts/${account.sid}/Messages/MM${randomBytes(16).toString('hex')}/Media/ME${randomBytes(16).toString('hex')}`;
      server.files.set(path, { bytes, contentType, authorization: basic(account.sid, account.token) });
      return `${server.url}${path}`;
    },
    /** A newsroom's own Twilio account with its numbers. */
    addAccount(sid: string, token: string, numbers: string[]) {
      accounts.set(basic(sid, token), { sid, numbers });
    },
    /** The account SID a call authenticated as. */
    accountOf: (call: { headers: Record<string, unknown> }) =>
      accounts.get(String(call.headers.authorization ?? ''))?.sid ?? null,
  };
}

export type FakeTwilio = Awaited<ReturnType<typeof startFakeTwilio>>;
