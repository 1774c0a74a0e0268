import { createSecretKey } from 'node:crypto';
import twilio from 'twilio';
import { describe, expect, test } from 'vitest';
import { verifySlackSignature } from '../../adapters/slack/slack-verify.js';
import { createWhatsAppInbound } from '../../adapters/whatsapp/whatsapp-inbound.js';
import { secretMatches } from '../../adapters/telegram/telegram-inbound.js';

// Slack's published example (api.slack.com/authentication/verifying-requests-from-slack).
const SLACK_EXAMPLE = {
  signingSecret: '8f742231b10e8888abcd99yyyzzz85a5',
  timestamp: '1531420618',
  signature: 'v0=a2114d57b48eac39b9ad189dd8316235a7b4a8d21a10bd27519666489c69b503',
  rawBody:
    'token=xyzz0WbapA4vBCDEFasx0q6G&team_id=T1DC2JH3J&team_domain=testteamnow&channel_id=G8PSS9T3V&channel_name=foobar&user_id=U2CERLKJA&user_name=roadrunner&command=%2Fwebhook-collect&text=&response_url=https%3A%2F%2Fhooks.slack.com%2Fcommands%2FT1DC2JH3J%2F397700885554%2F96rGlfmibIGlgcZRskXaIFfN&trigger_id=398738663015.47445629121.803a0bc887a14d10d2c447fce8b6703c',
};

// Twilio's published example (twilio.com/docs/usage/security, "Validating Signatures from Twilio").
const TWILIO_EXAMPLE = {
  authToken: '12345',
  url: 'https://mycompany.com/myapp.php?foo=1&bar=2',
  params: {
    CallSid: 'CA1234567890ABCDE',
    Caller: '+14158675309',
    Digits: '1234',
    From: '+14158675309',
    To: '+18005551212',
  },
  signature: 'RSOYDt4T1cUTdK1PDd93/VVr8B8=',
};

describe('Slack signature', () => {
  const at = Number(SLACK_EXAMPLE.timestamp) * 1000;
  test("passes Slack's published example", () => {
    expect(verifySlackSignature({ ...SLACK_EXAMPLE, nowMs: at + 30_000 })).toBe(true);
  });
  test('refuses a changed body, a changed signature, and timestamps outside five minutes either way', () => {
    expect(verifySlackSignature({ ...SLACK_EXAMPLE, rawBody: `${SLACK_EXAMPLE.rawBody}x`, nowMs: at })).toBe(
      false,
    );
    expect(
      verifySlackSignature({
        ...SLACK_EXAMPLE,
        signature: SLACK_EXAMPLE.signature.replace('a2', 'b2'),
        nowMs: at,
      }),
    ).toBe(false);
    expect(verifySlackSignature({ ...SLACK_EXAMPLE, nowMs: at + 301_000 })).toBe(false);
    expect(verifySlackSignature({ ...SLACK_EXAMPLE, nowMs: at - 301_000 })).toBe(false);
    expect(verifySlackSignature({ ...SLACK_EXAMPLE, signature: undefined, nowMs: at })).toBe(false);
  });
  test('the same with the body as received bytes and the secret as a key made once', () => {
    const bytes = {
      ...SLACK_EXAMPLE,
      signingSecret: createSecretKey(Buffer.from(SLACK_EXAMPLE.signingSecret)),
    };
    const body = Buffer.from(SLACK_EXAMPLE.rawBody, 'utf8');
    expect(verifySlackSignature({ ...bytes, rawBody: body, nowMs: at })).toBe(true);
    expect(
      verifySlackSignature({ ...bytes, rawBody: Buffer.concat([body, Buffer.from('x')]), nowMs: at }),
    ).toBe(false);
    const flipped = Buffer.from(body);
    flipped[10] = flipped[10]! ^ 1;
    expect(verifySlackSignature({ ...bytes, rawBody: flipped, nowMs: at })).toBe(false);
    expect(
      verifySlackSignature({
        ...bytes,
        signingSecret: createSecretKey(Buffer.from('other')),
        rawBody: body,
        nowMs: at,
      }),
    ).toBe(false);
  });
});

describe('Twilio signature', () => {
  test("passes Twilio's published example through the WhatsApp adapter's check", () => {
    const url = new URL(TWILIO_EXAMPLE.url);
    const inbound = createWhatsAppInbound({
      authToken: TWILIO_EXAMPLE.authToken,
      publicUrl: url.origin,
      clock: { now: () => new Date() },
    });
    const request = (signature: string, params = TWILIO_EXAMPLE.params) => ({
      url: `${url.pathname}${url.search}`,
      rawBody: new URLSearchParams(params).toString(),
      contentType: 'application/x-www-form-urlencoded',
      headers: { 'x-twilio-signature': signature },
    });
    expect(
      twilio.validateRequest(
        TWILIO_EXAMPLE.authToken,
        TWILIO_EXAMPLE.signature,
        TWILIO_EXAMPLE.url,
        TWILIO_EXAMPLE.params,
      ),
    ).toBe(true);
    expect(inbound.verify(request(TWILIO_EXAMPLE.signature))).toBe(true);
    expect(
      inbound.verify(request(TWILIO_EXAMPLE.signature, { ...TWILIO_EXAMPLE.params, Digits: '9999' })),
    ).toBe(false);
    expect(inbound.verify(request('AAAAAAAAAAAAAAAAAAAAAAAAAAA='))).toBe(false);
  });
});

describe('Telegram secret token', () => {
  test('matches only the exact secret', () => {
    expect(secretMatches('s3cret-token', 's3cret-token')).toBe(true);
    expect(secretMatches('s3cret-token', 's3cret-tokeN')).toBe(false);
    expect(secretMatches('s3cret-token', 's3cret')).toBe(false);
    expect(secretMatches('s3cret-token', undefined)).toBe(false);
  });
});
