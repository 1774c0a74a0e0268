import { randomBytes } from 'node:crypto';
import { startFakeServer } from './fake-server.js';

/**
 * Twilio's Messages API as documented (https://www.twilio.com/docs/messaging/api/message-resource):
 * POST /2010-04-01/Accounts/{AccountSid}/Messages.json, HTTP Basic auth, form parameters,
 * 201 with the message resource.
 */
export async function startFakeTwilio(accountSid: string, authToken: string) {
  const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const server = await startFakeServer(
    (call) => {
      if (call.headers.authorization !== expected) {
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
      if (call.method !== 'Messages.json')
        return { status: 404, body: { code: 20404, message: 'Not found', status: 404 } };
      const sid = `SM${randomBytes(16).toString('hex')}`;
      return {
        status: 201,
        body: {
          sid,
          account_sid: accountSid,
          from: call.params.From,
          to: call.params.To,
          body: call.params.Body ?? '',
          status: 'queued',
          num_segments: '1',
          date_created: new Date().toUTCString(),
          uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
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
    addMedia(bytes: Buffer, contentType: string): string {
      const path = `/2010-04-01/Accounts/${accountSid}/Messages/MM${randomBytes(16).toString('hex')}/Media/ME${randomBytes(16).toString('hex')}`;
      server.files.set(path, { bytes, contentType, authorization: expected });
      return `${server.url}${path}`;
    },
  };
}

export type FakeTwilio = Awaited<ReturnType<typeof startFakeTwilio>>;
